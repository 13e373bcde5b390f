"""A Gaple game's options, validated when the game is created (RULES GP1-GP9)."""
from __future__ import annotations

from dataclasses import dataclass

from ..engine import OptionsJSON
from ..messages import Msg
from ..scoring import side_count, side_of

SCORINGS = ("penalty", "collect", "points")
DIRECTIONS = ("clockwise", "counter-clockwise")
FIRST_LEADS = ("0-0", "6-6", "rotating", "any")
WINNER_LEADS = ("any", "double")
AFTER_GAPLES = ("winner", "double")
BLOCKED = ("lowest", "duel")
GAPLE_WINNERS = ("counts", "zero")
MULTIPLIERS = ("x1", "x2")
DEFAULT_TARGET = {"penalty": 100, "collect": 101, "points": 7}
# The options each scoring has no use for (RULES GP11.1): `gaple_winner` acts under
# penalty only (GP8.1), the stranded doubles under penalty and collect (GP8.2),
# `failed_block` and `both_ends` under collect only (GP8.3).
UNUSED = {"penalty": ("failed_block", "both_ends"),
          "collect": ("gaple_winner",),
          "points": ("gaple_winner", "dead_0_0", "dead_6_6", "failed_block", "both_ends")}
PLAYERS = 4


@dataclass(frozen=True)
class Options(OptionsJSON):
    """A Gaple game's options (RULES GP1-GP9). Four players always (GP1).

    `partners` off (each for themselves) or on (0+2 v 1+3); `scoring` penalty |
    collect | points (GP8); `target` the limit under penalty or the target otherwise
    (None: 100, 101 or 7, GP9); `direction` clockwise | counter-clockwise (GP1);
    `redeal_doubles` 5 | 6 | None (GP2); `first_lead` 0-0 | 6-6 | rotating | any
    (GP3.1); `winner_lead` any | double (GP3.2); `after_gaple` winner | double
    (GP3.3); `pass_point` on/off (GP5); `blocked` lowest | duel (GP7);
    `gaple_winner` counts | zero (GP8.1); `dead_0_0` 25 | None and `dead_6_6`
    None | 50 (GP8.2); `failed_block` and `both_ends` x1 | x2 (GP8.3); `hands`
    None | N hands (GP9). Raises ValueError with a Msg for anything else, and for
    the combinations GP1 refuses: `penalty` with partners, `points` or
    `blocked="duel"` without."""

    partners: bool = False
    scoring: str = "penalty"
    target: int | None = None
    direction: str = "clockwise"
    redeal_doubles: int | None = 5
    first_lead: str = "0-0"
    winner_lead: str = "any"
    after_gaple: str = "winner"
    pass_point: bool = False
    blocked: str = "lowest"
    gaple_winner: str = "counts"
    dead_0_0: int | None = 25
    dead_6_6: int | None = None
    failed_block: str = "x2"
    both_ends: str = "x1"
    hands: int | None = None

    def __post_init__(self):
        _on_or_off(self, "partners", "pass_point")
        for name, allowed in (("scoring", SCORINGS), ("direction", DIRECTIONS),
                              ("first_lead", FIRST_LEADS), ("winner_lead", WINNER_LEADS),
                              ("after_gaple", AFTER_GAPLES), ("blocked", BLOCKED),
                              ("gaple_winner", GAPLE_WINNERS), ("failed_block", MULTIPLIERS),
                              ("both_ends", MULTIPLIERS)):
            if getattr(self, name) not in allowed:
                raise ValueError(Msg("{name} must be one of {names}", name=name,
                                     names=", ".join(allowed)))
        for name, allowed in (("redeal_doubles", (5, 6, None)), ("dead_0_0", (25, None)),
                              ("dead_6_6", (None, 50))):
            value = getattr(self, name)
            if isinstance(value, bool) or value not in allowed:
                raise ValueError(Msg("{name} must be one of {names}", name=name,
                                     names=", ".join("off" if v is None else str(v)
                                                     for v in allowed)))
        if self.target is None:
            object.__setattr__(self, "target", DEFAULT_TARGET[self.scoring])
        if not _is_count(self.target):
            raise ValueError(Msg("the target must be a positive number of points"))
        if self.hands is not None and not _is_count(self.hands):
            raise ValueError(Msg("hands is off or a positive number of hands"))
        self._check_combination()

    def _check_combination(self) -> None:
        """The combinations RULES GP1 refuses."""
        if self.scoring == "penalty" and self.partners:
            raise ValueError(Msg("penalty scoring is for players each on their own: turn "
                                 "partners off, or choose collect or points scoring "
                                 "(RULES §GP1)"))
        if self.scoring == "points" and not self.partners:
            raise ValueError(Msg("points scoring is for partnerships: turn partners on "
                                 "(RULES §GP1)"))
        if self.blocked == "duel" and not self.partners:
            raise ValueError(Msg("a duel decides a blocked hand between partnerships: turn "
                                 "partners on (RULES §GP1, §GP7)"))

    @property
    def players(self) -> int:
        """Always 4 (RULES GP1)."""
        return PLAYERS

    @property
    def partnerships(self) -> bool:
        """The name the other games use for `partners`."""
        return self.partners

    @property
    def sides(self) -> int:
        """How many sides keep a score: 2 with partners, else 4."""
        return side_count(PLAYERS, self.partners)

    def side_of(self, seat: int) -> int:
        """The side `seat` plays for: the seat, or seat % 2 with partners."""
        return side_of(seat, self.partners)

    def next_seat(self, seat: int) -> int:
        """The seat whose turn follows `seat`'s (RULES GP1: i → i+1 clockwise,
        i → i−1 counter-clockwise, mod 4)."""
        step = 1 if self.direction == "clockwise" else -1
        return (seat + step) % PLAYERS

    def in_turn(self, start: int) -> list[int]:
        """The four seats in turn order, starting with `start`."""
        order = [start]
        while len(order) < PLAYERS:
            order.append(self.next_seat(order[-1]))
        return order

    @property
    def unused(self) -> tuple[str, ...]:
        """The options that have no effect under the chosen scoring: accepted, ignored
        and shown as "—" (RULES GP11.1)."""
        return UNUSED[self.scoring]

    @property
    def low_wins(self) -> bool:
        """Under `penalty` the lowest total is best (RULES GP8.1, GP9)."""
        return self.scoring == "penalty"


def left_of(seat: int) -> int:
    """The player on the left of `seat`: seat + 1 mod 4, whichever way play runs
    (RULES GP1)."""
    return (seat + 1) % PLAYERS


def _is_count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def _on_or_off(options, *names) -> None:
    for name in names:
        if not isinstance(getattr(options, name), bool):
            raise ValueError(Msg("{name} is on or off", name=name))
