"""RULES §GP1-GP5 ruling by ruling, table-driven, and every refusal of GP (the end
of a hand, the scorings, the game's end and the checker are in
test_gaple_scoring.py). Each case's id names its section; each expected value is
worked out from the ruling's words."""
import pytest

from rules import IllegalAction, gaple
from rules.messages import Msg
from tests.rules import gaple_hands as hands
from tests.rules.gaple_script import actions

A, B, C, D = range(4)
ANY = {"first_lead": "any"}
POINTS = {"scoring": "points", "partners": True}
EXAMPLE_1 = hands.EXAMPLE_1 + ", " + hands.EXAMPLE_1_OUT
EXAMPLE_2 = hands.EXAMPLE_2 + ", " + hands.EXAMPLE_2_BLOCK


def play(options, script):
    return gaple.replay(gaple.Options(**options), actions(script))


# GP1 -----------------------------------------------------------------------------

@pytest.mark.parametrize("options, words", [
    pytest.param({"partners": True}, "penalty scoring", id="GP1-penalty-needs-partners-off"),
    pytest.param({"scoring": "points"}, "points scoring", id="GP1-points-needs-partners"),
    pytest.param({"scoring": "collect", "blocked": "duel"}, "duel",
                 id="GP1-duel-needs-partners"),
    pytest.param({"scoring": "score"}, "scoring must be", id="GP1-scoring-values"),
    pytest.param({"direction": "left"}, "direction must be", id="GP1-direction-values"),
    pytest.param({"partners": "yes"}, "partners is on or off", id="GP1-partners-on-off"),
    pytest.param({"redeal_doubles": 4}, "redeal_doubles", id="GP2-redeal-5-6-off"),
    pytest.param({"first_lead": "1-1"}, "first_lead", id="GP3.1-first-lead-values"),
    pytest.param({"winner_lead": "high"}, "winner_lead", id="GP3.2-winner-lead-values"),
    pytest.param({"after_gaple": "loser"}, "after_gaple", id="GP3.3-after-gaple-values"),
    pytest.param({"pass_point": 1}, "pass_point is on or off", id="GP5-pass-point-on-off"),
    pytest.param({"gaple_winner": "half"}, "gaple_winner", id="GP8.1-gaple-winner-values"),
    pytest.param({"dead_0_0": 30}, "dead_0_0", id="GP8.2-dead-0-0-25-or-off"),
    pytest.param({"dead_6_6": 25}, "dead_6_6", id="GP8.2-dead-6-6-off-or-50"),
    pytest.param({"scoring": "collect", "failed_block": "x3"}, "failed_block",
                 id="GP8.3-failed-block-values"),
    pytest.param({"target": 0}, "target", id="GP9-target-positive"),
    pytest.param({"hands": 0}, "hands", id="GP9-hands-off-or-positive"),
])
def test_options_that_break_a_rule_are_refused(options, words):
    with pytest.raises(ValueError) as refused:
        gaple.Options(**options)
    assert words in str(refused.value) and isinstance(refused.value.args[0], Msg)


@pytest.mark.parametrize("options, target", [
    pytest.param({}, 100, id="GP9-penalty-limit-100"),
    pytest.param({"scoring": "collect"}, 101, id="GP9-collect-target-101"),
    pytest.param(POINTS, 7, id="GP9-points-target-7"),
    pytest.param({"scoring": "collect", "target": 150}, 150, id="GP9-target-chosen"),
])
def test_the_target_defaults_to_the_scorings(options, target):
    assert gaple.Options(**options).target == target


def test_the_defaults_and_json_round_trip():
    """GP1-GP9 defaults, and options stored as JSON come back the same."""
    o = gaple.Options()
    assert (o.partners, o.scoring, o.direction, o.redeal_doubles, o.first_lead, o.winner_lead,
            o.after_gaple, o.pass_point, o.blocked, o.gaple_winner, o.dead_0_0, o.dead_6_6,
            o.failed_block, o.both_ends, o.hands) == (
        False, "penalty", "clockwise", 5, "0-0", "any", "winner", False, "lowest", "counts",
        25, None, "x2", "x1", None)
    assert o.players == 4 and o.sides == 4 and gaple.Options(**POINTS).sides == 2
    chosen = gaple.Options(scoring="collect", partners=True, blocked="duel", dead_6_6=50)
    assert gaple.Options.from_json(chosen.to_json()) == chosen
    assert gaple.Options.from_json({"first-lead": "any"}).first_lead == "any"


