"""The Straight Domino layout: the line, the spinner, its arms, and the count
(RULES S4, S5). Pure data; `straight.py` decides whose turn it is."""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from ..errors import IllegalAction
from ..messages import Join, Msg, Word
from ..tiles import Tile, halves

ENDS = ("left", "right", "up", "down")


@dataclass(frozen=True)
class Placed:
    """A tile on the table: `near` is the half touching the layout (for the lead,
    its left half), `far` the half facing out (for the lead, its right half)."""

    tile: str
    near: int
    far: int

    @property
    def is_double(self) -> bool:
        return self.near == self.far


@dataclass(frozen=True)
class Layout:
    """Everything on the table in one hand.

    `lead` is the first tile; `arms` maps each end ("left", "right", "up", "down")
    to the tiles laid on it, nearest first. `spinner` is None or where the spinner
    lies: ("lead", 0), or (end, index) within the left or right arm (RULES S4.1).
    """

    lead: Placed | None = None
    arms: tuple[tuple[Placed, ...], ...] = ((), (), (), ())
    spinner: tuple[str, int] | None = None

    def arm(self, end: str) -> tuple[Placed, ...]:
        return self.arms[ENDS.index(end)]

    @property
    def tiles(self) -> list[Placed]:
        """Every tile on the table, the lead first."""
        return ([self.lead] if self.lead else []) + [p for arm in self.arms for p in arm]

    @property
    def spinner_tile(self) -> Placed | None:
        if self.spinner is None:
            return None
        end, index = self.spinner
        return self.lead if end == "lead" else self.arm(end)[index]

    @property
    def spinner_flanked(self) -> bool:
        """True once both sides of the spinner are covered (RULES S4.2)."""
        if self.spinner is None:
            return False
        end, index = self.spinner
        if end == "lead":
            return bool(self.arm("left")) and bool(self.arm("right"))
        return len(self.arm(end)) > index + 1

    def terminal(self, end: str) -> Placed | None:
        """The tile whose far half is the end's number (the lead for an empty
        left/right arm, the spinner for an empty up/down arm)."""
        arm = self.arm(end)
        if arm:
            return arm[-1]
        return self.lead if end in ("left", "right") else self.spinner_tile

    @cached_property
    def open_ends(self) -> dict[str, int]:
        """End name → the number a tile must match there (RULES S4.5)."""
        if self.lead is None:
            return {}
        ends = {"left": _shown(self, "left"), "right": _shown(self, "right")}
        for end in ("up", "down"):
            # A side a misplay opened before its time is open from then on (G6.1).
            if self.spinner_flanked or self.arm(end):
                ends[end] = _shown(self, end)
        return ends

    @property
    def closed_sides(self) -> dict[str, int]:
        """The spinner's up/down ends not open yet (RULES S4.2) → the spinner's
        number: where a tile laid anyway stands as an override (G6.1)."""
        if self.spinner is None:
            return {}
        return {end: self.spinner_tile.far for end in ("up", "down")
                if end not in self.open_ends}

    def ends_for(self, tile: Tile) -> list[str]:
        """The open ends `tile` can be played on (RULES S4.4), in end order."""
        return [end for end, n in self.open_ends.items() if tile.has(n)]

    def count_terms(self, counting: str = "standard") -> list[tuple[str, int, str]]:
        """The count (RULES S5) as terms (end, pips, written), e.g.
        [("right", 2, "1+1"), ("left", 6, "6")]. Pips; raises nothing."""
        if self.lead is None:
            return []
        terms, seen = [], set()
        for end in ("left", "right"):
            placed = self.terminal(end)
            if placed.is_double:
                # A double at an end counts both halves (S5.1); the lead double or
                # the spinner, when it is the end on both sides, counts once (S5.2).
                if id(placed) in seen:
                    continue
                seen.add(id(placed))
                terms.append((end, 2 * placed.far, f"{placed.far}+{placed.far}"))
            else:
                shown = _shown(self, end)
                terms.append((end, shown, str(shown)))
        for end in ("up", "down"):
            if self.arm(end):  # counts once it holds a tile, even opened early (G6.1)
                placed = self.arm(end)[-1]
                pips = 2 * placed.far if placed.is_double else placed.far
                terms.append((end, pips, f"{placed.far}+{placed.far}" if placed.is_double
                              else str(placed.far)))
            elif counting == "sniff" and self.spinner_flanked:
                n = self.spinner_tile.far
                terms.append((end, n, str(n)))
        return terms

    def count(self, counting: str = "standard") -> int:
        """Sum of the open ends (RULES S5), in pips."""
        return sum(pips for _, pips, _ in self.count_terms(counting))

    def play(self, text: str, end: str | None, spinner_rule: str,
             shows: int | None = None) -> tuple["Layout", str]:
        """Lay the tile written `text` at `end` (None: the only end it fits).

        `shows` (0-6, one of the tile's numbers) logs a misplay that stood (RULES
        S4.6): the tile lies at the named open `end` it does not match, its outer half
        showing `shows`, its other half against the end; or at a spinner's up/down
        end not open yet (G6.1), matching it or not: that end opens at once. From
        then on it is like any tile at that end: a double laid so lies crosswise,
        counts both halves (S5.1) and, being the first double played at an end of the
        line, becomes the spinner under `first-double` (S4.1, S4.3) - the table treats
        it as the double it is.

        Returns the new layout and the end used ("lead" for the first tile).
        Raises IllegalAction: S4.1/S4.2 (no such end, or spinner end not open yet and
        no `shows`), S4.4 (does not fit, or it fits several ends and none was named),
        S4.6 (an override on the lead, without a named end, or one that does match)."""
        tile = Tile(text)
        if self.lead is None:
            if shows is not None:
                raise IllegalAction(Msg("the lead may be any tile: it needs no override"), "S4.6")
            first, second = halves(text)
            lead = Placed(str(tile), first, second)
            spinner = ("lead", 0) if tile.is_double and spinner_rule != "none" else None
            return replace(self, lead=lead, spinner=spinner), "lead"
        if shows is None:
            end = self._choose_end(tile, end)
            placed = Placed(str(tile), self.open_ends[end], tile.other(self.open_ends[end]))
        else:
            end = self._override_end(tile, end, shows)
            placed = Placed(str(tile), tile.other(shows), shows)
        arms = list(self.arms)
        arms[ENDS.index(end)] = self.arm(end) + (placed,)
        spinner = self.spinner
        if spinner is None and tile.is_double and spinner_rule == "first-double":
            spinner = (end, len(self.arm(end)))
        return replace(self, arms=tuple(arms), spinner=spinner), end

    def _override_end(self, tile: Tile, end: str | None, shows: int) -> str:
        """The named open end a misplay that stood lies at (RULES S4.6)."""
        if end is None:
            raise IllegalAction(Msg("say at which end {tile} was laid: an override names "
                                    "its end", tile=tile), "S4.6")
        if end not in self.closed_sides:
            self._open_end(end)
        if not tile.has(shows):
            raise IllegalAction(Msg("{tile} cannot show {shows}: it shows one of its own "
                                    "numbers", tile=tile, shows=shows), "S4.6")
        if end in self.closed_sides:  # laid before the side opened: it stands (G6.1)
            return end
        number = self.open_ends[end]
        if tile.other(shows) == number:
            raise IllegalAction(Msg("{tile} with {shows} showing matches the {end} end "
                                    "({number}): log it as a normal play", tile=tile,
                                    shows=shows, end=Word(end), number=number), "S4.6")
        return end

    def _open_end(self, end: str) -> None:
        """Raise IllegalAction unless `end` is an open end now (S4.1, S4.2, S4.4)."""
        if end not in ENDS:
            raise IllegalAction(Msg("{end!r} is not an end: use left, right, up or down",
                                    end=end), "S4.4")
        if end not in self.open_ends:
            if self.spinner is None:
                raise IllegalAction(Msg("there is no {end} end: this layout has no spinner",
                                        end=Word(end)), "S4.1")
            raise IllegalAction(Msg("the spinner's {end} end opens only once both its sides "
                                    "are covered", end=Word(end)), "S4.2")

    def _choose_end(self, tile: Tile, end: str | None) -> str:
        ends = self.open_ends
        fits = self.ends_for(tile)
        if end is None:
            if len(fits) == 1:
                return fits[0]
            if not fits:
                raise IllegalAction(Msg("{tile} does not fit: the open ends are {ends}",
                                        tile=tile, ends=_listed(ends)), "S4.4")
            raise IllegalAction(Msg("{tile} fits {ends}: say which end", tile=tile,
                                    ends=_both(fits)), "S4.4")
        self._open_end(end)
        if end not in fits:
            where = (Msg("it fits {ends}", ends=_both(fits)) if fits
                     else Msg("the open ends are {ends}", ends=_listed(ends)))
            raise IllegalAction(Msg("{tile} does not fit the {end} end ({n}): {where}",
                                    tile=tile, end=Word(end), n=ends[end], where=where),
                                "S4.4")
        return end


def _shown(layout: Layout, end: str) -> int:
    arm = layout.arm(end)
    if arm:
        return arm[-1].far
    if end == "left":
        return layout.lead.near
    if end == "right":
        return layout.lead.far
    return layout.spinner_tile.far


def _listed(ends: dict[str, int]) -> Join:
    return Join(Msg("{n} ({end})", n=n, end=Word(end)) for end, n in ends.items())


def _both(fits) -> Join:
    return Join((Word(end) for end in fits), " and ")
