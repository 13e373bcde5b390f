"""RULES §GP worked examples through the public API: `replay(Options(...), actions)`
with the JSON actions of the event log. Every expected value is the example's own."""
from dataclasses import replace

import pytest

from rules import IllegalAction, gaple
from rules.tiles import Tile
from tests.rules import gaple_hands as hands
from tests.rules.gaple_script import actions

A, B, C, D = range(4)


def example_1(before=None, **options):
    """Example 1's hand (its lead is free: D keeps 0-0), with the totals `before` it
    when given, up to A's out."""
    state = gaple.replay(gaple.Options(first_lead="any", **options),
                         actions(hands.EXAMPLE_1 + ", " + hands.EXAMPLE_1_OUT))
    return replace(state, points=before) if before else state


def reported(state, script):
    for action in actions(script):
        state = gaple.apply(state, action)
    return state


# Example 1 -----------------------------------------------------------------------

def test_example_1_the_last_tile_fits_either_end():
    """GP8.3/GP8.4: the ends show 3 and 5 before A lays 5-3; the six other blanks are
    on the table, so a 0-0 in a hand is stranded (GP10.1, GP8.2)."""
    state = gaple.replay(gaple.Options(first_lead="any"), actions(hands.EXAMPLE_1))
    assert sorted(state.open_ends.values()) == [3, 5]
    assert state.ends_for("5-3") == ["left", "right"]
    assert state.stranded == {Tile("0-0"): 25}
    verdict = gaple.check(state, {"type": "play", "seat": A, "tile": "5-3", "end": "left"})
    assert verdict.legal and verdict.section == "GP6.1"
    assert verdict.effect["either_end"] and verdict.effect["out"]


def test_example_1_penalty():
    """GP8.1, GP8.2, GP9: A 0, B 20, C 7, D 30 (0-0 counts 25); D reaches 105 and
    loses, A is first."""
    state = reported(example_1(before=(31, 62, 90, 75)), hands.EXAMPLE_1_REPORTS)
    assert state.history[-1].points == (0, 20, 7, 30)
    assert state.history[-1].stranded == ("0-0",)
    assert state.scores == [31, 82, 97, 105]
    assert state.phase == "over" and state.losers == (D,)
    assert state.winner == A and state.first == (A,)


def test_example_1_penalty_without_dead_0_0():
    """GP8.2 `dead-0-0` off: D's 0-0 counts 0, D adds 5 and stays under the limit."""
    state = reported(example_1(before=(31, 62, 90, 75), dead_0_0=None),
                     hands.EXAMPLE_1_REPORTS)
    assert state.history[-1].points == (0, 20, 7, 5)
    assert state.scores == [31, 82, 97, 80] and state.phase == "lead"


@pytest.mark.parametrize("both_ends, points, over", [
    pytest.param("x1", 57, False, id="GP8.3-collect"),
    pytest.param("x2", 114, True, id="GP8.3-collect-both-ends-x2-reaches-101")])
def test_example_1_collect(both_ends, points, over):
    state = reported(example_1(scoring="collect", both_ends=both_ends),
                     hands.EXAMPLE_1_REPORTS)
    assert state.history[-1].points == (points, 0, 0, 0)
    assert (state.phase == "over") == over
    assert state.winner == (A if over else None)


def test_example_1_points():
    """GP8.4, GP6.3: A+C +3 at once (either end); no reports after an out."""
    state = example_1(scoring="points", partners=True)
    assert state.history[-1].points == (3, 0)
    assert state.scores == [3, 0] and state.hand == 2 and state.reports_due == []


# Example 2 -----------------------------------------------------------------------

def example_2(**options):
    state = gaple.replay(gaple.Options(**options),
                         actions(hands.EXAMPLE_2 + ", " + hands.EXAMPLE_2_BLOCK))
    return state


