"""RULES §GP6-GP10 ruling by ruling, table-driven (GP1-GP5 are in
test_gaple_rulings.py): the end of a hand, who wins a blocked one, the scorings,
the game's end and the checker's hidden-hand questions. Each case's id names its
section; each expected value is worked out from the ruling's words."""
import pytest

from rules import gaple
from rules.gaple.blocked import decide
from rules.gaple.end import game_end
from tests.rules import gaple_hands as hands
from tests.rules.gaple_script import actions
from tests.rules.test_gaple_rulings import (ANY, AFTER_AN_OUT, DOUBLE_LEAD, EXAMPLE_1,
                                            EXAMPLE_2, POINTS, play)

A, B, C, D = range(4)


# GP6: the end of the hand ---------------------------------------------------------

def test_an_out_that_also_blocks_is_an_out():
    """GP6.1: D's last tile leaves both ends showing 4 with all 4s down: an out."""
    state = play({"scoring": "collect", "partners": True}, hands.OUT_THAT_BLOCKS)
    assert state.ended == "out" and state.went_out == D and state.blocked is None
    assert state.line.blocked == 4 and state.reports_due == [A, B, C]


@pytest.mark.parametrize("options, script, due", [
    pytest.param(POINTS, EXAMPLE_1, [], id="GP6.3-points-out"),
    pytest.param(POINTS, EXAMPLE_2, [A, B, C, D], id="GP6.3-points-gaple-reports"),
    pytest.param({}, EXAMPLE_2, [A, B, C, D], id="GP6.3-penalty-gaple-reports"),
])
def test_reports_asked(options, script, due):
    state = play({**options, **ANY}, script)
    assert state.reports_due == due


def test_the_last_report_is_offered():
    """GP10.4: with one report left, the unlaid tiles tell it."""
    state = play(ANY, EXAMPLE_1 + ", B shows 6-4 5-5, C shows 6-1")
    assert state.last_report == {"seat": D, "tiles": ["4-1", "0-0"]}
    state = play({**ANY, "dead_0_0": None}, EXAMPLE_1 + ", B shows 6-4 5-5, C shows 7 pips")
    assert state.last_report == {"seat": D, "pips": 5}


def test_the_last_report_by_pips_holds_the_stranded_0_0():
    """GP8.2, GP10.1: B and C show their tiles, so D's 5 pips are 0-0 and 4-1."""
    state = play(ANY, EXAMPLE_1 + ", B shows 6-4 5-5, C shows 6-1, D shows 5 pips")
    assert state.history[-1].points == (0, 20, 7, 30)


def test_reported_tiles_flag_a_false_pass():
    """G9, GP10.3: D passed after 4-1 at an end showing 6, and reports 6-2: flagged
    in the hand's result once the reports are in, not before."""
    state = play(ANY, hands.REPORTED_FALSE_PASS)
    assert state.flags == [] and state.reports_due == [A, C, D]
    state = play(ANY, hands.REPORTED_FALSE_PASS + ", " + hands.REPORTED_FALSE_PASS_REPORTS)
    (flag,) = state.history[-1].flags
    assert (flag["seat"], flag["pass"], flag["tile"], flag["after"]) == (D, 1, "6-2", "4-1")
    assert 6 in flag["ends"].values() and flag["section"] == "G9"
    assert state.flags == [flag]


# GP7, GP8 ---------------------------------------------------------------------------

@pytest.mark.parametrize("options, pips, tiles, blocker, winner, equal, leader", [
    pytest.param({}, (12, 6, 9, 5), (1, 2, 2, 1), B, D, False, D, id="GP7-lowest"),
    pytest.param({}, (6, 10, 6, 8), (1, 1, 2, 2), C, A, True, A, id="GP7-fewer-tiles"),
    pytest.param({}, (6, 10, 6, 8), (2, 1, 2, 2), C, C, True, C,
                 id="GP7-first-in-turn-from-the-blocker"),
    pytest.param({}, (6, 10, 6, 8), (2, 1, 2, 2), D, A, True, A,
                 id="GP7-turn-order-runs-on-past-seat-3"),
    pytest.param({"direction": "counter-clockwise"}, (6, 10, 6, 8), (2, 1, 2, 2), D, C, True,
                 C, id="GP7-counter-clockwise-turn-order"),
    pytest.param({"scoring": "collect", "partners": True}, (12, 6, 9, 5), (1, 2, 2, 1), B,
                 1, False, D, id="GP7-partners-GP3.3-lower-hand-leads"),
    pytest.param({"scoring": "collect", "partners": True}, (6, 6, 6, 6), (1, 1, 1, 1), A,
                 0, True, A, id="GP7-partners-level-GP3.3-first-from-the-blocker"),
    pytest.param({**POINTS, "blocked": "duel"}, (12, 6, 9, 5), (1, 2, 2, 1), B, 1, False, B,
                 id="GP7-duel-the-blocker-lower"),
    pytest.param({**POINTS, "blocked": "duel"}, (12, 9, 6, 5), (1, 2, 2, 1), B, 0, False, C,
                 id="GP7-duel-the-left-player-lower"),
    pytest.param({**POINTS, "blocked": "duel"}, (12, 6, 6, 5), (1, 2, 2, 1), B, 0, True, C,
                 id="GP7-duel-equal-the-side-that-did-not-block"),
    pytest.param({**POINTS, "blocked": "duel", "direction": "counter-clockwise"},
                 (12, 9, 6, 5), (1, 2, 2, 1), B, 0, False, C,
                 id="GP1-GP7-left-is-seat-plus-1-either-way"),
])
def test_who_wins_a_blocked_hand(options, pips, tiles, blocker, winner, equal, leader):
    decision = decide(gaple.Options(**options), pips, tiles, blocker)
    assert (decision.winner, decision.equal, decision.leader) == (winner, equal, leader)


