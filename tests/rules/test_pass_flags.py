"""RULES G9 (with S7, B4, B7): passes the reported tiles prove illegal are flagged
in the hand (round) result, each flag naming the pass - whose, which of their
passes, in which hand, after which tile - the tile and the end; two flags never read
alike. Bendomino's empty-stock passes (B4) are refused by the checker when the
tiles are shown, and a pass right after drawing the last tile does not end the
round (B7). Positions and values are worked out by hand from RULES."""
from dataclasses import replace

import pytest

from rules import bendomino, straight

# Seat 1 holds every remaining tile bearing a 6 or a 3 (and 1-1, 1-0, 0-0); seat 0
# the twelve others: 26 tiles, all that is not on the table once 6-6 and 6-3 are.
SEAT_1 = ["6-5", "6-4", "6-2", "6-1", "6-0", "3-3", "5-3", "4-3", "3-2", "3-1", "3-0",
          "1-1", "1-0", "0-0"]
SEAT_0 = ["5-5", "5-4", "5-2", "5-1", "5-0", "4-4", "4-2", "4-1", "4-0", "2-2", "2-1", "2-0"]


def straight_game():
    """Seat 0 leads 6-6; nothing is left to draw; seat 1 passes; seat 0 plays 6-3
    right; seat 1 passes again; seat 0 passes: blocked (S8.2)."""
    state = straight.apply(straight.new_game(straight.Options(2)),
                           {"type": "play", "seat": 0, "tile": "6-6", "end": None})
    state = replace(state, boneyard=0, held=(13, 14))
    for action in ({"type": "pass", "seat": 1},
                   {"type": "play", "seat": 0, "tile": "6-3", "end": "right"},
                   {"type": "pass", "seat": 1}, {"type": "pass", "seat": 0}):
        state = straight.apply(state, action)
    return state


def bendomino_game():
    """The same round in Bendomino: 6-6 opens, the stock is empty, seat 1 passes,
    seat 0 plays 6-3 at end a turning left, seat 1 passes, seat 0 passes (B7)."""
    state = bendomino.apply(bendomino.new_game(bendomino.Options(2)),
                            {"type": "play", "seat": 0, "tile": "6-6"})
    state = replace(state, stock=0, held=(13, 14))
    for action in ({"type": "pass", "seat": 1},
                   {"type": "play", "seat": 0, "tile": "6-3", "end": "a", "turn": "left"},
                   {"type": "pass", "seat": 1}, {"type": "pass", "seat": 0}):
        state = bendomino.apply(state, action)
    return state


def reported(module, state, first=SEAT_1):
    for seat, tiles in ((1, first), (0, SEAT_0)):
        state = module.apply(state, {"type": "reveal", "seat": seat, "tiles": tiles})
    return state.history[-1]


@pytest.mark.parametrize("module, build, messages", [
    # Every reported tile that fitted is named (G9): after 6-6 the ends show 6 and 6, so
    # all five of seat 1's sixes fitted; after 6-3 right they show 6, 3 and, the spinner
    # flanked, 6 up and down (S4.1), so its sixes and threes did.
    pytest.param(straight, straight_game, [
        "seat 1's 1st pass in hand 1, after 6-6 was played: seat 1 held 6-5, which fitted "
        "the left end (6); 6-4, 6-2, 6-1, 6-0 fitted too",
        "seat 1's 2nd pass in hand 1, after 6-3 was played: seat 1 held 6-5, which fitted "
        "the left end (6); 6-4, 6-2, 6-1, 6-0, 3-3, 5-3, 4-3, 3-2, 3-1, 3-0 fitted too"],
        id="G9-S7-straight-two-passes-two-flags"),
    pytest.param(bendomino, bendomino_game, [
        "seat 1's 1st pass in round 1, after 6-6 was played: seat 1 held 6-5, which fitted "
        "end a (6)",
        "seat 1's 2nd pass in round 1, after 6-3 was played: seat 1 held 6-5, which fitted "
        "end b (6)"], id="G9-B4-bendomino-two-passes-two-flags"),
])
def test_flags_name_the_pass(module, build, messages):
    state = build()
    assert state.turn is None  # blocked / nobody can play: reports are due
    result = reported(module, state)
    assert [f["message"] for f in result.flags] == messages
    assert [(f["seat"], f["pass"], f["after"], f["tile"]) for f in result.flags] == [
        (1, 1, "6-6", "6-5"), (1, 2, "6-3", "6-5")]
    assert len({f["message"] for f in result.flags}) == len(result.flags)


