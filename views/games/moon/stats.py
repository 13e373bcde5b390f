"""Moon's player statistics (views.review.stats): bids made and set, moons shot (RULES M9)
and tricks per hand. Pure: no Flask, no database."""
from views.games.kind import Stats


def tally(counts, seat, action, before, after):
    """Adds to `counts` (a Counter) what `action` did for the player at `seat`: per
    hand played out `hands` and `tricks` (their side's), and for their own bids
    `bids`, `made`, `set` and `moons` (bids of 21 made)."""
    side = after.options.side_of(seat)
    for result in after.history[len(before.history):]:
        if result.bid is None:  # thrown in: nobody bid (M4)
            continue
        counts["hands"] += 1
        counts["tricks"] += result.tricks[side]
        if before.bidder == seat:
            made = result.made
            counts["bids"] += 1
            counts["made"] += made
            counts["set"] += not made
            counts["moons"] += made and result.bid == 21


STATS = Stats(tally, average="tricks_per_hand", points="tricks", count="hands")
