"""RULES GP10.3 (a pass proven false by the tile that ends the hand) and the
clarifications GP11.1-GP11.8, each as RULES words it; expected values worked out
from the ruling (GP11.5's change, reports checked together, is in
test_reports_together.py)."""
import pytest

from rules import IllegalAction, gaple
from rules.tiles import Tile
from tests.rules import gaple_hands as hands
from tests.rules.gaple_table import GapleTable
from tests.rules.gaple_script import actions

A, B, C, D = range(4)
ANY = {"first_lead": "any"}
POINTS = {"scoring": "points", "partners": True, "first_lead": "any"}
DOUBLE_LEAD = {"scoring": "points", "partners": True, "winner_lead": "double"}

# D passes at ends 5 and 4, then goes out with 5-4 (GP10.3: it bears both numbers).
OUT_PROVES_PASS = """D 3-2, A 2-6 right, B 6-3 left, C 1-6 right, D 5-1 right, A 5-0 right,
B 0-3 right, C 6-6 left, D 6-0 left, A 0-1 left, B 1-3 right, C pass, D 1-1 right, A pass,
B 1-4 right, C 4-4 right, D 2-4 right, A 2-2 right, B pass, C 2-0 right, D 2-1 left,
A 0-0 right, B 4-0 right, C 5-2 left, D pass, A 5-3 left, B 3-4 left, C pass, D 5-4 right"""
# B passes at ends 6 and 6, then lays 6-3, which makes "gaple 6" (GP6.2).
GAPLE_PROVES_PASS = """B 1-3, C 1-1 left, D 5-1 left, A 0-3 right, B 5-2 left, C 2-2 left,
D 2-6 left, A 6-0 right, B pass, C 1-6 right, D 6-6 left, A 6-4 left, B 1-2 right,
C 4-0 left, D 2-0 right, A pass, B 0-0 left, C pass, D 1-0 right, A 1-4 right, B 0-5 left,
C 4-3 right, D 3-3 right, A 6-5 left, B 6-3 right"""
FLAG_FIELDS = {"seat", "hand", "pass", "tile", "ends", "kind", "proof", "section"}


@pytest.mark.parametrize("options, script, seat, tile, ends", [
    pytest.param(POINTS, OUT_PROVES_PASS, D, "5-4", {"left": 5, "right": 4},
                 id="GP10.3-the-out-under-points-scored-at-once"),
    pytest.param(ANY, OUT_PROVES_PASS, D, "5-4", {"left": 5, "right": 4},
                 id="GP10.3-the-out-under-penalty"),
    pytest.param(POINTS, GAPLE_PROVES_PASS, B, "6-3", {"left": 6, "right": 6},
                 id="GP10.3-the-tile-that-makes-the-gaple"),
])
def test_the_tile_that_ends_the_hand_flags_a_pass(options, script, seat, tile, ends):
    state = gaple.replay(gaple.Options(**options), actions(script))
    flags = [f for f in state.flags if f["kind"] == "pass" and f["seat"] == seat]
    assert len(flags) == 1, flags  # GP11.7: one flag per pass
    flag = flags[0]
    assert FLAG_FIELDS <= set(flag)  # GP11.7
    assert (flag["pass"], flag["tile"], flag["ends"], flag["proof"], flag["section"]) == \
        (1, tile, ends, "play", "GP10.3")


def test_the_checker_names_the_flag_the_last_tile_raises():
    """GP10.3, GP11.8: the checker's answer on the out lists the flag it raises."""
    steps = actions(OUT_PROVES_PASS)
    state = gaple.replay(gaple.Options(**POINTS), steps[:-1])
    verdict = gaple.check(state, steps[-1])
    assert verdict.legal and verdict.effect["out"] and len(verdict.effect["flags"]) == 1
    assert "5-4" in verdict.effect["flags"][0]


# GP11.1 ------------------------------------------------------------------------------

def test_gp11_1_partners_alone_names_the_fix():
    with pytest.raises(ValueError) as refused:
        gaple.Options(partners=True)
    assert "collect" in str(refused.value) and "points" in str(refused.value)


@pytest.mark.parametrize("options", [
    pytest.param({"failed_block": "x1"}, id="GP11.1-failed-block-under-penalty"),
    pytest.param({"both_ends": "x2"}, id="GP11.1-both-ends-under-penalty"),
    pytest.param({"scoring": "points", "partners": True, "dead_6_6": 50},
                 id="GP11.1-dead-6-6-under-points"),
    pytest.param({"scoring": "collect", "gaple_winner": "zero"},
                 id="GP11.1-gaple-winner-under-collect"),
])
def test_gp11_1_an_option_without_effect_is_accepted(options):
    """Accepted, and named among the options the scoring ignores (shown as "—")."""
    chosen = gaple.Options(**options)
    ignored = set(options) - {"scoring", "partners"}
    assert ignored <= set(chosen.unused)


