"""RULES §M worked tricks, the renege example and the scoring examples, table-driven;
every expected value is taken from RULES.md."""
from dataclasses import replace

import pytest

from rules import moon
from rules.moon import Trick
from rules.tiles import DOUBLE_SIX, Tile


def auction(options=None, bidder=0, bid=4, trump=3):
    """Seat 0 bids first; `bidder` bids `bid`, the others pass; trump named."""
    options = options or moon.Options()
    state = moon.new_game(options)
    for seat in range(options.players):
        if state.phase == "bidding":  # a 21 closes the auction at once (M4)
            state = moon.apply(state, {"type": "bid", "seat": seat,
                                       "bid": bid if seat == bidder else None})
    if options.variant == "moon-3":
        state = moon.apply(state, {"type": "widow", "seat": bidder})
    return moon.apply(state, {"type": "trump", "seat": bidder, "trump": trump})


@pytest.mark.parametrize("trump, tiles, led, winner, options", [
    pytest.param(3, ["5-2", "5-4", "5-3", "5-5"], 5, 2, {}, id="M7-trump-beats-led-suit"),
    pytest.param(3, ["6-3", "3-0", "6-6", "3-3"], "trumps", 3, {}, id="M7-trump-lead"),
    pytest.param(4, ["2-1", "2-0", "6-2", "4-1"], 2, 3, {}, id="M7-best-two-loses-to-trump"),
    pytest.param("doubles", ["6-4", "6-1", "1-1", "6-5"], 6, 2, {}, id="M7-doubles-trump"),
    pytest.param("none", ["3-1", "1-1", "3-3", "6-3"], 3, 2, {}, id="M7-no-trump"),
    pytest.param("none", ["4-2", "4-4", "4-0", "5-1"], 4, 0, {"no_trump_doubles": "low"},
                 id="M7-no-trump-doubles-low"),
])
def test_worked_tricks(trump, tiles, led, winner, options):
    state = auction(moon.Options(**options), trump=trump)
    for seat, tile in enumerate(tiles):
        state = moon.apply(state, {"type": "play", "seat": seat, "tile": tile})
    trick = state.tricks[0]
    assert (trick.leader, trick.led, trick.winner) == (0, led, winner)
    assert trick.tiles == tuple(str(Tile(t)) for t in tiles)
    assert state.turn == winner  # M7: the winner leads the next trick


@pytest.mark.parametrize("written", [["6-4", "1-6", "1-1", "5-6"], ["4-6", "6-1", "1-1", "6-5"]])
def test_trick_winner_does_not_depend_on_how_a_tile_is_written(written):
    state = auction(trump="doubles")
    for seat, tile in enumerate(written):
        state = moon.apply(state, {"type": "play", "seat": seat, "tile": tile})
    assert (state.tricks[0].led, state.tricks[0].winner) == (6, 2)


def test_renege_example():
    """RULES M8: trump 6; trick 2 seat 1 leads 5-3, seat 2 plays 2-1; trick 5 seat 2
    plays 5-0 — a five that is not a trump: renege by seat 2 in trick 2."""
    state = auction(trump=6)
    tricks = [
        ["1-0", "6-1", "1-1", "3-1"],   # seat 0 leads ones; 6-1 trumps: seat 1 wins
        ["5-3", "2-1", "5-4", "5-5"],   # seat 1 leads fives; seat 2 plays 2-1; 5-5 wins: seat 0
        ["3-3", "3-2", "4-3", "3-0"],   # seat 0: threes, the double wins
        ["4-4", "4-2", "4-1", "4-0"],   # seat 0: fours, the double wins
        ["2-2", "6-2", "5-0", "6-6"],   # seat 0 leads twos; seat 2 plays 5-0
    ]
    leaders = [0, 1, 0, 0, 0]
    for number, (leader, tiles) in enumerate(zip(leaders, tricks), start=1):
        for i, tile in enumerate(tiles):
            state = moon.apply(state, {"type": "play", "seat": (leader + i) % 4, "tile": tile})
        if number == 4:
            assert state.reneges == ()
    assert [(r.seat, r.trick, r.tile, r.ruling) for r in state.reneges] == [(2, 2, "5-0", None)]


def scored(points, bid, by_side, bidder=0, options=None, reneges=()):
    """The state after a hand in which the sides took `by_side` tricks, starting from
    `points`: the first six tricks are set down as taken, the seventh is played."""
    options = options or moon.Options()
    state = replace(auction(options, bidder=bidder, bid=bid, trump="none"),
                    points=tuple(points), reneges=tuple(reneges))
    seats = [next(s for s in range(options.players) if options.side_of(s) == side)
             for side in range(options.sides)]
    winners = [seats[side] for side in sorted(range(options.sides), key=lambda s: by_side[s])
               for _ in range(by_side[side])]
    last, n = winners[-1], options.players
    final = ["6-6", "5-5", "4-4", "3-3"][:n]
    spare = iter(t for t in moon.tile_set(options) if str(t) not in final)
    tricks = tuple(Trick(w, tuple(str(next(spare)) for _ in range(n)), "trumps", w)
                   for w in winners[:6])
    state = replace(state, tricks=tricks)
    for i, tile in enumerate(final):
        state = moon.apply(state, {"type": "play", "seat": (last + i) % n, "tile": tile})
    return state


