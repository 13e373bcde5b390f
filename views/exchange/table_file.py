"""A Domino Table file: the JSON an export writes and an import reads back.

`session_document` builds the file from rows; `read_document` checks a file and turns
it into plain data (`SessionFile`), or raises `FileRefused` naming the game, the
event and the RULES section. Neither touches the database or the request: the views
read and write the rows (views/exchange/routes.py).

The event log is the truth (DESIGN): a file carries every event, undos included, and
an import replays them; the scores in a file are for people reading it and are
never read back.
"""
import json
import re
from dataclasses import dataclass
from datetime import datetime

from rules.messages import Msg, N_
from views.exchange.file_events import FileRefused, Seating, moment, read_events, whole
from web.forms import MAX_PLAYERS, MIN_PLAYERS, NAME_LENGTH, TITLE_LENGTH, is_text, tidy
from views.games.registry import game_name
from web.i18n import gettext as _
from views.games.wording import with_names

FORMAT, VERSION = "domino-table", 1
EVENT_FORMAT = "domino-table-event"  # an event's file (views/night/event_file.py)
MAX_TARGET = 10_000  # the new-game forms' highest target
MAX_GAMES = 200  # an evening holds far fewer; a bound keeps one import's work bounded
# Events of all the file's games together: a long evening logs a few thousand (a
# game to 250 points is about 150). Checking 5,000 takes a worker about 0.7 s of CPU
# (a 2 MB file of events took 2.5 s), so the tables it serves wait at most that long.
MAX_EVENTS = 5_000


@dataclass(frozen=True)
class GameFile:
    """A game read from a file: `options` as `Options.to_json` writes them, `seats` the
    players' names by position, `events` in seq order, `state` the rules State its
    live actions replay to."""

    kind: str
    options: dict
    first_seat: int | None
    seats: tuple
    created_at: datetime
    events: tuple
    state: object


@dataclass(frozen=True)
class SessionFile:
    """A session read from a file: `players` are names in session order."""

    title: str | None
    created_at: datetime
    players: tuple
    games: tuple


# ---- writing ---------------------------------------------------------------------

def session_document(table, games, events):
    """The file for `table` (a Session) holding `games` (its Game rows, seats loaded, in
    order); `events` maps a game id to its Event rows in seq order. Returns a dict
    ready for `json.dumps`."""
    players = [p.name for p in table.players]
    seated = [s.player.name for g in games for s in g.seats]
    return {"format": FORMAT, "version": VERSION, "title": table.title,
            "created_at": timestamp(table.created_at),
            "players": list(dict.fromkeys(players + seated)),
            "games": [game_document(game, events.get(game.id, [])) for game in games]}


def game_document(game, events):
    """One game of a file: `game` (a Game row, seats loaded) and its Event rows in seq
    order. Returns a dict ready for `json.dumps` (an event's file holds its tables'
    games in this shape too: views/night/event_file.py)."""
    return {"kind": game.kind, "options": game.options, "first_seat": game.first_seat,
            "seats": [seat.player.name for seat in game.seats],
            "created_at": timestamp(game.created_at),
            # For people reading the file: an import replays the events instead.
            "status": game.status, "scores": game.scores, "winner": game.winner,
            "hand": game.hand,
            "events": [{"seq": e.seq, "kind": e.kind, "payload": e.payload,
                        "at": timestamp(e.at)} for e in events]}


def timestamp(moment):
    """ISO 8601 in UTC ("2026-11-29T15:33:50.123456Z"); the columns hold naive UTC."""
    return moment.isoformat(timespec="microseconds") + "Z"


# ---- reading ---------------------------------------------------------------------

