"""Seating a round of an event (a domino night): who meets whom at which table.

Pure (no Flask, no database). An entry is a player or a partnership, named by an int.
A table seats `size` entries (the game's sides: 2 for a partnership game or a game of
two, 3 or 4 for a game of that many players each for themselves). Round 1 is drawn at
random from a seed, so the same seed seats the same round again. Later rounds are
Swiss-style: entries meet others near them in the standings, and no two entries meet
a second time while that can be avoided. What does not fill a table sits out the round
with a bye (for tables of two, an odd field gives exactly one bye a round): the
lowest-placed entry among those with the fewest byes, so nobody has a second bye while
someone has none."""
import random
from dataclasses import dataclass
from itertools import combinations

SEARCH_BUDGET = 20_000  # tables tried before settling for the fewest repeated meetings


@dataclass(frozen=True)
class Seating:
    """A round's seating: `tables`, each a tuple of entries in side order (the first
    entry takes side 0), table 1 first; `byes`, the entries that sit out."""

    tables: tuple
    byes: tuple


def pairs(seating):
    """Every pair of entries that meet at a table of `seating`, as frozensets."""
    return {frozenset(pair) for table in seating.tables for pair in combinations(table, 2)}


def first_round(entries, size, seed):
    """Round 1: `entries` (ints, in the order they were entered) shuffled by
    `random.Random(seed)` and seated `size` to a table in that order; the entries left
    over (len(entries) % size) have a bye. Raises ValueError when fewer than `size`."""
    _check(entries, size)
    order = list(entries)
    random.Random(seed).shuffle(order)
    return _seat_in_order(order, size)


def next_round(ranked, size, met=frozenset(), byes=None):
    """A later round, Swiss-style. `ranked`: the entries, best placed first (the
    standings); `met`: the pairs (frozensets of two entries) that have met already;
    `byes`: {entry: byes so far}. Each table takes the best-placed entry not yet seated
    and the next best it has not met. Byes go to the lowest-placed of the entries with
    the fewest byes; a seating without repeated meetings is searched for first with
    those, then with the others of the fewest byes; only when none exists do entries
    meet again, as few times as the search finds. Raises ValueError when fewer entries
    than `size`."""
    _check(ranked, size)
    byes = byes or {}
    met = frozenset(met)
    for sitting_out in _bye_choices(ranked, size, byes):
        rest = [e for e in ranked if e not in sitting_out]
        tables = _without_repeats(rest, size, met)
        if tables is not None:
            return Seating(tuple(tables), tuple(sitting_out))
    sitting_out = next(iter(_bye_choices(ranked, size, byes)))
    rest = [e for e in ranked if e not in sitting_out]
    return Seating(tuple(_fewest_repeats(rest, size, met)), tuple(sitting_out))


def _check(entries, size):
    if size < 2 or len(entries) < size or len(set(entries)) != len(entries):
        raise ValueError(f"cannot seat {len(entries)} entries {size} to a table")


def _seat_in_order(order, size):
    count = len(order) // size * size
    tables = tuple(tuple(order[i:i + size]) for i in range(0, count, size))
    return Seating(tables, tuple(order[count:]))


def _bye_choices(ranked, size, byes):
    """The sets of entries that may sit out, in the order to try them: only entries
    with the fewest byes, lowest placed first (no bye at all when the tables fill)."""
    left_over = len(ranked) % size
    if left_over == 0:
        return [()]
    fewest = min(byes.get(e, 0) for e in ranked)
    lowest_first = [e for e in reversed(ranked) if byes.get(e, 0) == fewest]
    if len(lowest_first) < left_over:  # the next fewest fill the rest
        others = [e for e in reversed(ranked) if e not in lowest_first]
        others.sort(key=lambda e: byes.get(e, 0))
        return [tuple(lowest_first + others[:left_over - len(lowest_first)])]
    # The lowest few are enough to try: the search is for the seating, not the byes.
    return list(combinations(lowest_first[:left_over + 7], left_over))


def _without_repeats(ranked, size, met):
    """Tables of `size` from `ranked` (best first) where no two entries have met, the
    best placed seated first with the nearest it may meet; None when the search finds
    none within SEARCH_BUDGET tables tried."""
    budget = [SEARCH_BUDGET]
    free = {e: {o for o in ranked if o != e and frozenset((e, o)) not in met} for e in ranked}

    def seat(rest):
        if not rest:
            return []
        head, others = rest[0], rest[1:]
        for mates in combinations([o for o in others if o in free[head]], size - 1):
            if any(b not in free[a] for a, b in combinations(mates, 2)):
                continue
            budget[0] -= 1
            if budget[0] < 0:
                return None
            remaining = [o for o in others if o not in mates]
            if not _each_can_sit(remaining, size, free):
                continue
            tail = seat(remaining)
            if tail is not None:
                return [(head, *mates)] + tail
            if budget[0] < 0:
                return None
        return None

    return seat(list(ranked))


def _each_can_sit(remaining, size, free):
    """Forward check: each entry still to seat has enough others it may meet."""
    pool = set(remaining)
    return all(len(free[e] & pool) >= size - 1 for e in remaining)


def _fewest_repeats(ranked, size, met):
    """Tables of `size` from `ranked` (best first), each taking the best placed not yet
    seated and the others it has met least often with it, nearest first."""
    rest, tables = list(ranked), []
    while rest:
        head, others = rest[0], rest[1:]
        table = [head]
        for _ in range(size - 1):
            pick = min(others, key=lambda o: (sum(frozenset((o, t)) in met for t in table),
                                              others.index(o)))
            table.append(pick)
            others.remove(pick)
        tables.append(tuple(table))
        rest = others
    return tables
