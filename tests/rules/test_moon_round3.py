"""Rules round 3 for Moon, through the public API (`replay` and `check` with JSON
actions): M8 with several reneges (the earliest penalised renege decides, by trick
and then by order of play; a renege let stand counts as if it had not happened; in
moon-3 every defender with a penalised renege scores nothing; a conceded 21 is a
made 21 under `moon-21`), the section each line of a hand's working cites (M4, M8,
M9), the hand's winner, and M7's four tiles a trick in the checker's positions.
Every deal is played out tile by tile; values are worked out by hand from RULES."""
import pytest

from rules import moon

# moon-4, no trump (doubles high), seat 0 bids. Each trick in play order; seat 0
# leads and wins tricks 1-5 with the doubles, seat 1 takes trick 6 with 1-1 and
# trick 7 with 0-0: seats 0+2 take 5 tricks, seats 1+3 take 2.
# Trick 2 (fives): seat 1 plays 2-1 holding 5-4, which it plays in trick 3: renege.
# Trick 3 (fours): seat 2 plays 3-0 holding 4-2, which it plays in trick 4: renege.
DEAL_4 = [["6-6", "6-5", "6-4", "6-3"], ["5-5", "2-1", "5-3", "5-2"],
          ["4-4", "5-4", "3-0", "4-3"], ["3-3", "3-1", "4-2", "3-2"],
          ["2-2", "2-0", "5-1", "6-2"], ["1-0", "1-1", "4-1", "6-1"],
          ["0-0", "4-0", "5-0", "6-0"]]
# moon-3 (0-0 and the doubles; 1-0 ... 6-0 left out), no trump, seat 0 bids 4 and
# discards 0-0 with the widow. Seat 0 takes tricks 1, 5, 6, 7; seat 1 takes 2-4.
# Trick 3 is led by seat 1 (fives): seat 2 plays 4-1 holding 5-4 (played in trick
# 4), then seat 0 plays 4-2 holding 5-3 (played in trick 4): two reneges in one
# trick, seat 2's first in play order though seat 0 sits before it.
# Trick 6 (sixes, led by seat 0): seat 1 plays 5-1 holding 6-2 (played in trick 7).
DEAL_3 = [["6-6", "6-5", "6-4"], ["2-1", "2-2", "1-1"], ["5-5", "4-1", "4-2"],
          ["4-4", "5-4", "5-3"], ["3-2", "3-1", "3-3"], ["6-3", "5-1", "6-1"],
          ["5-2", "6-2", "4-3"]]
MOON_3 = moon.Options(variant="moon-3")


def played(options, bid, deal):
    """Seat 0 bids `bid` (the others pass, unless it is 21), takes the widow in
    moon-3, names no trump; then the deal's tiles, each by the seat whose turn it is."""
    actions = [{"type": "bid", "seat": 0, "bid": bid}]
    if bid != 21:
        actions += [{"type": "bid", "seat": s, "bid": None} for s in range(1, options.players)]
    if options.variant == "moon-3":
        actions.append({"type": "widow", "seat": 0})
    actions.append({"type": "trump", "seat": 0, "trump": "none"})
    for trick in deal:
        for tile in trick:
            seat = moon.replay(options, actions).turn
            actions.append({"type": "play", "seat": seat, "tile": tile})
    return actions


def ruled(actions, rulings):
    return actions + [{"type": "ruling", "trick": trick, "seat": seat, "ruling": ruling}
                      for (trick, seat), ruling in rulings.items()]


def test_the_deals_prove_the_reneges():
    state = moon.replay(moon.Options(), played(moon.Options(), 4, DEAL_4))
    assert [(r.seat, r.trick, r.tile) for r in state.reneges] == [(1, 2, "5-4"), (2, 3, "4-2")]
    assert (state.phase, state.tricks_won) == ("rulings", [5, 2])
    state = moon.replay(MOON_3, played(MOON_3, 4, DEAL_3))
    assert [(r.seat, r.trick, r.tile) for r in state.reneges] == [
        (2, 3, "5-4"), (0, 3, "5-3"), (1, 6, "6-2")]
    assert (state.phase, state.tricks_won) == ("rulings", [4, 3, 0])


P, S = "penalty", "stand"
M8_4 = [  # moon-4, seat 0 bids 4: rulings on (trick 2, seat 1) and (trick 3, seat 2)
    pytest.param(P, P, (5, 0), id="M8-earliest-penalty-by-trick-defenders-concede"),
    pytest.param(S, P, (-4, 2), id="M8-earlier-renege-let-stand-the-later-sets-the-bid"),
    pytest.param(P, S, (5, 0), id="M8-defender-penalty-bidders-renege-let-stand"),
    pytest.param(S, S, (5, 2), id="M8-both-let-stand-scored-as-played"),
]


@pytest.mark.parametrize("defender, bidder, points", M8_4)
def test_m8_several_reneges_moon_4(defender, bidder, points):
    """Conceded: the bidders score the larger of bid and tricks, max(4, 5) = 5, the
    defenders nothing; set: -4, and the defenders their 2 tricks (M8, M9)."""
    actions = ruled(played(moon.Options(), 4, DEAL_4), {(2, 1): defender, (3, 2): bidder})
    assert moon.replay(moon.Options(), actions).scores == list(points)


