"""RULES G8: each hand-end report is checked together with the reports before it. A
report that leaves no way to share the tiles not on the table among the hands still
to report and the stock (each hand its tile count, each pip total as reported, every
reported tile where it was reported) is refused, naming the reports that cannot all
be right, and offers to take the logged ones back (`take_back`: the latest actions,
back to the earliest of them). Straight Domino, Bendomino and Gaple (Moon has no
hand-end reports: every tile is played, M7)."""
import pytest

from rules import IllegalAction, bendomino, gaple, straight
from rules.sharing import can_share
from rules.tiles import DOUBLE_SIX, Tile
from tests.rules import gaple_hands as hands
from tests.rules.gaple_script import actions

# RULES GP example 2 up to B's block: A holds 6-6 (12), B 3-1 2-0 (6), C 4-4 1-0 (9),
# D 3-2 (5); nothing is left to draw (GP2).
GAPLE_2 = gaple.replay(gaple.Options(), actions(hands.EXAMPLE_2 + ", " + hands.EXAMPLE_2_BLOCK))

# Straight, three players of 5 tiles, no spinner (S4.1): seat 0 lays 0-1, 3-4, 6-0, 4-6
# and 3-5 and dominoes (S8.1); seats 1 and 2 hold one tile each, 13 are in the boneyard.
_LINE = "0-1 1-2 2-3 3-4 4-5 5-6 6-0 0-2 2-4 4-6 6-1 1-3 3-5".split()
STRAIGHT_3 = straight.replay(
    straight.Options(3, hand_size=5, spinner="none"),
    [{"type": "play", "seat": i % 3, "tile": t, "end": "right" if i else None}
     for i, t in enumerate(_LINE)])

# Bendomino, three players: 6-6, 6-3 and 6-1 join the ends (B5 d) and the draw-down
# empties the stock (B5): the hands hold 9, 8 and 8 of the other 25 tiles.
BENDOMINO_3 = bendomino.replay(bendomino.Options(3, target=500), [
    {"type": "play", "seat": 0, "tile": "6-6", "end": None, "turn": None},
    {"type": "play", "seat": 1, "tile": "6-3", "end": "a", "turn": "left"},
    {"type": "play", "seat": 2, "tile": "6-1", "end": "b", "turn": "right"}] + [
    {"type": "draw", "seat": s % 3} for s in range(10)])
# The nine lowest of those 25 tiles make 0+1+2+2+3+3+4+4+4 = 23 pips: a hand of nine
# worth 23 is exactly 0-0 1-0 2-0 1-1 3-0 2-1 4-0 3-1 2-2.
BENDOMINO_8 = ["2-2", "6-5", "6-4", "6-2", "6-0", "5-5", "5-4", "5-3"]


def reports(game, state, steps):
    for seat, shown in steps:
        key = "pips" if isinstance(shown, int) else "tiles"
        state = game.apply(state, {"type": "reveal", "seat": seat, key: shown})
    return state


@pytest.mark.parametrize("game, state, before, last, named, take_back", [
    pytest.param(gaple, GAPLE_2, [(0, 5), (2, 16)], (1, ["3-1", "2-0"]),
                 ["seat 2 16 pips", "seat 1 3-1 2-0"], 1,
                 id="G8-GP11.5-C-16-cannot-hold-B's-tiles"),
    pytest.param(gaple, GAPLE_2, [(0, 5), (2, 16)], (3, ["3-2"]),
                 ["seat 0 5 pips", "seat 3 3-2"], 2,
                 id="G8-GP11.5-A-5-needs-D's-3-2"),
    pytest.param(gaple, GAPLE_2, [(0, 5), (1, 6)], (2, 16),
                 ["seat 0 5 pips", "seat 1 6 pips", "seat 2 16 pips"], 2,
                 id="G8-GP11.5-three-pip-totals-that-cancel-out"),
    # B's tiles first: A's one tile of 4 pips could only be B's 3-1, so the pip total
    # names B's report, which may be the wrong one (G8).
    pytest.param(gaple, GAPLE_2, [(1, ["3-1", "2-0"])], (0, 4),
                 ["seat 1 3-1 2-0", "seat 0 4 pips"], 1,
                 id="G8-a-pip-total-only-an-earlier-tile-report-makes-impossible"),
    pytest.param(straight, STRAIGHT_3, [(1, 12)], (2, ["6-6"]),
                 ["seat 1 12 pips", "seat 2 6-6"], 1,
                 id="G8-straight-12-pips-is-only-6-6-with-a-boneyard"),
    pytest.param(bendomino, BENDOMINO_3, [(0, 23)], (1, BENDOMINO_8),
                 ["seat 0 23 pips", "seat 1 " + " ".join(BENDOMINO_8)], 1,
                 id="G8-bendomino-23-pips-needs-the-2-2"),
])
def test_reports_that_cannot_all_be_right_are_refused(game, state, before, last, named,
                                                      take_back):
    state = reports(game, state, before)
    with pytest.raises(IllegalAction) as refused:
        reports(game, state, [last])
    message = str(refused.value.message)
    assert refused.value.section == "G8" and refused.value.take_back == take_back
    assert "cannot all be right" in message
    assert message.count("seat ") == len(named)  # the reports named, and only those
    for report in named:
        assert report in message


