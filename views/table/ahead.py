"""What each of a step's buttons leads to, sent with the screen, so that a phone that
cannot reach the server moves on as far as the rules can tell without it (static/
phone.js, issue 35) and the browser writes no rule of its own. The server stays the
judge: each queued tap is checked when it arrives, as if it were tapped then."""
import json

from rules import IllegalAction


def leads_to(state, module, seat, picks, players):
    """JSON text {"play" | "pass" | "draw": how many seats on the turn goes after it
    (0: the same seat), or null when the step after it is not a tile, a pass or a
    draw (the hand ends)} for the buttons of `seat` in `state` (a rules State of
    `module`, `players` seats); `picks`, the picker's Pick tiles. Counted from the
    seat, so that a phone can move on by more than one tap; a button the step does not
    allow (a pass before the lead) is judged as the next step would judge it.
    Empty ("{}") when nobody is to act."""
    if seat is None:
        return "{}"
    plays = [{"type": "play", "seat": seat, "tile": p.tile, "end": p.ends[0] if p.ends else None}
             for p in picks if p.fits and not p.played]
    after, steps = {}, [(state, seat)]
    for before, who in steps:
        tries = [("play", action) for action in plays] if before is state else []
        for name, action in tries + [(k, {"type": k, "seat": who}) for k in ("pass", "draw")]:
            if name in after:
                continue
            try:
                moved = module.apply(before, action)
            except IllegalAction:
                continue
            going = moved.phase in ("lead", "play") and moved.turn is not None
            after[name] = (moved.turn - who) % players if going else None
            if name == "play" and going:
                steps.append((moved, moved.turn))
    return json.dumps(after, separators=(",", ":"))