def read_document(raw, kinds):
    """The SessionFile in `raw` (the file's bytes). `kinds` maps a game kind to its
    views.games.kind.Kind (its rules: `Options`, `new_game`, `apply`, `parse_action`). Every event is
    checked as the app checked it when it was logged. Raises FileRefused."""
    doc = load_document(raw)
    if isinstance(doc, dict) and doc.get("format") == EVENT_FORMAT:
        raise FileRefused(_("This is an event's file: import it with Import an event."))
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise FileRefused(_("This is not a Domino Table file: export one from a session "
                            "page (Export: JSON)."))
    if not whole(doc.get("version")) or doc["version"] != VERSION:
        raise FileRefused(_("This file is version %(found)s of the Domino Table format; "
                            "this app reads version %(known)s.",
                            found=json.dumps(doc.get("version"))[:20], known=VERSION))
    players = _players(doc.get("players"))
    games = doc.get("games")
    if not isinstance(games, list) or len(games) > MAX_GAMES:
        raise FileRefused(_("The file's games must be a list of at most %(n)s games.",
                            n=MAX_GAMES))
    events = sum(len(g["events"]) for g in games
                 if isinstance(g, dict) and isinstance(g.get("events"), list))
    if events > MAX_EVENTS:
        raise FileRefused(_("The file holds %(n)s events; one import takes at most "
                            "%(max)s. Export the games in smaller files.",
                            n=f"{events:,}", max=f"{MAX_EVENTS:,}"))
    return SessionFile(title=read_title(doc.get("title")),
                       created_at=moment(doc.get("created_at"), _("The session")),
                       players=players,
                       games=tuple(read_game(n, g, players, kinds)
                                   for n, g in enumerate(games, 1)))


def load_document(raw):
    """The JSON in `raw` (bytes, UTF-8), as Python data; raises FileRefused saying where
    and what is wrong when it is not JSON."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileRefused(_("The file is not UTF-8 text.")) from None
    try:
        return json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise FileRefused(_("The file is nested too deeply to be a Domino Table file.")) \
            from None
    except _Constant as constant:
        raise FileRefused(_not_json(text, _at_constant(text), _(
            "%(name)s is not a number JSON allows", name=constant.name))) from None
    except json.JSONDecodeError as error:
        if not text.strip():
            raise FileRefused(_("The file is empty.")) from None
        what = _(JSON_ERRORS.get(error.msg, NOT_JSON))
        raise FileRefused(_not_json(text, error.pos, what)) from None
    except ValueError:  # Python refuses integers of thousands of digits
        raise FileRefused(_("The file holds a number too long to be a score.")) from None


# What the JSON parser found wrong (its own words, which are English and name
# "delimiters"), said as a table reads a file: what should be there.
JSON_ERRORS = {
    "Expecting value": N_("a value (a number, text in double quotes, a list or an "
                          "object) should come here"),
    "Expecting property name enclosed in double quotes":
        N_("a name in double quotes should come here"),
    "Expecting ':' delimiter": N_("a colon (:) should come here"),
    "Expecting ',' delimiter": N_("a comma (,) should come here"),
    "Unterminated string starting at": N_("a text in double quotes starts here and "
                                          "never ends"),
    "Invalid control character at": N_("a text in double quotes holds a control "
                                       "character, such as a line break"),
    "Invalid \\escape": N_("a backslash (\\) starts something JSON does not know"),
    "Invalid \\uXXXX escape": N_("a backslash (\\) starts something JSON does not know"),
    "Extra data": N_("the file goes on after its JSON has ended"),
    "Illegal trailing comma before end of object": N_("a comma has nothing after it"),
    "Illegal trailing comma before end of array": N_("a comma has nothing after it"),
}
NOT_JSON = N_("something here is not JSON")  # what the parser says that is not above
# A text in double quotes (skipped), or a constant Python reads but JSON does not.
_CONSTANT = re.compile(r'"(?:[^"\\]|\\.)*"|(-?Infinity|NaN)')


class _Constant(ValueError):
    def __init__(self, name):
        super().__init__(name)
        self.name = name


def _no_constant(name):
    raise _Constant(name)


def _at_constant(text):
    """Where the first NaN or Infinity outside a text in double quotes starts."""
    return next((m.start(1) for m in _CONSTANT.finditer(text) if m.group(1)), 0)


def _not_json(text, pos, what):
    """The refusal of a file that is not JSON, saying where (line and column, from 1,
    of the character at `pos`) and `what` is wrong there."""
    line = text.count("\n", 0, pos) + 1
    column = pos - text.rfind("\n", 0, pos)
    return _("The file is not valid JSON at line %(line)s, column %(column)s: %(what)s.",
             line=line, column=column, what=what)


def read_title(title):
    """The title, tidied as the new-session form tidies it (web.forms.tidy); None for
    none. Raises FileRefused."""
    title = tidy(title)
    if title is None or title == "":
        return None
    if not isinstance(title, str) or len(title) > TITLE_LENGTH or not is_text(title):
        raise FileRefused(_("The title must be text of at most %(n)s characters.",
                            n=TITLE_LENGTH))
    return title


def _players(names):
    """The players' names, tidied as the new-session form tidies them."""
    if not isinstance(names, list) or not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise FileRefused(_("The file must name %(low)s to %(high)s players.",
                            low=MIN_PLAYERS, high=MAX_PLAYERS))
    tidy = [read_name(name) for name in names]
    if len({name.lower() for name in tidy}) != len(tidy):
        raise FileRefused(_("Each player needs a different name."))
    return tuple(tidy)


