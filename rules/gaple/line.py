"""Gaple's line: one row of tiles with a left and a right end, no spinner, no
branching (RULES GP4), and when it is blocked (GP6.2, GP10.1)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..errors import IllegalAction
from ..messages import Join, Msg, Word
from ..tiles import Tile, halves

ENDS = ("left", "right")


@dataclass(frozen=True)
class Placed:
    """A tile in the line, its numbers as they lie from left to right (`left`,
    `right`: a double shows its number at both), laid by `seat` at `end` ("lead",
    "left" or "right")."""

    tile: str
    seat: int
    end: str
    left: int
    right: int

    @property
    def is_double(self) -> bool:
        return self.left == self.right


@dataclass(frozen=True)
class Line:
    """The tiles of one hand, from the left end to the right end (RULES GP4)."""

    tiles: tuple[Placed, ...] = ()

    @property
    def open_ends(self) -> dict[str, int]:
        """"left"/"right" → the number a tile must match there; empty before the
        lead (RULES GP4)."""
        if not self.tiles:
            return {}
        return {"left": self.tiles[0].left, "right": self.tiles[-1].right}

    @property
    def on_table(self) -> frozenset[Tile]:
        return frozenset(Tile(p.tile) for p in self.tiles)

    def ends_for(self, tile: Tile) -> list[str]:
        """The ends `tile` fits, left first (RULES GP4); [] before the lead."""
        return [end for end, n in self.open_ends.items() if tile.has(n)]

    def fits_either_end(self, tile: Tile) -> bool:
        """Could `tile` be laid at either end: it fits the left end and it fits the
        right end (RULES GP8.3, GP8.4)."""
        return len(self.ends_for(tile)) == 2

    @property
    def blocked(self) -> int | None:
        """The number n of a gaple: both ends show n and all seven tiles bearing n
        are on the table (RULES GP6.2); else None."""
        ends = self.open_ends
        if not ends or ends["left"] != ends["right"]:
            return None
        n = ends["left"]
        return n if sum(1 for t in self.on_table if t.has(n)) == 7 else None

    def lay(self, text: str, end: str | None, seat: int) -> tuple["Line", str]:
        """The line with the tile written `text` laid by `seat` at `end` (None: the
        only end it fits, or the left end when both show its number), and the end
        used ("lead" for the first tile: its first number is the left end, GP4).
        Raises IllegalAction (GP4): the tile fits no end, not the named one, or both
        ends differently and no end was named."""
        tile = Tile(text)
        if not self.tiles:
            first, second = halves(text)
            return Line((Placed(str(tile), seat, "lead", first, second),)), "lead"
        end = self._choose_end(tile, end)
        number = self.open_ends[end]
        far = tile.other(number)
        if end == "left":
            placed = Placed(str(tile), seat, end, far, number)
            return replace(self, tiles=(placed,) + self.tiles), end
        placed = Placed(str(tile), seat, end, number, far)
        return replace(self, tiles=self.tiles + (placed,)), end

    def _choose_end(self, tile: Tile, end: str | None) -> str:
        ends, fits = self.open_ends, self.ends_for(tile)
        if end is None:
            if len(fits) == 1 or (fits and ends["left"] == ends["right"]):
                return fits[0]
            if not fits:
                raise IllegalAction(Msg("{tile} does not fit: the ends show {ends}",
                                        tile=tile, ends=shown(ends)), "GP4")
            raise IllegalAction(Msg("{tile} fits both ends, with a different result: say "
                                    "which end", tile=tile), "GP4")
        if end not in fits:
            where = (Msg("it fits the {end} end", end=Word(fits[0])) if fits
                     else Msg("the ends show {ends}", ends=shown(ends)))
            raise IllegalAction(Msg("{tile} does not fit the {end} end ({n}): {where}",
                                    tile=tile, end=Word(end), n=ends[end], where=where),
                                "GP4")
        return end


def shown(ends: dict[str, int]) -> Join:
    """The two end numbers in words: "3 and 5"."""
    return Join((ends["left"], ends["right"]), " and ")


def dead_doubles(on_table) -> list[Tile]:
    """The doubles not on the table whose six other tiles are (RULES GP10.1): dead,
    nobody can ever lay them this hand."""
    return [Tile(n, n) for n in range(7) if Tile(n, n) not in on_table
            and sum(1 for t in on_table if t.has(n)) == 6]
