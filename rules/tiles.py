"""The double-six set (RULES G1, G2)."""
from __future__ import annotations

from typing import Iterable

from .messages import Msg

HIGHEST = 6


class Tile:
    """One domino. `Tile("6-4")`, `Tile("4-6")` and `Tile(6, 4)` are the same tile
    (RULES G1): `str()` is written higher number first, `.pips` is the sum of both
    halves, `.is_double` says whether both halves match. Raises ValueError for
    anything outside the double-six set."""

    __slots__ = ("high", "low")

    def __init__(self, a: "int | str | Tile", b: int | None = None):
        if b is None:
            a, b = _split(a)
        for n in (a, b):
            if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= HIGHEST:
                raise ValueError(Msg("{a}-{b} is not a tile of the double-six set", a=a, b=b))
        object.__setattr__(self, "high", max(a, b))
        object.__setattr__(self, "low", min(a, b))

    def __setattr__(self, name, value):
        raise AttributeError("Tile is immutable")

    @property
    def pips(self) -> int:
        return self.high + self.low

    @property
    def is_double(self) -> bool:
        return self.high == self.low

    def has(self, number: int) -> bool:
        """True when either half shows `number`."""
        return number in (self.high, self.low)

    def other(self, number: int) -> int:
        """The half opposite a half showing `number` (ValueError if neither does)."""
        if number == self.high:
            return self.low
        if number == self.low:
            return self.high
        raise ValueError(f"{self} has no {number}")

    def __eq__(self, other) -> bool:
        if isinstance(other, str):
            try:
                other = Tile(other)
            except ValueError:
                return False
        return isinstance(other, Tile) and (self.high, self.low) == (other.high, other.low)

    def __hash__(self) -> int:
        return hash((self.high, self.low))

    def __lt__(self, other: "Tile") -> bool:
        return (self.high, self.low) < (other.high, other.low)

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    def __repr__(self) -> str:
        return f"Tile('{self}')"


def _split(text) -> tuple[int, int]:
    if isinstance(text, Tile):
        return text.high, text.low
    if isinstance(text, str):
        parts = text.strip().split("-")
        if len(parts) == 2 and all(p.strip().isascii() and p.strip().isdigit() for p in parts):
            return int(parts[0]), int(parts[1])
    raise ValueError(Msg("{text!r} is not a tile: write it as two numbers 0-6, like 6-4",
                         text=text))


def halves(text: str) -> tuple[int, int]:
    """The two numbers of a tile string in the order written (`"4-6"` → (4, 6));
    ValueError if it is not a tile of the set."""
    a, b = _split(text)
    Tile(a, b)
    return a, b


DOUBLE_SIX: tuple[Tile, ...] = tuple(
    Tile(high, low) for high in range(HIGHEST, -1, -1) for low in range(high, -1, -1))
"""All 28 tiles, 6-6 first, 0-0 last (168 pips in all)."""


def total_pips(tiles: Iterable[Tile]) -> int:
    """Sum of the pips of `tiles`."""
    return sum(t.pips for t in tiles)
