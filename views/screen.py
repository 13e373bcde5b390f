"""What every game screen shows the same way: where the panel posts and polls,
and a side's name."""
from flask import url_for


def post_urls(game, read_only):
    """Where the panel's forms post and where it polls for other phones' actions.
    Built here, not by a `{% set %}` in the panel block: a variable set in a block
    makes Jinja copy the whole context for every `_()` that follows it."""
    if read_only:
        return {"act_url": None, "undo_url": None, "poll_url": url_for(
            "games.view_poll", view_token=game.session.view_token, game_id=game.id,
            seq=game.last_seq)}
    token = game.session.edit_token
    return {"act_url": url_for("games.act", token=token, game_id=game.id),
            "undo_url": url_for("games.undo", token=token, game_id=game.id),
            "poll_url": url_for("games.poll", token=token, game_id=game.id, seq=game.last_seq)}


def side_names(side, state, names):
    """"Ana & Citra": the names of the seats playing for `side`."""
    seats = [s for s in range(state.options.players) if state.options.side_of(s) == side]
    return " & ".join(names[s] for s in seats)