@pytest.mark.parametrize("direction, after_lead", [
    pytest.param("clockwise", D, id="GP1-clockwise"),
    pytest.param("counter-clockwise", B, id="GP1-counter-clockwise"),
])
def test_direction(direction, after_lead):
    """GP1: the turn passes i → i+1, or i → i−1 counter-clockwise."""
    assert play({"direction": direction}, "C 0-0").turn == after_lead


# Refusals --------------------------------------------------------------------------

DOUBLE_LEAD = {**POINTS, "winner_lead": "double"}
AFTER_AN_OUT = hands.EXAMPLE_4[0]  # C goes out: C leads hand 2


@pytest.mark.parametrize("options, script, step, section, words", [
    pytest.param({}, "", "B 6-6", "GP3.4", "led with 0-0", id="GP3.4-only-0-0-leads"),
    pytest.param({}, "", "B pass", "GP3.4", "nothing comes before", id="GP3.4-no-pass-before"),
    pytest.param({"first_lead": "6-6"}, "", "A 0-0", "GP3.4", "6-6", id="GP3.1-6-6-leads"),
    pytest.param({"first_lead": "rotating"}, "", "C 1-1", "GP3.4", "0-0",
                 id="GP3.1-rotating-hand-1-0-0"),
    pytest.param(ANY, "", "B pass", "GP3.1", "any tile", id="GP3.1-any-no-pass-before"),
    pytest.param(ANY, "", "A no-double", "GP3.2", "no double is due",
                 id="GP3.2-no-double-only-when-due"),
    pytest.param(DOUBLE_LEAD, AFTER_AN_OUT, "C 5-4", "GP3.2", "not a double",
                 id="GP3.2-winner-leads-a-double"),
    pytest.param(DOUBLE_LEAD, AFTER_AN_OUT, "C pass", "GP3.2", "no pass",
                 id="GP3.2-no-pass-before-the-double"),
    pytest.param(DOUBLE_LEAD, AFTER_AN_OUT, "D 5-5", "G4", "turn", id="GP3.2-C-leads-first"),
    pytest.param(DOUBLE_LEAD, AFTER_AN_OUT + ", C no-double, D no-double, A no-double",
                 "B no-double", "GP3.2", "holds a double",
                 id="GP3.2-all-seven-doubles-are-dealt"),
    pytest.param({}, "A 0-0", "B no-double", "GP3.2", "has been led",
                 id="GP3.2-no-claim-after-the-lead"),
    pytest.param({}, "A 0-0", "C 0-1", "G4", "seat 1's turn", id="G4-whose-turn"),
    pytest.param({}, "A 0-0", "B 6-5", "GP4", "the ends show 0 and 0",
                 id="GP4-fits-no-end"),
    pytest.param(ANY, "A 5-3", "B 3-1 left", "GP4", "left end (5): it fits the right end",
                 id="GP4-not-the-named-end"),
    pytest.param(ANY, "A 5-3, B 3-1 right", "C 5-1", "GP4", "say which end",
                 id="GP4-both-ends-differently"),
    pytest.param(ANY, "A 5-3, B 3-1 right", "C 5-3 left", "G2", "already on the table",
                 id="GP4-G2-once-per-hand"),
    pytest.param({}, "", "A 7-0", "G1", "not a tile", id="G1-a-tile-of-the-set"),
    pytest.param({}, "A 0-0", "B redeal", "GP2", "first tile", id="GP2-redeal-before-lead"),
    pytest.param({"redeal_doubles": None}, "", "B redeal", "GP2", "no redeal",
                 id="GP2-redeal-off"),
    pytest.param(ANY, "A 5-3, B pass, C pass, D pass", "A pass", "GP10.2", "3 or 5",
                 id="GP10.2-fourth-pass"),
    pytest.param({}, "A 0-0, B pass, C pass, D pass", "A pass", "GP10.2", "bearing 0",
                 id="GP10.2-fourth-pass-both-ends-equal"),
    pytest.param({}, EXAMPLE_2, "C 2-2", "GP6.3", "reports", id="GP6.3-no-play-after-gaple"),
    pytest.param({}, "A 0-0", "B shows 6-6", "G8", "once the hand has ended",
                 id="G8-no-report-before-the-end"),
    pytest.param(ANY, EXAMPLE_1, "A shows 1-1", "G8", "holds no tiles",
                 id="G8-the-player-who-went-out"),
    pytest.param(ANY, EXAMPLE_1, "B shows 20 pips", "GP8.2", "0-0 is stranded",
                 id="GP8.2-report-the-tiles-while-0-0-is-unshown"),
    pytest.param(ANY, EXAMPLE_1 + ", B shows 6-4 5-5, C shows 6-1", "D shows 12 pips", "G8",
                 "impossible", id="GP10.4-the-last-report-is-determined"),
])
def test_refusals(options, script, step, section, words):
    state = play(options, script)
    action = actions(step)[0]
    with pytest.raises(IllegalAction) as refused:
        gaple.apply(state, action)
    assert refused.value.section == section and words in refused.value.message
    verdict = gaple.check(state, action)
    assert not verdict.legal and verdict.section == section


