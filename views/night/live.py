"""Where each table of an event stands, and the standings, read from the games'
projection columns (status, scores, winner, hand, last_seq): a few queries whatever
the length of the games' logs, so a page that refreshes every few seconds costs
O(tables), never a replay (DESIGN: the projection is for list pages)."""
from dataclasses import dataclass, field
from typing import NamedTuple

from flask import url_for
from sqlalchemy import func, select
from sqlalchemy.orm import joinedload

from extensions import db
from models import Correction, Entry, Game, Match, Seat, Session
from rules.night import Result, TableGame, match_games, match_result, standings
from rules.night.evening import walkover
from views.fragments import piece
from views.i18n import language
from views.kinds import KINDS
from views.night.clock import clock

# What a table's line says: not started, being played, finished (by its games or by
# the organiser when time ran out), decided by the organiser (a walkover, a result
# entered by hand), voided, or a bye.
STATUSES = ("waiting", "playing", "over", "ended", "forfeit", "hand", "void", "bye")


@dataclass
class Table:
    """A match as the organiser's page and the standings show it: `match` (the row),
    `entries` (Entry rows by side), `games` (Game rows in the order played),
    `edit_token` (the table's session's edit link, None for a bye), `match_games`
    (the games of `games` that are the match's, rules.night.matches: the event started
    them), `status` (one of STATUSES), `points` and `wins` (per side, i.e. per entry
    in the match's order: points and games won in the games that count), `winner`
    (side, or None), `hand` (the hand or round being played in the current game) and
    `game_number` (from 1). From `live_tables`, `match`, `entries` and `games` are the
    rows' columns (MatchLine, EntryLine, GameLine)."""

    match: Match
    entries: list
    edit_token: str | None = None
    games: list = field(default_factory=list)
    match_games: list = field(default_factory=list)
    status: str = "waiting"
    points: tuple = ()
    wins: tuple = ()
    winner: int | None = None
    hand: int = 1
    game_number: int = 1

    @property
    def is_decided(self):
        """Nothing more to play: it counts (or, voided, does not) as it stands."""
        return self.status in ("over", "ended", "forfeit", "hand", "void", "bye")

    @property
    def current_game(self):
        """The match's game being played (or the one that decided it); else the
        table's first game."""
        if self.match_games:
            return self.match_games[self.game_number - 1]
        return self.games[0] if self.games else None

    @property
    def url(self):
        """The current game's screen on the table's edit link (None for a bye)."""
        game = self.current_game
        return None if game is None else url_for(
            "games.show", token=self.edit_token, game_id=game.id)


def tables_of(event, number=None, match_id=None):
    """Every Table of `event` (a Tournament), or of round `number`, or the match
    `match_id` alone, round by round, table by table, byes last: four queries
    (matches with their games, entries, seats)."""
    query = (select(Match, Game).outerjoin(Game, Game.session_id == Match.session_id)
             .where(Match.tournament_id == event.id).options(joinedload(Match.session))
             .order_by(Match.round, Match.table_no.is_(None), Match.table_no, Game.id))
    if number is not None:
        query = query.where(Match.round == number)
    if match_id is not None:
        query = query.where(Match.id == match_id)
    entries = entries_by_id(event)
    tables, by_match = [], {}
    for match, game in db.session.execute(query):
        table = by_match.get(match.id)
        if table is None:
            table = by_match[match.id] = Table(
                match, [entries[e] for e in match.entry_ids],
                match.session.edit_token if match.session else None)
            tables.append(table)
        if game is not None:
            table.games.append(game)
    seats = seats_of(g.id for t in tables for g in t.games)
    for table in tables:
        _settle(table, event, seats, [entries[e].player_ids for e in table.match.entry_ids])
    return tables


class MatchLine(NamedTuple):
    """A Match's columns as the live pages read them (no ORM object)."""

    id: int
    round: int
    table_no: int | None
    entry_ids: list
    voided: bool
    ended: dict | None
    settled: dict | None

    @property
    def is_bye(self):
        return self.table_no is None