def test_gp11_1_the_penalty_limit_is_target():
    assert gaple.Options(target=60).target == 60


@pytest.mark.parametrize("doubles, legal", [
    pytest.param(5, True, id="GP11.1-redeal-5-doubles"),
    pytest.param(6, True, id="GP11.1-redeal-5-means-five-or-more"),
    pytest.param(4, False, id="GP11.1-redeal-4-doubles-is-too-few"),
])
def test_gp11_1_redeal_doubles_5_means_five_or_more(doubles, legal):
    shown = ["6-6", "5-5", "4-4", "3-3", "2-2", "1-1"][:doubles] + \
        ["6-5", "6-4", "6-3"][:7 - doubles]
    verdict = gaple.check(gaple.new_game(gaple.Options()), {"type": "redeal", "seat": B},
                          hand=shown)
    assert (verdict.legal, verdict.section) == (legal, "GP2")


# GP11.2 ------------------------------------------------------------------------------

def test_gp11_2_a_redeal_on_anyones_turn_cancels_no_double_claims():
    """C went out in hand 1 and must lead a double; C and D say they hold none; A,
    whose turn it is not, claims a redeal: the claims are void and the lead returns to
    C (GP3.2)."""
    state = gaple.replay(gaple.Options(**DOUBLE_LEAD),
                         actions(hands.EXAMPLE_4[0] + ", C no-double, D no-double"))
    assert state.turn == A
    state = gaple.apply(state, {"type": "redeal", "seat": B})
    assert state.claims == () and state.turn == C and state.hand == 2


def test_gp11_2_rotating_ignores_redeals():
    """`rotating`: hand 1 is led with 0-0 whatever happens; a redeal does not advance it."""
    state = gaple.replay(gaple.Options(first_lead="rotating"), actions("B redeal, C redeal"))
    assert state.hand == 1 and state.ends_for("0-0") == ["lead"] and not state.ends_for("1-1")



# GP11.2: `winner-lead=double` after a gaple (GP3.2, GP3.3) ---------------------------

AFTER_GAPLE_5 = hands.EXAMPLE_2 + ", " + hands.EXAMPLE_2_BLOCK + ", " + hands.EXAMPLE_2_REPORTS
AFTER_GAPLE_6 = hands.EXAMPLE_3 + ", " + hands.EXAMPLE_3_REPORTS
WINNER_DOUBLE = {"after_gaple": "winner", "winner_lead": "double"}


def mirrored(script: str) -> str:
    """`script` with B and D swapped: seats 0, 3, 2, 1 in turn, the same hand played
    counter-clockwise (GP1)."""
    return script.translate(str.maketrans("BD", "DB"))