def read_name(name):
    """A player's name, tidied as the new-session form tidies it. Raises FileRefused."""
    name = tidy(name) if isinstance(name, str) else ""
    if not name or len(name) > NAME_LENGTH or not is_text(name):
        raise FileRefused(_("A player's name must be printable text of 1 to %(n)s "
                            "characters.", n=NAME_LENGTH))
    return name


def read_game(number, game, players, kinds, place=None):
    """The GameFile of `game` (the file's dict), game `number` (from 1) of a table whose
    players are `players` (names); `kinds` as read_document's; `place` (text, or None)
    what the refusals say before "Game n" ("Round 1, table 2"). Every event is
    replayed against the rules. Raises FileRefused."""
    where = _("Game %(n)s", n=number)
    if place:
        where = f"{place}, {where}"
    if not isinstance(game, dict) or not isinstance(game.get("kind"), str) \
            or game["kind"] not in kinds:
        raise FileRefused(_("%(where)s: the kind must be one of %(kinds)s.", where=where,
                            kinds=", ".join(kinds)))
    kind, module = game["kind"], kinds[game["kind"]].rules
    where = _("Game %(n)s (%(name)s)", n=number, name=game_name(kind))
    if place:
        where = f"{place}, {where}"
    if not isinstance(game.get("options"), dict):
        raise FileRefused(_("%(where)s: its options must be an object.", where=where))
    try:
        options = module.Options.from_json(game["options"])
    except (TypeError, ValueError) as error:
        said = error.args[0] if error.args else None
        why = with_names(said) if isinstance(said, Msg) else \
            _("an option's value is not one this game takes")  # not the rules' words
        raise FileRefused(_("%(where)s: its options do not hold: %(why)s", where=where,
                            why=why)) from None
    if not 1 <= options.target <= MAX_TARGET:
        raise FileRefused(_("%(where)s: its target must be 1 to %(n)s points.", where=where,
                            n=MAX_TARGET))
    seats = _seats(where, game.get("seats"), players, options.players)
    first_seat = game.get("first_seat")
    if first_seat is not None and (not whole(first_seat)
                                   or not 0 <= first_seat < options.players):
        raise FileRefused(_("%(where)s: the first seat must be a seat at the table.",
                            where=where))
    seating = Seating(first_seat, kinds[kind].first_phase)
    events, state = read_events(where, game.get("events"), module, options, seating, seats)
    return GameFile(kind=kind, options=options.to_json(), first_seat=first_seat,
                    seats=seats, created_at=moment(game.get("created_at"), where),
                    events=events, state=state)


def _seats(where, seats, players, count):
    """The seated names, spelt as in the players' list, one seat each."""
    spelling = {name.lower(): name for name in players}
    if not isinstance(seats, list) or len(seats) != count:
        raise FileRefused(_("%(where)s: its options are for %(n)s players, so it needs "
                            "%(n)s seats.", where=where, n=count))
    names = [spelling.get(tidy(s).lower()) if isinstance(s, str) else None
             for s in seats]
    if None in names or len(set(names)) != len(names):
        raise FileRefused(_("%(where)s: each seat must be a different one of the "
                            "session's players.", where=where))
    return tuple(names)


