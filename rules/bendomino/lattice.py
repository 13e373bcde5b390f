"""Bendomino's geometry (RULES B6): the table as a triangular lattice.

Lattice points are integer pairs (a, b) standing for a·(1, 0) + b·(1/2, √3/2). A
triangle is the frozenset of its three corners. A chain end is a lattice edge
`(left, right)`: its two corners as seen travelling out of the chain. A tile fills
the triangle across the end and the next triangle round its centre — the left
corner for a left turn, the right corner for a right turn — and its far radial
edge is the new end."""
from __future__ import annotations

Point = tuple[int, int]
Edge = tuple[Point, Point]
Triangle = frozenset

# The six unit steps, counter-clockwise.
STEPS = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


def _ccw60(step: Point) -> Point:
    return STEPS[(STEPS.index(step) + 1) % 6]


def _sub(p: Point, q: Point) -> Point:
    return (p[0] - q[0], p[1] - q[1])


def _add(p: Point, q: Point) -> Point:
    return (p[0] + q[0], p[1] + q[1])


def across(end: Edge) -> Triangle:
    """The triangle across `end`, on the side travelled into."""
    left, right = end
    apex = _add(left, _ccw60(_sub(right, left)))
    return frozenset((left, right, apex))


def place(end: Edge, turn: str) -> tuple[Triangle, Triangle, Edge, Point]:
    """Where a tile played at `end` turning `turn` ("left"/"right") lies: its first
    triangle (the touching half), its second, the new end, and its centre."""
    left, right = end
    first = across(end)
    (apex,) = first - {left, right}
    centre, other = (left, right) if turn == "left" else (right, left)
    far = _sub(_add(centre, apex), other)   # the next triangle round the centre
    second = frozenset((centre, apex, far))
    new_end = (centre, far) if turn == "left" else (far, centre)
    return first, second, new_end, centre


def opening() -> tuple[Triangle, Triangle, Edge, Edge, Point]:
    """The opening tile round the origin: its triangle at end b, its triangle at
    end a, end a (continuing its curve is a left turn), end b (a right turn) and
    its centre (RULES B2, B6)."""
    centre = (0, 0)
    at_b = frozenset((centre, (1, 0), (0, 1)))
    at_a = frozenset((centre, (0, 1), (-1, 1)))
    return at_b, at_a, (centre, (-1, 1)), ((1, 0), centre), centre


def possible_turns(end: Edge, filled) -> list[str]:
    """The turns at `end` whose two triangles are both free (RULES B6)."""
    return [turn for turn in ("left", "right")
            if not ({*place(end, turn)[:2]} & filled)]


def same_edge(one: Edge, other: Edge) -> bool:
    """Whether two ends lie on the same lattice edge (joined ends, RULES B5 d)."""
    return set(one) == set(other)


def cartesian(point: Point) -> tuple[float, float]:
    """A lattice point in plane coordinates (unit edge), y up."""
    a, b = point
    return (a + b / 2, b * 3 ** 0.5 / 2)
