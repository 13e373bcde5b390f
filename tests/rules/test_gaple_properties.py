"""Invariants over random whole Gaple deals (Hypothesis): every option of RULES GP,
honest tables and tables that now and then pass while able to (false passes)."""
from hypothesis import HealthCheck, given, settings, strategies as st

from rules import IllegalAction, gaple
from rules.tiles import DOUBLE_SIX, Tile
from tests.rules.gaple_table import GapleTable

SCORINGS = st.sampled_from([("penalty", False), ("collect", False), ("collect", True),
                            ("points", True)])


@st.composite
def options(draw):
    scoring, partners = draw(SCORINGS)
    return gaple.Options(
        partners=partners, scoring=scoring,
        direction=draw(st.sampled_from(["clockwise", "counter-clockwise"])),
        redeal_doubles=draw(st.sampled_from([5, 6, None])),
        first_lead=draw(st.sampled_from(["0-0", "6-6", "rotating", "any"])),
        winner_lead=draw(st.sampled_from(["any", "double"])),
        after_gaple=draw(st.sampled_from(["winner", "double"])),
        pass_point=draw(st.booleans()),
        blocked=draw(st.sampled_from(["lowest", "duel"])) if partners else "lowest",
        gaple_winner=draw(st.sampled_from(["counts", "zero"])),
        dead_0_0=draw(st.sampled_from([25, None])), dead_6_6=draw(st.sampled_from([None, 50])),
        failed_block=draw(st.sampled_from(["x1", "x2"])),
        both_ends=draw(st.sampled_from(["x1", "x2"])),
        hands=draw(st.sampled_from([None, 2, 4])))


SETTINGS = settings(max_examples=40, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])
FALSE_PASSES = st.sampled_from([0.0, 0.15])


def pips(tiles) -> int:
    return sum(t.pips for t in tiles)


def logged(table):
    """Play the game out, then yield (before, action, after) for every action of the
    final log (a false pass the table undid is not in it, G6)."""
    table.play_out()
    assert table.state.phase == "over"
    state = gaple.new_game(table.options)
    for action in table.actions:
        after = gaple.apply(state, action)
        yield state, action, after
        state = after


def play_through(table):
    """Play the game out, yielding (before, action, after) for every logged action."""
    state = table.state
    while (action := table.next_action()) is not None:
        before = table.state
        after = table.apply(action)
        yield before, action, after
        state = after
    assert state.phase == "over"



@SETTINGS
@given(options(), st.integers(0, 2**32), FALSE_PASSES)
def test_pips_and_tiles_are_conserved(opts, seed, false_rate):
    """GP2, G1, G2: the table and the hands hold the 28 tiles, 168 pips, once each;
    each hand's count is 7 − laid; the reports add up to the unlaid tiles (G8)."""
    table = GapleTable(opts, seed, false_pass_rate=false_rate)
    for before, action, after in play_through(table):
        if after.hand != before.hand or after.phase == "over":
            result = after.history[-1]
            if all(p is not None for p in result.pips):
                assert sum(result.pips) + pips(before.on_table | _laid(action)) == 168
            continue
        held = [t for hand in table.hands for t in hand]
        assert sorted(held + list(after.on_table)) == sorted(DOUBLE_SIX)
        assert pips(held) + pips(after.on_table) == 168
        assert list(after.held) == [len(h) for h in table.hands]


def _laid(action) -> frozenset:
    return frozenset([Tile(action["tile"])]) if action["type"] == "play" else frozenset()


