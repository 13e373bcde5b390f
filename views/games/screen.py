"""What every game screen shows the same way: the scoreboard's sides, where the
panel posts and polls, and a side's name."""
from typing import NamedTuple

from rules import engine
from rules.tiles import DOUBLE_SIX
from web.fast_paths import link
from web.i18n import gettext as _
from views.games.wording import called_by, with_names


class Side(NamedTuple):
    """A side on the scoreboard: `share` of the target reached (0-1)."""

    names: str
    score: int
    to_go: int
    share: float
    to_play: bool
    won: bool


class Pick(NamedTuple):
    """A tile in a picker of a line's open ends: `do`, the post of one
    tap (None when a second tap chooses among the open `ends` it fits); `fits` False
    dims it, though it stays tappable so the rules can say why."""

    tile: str
    high: int
    low: int
    played: bool
    ends: list
    fits: bool
    do: str | None


class Choice(NamedTuple):
    """One way to log a tile: the button's words, the `do` it posts, its number `n`
    (as its ghost tile on a drawn board is numbered), what it does to the end (`note`:
    closes the circle, makes a dead end...) and the tile as it would lie (`placed`)."""

    label: str
    do: str
    n: int = 0
    note: str = ""
    placed: object = None


def acting_seat(game, state, first_phase=None):
    """The seat to act: the rules' turn, or, in the game's `first_phase` of its first
    hand (its first lead or bid, RULES S3, M4), the seat the app drew or the table
    picked. None when nobody in particular acts (reports due, whoever lays the
    opening tile, game over)."""
    if state.turn is not None:
        return state.turn
    if first_phase is not None and state.phase == first_phase and state.hand == 1:
        return game.first_seat or 0
    return None


def check_first_seat(game, state, action, first_phase):
    """The rules let whoever acts first act in `first_phase` of the first hand (a
    lead, a bid); this table drew or picked that seat (`game.first_seat`), so
    `rules.engine.check_first_seat` refuses another seat (RULES G4). `action` is a
    JSON dict; a game without a `first_phase` (None) is never refused here. Raises
    IllegalAction (G4)."""
    if first_phase is not None:
        engine.check_first_seat(state, action, game.first_seat or 0, first_phase)


def post_urls(game, read_only):
    """Where the panel's forms post, where it polls for other phones' actions, and
    where a score's working comes from.
    Built here, not by a `{% set %}` in the panel block: a variable set in a block
    makes Jinja copy the whole context for every `_()` that follows it."""
    seq = f"?seq={game.last_seq}"  # url_for's query string for `seq=`
    if read_only:
        at = {"view_token": game.session.view_token, "game_id": game.id}
        return {"act_url": None, "undo_url": None,
                "poll_url": link("games.view_poll", **at) + seq,
                "working_url": link("games.view_working", **at)}
    at = {"token": game.session.edit_token, "game_id": game.id}
    return {"act_url": link("games.act", **at),
            "undo_url": link("games.undo", **at),
            "poll_url": link("games.poll", **at) + seq,
            "working_url": link("games.working", **at)}


def side_names(side, state, names):
    """"Ana & Citra": the names of the seats playing for `side`."""
    seats = [s for s in range(state.options.players) if state.options.side_of(s) == side]
    return " & ".join(names[s] for s in seats)


def side_calls(sides):
    """Each side's name on its score card as (what the table calls it, the rest): a
    player on their own by the name the table calls them ("Anastasia", " Wulandari":
    views.games.wording.called_by), which a narrow card shows whole when the rest does not
    fit beside it; partners' names whole, ("Ana & Citra", ""). `sides`: anything with
    `.names`, in order."""
    names = [side.names for side in sides]
    return [(name, "") if " & " in name else called_by(names, i)
            for i, name in enumerate(names)]


def scored_sides(points, state, names):
    """Who scored what in a hand's result: (side's names, points) for each side of
    `state` whose `points` (one per side) are not 0, in side order."""
    return [(side_names(side, state, names), p) for side, p in enumerate(points) if p]


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