def test_nothing_is_drawn():
    """GP2: the whole set is dealt."""
    with pytest.raises(IllegalAction) as refused:
        gaple.apply(gaple.new_game(gaple.Options()), {"type": "draw", "seat": 0})
    assert refused.value.section == "GP2"


def test_nothing_after_the_game():
    """GP9: once over, every action is refused."""
    from dataclasses import replace
    state = play(ANY, EXAMPLE_1)
    state = replace(state, points=(31, 62, 90, 75))
    for action in actions(hands.EXAMPLE_1_REPORTS):
        state = gaple.apply(state, action)
    with pytest.raises(IllegalAction) as refused:
        gaple.apply(state, {"type": "play", "seat": 0, "tile": "6-6"})
    assert refused.value.section == "GP9"


# GP3, GP4: leads and the line -----------------------------------------------------

@pytest.mark.parametrize("options, script, ends, turn", [
    pytest.param({}, "C 0-0", {"left": 0, "right": 0}, D, id="GP3.4-whoever-lays-0-0-leads"),
    pytest.param({"first_lead": "6-6"}, "B 6-6", {"left": 6, "right": 6}, C,
                 id="GP3.1-6-6"),
    pytest.param(ANY, "B 5-0", {"left": 5, "right": 0}, C, id="GP4-first-number-left"),
    pytest.param(ANY, "B 0-5", {"left": 0, "right": 5}, C, id="GP4-as-written"),
    pytest.param(ANY, "B 5-0, C 0-3 right", {"left": 5, "right": 3}, D,
                 id="GP4-the-other-half-becomes-the-end"),
    pytest.param(ANY, "B 5-0, C 0-0", {"left": 5, "right": 0}, D,
                 id="GP4-a-double-shows-its-number"),
    pytest.param(ANY, "B 4-4, C 4-1", {"left": 1, "right": 4}, D,
                 id="GP4-equal-ends-unnamed-uses-left"),
    pytest.param(ANY, "B 5-3, C 3-1", {"left": 5, "right": 1}, D,
                 id="GP4-the-one-end-it-fits"),
])
def test_the_lead_and_the_line(options, script, ends, turn):
    state = play(options, script)
    assert state.open_ends == ends and state.turn == turn


def test_rotating_leads_each_hand_with_the_next_double():
    """GP3.1 `rotating`: hand 2 is led with 1-1 by its holder, whoever went out."""
    state = play({**POINTS, "first_lead": "rotating"}, AFTER_AN_OUT)
    assert state.hand == 2 and state.lead.tile == "1-1" and state.turn is None


