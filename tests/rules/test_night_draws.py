"""Draws and tie-breaks at an event (docs/events.md, RULES GP9): a shared first place
under Gaple's `penalty` is a drawn game between those sharing it, nobody first a draw
for all; a drawn match is half a match won; a table level at time plays one more hand
or is a draw, as the event chose; the standings break ties by Buchholz (the
opponents' match points), points difference, points scored and head to head, in the
order the organiser chose. Every expected value here is worked out by hand."""
import pytest

from rules.night import LEGACY_TIE_BREAKS, Result, TableGame, by_entry, match_games, \
    match_outcome, shared_first, standings, time_outcome


@pytest.mark.parametrize("scores, expected", [
    ((100, 45, 30, 30), (2, 3)),       # 30 and 30 below the limit: shared first
    ((100, 120, 105, 110), (0, 1, 2, 3)),  # all at or over 100: nobody first, all share
    ((104, 30, 30, 30), (1, 2, 3)),
    ((100, 10, 20, 30), (1,)),         # one lowest: a single first (the game's winner)
])
def test_who_shares_first_place_under_penalty(scores, expected):
    assert shared_first(scores, low_wins=True, limit=100) == expected


def test_a_shared_first_game_is_a_drawn_match_of_one_game():
    outcome = match_outcome([((100, 45, 30, 30), None, (2, 3))], 1)
    assert (outcome.points, outcome.wins, outcome.winner, outcome.drawn) == \
        ((100, 45, 30, 30), (0, 0, 0.5, 0.5), None, (2, 3))
    assert outcome.decided


@pytest.mark.parametrize("games, wins, winner, drawn", [
    # draw, A, B: three games played, 1½ each: a drawn match (a fourth does not count)
    ([((10, 10), None, (0, 1)), ((21, 3), 0), ((3, 21), 1), ((7, 0), 0)],
     (1.5, 1.5), None, (0, 1)),
    # draw, A: 1½ to ½ after two games, a third to play
    ([((10, 10), None, (0, 1)), ((21, 3), 0)], (1.5, 0.5), None, ()),
    # three players, three different winners: level at one each, a drawn match of three
    ([((21, 3, 5), 0), ((3, 21, 5), 1), ((3, 5, 21), 2)], (1, 1, 1), None, (0, 1, 2)),
    # A, then two draws: A reaches two (1 + ½ + ½), B one
    ([((21, 3), 0), ((9, 9), None, (0, 1)), ((8, 8), None, (0, 1))], (2, 1), 0, ()),
    # a game still being played (no winner, no draw) counts its points and stops there
    ([((21, 3), 0), ((4, 2), None)], (1, 0), None, ()),
])
def test_a_best_of_three_counts_a_drawn_game_half_each(games, wins, winner, drawn):
    outcome = match_outcome(games, 3)
    assert (outcome.wins, outcome.winner, outcome.drawn) == (wins, winner, drawn)


def test_a_drawn_game_is_credited_to_the_entries_sharing_it():
    # Four players each for themselves; the entries in the match's order are 10, 20,
    # 30, 40 and the seats hold them as 30, 10, 40, 20: seats 0 and 2 (entries 30 and
    # 40) share first place.
    game = TableGame(1, None, "gaple", {}, (30, 10, 40, 20), (30, 100, 30, 45), None, (0, 2))
    counted = by_entry(game, "gaple", {}, [(10,), (20,), (30,), (40,)])
    assert counted.scores == (100, 45, 30, 30) and counted.drawn == (2, 3)
    assert match_games([game], "gaple", {}, [(10,), (20,), (30,), (40,)])[0].drawn == (2, 3)


@pytest.mark.parametrize("points, low_wins, level, expected", [
    ((50, 40), False, "hand", (0, ())),
    ((50, 50), False, "hand", (None, ())),     # level: one more hand
    ((50, 50), False, "draw", (None, (0, 1))),  # level: a draw
    ((30, 20, 20, 40), True, "draw", (None, (1, 2))),  # lowest shared under penalty
    ((30, 20, 25, 40), True, "hand", (1, ())),
])
def test_a_table_ended_by_time(points, low_wins, level, expected):
    assert time_outcome(points, low_wins, level) == expected


def test_a_draw_is_half_a_match_in_the_standings():
    # Round 1: 1 and 2 draw 50-50, 3 beats 4 60-20.
    rows = standings([1, 2, 3, 4], [Result(1, (1, 2), (50, 50), None, (0, 1)),
                                    Result(1, (3, 4), (60, 20), 0)],
                     tie_breaks=LEGACY_TIE_BREAKS)
    by = {r.entry: r for r in rows}
    assert [(r.entry, r.match_points) for r in rows] == [(3, 1), (1, 0.5), (2, 0.5), (4, 0)]
    assert (by[1].won, by[1].drawn, by[1].lost, by[1].played) == (0, 1, 0, 1)
    assert (by[4].lost, by[1].buchholz, by[3].buchholz) == (1, 0.5, 0)