@pytest.mark.parametrize("game, state, steps, points", [
    # RULES GP example 2, penalty: each adds the pips left, A 12, B 6, C 9, D 5 (GP8.1).
    pytest.param(gaple, GAPLE_2, [(0, 12), (2, 9), (1, ["3-1", "2-0"]), (3, 5)],
                 (12, 6, 9, 5), id="GP8.1-example-2-reported-in-any-order"),
    # Seat 0 dominoes: seats 1 and 2 hold 12 + 10 = 22, round5 = 20 (S8.1, G3).
    pytest.param(straight, STRAIGHT_3, [(1, 12), (2, ["5-5"])], (20, 0, 0),
                 id="S8.1-true-reports-with-a-boneyard"),
    # 23, then 8 tiles worth 60, then the rest: 140 - 83 = 57 (B7: 60 + 57 = 117 to seat 0).
    pytest.param(bendomino, BENDOMINO_3, [(0, 23), (1, 60), (2, 57)], (117, 0, 0),
                 id="B7-true-reports-are-scored"),
])
def test_reports_that_can_all_be_right_are_scored(game, state, steps, points):
    assert tuple(reports(game, state, steps).history[-1].points) == points


@pytest.mark.parametrize("pool, totals, possible", [
    pytest.param(["6-6", "3-1", "2-0", "4-4", "1-0", "3-2"], [(1, 5), (2, 16)], True,
                 id="G8-5-and-16-alone-fit"),
    pytest.param(["6-6", "4-4", "1-0", "3-2"], [(1, 5), (2, 16)], False,
                 id="G8-5-and-16-without-3-1"),
    pytest.param([str(t) for t in DOUBLE_SIX], [(7, 42)] * 4, True, id="G8-four-hands-of-42"),
    pytest.param([str(t) for t in DOUBLE_SIX], [(7, 42)] * 3 + [(7, 43)], False,
                 id="G8-four-hands-of-169-from-168"),
    pytest.param(["1-0", "2-0"], [(1, 1), (1, 1)], False, id="G8-one-tile-for-two-hands"),
    pytest.param(["1-0", "2-0", "3-0"], [(1, 3)], True, id="G8-the-rest-to-the-stock"),
])
def test_the_sharing_search(pool, totals, possible):
    assert can_share([Tile(t) for t in pool], totals) is possible


def test_a_pip_total_impossible_on_its_own_names_no_other_report():
    """RULES G8: A holds one tile and no tile off the table has 7 pips (6-6, 3-1, 2-0,
    4-4, 1-0 and 3-2 are left), so 7 is wrong whatever the others reported: refused
    alone, with nothing offered to take back."""
    state = reports(gaple, GAPLE_2, [(1, ["3-1", "2-0"])])
    with pytest.raises(IllegalAction) as refused:
        reports(gaple, state, [(0, 7)])
    assert refused.value.section == "G8" and refused.value.take_back == 0
    assert "7 pips is impossible for 1 of the tiles" in str(refused.value.message)
