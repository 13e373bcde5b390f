"""One test per kind of Moon refusal (RULES G2, G4, M2, M4, M5, M6, M7, M8, M10):
each raises IllegalAction with its section, and check() says the same."""
import pytest

from rules import moon
from rules.moon import IllegalAction


def bids(*values, first=0, options=None):
    state = moon.new_game(options or moon.Options())
    for i, value in enumerate(values):
        state = moon.apply(state, {"type": "bid", "seat": (first + i) % state.options.players,
                                   "bid": value})
    return state


AUCTION = bids(5)                                 # seat 1 to bid, high bid 5
CLOSED = bids(5, 21)                              # seat 1 bid 21: trump is due from seat 1
TRUMPED = moon.apply(bids(4, None, None, None), {"type": "trump", "seat": 0, "trump": 3})
LED = moon.apply(TRUMPED, {"type": "play", "seat": 0, "tile": "5-2"})
THREE = bids(4, None, None, options=moon.Options(variant="moon-3"))


@pytest.mark.parametrize("state, action, section, words", [
    pytest.param(AUCTION, {"type": "bid", "seat": 1, "bid": 5}, "M4", "beat the high bid",
                 id="M4-not-higher"),
    pytest.param(bids(7), {"type": "bid", "seat": 1, "bid": 7}, "M4", "beat the high bid",
                 id="M4-second-seven"),
    pytest.param(AUCTION, {"type": "bid", "seat": 1, "bid": 8}, "M4", "not a bid",
                 id="M4-not-a-bid"),
    pytest.param(CLOSED, {"type": "bid", "seat": 2, "bid": None}, "M4", "not due",
                 id="M4-bid-after-21"),
    pytest.param(AUCTION, {"type": "bid", "seat": 2, "bid": 6}, "G4", "seat 1's turn",
                 id="G4-bid-out-of-turn"),
    pytest.param(CLOSED, {"type": "trump", "seat": 0, "trump": 4}, "M6", "seat 1's turn",
                 id="M6-trump-by-another"),
    pytest.param(TRUMPED, {"type": "trump", "seat": 0, "trump": 4}, "M6", "already named",
                 id="M6-trump-twice"),
    pytest.param(CLOSED, {"type": "play", "seat": 1, "tile": "6-6"}, "M6", "not due",
                 id="M6-play-before-trump"),
    pytest.param(CLOSED, {"type": "trump", "seat": 1, "trump": 7}, "M6", "not a trump",
                 id="M6-not-a-trump"),
    pytest.param(bids(4, None, None, None, options=moon.Options(doubles_trump=False)),
                 {"type": "trump", "seat": 0, "trump": "doubles"}, "M6", "doubles",
                 id="M6-doubles-not-allowed"),
    pytest.param(LED, {"type": "play", "seat": 2, "tile": "6-6"}, "G4", "seat 1's turn",
                 id="G4-play-out-of-turn"),
    pytest.param(LED, {"type": "play", "seat": 1, "tile": "2-5"}, "G2", "already been played",
                 id="G2-tile-played"),
    pytest.param(LED, {"type": "play", "seat": 1, "tile": "7-2"}, "G1", "not a tile",
                 id="G1-not-a-tile"),
    pytest.param(moon.apply(moon.apply(THREE, {"type": "widow", "seat": 0}),
                            {"type": "trump", "seat": 0, "trump": 2}),
                 {"type": "play", "seat": 0, "tile": "6-0"}, "M2", "moon-3", id="M2-not-in-set"),
    pytest.param(bids(4, None, None, None), {"type": "widow", "seat": 0}, "M5", "no widow",
                 id="M5-no-widow-in-moon-4"),
    pytest.param(THREE, {"type": "play", "seat": 0, "tile": "6-6"}, "M5",
                 "take the widow and name trump", id="M5-lead-before-widow-and-trump"),
    pytest.param(moon.apply(THREE, {"type": "widow", "seat": 0}),
                 {"type": "play", "seat": 0, "tile": "6-6"}, "M5", "name trump",
                 id="M5-lead-before-trump"),
    pytest.param(moon.apply(THREE, {"type": "trump", "seat": 0, "trump": 2}),
                 {"type": "play", "seat": 0, "tile": "6-6"}, "M5", "take the widow",
                 id="M5-lead-before-widow"),
    pytest.param(moon.apply(THREE, {"type": "trump", "seat": 0, "trump": 2}),
                 {"type": "trump", "seat": 0, "trump": 3}, "M6", "already named",
                 id="M6-trump-twice-before-widow"),
    pytest.param(moon.apply(THREE, {"type": "widow", "seat": 0}),
                 {"type": "widow", "seat": 0}, "M5", "already taken", id="M5-widow-twice"),
    pytest.param(moon.apply(THREE, {"type": "trump", "seat": 0, "trump": 2}),
                 {"type": "widow", "seat": 1}, "M5", "seat 0's turn",
                 id="M5-widow-by-another"),
    pytest.param(LED, {"type": "ruling", "trick": 1, "seat": 1, "ruling": "penalty"}, "M8",
                 "no renege", id="M8-no-such-renege"),
    pytest.param(LED, {"type": "ruling", "trick": 1, "seat": 1, "ruling": "maybe"}, "M8",
                 "penalty or stand", id="M8-bad-ruling"),
    pytest.param(LED, {"type": "deal", "seat": 1}, "G4", "unknown action", id="G4-unknown"),
    pytest.param(LED, {"type": "play", "seat": 4, "tile": "6-6"}, "G4", "no seat",
                 id="G4-no-such-seat"),
])
def test_refusals(state, action, section, words):
    with pytest.raises(IllegalAction) as refused:
        moon.apply(state, action)
    assert refused.value.section == section, refused.value.message
    assert words in refused.value.message
    verdict = moon.check(state, action)
    assert (verdict.legal, verdict.section) == (False, section)


@pytest.mark.parametrize("options", [
    dict(variant="moon-5"), dict(target=0), dict(all_pass="again"), dict(doubles_trump="yes"),
    dict(no_trump_doubles="middle"), dict(moon_21="double"), dict(goes_out="lowest"),
    dict(goes_out=True),
])
def test_invalid_options(options):
    with pytest.raises(ValueError):
        moon.Options(**options)


def test_options_json_round_trip():
    options = moon.Options(variant="moon-3", all_pass="forced", moon_21="scores-21")
    assert moon.Options.from_json(options.to_json()) == options
    assert moon.Options.from_json({"no-trump-doubles": "low"}).no_trump_doubles == "low"
