"""Invariants over random legal Moon games (Hypothesis), moon-4 and moon-3."""
from hypothesis import HealthCheck, given, settings, strategies as st

from rules import moon
from rules.moon.tricks import follows, is_trump
from rules.tiles import Tile
from tests.rules.moon_table import MoonTable

OPTIONS = st.builds(moon.Options, variant=st.sampled_from(moon.VARIANTS),
                    all_pass=st.sampled_from(["redeal", "forced"]), doubles_trump=st.booleans(),
                    no_trump_doubles=st.sampled_from(["high", "low"]),
                    moon_21=st.sampled_from(["wins-game", "scores-21"]),
                    goes_out=st.sampled_from(moon.GOES_OUT))
SETTINGS = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def flipped(action):
    if action["type"] != "play":
        return action
    a, b = action["tile"].split("-")
    return {**action, "tile": f"{b}-{a}"}


@SETTINGS
@given(OPTIONS, st.integers(0, 2**32))
def test_random_games_keep_every_invariant(options, seed):
    table = MoonTable(options, seed)
    state = table.state
    while len(table.actions) < 3000 and (action := table.next_action()) is not None:
        before = state
        state = table.apply(action)
        for trick in state.tricks:
            tiles = [Tile(t) for t in trick.tiles]
            seats = [(trick.leader + i) % options.players for i in range(len(tiles))]
            won = tiles[seats.index(trick.winner)]
            # M7: the winner played a trump, or followed the led suit when none was played
            assert is_trump(won, state.trump) or (
                follows(won, trick.led, state.trump)
                and not any(is_trump(t, state.trump) for t in tiles))
        played = [t for trick in state.tricks for t in trick.tiles] + [t for _, t in state.current]
        assert len(played) == len(set(played))  # G2: each tile once per hand
        assert all(Tile(t) in moon.tile_set(options) for t in played)
        scored = len(state.history) > len(before.history)
        gained = [b - a for a, b in zip(before.scores, state.scores)]
        if not scored:
            assert gained == [0] * options.sides
            continue
        result = state.history[-1]
        assert gained == list(result.points)
        if result.bid is None:
            continue  # thrown in
        if state.winner is not None and not result.moon:
            # M10: the bidder goes out (option), else the single highest at the target
            side, top = result.bidding_side, max(state.scores)
            if options.goes_out == "bidder" and result.made and \
                    state.scores[side] >= options.target:
                assert state.winner == side
            else:
                assert state.scores[state.winner] == top >= options.target
                assert state.scores.count(top) == 1
        assert sum(result.tricks) == 7  # M9: the seven tricks
        penalties = [r for r in before.reneges + state.reneges if r.ruling == "penalty"]
        if penalties:
            continue
        side, bid = result.bidding_side, result.bid
        needed = 7 if bid == 21 else bid
        if result.tricks[side] >= needed:
            assert result.points[side] == (21 if bid == 21 and options.moon_21 == "scores-21"
                                           else result.tricks[side])
        else:
            assert result.points[side] == -bid
        assert all(result.points[s] == result.tricks[s] for s in range(options.sides)
                   if s != side)
    assert state.winner is not None or len(table.actions) == 3000


@SETTINGS
@given(OPTIONS, st.integers(0, 2**32), st.integers(1, 80))
def test_replay_and_orientation(options, seed, length):
    table = MoonTable(options, seed)
    states = []
    while len(table.actions) < length and (action := table.next_action()) is not None:
        states.append(table.apply(action))
    assert moon.replay(options, table.actions) == states[-1]
    assert moon.replay(options, table.actions[: len(states) // 2 or 1]) == \
        states[(len(states) // 2 or 1) - 1]
    turned = moon.replay(options, [flipped(a) for a in table.actions])
    assert turned.tricks == states[-1].tricks and turned.scores == states[-1].scores