def test_a_drawn_four_player_table():
    # Gaple penalty, each for themselves: 100, 45, 30, 30 (limit 100): entries 3 and 4
    # share first, 1 and 2 lost.
    rows = standings([1, 2, 3, 4], [Result(1, (1, 2, 3, 4), (100, 45, 30, 30), None,
                                           (2, 3))], low_wins=True)
    by = {r.entry: r for r in rows}
    assert [by[e].match_points for e in (1, 2, 3, 4)] == [0, 0, 0.5, 0.5]
    assert [by[e].lost for e in (1, 2, 3, 4)] == [1, 1, 0, 0]
    # Buchholz: 3 met 1, 2 and 4: 0 + 0 + ½; 1 met 2, 3 and 4: 0 + ½ + ½.
    assert (by[3].buchholz, by[1].buchholz) == (0.5, 1)
    # Entries 3 and 4 are level on everything: 30 points, difference 0 each, they
    # drew: the order entered. Then 2 (difference 30 - 45), then 1 (30 - 100).
    assert [r.entry for r in rows] == [3, 4, 2, 1]


SIX = [Result(1, (1, 2), (10, 0), 0), Result(1, (3, 4), (10, 0), 0),
       Result(1, (5, 6), (10, 0), 0), Result(2, (1, 3), (10, 0), 0),
       Result(2, (2, 5), (10, 0), 0), Result(2, (4, 6), (50, 0), 0)]


def test_buchholz_first_by_default():
    # Match points: 1 two wins; 2, 3, 4, 5 one each; 6 none. Buchholz of 2: 1 (2) + 5
    # (1) = 3; of 3: 4 (1) + 1 (2) = 3; of 4: 3 (1) + 6 (0) = 1; of 5: 6 (0) + 2 (1) =
    # 1. 2 and 3 are level on everything after (difference 0, 10 points) and never met:
    # the order entered. 4 (difference -10 + 50 = 40) before 5 (0).
    rows = standings([1, 2, 3, 4, 5, 6], SIX)
    rows = standings([1, 2, 3, 4, 5, 6], SIX, tie_breaks=("buchholz", "difference",
                                                           "points", "head"))
    assert [(r.entry, r.buchholz) for r in rows] == [(1, 2), (2, 3), (3, 3), (4, 1),
                                                     (5, 1), (6, 2)]


def test_the_organisers_order_of_tie_breaks():
    # Difference first: 4 (+40) leads the four on one win; 2, 3 and 5 are level at 0
    # and 10 points; head to head among them: 2 beat 5, so 2, then 3 and 5 as entered.
    rows = standings([1, 2, 3, 4, 5, 6], SIX, tie_breaks=("difference", "points", "head",
                                                           "buchholz"))
    assert [r.entry for r in rows] == [1, 4, 2, 3, 5, 6]
    # Head to head first: among 2, 3, 4, 5 (one win each), 2 beat 5 and 3 beat 4: 2 and
    # 3 (one win in the group) before 4 and 5; then Buchholz: 3 each, 1 each; then the
    # difference puts 4 before 5.
    rows = standings([1, 2, 3, 4, 5, 6], SIX, tie_breaks=("head", "buchholz",
                                                           "difference", "points"))
    assert [r.entry for r in rows] == [1, 2, 3, 4, 5, 6]


def test_head_to_head_counts_a_draw_as_half():
    # 1 and 2 drew; 3 beat 1... all on one match point and a half? Built by hand:
    # R1 1 v 2 drawn 20-20; R1 3 v 4: 3 won 20-10. R2 1 v 3: 1 won 20-10; R2 2 v 4:
    # 2 won 20-10. Match points: 1: 1½, 2: 1½, 3: 1, 4: 0.
    results = [Result(1, (1, 2), (20, 20), None, (0, 1)), Result(1, (3, 4), (20, 10), 0),
               Result(2, (1, 3), (20, 10), 0), Result(2, (2, 4), (20, 10), 0)]
    rows = standings([2, 1, 3, 4], results, tie_breaks=("head", "difference"))
    # 1 and 2 drew: level head to head (½ each); difference +10 each: the order entered
    # (2 was entered first here).
    assert [(r.entry, r.match_points) for r in rows] == [(2, 1.5), (1, 1.5), (3, 1), (4, 0)]


def test_unknown_tie_break_refused():
    with pytest.raises(ValueError):
        standings([1, 2], [], tie_breaks=("luck",))
