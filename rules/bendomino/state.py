"""Bendomino's options, the chain's tiles, a scored round and the game's state
(RULES B1-B8): pure data and what can be read off it."""
from __future__ import annotations

from dataclasses import dataclass

from . import lattice
from .passes import BLOCKED, PassRecord
from ..engine import OptionsJSON
from ..messages import Msg
from ..reports import Report
from ..tiles import Tile

DEAL = {2: 7, 3: 6, 4: 5}


@dataclass(frozen=True)
class Options(OptionsJSON):
    """A Bendomino game's options (RULES B1, B4, B7, B8): `players` 2-4, `target`
    points, `voluntary_draw` (a player may draw while able), `tie` nobody | each.
    Raises ValueError for anything else."""

    players: int
    target: int = 100
    voluntary_draw: bool = True
    tie: str = "nobody"

    def __post_init__(self):
        if not isinstance(self.players, int) or isinstance(self.players, bool) \
                or self.players not in DEAL:
            raise ValueError(Msg("Bendomino is for 2 to 4 players (RULES §B1)"))
        if isinstance(self.target, bool) or not isinstance(self.target, int) or self.target <= 0:
            raise ValueError(Msg("the target must be a positive number of points"))
        if not isinstance(self.voluntary_draw, bool):
            raise ValueError(Msg("voluntary_draw is on or off"))
        if self.tie not in ("nobody", "each"):
            raise ValueError(Msg("tie is nobody or each"))

    @property
    def hand_size(self) -> int:
        return DEAL[self.players]

    @property
    def sides(self) -> int:
        return self.players

    @property
    def partnerships(self) -> bool:
        return False

    def side_of(self, seat: int) -> int:
        return seat



@dataclass(frozen=True)
class Placed:
    """A tile in the chain: its halves' numbers and triangles (`first` touches the
    chain; for the opening tile, the half at end b), its centre, the end it went to
    ("a", "b" or "open"), its turn, whether the table overrode the lattice (B6), and
    `skipped`: laid out of turn, an override that stood, the seat whose turn it took
    (G6.1); else None."""

    tile: str
    seat: int
    end: str
    turn: str | None
    numbers: tuple[int, int]
    triangles: tuple[frozenset, frozenset]
    centre: tuple[int, int]
    override: bool = False
    skipped: int | None = None


@dataclass(frozen=True)
class RoundResult:
    """A scored round: pips left per seat, points per seat, how they were made, and
    `flags`, the passes the reported tiles prove illegal (RULES B4, G9), shaped as
    Straight Domino's HandResult.flags: dicts with `seat`, `pass` (which of that
    seat's passes this round, from 1), `hand` ("round 2"), `after` (the tile played
    last before it), `tile`, `end` (in words) and `message`. `winner` is the seat
    that won the round (B7): the one who went out, else the one with fewest pips;
    None when several tie for fewest (under `tie=each` they share the points, but
    none of them is the winner). `overrides`: the plays out of turn that stood, in
    words ("seat 2 laid 6-3 out of turn: seat 1 lost the turn (override)", G6.1)."""

    round: int
    pips: tuple[int, ...]
    points: tuple[int, ...]
    working: str
    went_out: int | None
    flags: tuple[dict, ...] = ()
    winner: int | None = None
    overrides: tuple = ()


@dataclass(frozen=True)
class State:
    """A Bendomino game at one moment. Read `.turn`, `.hand` (the round), `.phase`
    (opening, play, draw-down, reports, over), `.ends` ("a"/"b" → number, status,
    turns), `.chain`, `.held`, `.stock`, `.scores`, `.winner`, `.history`."""

    options: Options
    hand: int = 1
    phase: str = "opening"
    chain: tuple[Placed, ...] = ()
    edges: tuple = ()                  # (end a, end b) as lattice edges
    numbers: tuple = ()                # (number at a, number at b)
    filled: frozenset = frozenset()
    declared: frozenset = frozenset()
    handedness: tuple = ()             # (tile, the number that attached turns it right)
    held: tuple[int, ...] = ()
    stock: int = 0
    next_seat: int | None = None
    drawn: bool = False
    passes: int = 0                    # empty-stock passes in a row (B7)
    pass_log: tuple[PassRecord, ...] = ()
    reports: tuple[Report | None, ...] = ()
    went_out: int | None = None
    points: tuple[int, ...] = ()
    history: tuple[RoundResult, ...] = ()
    winner: int | None = None

    @property
    def scores(self) -> list[int]:
        return list(self.points)

    @property
    def turn(self) -> int | None:
        """The seat to act; None before a round's opening (whoever holds the opening
        tile lays it, B2), while reports are due, and once won."""
        return self.next_seat if self.phase in ("play", "draw-down") else None

    @property
    def on_table(self) -> frozenset[Tile]:
        return frozenset(Tile(p.tile) for p in self.chain)

    @property
    def ends(self) -> dict:
        """"a"/"b" → {number, status, turns} (RULES B5, B6); empty before the opening."""
        if not self.chain:
            return {}
        return {name: {"number": self.numbers[i], "status": self.status(name),
                       "turns": lattice.possible_turns(self.edges[i], self.filled)}
                for i, name in enumerate(("a", "b"))}

    def status(self, name: str) -> str:
        """joined, dead-end, used-up, declared, half-blocked or open (RULES B6)."""
        i = "ab".index(name)
        if lattice.same_edge(*self.edges):
            return "joined"
        turns = lattice.possible_turns(self.edges[i], self.filled)
        if not turns:
            return "dead-end"
        number = self.numbers[i]
        if sum(1 for t in self.on_table if t.has(number)) == 7:
            return "used-up"
        if name in self.declared:
            return "declared"
        return "half-blocked" if len(turns) == 1 else "open"

    @property
    def reports_due(self) -> list[int]:
        if self.phase != "reports":
            return []
        return [s for s, n in enumerate(self.held) if n and self.reports[s] is None]

    @property
    def ended(self) -> str | None:
        """Why the round ended, once it has (reports due, or the game over): "went-out"
        (a player played their last tile, B7), "ends-blocked" (both ends blocked:
        the draw-down, B5, or scored at once with the stock empty) or "passed" (the
        stock empty and nobody could play, B7). None while the round is played."""
        if self.phase not in ("reports", "over") or not self.chain:
            return None
        if self.went_out is not None:
            return "went-out"
        if all(self.status(name) in BLOCKED for name in "ab"):
            return "ends-blocked"
        return "passed"

    def right_number(self, tile: Tile) -> int | None:
        """The number by which `tile`, attached, turns the chain right, once known."""
        return dict(self.handedness).get(str(tile))
