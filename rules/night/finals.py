"""The finals of an event: after the Swiss rounds, the top 4 or 8 of the standings play a
seeded single-elimination knockout. Pure (no Flask, no database).

Seeds are the standings' order after the last Swiss round: seed 1 is first place. The
first stage pairs the seeds so that the two best can meet only in the final: of 8,
the quarter-finals 1 v 8, 4 v 5, 2 v 7, 3 v 6; of 4, the semi-finals 1 v 4, 2 v 3.
Each later stage pairs the winners of consecutive matches (the winners of 1 v 8 and
4 v 5, then of 2 v 7 and 3 v 6), until the final. At each table the higher seed takes
side 0.

A knockout match must have a winner. The rule for a drawn match (first place shared
by both sides, or the scores level when time is up under the event's "draw" rule):
the higher seed advances (the lower seed number)."""
from dataclasses import dataclass

# How many go into the finals: 0 (no finals), the top 4 or the top 8.
FINALS = (0, 4, 8)
# The first stage's pairings by seed, for each size of finals.
_FIRST = {4: ((1, 4), (2, 3)), 8: ((1, 8), (4, 5), (2, 7), (3, 6))}


@dataclass(frozen=True)
class Tie:
    """A knockout match as the bracket shows it: `seeds` (the two seed numbers, higher
    seed first; None for a place whose match before is not decided), `entries` (the two
    entries, the same order; None likewise) and `winner` (the entry that advances, or
    None while undecided)."""

    seeds: tuple
    entries: tuple
    winner: object = None


def stages(size):
    """How many knockout stages finals of `size` entries play: 2 for 4 (semi-finals,
    final), 3 for 8 (quarter-finals, semi-finals, final), 0 for none. Raises ValueError
    for a size not in FINALS."""
    if size not in FINALS:
        raise ValueError(f"finals are of 4 or 8 entries, or none, not {size!r}")
    return {0: 0, 4: 2, 8: 3}[size]


def first_stage(seeded, size):
    """The first stage's tables: `seeded` are the entries in the standings' order (the
    first is seed 1), at least `size` of them (the rest do not play); returns a tuple of
    (higher seed's entry, lower seed's entry) pairs, table 1 first. Raises ValueError
    when `size` is not 4 or 8, or fewer than `size` entries are given."""
    if size not in _FIRST:
        raise ValueError(f"finals are of 4 or 8 entries, not {size!r}")
    if len(seeded) < size:
        raise ValueError(f"finals of {size} need {size} entries, not {len(seeded)}")
    return tuple((seeded[a - 1], seeded[b - 1]) for a, b in _FIRST[size])


def advances(pair, winner, drawn, seed_of):
    """The entry of `pair` (two entries) that goes on: `winner` the side that won (0 or
    1, or None), `drawn` the sides sharing a drawn match (() when it was not drawn);
    `seed_of` maps an entry to its seed number. A drawn match goes to the higher seed
    (the lower number) among the sides sharing it. Returns None while the match is
    undecided (no winner, nothing drawn). Raises ValueError for a side not 0 or 1."""
    if winner is not None:
        if winner not in (0, 1):
            raise ValueError(f"a knockout match has sides 0 and 1, not {winner!r}")
        return pair[winner]
    if not drawn:
        return None
    if any(s not in (0, 1) for s in drawn):
        raise ValueError(f"a knockout match has sides 0 and 1, not {drawn!r}")
    return min((pair[s] for s in drawn), key=lambda e: seed_of[e])


def tie_side(pair, drawn, seed_of):
    """The side (0 or 1) of `pair` that a drawn match goes to: the higher seed among
    the `drawn` sides (see `advances`). Raises ValueError for no drawn sides."""
    if not drawn:
        raise ValueError("only a drawn match is decided by the seeds")
    return pair.index(advances(pair, None, drawn, seed_of))


def next_stage(winners, seed_of):
    """The next stage's tables from the stage before's `winners` (its tables' winners,
    table 1 first, an even number of them): the winners of tables 1 and 2 meet at table
    1, of 3 and 4 at table 2, and so on, the higher seed first. Raises ValueError for an
    odd number of winners or a stage already the final's (one winner)."""
    if len(winners) < 2 or len(winners) % 2:
        raise ValueError(f"a stage pairs an even number of winners, not {len(winners)}")
    pairs = zip(winners[::2], winners[1::2])
    return tuple(tuple(sorted(p, key=lambda e: seed_of[e])) for p in pairs)


def seeds_of(first):
    """{entry: seed number} from the first stage's tables `first` (pairs, table 1
    first, as `first_stage` seats them): the seeding read back from the seating.
    Raises ValueError when `first` is not a first stage of 4 or 8."""
    size = 2 * len(first)
    if size not in _FIRST or any(len(p) != 2 for p in first):
        raise ValueError(f"a first stage has 2 or 4 tables of two, not {first!r}")
    return {entry: seed for pair, seeds in zip(first, _FIRST[size])
            for entry, seed in zip(pair, seeds)}


def bracket(first, decided, size):
    """The whole bracket: a list of stages (the first stage first, the final last), each
    a list of Tie, and the champion (the final's winner, or None). `first`: the first
    stage's pairs (as `first_stage` gives them), or () before it is seated; `decided`:
    for each stage seated so far, its tables' winners (the entry that advances, or None
    while undecided), in table order; `size`: 4 or 8. Places whose match before is
    undecided are None. Raises ValueError as `stages` does."""
    count = stages(size)
    if not first:
        return [[Tie((None, None), (None, None)) for _ in range(size // 2 ** (s + 1))]
                for s in range(count)], None
    seed_of = seeds_of(first)
    out, pairs = [], [tuple(p) for p in first]
    for number in range(count):
        winners = list(decided[number]) if number < len(decided) else []
        winners += [None] * (len(pairs) - len(winners))
        out.append([Tie(tuple(seed_of.get(e) for e in p), p, w)
                    for p, w in zip(pairs, winners)])
        pairs = [tuple(sorted((a, b), key=lambda e: (e is None, seed_of.get(e, 0))))
                 for a, b in zip(winners[::2], winners[1::2])]
    champion = out[-1][0].winner
    return out, champion
