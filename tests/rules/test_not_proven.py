"""RULES G7: a shown tile that fits proves a pass (or a draw, or in Moon a tile that
does not follow) illegal; when the player shows fewer tiles than they hold and none
fits, the verdict is "not proven" with how many tiles were not shown, never legal.
Only the whole hand shown proves it legal. Every game's checker."""
import pytest

from rules import bendomino, gaple, moon, straight
from tests.rules import gaple_hands as hands
from tests.rules.gaple_script import actions

# Gaple, RULES GP example 2's deal: after A 0-0 and B 5-0 the ends show 5 and 0; C holds
# 6-5 5-5 4-4 4-3 4-1 4-0 1-0 (7 tiles) and is to play.
GAPLE = gaple.replay(gaple.Options(), actions("A 0-0, B 5-0 left"))
# GP3.2 with `winner-lead=double`: C went out in hand 1 and must lead a double.
GAPLE_DOUBLE = gaple.replay(gaple.Options(scoring="points", partners=True,
                                          winner_lead="double"), actions(hands.EXAMPLE_4[0]))
# Straight, RULES §S worked example rows 1-2: ends 4 (left) and 1 (right); seat 0 holds 6.
STRAIGHT = straight.replay(straight.Options(2), [
    {"type": "play", "seat": 0, "tile": "4-4", "end": None},
    {"type": "play", "seat": 1, "tile": "4-1", "end": "right"}])
STRAIGHT_DRAWN = straight.replay(straight.Options(2), [
    {"type": "play", "seat": 0, "tile": "4-4", "end": None},
    {"type": "play", "seat": 1, "tile": "4-1", "end": "right"}] + [
    {"type": "draw", "seat": 0}] * 14)  # the boneyard is empty; seat 0 holds 20
# Bendomino, `voluntary-draw` off: 6-6 opens; seat 1 holds 7 and asks to draw.
BENDOMINO = bendomino.replay(bendomino.Options(2, voluntary_draw=False), [
    {"type": "play", "seat": 0, "tile": "6-6", "end": None, "turn": None}])


def _moon():
    """RULES §M8's example: trump 6, seat 1 leads 5-3 to trick 2; seat 2 holds 6."""
    state = moon.new_game(moon.Options())
    for seat, bid in ((0, 4), (1, None), (2, None), (3, None)):
        state = moon.apply(state, {"type": "bid", "seat": seat, "bid": bid})
    state = moon.apply(state, {"type": "trump", "seat": 0, "trump": 6})
    for seat, tile in enumerate(["4-1", "4-4", "4-0", "4-2", None]):
        if tile:
            state = moon.apply(state, {"type": "play", "seat": seat, "tile": tile})
    return moon.apply(state, {"type": "play", "seat": 1, "tile": "5-3"})


MOON = _moon()
SEVEN_NO_SIX_NO_FIVE = ["4-3", "4-2", "3-3", "3-2", "2-1", "1-1", "0-0"]

CASES = [
    # game, state, action, shown, (legal, section, not shown)
    pytest.param(gaple, GAPLE, {"type": "pass", "seat": 2}, ["4-4", "4-3"],
                 (False, "G7", 5), id="G7-GP5-pass-two-of-seven-shown"),
    pytest.param(gaple, GAPLE, {"type": "pass", "seat": 2}, ["6-5", "4-4"],
                 (False, "GP5", None), id="G7-GP5-a-shown-tile-fits"),
    pytest.param(gaple, GAPLE, {"type": "pass", "seat": 2}, [], (False, "G7", 7),
                 id="G7-GP5-nothing-shown"),
    pytest.param(gaple, gaple.replay(gaple.Options(), actions("A 0-0, B 6-0 left")),
                 {"type": "pass", "seat": 2},
                 ["5-5", "4-4", "4-3", "4-1", "5-4", "3-1", "2-1"],
                 (True, "GP5", None), id="G7-GP5-the-whole-hand-none-fits"),
    pytest.param(gaple, GAPLE_DOUBLE, {"type": "no-double", "seat": 2}, ["5-4"],
                 (False, "G7", 6), id="G7-GP3.2-no-double-one-shown"),
    pytest.param(straight, STRAIGHT, {"type": "draw", "seat": 0}, ["6-3"],
                 (False, "G7", 5), id="G7-S7-draw-one-of-six"),
    pytest.param(straight, STRAIGHT, {"type": "draw", "seat": 0},
                 ["6-3", "3-2", "6-6", "5-5", "3-0", "2-0"], (True, "S7", None),
                 id="G7-S7-draw-whole-hand"),
    pytest.param(straight, STRAIGHT_DRAWN, {"type": "pass", "seat": 0}, ["6-3", "3-2"],
                 (False, "G7", 18), id="G7-S7-pass-two-of-twenty"),
    pytest.param(bendomino, BENDOMINO, {"type": "draw", "seat": 1}, ["5-2"],
                 (False, "G7", 6), id="G7-B4-forced-draw-one-of-seven"),
    pytest.param(bendomino, BENDOMINO, {"type": "draw", "seat": 1}, SEVEN_NO_SIX_NO_FIVE,
                 (True, "B4", None), id="G7-B4-forced-draw-whole-hand"),
    pytest.param(moon, MOON, {"type": "play", "seat": 2, "tile": "2-1"}, ["2-1", "3-3"],
                 (False, "G7", 4), id="G7-M8-off-suit-two-of-six"),
    pytest.param(moon, MOON, {"type": "play", "seat": 2, "tile": "2-1"}, ["2-1", "5-0"],
                 (False, "M8", None), id="G7-M8-a-shown-five-proves-the-renege"),
]


@pytest.mark.parametrize("game, state, action, shown, expected", CASES)
def test_the_verdict_on_the_tiles_shown(game, state, action, shown, expected):
    legal, section, not_shown = expected
    verdict = game.check(state, action, hand=shown)
    assert (verdict.legal, verdict.section) == (legal, section), verdict.message
    if not_shown is not None:
        tiles = "tile" if not_shown == 1 else "tiles"
        assert verdict.message.startswith(f"not proven: {not_shown} {tiles} not shown")
        assert verdict.effect["proven"] is False and verdict.effect["not_shown"] == not_shown
    else:
        assert verdict.effect.get("proven") is not False


def test_a_pass_without_tiles_shown_is_no_hidden_hand_question():
    """G7 asks for the hand only where it decides: without it, the checker answers
    what the table can know (GP5: passing is allowed)."""
    assert gaple.check(GAPLE, {"type": "pass", "seat": 2}).legal
