"""Where each tile of a layout is drawn (DESIGN: the layout is drawn as it lies on
the table: a line through the lead, a cross round the spinner, doubles crosswise;
a game without a spinner draws its one line with `Line`). Like a real table, an arm that reaches the edge turns a corner
(clockwise first, so the four arms wind round the spinner without meeting, then
back and forth, each arm a staircase into its own quarter). Geometry
only: the rules say what is on the table."""
from dataclasses import dataclass

U = 10  # a tile is 1 × 2 units; one unit is 10 SVG user units
TURN_AT = {"left": 5 * U, "right": 5 * U, "up": 3 * U, "down": 3 * U}  # from the centre
SEGMENT = 4 * U  # after the first corner, how far an arm runs before it turns back


@dataclass(frozen=True)
class DrawnTile:
    """A tile's rectangle and the numbers of its first (left or top) and second
    half. `vertical` tiles stand upright."""

    x: float
    y: float
    first: int
    second: int
    vertical: bool
    tile: str

    @property
    def w(self):
        return U if self.vertical else 2 * U

    @property
    def h(self):
        return 2 * U if self.vertical else U


@dataclass(frozen=True)
class Laid:
    """A tile of a `Line` as the drawing reads it: `near` is the half toward the lead
    (for the lead, its left half), `far` the half facing out (the lead's right half)."""

    tile: str
    near: int
    far: int

    @property
    def is_double(self):
        """Both halves alike: drawn crosswise."""
        return self.near == self.far


@dataclass(frozen=True)
class Line:
    """A layout that is one line through its lead, with no spinner and no branch:
    `left` and `right` are the tiles (Laid) of each arm, nearest the lead first.
    It reads as `draw_layout` reads a layout."""

    lead: Laid | None = None
    left: tuple = ()
    right: tuple = ()
    spinner = None
    spinner_flanked = False

    def arm(self, end):
        """The tiles laid at `end`, nearest the lead first (a line has no up or down)."""
        return {"left": self.left, "right": self.right}.get(end, ())

    @property
    def open_ends(self):
        """"left"/"right" → the number showing at that end; empty before the lead."""
        if self.lead is None:
            return {}
        return {"left": self.left[-1].far if self.left else self.lead.near,
                "right": self.right[-1].far if self.right else self.lead.far}


@dataclass(frozen=True)
class EndLabel:
    """An open end's badge: `number`, the number a tile must match there (RULES
    S4.4), and `counts`, the pips the end adds to the count (S5), or None where it
    adds nothing (the spinner's empty up/down ends under standard counting, the
    second side of a lone double). `text` is what the badge reads: the count's term
    ("1+1") where the end counts, else the number to match. The counting badges
    add up to the Count."""

    end: str
    x: float
    y: float
    text: str
    number: int = 0
    counts: int | None = None


def _clockwise(d):
    return (-d[1], d[0])


def _lay(placed, cursor, d):
    """Draw `placed` at the open edge `cursor`, growing in direction `d` (a unit
    vector). Returns the DrawnTile, its centre and the new open edge."""
    cx, cy = cursor
    along = 1 if placed.is_double else 2          # units the tile takes along the arm
    centre = (cx + d[0] * along * U / 2, cy + d[1] * along * U / 2)
    horizontal_arm = d[1] == 0
    vertical = horizontal_arm == placed.is_double  # crosswise doubles stand across the arm
    w, h = (U, 2 * U) if vertical else (2 * U, U)
    forward = d[0] > 0 or d[1] > 0                 # near half is the first (left/top) one
    first, second = (placed.near, placed.far) if forward else (placed.far, placed.near)
    tile = DrawnTile(centre[0] - w / 2, centre[1] - h / 2, first, second, vertical, placed.tile)
    return tile, centre, (cx + d[0] * along * U, cy + d[1] * along * U)


def _counter_clockwise(d):
    return (d[1], -d[0])


