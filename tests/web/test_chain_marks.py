"""Bendomino end marks never sit on the chain's pips: each mark's disc lies clear of
every filled lattice triangle (RULES B6: each tile half fills one triangle), over the
chains of random legal rounds."""
import math
import random

import pytest

from rules import IllegalAction, bendomino
from rules.bendomino.lattice import cartesian
from rules.tiles import DOUBLE_SIX
from views.games.bendomino.drawing import L, MARK_R, draw_chain


def svg_point(point):
    x, y = cartesian(point)
    return x * L, -y * L


def clear_of(x, y, triangle):
    """The disc of radius MARK_R at (x, y) does not reach into `triangle`."""
    corners = [svg_point(p) for p in triangle]
    inside = []
    for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1]):
        inside.append((bx - ax) * (y - ay) - (by - ay) * (x - ax))
    if all(v > 0 for v in inside) or all(v < 0 for v in inside):
        return False
    for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1]):
        dx, dy = bx - ax, by - ay
        t = max(0, min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
        if math.hypot(x - ax - t * dx, y - ay - t * dy) < MARK_R:
            return False
    return True


def random_chains(seed, plays=12):
    rng = random.Random(seed)
    state = bendomino.apply(bendomino.new_game(bendomino.Options(2)),
                            {"type": "play", "seat": 0, "tile": "6-6", "end": None, "turn": None})
    for _ in range(plays):
        moves = []
        for tile in DOUBLE_SIX:
            if tile in state.on_table:
                continue
            for end in "ab":
                for turn in ("left", "right"):
                    action = {"type": "play", "seat": state.turn, "tile": str(tile),
                              "end": end, "turn": turn}
                    try:
                        moves.append(bendomino.apply(state, action))
                    except IllegalAction:
                        pass
        if not moves or state.phase != "play":
            return
        state = rng.choice(moves)
        yield state


@pytest.mark.parametrize("seed", range(8))
def test_end_marks_sit_off_the_chain(seed):
    checked = 0
    for state in random_chains(seed):
        for mark in draw_chain(state)["marks"]:
            assert all(clear_of(mark.x, mark.y, t) for t in state.filled), (seed, mark)
            checked += 1
    assert checked >= 4