class GameLine(NamedTuple):
    """A Game's projection columns as the live pages read them, and what tells whether
    it is the match's (its kind, options and the game it was started from)."""

    id: int
    scores: list
    winner: int | None
    hand: int
    last_seq: int
    again_of: int | None
    kind: str
    options: dict


class EntryLine(NamedTuple):
    """An Entry's columns as the live pages read them."""

    id: int
    number: int
    name: str
    player_ids: list
    withdrawn_from: int | None


def live_tables(event):
    """`tables_of(event)` for the pages that follow an event every few seconds (the
    organiser's, the standings, the big screen): the same Tables, read as plain rows in
    two queries. ORM objects (a match, its session, its games, two entries a table)
    were most of a refresh's cost at 64 tables. Read-only: a correction loads what it
    changes (views.night.corrections). Returns (tables, {entry id: EntryLine})."""
    m, g, s = Match.__table__, Game.__table__, Session.__table__
    query = (select(m.c.id, m.c.round, m.c.table_no, m.c.entry_ids, m.c.voided, m.c.ended,
                    m.c.settled, s.c.edit_token, g.c.id.label("game_id"), g.c.scores, g.c.winner, g.c.hand,
                    g.c.last_seq, g.c.again_of, g.c.kind, g.c.options)
             .select_from(m.outerjoin(s, s.c.id == m.c.session_id)
                          .outerjoin(g, g.c.session_id == m.c.session_id))
             .where(m.c.tournament_id == event.id)
             .order_by(m.c.round, m.c.table_no.is_(None), m.c.table_no, g.c.id))
    e = Entry.__table__
    entries = {row.id: EntryLine(*row) for row in db.session.execute(
        select(e.c.id, e.c.number, e.c.name, e.c.player_ids, e.c.withdrawn_from)
        .where(e.c.tournament_id == event.id)
        .order_by(e.c.number))}
    tables, by_match = [], {}
    for row in db.session.execute(query):
        table = by_match.get(row.id)
        if table is None:
            match = MatchLine(*row[:7])
            table = by_match[row.id] = Table(match, [entries[i] for i in match.entry_ids],
                                             row.edit_token)
            tables.append(table)
        if row.game_id is not None:
            table.games.append(GameLine(row.game_id, row.scores, row.winner, row.hand,
                                        row.last_seq, row.again_of, row.kind, row.options))
    seats = seats_of(g.id for t in tables for g in t.games)
    for table in tables:
        _settle(table, event, seats, [entries[e].player_ids for e in table.match.entry_ids])
    return tables, entries


def seats_of(game_ids):
    """{game id: (player id, …) by seat} for the games `game_ids`: one query."""
    seat = Seat.__table__
    rows = db.session.execute(select(seat.c.game_id, seat.c.player_id)
                              .where(seat.c.game_id.in_(list(game_ids)))
                              .order_by(seat.c.game_id, seat.c.position))
    seats = {}
    for game_id, player_id in rows:
        seats.setdefault(game_id, []).append(player_id)
    return {game_id: tuple(players) for game_id, players in seats.items()}


def entries_by_id(event):
    """{entry id: Entry} of `event`, from its `entries` relationship (read once a
    request, however many times it is asked for)."""
    return {e.id: e for e in event.entries}


