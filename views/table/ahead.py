"""What each of a step's buttons leads to, sent with the screen, so that a phone that
cannot reach the server moves on as far as the rules can tell without it (static/
phone.js, issue 35) and the browser writes no rule of its own. The server stays the
judge: each queued tap is checked when it arrives, as if it were tapped then."""
import json

from rules import IllegalAction
from rules.tiles import DOUBLE_SIX

# How many taps ahead the screen is told: past them a phone holds further taps until
# the server answers. Each level judges every button of every branch once more: three
# levels cost about 1-3 ms a screen where a play or a draw is cheap to judge; a game
# whose pass costs about 1 ms to judge asks for two (its screen passes `depth`).
DEPTH = 3
TRIES = 1  # tiles tried for a play further ahead: the first that fits an end


def leads_to(state, module, seat, picks, players, depth=DEPTH):
    """JSON text of the step's buttons as a tree: {"play" | "pass" | "draw": [how many
    seats on the turn goes after it (0: the same seat), the same tree for the step
    after it, or null past `depth` taps], or null when the step after it is not a
    tile, a pass or a draw (the hand or the game ends)}, for the buttons of `seat` in
    `state` (a rules State of `module`, `players` seats); `picks`, the picker's Pick
    tiles. A button is in a step's tree only when the rules allow it there (a draw
    with an empty boneyard is not). Further ahead a play is judged with the first
    unplayed tile that fits an end (a play's tile changes the count, never the turn).
    Empty ("{}") when nobody is to act."""
    if seat is None:
        return "{}"
    plays = [{"type": "play", "seat": seat, "tile": p.tile, "end": p.ends[0] if p.ends else None}
             for p in picks if p.fits and not p.played]
    return json.dumps(_step(module, state, seat, plays, players, depth), separators=(",", ":"))


def _step(module, state, seat, plays, players, depth):
    after = {}
    for name, action in [("play", a) for a in plays] + [(k, {"type": k, "seat": seat})
                                                         for k in ("pass", "draw")]:
        if name in after:
            continue
        try:
            moved = module.apply(state, action)
        except IllegalAction:
            continue
        if moved.phase not in ("lead", "play") or moved.turn is None:
            after[name] = None
            continue
        deeper = _step(module, moved, moved.turn, _plays(moved), players, depth - 1) \
            if depth > 1 else None
        after[name] = [(moved.turn - seat) % players, deeper]
    return after


def _plays(state):
    """A few plays of `state`'s turn, each an unplayed tile that fits an end (none for
    a game whose state names no ends)."""
    if not hasattr(state, "ends_for"):
        return []
    plays, on_table = [], state.on_table
    for tile in DOUBLE_SIX:
        if tile in on_table or not (where := state.ends_for(tile)):
            continue
        plays.append({"type": "play", "seat": state.turn, "tile": str(tile),
                      "end": None if where[0] == "lead" else where[0]})
        if len(plays) == TRIES:
            break
    return plays
