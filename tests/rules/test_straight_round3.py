"""Rules round 3 for Straight Domino, through the public API (`replay` with JSON
actions): S9 (after a tie at the top, the first score that puts a tied side ahead
wins at once, or with `finish-hand` the hand is played out and compared; a game won
by a play ends at that play, with no reports), S4.6 (a double logged as a misplay
that stood is a double like any other) and the hand's winner (S8). Values are
worked out by hand from RULES."""
import pytest

from rules import straight
from rules.tiles import DOUBLE_SIX


def play(seat, tile, end=None, shows=None):
    action = {"type": "play", "seat": seat, "tile": tile, "end": end}
    if shows is not None:
        action.update(override=True, shows=shows)
    return action


def draw(seat):
    return {"type": "draw", "seat": seat}


def pass_(seat):
    return {"type": "pass", "seat": seat}


def reveal(seat, tiles):
    return {"type": "reveal", "seat": seat, "tiles": tiles}


def rest(*hands, played=()):
    """The tiles of the set in none of `hands` and not `played`."""
    taken = {t for hand in hands for t in hand} | set(played)
    return [str(t) for t in DOUBLE_SIX if str(t) not in taken]


# Three players, 5 tiles each, target 60. Hand 1: seat 0 leads 6-6 (count 12, no
# score), seat 1 draws the 13 tiles of the boneyard, all three pass: blocked (S8.2).
# Seats 0 and 2 hold 15 pips each, seat 1 the other 126: the two tied players split
# half of round5(126) = 125, rounded down to a multiple of 5: 60 each (S8.3). Both
# reach the target at once, tied at the top: another hand (S9), led by the seat
# after the previous leader, seat 1 (S3).
SEAT_0, SEAT_2 = ["2-1", "2-2", "3-1", "4-0"], ["0-0", "1-0", "2-0", "1-1", "5-5"]
TIE = [play(0, "6-6")] + [draw(1)] * 13 + [pass_(1), pass_(2), pass_(0),
                                            reveal(0, SEAT_0), reveal(2, SEAT_2),
                                            reveal(1, rest(SEAT_0, SEAT_2, played=["6-6"]))]
# Hand 2: seat 1 leads 6-6 (12); seat 2 plays 6-3 on the right: the spinner counts
# both halves, 12 + 3 = 15, and seat 2 scores 15 (S5.2, S6): 75 against 60.
AHEAD = TIE + [play(1, "6-6"), play(2, "6-3", "right")]
# Played out: seat 0 plays 3-1 on the right (12 + 1 = 13, no score); seat 1 draws
# the 13 tiles left and all pass: blocked. Seat 0 holds 5 pips, seat 2 14, seat 1 the
# other 124: seat 0 is lowest and scores round5(138) = 140: 200, the highest.
HAND_2_0, HAND_2_2 = ["0-0", "1-0", "2-0", "1-1"], ["2-1", "2-2", "3-0", "4-0"]
PLAYED_OUT = AHEAD + [play(0, "3-1", "right")] + [draw(1)] * 13 + [
    pass_(1), pass_(2), pass_(0), reveal(0, HAND_2_0), reveal(2, HAND_2_2),
    reveal(1, rest(HAND_2_0, HAND_2_2, played=["6-6", "6-3", "3-1"]))]


def options(finish_hand):
    return straight.Options(3, target=60, hand_size=5, finish_hand=finish_hand)


@pytest.mark.parametrize("finish_hand", [
    pytest.param(False, id="S9-tie-at-the-top-plays-another-hand"),
    pytest.param(True, id="S9-finish-hand-tie-at-the-top-plays-another-hand"),
])
def test_s9_tie_at_the_top(finish_hand):
    state = straight.replay(options(finish_hand), TIE)
    assert (state.scores, state.winner, state.hand, state.turn) == ([60, 0, 60], None, 2, 1)
    assert state.history[-1].winner is None  # a tie: no side won the hand (S8.3)


def test_s9_first_score_ahead_wins_at_once():
    state = straight.replay(options(False), AHEAD)
    assert (state.scores, state.winner, state.phase) == ([60, 0, 75], 2, "over")
    assert state.reports_due == [] and state.turn is None  # no reports are asked
    result = state.history[-1]
    assert (result.how, result.hand, result.pips, result.play_points) == (
        "target", 2, None, (0, 0, 15))
    assert result.working == ("seat 2 reached the target with 6-3: the hand ended with the "
                              "game, and no tiles were reported")
    with pytest.raises(straight.IllegalAction) as refused:
        straight.apply(state, reveal(0, HAND_2_0))
    assert refused.value.section == "S9"


def test_s9_finish_hand_plays_the_hand_out_and_compares():
    state = straight.replay(options(True), AHEAD)
    assert (state.scores, state.winner, state.phase) == ([60, 0, 75], None, "play")
    state = straight.replay(options(True), PLAYED_OUT)
    assert (state.scores, state.winner) == ([200, 0, 75], 0)
    assert (state.history[-1].how, state.history[-1].winner) == ("blocked", 0)


