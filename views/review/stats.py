"""A player's statistics across games, tallied by replaying each game's live actions
with its rules; each game says what it counts (`Kind.stats`). No database, no request:
tested on hand-made games.

A game is given as `PlayedGame(kind, options, actions, seat)`: `kind` the Game.kind,
`options` the game's options JSON, `actions` its live actions (undone ones already
dropped, as `models.log.live_actions` gives them) and `seat` the player's seat. Only
finished hands (rounds) count; games and wins count finished games.
"""
from collections import Counter
from typing import NamedTuple

from rules import IllegalAction
from views.games.registry import KINDS


class PlayedGame(NamedTuple):
    kind: str
    options: dict
    actions: list
    seat: int


def tally(game):
    """Counts for one game (a PlayedGame) as a Counter of named sums: every game
    `games` and `wins` (1 or 0, finished games only), then what its `Kind.stats.tally`
    adds action by action (see each game's stats module). A game whose log the rules
    now refuse is counted up to the refused action."""
    kind = KINDS[game.kind]
    module = kind.rules
    state = module.new_game(module.Options.from_json(game.options))
    counts = Counter()
    for action in game.actions:
        try:
            after = module.apply(state, action)
        except IllegalAction:
            break
        kind.stats.tally(counts, game.seat, action, state, after)
        state = after
    if state.winner is not None:
        counts["games"] += 1
        counts["wins"] += state.winner == state.options.side_of(game.seat)
    return counts


def summary(games):
    """Per kind, the player's totals over `games` (PlayedGames): {kind: Counter of the
    `tally` sums, with `played` (games sat in, finished or not), `biggest` the largest
    (not a sum), and the kind's average (`Kind.stats.average`) as a float, None without
    data}. Kinds the player never played are left out."""
    totals = {}
    for game in games:
        counts = tally(game)
        total = totals.setdefault(game.kind, Counter(played=0))
        total["played"] += 1
        biggest = max(total["biggest"], counts.pop("biggest", 0))
        total.update(counts)
        total["biggest"] = biggest
    for kind, total in totals.items():
        stats = KINDS[kind].stats
        total[stats.average] = total[stats.points] / total[stats.count] \
            if total[stats.count] else None
    return totals
