"""Bendomino's player statistics (views.review.stats): rounds won and pips left (RULES B7,
G8). Pure: no Flask, no database."""
from views.games.kind import Stats


def tally(counts, seat, action, before, after):
    """Adds to `counts` (a Counter) what `action` did for the player at `seat`: per
    finished round `rounds`, `pips_left` (their pips at its end; 0 after going out)
    and `rounds_won` (the engine's RoundResult.winner: went out, or the one lowest
    pip total)."""
    for result in after.history[len(before.history):]:
        counts["rounds"] += 1
        counts["pips_left"] += result.pips[seat]
        counts["rounds_won"] += result.winner == seat


STATS = Stats(tally, average="average_pips_left", points="pips_left", count="rounds")