@pytest.mark.parametrize("options, points, leader", [
    pytest.param({**POINTS, "blocked": "duel"}, (1, 0), C, id="GP8.4-equal-duel-plus-1"),
    pytest.param(POINTS, (0, 2), D, id="GP8.4-lowest-the-blocker-side-wins"),
    pytest.param({"scoring": "collect", "partners": True, "blocked": "duel"}, (16, 0), C,
                 id="GP8.3-equal-duel-failed-block-x2"),
    pytest.param({"scoring": "collect", "partners": True}, (0, 12), D,
                 id="GP8.3-lowest-blocker-side-not-doubled"),
])
def test_an_equal_duel(options, points, leader):
    """B blocks with 3-2 (5) against C's 4-1 (5) on B's left; A holds 4-3, D 2-1."""
    state = play({**options, **ANY}, hands.EQUAL_DUEL + ", " + hands.EQUAL_DUEL_REPORTS)
    assert state.history[-1].points == points and state.turn == leader


def test_an_out_with_a_tile_that_fits_one_end_scores_1():
    """GP8.4: B's last tile 6-2 fits only the 6 end (ends 6 and 4)."""
    state = play(POINTS, hands.PLAIN_OUT)
    assert state.history[-1].points == (0, 1)


def test_collect_after_an_out_with_partners():
    """GP8.3: B went out; B+D score A's and C's pips, never D's."""
    state = play({"scoring": "collect", "partners": True},
                 hands.PLAIN_OUT + ", " + hands.PLAIN_OUT_REPORTS)
    assert state.history[-1].points == (0, 5 + 4 + 3)


# GP9 -----------------------------------------------------------------------------------

@pytest.mark.parametrize("options, scores, played, over, winner, first, losers", [
    pytest.param({}, (31, 82, 97, 105), 1, True, A, (A,), (D,), id="GP9-limit-reached"),
    pytest.param({}, (31, 82, 31, 105), 1, True, None, (A, C), (D,),
                 id="GP9-equal-lowest-share-first"),
    pytest.param({}, (100, 110, 102, 105), 1, True, None, (), (A, B, C, D),
                 id="GP9-all-at-the-limit-nobody-first"),
    pytest.param({}, (99, 50, 20, 0), 1, False, None, (), (), id="GP9-under-the-limit"),
    pytest.param({"scoring": "collect"}, (114, 0, 0, 0), 1, True, A, (A,), (),
                 id="GP9-collect-target"),
    pytest.param({"scoring": "collect"}, (120, 110, 0, 0), 1, True, A, (A,), (),
                 id="GP9-both-reached-the-higher"),
    pytest.param({"scoring": "collect"}, (110, 110, 0, 0), 1, False, None, (), (),
                 id="GP9-equal-at-the-top-another-hand"),
    pytest.param(POINTS, (9, 2), 5, True, 0, (0,), (), id="GP9-points-7"),
    pytest.param(POINTS, (-1, 2), 1, False, None, (), (), id="GP8.4-totals-may-go-negative"),
    pytest.param({"hands": 3}, (50, 40, 30, 20), 2, False, None, (), (),
                 id="GP9-hands-not-yet"),
    pytest.param({"hands": 3}, (50, 40, 30, 20), 3, True, D, (D,), (),
                 id="GP9-hands-lowest-wins-under-penalty"),
    pytest.param({"hands": 3}, (20, 40, 30, 20), 3, False, None, (), (),
                 id="GP9-hands-equal-best-another-hand"),
    pytest.param({"hands": 3, "scoring": "collect"}, (50, 40, 30, 20), 3, True, A, (A,), (),
                 id="GP9-hands-highest-wins"),
])
def test_game_end(options, scores, played, over, winner, first, losers):
    end = game_end(gaple.Options(**options), scores, played)
    assert (end.over, end.winner, end.first, end.losers) == (over, winner, first, losers)