@pytest.mark.parametrize("module, build", [
    pytest.param(straight, straight_game, id="G9-S7-straight-tile-fitting-nowhere"),
    pytest.param(bendomino, bendomino_game, id="G9-B4-bendomino-tile-fitting-nowhere"),
])
def test_no_flag_without_a_fitting_reported_tile(module, build):
    """Seat 0 passed at ends 6 and 3 holding no 6 and no 3: its pass stands unflagged;
    reported as a pip total, seat 1's passes cannot be proven either."""
    state = build()
    state = module.apply(state, {"type": "reveal", "seat": 1,
                                 "pips": sum(int(n) for t in SEAT_1 for n in t.split("-"))})
    state = module.apply(state, {"type": "reveal", "seat": 0, "tiles": SEAT_0})
    assert state.history[-1].flags == ()


def two_player_round(stock):
    """Bendomino, two players: 6-6 opened by seat 0, `stock` tiles left to draw."""
    state = bendomino.apply(bendomino.new_game(bendomino.Options(2)),
                            {"type": "play", "seat": 0, "tile": "6-6"})
    return replace(state, stock=stock)


def test_b7_pass_after_drawing_the_last_tile_does_not_count():
    """RULES B7: seat 1 draws the last tile and passes; seat 0 passes on an empty
    stock; the turn comes round to seat 1 again, and only its pass ends the round."""
    state = bendomino.apply(two_player_round(1), {"type": "draw", "seat": 1})
    state = bendomino.apply(state, {"type": "pass", "seat": 1})
    state = bendomino.apply(state, {"type": "pass", "seat": 0})
    assert (state.phase, state.turn) == ("play", 1)
    state = bendomino.apply(state, {"type": "pass", "seat": 1})
    assert state.phase == "reports"


def test_b4_pass_after_own_draw_is_never_flagged():
    """RULES G9, B4: a pass right after one's own draw is always legal. Seat 1 draws
    the last tile and passes (not flagged), seat 0 passes, seat 1 passes on an empty
    stock holding 6-5, which fits end a (6): only that 2nd pass is flagged."""
    state = replace(two_player_round(1), held=(12, 14))
    for action in ({"type": "draw", "seat": 1}, {"type": "pass", "seat": 1},
                   {"type": "pass", "seat": 0}, {"type": "pass", "seat": 1}):
        state = bendomino.apply(state, action)
    assert state.pass_log[0].ends is None and state.phase == "reports"
    sixes = ["6-5", "6-4", "6-3", "6-2", "6-1", "6-0"]
    others = [f"{a}-{b}" for a in range(6) for b in range(a + 1)]
    state = bendomino.apply(state, {"type": "reveal", "seat": 1, "tiles": sixes + others[:9]})
    state = bendomino.apply(state, {"type": "reveal", "seat": 0, "tiles": others[9:]})
    assert [(f["seat"], f["pass"], f["tile"]) for f in state.history[-1].flags] == [
        (1, 2, "6-5")]


HALF_BLOCKED = replace(bendomino.apply(bendomino.apply(
    bendomino.apply(bendomino.new_game(bendomino.Options(3)),
                    {"type": "play", "seat": 0, "tile": "6-6"}),
    {"type": "play", "seat": 1, "tile": "6-3", "end": "a", "turn": "right"}),
    {"type": "play", "seat": 2, "tile": "3-3", "end": "a", "turn": "right"}), stock=0)
"""a shows 3 with only a left turn (half-blocked); b shows 6, open; seat 0 to play."""


@pytest.mark.parametrize("state, hand, legal, words", [
    pytest.param(two_player_round(0), ["6-5", "2-1"], False, "could have played 6-5 at end a",
                 id="B4-empty-stock-pass-holding-a-fitting-tile"),
    pytest.param(two_player_round(0), ["5-2", "2-1", "5-5", "4-3", "3-0", "1-1", "0-0"], True,
                 "may pass", id="B4-empty-stock-pass-holding-nothing-that-fits"),
    pytest.param(two_player_round(0), ["5-2", "2-1"], False, "not proven: 5 tiles not shown",
                 id="G7-B4-two-of-seven-shown-not-proven"),
    pytest.param(bendomino.apply(two_player_round(1), {"type": "draw", "seat": 1}),
                 ["6-5", "2-1"], True, "may pass", id="B4-pass-right-after-own-draw"),
    pytest.param(HALF_BLOCKED, ["3-1", "5-4", "5-2", "4-2", "2-0"], True, "may pass",
                 id="B6-unknown-make-at-half-blocked-end-not-proven"),
    pytest.param(HALF_BLOCKED, ["3-2", "6-1"], False, "6-1 at end b",
                 id="B6-open-end-fits-whatever-the-make"),
])
def test_bendomino_checker_refuses_an_empty_stock_pass(state, hand, legal, words):
    verdict = bendomino.check(state, {"type": "pass", "seat": state.turn}, hand=hand)
    assert verdict.legal is legal, verdict.message
    assert words in verdict.message
    if not legal:
        assert verdict.section == ("G7" if "not proven" in words else "B4")
