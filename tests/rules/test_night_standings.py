"""The standings of an event (rules.night.standings): matches won, then points
difference, then points scored, then head to head; a match from its games; byes as
the event's rule says (docs/events.md)."""
import pytest

from rules.night import Result, match_result, standings, time_winner


@pytest.mark.parametrize("games, best_of, expected", [
    ([((250, 180), 0)], 1, ((250, 180), (1, 0), 0)),
    ([((90, 40), None)], 1, ((90, 40), (0, 0), None)),  # still playing
    # Best of three: 2-0 ends it; a third game played anyway does not count.
    ([((21, 3), 0), ((21, 9), 0), ((0, 21), 1)], 3, ((42, 12), (2, 0), 0)),
    ([((21, 3), 0), ((5, 21), 1), ((14, 21), 1)], 3, ((40, 45), (1, 2), 1)),
    ([((21, 3), 0), ((5, 21), 1), ((4, 2), None)], 3, ((30, 26), (1, 1), None)),
    ([((3, 100, 40), 1)], 1, ((3, 100, 40), (0, 1, 0), 1)),
], ids=["one-game", "in-play", "best-of-3-2-0", "best-of-3-1-2", "best-of-3-level",
        "three-sides"])
def test_a_match_from_its_games(games, best_of, expected):
    assert match_result(games, best_of) == expected


def test_order_wins_then_difference_then_points():
    results = [Result(1, (1, 2), (100, 90), 0),   # 1 beat 2 by 10
               Result(1, (3, 4), (60, 20), 0),    # 3 beat 4 by 40
               Result(2, (1, 3), (50, 80), 1),    # 3 beat 1 by 30
               Result(2, (2, 4), (200, 100), 0)]  # 2 beat 4 by 100
    rows = standings([1, 2, 3, 4], results)
    # 3: 2 wins, +70. 2: 1 win, -10 + 100 = +90. 1: 1 win, +10 - 30 = -20. 4: 0 wins.
    assert [(r.entry, r.won, r.difference, r.points) for r in rows] == [
        (3, 2, 70, 140), (2, 1, 90, 290), (1, 1, -20, 150), (4, 0, -140, 120)]
    assert [r.rank for r in rows] == [1, 2, 3, 4]


def test_level_on_everything_head_to_head_decides():
    # 4 beat 1 by 10, then lost to 2 by 5; 1 beat 3 by 15: both have one win, +5 and
    # 60 points; head to head puts 4 first although 1 was entered first.
    results = [Result(1, (1, 4), (30, 40), 1), Result(1, (2, 3), (10, 0), 0),
               Result(2, (1, 3), (30, 15), 0), Result(2, (4, 2), (20, 25), 1)]
    rows = standings([1, 2, 3, 4], results)
    assert [r.entry for r in rows][1:3] == [4, 1]
    assert (rows[1].won, rows[1].difference, rows[1].points) == \
        (rows[2].won, rows[2].difference, rows[2].points) == (1, 5, 60)


@pytest.mark.parametrize("bye_rule, won, played", [("win", 1, 1), ("none", 0, 0)])
def test_a_bye_counts_as_the_event_says(bye_rule, won, played):
    rows = standings([1, 2, 3], [Result(1, (1, 2), (100, 50), 0)], byes=[3],
                     bye_rule=bye_rule)
    row = next(r for r in rows if r.entry == 3)
    assert (row.won, row.played, row.byes, row.points, row.difference) == \
        (won, played, 1, 0, 0)


def test_three_sides_difference_is_against_the_best_other():
    rows = standings([1, 2, 3], [Result(1, (1, 2, 3), (3, 100, 40), 1)])
    by_entry = {r.entry: r for r in rows}
    assert by_entry[2].difference == 100 - 40 and by_entry[1].difference == 3 - 100


def test_an_unknown_bye_rule_is_refused():
    with pytest.raises(ValueError):
        standings([1], [], bye_rule="half")


# RULES §GP8.1 (`penalty`): each player adds the pips left in their own hand, and low
# totals are good; so in an event of such games the lower score is the better one.
@pytest.mark.parametrize("results, expected", [
    # Four each for themselves (GP1): 1 went lowest (12) and won; the best other
    # scored 30, so 1's difference is 30 - 12 = +18, and 3's is 12 - 45 = -33.
    ([Result(1, (1, 2, 3, 4), (12, 30, 45, 101), 0)],
     [(1, 1, 18, 12), (2, 0, -18, 30), (3, 0, -33, 45), (4, 0, -89, 101)]),
    # A table of two: 1 won with 25 against 40, +15 (higher-is-better would say -15).
    ([Result(1, (1, 2), (25, 40), 0)], [(1, 1, 15, 25), (2, 0, -15, 40)]),
    # Level on wins and difference: fewer points scored ranks first (2 before 1 at
    # the top, 3 with 90 before 4 with 100 at the foot).
    ([Result(1, (1, 3), (40, 50), 0), Result(1, (2, 4), (20, 30), 0),
      Result(2, (1, 4), (60, 70), 0), Result(2, (2, 3), (30, 40), 0)],
     [(2, 2, 20, 50), (1, 2, 20, 100), (3, 0, -20, 90), (4, 0, -20, 100)]),
], ids=["GP8.1-four-alone", "GP8.1-two", "GP8.1-fewer-points-first"])
def test_penalty_scoring_ranks_the_lower_score_better(results, expected):
    entries = sorted({e for r in results for e in r.entries})
    rows = standings(entries, results, low_wins=True)
    assert [(r.entry, r.won, r.difference, r.points) for r in rows] == expected


@pytest.mark.parametrize("points, low_wins, winner", [
    ((80, 95), False, 1),
    ((80, 95), True, 0),           # RULES §GP8.1: the lower total is ahead
    ((40, 12, 55, 12), True, None),  # level lowest: the table plays another hand
    ((40, 12, 55, 13), True, 1),
    ((7, 7), False, None),
], ids=["higher", "GP8.1-lower", "GP8.1-level", "GP8.1-four", "level"])
def test_a_match_ended_by_time_goes_to_the_better_score(points, low_wins, winner):
    assert time_winner(points, low_wins) == winner


def test_a_bye_under_penalty_scoring_is_a_win_with_no_points_and_no_difference():
    # RULES §GP8.1: the bye adds nothing to the entry's total.
    rows = standings([1, 2, 3], [Result(1, (1, 2), (10, 60), 0)], byes=[3], low_wins=True)
    by_entry = {r.entry: r for r in rows}
    assert (by_entry[3].won, by_entry[3].points, by_entry[3].difference) == (1, 0, 0)
    assert (by_entry[1].difference, by_entry[2].difference) == (50, -50)
