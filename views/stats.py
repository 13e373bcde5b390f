"""A player's statistics across games, tallied by replaying each game's live actions
with its rules. Pure: no Flask, no database, so it is tested on hand-made games.

A game is given as `PlayedGame(kind, options, actions, seat)`: `kind` "straight",
"moon" or "bendomino", `options` the game's options JSON, `actions` its live actions
(undone ones already dropped, as `models.log.live_actions` gives them) and `seat` the
player's seat. Only finished hands (rounds) count; games and wins count finished games.
"""
from collections import Counter
from typing import NamedTuple

from rules import IllegalAction, bendomino, moon, straight

RULES = {"straight": straight, "moon": moon, "bendomino": bendomino}


class PlayedGame(NamedTuple):
    kind: str
    options: dict
    actions: list
    seat: int


def tally(game):
    """Counts for one game (a PlayedGame) as a Counter of named sums:
    every game: `games` and `wins` (1 or 0, finished games only);
    Straight: `scoring_plays` and `scoring_points` (the player's plays that scored,
    RULES S6), `biggest` (the largest of them), `dominoes` (hands the player went out
    in, S8.1), `block_wins` (blocked hands where the player's side had the one lowest
    pip total, S8.2), `hands`;
    Moon: `bids`, `made`, `set`, `moons` (bids of 21 made, M9) for the player's own
    bids, `hands` (hands played out, thrown-in ones left out) and `tricks` (tricks the
    player's side took in them);
    Bendomino: `rounds`, `rounds_won` (went out, or the one lowest pip total, B7),
    `pips_left` (pips the player held at each round's end, G8; 0 after going out).
    A game whose log the rules now refuse is counted up to the refused action."""
    module = RULES[game.kind]
    state = module.new_game(module.Options.from_json(game.options))
    counts = Counter()
    for action in game.actions:
        try:
            after = module.apply(state, action)
        except IllegalAction:
            break
        TALLIES[game.kind](counts, game.seat, action, state, after)
        state = after
    if state.winner is not None:
        counts["games"] += 1
        counts["wins"] += state.winner == state.options.side_of(game.seat)
    return counts


def _new_results(before, after):
    return after.history[len(before.history):]


def _straight(counts, seat, action, before, after):
    if action["type"] == "play" and action["seat"] == seat and after.plays:
        points = after.plays[-1].points
        if points:
            counts["scoring_plays"] += 1
            counts["scoring_points"] += points
            counts["biggest"] = max(counts["biggest"], points)
    options = after.options
    side = options.side_of(seat)
    for result in _new_results(before, after):
        if result.how == "target":
            continue
        counts["hands"] += 1
        counts["dominoes"] += result.dominoed == seat
        counts["block_wins"] += result.how == "blocked" and result.winner == side


def _moon(counts, seat, action, before, after):
    side = after.options.side_of(seat)
    for result in _new_results(before, after):
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


def _bendomino(counts, seat, action, before, after):
    for result in _new_results(before, after):
        counts["rounds"] += 1
        counts["pips_left"] += result.pips[seat]
        counts["rounds_won"] += result.winner == seat


TALLIES = {"straight": _straight, "moon": _moon, "bendomino": _bendomino}


AVERAGES = {"straight": ("average_scoring", "scoring_points", "scoring_plays"),
            "moon": ("tricks_per_hand", "tricks", "hands"),
            "bendomino": ("average_pips_left", "pips_left", "rounds")}


def summary(games):
    """Per kind, the player's totals over `games` (PlayedGames): {kind: Counter of the
    `tally` sums, with `played` (games sat in, finished or not), `biggest` the largest
    (not a sum), and the kind's average as a float, None without data:
    `average_scoring` (points per scoring play), `tricks_per_hand` or
    `average_pips_left` (per round)}. Kinds the player never played are left out."""
    totals = {}
    for game in games:
        counts = tally(game)
        total = totals.setdefault(game.kind, Counter(played=0))
        total["played"] += 1
        biggest = max(total["biggest"], counts.pop("biggest", 0))
        total.update(counts)
        total["biggest"] = biggest
    for kind, total in totals.items():
        average, points, count = AVERAGES[kind]
        total[average] = total[points] / total[count] if total[count] else None
    return totals