def _arm(tiles, cursor, d, turn_at, spinner_index=None):
    """Lay one arm outward from the open edge `cursor` in direction `d`. Past
    `turn_at` (and never before the spinner, nor right after it) the arm turns a
    corner clockwise at its next tile that is not a double, then every SEGMENT the
    other way and back, a staircase out into its own quarter of the table. Returns
    the drawn tiles, the open edge, its direction, and the spinner's centre and
    direction if the spinner lies here."""
    drawn, spinner, turns, run = [], None, 0, 0
    for index, placed in enumerate(tiles):
        reach = abs(cursor[0]) if d[1] == 0 else abs(cursor[1])
        due = reach >= turn_at if turns == 0 else run >= SEGMENT
        if (due and not placed.is_double
                and (spinner_index is None or index > spinner_index)):
            # The corner tile: its near half just past the edge, then along the new way.
            new = _clockwise(d) if turns % 2 == 0 else _counter_clockwise(d)
            cursor = (cursor[0] + d[0] * U / 2 - new[0] * U / 2,
                      cursor[1] + d[1] * U / 2 - new[1] * U / 2)
            d, turns, run = new, turns + 1, 0
        tile, centre, cursor = _lay(placed, cursor, d)
        run += (U if placed.is_double else 2 * U)
        drawn.append(tile)
        if index == spinner_index:
            spinner = (centre, d)
            # Go on ahead for two units first, clear of the spinner's own arms.
            turn_at = max(turn_at, reach + 3 * U)
    return drawn, cursor, d, spinner


def draw_layout(layout, count_terms):
    """Tiles and end labels of `layout` (a rules Layout with a spinner, or a Line) in
    SVG units, with the viewBox that holds them. `count_terms` are the layout's (end, pips, written)."""
    if layout.lead is None:
        return {"tiles": [], "labels": [], "viewbox": f"{-2 * U} {-2 * U} {4 * U} {4 * U}",
                "match_only": False}
    lead = layout.lead
    half = U / 2 if lead.is_double else U
    tiles = [DrawnTile(-half, -U if lead.is_double else -U / 2, lead.near, lead.far,
                       lead.is_double, lead.tile)]
    edges = {}
    spinner = ((0, 0), (1, 0)) if layout.spinner == ("lead", 0) else None
    for end, start, d in (("left", (-half, 0), (-1, 0)), ("right", (half, 0), (1, 0))):
        index = layout.spinner[1] if layout.spinner and layout.spinner[0] == end else None
        drawn, cursor, d, found = _arm(layout.arm(end), start, d, TURN_AT[end], index)
        tiles += drawn
        edges[end] = (cursor, d)
        if found:  # keep the line's left-to-right direction at the spinner
            centre, way = found
            spinner = (centre, way if end == "right" else (-way[0], -way[1]))
    # The spinner's up and down arms, once open (S4.2) or opened early by a tile
    # that stood there (G6.1).
    if spinner is not None and (layout.spinner_flanked or layout.arm("up")
                                or layout.arm("down")):
        (sx, sy), line = spinner
        up = (line[1], -line[0])  # the side of the line facing the top of the screen
        for end, d in (("up", up), ("down", (-up[0], -up[1]))):
            start = (sx + d[0] * U, sy + d[1] * U)
            drawn, cursor, d, _ = _arm(layout.arm(end), start, d, TURN_AT[end])
            tiles += drawn
            edges[end] = (cursor, d)
    terms = {end: (pips, text) for end, pips, text in count_terms}
    labels = [_label(end, number, edges[end], terms.get(end))
              for end, number in layout.open_ends.items()]
    return {"tiles": tiles, "labels": labels, "viewbox": _viewbox(tiles, labels),
            "match_only": any(label.counts is None for label in labels)}


def _label(end, number, edge, term):
    """The badge one unit beyond the open edge `edge` ((x, y), direction)."""
    (x, y), d = edge
    pips, text = term if term else (None, str(number))
    return EndLabel(end, x + d[0] * U, y + d[1] * U, text, number, pips)


def _viewbox(tiles, labels):
    xs = [t.x for t in tiles] + [t.x + t.w for t in tiles] + [lb.x for lb in labels]
    ys = [t.y for t in tiles] + [t.y + t.h for t in tiles] + [lb.y for lb in labels]
    pad = U
    x0, x1 = min(xs) - pad, max(xs) + pad
    y0, y1 = min(ys) - pad, max(ys) + pad
    # A short layout is not blown up to fill the board: tiles keep a table-like size.
    width, height = max(x1 - x0, 9 * U), max(y1 - y0, 5 * U)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return f"{cx - width / 2:g} {cy - height / 2:g} {width:g} {height:g}"