@pytest.mark.parametrize("options, script, leader, next_seat", [
    # RULES GP example 2: D (5 pips) wins "gaple 5" by `lowest`; A is next in turn.
    pytest.param(WINNER_DOUBLE, AFTER_GAPLE_5, D, A, id="GP11.2-penalty-the-GP7-winner-D"),
    # Example 3: A and C tie on 6, A holds fewer tiles and wins "gaple 6".
    pytest.param(WINNER_DOUBLE, AFTER_GAPLE_6, A, B, id="GP11.2-penalty-a-tie-won-by-A"),
    # Example 2 with A+C v B+D: B+D win; D (5) holds the lower hand of the two (GP3.3).
    pytest.param({**WINNER_DOUBLE, "scoring": "collect", "partners": True}, AFTER_GAPLE_5,
                 D, A, id="GP11.2-partners-the-lower-hand-D"),
    # ... and by `duel` B, the winning side's compared player, leads (GP3.3).
    pytest.param({**WINNER_DOUBLE, "scoring": "points", "partners": True, "blocked": "duel"},
                 AFTER_GAPLE_5, B, C, id="GP11.2-duel-the-compared-player-B"),
    # Example 2 played counter-clockwise (B and D swapped): B (5 pips) wins; the next
    # seat in turn is A (seat i -> i-1, GP1).
    pytest.param({**WINNER_DOUBLE, "direction": "counter-clockwise"}, mirrored(AFTER_GAPLE_5),
                 B, A, id="GP11.2-counter-clockwise-next-in-turn"),
])
def test_gp11_2_winner_lead_double_after_a_gaple(options, script, leader, next_seat):
    """GP3.3 `after-gaple=winner`: the GP7 winner leads as in GP3.2, so under
    `winner-lead=double` must lead a double; a leader without one logs `no double`
    and the right to lead passes to the next seat in turn."""
    state = gaple.replay(gaple.Options(**options), actions(script))
    assert state.hand == 2 and state.phase == "lead" and state.turn == leader
    assert state.ends_for("6-5") == [] and state.ends_for("3-3") == ["lead"]
    with pytest.raises(IllegalAction) as refused:  # not a double
        gaple.apply(state, {"type": "play", "seat": leader, "tile": "6-5"})
    assert refused.value.section == "GP3.2"
    with pytest.raises(IllegalAction):  # the right to lead is the winner's alone
        gaple.apply(state, {"type": "play", "seat": next_seat, "tile": "3-3"})

    state = gaple.apply(state, {"type": "no-double", "seat": leader})
    assert state.turn == next_seat and state.phase == "lead"
    assert [c.seat for c in state.claims] == [leader]
    with pytest.raises(IllegalAction) as refused:  # the next seat must lead a double too
        gaple.apply(state, {"type": "play", "seat": next_seat, "tile": "6-5"})
    assert refused.value.section == "GP3.2"
    state = gaple.apply(state, {"type": "play", "seat": next_seat, "tile": "3-3"})
    assert state.leader == next_seat and state.open_ends == {"left": 3, "right": 3}
    assert state.turn == gaple.Options(**options).next_seat(next_seat)


def test_gp11_2_no_double_after_a_gaple_goes_round_the_table():
    """Example 2: D, A and B say they hold no double; C, the last, holds one (all
    seven doubles are dealt): C's claim is refused (GP10.2) and C leads 0-0."""
    state = gaple.replay(gaple.Options(**WINNER_DOUBLE), actions(
        AFTER_GAPLE_5 + ", D no-double, A no-double, B no-double"))
    assert state.turn == C and state.phase == "lead"
    with pytest.raises(IllegalAction):
        gaple.apply(state, {"type": "no-double", "seat": C})
    state = gaple.apply(state, {"type": "play", "seat": C, "tile": "0-0"})
    assert state.leader == C and state.turn == D


def test_gp11_2_a_redeal_after_a_gaple_returns_the_lead_to_the_winner():
    """GP11.2: a redeal cancels the claims; the lead returns to D, the GP7 winner,
    who must still lead a double."""
    state = gaple.replay(gaple.Options(**WINNER_DOUBLE), actions(
        AFTER_GAPLE_5 + ", D no-double, A no-double, C redeal"))
    assert (state.hand, state.claims, state.turn, state.scores) == (2, (), D, [12, 6, 9, 5])
    with pytest.raises(IllegalAction) as refused:
        gaple.apply(state, {"type": "play", "seat": D, "tile": "6-5"})
    assert refused.value.section == "GP3.2"


# GP11.2: `rotating` in every hand, over `winner-lead` and `after-gaple` ----------------

AFTER_AN_OUT = hands.PLAIN_OUT + ", " + hands.PLAIN_OUT_REPORTS  # B goes out; A led 0-0


@pytest.mark.parametrize("options, script, winner", [
    pytest.param({"winner_lead": "double"}, AFTER_AN_OUT, B,
                 id="GP11.2-rotating-over-winner-lead-double-after-an-out"),
    pytest.param({"after_gaple": "winner", "winner_lead": "double"}, AFTER_GAPLE_5, D,
                 id="GP11.2-rotating-over-winner-lead-double-after-a-gaple"),
    pytest.param({"after_gaple": "double"}, AFTER_GAPLE_5, D,
                 id="GP11.2-rotating-over-after-gaple-double"),
    pytest.param({"after_gaple": "winner"}, AFTER_GAPLE_5, D,
                 id="GP11.2-rotating-over-after-gaple-winner"),
])
def test_gp11_2_rotating_overrides_winner_lead_and_after_gaple(options, script, winner):
    """`rotating`: hand 2 is led with 1-1 by its holder, whoever won hand 1 and
    whatever `winner-lead` and `after-gaple` say; no `no double` is due, and neither
    the winner's free lead, a double of its choice nor 5-5 (the blocked number) leads."""
    state = gaple.replay(gaple.Options(first_lead="rotating", **options), actions(script))
    assert state.hand == 2 and state.phase == "lead" and state.turn is None
    assert state.ends_for("1-1") == ["lead"]
    for tile in ("6-6", "5-5", "6-5", "0-0"):
        assert state.ends_for(tile) == [], tile
        with pytest.raises(IllegalAction) as refused:
            gaple.apply(state, {"type": "play", "seat": winner, "tile": tile})
        assert refused.value.section == "GP3.4"
    with pytest.raises(IllegalAction):
        gaple.apply(state, {"type": "no-double", "seat": winner})
    for seat in (A, B, C, D):  # whoever holds 1-1 leads it (GP3.4)
        led = gaple.apply(state, {"type": "play", "seat": seat, "tile": "1-1"})
        assert led.leader == seat and led.turn == (seat + 1) % 4