@SETTINGS
@given(options(), st.integers(0, 2**32), FALSE_PASSES)
def test_a_gaple_happens_exactly_when_both_ends_show_n_and_all_n_tiles_are_down(
        opts, seed, false_rate):
    """GP6.2, GP10.1: after a play that does not go out, the hand ends as a gaple
    exactly when both ends show n and all seven tiles bearing n are down - and then
    no hand holds a tile that fits; while it goes on, some hand does."""
    table = GapleTable(opts, seed, false_pass_rate=false_rate)
    for before, action, after in play_through(table):
        if action["type"] != "play" or before.phase != "play":
            continue
        line = before.line.lay(action["tile"], action["end"], action["seat"])[0]
        ends, down = line.open_ends, line.on_table
        n = ends["left"]
        blocked = ends["right"] == n and sum(1 for t in down if t.has(n)) == 7
        went_out = before.held[action["seat"]] == 1
        ended_as_gaple = after.hand != before.hand and after.history[-1].how == "gaple" \
            or after.ended == "gaple"
        assert ended_as_gaple == (blocked and not went_out)
        if not (after.ended or after.hand != before.hand):
            assert any(line.ends_for(t) for hand in table.hands for t in hand)
        elif blocked:
            assert not any(line.ends_for(t) for hand in table.ended_hands[-1] for t in hand)


@SETTINGS
@given(options(), st.integers(0, 2**32), st.sampled_from([0.1, 0.25]))
def test_no_false_pass_goes_unflagged_once_a_tile_proves_it(opts, seed, false_rate):
    """GP10.3, G9: a pass at ends a and b is flagged once the passer lays, or reports
    by tiles, a tile bearing a or b; every flag of a pass names a false one; a flag
    that the hands cannot be shared names at least one false pass or claim."""
    table = GapleTable(opts, seed, false_pass_rate=false_rate)
    proofs, passes = {}, []   # (hand, seat, number) → proven?; every pass logged
    for before, action, after in logged(table):
        seat = action.get("seat")
        if action["type"] == "pass":
            number = 1 + sum(1 for p in before.pass_log if p.seat == seat)
            passes.append((before.hand, seat, number, set(before.open_ends.values())))
        shown = [Tile(action["tile"])] if action["type"] == "play" else \
            [Tile(t) for t in action.get("tiles") or ()] if action["type"] == "reveal" else []
        for hand, who, number, numbers in passes:
            if hand == before.hand and who == seat and any(t.high in numbers or
                                                           t.low in numbers for t in shown):
                proofs[(hand, who, number)] = True
    false = {(f.hand, f.seat, f.number) for _, f in table.false_passes}
    state = table.state
    flagged = {(f["hand"], f["seat"], f["pass"]) for f in state.flags if f["kind"] == "pass"}
    assert set(proofs) <= flagged and flagged <= false
    for flag in state.flags:
        if flag["kind"] == "unshareable":
            assert {(flag["hand"], s, n) for s, n in flag["passes"]} & false or flag["claims"]


@SETTINGS
@given(options(), st.integers(0, 2**32), FALSE_PASSES)
def test_each_scoring_follows_gp8_from_the_reports(opts, seed, false_rate):
    """GP5, GP7, GP8: every hand's points, worked out again from the hands as they
    ended, the ends before its last tile and its passes; the scores are their sum."""
    table = GapleTable(opts, seed, false_pass_rate=false_rate)
    hand_passes, last_play, expected = [], None, [0] * opts.sides
    for before, action, after in logged(table):
        if action["type"] == "pass":
            hand_passes.append((action["seat"], before.plays[-1].seat))
        if action["type"] == "play":
            last_play = (action["seat"], Tile(action["tile"]), dict(before.open_ends))
        if len(after.history) > len(before.history):
            result = after.history[-1]
            ended = table.ended_hands[len(after.history) - 1]
            points = hand_points(opts, ended, last_play)
            assert result.points == points, (result.working, points)
            for passer, last in hand_passes:
                for side, point in enumerate(pass_points(opts, passer, last)):
                    expected[side] += point
            expected = [e + p for e, p in zip(expected, points)]
            hand_passes = []
    assert table.state.scores == expected


def pass_points(opts, passer, last):
    """GP5, as RULES words it."""
    points = [0] * opts.sides
    if opts.pass_point:
        if opts.scoring == "penalty":
            points[passer] = 1
        elif opts.side_of(last) != opts.side_of(passer):
            points[opts.side_of(last)] = 1
    return points


