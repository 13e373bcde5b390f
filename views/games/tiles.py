"""Dominoes as SVG markup. The same few shapes are drawn on every response, so each
is built once and kept (pips are <use> references to the symbols that
templates/components/tiles.html puts once in the page)."""
import re
from functools import lru_cache, partial

from markupsafe import Markup, escape

from web.fragments import piece
from web.i18n import language


@lru_cache(maxsize=None)
def standing(high: int, low: int, label: str) -> Markup:
    """A domino standing upright on its own (tile picker, reports), high half on top."""
    return Markup(
        f'<svg class="tile" viewBox="-.5 -.5 11 21" role="img" aria-label="{escape(label)}">'
        '<rect width="10" height="20" rx="1.6"/><line x1="2" y1="10" x2="8" y2="10"/>'
        f'<use href="#v{high}" width="10" height="10"/>'
        f'<use href="#v{low}" y="10" width="10" height="10"/></svg>')


@lru_cache(maxsize=4096)
def placed(t) -> Markup:
    """A domino in the layout drawing (`t` is a views.games.drawing.DrawnTile)."""
    if t.vertical:
        halves = (f'<line x1="2" y1="10" x2="8" y2="10"/><use href="#v{t.first}" width="10" '
                  f'height="10"/><use href="#v{t.second}" y="10" width="10" height="10"/>')
    else:
        halves = (f'<line x1="10" y1="2" x2="10" y2="8"/><use href="#h{t.first}" width="10" '
                  f'height="10"/><use href="#h{t.second}" x="10" width="10" height="10"/>')
    return Markup(f'<g class="domino" transform="translate({t.x:g} {t.y:g})">'
                  f'<rect width="{t.w}" height="{t.h}" rx="1.6"/>{halves}</g>')


def placed_all(tiles) -> Markup:
    """The dominoes `tiles` (views.games.drawing.DrawnTile) of a layout drawing, in order."""
    return Markup("".join(placed(t) for t in tiles))


# The picker's rows, as a table reads its tiles: by the higher number. Seven tiles a
# row: the sixes; the fives and 0-0; the fours and the ones; the threes and the twos.
# Every tile keeps its place in every picker (a hand's report, a smaller set).
PICKER_ROWS = ((6,), (5, 0), (4, 1), (3, 2))


def _places():
    places = {}
    for row, highs in enumerate(PICKER_ROWS, start=1):
        tiles = [f"{high}-{low}" for high in highs for low in range(high, -1, -1)]
        for column, tile in enumerate(tiles, start=1):
            places[tile] = Markup(f'style="grid-area: {row} / {column}"')
    return places


PLACES = _places()


def place(tile: str) -> Markup:
    """The picker cell of `tile` ("6-4", high half first) as a style attribute."""
    return PLACES[tile]


def picks(macro, picker, open_ends) -> Markup:
    """The buttons of `picker` (views.games.screen.Pick, in order) as `macro(p, open_ends)`
    renders each in the request's language, joined; each button is rendered once per
    process (web.fragments.piece), so a play, which changes a tile or two, renders
    those and joins the rest as kept. A button's key is everything it shows: the tile, its state,
    its post and, when it asks which end, those ends and their numbers from
    `open_ends`, end -> pips."""
    buttons, lang = [], language()
    for p in picker:
        asks = p.do is None and not p.played
        key = ("pick", lang, p.tile, p.played, p.fits, p.do, tuple(p.ends),
               tuple(open_ends[e] for e in p.ends) if asks else ())
        buttons.append(piece(key, partial(macro, p, open_ends)))
    return Markup("".join(buttons))


TILE_NAME = re.compile(r"(?<![\w-])([0-6]-[0-6])(?![\w-])")


def unbroken(text) -> Markup:
    """`text` (plain or Markup) with every tile's name ("3-2") kept on one line: a
    line never breaks at the hyphen between its numbers."""
    return Markup(TILE_NAME.sub(r'<span class="tile-name">\1</span>', str(escape(text))))
