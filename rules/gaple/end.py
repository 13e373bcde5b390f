"""The end of a Gaple game (RULES GP9), checked after each hand."""
from __future__ import annotations

from dataclasses import dataclass

from ..scoring import leading_side


@dataclass(frozen=True)
class GameEnd:
    """Whether the game is `over`; `winner` the one side first (None when nobody
    is, or first place is shared); `first` the sides sharing first place; `losers`
    the sides at or over the limit under `penalty`."""

    over: bool
    winner: int | None = None
    first: tuple[int, ...] = ()
    losers: tuple[int, ...] = ()


GOES_ON = GameEnd(False)


def game_end(options, scores, hands_played: int) -> GameEnd:
    """The game's end after a hand (RULES GP9), from the scores per side and the
    number of hands played (redeals are not hands). Under `penalty` the game ends
    once a total reaches the limit (`target`): those at or over it lose, the lowest
    below it is first. Otherwise a side at or over the target wins, the highest if
    several; a tie at the top plays another hand. With `hands` N, after N hands the
    best total wins (lowest under `penalty`); equal best plays another hand."""
    if options.scoring == "penalty":
        ended = _limit(options.target, scores)
    else:
        winner = leading_side(list(scores), options.target)
        ended = GameEnd(True, winner, (winner,)) if winner is not None else GOES_ON
    if ended.over or options.hands is None or hands_played < options.hands:
        return ended
    best = (min if options.low_wins else max)(scores)
    if list(scores).count(best) > 1:
        return GOES_ON
    return GameEnd(True, list(scores).index(best), (list(scores).index(best),))


def _limit(limit: int, scores) -> GameEnd:
    losers = tuple(s for s, total in enumerate(scores) if total >= limit)
    if not losers:
        return GOES_ON
    below = [total for total in scores if total < limit]
    if not below:
        return GameEnd(True, None, (), losers)
    first = tuple(s for s, total in enumerate(scores) if total == min(below))
    return GameEnd(True, first[0] if len(first) == 1 else None, first, losers)
