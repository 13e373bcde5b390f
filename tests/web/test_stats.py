"""Player statistics (views.review.stats) on games with known outcomes: pure, no Flask. Every
expected number is worked out by hand from RULES in tests/web/review_games.py."""
import pytest

from tests.web.review_games import BENDOMINO_ACTIONS, BENDOMINO_OPTIONS, MOON_ACTIONS, \
    MOON_OPTIONS, STRAIGHT_ACTIONS, STRAIGHT_BLOCKED_ACTIONS, STRAIGHT_BLOCKED_OPTIONS, \
    STRAIGHT_OPTIONS
from views.review.stats import PlayedGame, summary, tally

STRAIGHT = [(STRAIGHT_OPTIONS, STRAIGHT_ACTIONS), (STRAIGHT_BLOCKED_OPTIONS,
                                                   STRAIGHT_BLOCKED_ACTIONS)]


def straight_totals(seat):
    return summary([PlayedGame("straight", o, a, seat) for o, a in STRAIGHT])["straight"]


def test_straight_ana():
    """Ana scored 4-0 down (+10, S6) and the 5-0 lead (+5, S5.3): average 7.5, biggest
    10; she dominoed hand 1 (S8.1) and was lowest in the blocked hand (S8.2); she won
    the game to 25 (S9) and the blocked game is still going."""
    t = straight_totals(0)
    assert (t["played"], t["games"], t["wins"]) == (2, 1, 1)
    assert (t["scoring_plays"], t["scoring_points"], t["biggest"]) == (2, 15, 10)
    assert t["average_scoring"] == 7.5
    assert (t["dominoes"], t["block_wins"], t["hands"]) == (1, 1, 2)


def test_straight_budi():
    """Budi scored 4-3 up and 3-2 up, 10 each; no domino, not lowest when blocked."""
    t = straight_totals(1)
    assert (t["games"], t["wins"]) == (1, 0)
    assert (t["scoring_plays"], t["average_scoring"], t["biggest"]) == (2, 10.0, 10)
    assert (t["dominoes"], t["block_wins"]) == (0, 0)


def test_a_game_won_during_a_hand_counts_no_hand_for_it():
    """The 5-0 lead wins at once (S9): that hand was not played out, so only hand 1
    counts; an unfinished game counts no game."""
    assert tally(PlayedGame("straight", *STRAIGHT[0], 0))["hands"] == 1
    blocked = tally(PlayedGame("straight", *STRAIGHT[1], 0))
    assert blocked["games"] == 0 and blocked["hands"] == 1


@pytest.mark.parametrize("seat, bids, made, set_, moons, tricks_per_hand, wins", [
    (0, 2, 2, 0, 1, 5.0, 1),   # Ana bid 5 (made) and 21 (made: a moon); side took 5, 3, 7
    (1, 1, 0, 1, 0, 2.0, 0),   # Budi bid 6 and his side took 4: set (M9); side 2, 4, 0
    (2, 0, 0, 0, 0, 5.0, 1),   # Citra never bid; Ana's partner: 5, 3, 7 tricks
    (3, 0, 0, 0, 0, 2.0, 0),
], ids=["Ana", "Budi", "Citra", "Dewi"])
def test_moon_scoring_example(seat, bids, made, set_, moons, tricks_per_hand, wins):
    """RULES §M9 worked example, from 0–0 (tests/web/review_games.py)."""
    t = summary([PlayedGame("moon", MOON_OPTIONS, MOON_ACTIONS, seat)])["moon"]
    assert (t["bids"], t["made"], t["set"], t["moons"]) == (bids, made, set_, moons)
    assert t["hands"] == 3 and t["tricks_per_hand"] == tricks_per_hand
    assert (t["games"], t["wins"]) == (1, wins)


def test_moon_thrown_in_hand_is_not_a_hand_played():
    """Everyone passes: the hand is thrown in (M4); it is no bid and no hand played."""
    passes = [{"type": "bid", "seat": s, "bid": None} for s in range(4)]
    t = tally(PlayedGame("moon", MOON_OPTIONS, passes, 0))
    assert t["hands"] == 0 and t["bids"] == 0


@pytest.mark.parametrize("seat, won, pips", [(0, 1, 0.0), (1, 0, 50.0), (2, 0, 63.0)],
                         ids=["Ana", "Budi", "Citra"])
def test_bendomino_round(seat, won, pips):
    """Ana went out (B7) and took 50 + 63 = 113 ≥ 100: game (B8). Pips left per round
    are the G8 reports: Budi 50, Citra 63, Ana none."""
    t = summary([PlayedGame("bendomino", BENDOMINO_OPTIONS, BENDOMINO_ACTIONS, seat)])
    t = t["bendomino"]
    assert (t["rounds"], t["rounds_won"], t["average_pips_left"]) == (1, won, pips)
    assert (t["games"], t["wins"]) == (1, won)


def test_kinds_never_played_are_left_out():
    assert set(summary([PlayedGame("moon", MOON_OPTIONS, MOON_ACTIONS, 0)])) == {"moon"}
    assert summary([]) == {}


def test_a_log_the_rules_refuse_counts_up_to_the_refusal():
    actions = STRAIGHT_ACTIONS[:7] + [
        {"type": "play", "seat": 1, "tile": "4-4", "end": "left"}] + STRAIGHT_ACTIONS[7:]
    t = tally(PlayedGame("straight", STRAIGHT_OPTIONS, actions, 1))
    assert t["scoring_plays"] == 2 and t["games"] == 0
