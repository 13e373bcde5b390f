"""RULES §B worked examples, one test per refusal, and invariants over random games."""
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from rules import bendomino
from rules.bendomino import IllegalAction
from tests.rules.bendomino_table import BendominoTable


def play(state, seat, tile, end=None, turn=None, **extra):
    return bendomino.apply(state, {"type": "play", "seat": seat, "tile": tile, "end": end,
                                   "turn": turn, **extra})


def opened(players=3, tile="6-6", turn=None):
    return play(bendomino.new_game(bendomino.Options(players)), 0, tile, turn=turn)


def test_three_tile_ring_joins_the_ends():
    """RULES §B: 6-6, then 6-3 at a turning left, then 6-1 at b turning right."""
    state = play(play(opened(), 1, "6-3", "a", "left"), 2, "6-1", "b", "right")
    assert {e["status"] for e in state.ends.values()} == {"joined"}
    assert state.phase == "draw-down" and state.turn == 0  # B5: the next seat draws first
    assert len(state.filled) == 6


def test_two_tiles_continuing_the_circle_from_one_end_close_it():
    state = play(play(opened(), 1, "6-3", "b", "right"), 2, "3-3", "b", "right")
    assert state.ends["a"]["status"] == "joined"


def test_half_blocked_after_two_opposite_turns():
    """RULES §B: two tiles turning against the opening curve at one end leave only a
    turn back."""
    state = play(play(opened(), 1, "6-3", "a", "right"), 2, "3-3", "a", "right")
    assert state.ends["a"] == {"number": 3, "status": "half-blocked", "turns": ["left"]}
    with pytest.raises(IllegalAction) as refused:
        play(state, 0, "3-1", "a", "right")
    assert refused.value.section == "B6" and "override" in refused.value.message
    assert len(play(state, 0, "3-1", "a", "right", override=True).chain) == 4  # recorded


def test_opening_non_double_lies_by_its_make():
    """RULES B2: end a shows the number by which the tile, attached, turns right."""
    state = opened(tile="6-3", turn="right")
    assert (state.ends["a"]["number"], state.ends["b"]["number"]) == (6, 3)
    state = opened(tile="6-3", turn="left")
    assert (state.ends["a"]["number"], state.ends["b"]["number"]) == (3, 6)
    with pytest.raises(IllegalAction) as refused:
        opened(tile="6-3")
    assert refused.value.section == "B6"


def test_handedness_is_learned_and_enforced():
    state = play(opened(tile="5-5"), 1, "5-2", "a", "left")   # attached by 5: left
    later = replace(state, chain=state.chain[:1], filled=frozenset(state.chain[0].triangles),
                    numbers=(2, 5), edges=state.edges)
    with pytest.raises(IllegalAction) as refused:
        play(later, 2, "5-2", "a", "left")  # attached by its 2 it must turn right
    assert refused.value.section == "B6" and "turns the chain right" in refused.value.message


def scored(pips, went_out=None, tie="nobody"):
    state = replace(bendomino.new_game(bendomino.Options(len(pips), tie=tie)),
                    phase="reports", went_out=went_out, stock=1,
                    held=tuple(0 if s == went_out else 2 for s in range(len(pips))))
    for seat, p in enumerate(pips):
        if seat != went_out:
            state = bendomino.apply(state, {"type": "reveal", "seat": seat, "pips": p})
    return state


def test_round_scores():
    """RULES §B: A goes out, B 12, C 10 → A 22; blocked at 7, 12, 9 → A 21."""
    assert scored([0, 12, 10], went_out=0).scores == [22, 0, 0]
    assert scored([7, 12, 9]).scores == [21, 0, 0]
    assert scored([7, 7, 9]).scores == [0, 0, 0]             # B7 tie: nobody
    assert scored([7, 7, 9], tie="each").scores == [9, 9, 0]  # tie=each
    state = scored([0, 12, 10], went_out=0)
    assert state.hand == 2 and state.phase == "opening" and state.turn is None


STATE = play(opened(), 1, "6-3", "a", "left")  # a shows 3, b shows 6; seat 2 to play


@pytest.mark.parametrize("state, action, section", [
    pytest.param(STATE, {"type": "play", "seat": 2, "tile": "5-4", "end": "a"}, "B3",
                 id="B3-number-does-not-match"),
    pytest.param(STATE, {"type": "play", "seat": 0, "tile": "3-1", "end": "a"}, "G4",
                 id="G4-out-of-turn"),
    pytest.param(STATE, {"type": "play", "seat": 2, "tile": "6-3", "end": "b"}, "G2",
                 id="G2-already-in-chain"),
    pytest.param(STATE, {"type": "pass", "seat": 2}, "B4", id="B4-pass-with-stock"),
    pytest.param(bendomino.apply(STATE, {"type": "draw", "seat": 2}),
                 {"type": "draw", "seat": 2}, "B4", id="B4-second-draw"),
    pytest.param(bendomino.new_game(bendomino.Options(3)), {"type": "draw", "seat": 0}, "B2",
                 id="B2-draw-before-opening"),
    pytest.param(bendomino.apply(STATE, {"type": "declare", "end": "b"}),
                 {"type": "play", "seat": 2, "tile": "6-1", "end": "b", "turn": "left"}, "B5",
                 id="B5-play-at-blocked-end"),
    pytest.param(play(STATE, 2, "6-1", "b", "right"), {"type": "play", "seat": 0,
                 "tile": "3-1", "end": "a"}, "B5", id="B5-play-in-draw-down"),
    pytest.param(STATE, {"type": "play", "seat": 2, "tile": "3-1", "end": "c"}, "B6",
                 id="B6-no-such-end"),
    pytest.param(STATE, {"type": "play", "seat": 2, "tile": "3-1", "end": "a", "turn": "up"},
                 "B6", id="B6-no-such-turn"),
    pytest.param(STATE, {"type": "play", "seat": 2, "tile": "3-1", "end": "a"}, "B6",
                 id="B6-turn-must-be-named"),
    pytest.param(STATE, {"type": "reveal", "seat": 2, "pips": 3}, "G8", id="G8-report-early"),
])
def test_refusals(state, action, section):
    with pytest.raises(IllegalAction) as refused:
        bendomino.apply(state, action)
    assert refused.value.section == section, refused.value.message
    assert bendomino.check(state, action).section == section


