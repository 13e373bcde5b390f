"""A Domino Table file: the JSON an export writes and an import reads back.

`session_document` builds the file from rows; `read_document` checks a file and turns
it into plain data (`SessionFile`), or raises `FileRefused` naming the game, the
event and the RULES section. Neither touches the database or the request: the views
read and write the rows (views/exchange.py).

The event log is the truth (DESIGN): a file carries every event, undos included, and
an import replays them; the scores in a file are for people reading it and are
never read back.
"""
import json
from dataclasses import dataclass
from datetime import datetime

from flask_babel import gettext as _

from views.file_events import FileRefused, Seating, moment, read_events, whole
from views.forms import MAX_PLAYERS, MIN_PLAYERS, NAME_LENGTH, TITLE_LENGTH, is_text, tidy
from views.home import game_name
from views.wording import with_names

FORMAT, VERSION = "domino-table", 1
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
            "created_at": _timestamp(table.created_at),
            "players": list(dict.fromkeys(players + seated)),
            "games": [_game_document(game, events.get(game.id, [])) for game in games]}


def _game_document(game, events):
    return {"kind": game.kind, "options": game.options, "first_seat": game.first_seat,
            "seats": [seat.player.name for seat in game.seats],
            "created_at": _timestamp(game.created_at),
            # For people reading the file: an import replays the events instead.
            "status": game.status, "scores": game.scores, "winner": game.winner,
            "hand": game.hand,
            "events": [{"seq": e.seq, "kind": e.kind, "payload": e.payload,
                        "at": _timestamp(e.at)} for e in events]}


def _timestamp(moment):
    """ISO 8601 in UTC ("2026-11-29T15:33:50.123456Z"); the columns hold naive UTC."""
    return moment.isoformat(timespec="microseconds") + "Z"


# ---- reading ---------------------------------------------------------------------

def read_document(raw, kinds):
    """The SessionFile in `raw` (the file's bytes). `kinds` maps a game kind to its
    views.kind.Kind (its rules: `Options`, `new_game`, `apply`, `parse_action`). Every event is
    checked as the app checked it when it was logged. Raises FileRefused."""
    doc = _load(raw)
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
    return SessionFile(title=_title(doc.get("title")),
                       created_at=moment(doc.get("created_at"), _("The session")),
                       players=players,
                       games=tuple(_game(n, g, players, kinds)
                                   for n, g in enumerate(games, 1)))


def _load(raw):
    try:
        return json.loads(raw.decode("utf-8-sig"), parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise FileRefused(_("The file is not UTF-8 text.")) from None
    except RecursionError:
        raise FileRefused(_("The file is nested too deeply to be a Domino Table file.")) \
            from None
    except ValueError as error:
        if "digits" in str(error):  # Python refuses integers of thousands of digits
            raise FileRefused(_("The file holds a number too long to be a score.")) from None
        raise FileRefused(_("The file is not valid JSON: %(why)s", why=error)) from None


def _no_constant(name):
    raise ValueError(f"{name} is not a number JSON allows")


def _title(title):
    """The title, tidied as the new-session form tidies it (views.forms.tidy)."""
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
    tidy = [_name(name) for name in names]
    if len({name.lower() for name in tidy}) != len(tidy):
        raise FileRefused(_("Each player needs a different name."))
    return tuple(tidy)


def _name(name):
    name = tidy(name) if isinstance(name, str) else ""
    if not name or len(name) > NAME_LENGTH or not is_text(name):
        raise FileRefused(_("A player's name must be printable text of 1 to %(n)s "
                            "characters.", n=NAME_LENGTH))
    return name


def _game(number, game, players, kinds):
    where = _("Game %(n)s", n=number)
    if not isinstance(game, dict) or not isinstance(game.get("kind"), str) \
            or game["kind"] not in kinds:
        raise FileRefused(_("%(where)s: the kind must be one of %(kinds)s.", where=where,
                            kinds=", ".join(kinds)))
    kind, module = game["kind"], kinds[game["kind"]].rules
    where = _("Game %(n)s (%(name)s)", n=number, name=game_name(kind))
    if not isinstance(game.get("options"), dict):
        raise FileRefused(_("%(where)s: its options must be an object.", where=where))
    try:
        options = module.Options.from_json(game["options"])
    except (TypeError, ValueError) as error:
        raise FileRefused(_("%(where)s: its options do not hold: %(why)s", where=where,
                            why=with_names(error.args[0]) if error.args else error)) from None
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