def test_hands_ends_the_game_after_the_hand():
    """GP9 `hands`=1: example 2 under `penalty`; D, lowest with 5, wins."""
    state = play({"hands": 1}, EXAMPLE_2 + ", " + hands.EXAMPLE_2_REPORTS)
    assert state.phase == "over" and state.winner == D and state.losers == ()


# GP10.4, G7: the checker with the tiles shown ------------------------------------------

@pytest.mark.parametrize("options, script, step, hand, legal, section", [
    pytest.param(ANY, "A 5-3", "B pass", ["6-6", "4-1", "6-4", "4-4", "2-1", "1-1", "0-0"],
                 True, "GP5", id="GP5-a-pass-with-nothing-that-fits"),
    pytest.param(ANY, "A 5-3", "B pass", ["6-6", "4-1"], False, "G7",
                 id="G7-GP5-part-of-the-hand-not-proven"),
    pytest.param(ANY, "A 5-3", "B pass", ["6-6", "3-1"], False, "GP5",
                 id="GP5-a-pass-holding-3-1"),
    pytest.param(DOUBLE_LEAD, AFTER_AN_OUT, "C no-double", ["6-5", "2-2"], False, "GP3.2",
                 id="GP3.2-no-double-while-showing-2-2"),
    pytest.param(DOUBLE_LEAD, AFTER_AN_OUT, "C no-double",
                 ["6-5", "2-1", "6-4", "5-3", "4-2", "3-1", "1-0"], True, "GP3.2",
                 id="GP3.2-no-double-honest"),
    pytest.param({}, "", "B redeal", ["6-6", "5-5", "4-4", "3-3", "2-2", "2-1", "1-0"], True,
                 "GP2", id="GP2-five-doubles"),
    pytest.param({}, "", "B redeal", ["6-6", "5-5", "4-4", "3-3", "2-1", "1-0"], False,
                 "GP2", id="GP2-four-doubles"),
    pytest.param({"redeal_doubles": 6}, "", "B redeal", ["6-6", "5-5", "4-4", "3-3", "2-2"],
                 False, "GP2", id="GP2-redeal-doubles-6"),
    pytest.param(ANY, "A 5-3", "B 3-1 right", ["6-6", "4-1"], False, "G7",
                 id="G7-a-tile-not-shown"),
    pytest.param(ANY, "A 5-3", "B pass", ["5-3"], False, "G2", id="G7-G2-shown-on-table"),
])
def test_hidden_hand_questions(options, script, step, hand, legal, section):
    verdict = gaple.check(play(options, script), actions(step)[0], hand=hand)
    assert (verdict.legal, verdict.section) == (legal, section)


@pytest.mark.parametrize("options, words, section", [
    pytest.param({}, "every other player adds", "GP6.1", id="GP8.1-what-an-out-scores"),
    pytest.param({"scoring": "collect"}, "scores the pips left", "GP6.1",
                 id="GP8.3-what-an-out-scores"),
    pytest.param({"scoring": "collect", "both_ends": "x2"}, "doubled", "GP6.1",
                 id="GP8.3-both-ends-x2"),
    # Points are for partners (RULES GP1): "seats 1+3 score 3", as RULES S writes it.
    pytest.param(POINTS, "score 3: out with a tile that fitted either end", "GP8.4",
                 id="GP8.4-scored-at-once"),
])
def test_what_going_out_scores(options, words, section):
    state = play({**ANY, **options}, hands.EXAMPLE_1)
    verdict = gaple.check(state, {"type": "play", "seat": A, "tile": "5-3", "end": "right"})
    assert verdict.legal and verdict.section == section and words in verdict.message
    assert verdict.effect["out"] and verdict.effect["either_end"]
    assert verdict.effect["ends"] == ["left", "right"] and verdict.effect["end"] == "right"


def test_the_checker_names_a_gaple():
    """GP6.2: checking B's 1-5 in example 2: gaple 5, B blocks."""
    state = play({}, hands.EXAMPLE_2)
    verdict = gaple.check(state, actions(hands.EXAMPLE_2_BLOCK)[0])
    assert verdict.section == "GP6.2" and verdict.effect["gaple"] == 5
    assert verdict.effect["blocker"] == B and state.phase == "play"  # nothing recorded


def test_every_section_the_engine_cites_is_a_ruling_of_rules():
    """Each GP section cited in rules/gaple is a ruling of docs/RULES.md."""
    import pathlib
    import re
    root = pathlib.Path(__file__).resolve().parents[2]
    rulings = set(re.findall(r"^\s*- \*\*(GP\d+(?:\.\d+)?)", (root / "docs" / "RULES.md")
                             .read_text(encoding="utf-8"), re.M))
    cited = {s for path in (root / "rules" / "gaple").glob("*.py")
             for s in re.findall(r"\bGP\d+(?:\.\d+)?", path.read_text(encoding="utf-8"))}
    # 25 rulings GP1-GP10.4, and RULES GP11 adds 9: GP11 itself and GP11.1-GP11.8.
    assert len(rulings) == 34 and cited and cited <= rulings