def test_example_2_gaple_5():
    """GP6.2: B lays 1-5 on the 1 at ends 5 and 1: both ends show 5, the seventh 5 is
    down: gaple 5, B the blocker, reports due from all four."""
    before = gaple.replay(gaple.Options(), actions(hands.EXAMPLE_2))
    assert before.open_ends == {"left": 5, "right": 1}
    state = example_2()
    assert state.blocked == 5 and state.blocker == B and state.phase == "reports"
    assert state.open_ends == {"left": 5, "right": 5}
    assert state.reports_due == [A, B, C, D]
    assert Tile("6-6") in state.dead_doubles


@pytest.mark.parametrize("options, points", [
    pytest.param({}, (12, 6, 9, 5), id="GP8.1-penalty"),
    pytest.param({"gaple_winner": "zero"}, (12, 6, 9, 0), id="GP8.1-gaple-winner-zero"),
    pytest.param({"dead_6_6": 50}, (50, 6, 9, 5), id="GP8.2-dead-6-6"),
    pytest.param({"scoring": "collect"}, (0, 0, 0, 54), id="GP8.3-collect-failed-block-x2"),
    pytest.param({"scoring": "collect", "failed_block": "x1"}, (0, 0, 0, 27),
                 id="GP8.3-collect-failed-block-x1"),
    pytest.param({"scoring": "collect", "dead_6_6": 50}, (0, 0, 0, 130),
                 id="GP8.2-collect-65-before-doubling"),
    pytest.param({"scoring": "collect", "partners": True}, (0, 21), id="GP8.3-partners-lowest"),
    pytest.param({"scoring": "collect", "partners": True, "blocked": "duel"}, (0, 21),
                 id="GP7-duel-collect"),
    pytest.param({"scoring": "points", "partners": True}, (0, 2), id="GP8.4-points-lowest"),
    pytest.param({"scoring": "points", "partners": True, "blocked": "duel"}, (0, 2),
                 id="GP8.4-points-duel"),
])
def test_example_2_scores(options, points):
    state = reported(example_2(**options), hands.EXAMPLE_2_REPORTS)
    assert state.history[-1].points == points


@pytest.mark.parametrize("options, winner, leader", [
    pytest.param({}, D, D, id="GP7-lowest-D-leads-GP3.3"),
    pytest.param({"scoring": "collect", "partners": True}, 1, D,
                 id="GP3.3-partners-the-lower-hand-of-B-and-D-leads"),
    pytest.param({"scoring": "collect", "partners": True, "blocked": "duel"}, 1, B,
                 id="GP3.3-duel-the-compared-player-leads"),
])
def test_example_2_winner_leads_next(options, winner, leader):
    state = reported(example_2(**options), hands.EXAMPLE_2_REPORTS)
    assert state.history[-1].winner == winner
    assert state.hand == 2 and state.turn == leader and state.lead.tile is None


def test_example_2_after_gaple_double():
    """GP3.3 `after-gaple=double`: the holder of 5-5 in the new deal leads it."""
    state = reported(example_2(after_gaple="double"), hands.EXAMPLE_2_REPORTS)
    assert state.lead.tile == "5-5" and state.turn is None
    with pytest.raises(IllegalAction) as refused:
        gaple.apply(state, {"type": "play", "seat": D, "tile": "6-6"})
    assert refused.value.section == "GP3.4"
    assert gaple.apply(state, {"type": "play", "seat": B, "tile": "5-5"}).turn == C


# Example 3 -----------------------------------------------------------------------

def test_example_3_fewer_tiles_wins_the_tie():
    """GP7: A and C tie on 6; A holds fewer tiles and wins, and leads next (GP3.3).
    GP8.1: A +6, B +10, C +6, D +8; B's dead 5-5 counts 10 (GP8.2: only 0-0, 6-6)."""
    before = gaple.replay(gaple.Options(), actions(hands.EXAMPLE_3))
    assert before.blocked == 6 and before.blocker == C
    assert Tile("5-5") in before.dead_doubles and before.stranded == {}
    state = reported(before, hands.EXAMPLE_3_REPORTS)
    assert state.history[-1].points == (6, 10, 6, 8)
    assert state.history[-1].winner == A and state.turn == A


