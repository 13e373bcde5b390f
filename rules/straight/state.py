"""Straight Domino's options, the records of a hand's plays and passes, and the
game's state (RULES S1-S9): pure data and what can be read off it."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ..engine import OptionsJSON
from .hand import HandResult
from .layout import Layout
from ..messages import Msg
from ..reports import Report
from ..scoring import side_count, side_of
from ..tiles import Tile

SPINNERS = ("first-double", "lead-only", "none")
COUNTINGS = ("standard", "sniff")


@dataclass(frozen=True)
class Options(OptionsJSON):
    """A Straight Domino game's options (RULES S1, S2, S4.1, S5, S9).

    `players` 2-4; `partnerships` None means on for 4 players (only 4 may play in
    partnerships); `target` points; `hand_size` 5-9 tiles with players × hand_size
    ≤ 28; `spinner` first-double | lead-only | none; `counting` standard | sniff;
    `finish_hand` plays the hand out once a side reaches the target.
    Raises ValueError for options that break a rule."""

    players: int
    partnerships: bool | None = None
    target: int = 250
    hand_size: int = 7
    spinner: str = "first-double"
    counting: str = "standard"
    finish_hand: bool = False

    def __post_init__(self):
        if not _is_int(self.players) or not 2 <= self.players <= 4:
            raise ValueError(Msg("Straight Domino is for 2 to 4 players (RULES §S1)"))
        if self.partnerships is None:
            object.__setattr__(self, "partnerships", self.players == 4)
        if not isinstance(self.partnerships, bool):
            raise ValueError(Msg("partnerships is on or off"))
        if self.partnerships and self.players != 4:
            raise ValueError(Msg("partnerships need 4 players (RULES §S1)"))
        if not _is_int(self.target) or self.target <= 0:
            raise ValueError(Msg("the target must be a positive number of points"))
        if not _is_int(self.hand_size) or not 5 <= self.hand_size <= 9:
            raise ValueError(Msg("a hand is 5 to 9 tiles (RULES §S2)"))
        if self.players * self.hand_size > 28:
            raise ValueError(Msg("{players} hands of {size} need more than 28 tiles (RULES §S2)",
                                 players=self.players, size=self.hand_size))
        if self.spinner not in SPINNERS:
            raise ValueError(Msg("spinner must be one of {names}", names=", ".join(SPINNERS)))
        if self.counting not in COUNTINGS:
            raise ValueError(Msg("counting must be one of {names}", names=", ".join(COUNTINGS)))
        if not isinstance(self.finish_hand, bool):
            raise ValueError(Msg("finish_hand is on or off"))

    @property
    def sides(self) -> int:
        return side_count(self.players, self.partnerships)

    def side_of(self, seat: int) -> int:
        return side_of(seat, self.partnerships)



@dataclass(frozen=True)
class PlayRecord:
    """One tile played this hand: the count after it and what it scored (S5, S6)."""

    seat: int
    tile: str
    end: str
    count: int
    points: int
    working: str
    override: bool = False  # a misplay that stood (S4.6, G6.1)
    shown: int | None = None  # the number the tile shows at its end (its far half)
    skipped: int | None = None  # laid out of turn: the seat whose turn was lost (G6.1)
    opened: bool = False  # laid on a spinner side not yet open, which it opened (G6.1)


@dataclass(frozen=True)
class PassRecord:
    """A pass and the open ends it was made against (for G9): the seat, which of its
    passes this hand it was (from 1), and the tile played last before it."""

    seat: int
    open_ends: dict
    number: int = 1
    after: str | None = None


@dataclass(frozen=True)
class State:
    """A Straight Domino game at one moment. Read `.turn`, `.hand`, `.scores`,
    `.winner`, `.count`, `.open_ends`, `.layout`, `.held` (tiles per seat),
    `.boneyard` (tiles left to draw), `.plays` and `.history` (finished hands)."""

    options: Options
    hand: int = 1
    leader: int | None = None
    layout: Layout = field(default_factory=Layout)
    held: tuple[int, ...] = ()
    boneyard: int = 0
    passes: int = 0
    plays: tuple[PlayRecord, ...] = ()
    pass_log: tuple[PassRecord, ...] = ()
    ended: str | None = None          # "domino" | "blocked" while reports are due
    next_seat: int | None = None      # whose turn it is while the hand goes on
    dominoed: int | None = None
    reports: tuple[Report | None, ...] = ()
    points: tuple[int, ...] = ()
    history: tuple[HandResult, ...] = ()
    winner: int | None = None

    @property
    def scores(self) -> list[int]:
        """Points per side (RULES S6, S8)."""
        return list(self.points)

    @property
    def turn(self) -> int | None:
        """The seat to act, or None: before the first lead of the game (anyone
        may lead, S3), while hand-end reports are due (S8.4), and once won."""
        if self.winner is not None or self.ended:
            return None
        return self.next_seat

    @property
    def phase(self) -> str:
        """"over", "reports", "lead" or "play"."""
        if self.winner is not None:
            return "over"
        if self.ended:
            return "reports"
        return "lead" if self.layout.lead is None else "play"

    @property
    def open_ends(self) -> dict[str, int]:
        """End → the number a tile must match there (RULES S4.5)."""
        return dict(self.layout.open_ends)

    @property
    def count(self) -> int:
        """The count of the open ends, in pips (RULES S5)."""
        return self.layout.count(self.options.counting)

    @cached_property
    def on_table(self) -> frozenset[Tile]:
        """The tiles played this hand (RULES G2)."""
        return frozenset(Tile(p.tile) for p in self.layout.tiles)

    def ends_for(self, tile) -> list[str]:
        """Where `tile` may be played now: ["lead"] before the lead, else the open
        ends it fits; [] if it is on the table (RULES S4.4, G2)."""
        tile = tile if isinstance(tile, Tile) else Tile(tile)
        if tile in self.on_table:
            return []
        return ["lead"] if self.layout.lead is None else self.layout.ends_for(tile)

    @property
    def reports_due(self) -> list[int]:
        """Seats still to report their tiles (RULES G8)."""
        if not self.ended:
            return []
        return [s for s, n in enumerate(self.held) if n and self.reports[s] is None]


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
