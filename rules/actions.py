"""Actions as logged in the event log, for Straight Domino (DESIGN: the rules
interface). Each is a small frozen dataclass with `to_json` / `from_json`."""
from __future__ import annotations

from dataclasses import MISSING, asdict, dataclass, fields

from .errors import IllegalAction
from .messages import Msg
from .tiles import Tile


@dataclass(frozen=True)
class Play:
    """`seat` lays `tile` ("6-4", as written: for a lead, left half first) at `end`
    (None, "left", "right", "up" or "down"; RULES S4). `override` True logs a misplay
    that stood: at the named `end`, its outer half showing `shows` (one of the tile's
    numbers, 0-6; RULES S4.6, and G6.1 for a spinner's up/down end not open yet),
    and/or a play out of turn by `seat` (G6.1, where `shows` may be None);
    otherwise `shows` is None."""

    seat: int
    tile: str
    end: str | None = None
    override: bool = False
    shows: int | None = None
    type = "play"


@dataclass(frozen=True)
class Draw:
    """`seat` draws one tile from the boneyard (RULES S7)."""

    seat: int
    type = "draw"


@dataclass(frozen=True)
class Pass:
    """`seat` passes (RULES S7)."""

    seat: int
    type = "pass"


@dataclass(frozen=True)
class Reveal:
    """`seat` reports what it holds at the end of a hand: `tiles` (list of tile
    strings) or `pips` (int), one or the other (RULES G8)."""

    seat: int
    tiles: tuple[str, ...] | None = None
    pips: int | None = None
    type = "reveal"


KINDS = {cls.type: cls for cls in (Play, Draw, Pass, Reveal)}


def to_json(action) -> dict:
    """The event-log form: `{"type": "play", "seat": 0, "tile": "6-4", "end": null}`."""
    data = {"type": action.type, **asdict(action)}
    if isinstance(action, Play) and not action.override and action.shows is None:
        del data["override"], data["shows"]  # an ordinary play logs as it always has
    if isinstance(action, Reveal):
        data = {k: v for k, v in data.items() if v is not None or k in ("type", "seat")}
        if action.tiles is not None:
            data["tiles"] = list(action.tiles)
    return data


def named_kind(data, kinds: dict):
    """The action class that `data["type"]` names among `kinds` (type → class), or
    None when `data` is not a dict or its type is no string naming one."""
    kind = data.get("type") if isinstance(data, dict) else None
    return kinds.get(kind) if isinstance(kind, str) else None


def build(kind, data: dict, names: tuple):
    """`kind`(...) from the fields `names` of `data`, extra fields ignored. A field
    the action needs but `data` lacks is None, which each game's `parse_action`
    refuses with the section that needs it (a tile G1, a seat G4, ...); a `tiles`
    list becomes a tuple. Raises nothing."""
    args = {}
    for f in fields(kind):
        if f.name in names and f.name in data:
            args[f.name] = data[f.name]
        elif f.default is MISSING:
            args[f.name] = None
    if isinstance(args.get("tiles"), list):
        args["tiles"] = tuple(args["tiles"])
    return kind(**args)


def from_json(data: dict):
    """An action object from its event-log dict. Raises IllegalAction for a dict
    that is not an action of this game (G4)."""
    kind = named_kind(data, KINDS)
    if kind is None:
        shown = data.get("type") if isinstance(data, dict) else data
        raise IllegalAction(Msg("unknown action {kind!r}: play, draw, pass or reveal",
                                kind=shown), "G4")
    names = {"play": ("seat", "tile", "end", "override", "shows"),
             "reveal": ("seat", "tiles", "pips")}
    return build(kind, data, names.get(kind.type, ("seat",)))


END_NAMES = (None, "left", "right", "up", "down")  # None: the only end it fits (S4.4)


def parse_action(action, players: int):
    """An action object from its JSON dict (or the object itself), checked for shape.
    Raises IllegalAction for an unknown type, a seat not at the table (G4), a
    tile that is not a tile of the set (G1), an end that is no end's name (S4.4) or
    an override without a named end or with `shows` not one of the tile's numbers
    (S4.6)."""
    if not isinstance(action, tuple(KINDS.values())):
        action = from_json(action)
    check_seat(action.seat, players)
    if isinstance(action, Play):
        check_tile(action.tile)
        if action.end not in END_NAMES:
            raise IllegalAction(Msg("{end!r} is not an end: use left, right, up or down",
                                    end=action.end), "S4.4")
        _check_override(action)
    return action


def _check_override(play: Play) -> None:
    """The shape of a misplay that stood (RULES S4.6, G6.1): `override` true or
    false; `shows`, one of the tile's numbers, only with it, and then with a named
    end. An override without `shows` is a play out of turn (G6.1), which the engine
    checks against the turn. Raises IllegalAction (S4.6)."""
    if not isinstance(play.override, bool):
        raise IllegalAction(Msg("override is true or false"), "S4.6")
    if not play.override:
        if play.shows is not None:
            raise IllegalAction(Msg("shows goes with override: a tile that matches shows its "
                                    "other number"), "S4.6")
        return
    if play.shows is None:
        return
    if play.end is None:
        raise IllegalAction(Msg("say at which end {tile} was laid: an override names its "
                                "end", tile=Tile(play.tile)), "S4.6")
    if isinstance(play.shows, bool) or not isinstance(play.shows, int) \
            or not Tile(play.tile).has(play.shows):
        raise IllegalAction(say_shows(Tile(play.tile)), "S4.6")


def say_shows(tile: Tile) -> Msg:
    """What an override of `tile` must say (RULES S4.6): which of its numbers shows."""
    if tile.is_double:
        return Msg("an override says which number {tile} shows at the end: {high}, its only "
                   "one", tile=tile, high=tile.high)
    return Msg("an override says which number {tile} shows at the end: {high} or {low}",
               tile=tile, high=tile.high, low=tile.low)


def check_seat(seat, players: int) -> None:
    """Raise IllegalAction (G4) unless `seat` is a seat at a table of `players`."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise IllegalAction(Msg("there is no seat {seat!r} at this table of {players}",
                                seat=seat, players=players), "G4")


def check_tile(text) -> None:
    """Raise IllegalAction (G1) unless `text` names a tile of the set ("6-4")."""
    try:
        if not isinstance(text, str):
            raise ValueError(Msg("{text!r} is not a tile: write it like 6-4", text=text))
        Tile(text)
    except ValueError as error:
        raise IllegalAction(error.args[0], "G1") from None


for _cls in KINDS.values():
    _cls.to_json = to_json
    _cls.from_json = staticmethod(from_json)
