"""RULES G4 with S3 and M4: once the table has drawn or picked the first player,
the first hand's first lead (Straight) or bid (Moon) by another seat is out of turn
(`rules.engine.check_first_seat`); later actions, later hands and a Bendomino
opening (whoever holds the tile opens, B2) are for the rules' own turn order."""
import pytest

from rules import IllegalAction, bendomino, moon, straight
from rules.engine import check_first_seat

STRAIGHT = straight.new_game(straight.Options(2))
MOON = moon.new_game(moon.Options())
BENDOMINO = bendomino.new_game(bendomino.Options(3))
LED = straight.apply(STRAIGHT, {"type": "play", "seat": 1, "tile": "6-6", "end": None})


@pytest.mark.parametrize("state, action, first_seat, refused", [
    pytest.param(STRAIGHT, {"type": "play", "seat": 1, "tile": "6-6"}, 1, False,
                 id="G4-S3-the-chosen-seat-leads"),
    pytest.param(STRAIGHT, {"type": "play", "seat": 0, "tile": "6-6"}, 1, True,
                 id="G4-S3-another-seat-may-not-lead"),
    pytest.param(STRAIGHT, {"type": "draw", "seat": 0}, 1, True,
                 id="G4-S3-another-seat-may-not-draw-first"),
    pytest.param(MOON, {"type": "bid", "seat": 2, "bid": 5}, 2, False,
                 id="G4-M4-the-chosen-seat-bids-first"),
    pytest.param(MOON, {"type": "bid", "seat": 3, "bid": None}, 2, True,
                 id="G4-M4-another-seat-may-not-bid-first"),
    pytest.param(LED, {"type": "play", "seat": 0, "tile": "6-5"}, 1, False,
                 id="G4-after-the-lead-the-rules-keep-the-turn"),
    pytest.param(BENDOMINO, {"type": "play", "seat": 2, "tile": "6-6"}, 0, False,
                 id="G4-B2-whoever-holds-the-tile-opens"),
])
def test_first_seat(state, action, first_seat, refused):
    if not refused:
        check_first_seat(state, action, first_seat)
        return
    with pytest.raises(IllegalAction) as refusal:
        check_first_seat(state, action, first_seat)
    assert refusal.value.section == "G4"
    assert str(refusal.value.message) == (
        f"it is seat {first_seat}'s turn, not seat {action['seat']}'s: the first player "
        "was chosen when the game began")
    assert refusal.value.message.params["turn"].params == {"n": first_seat}  # a Seat: named


def test_first_phase_names_the_phase_checked():
    """A game's registry names its first phase: only a first action in it is checked."""
    action = {"type": "play", "seat": 0, "tile": "6-6"}
    check_first_seat(STRAIGHT, action, 1, first_phase="bidding")  # not Straight's phase
    with pytest.raises(IllegalAction):
        check_first_seat(STRAIGHT, action, 1, first_phase="lead")
