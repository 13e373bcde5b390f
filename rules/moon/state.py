"""Moon's options, the tiles in play, a trick, a renege and the game's state
(RULES M1-M10): pure data and what can be read off it."""
from __future__ import annotations

from dataclasses import dataclass

from ..engine import OptionsJSON
from ..messages import Msg
from .score import HandResult
from .tricks import led_suit, trick_winner
from ..tiles import DOUBLE_SIX, Tile

VARIANTS = ("moon-4", "moon-3")
GOES_OUT = ("highest", "bidder")


@dataclass(frozen=True)
class Options(OptionsJSON):
    """A Moon game's options (RULES M1, M4, M6, M7, M9, M10): `variant` moon-4
    (four players, partners opposite) or moon-3 (three, 22 tiles, a widow);
    `target` points; `all_pass` redeal | forced; `doubles_trump` whether doubles may
    be named trump; `no_trump_doubles` high | low; `moon_21` wins-game | scores-21;
    `goes_out` highest | bidder (M10: "bidder goes out").
    Raises ValueError for anything else."""

    variant: str = "moon-4"
    target: int = 21
    all_pass: str = "redeal"
    doubles_trump: bool = True
    no_trump_doubles: str = "high"
    moon_21: str = "wins-game"
    goes_out: str = "highest"

    def __post_init__(self):
        if self.variant not in VARIANTS:
            raise ValueError(Msg("variant is moon-4 or moon-3"))
        if isinstance(self.target, bool) or not isinstance(self.target, int) or self.target <= 0:
            raise ValueError(Msg("the target must be a positive number of points"))
        if self.all_pass not in ("redeal", "forced"):
            raise ValueError(Msg("all_pass is redeal or forced"))
        if not isinstance(self.doubles_trump, bool):
            raise ValueError(Msg("doubles_trump is on or off"))
        if self.no_trump_doubles not in ("high", "low"):
            raise ValueError(Msg("no_trump_doubles is high or low"))
        if self.moon_21 not in ("wins-game", "scores-21"):
            raise ValueError(Msg("moon_21 is wins-game or scores-21"))
        if self.goes_out not in GOES_OUT:
            raise ValueError(Msg("goes_out is highest or bidder"))

    @property
    def players(self) -> int:
        return 4 if self.variant == "moon-4" else 3

    @property
    def partnerships(self) -> bool:
        return self.variant == "moon-4"

    @property
    def sides(self) -> int:
        return 2 if self.partnerships else 3

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat



SUIT_NAMES = {0: "blanks", 1: "ones", 2: "twos", 3: "threes", 4: "fours", 5: "fives",
              6: "sixes", "trumps": "trumps"}
"""A suit in words, for messages: 0-6 or "trumps" (M3)."""


def tile_set(options: Options) -> tuple[Tile, ...]:
    """The tiles in play (RULES M1, M2): moon-3 leaves out 1-0 ... 6-0."""
    if options.variant == "moon-3":
        return tuple(t for t in DOUBLE_SIX if t.low != 0 or t.high == 0)
    return DOUBLE_SIX


@dataclass(frozen=True)
class Trick:
    """A completed trick: who led, the tiles in play order, the led suit (0-6 or
    "trumps") and the winning seat (RULES M7)."""

    leader: int
    tiles: tuple[str, ...]
    led: int | str
    winner: int


@dataclass(frozen=True)
class Renege:
    """A proven renege (RULES M8): `seat` failed to follow in `trick` (from 1), and
    `tile`, played later, proves it could have; `ruling` None, "penalty" or "stand"."""

    seat: int
    trick: int
    tile: str
    ruling: str | None = None


@dataclass(frozen=True)
class State:
    """A Moon game at one moment. Read `.turn`, `.hand`, `.phase`, `.scores`,
    `.winner`, `.bids`, `.high_bid`, `.bidder`, `.trump`, `.tricks` (completed
    tricks of this hand, or of the hand just scored until the next hand's first
    action), `.current` (the trick on the table: (seat, tile) pairs), `.reneges`,
    `.tricks_won` per side and `.history`."""

    options: Options
    hand: int = 1
    first_bidder: int | None = None
    phase: str = "bidding"            # bidding, widow, trump, play, rulings, over
    # moon-3 (M5): "widow" until the widow is taken (trump may be named before it),
    # "trump" once it is taken and trump is still to be named.
    bids: tuple[tuple[int, int | None], ...] = ()
    high_bid: int | None = None
    bidder: int | None = None
    trump: int | str | None = None
    tricks: tuple[Trick, ...] = ()
    current: tuple[tuple[int, str], ...] = ()
    reneges: tuple[Renege, ...] = ()
    points: tuple[int, ...] = ()
    history: tuple[HandResult, ...] = ()
    winner: int | None = None

    @property
    def scores(self) -> list[int]:
        """Points per side (RULES M9); they may be negative."""
        return list(self.points)

    @property
    def turn(self) -> int | None:
        """The seat to act (M4, M5, M7); None before the game's first bid (anyone
        may bid first), while rulings are due, and once won (M10)."""
        n = self.options.players
        if self.phase == "bidding":
            return None if self.first_bidder is None else (self.first_bidder + len(self.bids)) % n
        if self.phase in ("widow", "trump"):
            return self.bidder
        if self.phase == "play":
            leader = self.tricks[-1].winner if self.tricks else self.bidder
            return (leader + len(self.current)) % n
        return None

    @property
    def led(self):
        """The led suit of the trick on the table, or None."""
        return led_suit(Tile(self.current[0][1]), self.trump) if self.current else None

    @property
    def played(self) -> frozenset[Tile]:
        """Tiles played this hand (RULES G2)."""
        return frozenset(Tile(t) for trick in self.tricks for t in trick.tiles) | \
            frozenset(Tile(t) for _, t in self.current)

    on_table = played  # the name the other games use for the same question (G2)

    @property
    def tricks_won(self) -> list[int]:
        won = [0] * self.options.sides
        for trick in self.tricks:
            won[self.options.side_of(trick.winner)] += 1
        return won

    @property
    def winning(self) -> int | None:
        """The seat whose tile is winning the trick on the table."""
        if not self.current:
            return None
        tiles = [Tile(t) for _, t in self.current]
        return self.current[trick_winner(tiles, self.trump, self._doubles_low)][0]

    @property
    def _doubles_low(self) -> bool:
        return self.options.no_trump_doubles == "low"