def _settle(table, event, seats, players):
    """The match's games, points, winner and state, from its table's games, `seats`
    ({game id: player ids by seat}) and `players` (of each entry, in the match's
    order): only the games the event started count, each credited by entry."""
    match = table.match
    if match.is_bye:
        table.status = "bye"
        return
    counted = match_games([TableGame(g.id, g.again_of, g.kind, g.options,
                                     seats.get(g.id, ()), tuple(g.scores or ()), g.winner)
                           for g in table.games], event.kind, event.options, players)
    by_id = {g.id: g for g in table.games}
    table.match_games = [by_id[c.game.id] for c in counted]
    table.points, table.wins, table.winner = match_result(
        [(c.scores, c.winner) for c in counted], event.best_of, sides=len(players))
    # The game being played, or the one that decided the match ("Play again" may
    # have started another that does not count).
    played = sum(table.wins) + (table.winner is None)
    table.game_number = max(1, min(played, len(table.match_games)))
    if table.current_game is not None:
        table.hand = table.current_game.hand
    if match.voided:
        table.status = "void"
    elif match.settled is not None:  # the organiser's: a walkover, a result by hand
        table.status, table.winner = match.settled["how"], match.settled["winner"]
        table.points = tuple(match.settled["points"])
    elif match.ended is not None:
        table.status, table.winner = "ended", match.ended["winner"]
        table.points = tuple(match.ended["points"])
    elif table.winner is not None:
        table.status = "over"
    elif any(g.last_seq for g in table.match_games):
        table.status = "playing"


def event_standings(event, tables, entries=None):
    """The standings (rules.night.Row list, first place first) from `tables` (every
    Table of `event`): finished matches and byes count; voided ones do not. `entries`
    ({id: entry} in the order entered, as `live_tables` gives them) saves reading
    the event's entries again."""
    results = [Result(t.match.round, tuple(t.match.entry_ids), tuple(t.points), t.winner)
               for t in tables if t.status in ("over", "ended", "hand")]
    results += [r for t in tables if t.status == "forfeit" and (r := walkover(
        t.match.round, t.match.entry_ids, t.winner, event.bye_rule)) is not None]
    byes = [t.match.entry_ids[0] for t in tables if t.status == "bye"]
    order = list(entries) if entries is not None else [e.id for e in event.entries]
    return standings(order, results, byes, event.bye_rule, low_wins(event))


def table_line(macro, table, event):
    """`macro(table, event)`, a table's sides and state in words, rendered once per
    process for what it shows (views.fragments.piece): at 64 tables most lines are as
    they were at the page's last refresh."""
    ended = table.match.ended["hand"] if table.status == "ended" else None
    key = ("night-line", language(), event.kind, event.best_of,
           tuple(e.name for e in table.entries), table.status, tuple(table.points),
           table.winner, table.hand, table.game_number, ended)
    return piece(key, lambda: macro(table, event))


def low_wins(event):
    """Whether `event`'s game, under the event's options, counts points against a
    side, so that a lower score is the better one (its registry entry says:
    views.kind.Kind.low_wins; RULES §GP8.1)."""
    kind = KINDS[event.kind]
    return kind.low_wins(kind.rules.Options.from_json(event.options))


def round_clock(event, tables):
    """`clock(event)` as the pages show it: None once every table of the round being
    played is decided (`tables`: its Tables, or every round's), since no hand is left
    to finish in time; so a finished night shows no clock."""
    return None if round_done(tables, event.round) else clock(event)


def event_version(event):
    """A short text that changes whenever anything the live pages show may change: the
    round, a game started or an action (or undo) logged at any table, a correction,
    the clock's minute. Two queries, an aggregate over the event's games."""
    games, logged = db.session.execute(
        select(func.count(Game.id), func.coalesce(func.sum(Game.last_seq), 0))
        .select_from(Match).join(Game, Game.session_id == Match.session_id)
        .where(Match.tournament_id == event.id)).one()
    corrections = db.session.scalar(select(func.count(Correction.id)).where(
        Correction.tournament_id == event.id))
    paused = "p" if event.round_paused_at is not None else ""
    return f"{event.round}-{games}-{logged}-{corrections}-{clock(event)}{paused}"


def corrections_of(event):
    """The organiser's corrections, newest first."""
    return list(db.session.scalars(select(Correction).where(
        Correction.tournament_id == event.id).order_by(Correction.seq.desc())))


def round_done(tables, number):
    """Whether every table of round `number` is decided (and it was seated)."""
    in_round = [t for t in tables if t.match.round == number]
    return bool(in_round) and all(t.is_decided for t in in_round)