def test_gp11_2_redeals_do_not_advance_rotating_in_a_later_hand():
    state = gaple.replay(gaple.Options(first_lead="rotating", winner_lead="double"),
                         actions(AFTER_AN_OUT + ", B redeal, C redeal, A redeal"))
    assert (state.hand, state.redeals) == (2, (B, C, A))
    assert state.ends_for("1-1") == ["lead"] and state.ends_for("2-2") == []


@pytest.mark.parametrize("seed", [3, 11])
def test_gp11_2_rotating_applies_to_every_hand(seed):
    """A whole game of nine hands at a simulated table under `rotating`, with
    `winner-lead=double` and `after-gaple=double`: hand k is led with the double
    (k-1) mod 7, past hand 7 too, and nobody is ever asked for a `no double`."""
    options = gaple.Options(first_lead="rotating", winner_lead="double", after_gaple="double",
                            redeal_doubles=5, target=1000, hands=9)
    table = GapleTable(options, seed)
    leads = {}
    while (action := table.next_action()) is not None:
        hand, first = table.state.hand, not table.state.line.tiles
        assert action["type"] != "no-double"
        table.apply(action)
        if action["type"] == "play" and first:
            leads[hand] = Tile(action["tile"])
    assert sorted(leads) == list(range(1, 10))
    assert all(tile == Tile(f"{(k - 1) % 7}-{(k - 1) % 7}") for k, tile in leads.items()), leads


# GP11.3 ------------------------------------------------------------------------------

def test_gp11_3_an_unknown_leader_and_an_end_named_on_the_lead():
    state = gaple.new_game(gaple.Options())  # 0-0 leads, its holder unknown (GP3.1)
    assert state.turn is None
    with pytest.raises(IllegalAction) as refused:
        gaple.apply(state, {"type": "pass", "seat": C})
    assert refused.value.section == "GP3.4"
    state = gaple.apply(state, {"type": "play", "seat": C, "tile": "0-0", "end": "right"})
    assert state.leader == C and state.turn == D and state.open_ends == {"left": 0, "right": 0}


def test_gp11_3_while_reports_are_due():
    state = gaple.replay(gaple.Options(), actions(hands.EXAMPLE_2 + ", " + hands.EXAMPLE_2_BLOCK))
    assert state.turn is None and state.blocked == 5
    assert state.open_ends == {"left": 5, "right": 5}


# GP11.4 ------------------------------------------------------------------------------

@pytest.mark.parametrize("options, script, points", [
    # A+C v B+D: B passes after A's tile, A+C scores 1; C (A's partner) scores nothing;
    # D passes after the same tile: A+C scores 1 more (GP5).
    pytest.param({**POINTS, "pass_point": True}, "A 5-3, B pass, C pass, D pass", (2, 0),
                 id="GP11.4-several-after-the-same-tile"),
    # penalty: each passer adds 1 to their own total.
    pytest.param({**ANY, "pass_point": True}, "A 5-3, B pass, C pass", (0, 1, 1, 0),
                 id="GP11.4-penalty-each-passer-adds-1"),
])
def test_gp11_4_every_pass_point_counts(options, script, points):
    assert tuple(gaple.replay(gaple.Options(**options), actions(script)).scores) == points


def test_gp11_4_a_pass_flagged_false_keeps_its_point():
    """D's pass after A's 5-0 scores A+C 1; D's 5-4, laid later, proves it false
    (GP10.3): the point stays."""
    options = gaple.Options(**{**POINTS, "pass_point": True})
    steps = actions(OUT_PROVES_PASS)
    at_pass = next(i for i, a in enumerate(steps) if a == {"type": "pass", "seat": D})
    before = gaple.replay(options, steps[:at_pass])
    after_pass = gaple.replay(options, steps[:at_pass + 1])
    assert after_pass.scores[0] == before.scores[0] + 1  # C laid the last tile: A+C
    state = gaple.replay(options, steps)
    assert state.history[-1].pass_points[0] >= 1 and state.flags


