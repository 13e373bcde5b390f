"""An event's file (a domino night): the JSON its export writes (views/night/export.py)
and an import reads back.

`read_event_document` checks a file and turns it into plain data (`NightFile`), or
raises FileRefused saying what does not hold: the round, the table, the game, the
event and the RULES section where the rules refused one. Each table's games are read
as a session's file reads them (views/exchange/table_file.py): every logged event is replayed
against the rules. The entries, the rounds' seating and byes and the corrections log
must agree with each other as the app would have written them. Neither this module
nor its callers' reading touches the database; views/night/transfer.py writes the rows.
"""
import json
from dataclasses import dataclass
from datetime import datetime

from rules.night import TableGame, by_entry, match_outcome
from views.exchange.file_events import FileRefused, dated, whole
from web.forms import is_text, tidy
from web.i18n import gettext as _, ngettext
from views.night.file_corrections import read_corrections
from views.night.file_evening import windows
from views.night.file_finals import knockout_round
from views.night.forms import MAX_ENTRIES
from views.night.event_settings import NAME_LENGTH, read_settings
from views.night.results import state_drawn, state_over
from views.night.seating import seat_order, seated_in_order
from views.exchange.table_file import EVENT_FORMAT
from views.exchange.table_file import FORMAT as SESSION_FORMAT
from views.exchange.table_file import load_document, read_game, read_name, read_title

FORMAT, VERSION = EVENT_FORMAT, 2
# Events of every table's games together. An evening of 16 tables and 4 rounds logs
# about 10,000. An event's file is checked in the request whatever its size: the 2 MB
# of MAX_CONTENT_LENGTH hold about 18,000 events, and 15,000 (1.7 MB) took a worker
# 1.4 s on a 2-core machine.
MAX_EVENTS = 20_000
MAX_TABLE_GAMES = 20  # a best of three needs three; "Play again" may add a few more


@dataclass(frozen=True)
class EntryFile:
    """An entry read from a file: `number` (from 1), `name`, `players` (names)."""

    number: int
    name: str
    players: tuple


@dataclass(frozen=True)
class TableFile:
    """A table of a round: `number` (from 1), `entries` (entry numbers by side),
    `players` (names by seat, its session's players), `title` and `created_at` of its
    session, `games` (views.exchange.table_file.GameFile, in the order played), and the match
    as its games decide it: `winner` (side, or None) and `drawn` (the sides sharing
    a drawn match, RULES GP9)."""

    number: int
    entries: tuple
    players: tuple
    title: str | None
    created_at: datetime
    games: tuple
    winner: int | None
    drawn: tuple = ()

    @property
    def decided(self):
        """Whether its games decided the match (won, or drawn)."""
        return self.winner is not None or bool(self.drawn)


@dataclass(frozen=True)
class RoundFile:
    """A round: `number` (from 1), `tables` (TableFile) and `byes` (entry numbers)."""

    number: int
    tables: tuple
    byes: tuple


@dataclass(frozen=True)
class NightFile:
    """An event read from a file: its settings as the Tournament columns hold them
    (`options` as `Options.to_json` writes them, `seed` the draw number, `round` the
    round being played), `entries`, `played` (RoundFile, round 1 first), `corrections`
    (file_corrections.CorrectionFile, in order), and the corrections' projection: `voided` (the
    (round, table) pairs whose result is void), `ended` ((round, table) → the
    payload of the table's end by time), `settled` ((round, table) → the organiser's
    decision: a walkover or a result by hand, as Match.settled holds it) and
    `withdrawn` (entry number → the first round it is not seated in); `time_zone`
    the organiser's, `round_paused_at` when the round's clock was paused."""

    name: str
    kind: str
    options: dict
    best_of: int
    round_minutes: int | None
    rounds: int
    bye_rule: str
    seed: int
    tie_breaks: str
    time_level: str
    round: int
    round_started_at: datetime | None
    created_at: datetime
    entries: tuple
    played: tuple
    corrections: tuple
    voided: frozenset
    ended: dict
    settled: dict = None
    withdrawn: dict = None
    time_zone: str = "UTC"
    round_paused_at: datetime | None = None
    finals: int = 0


