"""The dispute checker (RULES G7) against the log: over random legal games of each
game, every action asked about — the one the table logs next and random ones around
it — gets the verdict that logging it gets: legal exactly when `apply` accepts it,
with the same effect; illegal with the section and message `apply` refuses it with.
Then the hidden-hand questions on the RULES examples."""
import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from rules import IllegalAction, bendomino, moon, straight
from rules.tiles import DOUBLE_SIX
from tests.games import every
from views.games.registry import KINDS

SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
TILES = [str(t) for t in DOUBLE_SIX]


def same_as_logging(module, state, action):
    """Asserts check(state, action) says what apply(state, action) does; returns the
    state after it, or None when refused."""
    verdict = module.check(state, action)
    try:
        after = module.apply(state, action)
    except IllegalAction as refusal:
        assert not verdict.legal, (action, verdict)
        assert (verdict.section, verdict.message) == (refusal.section, refusal.message)
        return None
    assert verdict.legal, (action, verdict)
    return after, verdict.effect


# Each registered game: its rules, a simulated table, its random questions, what its
# checker's effect must say, and its Options (tests/games/<kind>.py).
GAMES = {kind: (KINDS[kind].rules, game.verdict_table, game.asks, game.verdict_effect,
                game.verdict_options()) for kind, game in every().items()}


@pytest.mark.parametrize("kind", GAMES)
def test_the_checker_says_what_logging_does(kind):
    module, table_for, asks, effect_of, options = GAMES[kind]

    @SETTINGS
    @given(options, st.integers(0, 2**32))
    def run(options, seed):
        table, rng = table_for(options, seed), random.Random(seed)
        for _ in range(400):
            action = table.next_action()
            if action is None:
                break
            state = table.state
            for asked in asks(rng, state, options.players):
                judged = same_as_logging(module, state, asked)
                if judged:
                    effect_of(state, asked, *judged)
            judged = same_as_logging(module, state, action)
            if judged:  # a Bendomino table names the turn when asked to (B6)
                effect_of(state, action, *judged)
            table.apply(action)
    run()


# Hidden-hand questions (G7) on the RULES examples.

def test_moon_renege_example_with_the_hand_shown():
    """RULES §M8 example: trump 6; trick 2, seat 1 leads 5-3 (fives); seat 2 shows a
    hand holding 5-0 and plays 2-1: a renege."""
    state = moon.new_game(moon.Options())
    for seat, bid in ((0, 4), (1, None), (2, None), (3, None)):
        state = moon.apply(state, {"type": "bid", "seat": seat, "bid": bid})
    state = moon.apply(state, {"type": "trump", "seat": 0, "trump": 6})
    for seat, tile in enumerate(["4-1", "4-4", "4-0", "4-2"]):  # seat 1's 4-4 wins trick 1
        state = moon.apply(state, {"type": "play", "seat": seat, "tile": tile})
    state = moon.apply(state, {"type": "play", "seat": 1, "tile": "5-3"})
    ask = {"type": "play", "seat": 2, "tile": "2-1"}
    verdict = moon.check(state, ask, hand=["2-1", "5-0", "3-3"])
    assert (verdict.legal, verdict.section) == (False, "M8")
    assert verdict.message == "renege: 2-1 does not follow fives, but 5-0 in the hand does"
    assert moon.check(state, ask).legal              # without the hand, the log cannot tell
    # No five shown: any tile may go only if no five is in the hand, which only the
    # whole hand (six tiles after trick 1) proves; two of six prove nothing (G7).
    unproven = moon.check(state, ask, hand=["2-1", "3-3"])
    assert (unproven.legal, unproven.section, unproven.effect["proven"]) == (False, "G7", False)
    assert moon.check(state, ask, hand=["2-1", "3-3", "6-6", "3-1", "2-2", "1-0"]).legal
    shown_played = moon.check(state, ask, hand=["2-1", "5-3"])
    assert (shown_played.legal, shown_played.section) == (False, "G2")


def test_straight_could_have_played_instead_of_drawing():
    """S7 on the worked example after row 2: ends 1 (right) and 4 (left)."""
    state = straight.new_game(straight.Options(2))
    state = straight.apply(state, {"type": "play", "seat": 0, "tile": "4-4", "end": None})
    state = straight.apply(state, {"type": "play", "seat": 1, "tile": "4-1", "end": "right"})
    verdict = straight.check(state, {"type": "draw", "seat": 0}, hand=["6-4", "3-2"])
    assert (verdict.legal, verdict.section) == (False, "S7")
    assert "6-4" in verdict.message
    # Two of the six tiles seat 0 holds, neither fitting, prove nothing (G7) ...
    unproven = straight.check(state, {"type": "draw", "seat": 0}, hand=["6-3", "3-2"])
    assert (unproven.legal, unproven.section, unproven.effect["not_shown"]) == (False, "G7", 4)
    # ... the whole hand, none fitting 1 or 4, proves the draw legal (S7).
    assert straight.check(state, {"type": "draw", "seat": 0},
                          hand=["6-3", "3-2", "6-6", "5-5", "3-0", "2-0"]).legal
    twice = straight.check(state, {"type": "draw", "seat": 0}, hand=["6-3", "3-6"])
    assert (twice.legal, twice.section) == (False, "G1")


