"""Straight Domino's player statistics (views.review.stats): scoring plays (RULES S6),
dominoes (S8.1) and blocked hands won (S8.2). Pure: no Flask, no database."""
from views.games.kind import Stats


def tally(counts, seat, action, before, after):
    """Adds to `counts` (a Counter) what `action` did for the player at `seat`:
    `scoring_plays`, `scoring_points`, `biggest` (their plays that scored), and per
    finished hand `hands`, `dominoes` (they went out) and `block_wins` (their side won
    a blocked hand: the engine's HandResult.winner)."""
    if action["type"] == "play" and action["seat"] == seat and after.plays:
        points = after.plays[-1].points
        if points:
            counts["scoring_plays"] += 1
            counts["scoring_points"] += points
            counts["biggest"] = max(counts["biggest"], points)
    side = after.options.side_of(seat)
    for result in after.history[len(before.history):]:
        if result.how == "target":
            continue
        counts["hands"] += 1
        counts["dominoes"] += result.dominoed == seat
        counts["block_wins"] += result.how == "blocked" and result.winner == side


STATS = Stats(tally, average="average_scoring", points="scoring_points", count="scoring_plays")
