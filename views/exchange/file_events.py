"""A Domino Table file's events, checked as the app checked each one when it was
logged: its numbering, its undos (RULES G6), its tiles (G1), its fields, the first
seat (G4) and the rules. Pure: no database, no request (views/exchange/table_file.py reads the
rest of the file)."""
import json
import re
from dataclasses import dataclass, fields
from functools import cache
from datetime import datetime, timedelta, timezone
from typing import NamedTuple


from rules import IllegalAction
from web.i18n import gettext as _, pgettext
from views.games.screen import check_first_seat
from views.games.wording import with_names

TILE_TEXT = re.compile(r"[0-6]-[0-6]")  # as the app writes a tile (RULES G1)
# The times an event's pages count from lie between this app's first year and now: a
# day ahead allows for the clock of the server that wrote the file.
EARLIEST, AHEAD = datetime(2000, 1, 1), timedelta(days=1)


class FileRefused(Exception):
    """A file that cannot be imported: `message` says where and why, `section` is the
    RULES section when the rules refused an event."""

    def __init__(self, message, section=None):
        super().__init__(message)
        self.message = message
        self.section = section


@dataclass(frozen=True)
class EventFile:
    """One event as logged: `seq` from 1, `kind` ("play", …, "undo"), `payload` the
    action's JSON, `at` a naive UTC datetime."""

    seq: int
    kind: str
    payload: dict
    at: datetime


class Seating(NamedTuple):
    """What `check_first_seat` reads of a game: the seat drawn or picked to act first
    in its kind's `first_phase`."""

    first_seat: int | None
    first_phase: str | None


class EventAt(NamedTuple):
    """"Game 1 (its name), event 7": put into words only when a message needs it (a
    translation lookup per event would cost more than checking the event)."""

    game: str
    seq: int

    def __str__(self):
        return f"{self.game}, " + _("event %(seq)s", seq=self.seq)


def event_word(kind):
    """An event's kind ("play", "bid", …, as the log stores it) in the request's
    language; a kind no game logs is shown as the file has it, in quotes."""
    words = {"play": pgettext("event", "play"), "draw": pgettext("event", "draw"),
             "pass": pgettext("event", "pass"), "reveal": pgettext("event", "reveal"),
             "bid": pgettext("event", "bid"), "trump": pgettext("event", "trump"),
             "widow": pgettext("event", "widow"), "ruling": pgettext("event", "ruling"),
             "declare": pgettext("event", "declare"), "redeal": pgettext("event", "redeal"),
             "no-double": pgettext("event", "no-double"), "undo": pgettext("event", "undo")}
    return words.get(kind) or json.dumps(kind)[:20]


def read_events(where, events, module, options, seating, names):
    """The events, checked, and the State their live actions replay to. Replays as the
    log grew, so every earlier moment of the game (what a review steps through) is
    legal too: `live` holds (seq, State after it) for each live action."""
    if not isinstance(events, list):
        raise FileRefused(_("%(where)s: its events must be a list.", where=where))
    live, read = [(0, module.new_game(options))], []
    for seq, event in enumerate(events, 1):
        at = EventAt(where, seq)
        if not isinstance(event, dict) or not whole(event.get("seq")) or event["seq"] != seq:
            raise FileRefused(_("%(at)s: events are numbered 1, 2, 3… in order, with no "
                                "gaps.", at=at))
        kind, payload = event.get("kind"), event.get("payload")
        if not isinstance(payload, dict) or not isinstance(kind, str):
            raise FileRefused(_("%(at)s: an event has a kind and a payload.", at=at))
        if kind == "undo":
            _undo(at, payload, live)
        else:
            live.append((seq, _action(at, kind, payload, module, live[-1][1], seating,
                                      names)))
        read.append(EventFile(seq, kind, payload, moment(event.get("at"), at)))
    return tuple(read), live[-1][1]


def _undo(at, payload, live):
    """An undo takes back the latest live action, as the app's undo does (RULES G6)."""
    latest = live[-1][0] if len(live) > 1 else None
    if payload != {"type": "undo", "voids": payload.get("voids")} or latest is None \
            or payload["voids"] != latest or not whole(payload["voids"]):
        raise FileRefused(_("%(at)s: an undo takes back the latest action still standing "
                            "(event %(latest)s).", at=at, latest=latest or "-"), "G6")
    live.pop()


def _action(at, kind, payload, module, state, seating, names):
    """The State after `payload`, or FileRefused with the rules' reason."""
    if payload.get("type") != kind:
        raise FileRefused(_("%(at)s: it is logged as %(kind)s, but its action is %(type)s.",
                            at=at, kind=json.dumps(kind)[:20],
                            type=json.dumps(payload.get("type"))[:20]))
    shown = [payload.get("tile")] if "tile" in payload else list(payload.get("tiles") or ())
    if not all(isinstance(t, str) and TILE_TEXT.fullmatch(t) for t in shown):
        raise FileRefused(_("%(at)s (%(kind)s): a tile is written as two numbers 0-6, "
                            "like 6-4.", at=at, kind=event_word(kind)), "G1")
    try:
        action = module.parse_action(payload, state.options.players)
        unknown = sorted(set(payload) - _fields(type(action)))
        if unknown:
            raise FileRefused(_("%(at)s (%(kind)s): a %(kind)s has no %(fields)s.", at=at,
                                kind=event_word(kind), fields=", ".join(unknown)[:60]))
        check_first_seat(seating, state, payload, seating.first_phase)
        return module.apply(state, payload)
    except IllegalAction as refusal:
        raise FileRefused(_("%(at)s (%(kind)s): %(why)s", at=at, kind=event_word(kind),
                            why=with_names(refusal.message, list(names))),
                          refusal.section) from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError):
        raise FileRefused(_("%(at)s (%(kind)s): the rules cannot read this action.", at=at,
                            kind=event_word(kind))) from None


@cache
def _fields(action_type):
    """The keys an action of `action_type` (a rules dataclass) may log."""
    return frozenset({"type"} | {f.name for f in fields(action_type)})


def whole(value):
    """Whether `value` is a whole number (a JSON int, not true or false)."""
    return isinstance(value, int) and not isinstance(value, bool)


def moment(text, where):
    """A naive UTC datetime from ISO 8601 text (UTC when no offset is given)."""
    try:
        moment = datetime.fromisoformat(text)
        if moment.tzinfo is not None:
            moment = moment.astimezone(timezone.utc).replace(tzinfo=None)
    except (TypeError, ValueError, OverflowError):
        raise FileRefused(_("%(where)s: the time %(text)s is not an ISO 8601 date and time.",
                            where=where, text=json.dumps(text)[:40])) from None
    return moment


def dated(text, where):
    """`moment(text, where)`, refused unless it lies between EARLIEST and a day from
    now: a time an event's pages count from (the round's clock, the dates shown) is one
    this evening's could be."""
    found = moment(text, where)
    if not EARLIEST <= found <= datetime.now(timezone.utc).replace(tzinfo=None) + AHEAD:
        raise FileRefused(_("%(where)s: the time %(text)s is not between %(first)s and "
                            "today.", where=where, text=json.dumps(text)[:40],
                            first=EARLIEST.year))
    return found
