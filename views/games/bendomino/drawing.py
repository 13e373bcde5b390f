"""The Bendomino chain as it lies on the table (DESIGN: drawing Bendomino). Each
tile is an annular sector round its centre lattice point: inner radius 12/45 and
outer 33/45 of the lattice edge (the real tiles measure 12 and 33 mm), 120° split
into its two numbered halves of 60°. Geometry only: the rules say where tiles lie."""
import math
from dataclasses import dataclass

from rules.bendomino.lattice import cartesian

L = 100                                   # one lattice edge in SVG units
INNER, OUTER = 12 / 45 * L, 33 / 45 * L
GRID = {1: [(.5, .5)], 2: [(.2, .8), (.8, .2)], 3: [(.2, .8), (.5, .5), (.8, .2)],
        4: [(.2, .2), (.8, .2), (.2, .8), (.8, .8)],
        5: [(.2, .2), (.8, .2), (.5, .5), (.2, .8), (.8, .8)],
        6: [(.2, .2), (.5, .2), (.8, .2), (.2, .8), (.5, .8), (.8, .8)]}


MARK_R = 17         # an end mark's radius in SVG units


@dataclass(frozen=True)
class Half:
    """One half of a tile: its outline (an SVG path) and its pips' centres;
    `override` marks a tile the table laid where the lattice has no room (RULES B6)."""

    path: str
    pips: tuple
    override: bool = False


@dataclass(frozen=True)
class Outline:
    path: str
    override: bool = False


@dataclass(frozen=True)
class EndMark:
    end: str
    x: float
    y: float
    number: int
    status: str


@dataclass(frozen=True)
class Ghost:
    """Where a tile would lie for one choice (`n`, from 1, as the choice's button
    says): its halves and outline, and where its number label goes."""

    n: int
    halves: tuple
    outline: str
    x: float
    y: float


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


def _half(centre, triangle, number, override=False):
    (cx, cy) = _xy(centre)
    start, end = _sector(centre, triangle)

    def at(angle, radius):
        return cx + radius * math.cos(angle), cy + radius * math.sin(angle)
    path = _ring_path(centre, start, end)
    pips = tuple(at(start + (0.18 + 0.64 * u) * (end - start),
                    INNER + (0.2 + 0.6 * v) * (OUTER - INNER)) for u, v in GRID.get(number, []))
    return Half(path, tuple((round(x, 1), round(y, 1)) for x, y in pips), override)


def _outline(placed):
    """The whole tile's outline: its two 60° spans unwrapped next to each other."""
    (s1, e1), (s2, e2) = [_sector(placed.centre, t) for t in placed.triangles]
    while s2 > e1 + 1e-6:
        s2, e2 = s2 - 2 * math.pi, e2 - 2 * math.pi
    while e2 < s1 - 1e-6:
        s2, e2 = s2 + 2 * math.pi, e2 + 2 * math.pi
    return _ring_path(placed.centre, min(s1, s2), max(e1, e2))


def _corners(placed):
    return [_xy(point) for triangle in placed.triangles for point in triangle]


def _far_middle(placed):
    """The middle of the tile's far half (the half that makes the new end): two
    choices at one end share the near half, so their labels go on the far one."""
    a, b = _sector(placed.centre, placed.triangles[1])
    cx, cy = _xy(placed.centre)
    r = OUTER - 0.3 * (OUTER - INNER)
    return round(cx + r * math.cos((a + b) / 2), 1), round(cy + r * math.sin((a + b) / 2), 1)


def _triangle_distance(point, triangle):
    """Distance in SVG units from `point` to a lattice triangle (0 inside it)."""
    a, b, c = [_xy(p) for p in triangle]
    px, py = point

    def side(p, q):
        return (q[0] - p[0]) * (py - p[1]) - (q[1] - p[1]) * (px - p[0])
    signs = [side(a, b), side(b, c), side(c, a)]
    if all(v >= 0 for v in signs) or all(v <= 0 for v in signs):
        return 0.0

    def segment(p, q):
        dx, dy = q[0] - p[0], q[1] - p[1]
        t = max(0, min(1, ((px - p[0]) * dx + (py - p[1]) * dy) / (dx * dx + dy * dy)))
        return math.hypot(px - p[0] - t * dx, py - p[1] - t * dy)
    return min(segment(a, b), segment(b, c), segment(c, a))


def _mark_spot(edge, filled, taken):
    """A spot for an end's mark off the chain: outward from the end's edge, else
    further out or round to the side, clear of every tile and of marks `taken`."""
    (lx, ly), (rx, ry) = _xy(edge[0]), _xy(edge[1])
    mx, my = (lx + rx) / 2, (ly + ry) / 2
    nx, ny = ry - ly, -(rx - lx)          # outward: to the left of left→right in SVG's axes
    size = math.hypot(nx, ny) or 1
    base = math.atan2(ny / size, nx / size)
    spots = [(mx + d * L * math.cos(base + t), my + d * L * math.sin(base + t))
             for d in (0.42, 0.7, 1.0, 1.3, 1.7) for t in (0, .5, -.5, 1, -1, 1.6, -1.6)]
    for x, y in spots:
        if all(_triangle_distance((x, y), t) > MARK_R + 3 for t in filled) and \
                all(math.hypot(x - tx, y - ty) > 2 * MARK_R + 4 for tx, ty in taken):
            return round(x, 1), round(y, 1)
    return round(spots[0][0], 1), round(spots[0][1], 1)


def ghosts(placements):
    """Ghost tiles for the choices of a tile: `placements` are the rules' Placed of
    each choice in order (a trial apply's last tile), or None where none is drawn."""
    drawn = []
    for n, placed in enumerate(placements, start=1):
        if placed is None:
            continue
        halves = tuple(_half(placed.centre, t, number)
                       for t, number in zip(placed.triangles, placed.numbers))
        drawn.append(Ghost(n, halves, _outline(placed), *_far_middle(placed)))
    return drawn


def draw_chain(state, extra=()):
    """The halves of every tile in `state.chain` (rules.bendomino.State), its
    outlines (overrides marked), a mark for each end placed off the chain, and the
    viewBox that holds them all and the tiles `extra` (Placed, e.g. every choice's
    ghost)."""
    halves, outlines, xs, ys = [], [], [], []
    for placed in state.chain:
        outlines.append(Outline(_outline(placed), placed.override))
        for triangle, number in zip(placed.triangles, placed.numbers):
            halves.append(_half(placed.centre, triangle, number, placed.override))
    for placed in (*state.chain, *extra):
        for x, y in _corners(placed):
            xs.append(x)
            ys.append(y)
    marks = []
    for i, (name, end) in enumerate(state.ends.items()):
        x, y = _mark_spot(state.edges[i], state.filled, [(m.x, m.y) for m in marks])
        marks.append(EndMark(name, x, y, end["number"], end["status"]))
        xs += [x - MARK_R, x + MARK_R]
        ys += [y - MARK_R, y + MARK_R]
    if not xs:
        return {"halves": [], "outlines": [], "marks": [], "viewbox": "-150 -100 300 200"}
    pad = 0.25 * L
    x0, x1, y0, y1 = min(xs) - pad, max(xs) + pad, min(ys) - pad, max(ys) + pad
    width, height = max(x1 - x0, 3 * L), max(y1 - y0, 2 * L)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return {"halves": halves, "outlines": outlines, "marks": marks,
            "viewbox": f"{cx - width / 2:.0f} {cy - height / 2:.0f} {width:.0f} {height:.0f}"}
