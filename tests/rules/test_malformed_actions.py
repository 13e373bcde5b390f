"""DESIGN (the rules interface): an illegal action raises `IllegalAction` with the
RULES section that decides it; that holds for actions that are not well formed too.
Every engine's `apply`, `replay` and `check` is fed actions with fields missing,
extra, and of the wrong type, and things that are not actions at all: the answer is
always an IllegalAction (a refusal verdict from `check`), never another exception."""
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from rules import IllegalAction
from tests.games import every
from views.games.registry import KINDS

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])

# Each game: its module, its options, a few states (before the first action, in play,
# while reports are due) and the action types and fields of DESIGN's public API.
GAMES = {kind: (KINDS[kind].rules, *game.malformed()) for kind, game in every().items()}
FIELDS = ("seat", "tile", "end", "turn", "override", "shows", "tiles", "pips", "bid",
          "trump", "trick", "ruling", "blocked")

scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 30),
                    st.floats(allow_nan=True), st.text(max_size=6),
                    st.sampled_from(["6-4", "0-0", "7-7", "left", "right", "a", "up",
                                     "penalty", "doubles", "none"]))
values = st.one_of(scalars, st.lists(scalars, max_size=4),
                   st.dictionaries(st.text(max_size=3), scalars, max_size=2))


def actions_of(kinds):
    """Dicts with a type (known, unknown or not a string) and any of the fields,
    each absent, present with a value of any type, or extra."""
    kind = st.one_of(st.sampled_from(kinds), values)
    fields = st.dictionaries(st.sampled_from(FIELDS + ("extra", "type ")), values,
                             max_size=6)
    return st.one_of(st.builds(lambda k, f: {"type": k, **f}, kind, fields),
                     fields, values)


def refused_or_applied(call):
    try:
        call()
    except IllegalAction as refusal:
        assert isinstance(refusal.section, str) and refusal.section, refusal
        assert str(refusal.message)


@pytest.mark.parametrize("name", list(GAMES))
@SETTINGS
@given(data=st.data())
def test_a_malformed_action_is_refused_with_a_section(name, data):
    game, options, states, kinds = GAMES[name]
    state = data.draw(st.sampled_from(states))
    action = data.draw(actions_of(kinds))
    refused_or_applied(lambda: game.apply(state, action))
    refused_or_applied(lambda: game.replay(options, [action]))
    hand = data.draw(st.one_of(st.none(), st.lists(scalars, max_size=8)))
    verdict = game.check(state, action, hand=hand)  # G7: the tiles shown, if any
    assert verdict.legal or verdict.section


@pytest.mark.parametrize("name, action, section", [
    pytest.param("gaple", {"type": "play", "seat": 0}, "G1", id="G1-gaple-play-without-tile"),
    pytest.param("gaple", {"type": "play", "tile": "0-0"}, "G4", id="G4-gaple-play-without-seat"),
    pytest.param("straight", {"type": "play", "seat": 0}, "G1",
                 id="G1-straight-play-without-tile"),
    pytest.param("bendomino", {"type": "play", "seat": 0}, "G1",
                 id="G1-bendomino-play-without-tile"),
    pytest.param("bendomino", {"type": "declare"}, "B5", id="B5-declare-without-end"),
    pytest.param("moon", {"type": "play", "seat": 0}, "G1", id="G1-moon-play-without-tile"),
    pytest.param("moon", {"type": ["play"], "seat": 0}, "G4", id="G4-a-type-that-is-a-list"),
    pytest.param("gaple", ["play", 0, "0-0"], "G4", id="G4-not-a-dict"),
])
def test_the_section_of_a_malformed_action(name, action, section):
    game, options, states, _ = GAMES[name]
    with pytest.raises(IllegalAction) as refused:
        game.replay(options, [action])
    assert refused.value.section == section
