"""Where each tile of a Straight Domino layout is drawn (DESIGN: the layout is drawn
as it lies on the table: a line through the lead, a cross round the spinner,
doubles crosswise). Geometry only: the rules say what is on the table."""
from dataclasses import dataclass

U = 10  # a tile is 1 × 2 units; one unit is 10 SVG user units


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
class EndLabel:
    end: str
    x: float
    y: float
    text: str


def draw_layout(layout, count_terms):
    """Tiles and end labels of `layout` (rules.layout.Layout) in SVG units, with the
    viewBox that holds them. `count_terms` are the layout's (end, pips, written)."""
    if layout.lead is None:
        return {"tiles": [], "labels": [], "viewbox": f"{-2 * U} {-2 * U} {4 * U} {4 * U}"}
    tiles, centres = [], {}
    lead = layout.lead
    if lead.is_double:
        tiles.append(DrawnTile(-U / 2, -U, lead.near, lead.far, True, lead.tile))
        left_x, right_x = -U / 2, U / 2
    else:
        tiles.append(DrawnTile(-U, -U / 2, lead.near, lead.far, False, lead.tile))
        left_x, right_x = -U, U
    centres[("lead", 0)] = 0
    for end, start, step in (("left", left_x, -1), ("right", right_x, 1)):
        x = start
        for index, placed in enumerate(layout.arm(end)):
            width = U if placed.is_double else 2 * U
            left = x if step > 0 else x - width
            first, second = (placed.near, placed.far) if step > 0 else (placed.far, placed.near)
            if placed.is_double:
                tiles.append(DrawnTile(left, -U, first, second, True, placed.tile))
            else:
                tiles.append(DrawnTile(left, -U / 2, first, second, False, placed.tile))
            centres[(end, index)] = left + width / 2
            x += step * width
        if end == "left":
            left_x = x
        else:
            right_x = x
    top, bottom = -U, U
    if layout.spinner is not None:
        sx = centres[layout.spinner]
        for end, step in (("up", -1), ("down", 1)):
            y = -U if step < 0 else U
            for placed in layout.arm(end):
                height = U if placed.is_double else 2 * U
                upper = y if step > 0 else y - height
                first, second = (placed.near, placed.far) if step > 0 else (placed.far, placed.near)
                if placed.is_double:
                    tiles.append(DrawnTile(sx - U, upper, first, second, False, placed.tile))
                else:
                    tiles.append(DrawnTile(sx - U / 2, upper, first, second, True, placed.tile))
                y += step * height
            if end == "up":
                top = min(top, y)
            else:
                bottom = max(bottom, y)
    written = {end: text for end, _, text in count_terms}
    labels = []
    for end, number in layout.open_ends.items():
        text = written.get(end, str(number))
        if end == "left":
            labels.append(EndLabel(end, left_x - U, 0, text))
        elif end == "right":
            labels.append(EndLabel(end, right_x + U, 0, text))
        elif end == "up":
            labels.append(EndLabel(end, sx, top - U, text))
        else:
            labels.append(EndLabel(end, sx, bottom + U, text))
    xs = [t.x for t in tiles] + [t.x + t.w for t in tiles] + [lb.x for lb in labels]
    ys = [t.y for t in tiles] + [t.y + t.h for t in tiles] + [lb.y for lb in labels]
    pad = U / 2
    x0, x1 = min(xs) - pad, max(xs) + pad
    y0, y1 = min(ys) - pad, max(ys) + pad
    # Keep a landscape-ish box so a short layout is not blown up to fill the board.
    width, height = max(x1 - x0, 9 * U), max(y1 - y0, 7 * U)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return {"tiles": tiles, "labels": labels,
            "viewbox": f"{cx - width / 2:g} {cy - height / 2:g} {width:g} {height:g}"}
