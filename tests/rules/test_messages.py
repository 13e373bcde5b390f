"""Engine messages stay plain English strings that also carry their template, so a
view can translate them (rules.messages)."""
import pickle

import pytest

from rules import IllegalAction, straight
from rules.messages import Join, Msg, Plural, Seat, Seats, Word


def test_a_message_is_its_english_sentence():
    msg = Msg("{tile} does not fit: the open ends are {ends}", tile="6-6",
              ends=Join([Msg("{n} ({end})", n=4, end=Word("left")),
                         Msg("{n} ({end})", n=4, end=Word("right"))]))
    assert msg == "6-6 does not fit: the open ends are 4 (left), 4 (right)"
    assert isinstance(msg, str) and msg.template.startswith("{tile} does not fit")
    assert str(Seat(2)) == "seat 2" and str(Seats(1, 3)) == "seats 1+3"
    assert Join([Word("left"), Word("up")], " and ") == "left and up"


def test_plural_picks_the_english_form():
    assert Plural("{n} trick", "{n} tricks", 1) == "1 trick"
    assert Plural("{n} trick", "{n} tricks", 3) == "3 tricks"


def test_refusals_keep_message_and_section():
    """RULES S4.4: after the lead 4-4, 6-6 fits no open end."""
    state = straight.replay(straight.Options(2), [{"type": "play", "seat": 0, "tile": "4-4"}])
    with pytest.raises(IllegalAction) as refused:
        straight.apply(state, {"type": "play", "seat": 1, "tile": "6-6"})
    assert refused.value.section == "S4.4"
    assert refused.value.message == "6-6 does not fit: the open ends are 4 (left), 4 (right)"
    assert str(refused.value) == refused.value.message + " (RULES §S4.4)"
    assert refused.value.message.params["tile"] == "6-6"


def test_messages_survive_a_copy():
    msg = Msg("{seat} may pass", seat=Seat(1))
    copied = pickle.loads(pickle.dumps(msg))
    assert copied == msg and copied.template == msg.template