def test_scoring_examples():
    """RULES M9 (moon-4, A = 0+2, B = 1+3)."""
    state = scored([12, 9], 5, [5, 2])
    assert state.scores == [17, 11]
    state = scored([17, 11], 6, [3, 4], bidder=1)
    assert state.scores == [20, 5]
    state = scored([20, 5], 21, [7, 0])
    assert state.winner == 0 and state.phase == "over"
    state = scored([20, 5], 21, [6, 1])
    assert state.scores == [-1, 6] and state.winner is None


def test_tie_at_the_target_plays_another_hand():
    state = scored([19, 20], 4, [4, 3])
    assert state.scores == [23, 23] and state.winner is None
    assert state.phase == "bidding" and state.hand == 2 and state.turn == 1  # M4, M10
    assert len(state.tricks) == 7  # the finished hand's tricks stay until the next bid
    state = moon.apply(state, {"type": "bid", "seat": 1, "bid": None})
    assert state.tricks == ()


def test_target_reached_wins():
    state = scored([18, 3], 4, [5, 2])
    assert state.scores == [23, 5] and state.winner == 0 and state.turn is None


def test_moon_scores_21_option():
    state = scored([0, 0], 21, [7, 0], options=moon.Options(moon_21="scores-21"))
    assert state.scores == [21, 0] and state.winner == 0


def test_reneges_must_be_ruled_before_scoring():
    renege = moon.Renege(seat=1, trick=3, tile="6-5")
    state = scored([0, 0], 5, [4, 3], reneges=[renege])
    assert state.phase == "rulings" and state.turn is None and state.scores == [0, 0]
    ruled = moon.apply(state, {"type": "ruling", "trick": 3, "seat": 1, "ruling": "penalty"})
    # M8: the defenders reneged: bidders score the larger of bid and tricks, B nothing
    assert ruled.scores == [5, 0]
    stood = moon.apply(state, {"type": "ruling", "trick": 3, "seat": 1, "ruling": "stand"})
    assert stood.scores == [-5, 3]  # as played: bid 5 with 4 tricks is set (M9)


def test_penalty_on_the_bidding_side_sets_it():
    renege = moon.Renege(seat=2, trick=1, tile="6-5", ruling="penalty")
    state = scored([0, 0], 4, [5, 2], reneges=[renege])
    assert state.scores == [-4, 2]


def test_earliest_penalty_decides():
    reneges = [moon.Renege(1, 4, "6-5", "penalty"), moon.Renege(0, 2, "5-1", "penalty")]
    state = scored([0, 0], 5, [6, 1], reneges=reneges)
    assert state.scores == [-5, 1]  # seat 0's renege in trick 2 comes first: A is set


def test_conceded_21_counts_as_made():
    renege = moon.Renege(seat=1, trick=3, tile="6-5", ruling="penalty")
    state = scored([0, 0], 21, [6, 1], reneges=[renege])
    assert state.winner == 0 and state.scores == [7, 0]  # M9: a made 21 scores 7 tricks


def test_moon_3_other_defender_scores_tricks():
    options = moon.Options(variant="moon-3")
    renege = moon.Renege(seat=1, trick=3, tile="6-5", ruling="penalty")
    state = scored([0, 0, 0], 4, [3, 2, 2], options=options, reneges=[renege])
    assert state.scores == [4, 0, 2]


def test_moon_3_tile_set():
    """RULES M2: 1-0 ... 6-0 are left out; 0-0 stays."""
    tiles = moon.tile_set(moon.Options(variant="moon-3"))
    assert len(tiles) == 22 and Tile("0-0") in tiles and Tile("6-0") not in tiles
    assert len(moon.tile_set(moon.Options())) == len(DOUBLE_SIX) == 28


def test_all_pass_throws_the_hand_in():
    state = moon.new_game(moon.Options())
    for seat in (2, 3, 0, 1):
        state = moon.apply(state, {"type": "bid", "seat": seat, "bid": None})
    assert state.hand == 2 and state.phase == "bidding" and state.turn == 3


def test_forced_last_bidder():
    state = moon.new_game(moon.Options(all_pass="forced"))
    for seat in (0, 1, 2):
        state = moon.apply(state, {"type": "bid", "seat": seat, "bid": None})
    with pytest.raises(moon.IllegalAction) as refused:
        moon.apply(state, {"type": "bid", "seat": 3, "bid": None})
    assert refused.value.section == "M4"
    assert moon.apply(state, {"type": "bid", "seat": 3, "bid": 4}).phase == "trump"


def test_21_closes_the_auction():
    state = moon.new_game(moon.Options())
    state = moon.apply(state, {"type": "bid", "seat": 0, "bid": 5})
    state = moon.apply(state, {"type": "bid", "seat": 1, "bid": 21})
    assert state.phase == "trump" and state.turn == 1 and state.high_bid == 21


def test_check_shown_hand_proves_a_renege():
    state = auction(trump=3)
    state = moon.apply(state, {"type": "play", "seat": 0, "tile": "5-2"})
    verdict = moon.check(state, {"type": "play", "seat": 1, "tile": "6-1"},
                         hand=["6-1", "5-4", "2-2"])
    assert not verdict.legal and verdict.section == "M8" and "5-4" in verdict.message
    verdict = moon.check(state, {"type": "play", "seat": 1, "tile": "5-4"},
                         hand=["6-1", "5-4"])
    assert verdict.legal and verdict.effect["follows"] and verdict.effect["winning"] == 1
