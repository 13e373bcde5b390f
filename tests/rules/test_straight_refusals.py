"""One test per kind of refusal (RULES G2, G4, G8, S3, S4, S7, S8.4, S9): each raises
IllegalAction with its section and leaves the state as it was."""
from dataclasses import replace

import pytest

from rules import straight
from rules.straight import IllegalAction

OPTIONS = straight.Options(2)


def after(*plays, options=OPTIONS):
    state = straight.new_game(options)
    for seat, tile, end in plays:
        state = straight.apply(state, {"type": "play", "seat": seat, "tile": tile, "end": end})
    return state


SPINNER = after((0, "4-4", None))
FLANKED = after((0, "4-4", None), (1, "4-1", "right"), (0, "4-6", "left"))
EMPTY_BONEYARD = replace(FLANKED, boneyard=0)
REPORTS = replace(after((0, "6-6", None)), ended="domino", dominoed=0, held=(0, 2),
                  boneyard=14)


@pytest.mark.parametrize("state, action, section, words", [
    pytest.param(SPINNER, {"type": "play", "seat": 0, "tile": "4-2", "end": "left"},
                 "G4", "seat 1's turn", id="G4-out-of-turn"),
    pytest.param(SPINNER, {"type": "play", "seat": 1, "tile": "4-4", "end": "left"},
                 "G2", "already on the table", id="G2-tile-on-table"),
    pytest.param(SPINNER, {"type": "play", "seat": 1, "tile": "6-5", "end": "left"},
                 "S4.4", "does not fit", id="S4.4-no-match"),
    pytest.param(SPINNER, {"type": "play", "seat": 1, "tile": "6-5", "end": None},
                 "S4.4", "does not fit", id="S4.4-fits-nowhere"),
    pytest.param(SPINNER, {"type": "play", "seat": 1, "tile": "4-2", "end": None},
                 "S4.4", "say which end", id="S4.4-end-not-named"),
    pytest.param(SPINNER, {"type": "play", "seat": 1, "tile": "4-2", "end": "up"},
                 "S4.2", "both its sides", id="S4.2-spinner-not-flanked"),
    pytest.param(SPINNER, {"type": "play", "seat": 1, "tile": "4-2", "end": "north"},
                 "S4.4", "not an end", id="S4.4-unknown-end"),
    pytest.param(FLANKED, {"type": "pass", "seat": 1}, "S7", "draw", id="S7-pass-with-boneyard"),
    pytest.param(EMPTY_BONEYARD, {"type": "draw", "seat": 1}, "S7", "boneyard is empty",
                 id="S7-draw-from-empty"),
    pytest.param(after(), {"type": "draw", "seat": 0}, "S3", "before the lead",
                 id="S3-draw-before-lead"),
    pytest.param(after(), {"type": "pass", "seat": 2 - 2}, "S3", "before the lead",
                 id="S3-pass-before-lead"),
    pytest.param(REPORTS, {"type": "play", "seat": 1, "tile": "6-1", "end": None},
                 "S8.4", "hand is over", id="S8.4-play-while-reports-due"),
    pytest.param(SPINNER, {"type": "reveal", "seat": 1, "pips": 10}, "G8", "once the hand",
                 id="G8-report-before-end"),
    pytest.param(REPORTS, {"type": "reveal", "seat": 0, "pips": 0}, "G8", "holds no tiles",
                 id="G8-report-without-tiles"),
    pytest.param(REPORTS, {"type": "reveal", "seat": 1, "tiles": ["6-6", "2-1"]}, "G8",
                 "played in this hand", id="G8-reported-tile-on-table"),
    pytest.param(REPORTS, {"type": "reveal", "seat": 1, "tiles": ["2-1"]}, "G8",
                 "holds 2 tiles", id="G8-wrong-tile-count"),
    pytest.param(REPORTS, {"type": "reveal", "seat": 1, "tiles": ["2-1", "1-2"]}, "G8",
                 "twice", id="G8-same-tile-twice"),
    pytest.param(REPORTS, {"type": "reveal", "seat": 1, "pips": 24}, "G8", "impossible",
                 id="G8-impossible-pips"),
    pytest.param(REPORTS, {"type": "reveal", "seat": 1, "pips": 0}, "G8", "impossible",
                 id="G8-impossible-zero"),  # 0-0 is the only tile with no pips
    pytest.param(REPORTS, {"type": "reveal", "seat": 1, "tiles": ["2-1"], "pips": 3}, "G8",
                 "not both", id="G8-tiles-and-pips"),
    pytest.param(SPINNER, {"type": "play", "seat": 1, "tile": "7-1", "end": None},
                 "G1", "not a tile", id="G1-not-a-tile"),
    pytest.param(SPINNER, {"type": "play", "seat": 1, "tile": 41, "end": None},
                 "G1", "not a tile", id="G1-tile-not-text"),
    pytest.param(SPINNER, {"type": "play", "seat": 5, "tile": "4-1", "end": None},
                 "G4", "no seat", id="G4-no-such-seat"),
    pytest.param(SPINNER, {"type": "bid", "seat": 1}, "G4", "unknown action",
                 id="G4-unknown-action"),
])
def test_refusals(state, action, section, words):
    with pytest.raises(IllegalAction) as refused:
        straight.apply(state, action)
    assert refused.value.section == section
    assert words in refused.value.message
    verdict = straight.check(state, action)
    assert (verdict.legal, verdict.section, verdict.message) == \
        (False, section, refused.value.message)


