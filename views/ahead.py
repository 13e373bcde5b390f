"""What each of a step's buttons leads to, sent with the screen, so that a phone that
cannot reach the server moves on as far as the rules can tell without it (static/
phone.js, issue 35) and the browser writes no rule of its own. The server stays the
judge: each queued tap is checked when it arrives, as if it were tapped then."""
import json

from rules import IllegalAction


def leads_to(state, module, seat, picks):
    """JSON text {"play" | "pass" | "draw": the seat to act next, or null when the step
    after it is not a tile, a pass or a draw (the hand ends)} for the buttons `seat`
    may tap in `state` (a rules State of `module`); `picks`, the picker's Pick tiles.
    A play is judged by the first tile that fits (which tile rarely changes who is
    next; when it does, the server refuses the queued tap and the phone says why).
    Empty ("{}") when nobody is to act."""
    if seat is None:
        return "{}"
    tries = [("play", {"type": "play", "seat": seat, "tile": p.tile,
                       "end": p.ends[0] if p.ends else None})
             for p in picks if p.fits and not p.played]
    tries += [(kind, {"type": kind, "seat": seat}) for kind in ("pass", "draw")]
    after = {}
    for name, action in tries:
        if name in after:
            continue
        try:
            state_after = module.apply(state, action)
        except IllegalAction:
            continue
        moving = state_after.phase in ("lead", "play")
        after[name] = state_after.turn if moving else None
    return json.dumps(after, separators=(",", ":"))
