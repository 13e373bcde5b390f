"""Where each table of an event stands, and the standings, read from the games'
projection columns (status, scores, winner, hand, last_seq): a few queries whatever
the length of the games' logs, so a page that refreshes every few seconds costs
O(tables), never a replay (DESIGN: the projection is for list pages)."""
from dataclasses import dataclass, field

import math
from datetime import timedelta

from flask import url_for
from sqlalchemy import func, select
from sqlalchemy.orm import joinedload

from extensions import db
from models import Correction, Entry, Game, Match
from models.table import utcnow
from rules.night import Result, match_result, standings
from views.kinds import KINDS

# What a table's line says: not started, being played, finished (by its games or by
# the organiser when time ran out), voided, or a bye.
STATUSES = ("waiting", "playing", "over", "ended", "void", "bye")


@dataclass
class Table:
    """A match as the organiser's page and the standings show it: `match` (the row),
    `entries` (Entry rows by side), `games` (Game rows in the order played), `status`
    (one of STATUSES), `points` and `wins` (per side: points and games won in the
    games that count), `winner` (side, or None), `hand` (the hand or round being
    played in the current game) and `game_number` (from 1)."""

    match: Match
    entries: list
    games: list = field(default_factory=list)
    status: str = "waiting"
    points: tuple = ()
    wins: tuple = ()
    winner: int | None = None
    hand: int = 1
    game_number: int = 1

    @property
    def is_decided(self):
        """Nothing more to play: it counts (or, voided, does not) as it stands."""
        return self.status in ("over", "ended", "void", "bye")

    @property
    def current_game(self):
        return self.games[self.game_number - 1] if self.games else None

    @property
    def url(self):
        """The current game's screen on the table's edit link (None for a bye)."""
        game = self.current_game
        return None if game is None else url_for(
            "games.show", token=self.match.session.edit_token, game_id=game.id)


def tables_of(event, number=None):
    """Every Table of `event` (a Tournament), or of round `number`, round by round,
    table by table, byes last: three queries (matches with their games, entries)."""
    query = (select(Match, Game).outerjoin(Game, Game.session_id == Match.session_id)
             .where(Match.tournament_id == event.id).options(joinedload(Match.session))
             .order_by(Match.round, Match.table_no.is_(None), Match.table_no, Game.id))
    if number is not None:
        query = query.where(Match.round == number)
    entries = entries_by_id(event)
    tables, by_match = [], {}
    for match, game in db.session.execute(query):
        table = by_match.get(match.id)
        if table is None:
            table = by_match[match.id] = Table(match, [entries[e] for e in match.entry_ids])
            tables.append(table)
        if game is not None:
            table.games.append(game)
    for table in tables:
        _settle(table, event.best_of)
    return tables


def entries_by_id(event):
    """{entry id: Entry} of `event`."""
    return {e.id: e for e in db.session.scalars(
        select(Entry).where(Entry.tournament_id == event.id))}


def _settle(table, best_of):
    match = table.match
    if match.is_bye:
        table.status = "bye"
        return
    games = [(tuple(g.scores), g.winner) for g in table.games]
    table.points, table.wins, table.winner = match_result(games, best_of)
    # The game being played, or the one that decided the match ("Play again" may
    # have started another that does not count).
    played = sum(table.wins) + (table.winner is None)
    table.game_number = max(1, min(played, len(table.games)))
    if table.current_game is not None:
        table.hand = table.current_game.hand
    if match.voided:
        table.status = "void"
    elif match.ended is not None:
        table.status, table.winner = "ended", match.ended["winner"]
        table.points = tuple(match.ended["points"])
    elif table.winner is not None:
        table.status = "over"
    elif any(g.last_seq for g in table.games):
        table.status = "playing"


def event_standings(event, tables):
    """The standings (rules.night.Row list, first place first) from `tables` (every
    Table of `event`): finished matches and byes count; voided ones do not."""
    results = [Result(t.match.round, tuple(t.match.entry_ids), t.points, t.winner)
               for t in tables if t.status in ("over", "ended")]
    byes = [t.match.entry_ids[0] for t in tables if t.status == "bye"]
    entries = [e.id for e in event.entries]
    return standings(entries, results, byes, event.bye_rule, low_wins(event))


def low_wins(event):
    """Whether `event`'s game, under the event's options, counts points against a
    side, so that a lower score is the better one (its registry entry says:
    views.kind.Kind.low_wins; RULES §GP8.1)."""
    kind = KINDS[event.kind]
    return kind.low_wins(kind.rules.Options.from_json(event.options))


def clock(event):
    """The round's clock: whole minutes left (rounded up, never below 0; 0 once the
    time is up), or None for an untimed event."""
    if not event.round_minutes or event.round_started_at is None:
        return None
    ends = event.round_started_at + timedelta(minutes=event.round_minutes)
    return max(0, math.ceil((ends - utcnow()).total_seconds() / 60))


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
    return f"{event.round}-{games}-{logged}-{corrections}-{clock(event)}"


def corrections_of(event):
    """The organiser's corrections, newest first."""
    return list(db.session.scalars(select(Correction).where(
        Correction.tournament_id == event.id).order_by(Correction.seq.desc())))


def round_done(tables, number):
    """Whether every table of round `number` is decided (and it was seated)."""
    in_round = [t for t in tables if t.match.round == number]
    return bool(in_round) and all(t.is_decided for t in in_round)