def hand_points(opts, hands, last_play):
    """GP7 and GP8 from the four hands as the hand ended and its last tile."""
    seat, tile, ends = last_play
    out = not hands[seat]
    held = {t for hand in hands for t in hand}
    value = [pips(hand) for hand in hands]
    for number, special in ((0, opts.dead_0_0), (6, opts.dead_6_6)):
        double = Tile(number, number)
        others_down = not any(t.has(number) and t != double for t in held)
        if special and opts.scoring != "points" and double in held and others_down:
            value[next(s for s, h in enumerate(hands) if double in h)] += special - double.pips
    either = tile.has(ends["left"]) and tile.has(ends["right"])
    side = opts.side_of
    if out:
        winner, equal = side(seat), False
    else:
        winner, equal = blocked_winner(opts, hands, seat)
    points = [0] * opts.sides
    if opts.scoring == "penalty":
        for s in range(4):
            zero = not out and s == winner and opts.gaple_winner == "zero"
            points[s] = 0 if zero else value[s]
    elif opts.scoring == "collect":
        total = sum(value[s] for s in range(4) if side(s) != winner)
        double = (not out and winner != side(seat) and opts.failed_block == "x2") or \
            (out and either and opts.both_ends == "x2")
        points[winner] = total * (2 if double else 1)
    elif out:
        points[winner] = {(False, False): 1, (True, False): 2, (False, True): 3,
                          (True, True): 4}[(tile.is_double, either)]
    elif equal:
        points[1 - side(seat)] = 1
    elif winner == side(seat):
        points[winner] = 2
    else:
        points[winner], points[side(seat)] = 2, -1
    return tuple(points)


def blocked_winner(opts, hands, blocker):
    """GP7: (winning side, whether the sides were level before the tie-breaks)."""
    face = [pips(hand) for hand in hands]
    if opts.blocked == "duel":
        left = (blocker + 1) % 4
        if face[blocker] == face[left]:
            return opts.side_of(left), True
        return opts.side_of(min((blocker, left), key=lambda s: face[s])), False
    total = {side: sum(face[s] for s in range(4) if opts.side_of(s) == side)
             for side in range(opts.sides)}
    tiles = {side: sum(len(hands[s]) for s in range(4) if opts.side_of(s) == side)
             for side in range(opts.sides)}
    low = min(total.values())
    tied = [side for side in total if total[side] == low]
    fewest = min(tiles[side] for side in tied)
    order = [opts.side_of(s) for s in opts.in_turn(blocker)]
    return next(side for side in order if side in tied and tiles[side] == fewest), len(tied) > 1


@SETTINGS
@given(options(), st.integers(0, 2**32), st.integers(1, 150), FALSE_PASSES)
def test_replaying_a_prefix_equals_applying_one_by_one(opts, seed, length, false_rate):
    table = GapleTable(opts, seed, false_pass_rate=false_rate)
    table.play_out(limit=length)
    n = len(table.actions)
    for k in sorted({1, n // 2, n} - {0}):
        expected = table.snapshots[k][0] if k < n else table.state
        assert gaple.replay(opts, table.actions[:k]) == expected


@SETTINGS
@given(options(), st.integers(0, 2**32), st.integers(0, 100), st.sampled_from(DOUBLE_SIX),
       st.sampled_from([None, "left", "right"]), st.integers(0, 3))
def test_any_action_is_refused_with_a_section_or_keeps_the_invariants(
        opts, seed, length, tile, end, seat):
    table = GapleTable(opts, seed)
    table.play_out(limit=length)
    state = table.state
    for action in ({"type": "play", "seat": seat, "tile": str(tile), "end": end},
                   {"type": "pass", "seat": seat}, {"type": "redeal", "seat": seat},
                   {"type": "no-double", "seat": seat},
                   {"type": "reveal", "seat": seat, "pips": 10}):
        verdict = gaple.check(state, action)
        try:
            after = gaple.apply(state, action)
        except IllegalAction as refused:
            assert refused.section and refused.message and not verdict.legal
            assert (verdict.section, verdict.message) == (refused.section, refused.message)
            continue
        assert verdict.legal
        if after.hand == state.hand and after.phase != "over":
            assert len(after.on_table) + sum(after.held) == 28
            assert len(after.line.tiles) == len(after.on_table)
