"""Invariants over random legal games (Hypothesis): 2, 3 and 4 players, with and
without partnerships, every spinner and counting option."""
from hypothesis import HealthCheck, given, settings, strategies as st

from rules import straight
from rules.tiles import DOUBLE_SIX, Tile
from tests.rules.simulate import Table

OPTIONS = st.builds(
    lambda players, partnered, spinner, counting, finish, size: straight.Options(
        players, partnerships=partnered and players == 4, spinner=spinner, counting=counting,
        finish_hand=finish, hand_size=min(size, 28 // players), target=150),
    st.integers(2, 4), st.booleans(), st.sampled_from(straight.SPINNERS),
    st.sampled_from(straight.COUNTINGS), st.booleans(), st.integers(5, 9))

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def accounted(state, table):
    """RULES G1, G2: table + hands + boneyard are the 28 tiles, each once."""
    on_table = [Tile(p.tile) for p in state.layout.tiles]
    held = [t for hand in table.hands for t in hand]
    everything = on_table + held + table.boneyard
    return sorted(everything) == sorted(DOUBLE_SIX) and len(on_table) == len(set(on_table))


@SETTINGS
@given(OPTIONS, st.integers(0, 2**32), st.sampled_from([0.0, 0.25]))
def test_random_games_keep_every_invariant(options, seed, override_rate):
    """Also with misplays that stand (RULES S4.6): they never break the tile and pip
    accounting (G1, G2, G8) or the scoring."""
    table = Table(options, seed, override_rate=override_rate)
    state = table.state
    while (action := table.next_action()) is not None:
        before = state
        state = table.apply(action)
        assert accounted(state, table)
        assert list(state.held) == [len(h) for h in table.hands]
        assert state.boneyard == len(table.boneyard)
        gained = [b - a for a, b in zip(before.scores, state.scores)]
        hand_scored = len(state.history) > len(before.history)
        if action["type"] == "play":
            # S6: only the playing side scores: the count, when a positive multiple of 5
            record = state.plays[-1]
            side = options.side_of(action["seat"])
            assert gained == [record.points if s == side else 0 for s in range(options.sides)]
            assert record.points in (0, record.count)
            assert record.points == 0 or record.points % 5 == 0
        elif hand_scored and action["type"] == "reveal":
            assert gained == list(state.history[-1].points)  # S8
            assert all(g % 5 == 0 and g >= 0 for g in gained)
        else:
            assert gained == [0] * len(gained)
        if state.winner is not None:
            assert state.scores[state.winner] >= options.target
            assert state.scores.count(max(state.scores)) == 1
    assert state.winner is not None


@SETTINGS
@given(OPTIONS, st.integers(0, 2**32), st.integers(1, 120), st.sampled_from([0.0, 0.25]))
def test_replaying_a_prefix_equals_applying_one_by_one(options, seed, length, override_rate):
    table = Table(options, seed, override_rate=override_rate)
    states = []
    while len(table.actions) < length and (action := table.next_action()) is not None:
        states.append(table.apply(action))
    for k in sorted({1, len(states) // 2, len(states)} - {0}):
        assert straight.replay(options, table.actions[:k]) == states[k - 1]


@SETTINGS
@given(OPTIONS, st.integers(0, 2**32), st.integers(0, 80), st.sampled_from(DOUBLE_SIX),
       st.sampled_from([None, "left", "right", "up", "down"]), st.integers(0, 3))
def test_no_illegal_state_is_reachable(options, seed, length, tile, end, seat):
    """Any action at all is either refused with a section or leaves a state that
    keeps the invariants; tiles on the table never repeat."""
    table = Table(options, seed)
    while len(table.actions) < length and (action := table.next_action()) is not None:
        table.apply(action)
    state = table.state
    for action in ({"type": "play", "seat": seat, "tile": str(tile), "end": end},
                   {"type": "play", "seat": seat, "tile": str(tile), "end": end,
                    "override": True, "shows": tile.high},  # a misplay that stands (S4.6)
                   {"type": "draw", "seat": seat}, {"type": "pass", "seat": seat}):
        try:
            after = straight.apply(state, action)
        except straight.IllegalAction as refused:
            assert refused.section and refused.message
            continue
        tiles = [p.tile for p in after.layout.tiles]
        assert len(tiles) == len(set(tiles))
        assert len(tiles) + sum(after.held) + after.boneyard == 28 or after.hand != state.hand
        assert after.count >= 0