def read_event_document(raw, kinds):
    """The NightFile in `raw` (the file's bytes). `kinds` maps a game kind to its
    views.games.kind.Kind (the registry). Every table's games are replayed against their
    rules; the entries, seating, byes and corrections are checked against each other.
    Raises FileRefused (with the RULES section when the rules refused an event)."""
    doc = load_document(raw)
    if isinstance(doc, dict) and doc.get("format") == SESSION_FORMAT:
        raise FileRefused(_("This is a session's file: import it with Import a session."))
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise FileRefused(_("This is not a Domino Table event file: export one from an "
                            "event's page (Export: JSON)."))
    if not whole(doc.get("version")) or doc["version"] != VERSION:
        raise FileRefused(_("This file is version %(found)s of the event format; this app "
                            "reads version %(known)s.",
                            found=json.dumps(doc.get("version"))[:20], known=VERSION))
    settings = read_settings(doc.get("event"), kinds)
    _bounded(doc.get("rounds"))
    kind = kinds[settings["kind"]]
    options = kind.rules.Options.from_json(settings["options"])
    entries = _entries(doc.get("entries"), options)
    seated = windows(doc.get("corrections"), len(entries))
    played = _rounds(doc.get("rounds"), settings, entries, options, {kind.name: kind},
                     seated)
    corrections, voided, ended, evening = read_corrections(
        doc.get("corrections"), played, entries, {
            "round_minutes": settings["round_minutes"], "best_of": settings["best_of"],
            "rounds": settings["rounds"], "sides": options.sides, "rules": kind.rules,
            "entered": sum(first == 1 for first, _out in seated.values()),
            "low_wins": kind.low_wins(options),
            "limit": options.target if kind.low_wins(options) else None,
            "time_level": settings["time_level"]})
    _decided(played, voided, {**ended, **evening.settled})
    return NightFile(**settings, entries=entries, played=played, corrections=corrections,
                     voided=voided, ended=ended, settled=evening.settled,
                     withdrawn=evening.withdrawn)


def _bounded(rounds):
    """Refuses a file whose games hold more events than one import checks, before
    replaying any (the work of an import stays bounded)."""
    tables = [t for r in rounds if isinstance(r, dict) and isinstance(r.get("tables"), list)
              for t in r["tables"]] if isinstance(rounds, list) else []
    games = [g for t in tables if isinstance(t, dict) and isinstance(t.get("games"), list)
             for g in t["games"]]
    events = sum(len(g["events"]) for g in games
                 if isinstance(g, dict) and isinstance(g.get("events"), list))
    if events > MAX_EVENTS:
        raise FileRefused(_("The file holds %(n)s events; one import of an event takes at "
                            "most %(max)s.", n=f"{events:,}", max=f"{MAX_EVENTS:,}"))


def _entries(entries, options):
    """The entries, numbered 1, 2, 3…, each of `players // sides` players, every
    player entered once."""
    per_side = options.players // options.sides
    if not isinstance(entries, list) or not options.sides <= len(entries) <= MAX_ENTRIES:
        raise FileRefused(_("The file's entries must be a list of %(low)s to %(high)s "
                            "entries.", low=options.sides, high=MAX_ENTRIES))
    read, everyone = [], set()
    for number, entry in enumerate(entries, start=1):
        if not isinstance(entry, dict) or entry.get("number") != number \
                or not whole(entry.get("number")):
            raise FileRefused(_("Entry %(n)s: entries are numbered 1, 2, 3… in order.",
                                n=number))
        name = tidy(entry.get("name"))
        if not isinstance(name, str) or not 1 <= len(name) <= NAME_LENGTH \
                or not is_text(name):
            raise FileRefused(_("Entry %(n)s: its name must be text of 1 to %(max)s "
                                "characters.", n=number, max=NAME_LENGTH))
        players = entry.get("players")
        if not isinstance(players, list) or len(players) != per_side:
            raise FileRefused(ngettext("Entry %(n)s: an entry is %(num)s player, by name.",
                                       "Entry %(n)s: an entry is %(num)s players, by name.",
                                       per_side, n=number))
        players = tuple(read_name(p) for p in players)
        for player in players:
            if player.lower() in everyone:
                raise FileRefused(_("Each player is entered once: %(name)s appears twice.",
                                    name=player))
            everyone.add(player.lower())
        read.append(EntryFile(number, name, players))
    return tuple(read)


