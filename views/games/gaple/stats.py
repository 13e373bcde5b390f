"""Gaple's player statistics (views.review.stats): hands won, outs (RULES GP6.1), gaples
blocked (GP6.2), passes and those proven false (GP10.3, G9), and the pips left in
hand at a hand's end (GP8). Pure: no Flask, no database."""
from views.games.kind import Stats


def tally(counts, seat, action, before, after):
    """Adds to `counts` (a Counter) what `action` did for the player at `seat`:
    `passes` they made, and per finished hand `hands`, `hands_won` (their side won
    it: the engine's HandResult.winner), `outs` (they went out), `gaples` (they
    blocked the line), `false_passes` (their passes and claims the hand flagged),
    and `pips_left`, `reported_hands` (the pips left in their hand, where known)."""
    if action["type"] == "pass" and action["seat"] == seat:
        counts["passes"] += 1
    side = after.options.side_of(seat)
    for result in after.history[len(before.history):]:
        counts["hands"] += 1
        counts["hands_won"] += result.winner == side
        counts["outs"] += result.went_out == seat
        counts["gaples"] += result.how == "gaple" and result.blocker == seat
        counts["false_passes"] += sum(1 for f in result.flags if f["seat"] == seat)
        if result.pips[seat] is not None:
            counts["pips_left"] += result.pips[seat]
            counts["reported_hands"] += 1


STATS = Stats(tally, average="average_pips_left", points="pips_left", count="reported_hands")