M8_3 = [  # moon-3, seat 0 bids 4, tricks 4 / 3 / 0: rulings on (3, 2), (3, 0), (6, 1)
    pytest.param(P, P, P, (4, 0, 0),
                 id="M8-moon-3-every-defender-with-a-penalty-scores-nothing"),
    pytest.param(P, P, S, (4, 3, 0), id="M8-moon-3-the-defender-let-off-scores-its-tricks"),
    pytest.param(S, P, P, (-4, 3, 0),
                 id="M8-order-of-play-in-the-trick-after-a-renege-let-stand-set"),
    pytest.param(S, S, P, (4, 0, 0), id="M8-moon-3-a-later-defender-renege-concedes"),
]


@pytest.mark.parametrize("seat_2, seat_0, seat_1, points", M8_3)
def test_m8_several_reneges_moon_3(seat_2, seat_0, seat_1, points):
    """All penalised: seat 2's renege is the earliest (trick 3, played before seat 0's):
    the defenders concede, seat 0 scores max(4, 4) = 4, seats 1 and 2 nothing."""
    actions = ruled(played(MOON_3, 4, DEAL_3), {(3, 2): seat_2, (3, 0): seat_0,
                                                (6, 1): seat_1})
    assert moon.replay(MOON_3, actions).scores == list(points)


@pytest.mark.parametrize("moon_21, target, scores, winner", [
    pytest.param("wins-game", 50, [7, 0], 0, id="M8-conceded-21-wins-game-7-and-the-game"),
    pytest.param("scores-21", 50, [21, 0], None, id="M8-conceded-21-scores-21"),
])
def test_m8_a_conceded_21_is_a_made_21(moon_21, target, scores, winner):
    """Seat 0 bids 21 and takes 5 tricks; seat 1's renege (trick 2) is penalised:
    the defenders concede the 21 (M8, M9)."""
    options = moon.Options(moon_21=moon_21, target=target)
    actions = ruled(played(options, 21, DEAL_4), {(2, 1): P, (3, 2): S})
    state = moon.replay(options, actions)
    assert (state.scores, state.winner) == (scores, winner)
    assert state.history[-1].made and state.history[-1].moon == (moon_21 == "wins-game")
    unconceded = moon.replay(options, ruled(played(options, 21, DEAL_4), {(2, 1): S, (3, 2): S}))
    assert unconceded.scores == [-21, 2]  # 5 tricks of the 7 a 21 needs: set (M9)


@pytest.mark.parametrize("options, rulings, sections, winner", [
    pytest.param(moon.Options(), {(2, 1): S, (3, 2): S}, ("M9", "M9"), 0,
                 id="M9-made-bid-the-bidders-win-the-hand"),
    pytest.param(moon.Options(), {(2, 1): P, (3, 2): S}, ("M8", "M8"), 0,
                 id="M8-conceded-penalty-lines-cite-M8"),
    pytest.param(moon.Options(), {(2, 1): S, (3, 2): P}, ("M8", "M9"), 1,
                 id="M8-set-by-its-own-renege-the-defenders-win"),
    pytest.param(MOON_3, {(3, 2): S, (3, 0): P, (6, 1): P}, ("M8", "M9"), None,
                 id="M9-moon-3-set-no-single-winner"),
])
def test_hand_working_cites_its_sections(options, rulings, sections, winner):
    deal = DEAL_4 if options.variant == "moon-4" else DEAL_3
    result = moon.replay(options, ruled(played(options, 4, deal), rulings)).history[-1]
    assert (result.sections, result.winner) == (sections, winner)
    assert len(result.sections) == len(result.lines)


def test_all_pass_hand_cites_m4():
    actions = [{"type": "bid", "seat": s, "bid": None} for s in range(4)]
    result = moon.replay(moon.Options(), actions).history[-1]
    assert (result.lines, result.sections, result.winner) == (
        ("everyone passed: thrown in and redealt",), ("M4",), None)


def test_ruling_verdict_carries_the_sections():
    """The checker's answer to the last ruling scores the hand (M8)."""
    state = moon.replay(moon.Options(), ruled(played(moon.Options(), 4, DEAL_4), {(2, 1): P}))
    verdict = moon.check(state, {"type": "ruling", "trick": 3, "seat": 2, "ruling": "stand"})
    assert (verdict.legal, verdict.section, verdict.effect["points"]) == (True, "M8", [5, 0])


@pytest.mark.parametrize("options, trick, legal", [
    pytest.param(moon.Options(), ["6-6", "6-5", "6-4", "6-3"], True, id="M7-four-tiles"),
    pytest.param(moon.Options(), ["6-6", "6-5", "6-4", "6-3", "5-5"], False,
                 id="M7-a-fifth-tile-is-refused"),
    pytest.param(MOON_3, ["6-6", "6-5", "6-4", "6-3"], False,
                 id="M7-moon-3-three-tiles-a-trick"),
])
def test_m7_a_trick_is_one_tile_per_player(options, trick, legal):
    if legal:
        assert moon.position(options, 6, trick).tricks[0].winner == 0
        return
    with pytest.raises(moon.IllegalAction) as refused:
        moon.position(options, 6, trick)
    assert refused.value.section == "M7"
    assert str(refused.value.message) == (
        f"a trick is up to {options.players} tiles, one per player")
