"""The Bendomino chain as it lies on the table (DESIGN: drawing Bendomino). Each
tile is an annular sector round its centre lattice point: inner radius 12/45 and
outer 33/45 of the lattice edge (the real tiles measure 12 and 33 mm), 120° split
into its two numbered halves of 60°. Geometry only: the rules say where tiles lie."""
import math
from dataclasses import dataclass

from rules.lattice import cartesian

L = 100                                   # one lattice edge in SVG units
INNER, OUTER = 12 / 45 * L, 33 / 45 * L
GRID = {1: [(.5, .5)], 2: [(.2, .8), (.8, .2)], 3: [(.2, .8), (.5, .5), (.8, .2)],
        4: [(.2, .2), (.8, .2), (.2, .8), (.8, .8)],
        5: [(.2, .2), (.8, .2), (.5, .5), (.2, .8), (.8, .8)],
        6: [(.2, .2), (.5, .2), (.8, .2), (.2, .8), (.5, .8), (.8, .8)]}


@dataclass(frozen=True)
class Half:
    """One half of a tile: its outline (an SVG path) and its pips' centres."""

    path: str
    pips: tuple


@dataclass(frozen=True)
class EndMark:
    end: str
    x: float
    y: float
    number: int
    status: str


def _xy(point):
    x, y = cartesian(point)
    return x * L, -y * L                  # SVG's y runs down


def _angle(centre, point):
    (cx, cy), (px, py) = _xy(centre), _xy(point)
    return math.atan2(py - cy, px - cx)


def _sector(centre, triangle):
    """The 60° span (start, end angles) of `triangle` round `centre`."""
    a, b = sorted((_angle(centre, p) for p in triangle if p != centre))
    return (b, a + 2 * math.pi) if b - a > math.pi else (a, b)


def _ring_path(centre, start, end):
    """An annular sector round `centre` from angle `start` to `end` (radians)."""
    (cx, cy) = _xy(centre)

    def at(angle, radius):
        return cx + radius * math.cos(angle), cy + radius * math.sin(angle)
    large = 1 if end - start > math.pi else 0
    p1, p2, p3, p4 = at(start, OUTER), at(end, OUTER), at(end, INNER), at(start, INNER)
    return (f"M{p1[0]:.1f} {p1[1]:.1f}A{OUTER:.1f} {OUTER:.1f} 0 {large} 1 {p2[0]:.1f} "
            f"{p2[1]:.1f}L{p3[0]:.1f} {p3[1]:.1f}A{INNER:.1f} {INNER:.1f} 0 {large} 0 "
            f"{p4[0]:.1f} {p4[1]:.1f}Z")


def _half(centre, triangle, number):
    (cx, cy) = _xy(centre)
    start, end = _sector(centre, triangle)

    def at(angle, radius):
        return cx + radius * math.cos(angle), cy + radius * math.sin(angle)
    path = _ring_path(centre, start, end)
    pips = tuple(at(start + (0.18 + 0.64 * u) * (end - start),
                    INNER + (0.2 + 0.6 * v) * (OUTER - INNER)) for u, v in GRID.get(number, []))
    return Half(path, tuple((round(x, 1), round(y, 1)) for x, y in pips))


def draw_chain(state):
    """The halves of every tile in `state.chain` (rules.bendomino.State) and a mark
    for each end, with the viewBox that holds them all."""
    halves, outlines, xs, ys = [], [], [], []
    for placed in state.chain:
        spans = [_sector(placed.centre, t) for t in placed.triangles]
        # The two 60° spans meet; unwrap the second next to the first for one outline.
        (s1, e1), (s2, e2) = spans
        while s2 > e1 + 1e-6:
            s2, e2 = s2 - 2 * math.pi, e2 - 2 * math.pi
        while e2 < s1 - 1e-6:
            s2, e2 = s2 + 2 * math.pi, e2 + 2 * math.pi
        outlines.append(_ring_path(placed.centre, min(s1, s2), max(e1, e2)))
        for triangle, number in zip(placed.triangles, placed.numbers):
            halves.append(_half(placed.centre, triangle, number))
            for point in triangle:
                x, y = _xy(point)
                xs.append(x)
                ys.append(y)
    marks = []
    for i, (name, end) in enumerate(state.ends.items()):
        left, right = state.edges[i]
        (lx, ly), (rx, ry) = _xy(left), _xy(right)
        mx, my = (lx + rx) / 2, (ly + ry) / 2
        nx, ny = ry - ly, -(rx - lx)      # outward: to the left of left→right in SVG's axes
        size = math.hypot(nx, ny) or 1
        x, y = mx + nx / size * 0.42 * L, my + ny / size * 0.42 * L
        marks.append(EndMark(name, round(x, 1), round(y, 1), end["number"], end["status"]))
        xs.append(x)
        ys.append(y)
    if not xs:
        return {"halves": [], "outlines": [], "marks": [], "viewbox": "-150 -100 300 200"}
    pad = 0.4 * L
    x0, x1, y0, y1 = min(xs) - pad, max(xs) + pad, min(ys) - pad, max(ys) + pad
    width, height = max(x1 - x0, 3 * L), max(y1 - y0, 2 * L)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return {"halves": halves, "outlines": outlines, "marks": marks,
            "viewbox": f"{cx - width / 2:.0f} {cy - height / 2:.0f} {width:.0f} {height:.0f}"}
