"""What every game screen shows the same way: the scoreboard's sides, where the
panel posts and polls, and a side's name."""
from typing import NamedTuple

from flask import url_for
from flask_babel import gettext as _

from rules import engine
from rules.tiles import DOUBLE_SIX
from views.wording import with_names


class Side(NamedTuple):
    """A side on the scoreboard: `share` of the target reached (0-1)."""

    names: str
    score: int
    to_go: int
    share: float
    to_play: bool
    won: bool


def acting_seat(game, state):
    """The seat to act: the rules' turn, or, before the game's first lead (Straight,
    RULES S3) or first bid (Moon, M4), the seat the app drew or the table picked.
    None when nobody in particular acts (reports due, a Bendomino opening, game over)."""
    if state.turn is not None:
        return state.turn
    if state.phase in ("lead", "bidding") and state.hand == 1:
        return game.first_seat or 0
    return None


def check_first_seat(game, state, action):
    """The first player this table drew or picked (`game.first_seat`) leads or bids
    first: `rules.engine.check_first_seat` refuses another seat (RULES G4).
    `action` is a JSON dict. Raises IllegalAction (G4)."""
    engine.check_first_seat(state, action, game.first_seat or 0)


def post_urls(game, read_only):
    """Where the panel's forms post, where it polls for other phones' actions, and
    where a score's working comes from.
    Built here, not by a `{% set %}` in the panel block: a variable set in a block
    makes Jinja copy the whole context for every `_()` that follows it."""
    if read_only:
        link = {"view_token": game.session.view_token, "game_id": game.id}
        return {"act_url": None, "undo_url": None,
                "poll_url": url_for("games.view_poll", seq=game.last_seq, **link),
                "working_url": url_for("games.view_working", **link)}
    link = {"token": game.session.edit_token, "game_id": game.id}
    return {"act_url": url_for("games.act", **link),
            "undo_url": url_for("games.undo", **link),
            "poll_url": url_for("games.poll", seq=game.last_seq, **link),
            "working_url": url_for("games.working", **link)}


def side_names(side, state, names):
    """"Ana & Citra": the names of the seats playing for `side`."""
    seats = [s for s in range(state.options.players) if state.options.side_of(s) == side]
    return " & ".join(names[s] for s in seats)


def sides(state, names, seat):
    """The scoreboard: one Side per side of `state` (any game's rules State)."""
    target = state.options.target
    return [Side(names=side_names(side, state, names), score=score,
                 to_go=max(target - score, 0), share=min(score / target, 1),
                 to_play=seat is not None and state.options.side_of(seat) == side
                 and state.phase != "over",
                 won=state.winner == side)
            for side, score in enumerate(state.scores)]


def flag_lines(result, names):
    """A scored hand's or round's flags (RULES G9: a pass the shown tiles prove
    illegal) as lines of its working on the score sheet, with `names` for seats."""
    return [_("⚑ %(flag)s (RULES §G9)", flag=with_names(flag["message"], names))
            for flag in result.flags]


def score_sheet(entries, sides):
    """The game-over score sheet: `entries` are (hand, points per side, working lines)
    in order; each row adds the running totals."""
    rows, running = [], [0] * sides
    for hand, points, working in entries:
        running = [r + p for r, p in zip(running, points)]
        rows.append({"hand": hand, "points": list(points), "running": running,
                     "working": working})
    return rows


def unaccounted(state):
    """Tiles a player may report at a hand's end (RULES G8): not on the table and not
    reported yet. `state` has `.on_table` and `.reports`."""
    shown = {t for r in state.reports if r and r.tiles for t in r.tiles}
    return [{"tile": str(t), "high": t.high, "low": t.low} for t in DOUBLE_SIX
            if t not in state.on_table and str(t) not in shown]
