"""Can the tiles not on the table be shared out as the hand-end reports say? (RULES G8)

Only pips matter to a pip report, so the unaccounted tiles are counted by pip value
(13 values, at most 4 tiles each) and dealt out value by value to the reports that
still need tiles. The search is memoised on what each report still needs and
bounded: past `STEPS` positions it stops and answers yes, since the app refuses
only what it can prove wrong (G5). No hand of a double-six set comes near it."""
from __future__ import annotations

from collections import Counter
from itertools import combinations, product
from typing import Iterable, Sequence

from .tiles import Tile

STEPS = 20_000


def can_share(tiles: Iterable[Tile], totals: Sequence[tuple[int, int]]) -> bool:
    """Is there a way to give each pip report its own tiles among `tiles` (the tiles
    nobody has shown, not on the table), `totals` being (tile count, pip total) per
    report, no tile given twice? The tiles left over go to the hands still to report
    and the stock, which take any tiles (RULES G8). Raises nothing."""
    counts = Counter(t.pips for t in tiles)
    values = tuple(sorted(counts, reverse=True))
    search = _Search(values, tuple(counts[v] for v in values))
    try:
        return search.deal(0, _key(totals))
    except _Unproven:
        return True


class _Unproven(Exception):
    """The search ran past its bound."""


def _key(needs) -> tuple:
    """Reports needing the same are interchangeable: one memo entry for all orders;
    a report already served drops out."""
    return tuple(sorted((n, p) for n, p in needs if n or p))


class _Search:
    def __init__(self, values: tuple, copies: tuple):
        self.values, self.copies, self.seen, self.steps = values, copies, {}, 0
        self.reach = [_reach(values[at:], copies[at:]) for at in range(len(values))]

    def deal(self, at: int, needs: tuple) -> bool:
        """Deal the tiles of pip value `values[at]` among the reports still needing
        (count, pips) each, then the lower values."""
        if not needs:
            return True
        if (at, needs) not in self.seen:
            self.steps += 1
            if self.steps > STEPS:
                raise _Unproven
            self.seen[at, needs] = self._deal(at, needs)
        return self.seen[at, needs]

    def _deal(self, at: int, needs: tuple) -> bool:
        if at == len(self.values) or not _within_reach(*self.reach[at], needs):
            return False
        if len(needs) == 1:
            return _one(self.values[at:], self.copies[at:], *needs[0])
        value, copy = self.values[at], self.copies[at]
        choices = [range(min(n, copy, p // value if value else n), -1, -1) for n, p in needs]
        for taken in product(*choices):  # the most of the highest tiles first
            if sum(taken) <= copy and self.deal(at + 1, _key(
                    (n - k, p - k * value) for (n, p), k in zip(needs, taken))):
                return True
        return False


def _reach(values: tuple, copies: tuple) -> tuple[list, list]:
    """The sums of the k lowest and of the k highest of the tiles left, k = 0, 1, ..."""
    left = [v for v, c in zip(values, copies) for _ in range(c)]  # highest first
    low, high = [0], [0]
    for i in range(len(left)):
        high.append(high[-1] + left[i])
        low.append(low[-1] + left[-1 - i])
    return low, high


def _within_reach(low: list, high: list, needs: tuple) -> bool:
    """Each report's total, and those of every two or more together, lie between the
    sum of as many of the lowest tiles left and the sum of as many of the highest."""
    for size in range(1, len(needs) + 1):
        for group in combinations(needs, size):
            count = pips = 0
            for n, p in group:
                count, pips = count + n, pips + p
            if count >= len(low) or not low[count] <= pips <= high[count]:
                return False
    return True


def _one(values: tuple, copies: tuple, count: int, pips: int) -> bool:
    """One report left: can `count` of the tiles left make `pips`? reach[k] has bit s
    set when k tiles can make s pips."""
    reach = [1] + [0] * count
    for value, copy in zip(values, copies):
        for _ in range(copy):
            for k in range(count - 1, -1, -1):
                reach[k + 1] |= reach[k] << value
    return bool(reach[count] >> pips & 1)
