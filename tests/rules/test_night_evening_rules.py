"""An evening off the script, pure (rules/night/evening.py; docs/events.md,
"Corrections"): a result typed by hand, a walkover scored as the event's bye, who is
seated once entries withdraw, and the round clock with its pauses."""
from datetime import datetime, timedelta

import pytest

from rules.night import Result, standings
from rules.night.evening import HAND_LEVEL, HAND_SIDES, HAND_WHOLE, hand_result, \
    seated_from, seconds_left, walkover

T0 = datetime(2026, 8, 17, 19, 0)


@pytest.mark.parametrize("points, low, winner", [
    ((150, 120), False, 0), ((40, 61), False, 1), ((0, 5), False, 1),
    ((12, 30, 7, 55), True, 2),  # Gaple's penalty: the lowest total wins (RULES §GP8.1)
    ((3, 0), True, 1),
])
def test_a_result_by_hand_goes_to_the_better_score(points, low, winner):
    assert hand_result(points, len(points), low) == winner


@pytest.mark.parametrize("points, sides, why", [
    ((100,), 2, HAND_SIDES), ((1, 2, 3), 2, HAND_SIDES),
    ((-5, 10), 2, HAND_WHOLE), ((1.5, 0), 2, HAND_WHOLE), (("7", 0), 2, HAND_WHOLE),
    ((True, 0), 2, HAND_WHOLE), ((60, 60), 2, HAND_LEVEL), ((9, 3, 9), 3, HAND_LEVEL),
])
def test_a_result_by_hand_that_names_no_winner_is_refused(points, sides, why):
    with pytest.raises(ValueError) as refused:
        hand_result(points, sides)
    assert refused.value.args[0] == why


def test_a_level_result_by_hand_is_a_draw_where_the_event_allows_draws():
    assert hand_result((60, 60), 2, draws=True) is None


def test_a_walkover_counts_as_the_event_s_bye():
    """Bye rule "win": the entry present has a match won with 0 points and 0
    difference, as a bye; the absent entry a match lost with 0 points."""
    result = walkover(2, (11, 12), 1, "win")
    assert result == Result(2, (11, 12), (0, 0), 1)
    rows = {r.entry: r for r in standings([11, 12], [result])}
    assert (rows[12].won, rows[12].played, rows[12].points, rows[12].difference) == (1, 1, 0, 0)
    assert (rows[11].won, rows[11].lost, rows[11].points, rows[11].difference) == (0, 1, 0, 0)
    assert [r.entry for r in standings([11, 12], [result])] == [12, 11]


def test_a_walkover_counts_nothing_where_a_bye_counts_nothing():
    assert walkover(1, (1, 2), 0, "none") is None


@pytest.mark.parametrize("winner, rule", [(2, "win"), (-1, "win"), (0, "half")])
def test_a_walkover_names_a_side_and_a_known_bye_rule(winner, rule):
    with pytest.raises(ValueError):
        walkover(1, (1, 2), winner, rule)


def test_a_withdrawn_entry_is_seated_until_the_round_it_withdrew_from():
    withdrawn = {3: 3, 5: None}
    assert seated_from([1, 2, 3, 4, 5], withdrawn, 2) == [1, 2, 3, 4, 5]
    assert seated_from([1, 2, 3, 4, 5], withdrawn, 3) == [1, 2, 4, 5]
    assert seated_from([5, 3, 1], withdrawn, 4) == [5, 1]  # the order kept


def test_the_clock_counts_down_from_its_start_and_stands_still_while_paused():
    assert seconds_left(30, None, None, T0) is None  # not started
    assert seconds_left(None, T0, None, T0) is None  # untimed
    assert seconds_left(30, T0, None, T0) == 1800
    assert seconds_left(30, T0, None, T0 + timedelta(minutes=10, seconds=30)) == 1170
    paused = T0 + timedelta(minutes=10)
    assert seconds_left(30, T0, paused, T0 + timedelta(hours=2)) == 1200
    # Resumed 5 minutes later: the start moves on by the pause.
    resumed = T0 + timedelta(minutes=5)
    assert seconds_left(30, resumed, None, T0 + timedelta(minutes=25)) == 600
    assert seconds_left(30, T0, None, T0 + timedelta(hours=3)) == 0
    assert seconds_left(30, T0 + timedelta(minutes=5), None, T0) == 1800  # never above