def test_pass_after_own_draw_and_draw_down_to_the_end():
    state = bendomino.apply(STATE, {"type": "draw", "seat": 2})
    state = bendomino.apply(state, {"type": "pass", "seat": 2})
    assert state.turn == 0 and state.stock == 28 - 18 - 1
    state = play(state, 0, "6-1", "b", "right")  # closes the ring: draw-down from seat 1
    seat = 1
    while state.phase == "draw-down":
        state = bendomino.apply(state, {"type": "draw", "seat": seat})
        seat = (seat + 1) % 3
    assert state.stock == 0 and state.phase == "reports"


def test_check_lists_where_shown_tiles_fit():
    verdict = bendomino.check(STATE, {"type": "draw", "seat": 2}, hand=["3-1", "6-2", "5-4"])
    assert verdict.legal
    fits = verdict.effect["fits"]
    assert fits["5-4"] == [] and ("a", "left") in fits["3-1"] and fits["6-2"]


OPTIONS = st.builds(bendomino.Options, players=st.integers(2, 4),
                    voluntary_draw=st.booleans(), tie=st.sampled_from(["nobody", "each"]))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(OPTIONS, st.integers(0, 2**32))
def test_random_games_keep_the_lattice_and_the_tiles(options, seed):
    table = BendominoTable(options, seed)
    while len(table.actions) < 1500 and (action := table.next_action()) is not None:
        before = table.state
        state = table.apply(action)
        if action["type"] == "pass" and state.phase == "reports":
            # B7: every player in turn passed on a turn that began with the stock empty
            last = state.pass_log[-options.players:]
            assert len(last) == options.players and all(p.ends is not None for p in last)
            assert len({p.seat for p in last}) == options.players
        if state.hand != before.hand:
            continue
        # B6: two triangles per tile, none shared (nobody overrides here)
        triangles = [t for p in state.chain for t in p.triangles]
        assert len(triangles) == 2 * len(state.chain) == len(set(triangles))
        assert len(state.chain) + sum(state.held) + state.stock == 28
        assert state.held == tuple(len(h) for h in table.hands)
        gained = [b - a for a, b in zip(before.scores, state.scores)]
        assert all(g >= 0 for g in gained)
    assert state.winner is not None or len(table.actions) >= 1500
    assert bendomino.replay(options, table.actions) == table.state


def _touching(tiles):
    """Whether two tiles that are not neighbours in the chain share a lattice edge."""
    for i, one in enumerate(tiles):
        for other in tiles[i + 2:]:
            if any(len(a & b) == 2 for a in one for b in other):
                return True
    return False


def test_no_dead_end_below_15_tiles_unless_the_chain_touches_itself():
    """RULES B6, searched exhaustively: every non-overlapping chain of up to 14 tiles
    (the opening and any run of turns at each end) has a dead end only where the
    chain touches itself."""
    from rules.bendomino import lattice
    at_b, at_a, end_a, end_b, _ = lattice.opening()
    found = {"chains": 0, "dead": 0}

    def grow(a_tiles, b_tiles, edge_a, edge_b, filled, growing_a):
        chain = list(reversed(a_tiles)) + [(at_b, at_a)] + b_tiles
        found["chains"] += 1
        for edge in (edge_a, edge_b):
            if not lattice.possible_turns(edge, filled) and not lattice.same_edge(edge_a, edge_b):
                found["dead"] += 1
                assert _touching(chain), chain
        if len(chain) == 14:
            return
        for turn in ("left", "right"):
            edge = edge_a if growing_a else edge_b
            first, second, new, _ = lattice.place(edge, turn)
            if {first, second} & filled:
                continue
            tile, more = (first, second), filled | {first, second}
            if growing_a:
                grow(a_tiles + [tile], b_tiles, new, edge_b, more, True)
                grow(a_tiles + [tile], b_tiles, new, edge_b, more, False)
            else:
                grow(a_tiles, b_tiles + [tile], edge_a, new, more, False)

    grow([], [], end_a, end_b, frozenset((at_b, at_a)), True)
    grow([], [], end_a, end_b, frozenset((at_b, at_a)), False)
    assert found["chains"] > 10_000
