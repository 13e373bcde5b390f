"""A Gaple game at one moment: what the table and the screens read (DESIGN: every
State has `.scores`, `.winner`, `.turn`, `.hand`; Gaple adds `.open_ends`,
`.blocked`, `.losers`, `.flags`)."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ..reports import Report
from ..tiles import DOUBLE_SIX, Tile
from .hand import HandResult, stranded
from .lead import Lead
from .line import Line, dead_doubles
from .options import Options
from .passes import Claim, PassPoint, PassRecord


@dataclass(frozen=True)
class PlayRecord:
    """A tile laid this hand: `seat`, `tile` ("6-4"), `end` ("lead", "left" or
    "right"), `ends` the ends before it (empty for the lead), `shows` the number it
    now shows at its end, `double`, and `either_end`: it fitted both ends before it
    was laid (RULES GP8.3, GP8.4). `skipped`: laid out of turn, an override that
    stood, the seat whose turn it took (G6.1); else None."""

    seat: int
    tile: str
    end: str
    ends: dict
    shows: int
    double: bool
    either_end: bool
    skipped: int | None = None


@dataclass(frozen=True)
class State:
    """A Gaple game at one moment (RULES GP). Read `.phase` ("lead", "play",
    "reports", "over"), `.turn`, `.hand`, `.scores`, `.winner`, `.first`, `.losers`,
    `.open_ends`, `.blocked`, `.lead` (what must lead), `.line`, `.plays`, `.held`
    (tiles per seat), `.reports`, `.reports_due`, `.flags`, `.history`."""

    options: Options
    hand: int = 1
    lead: Lead | None = None          # what the next lead must be; None once led
    line: Line = field(default_factory=Line)
    held: tuple[int, ...] = (7, 7, 7, 7)
    next_seat: int | None = None
    passes: int = 0                   # passes in a row since the last tile (GP10.2)
    pass_log: tuple[PassRecord, ...] = ()
    claims: tuple[Claim, ...] = ()    # no-double claims of this deal (GP3.2)
    redeals: tuple[int, ...] = ()     # seats that claimed a redeal this hand (GP2)
    plays: tuple[PlayRecord, ...] = ()
    point_log: tuple[PassPoint, ...] = ()
    hand_flags: tuple[dict, ...] = ()
    ended: str | None = None          # "out" | "gaple" once the hand has ended
    went_out: int | None = None
    blocker: int | None = None
    reports: tuple[Report | None, ...] = (None,) * 4
    points: tuple[int, ...] = ()
    history: tuple[HandResult, ...] = ()
    over: bool = False
    winner: int | None = None
    first: tuple[int, ...] = ()
    losers: tuple[int, ...] = ()

    @property
    def scores(self) -> list[int]:
        """Points per side (under `penalty`, each player's total: low is good)."""
        return list(self.points)

    @property
    def phase(self) -> str:
        """"over", "reports" (the hand has ended, reports are due), "lead" or "play"."""
        if self.over:
            return "over"
        if self.ended:
            return "reports"
        return "lead" if not self.line.tiles else "play"

    @property
    def turn(self) -> int | None:
        """The seat to act; None while a particular double must lead (its holder lays
        it, GP3.4) or anyone may lead (`first-lead=any`), while reports are due, and
        once the game is over."""
        if self.over or self.ended:
            return None
        return self.lead.seat if self.lead else self.next_seat

    @property
    def leader(self) -> int | None:
        """The seat that led this hand; None before the lead."""
        return self.line.tiles[0].seat if self.line.tiles else None

    @property
    def open_ends(self) -> dict[str, int]:
        """"left"/"right" → the number a tile must match; empty before the lead (GP4)."""
        return self.line.open_ends

    @property
    def blocked(self) -> int | None:
        """The number n of the gaple that ended this hand (GP6.2); else None (an out
        that also blocks the line is an out, GP6.1)."""
        return self.line.blocked if self.ended == "gaple" else None

    @cached_property
    def on_table(self) -> frozenset[Tile]:
        """The tiles laid this hand (G2)."""
        return self.line.on_table

    @property
    def unlaid(self) -> list[Tile]:
        """The tiles not on the table: exactly the tiles in the hands (GP2)."""
        return [t for t in DOUBLE_SIX if t not in self.on_table]

    def ends_for(self, tile) -> list[str]:
        """Where `tile` may go now: ["lead"] before the lead if it may lead (GP3),
        else the ends it fits (GP4); [] when it is on the table or cannot go."""
        tile = tile if isinstance(tile, Tile) else Tile(tile)
        if tile in self.on_table or self.phase not in ("lead", "play"):
            return []
        if self.lead is not None:
            return ["lead"] if self.lead.allows(tile) else []
        return self.line.ends_for(tile)

    @property
    def dead_doubles(self) -> list[Tile]:
        """Doubles in some hand that can no longer be laid: the six other tiles of
        their number are on the table (GP10.1)."""
        return dead_doubles(self.on_table)

    @property
    def stranded(self) -> dict:
        """The 0-0 or 6-6 that would count its GP8.2 value were the hand to end now
        (tile → value): GP10.1 knows it, the reports say who holds it."""
        return stranded(self.options, self.on_table)

    @property
    def reports_due(self) -> list[int]:
        """Seats still to report their tiles (G8, GP6.3)."""
        if not self.ended or self.over:
            return []
        return [s for s, n in enumerate(self.held) if n and self.reports[s] is None]

    @property
    def last_report(self) -> dict | None:
        """With one report left the whole set tells it (GP10.4): `{"seat": s, "tiles":
        [...]}` when every other hand was reported tile by tile, else `{"seat": s,
        "pips": n}`. None unless exactly one report is due."""
        due = self.reports_due
        if len(due) != 1:
            return None
        shown = {Tile(t) for r in self.reports if r and r.tiles for t in r.tiles}
        if all(r.tiles for r in self.reports if r):
            return {"seat": due[0], "tiles": [str(t) for t in self.unlaid if t not in shown]}
        return {"seat": due[0], "pips": sum(t.pips for t in self.unlaid)
                - sum(r.pips for r in self.reports if r)}

    @property
    def flags(self) -> list[dict]:
        """Every pass and `no-double` claim proven false so far in the game (GP10.3,
        G9), in the order raised: each with `seat`, `pass` (its place among the
        seat's passes in the hand, from 1), `hand`, `tile` (the proof), `ends` (as
        they were), `kind` ("pass", "no-double", "unshareable"), `section` and
        `message`."""
        return [f for result in self.history for f in result.flags] + list(self.hand_flags)