def test_bendomino_forced_draw_when_voluntary_draws_are_off():
    """B4 with `voluntary_draw` off: a shown tile that fits makes the draw illegal."""
    for voluntary, legal in ((True, True), (False, False)):
        state = bendomino.new_game(bendomino.Options(2, voluntary_draw=voluntary))
        state = bendomino.apply(state, {"type": "play", "seat": 0, "tile": "6-6",
                                        "end": None, "turn": None})
        verdict = bendomino.check(state, {"type": "draw", "seat": 1}, hand=["6-3", "2-1"])
        assert verdict.legal is legal
        assert verdict.effect["fits"]["2-1"] == []
        assert ("a", "left") in verdict.effect["fits"]["6-3"]
        if not legal:
            assert verdict.section == "B4" and "6-3" in verdict.message
    state = bendomino.new_game(bendomino.Options(2, voluntary_draw=False))
    state = bendomino.apply(state, {"type": "play", "seat": 0, "tile": "6-6",
                                    "end": None, "turn": None})
    # Two of the seven tiles seat 1 holds prove nothing (G7); all seven, none bearing
    # a 6, prove the draw legal (B4).
    unproven = bendomino.check(state, {"type": "draw", "seat": 1}, hand=["5-2", "2-1"])
    assert (unproven.legal, unproven.section, unproven.effect["not_shown"]) == (False, "G7", 5)
    assert bendomino.check(state, {"type": "draw", "seat": 1},
                           hand=["5-2", "2-1", "5-5", "4-3", "3-0", "1-1", "0-0"]).legal


def test_step_verdicts_say_what_would_happen():
    """The checker names the bid, the trump and the ruling it judges (M4, M6, M8)."""
    state = moon.new_game(moon.Options())
    assert moon.check(state, {"type": "bid", "seat": 0, "bid": 5}).message == "seat 0 may bid 5"
    assert moon.check(state, {"type": "bid", "seat": 0, "bid": None}).message == "seat 0 may pass"
    for seat, bid in ((0, 4), (1, None), (2, None), (3, None)):
        state = moon.apply(state, {"type": "bid", "seat": seat, "bid": bid})
    verdict = moon.check(state, {"type": "trump", "seat": 0, "trump": 6})
    assert (verdict.section, verdict.message) == ("M6", "seat 0 may name sixes as trump")


def test_a_last_report_verdict_gives_the_hand_score():
    """RULES §B worked example: A goes out; B holds 12, C 10 → A scores 22 (B7, G8)."""
    state = bendomino.new_game(bendomino.Options(3))
    state = replace(state, phase="reports", held=(0, 2, 1), reports=(None, None, None),
                    went_out=0, stock=10)  # tiles still in the stock: no G8 sum check
    state = bendomino.apply(state, {"type": "reveal", "seat": 1, "tiles": ["6-4", "2-0"]})
    verdict = bendomino.check(state, {"type": "reveal", "seat": 2, "tiles": ["5-5"]})
    assert verdict.legal and verdict.section == "G8"
    assert verdict.effect["points"] == [22, 0, 0]


def test_more_tiles_shown_than_held_is_refused():
    """G5: the app knows how many tiles each player holds."""
    state = straight.new_game(straight.Options(2))
    state = straight.apply(state, {"type": "play", "seat": 0, "tile": "4-4", "end": None})
    shown = ["6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "6-0", "5-5"]  # 8, and seat 1 holds 7
    verdict = straight.check(state, {"type": "draw", "seat": 1}, hand=shown)
    assert (verdict.legal, verdict.section) == (False, "G5")
    state = bendomino.new_game(bendomino.Options(4))  # 5 tiles each (B1)
    state = bendomino.apply(state, {"type": "play", "seat": 0, "tile": "6-6", "end": None,
                                    "turn": None})
    verdict = bendomino.check(state, {"type": "draw", "seat": 1}, hand=shown[1:7])
    assert (verdict.legal, verdict.section) == (False, "G5")


def test_a_moon_hand_shown_holds_no_more_than_the_tiles_left():
    """G5: after one trick each player of moon-4 holds six tiles."""
    state = moon.new_game(moon.Options())
    for seat, bid in ((0, 4), (1, None), (2, None), (3, None)):
        state = moon.apply(state, {"type": "bid", "seat": seat, "bid": bid})
    state = moon.apply(state, {"type": "trump", "seat": 0, "trump": 6})
    for seat, tile in enumerate(["4-1", "4-4", "4-0", "4-2"]):
        state = moon.apply(state, {"type": "play", "seat": seat, "tile": tile})
    seven = ["5-3", "5-0", "3-3", "2-1", "2-0", "1-1", "0-0"]
    verdict = moon.check(state, {"type": "play", "seat": 1, "tile": "5-3"}, hand=seven)
    assert (verdict.legal, verdict.section) == (False, "G5")
    assert moon.check(state, {"type": "play", "seat": 1, "tile": "5-3"}, hand=seven[:6]).legal
