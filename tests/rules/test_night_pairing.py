"""Seating an event's rounds (rules.night.pairing): round 1 drawn from a seed, later
rounds Swiss-style with no repeated meeting while one can be avoided, one bye a round
for an odd field, nobody's second bye while someone has none (docs/events.md).

Why a repeat-free seating always exists in the property below: seating round r+1 of
tables of two is a perfect matching in the graph of pairs that have not met, with one
"bye" vertex added for an odd field (joined to the entries that have had no bye).
After r rounds every vertex of that graph of n or n+1 vertices has at least n - r
neighbours, which is at least half of them while r <= n/2 - 1; by Dirac's theorem the
graph then has a Hamiltonian cycle, and so a perfect matching."""
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.night import first_round, next_round, pairs


def seated(seating):
    return [e for table in seating.tables for e in table] + list(seating.byes)


def play_rounds(n, rounds, seed, size=2):
    """Seats `rounds` rounds of entries 1..n, each round's standings a random order;
    returns the seatings."""
    rng = random.Random(seed)
    entries = list(range(1, n + 1))
    met, byes, seatings = set(), Counter(), []
    for number in range(1, rounds + 1):
        if number == 1:
            seating = first_round(entries, size, seed)
        else:
            ranked = entries[:]
            rng.shuffle(ranked)
            seating = next_round(ranked, size, met, byes)
        met |= pairs(seating)
        byes.update(seating.byes)
        seatings.append(seating)
    return seatings


@settings(max_examples=150, deadline=None, derandomize=True)
@given(n=st.integers(8, 40), seed=st.integers(0, 2**32), data=st.data())
def test_no_repeat_and_one_bye_a_round_for_odd_fields(n, seed, data):
    rounds = data.draw(st.integers(1, min(n // 2, 7)))
    seatings = play_rounds(n, rounds, seed)
    seen = Counter()
    for seating in seatings:
        assert sorted(seated(seating)) == list(range(1, n + 1))  # everyone, once
        assert all(len(table) == 2 for table in seating.tables)
        assert len(seating.byes) == n % 2  # exactly one bye for an odd field
        seen.update(pairs(seating))
    assert max(seen.values()) == 1  # no two entries met twice
    byes = Counter(e for seating in seatings for e in seating.byes)
    assert max(byes.values(), default=0) <= 1  # nobody had a second bye


@settings(max_examples=40, deadline=None, derandomize=True)
@given(n=st.integers(8, 40), size=st.sampled_from([3, 4]), seed=st.integers(0, 2**32))
def test_tables_of_three_or_four_seat_everyone_once(n, size, seed):
    for seating in play_rounds(n, 4, seed, size):
        assert sorted(seated(seating)) == list(range(1, n + 1))
        assert all(len(table) == size for table in seating.tables)
        assert len(seating.byes) == n % size


def test_round_one_is_the_same_for_the_same_seed():
    entries = list(range(1, 17))
    assert first_round(entries, 2, 7) == first_round(entries, 2, 7)
    assert first_round(entries, 2, 7) != first_round(entries, 2, 8)


@pytest.mark.parametrize("ranked, met, byes, tables, bye", [
    # Swiss: the leader meets the next best it has not met.
    ([1, 2, 3, 4], {(1, 2), (3, 4)}, {}, ((1, 3), (2, 4)), ()),
    ([1, 2, 3, 4], set(), {}, ((1, 2), (3, 4)), ()),
    # An odd field: the lowest placed without a bye sits out.
    ([1, 2, 3, 4, 5], set(), {}, ((1, 2), (3, 4)), (5,)),
    ([1, 2, 3, 4, 5], set(), {5: 1}, ((1, 2), (3, 5)), (4,)),
    # Greedy from the top would leave 3 and 4, who have met: the search goes back.
    ([1, 2, 3, 4], {(3, 4)}, {}, ((1, 3), (2, 4)), ()),
    # Everyone has met everyone: they meet again, as few times as can be.
    ([1, 2, 3, 4], {(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)}, {},
     ((1, 2), (3, 4)), ()),
], ids=["swiss", "first-meeting", "odd-bye-lowest", "no-second-bye", "backtrack",
        "all-met"])
def test_worked_seatings(ranked, met, byes, tables, bye):
    seating = next_round(ranked, 2, {frozenset(p) for p in met}, byes)
    assert seating.tables == tables and seating.byes == bye


def test_too_few_to_seat_is_refused():
    with pytest.raises(ValueError):
        first_round([1], 2, 0)
