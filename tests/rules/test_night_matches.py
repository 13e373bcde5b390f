"""Which games of a table count for its match, and for which entry
(rules.night.matches; README, "A domino night"): only the games the event started,
the table's first and each next game started from the one before, of the event's game
and options, each side one of the match's entries; credited by entry, never by seat
number. A game of another shape counts for nobody, and never breaks the count."""
import pytest

from rules.night import Result, TableGame, by_entry, match_games, match_result, standings

STRAIGHT4 = {"players": 4, "partnerships": True, "target": 5}
ANA, BUDI = ("ana",), ("budi",)
PAIRS = [("ana", "citra"), ("budi", "dewi")]  # partners sit across: seats 0+2, 1+3


def game(id, seats, scores, winner, again_of=None, kind="straight", options=None):
    return TableGame(id, again_of, kind, options or STRAIGHT4, tuple(seats), tuple(scores),
                     winner)


def test_the_first_game_and_each_started_from_the_one_before_count():
    games = [game(1, ["ana", "budi", "citra", "dewi"], (5, 0), 0),
             game(2, ["ana", "budi", "citra", "dewi"], (0, 5), 1, again_of=1),
             game(3, ["ana", "budi", "citra", "dewi"], (5, 2), 0, again_of=2)]
    counted = match_games(games, "straight", STRAIGHT4, PAIRS)
    assert [c.game.id for c in counted] == [1, 2, 3]
    assert match_result([(c.scores, c.winner) for c in counted], 3, sides=2) == \
        ((10, 7), (2, 1), 0)


def test_a_next_game_in_each_others_seats_credits_the_same_entries():
    # Game 2: Budi and Dewi take seats 0 and 2; seat 0's side (0) is their entry, 1.
    games = [game(1, ["ana", "budi", "citra", "dewi"], (5, 0), 0),
             game(2, ["budi", "ana", "dewi", "citra"], (5, 1), 0, again_of=1),
             game(3, ["dewi", "citra", "budi", "ana"], (6, 0), 0, again_of=2)]
    counted = match_games(games, "straight", STRAIGHT4, PAIRS)
    assert [(c.scores, c.winner) for c in counted] == [((5, 0), 0), ((1, 5), 1), ((0, 6), 1)]
    assert match_result([(c.scores, c.winner) for c in counted], 3, sides=2)[2] == 1


@pytest.mark.parametrize("other", [
    game(2, ["ana", "budi", "citra", "dewi"], (0, 0, 0, 6), 3, again_of=1,
         options={**STRAIGHT4, "partnerships": False}),  # four sides: the 500
    game(2, ["ana", "budi", "citra", "dewi"], (0, 9), 1, again_of=1,
         options={**STRAIGHT4, "target": 9}),  # another target
    game(2, ["ana", "budi", "citra", "dewi"], (0, 9), 1, again_of=1, kind="moon"),
    game(2, ["ana", "citra", "budi", "dewi"], (0, 5), 1, again_of=1),  # partners split
    game(2, ["ana", "budi", "citra", "dewi"], (0, 5), 1),  # not started from game 1
    game(2, ["ana", "budi", "citra", "dewi"], (0, 5), 7, again_of=1),  # no such side
], ids=["partnerships-off", "other-target", "other-game", "partners-split", "friendly",
        "winner-no-side"])
def test_a_game_of_another_shape_does_not_count_nor_any_started_from_it(other):
    games = [game(1, ["ana", "budi", "citra", "dewi"], (5, 0), 0), other,
             game(3, ["ana", "budi", "citra", "dewi"], (0, 5), 1, again_of=2)]
    counted = match_games(games, "straight", STRAIGHT4, PAIRS)
    assert [c.game.id for c in counted] == [1]


def test_no_games_and_a_game_not_yet_scored():
    assert match_games([], "straight", STRAIGHT4, PAIRS) == []
    fresh = game(1, ["ana", "budi"], (), None, options={"players": 2})
    assert by_entry(fresh, "straight", {"players": 2}, [ANA, BUDI]).scores == (0, 0)


def test_match_result_skips_a_game_of_another_shape():
    # The crash: game 2 with four sides, won by seat 3, in a match of two.
    games = [((5, 0), 0), ((0, 0, 0, 6), 3), ((2, 5), 1), ((5, 1), 0)]
    assert match_result(games, 3, sides=2) == ((12, 6), (2, 1), 0)


def test_standings_count_nobody_for_a_result_of_another_shape():
    results = [Result(1, (1, 2), (5, 0, 0, 6), 3), Result(1, (3, 4), (5, 0), 0)]
    rows = {r.entry: r for r in standings([1, 2, 3, 4], results)}
    assert (rows[1].played, rows[2].played, rows[3].won) == (0, 0, 1)