def test_second_report_and_reports_that_do_not_add_up():
    state = replace(after((0, "6-6", None)), ended="blocked", held=(2, 2, 2),
                    boneyard=0, options=straight.Options(3, hand_size=5))
    state = replace(state, reports=(None,) * 3, points=(0, 0, 0))
    state = straight.apply(state, {"type": "reveal", "seat": 0, "pips": 10})
    with pytest.raises(IllegalAction) as refused:
        straight.apply(state, {"type": "reveal", "seat": 0, "pips": 10})
    assert (refused.value.section, "already reported" in refused.value.message) == ("G8", True)
    state = straight.apply(state, {"type": "reveal", "seat": 1, "tiles": ["2-1", "3-0"]})
    with pytest.raises(IllegalAction) as refused:
        straight.apply(state, {"type": "reveal", "seat": 2, "tiles": ["3-1", "4-1"]})
    assert refused.value.section == "G8" and "add up" in refused.value.message
    with pytest.raises(IllegalAction) as refused:
        straight.apply(state, {"type": "reveal", "seat": 2, "tiles": ["2-1", "4-1"]})
    assert "already reported by seat 1" in refused.value.message


@pytest.mark.parametrize("options", [
    dict(players=1), dict(players=5), dict(players=3, partnerships=True),
    dict(players=4, hand_size=8), dict(players=2, hand_size=4), dict(players=2, target=0),
    dict(players=2, spinner="sometimes"), dict(players=2, counting="muggins"),
])
def test_invalid_options(options):
    """RULES S1, S2: options that break a rule are refused when the game is created."""
    with pytest.raises(ValueError):
        straight.Options(**options)


def test_options_defaults_and_json():
    four = straight.Options(4)
    assert four.partnerships is True and straight.Options(3).partnerships is False
    assert (four.target, four.hand_size, four.spinner, four.counting, four.finish_hand) == \
        (250, 7, "first-double", "standard", False)
    assert straight.Options.from_json(four.to_json()) == four
    assert straight.Options.from_json({"players": 2, "finish-hand": True}).finish_hand


def test_check_gives_the_effect_without_recording():
    state = after((0, "4-4", None), (1, "4-1", "right"), (0, "4-6", "left"))
    verdict = straight.check(state, {"type": "play", "seat": 1, "tile": "4-3", "end": "up"})
    assert verdict.legal and verdict.section == "S6"
    assert (verdict.effect["count"], verdict.effect["points"]) == (10, 10)
    assert state.count == 7 and state.scores == [0, 0]


def test_check_hidden_hand_could_have_played():
    """RULES S7 and G7: a player shows a hand holding a tile that fits."""
    verdict = straight.check(FLANKED, {"type": "draw", "seat": 1}, hand=["6-2", "5-5"])
    assert not verdict.legal and verdict.section == "S7" and "6-2" in verdict.message
    # Two of the six tiles seat 1 holds, neither fitting, prove nothing (G7) ...
    verdict = straight.check(FLANKED, {"type": "draw", "seat": 1}, hand=["5-5", "3-2"])
    assert (verdict.legal, verdict.section, verdict.effect["not_shown"]) == (False, "G7", 4)
    # ... all six, none bearing the 6, 1 or 4 of the open ends, prove the draw legal.
    whole = ["5-5", "3-2", "5-3", "3-3", "2-2", "5-2"]
    assert straight.check(FLANKED, {"type": "draw", "seat": 1}, hand=whole).legal


def test_an_end_must_be_one_of_the_four_names():
    """S4.4: a play names left, right, up or down, or no end at all."""
    state = straight.new_game(straight.Options(2))
    for end in ("a", "middle", 3):
        with pytest.raises(IllegalAction) as refused:
            straight.apply(state, {"type": "play", "seat": 0, "tile": "6-6", "end": end})
        assert refused.value.section == "S4.4"