def test_after_an_out_its_player_leads_any_tile():
    """GP3.2 `winner-lead=any`."""
    state = play(POINTS, AFTER_AN_OUT)
    assert state.turn == C and state.lead.tile is None
    assert play(POINTS, AFTER_AN_OUT + ", C 5-4").turn == D


def test_no_double_passes_the_lead_on_and_a_double_leads():
    """GP3.2 `winner-lead=double`: C and D hold none; A leads 3-3."""
    state = play(DOUBLE_LEAD, AFTER_AN_OUT + ", C no-double, D no-double")
    assert state.turn == A and state.phase == "lead"
    assert play(DOUBLE_LEAD, AFTER_AN_OUT + ", C no-double, D no-double, A 3-3").turn == B


def test_a_no_double_claim_is_flagged_when_the_claimant_lays_a_double():
    """GP10.3: C said it held no double, then lays 0-0."""
    state = play(DOUBLE_LEAD, AFTER_AN_OUT + ", C no-double, D 3-3, A 3-1 right, B 1-0 right,"
                                             " C 0-0 right")
    (flag,) = state.flags
    assert (flag["kind"], flag["seat"], flag["tile"], flag["section"]) == (
        "no-double", C, "0-0", "GP10.3")


@pytest.mark.parametrize("script, hand, redeals, lead", [
    pytest.param("B redeal", 1, (B,), "0-0", id="GP2-redeal-the-same-hand"),
    pytest.param("B redeal, D redeal", 1, (B, D), "0-0", id="GP2-redeal-twice"),
])
def test_redeal(script, hand, redeals, lead):
    state = play({}, script)
    assert (state.hand, state.redeals, state.lead.tile, state.scores) == (
        hand, redeals, lead, [0, 0, 0, 0])


def test_a_redeal_voids_the_claims_of_the_old_deal():
    """GP2: a redeal is not a hand; the lead starts again with C, who went out."""
    state = play(DOUBLE_LEAD, AFTER_AN_OUT + ", C no-double, D no-double, A redeal")
    assert (state.hand, state.turn, state.claims, state.scores) == (2, C, (), [3, 0])


# GP5: passes and pass points ------------------------------------------------------

@pytest.mark.parametrize("options, script, scores", [
    pytest.param({**ANY, "pass_point": True}, "A 5-3, B pass", [0, 1, 0, 0],
                 id="GP5-penalty-the-passer-adds-1"),
    pytest.param({**ANY, "pass_point": True, "scoring": "collect"}, "A 5-3, B pass",
                 [1, 0, 0, 0], id="GP5-collect-the-last-layer-scores-1"),
    pytest.param({**ANY, **POINTS, "pass_point": True}, "A 5-3, B pass, C pass", [1, 0],
                 id="GP5-points-not-from-ones-own-partner"),
    pytest.param({**ANY, "scoring": "collect", "partners": True, "pass_point": True},
                 "A 5-3, B 3-3 right, C pass", [0, 1], id="GP5-collect-partners"),
    pytest.param({**ANY, "scoring": "collect"}, "A 5-3, B pass", [0, 0, 0, 0],
                 id="GP5-pass-point-off"),
])
def test_pass_points(options, script, scores):
    assert play(options, script).scores == scores


def test_pass_points_do_not_end_the_game_mid_hand():
    """GP5: B's pass point reaches the limit 1, but GP9 waits for the hand's end."""
    state = play({**ANY, "pass_point": True, "target": 1}, "A 5-3, B pass")
    assert state.scores == [0, 1, 0, 0] and state.phase == "play"


def test_pass_points_are_in_the_hand_result():
    """GP5: the score sheet names each pass point; the hand's total adds them."""
    state = play({**POINTS, "pass_point": True}, AFTER_AN_OUT)
    result = state.history[-1]
    # hand 1's passes: A after 5-2 (D laid it: B+D score), A after 3-2 (D), B after 4-4 (A)
    assert result.pass_points == (1, 2) and result.points == (3, 0)
    assert result.total == (4, 2) and state.scores == [4, 2]
    assert "passed after 5-2" in result.working
