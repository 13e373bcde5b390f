"""Moon's actions as logged in the event log (DESIGN: the rules interface)."""
from __future__ import annotations

from dataclasses import asdict, dataclass

from ..actions import build, check_seat, check_tile, named_kind
from ..errors import IllegalAction
from ..messages import Msg

BIDS = (4, 5, 6, 7, 21)


@dataclass(frozen=True)
class Bid:
    """`seat` bids `bid` (4, 5, 6, 7 or 21) or passes (None) (RULES M4)."""

    seat: int
    bid: int | None = None
    type = "bid"


@dataclass(frozen=True)
class Widow:
    """The high bidder takes the widow and discards a tile (RULES M5, moon-3)."""

    seat: int
    type = "widow"


@dataclass(frozen=True)
class Trump:
    """The high bidder names trump: 0-6, "doubles" or "none" (RULES M6)."""

    seat: int
    trump: int | str
    type = "trump"


@dataclass(frozen=True)
class Play:
    """`seat` plays `tile` to the trick (RULES M7)."""

    seat: int
    tile: str
    type = "play"


@dataclass(frozen=True)
class Ruling:
    """The table's ruling on a proven renege: "penalty" or "stand" (RULES M8);
    `trick` is numbered from 1."""

    trick: int
    seat: int
    ruling: str
    type = "ruling"


KINDS = {cls.type: cls for cls in (Bid, Widow, Trump, Play, Ruling)}
FIELDS = {"bid": ("seat", "bid"), "widow": ("seat",), "trump": ("seat", "trump"),
          "play": ("seat", "tile"), "ruling": ("trick", "seat", "ruling")}


def to_json(action) -> dict:
    return {"type": action.type, **asdict(action)}


def from_json(data: dict):
    """An action object from its event-log dict; IllegalAction (G4) if it is not one."""
    kind = named_kind(data, KINDS)
    if kind is None:
        shown = data.get("type") if isinstance(data, dict) else data
        raise IllegalAction(Msg("unknown action {kind!r}: bid, widow, trump, play or ruling",
                                kind=shown),
                            "G4")
    return build(kind, data, FIELDS[kind.type])


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_action(action, players: int):
    """The action object, its shape checked: seat at the table (G4), bid one of
    pass/4/5/6/7/21 (M4), trump 0-6/doubles/none (M6), tile a tile (G1), ruling
    penalty/stand (M8). Raises IllegalAction."""
    if not isinstance(action, tuple(KINDS.values())):
        action = from_json(action)
    check_seat(action.seat, players)
    if isinstance(action, Bid) and action.bid is not None and (
            not _whole(action.bid) or action.bid not in BIDS):
        raise IllegalAction(Msg("{bid!r} is not a bid: pass, 4, 5, 6, 7 or 21", bid=action.bid),
                            "M4")
    if isinstance(action, Trump) and not (
            action.trump in ("doubles", "none") or (_whole(action.trump)
                                                   and 0 <= action.trump <= 6)):
        raise IllegalAction(Msg("{trump!r} is not a trump: 0-6, doubles or no trump",
                                trump=action.trump), "M6")
    if isinstance(action, Play):
        check_tile(action.tile)
    if isinstance(action, Ruling) and (action.ruling not in ("penalty", "stand")
                                       or not _whole(action.trick)):
        raise IllegalAction(Msg("a ruling names a trick and is penalty or stand"), "M8")
    return action


for _cls in KINDS.values():
    _cls.to_json = to_json
    _cls.from_json = staticmethod(from_json)