def test_example_3_two_tiles_each_the_first_from_the_blocker_wins():
    """GP7: A and C tie on 6 with two tiles each: C, first in turn from the blocker."""
    state = gaple.replay(gaple.Options(first_lead="any"),
                         actions(hands.EXAMPLE_3_TWO_TILES))
    assert state.blocked == 6 and state.blocker == C
    state = reported(state, hands.EXAMPLE_3_TWO_TILES_REPORTS)
    assert state.history[-1].points == (6, 10, 6, 8)
    assert state.history[-1].winner == C and state.turn == C


# Example 4 -----------------------------------------------------------------------

def test_example_4_a_points_game():
    """GP8.4, GP9: +3 A+C, +2 B+D, B+D −1 and A+C +2, +1 B+D, +4 A+C: 9-2, A+C win.
    The leaders follow GP3.2 and GP3.3: C, B, C (the lower hand of A+C), A."""
    options = gaple.Options(scoring="points", partners=True)
    state, scores, leaders = gaple.new_game(options), [], []
    for script in hands.EXAMPLE_4:
        leaders.append(state.turn)
        state = reported(state, script)
        scores.append(tuple(state.scores))
    assert [r.points for r in state.history] == [(3, 0), (0, 2), (2, -1), (0, 1), (4, 0)]
    assert scores == [(3, 0), (3, 2), (5, 1), (5, 2), (9, 2)]
    assert leaders == [None, C, B, C, A]
    assert [r.how for r in state.history] == ["out", "out", "gaple", "gaple", "out"]
    assert state.phase == "over" and state.winner == 0 and state.losers == ()


def test_example_4_hand_4_is_level_before_its_tie_breaks():
    """GP7, GP8.4: 12 and 12; the tie-break gives A+C the hand (and A the lead), but
    the equal totals score +1 to B+D, the side that did not block."""
    state = gaple.new_game(gaple.Options(scoring="points", partners=True))
    for script in hands.EXAMPLE_4[:4]:
        state = reported(state, script)
    result = state.history[-1]
    assert result.blocker == A and result.winner == 0 and result.points == (0, 1)


# Example 5 -----------------------------------------------------------------------

def test_example_5_a_fourth_pass_is_refused():
    """GP10.2: A lays a tile, the ends show 3 and 5, B, C and D pass: A's pass is
    refused, naming 3 or 5."""
    state = gaple.replay(gaple.Options(first_lead="any"),
                         actions("A 5-3, B pass, C pass, D pass"))
    with pytest.raises(IllegalAction) as refused:
        gaple.apply(state, {"type": "pass", "seat": A})
    assert refused.value.section == "GP10.2"
    assert "3 or 5" in refused.value.message and "fourth pass" in refused.value.message
    assert gaple.check(state, {"type": "pass", "seat": A}).section == "GP10.2"


def test_example_5_the_tiles_cannot_be_shared_after_three_passes():
    """GP10.3: the twelve unlaid tiles bearing 3 or 5 would all be A's, who holds 6:
    the three passes cannot all be true, and the flag names them."""
    state = gaple.replay(gaple.Options(first_lead="any"),
                         actions("A 5-3, B pass, C pass, D pass"))
    (flag,) = state.flags
    assert flag["kind"] == "unshareable" and flag["section"] == "GP10.3"
    assert flag["passes"] == [(B, 1), (C, 1), (D, 1)]


def test_example_5_a_pass_is_flagged_when_the_passer_lays_a_number_passed_on():
    """GP10.3: B passes at ends 2 and 6; four turns later B lays 6-1: flagged at once."""
    state = gaple.replay(gaple.Options(first_lead="any"), actions(
        "A 2-6, B pass, C 6-4 right, D 4-1 right, A 2-2 left"))
    assert state.flags == []
    state = gaple.apply(state, {"type": "play", "seat": B, "tile": "6-1", "end": "right"})
    (flag,) = state.flags
    assert (flag["seat"], flag["pass"], flag["hand"], flag["tile"]) == (B, 1, 1, "6-1")
    assert flag["ends"] == {"left": 2, "right": 6} and flag["section"] == "GP10.3"
    assert "1st pass" in flag["message"] and "6-1" in flag["message"]
