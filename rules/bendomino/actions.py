"""Bendomino's actions as logged in the event log (DESIGN: the rules interface)."""
from __future__ import annotations

from dataclasses import asdict, dataclass

from ..actions import Draw, Pass, Reveal, build, check_seat, check_tile, named_kind
from ..errors import IllegalAction
from ..messages import Msg


@dataclass(frozen=True)
class Play:
    """`seat` adds `tile` at `end` ("a", "b" or None: the only end it fits), the
    chain turning `turn` ("left", "right" or None: decided by the tile or the room
    left); `override` logs a placement the lattice refuses (RULES B3, B6) and/or a
    play out of turn by `seat` that stood (G6.1)."""

    seat: int
    tile: str
    end: str | None = None
    turn: str | None = None
    override: bool = False
    type = "play"


@dataclass(frozen=True)
class Declare:
    """The table declares an end blocked, or withdraws that (RULES B5 b)."""

    end: str
    blocked: bool = True
    type = "declare"


KINDS = {cls.type: cls for cls in (Play, Draw, Pass, Declare, Reveal)}
FIELDS = {"play": ("seat", "tile", "end", "turn", "override"), "draw": ("seat",),
          "pass": ("seat",), "declare": ("end", "blocked"), "reveal": ("seat", "tiles", "pips")}


def to_json(action) -> dict:
    """The event-log form of a Play or Declare (Draw, Pass and Reveal are shared with
    Straight Domino and bring their own)."""
    data = {"type": action.type, **asdict(action)}
    if isinstance(action, Play) and not action.override:
        del data["override"]
    return data


def from_json(data: dict):
    """An action object from its event-log dict; IllegalAction (G4) if not one."""
    kind = named_kind(data, KINDS)
    if kind is None:
        shown = data.get("type") if isinstance(data, dict) else data
        raise IllegalAction(Msg("unknown action {kind!r}: play, draw, pass, declare or reveal",
                                kind=shown),
                            "G4")
    return build(kind, data, FIELDS[kind.type])


def parse_action(action, players: int):
    """The action object, its shape checked: seat (G4), tile (G1), end a/b and turn
    left/right (B6), declare's end (B5). Raises IllegalAction."""
    if not isinstance(action, tuple(KINDS.values())):
        action = from_json(action)
    if isinstance(action, Declare):
        if action.end not in ("a", "b") or not isinstance(action.blocked, bool):
            raise IllegalAction(Msg("declare names end a or b, blocked or not"), "B5")
        return action
    check_seat(action.seat, players)
    if isinstance(action, Play):
        check_tile(action.tile)
        if action.end not in (None, "a", "b"):
            raise IllegalAction(Msg("{end!r} is not an end: a or b", end=action.end), "B6")
        if action.turn not in (None, "left", "right"):
            raise IllegalAction(Msg("{turn!r} is not a turn: left or right", turn=action.turn), "B6")
        if not isinstance(action.override, bool):
            raise IllegalAction(Msg("override is true or false"), "B6")
    return action


for _cls in (Play, Declare):
    _cls.to_json = to_json
    _cls.from_json = staticmethod(from_json)
