"""Straight Domino's player statistics (views.stats): scoring plays (RULES S6),
dominoes (S8.1) and blocked hands won (S8.2). Pure: no Flask, no database."""
from views.kind import Stats


def tally(counts, seat, action, before, after):
    """Adds to `counts` (a Counter) what `action` did for the player at `seat`:
    `scoring_plays`, `scoring_points`, `biggest` (their plays that scored), and per
    finished hand `hands`, `dominoes` (they went out) and `block_wins` (their side had
    the one lowest pip total of a blocked hand)."""
    if action["type"] == "play" and action["seat"] == seat and after.plays:
        points = after.plays[-1].points
        if points:
            counts["scoring_plays"] += 1
            counts["scoring_points"] += points
            counts["biggest"] = max(counts["biggest"], points)
    options = after.options
    side = options.side_of(seat)
    for result in after.history[len(before.history):]:
        if result.how == "target":
            continue
        counts["hands"] += 1
        counts["dominoes"] += result.dominoed == seat
        if result.how == "blocked":
            totals = [sum(p for s, p in enumerate(result.pips) if options.side_of(s) == k)
                      for k in range(options.sides)]
            counts["block_wins"] += totals.count(min(totals)) == 1 and \
                totals[side] == min(totals)


STATS = Stats(tally, average="average_scoring", points="scoring_points", count="scoring_plays")