# Two players, 5 tiles each, target 10: seat 0 leads 6-6 (12), seat 1 draws the 18
# tiles of the boneyard and passes whenever it is to play; seat 0 plays 6-4 right
# (12 + 4 = 16), 6-1 left (spinner flanked: 1 + 4 = 5, scores 5), 4-2 right (1 + 2 =
# 3) and its last tile, 6-2 up (1 + 2 + 2 = 5, scores 5): 10, the target, going out.
GOING_OUT = [play(0, "6-6")] + [draw(1)] * 18 + [pass_(1), play(0, "6-4", "right"), pass_(1),
                                                 play(0, "6-1", "left"), pass_(1),
                                                 play(0, "4-2", "right"), pass_(1),
                                                 play(0, "6-2", "up")]


def test_s9_going_out_play_that_wins_ends_the_game_with_no_reports():
    state = straight.replay(straight.Options(2, target=10, hand_size=5), GOING_OUT)
    assert (state.scores, state.winner, state.held) == ([10, 0], 0, (0, 23))
    assert state.reports_due == [] and state.ended is None
    result = state.history[-1]
    assert (result.how, result.winner) == ("target", None)
    assert result.working == ("seat 0 reached the target with 6-2, going out: the hand ended "
                              "with the game, and no tiles were reported")


def test_s9_the_same_going_out_below_the_target_asks_for_reports():
    state = straight.replay(straight.Options(2, target=250, hand_size=5), GOING_OUT)
    assert (state.ended, state.reports_due, state.winner) == ("domino", [1], None)
    # 168 pips less the 43 in the layout: seat 1's 23 tiles hold 125; round5(125) = 125
    state = straight.apply(state, {"type": "reveal", "seat": 1, "pips": 125})
    assert state.scores == [135, 0]
    assert (state.history[-1].how, state.history[-1].winner) == ("domino", 0)


# (plays, spinner, open ends, count) - S4.6: a double laid as a misplay that stood
# lies crosswise (S4.3) and counts both halves (S5.1); the first double played is
# the spinner (S4.1), whose up and down ends open once a tile covers its far side.
S46 = [
    pytest.param([play(0, "5-0"), play(1, "3-3", "right", shows=3)], "first-double",
                 {"left": 5, "right": 3}, 11, id="S4.6-S5.1-double-crosswise-counts-5+3+3"),
    pytest.param([play(0, "5-0"), play(1, "3-3", "right", shows=3), play(0, "3-2", "right"),
                  play(1, "3-5", "up")], "first-double",
                 {"left": 5, "right": 2, "up": 5, "down": 3}, 12,
                 id="S4.6-S4.1-first-double-is-the-spinner-up-opens"),
    pytest.param([play(0, "5-0"), play(1, "3-3", "right", shows=3), play(0, "3-2", "right")],
                 "lead-only", {"left": 5, "right": 2}, 7,
                 id="S4.6-S4.3-lead-only-crosswise-takes-one-tile-no-spinner"),
    pytest.param([play(0, "4-4"), play(1, "4-1", "right"), play(0, "3-3", "right", shows=3)],
                 "first-double", {"left": 4, "right": 3}, 14,
                 id="S4.6-S5.2-a-later-double-is-not-the-spinner"),
]


@pytest.mark.parametrize("plays, spinner, ends, count", S46)
def test_s46_a_double_that_stood_is_a_double(plays, spinner, ends, count):
    state = straight.replay(straight.Options(2, spinner=spinner), plays)
    assert (state.open_ends, state.count) == (ends, count)
    assert [(p.tile, p.shown) for p in state.plays if p.override] == [("3-3", 3)]


def test_s46_the_override_double_refuses_a_spinner_end_under_lead_only():
    """S4.1 with `lead-only`: the override double is no spinner, so there is no up end."""
    plays = S46[2].values[0] + [play(1, "3-5", "up")]
    with pytest.raises(straight.IllegalAction) as refused:
        straight.replay(straight.Options(2, spinner="lead-only"), plays)
    assert refused.value.section == "S4.1"


@pytest.mark.parametrize("pips, winner", [
    pytest.param({0: 30, 1: 43, 2: 40, 3: 43}, 0, id="S8.2-lowest-side-wins-the-blocked-hand"),
    pytest.param({0: 30, 1: 40, 2: 48, 3: 38}, None, id="S8.3-a-blocked-tie-has-no-winner"),
])
def test_blocked_hand_winner(pips, winner):
    """Four players in partnerships, nothing to draw: seat 0 leads 6-6 and all four
    pass: blocked. The other 156 pips are reported as totals (G8): sides 70 and 86,
    or 78 and 78."""
    actions = [play(0, "6-6")] + [pass_(s % 4) for s in range(1, 5)] + [
        {"type": "reveal", "seat": s, "pips": p} for s, p in pips.items()]
    state = straight.replay(straight.Options(4, target=500), actions)
    assert state.history[-1].winner == winner
