"""RULES M5 (the widow and trump in either order, both before the lead) and M10
(option `goes_out`: highest / bidder), table-driven; values worked out by hand."""
import pytest

from rules import moon
from tests.rules.test_moon_examples import scored

THREE = moon.Options(variant="moon-3")


def auctioned(options=THREE):
    """Seat 0 bids 4, the others pass: the high bidder's widow and trump steps are due."""
    state = moon.new_game(options)
    for seat in range(options.players):
        state = moon.apply(state, {"type": "bid", "seat": seat, "bid": 4 if seat == 0 else None})
    return state


WIDOW = {"type": "widow", "seat": 0}
TRUMP = {"type": "trump", "seat": 0, "trump": 5}
LEAD = {"type": "play", "seat": 0, "tile": "5-5"}


@pytest.mark.parametrize("steps, phases", [
    pytest.param([WIDOW, TRUMP], ["trump", "play"], id="M5-widow-then-trump"),
    pytest.param([TRUMP, WIDOW], ["widow", "play"], id="M5-trump-then-widow"),
])
def test_m5_widow_and_trump_in_either_order(steps, phases):
    state = auctioned()
    assert (state.phase, state.turn) == ("widow", 0)
    for step, phase in zip(steps, phases):
        with pytest.raises(moon.IllegalAction) as refused:  # M5: no lead before both
            moon.apply(state, LEAD)
        assert refused.value.section == "M5"
        state = moon.apply(state, step)
        assert (state.phase, state.turn) == (phase, 0)  # the high bidder's turn throughout
    assert state.trump == 5
    state = moon.apply(state, LEAD)
    assert state.current == ((0, "5-5"),)


def test_m5_checker_agrees():
    state = moon.apply(auctioned(), TRUMP)
    assert moon.check(state, WIDOW).legal
    verdict = moon.check(state, LEAD)
    assert (verdict.legal, verdict.section) == (False, "M5")


# (scores before, bidder, bid, tricks per side, options, scores after, winner)
M10 = [
    pytest.param([18, 20], 0, 4, [4, 3], {}, [22, 23], 1,
                 id="M10-highest-the-higher-side-wins"),
    pytest.param([18, 20], 0, 4, [4, 3], {"goes_out": "bidder"}, [22, 23], 0,
                 id="M10-bidder-goes-out-though-another-has-more"),
    pytest.param([19, 20], 0, 4, [4, 3], {}, [23, 23], None,
                 id="M10-highest-tie-at-the-top-plays-on"),
    pytest.param([19, 20], 0, 4, [4, 3], {"goes_out": "bidder"}, [23, 23], 0,
                 id="M10-bidder-goes-out-breaks-a-tie"),
    pytest.param([18, 20], 0, 5, [4, 3], {"goes_out": "bidder"}, [13, 23], 1,
                 id="M10-bidder-set-so-as-highest"),
    pytest.param([10, 19], 0, 4, [4, 3], {"goes_out": "bidder"}, [14, 22], 1,
                 id="M10-bidder-made-below-target-so-as-highest"),
    pytest.param([17, 19, 19], 0, 4, [4, 3, 0], {"variant": "moon-3", "goes_out": "bidder"},
                 [21, 22, 19], 0, id="M10-moon-3-bidder-goes-out"),
    pytest.param([17, 19, 19], 0, 4, [4, 3, 0], {"variant": "moon-3"}, [21, 22, 19], 1,
                 id="M10-moon-3-highest"),
    pytest.param([5, 20, 20], 0, 4, [5, 1, 1], {"variant": "moon-3", "goes_out": "bidder"},
                 [10, 21, 21], None, id="M10-bidder-below-target-tie-at-top-plays-on"),
]


@pytest.mark.parametrize("before, bidder, bid, tricks, options, after, winner", M10)
def test_m10_goes_out(before, bidder, bid, tricks, options, after, winner):
    state = scored(before, bid, tricks, bidder=bidder, options=moon.Options(**options))
    assert state.scores == after
    assert state.winner == winner
    assert state.phase == ("over" if winner is not None else "bidding")


def test_goes_out_round_trips_and_defaults():
    """M10's option: JSON both ways; an options file from before it reads as highest."""
    options = moon.Options(goes_out="bidder")
    assert options.to_json()["goes_out"] == "bidder"
    assert moon.Options.from_json(options.to_json()) == options
    assert moon.Options.from_json({"goes-out": "bidder"}) == options
    old = {k: v for k, v in moon.Options().to_json().items() if k != "goes_out"}
    assert moon.Options.from_json(old).goes_out == "highest"
    with pytest.raises(ValueError):
        moon.Options.from_json({"goes_out": "first"})
