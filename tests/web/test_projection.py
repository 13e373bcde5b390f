"""The summary columns a game's log keeps beside it (models.log.projection_of)."""
from types import SimpleNamespace

from models.log import projection_of


def state(phase, winner):
    return SimpleNamespace(phase=phase, winner=winner, scores=[104, 100, 112, 101], hand=6)


def test_a_game_with_a_winner_is_over():
    assert projection_of(state("over", 0))["status"] == "over"


def test_a_game_that_ends_with_nobody_first_is_over_too():
    """RULES GP9: under penalty, when every player's total has reached the limit the
    game ends and nobody is first; it is over all the same, so Play again follows."""
    assert projection_of(state("over", None)) == {
        "status": "over", "scores": [104, 100, 112, 101], "winner": None, "hand": 6}


def test_a_game_in_play_is_playing():
    assert projection_of(state("play", None))["status"] == "playing"
