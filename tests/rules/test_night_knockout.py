"""The finals of an event (docs/events.md, rules/night/finals.py): the seeded pairings
of 4 and of 8, who advances, the higher seed on a drawn match, and the bracket; a
Hypothesis property plays whole knockouts with any results."""
import pytest
from hypothesis import given, strategies as st

from rules.night.finals import FINALS, Tie, advances, bracket, first_stage, next_stage, \
    seeds_of, stages, tie_side

SEEDED = ["A", "B", "C", "D", "E", "F", "G", "H", "I"]  # A is seed 1


def test_the_first_stage_of_eight_is_1v8_4v5_2v7_3v6():
    assert first_stage(SEEDED, 8) == (("A", "H"), ("D", "E"), ("B", "G"), ("C", "F"))


def test_the_first_stage_of_four_is_1v4_2v3():
    assert first_stage(SEEDED, 4) == (("A", "D"), ("B", "C"))


def test_stages_and_sizes():
    assert [stages(n) for n in FINALS] == [0, 2, 3]
    with pytest.raises(ValueError):
        stages(6)
    with pytest.raises(ValueError):
        first_stage(SEEDED[:7], 8)
    with pytest.raises(ValueError):
        first_stage(SEEDED, 0)


def test_the_semi_finals_pair_consecutive_tables_higher_seed_first():
    seed_of = seeds_of(first_stage(SEEDED, 8))
    assert seed_of == {"A": 1, "H": 8, "D": 4, "E": 5, "B": 2, "G": 7, "C": 3, "F": 6}
    # 8 beat 1, 4 beat 5, 7 beat 2, 3 beat 6
    assert next_stage(["H", "D", "G", "C"], seed_of) == (("D", "H"), ("C", "G"))
    assert next_stage(["D", "C"], seed_of) == (("C", "D"),)
    with pytest.raises(ValueError):
        next_stage(["D"], seed_of)


def test_a_drawn_match_goes_to_the_higher_seed():
    seed_of = {"A": 1, "D": 4}
    assert advances(("A", "D"), None, (0, 1), seed_of) == "A"
    assert advances(("D", "A"), None, (0, 1), seed_of) == "A"
    assert advances(("A", "D"), 1, (), seed_of) == "D"
    assert advances(("A", "D"), None, (), seed_of) is None
    assert tie_side(("D", "A"), (0, 1), seed_of) == 1
    with pytest.raises(ValueError):
        tie_side(("A", "D"), (), seed_of)
    with pytest.raises(ValueError):
        advances(("A", "D"), 2, (), seed_of)


def test_the_bracket_before_and_during_the_finals():
    stages_, champion = bracket((), [], 4)
    assert [len(s) for s in stages_] == [2, 1] and champion is None
    first = first_stage(SEEDED, 4)
    stages_, champion = bracket(first, [["D", None]], 4)
    assert stages_[0] == [Tie((1, 4), ("A", "D"), "D"), Tie((2, 3), ("B", "C"), None)]
    assert stages_[1] == [Tie((4, None), ("D", None), None)]
    stages_, champion = bracket(first, [["D", "C"], ["C"]], 4)
    assert stages_[1] == [Tie((3, 4), ("C", "D"), "C")] and champion == "C"


# A result of a knockout match: side 0 wins, side 1 wins, or drawn.
RESULTS = st.sampled_from(["0", "1", "draw"])


@given(size=st.sampled_from([4, 8]), field=st.integers(min_value=8, max_value=20),
       results=st.lists(RESULTS, min_size=7, max_size=7))
def test_any_knockout_has_one_champion_and_ties_go_up(size, field, results):
    seeded = list(range(100, 100 + field))
    pairs = first_stage(seeded, size)
    seed_of = seeds_of(pairs)
    assert sorted(seed_of.values()) == list(range(1, size + 1))
    assert all(seed_of[e] == i for i, e in enumerate(seeded[:size], start=1))
    results, decided = iter(results), []
    for number in range(stages(size)):
        played = [e for p in pairs for e in p]
        assert len(played) == len(set(played))  # every seed plays at most once a stage
        winners = []
        for pair in pairs:
            assert seed_of[pair[0]] < seed_of[pair[1]]  # the higher seed takes side 0
            result = next(results)
            winner = advances(pair, None if result == "draw" else int(result),
                              (0, 1) if result == "draw" else (), seed_of)
            if result == "draw":
                assert winner == pair[0]  # the higher seed advances on a tie
            winners.append(winner)
        decided.append(winners)
        if len(winners) > 1:
            pairs = next_stage(winners, seed_of)
    assert len(winners) == 1
    shown, champion = bracket(first_stage(seeded, size), decided, size)
    assert champion == winners[0]
    assert [len(s) for s in shown] == [size // 2 ** (n + 1) for n in range(stages(size))]
    assert all(t.winner in t.entries for s in shown for t in s)