# GP11.5 ------------------------------------------------------------------------------

EXAMPLE_1 = hands.EXAMPLE_1 + ", " + hands.EXAMPLE_1_OUT


def test_gp11_5_the_winners_partner_reports_too():
    state = gaple.replay(gaple.Options(scoring="collect", partners=True, first_lead="any"),
                         actions(EXAMPLE_1))
    assert state.reports_due == [B, C, D]  # A went out; C, A's partner, reports too


@pytest.mark.parametrize("script, section", [
    pytest.param("B shows 6-4 5-5, B shows 20 pips", "G8", id="GP11.5-a-second-report"),
    pytest.param("D shows 5 pips", "GP8.2", id="GP11.5-a-stranded-0-0-not-by-pips"),
])
def test_gp11_5_refused_reports(script, section):
    state = gaple.replay(gaple.Options(first_lead="any"), actions(EXAMPLE_1))
    with pytest.raises(IllegalAction) as refused:
        for action in actions(script):
            state = gaple.apply(state, action)
    assert refused.value.section == section


def test_gp11_5_tiles_and_pips_together_are_refused():
    state = gaple.replay(gaple.Options(first_lead="any"), actions(EXAMPLE_1))
    with pytest.raises(IllegalAction) as refused:
        gaple.apply(state, {"type": "reveal", "seat": B, "tiles": ["6-4", "5-5"], "pips": 20})
    assert refused.value.section == "G8"


def test_gp11_5_the_last_report_is_offered_and_a_pip_total_may_give_it():
    """RULES GP example 1: B and C report their tiles; the last report, D's, is
    determined (0-0 and 4-1: 5 pips at face value) and may be a pip total; 0-0 is
    stranded and counts 25, so D adds 30."""
    state = gaple.replay(gaple.Options(first_lead="any"),
                         actions(EXAMPLE_1 + ", B shows 6-4 5-5, C shows 6-1"))
    assert state.last_report == {"seat": D, "tiles": ["4-1", "0-0"]}
    state = gaple.apply(state, {"type": "reveal", "seat": D, "pips": 5})
    assert state.history[-1].counted == (0, 20, 7, 30)


# GP11.6 ------------------------------------------------------------------------------

def test_gp11_6_an_equal_duel_under_collect_is_doubled():
    """EQUAL_DUEL: B blocks; B (3-2) and C on B's left (4-1) both hold 5: equal, so
    the side that did not block, A+C, wins; under `collect` with `failed-block=x2`
    it scores B's and D's 5 + 3 = 8, doubled to 16."""
    options = gaple.Options(scoring="collect", partners=True, blocked="duel", first_lead="any")
    state = gaple.replay(options, actions(hands.EQUAL_DUEL + ", " + hands.EQUAL_DUEL_REPORTS))
    assert state.history[-1].points == (16, 0)


# GP11.8 ------------------------------------------------------------------------------

def test_gp11_8_a_plays_effect():
    verdict = gaple.check(gaple.replay(gaple.Options(**ANY), actions("A 5-3")),
                          {"type": "play", "seat": B, "tile": "3-1", "end": "right"})
    assert set(verdict.effect) == {"end", "ends", "either_end", "shows", "out", "gaple",
                                   "blocker", "points", "working", "winner", "flags"}
    assert (verdict.effect["end"], verdict.effect["shows"]) == ("right", 1)


# GP11.7 ------------------------------------------------------------------------------

def test_gp11_7_the_unshareable_flag_names_every_pass_and_claim():
    """Hand 2 of RULES GP example 4 under `winner-lead=double`: C says no double, D
    leads 5-5, A lays 5-4; B, C and D pass at 4 and 5. The eleven unlaid tiles bearing
    4 or 5 would all be A's, who holds 6 (GP10.3): one flag, at D's pass, naming the
    three passes and C's claim."""
    state = gaple.replay(gaple.Options(**DOUBLE_LEAD), actions(
        hands.EXAMPLE_4[0] + ", C no-double, D 5-5, A 5-4 left, B pass, C pass, D pass"))
    (flag,) = [f for f in state.flags if f["kind"] == "unshareable"]
    assert (flag["hand"], flag["section"]) == (2, "GP10.3")
    assert flag["passes"] == [(B, 1), (C, 1), (D, 1)] and flag["claims"] == [C]
