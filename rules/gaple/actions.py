"""Gaple's actions as logged in the event log (DESIGN: the rules interface): `play`,
`pass`, `redeal` (GP2), `no-double` (GP3.2) and `reveal` (G8)."""
from __future__ import annotations

from dataclasses import asdict, dataclass

from ..actions import Pass, Reveal, build, check_seat, check_tile, named_kind
from ..errors import IllegalAction
from ..messages import Msg


@dataclass(frozen=True)
class Play:
    """`seat` lays `tile` ("6-4", as written: for the lead, its left half first) at
    `end` ("left", "right" or None: the only end it fits, or either when both ends
    show the same number; RULES GP4). `override` True logs a play out of turn that
    stood: `seat` is the seat that laid it (RULES G6.1)."""

    seat: int
    tile: str
    end: str | None = None
    override: bool = False
    type = "play"


@dataclass(frozen=True)
class Redeal:
    """`seat` claims a redeal before the first tile of a hand (RULES GP2)."""

    seat: int
    type = "redeal"


@dataclass(frozen=True)
class NoDouble:
    """`seat`, due to lead a double, says it holds none: the right to lead passes on
    (RULES GP3.2)."""

    seat: int
    type = "no-double"


KINDS = {cls.type: cls for cls in (Play, Pass, Redeal, NoDouble, Reveal)}
FIELDS = {"play": ("seat", "tile", "end", "override"), "pass": ("seat",), "redeal": ("seat",),
          "no-double": ("seat",), "reveal": ("seat", "tiles", "pips")}
ENDS = ("left", "right")


def to_json(action) -> dict:
    """The event-log form of a Play, Redeal or NoDouble: `{"type": "play", "seat": 0,
    "tile": "6-4", "end": null}` (Pass and Reveal bring their own); `"override": true`
    only on a play out of turn that stood (G6.1)."""
    data = {"type": action.type, **asdict(action)}
    if isinstance(action, Play) and action.override is False:
        del data["override"]  # an ordinary play logs as it always has
    return data


def from_json(data: dict):
    """An action object from its event-log dict; IllegalAction if it is not a Gaple
    action (G4; a draw, GP2)."""
    if isinstance(data, dict) and data.get("type") == "draw":
        raise IllegalAction(Msg("the whole set is dealt: nothing is drawn in Gaple"), "GP2")
    kind = named_kind(data, KINDS)
    if kind is None:
        shown = data.get("type") if isinstance(data, dict) else data
        raise IllegalAction(Msg("unknown action {kind!r}: play, pass, redeal, no-double or "
                                "reveal", kind=shown), "G4")
    if "seat" not in data:
        raise IllegalAction(Msg("the action names no seat"), "G4")
    return build(kind, data, FIELDS[kind.type])


def parse_action(action, players: int = 4):
    """The action object (from its JSON dict, or the object itself), its shape
    checked: a seat of the `players` at the table (G4; always 4 in Gaple, GP1: the
    argument is every game's, as an import checks each event, views/exchange/file_events.py),
    a tile of the set (G1), an end named left, right or not at all (GP4). Raises
    IllegalAction; `override` true or false (G6.1)."""
    if not isinstance(action, tuple(KINDS.values())):
        action = from_json(action)
    check_seat(action.seat, players)
    if isinstance(action, Play):
        check_tile(action.tile)
        if action.end not in (None, *ENDS):
            raise IllegalAction(Msg("{end!r} is not an end: left or right", end=action.end),
                                "GP4")
        if not isinstance(action.override, bool):
            raise IllegalAction(Msg("override is true or false"), "G6.1")
    return action


for _cls in (Play, Redeal, NoDouble):
    _cls.to_json = to_json
    _cls.from_json = staticmethod(from_json)