def _rounds(rounds, settings, entries, options, kinds, seated):
    """Every round seated so far: each entry at one table or with a bye, once, from
    the round it is seated from until the round it was withdrawn from (`seated`:
    file_evening.windows)."""
    if not isinstance(rounds, list) or len(rounds) != settings["round"]:
        raise FileRefused(_("The event is at round %(n)s: the file must hold rounds 1 to "
                            "%(n)s.", n=settings["round"]))
    read = []
    for number, played in enumerate(rounds, start=1):
        if not isinstance(played, dict) or played.get("round") != number \
                or not whole(played.get("round")):
            raise FileRefused(_("Round %(n)s: rounds are numbered 1, 2, 3… in order.",
                                n=number))
        tables, byes = played.get("tables"), played.get("byes")
        if not isinstance(tables, list) or not isinstance(byes, list):
            raise FileRefused(_("Round %(n)s: a round lists its tables and its byes.",
                                n=number))
        if len(tables) > len(entries) // options.sides or len(byes) > len(entries):
            raise FileRefused(_("Round %(n)s: every entry sits at one table or has a bye, "
                                "once.", n=number))
        tables = tuple(_table(number, n, t, settings, entries, options, kinds)
                       for n, t in enumerate(tables, start=1))
        sitting = [e for t in tables for e in t.entries] + byes
        due = [n for n, (first, out) in sorted(seated.items())
               if first <= number and (out is None or number < out)]
        if number > settings["rounds"]:  # a stage of the finals
            knockout_round(number, tables, byes, settings)
        elif not all(whole(e) for e in sitting) or sorted(sitting) != due:
            raise FileRefused(_("Round %(n)s: every entry sits at one table or has a bye, "
                                "once.", n=number))
        read.append(RoundFile(number, tables, tuple(byes)))
    return tuple(read)


def _table(round_no, number, table, settings, entries, options, kinds):
    """A table of round `round_no`: its entries and its games, each replayed."""
    place = _("Round %(r)s, table %(t)s", r=round_no, t=number)
    if not isinstance(table, dict) or table.get("table") != number \
            or not whole(table.get("table")):
        raise FileRefused(_("%(where)s: tables are numbered 1, 2, 3… in order.", where=place))
    sides = table.get("entries")
    if not isinstance(sides, list) or len(sides) != options.sides \
            or not all(whole(e) and 1 <= e <= len(entries) for e in sides) \
            or len(set(sides)) != len(sides):
        raise FileRefused(_("%(where)s: a table seats %(n)s different entries, named by "
                            "their numbers.", where=place, n=options.sides))
    players = seat_order([entries[e - 1].players for e in sides])
    games = table.get("games")
    if not isinstance(games, list) or not 1 <= len(games) <= MAX_TABLE_GAMES:
        raise FileRefused(_("%(where)s: a table has 1 to %(n)s games.", where=place,
                            n=MAX_TABLE_GAMES))
    # Each side of each game is one of the table's entries, in whichever seats
    # (rules.night.matches: a match is credited by entry, never by seat number).
    teams = [tuple(p.lower() for p in entries[e - 1].players) for e in sides]
    read, counted = [], []
    for n, game in enumerate(games, start=1):
        found = read_game(n, game, players, kinds, place)
        where = f"{place}, " + _("Game %(n)s", n=n)
        if found.options != settings["options"]:
            raise FileRefused(_("%(where)s: its options are not the event's.", where=where))
        as_played = by_entry(TableGame(n, None, found.kind, found.options,
                                       tuple(p.lower() for p in found.seats),
                                       tuple(found.state.scores), found.state.winner,
                                       state_drawn(found.state, kinds[found.kind], options)),
                             found.kind, settings["options"], teams)
        # The first game is the one the event seated: each side its entry, in order.
        if as_played is None or n == 1 and not seated_in_order(found.seats, teams):
            raise FileRefused(_("%(where)s: each seat must hold a player of the entry that "
                                "plays for its side.", where=where))
        if read and not state_over(read[-1].state):
            raise FileRefused(_("%(where)s: a game starts only once the one before it is "
                                "over (Play again).", where=where))
        read.append(found)
        counted.append((as_played.scores, as_played.winner, as_played.drawn))
    outcome = match_outcome(counted, settings["best_of"], sides=len(sides))
    return TableFile(number, tuple(sides), tuple(players), read_title(table.get("title")),
                     dated(table.get("created_at"), place), tuple(read), outcome.winner,
                     outcome.drawn)


def _decided(played, voided, ended):
    """A round is seated only once every table of the one before is decided: its match
    won, ended by time, or voided."""
    for earlier in played[:-1]:
        for table in earlier.tables:
            at = (earlier.number, table.number)
            if not table.decided and at not in voided \
                    and "points" not in ended.get(at, {}):
                raise FileRefused(_("Round %(r)s, table %(t)s: its match is not decided, yet "
                                    "round %(next)s was seated.", r=earlier.number,
                                    t=table.number, next=earlier.number + 1))

