"""Where each table of an event stands, and the standings, read from the games'
projection columns (status, scores, winner, hand, last_seq): a few queries whatever
the length of the games' logs, so a page that refreshes every few seconds costs
O(tables), never a replay (DESIGN: the projection is for list pages)."""
from dataclasses import dataclass, field

from flask import url_for
from sqlalchemy import func, select
from sqlalchemy.orm import joinedload

from extensions import db
from models import Correction, Entry, Game, Match, Seat, Session
from rules.night import Result, TableGame, match_games, match_outcome, shared_first, \
    standings
from rules.night.evening import walkover
from rules.night.finals import tie_side
from web.fragments import piece
from web.i18n import language
from views.night.clock import clock
from views.night.lines import EntryLine, GameLine, MatchLine
from views.night.results import drawn_sides, low_wins  # noqa: F401 (low_wins: read from here too)

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
    in the match's order: points and games won in the games that count, a drawn game
    half to each side sharing it), `winner` (side, or None), `drawn` (the sides
    sharing a drawn match, RULES GP9; () otherwise), `last_hand` (ended by time while
    a hand was in play: the match ends once this hand is scored, views.night.timing;
    None otherwise), `hand` (the hand or round being played in the current game) and
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
    drawn: tuple = ()
    last_hand: int | None = None
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


def live_tables(event):
    """`tables_of(event)` for the pages that follow an event every few seconds (the
    organiser's, the standings, the big screen): the same Tables, read as plain rows in
    two queries. ORM objects (a match, its session, its games, two entries a table)
    were most of a refresh's cost at 64 tables. Read-only: a correction loads what it
    changes (views.night.corrections). Returns (tables, {entry id: EntryLine})."""
    m, g, s = Match.__table__, Game.__table__, Session.__table__
    query = (select(m.c.id, m.c.round, m.c.table_no, m.c.entry_ids, m.c.voided, m.c.ended,
                    m.c.settled, s.c.edit_token, g.c.id.label("game_id"), g.c.scores,
                    g.c.winner, g.c.hand, g.c.last_seq, g.c.again_of, g.c.kind, g.c.options,
                    g.c.status)
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
                                        row.last_seq, row.again_of, row.kind, row.options,
                                        row.status))
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
                                     seats.get(g.id, ()), tuple(g.scores or ()), g.winner,
                                     drawn_sides(g, event))
                           for g in table.games], event.kind, event.options, players)
    by_id = {g.id: g for g in table.games}
    table.match_games = [by_id[c.game.id] for c in counted]
    outcome = match_outcome([(c.scores, c.winner, c.drawn) for c in counted], event.best_of,
                            sides=len(players))
    table.points, table.wins, table.winner, table.drawn = \
        outcome.points, outcome.wins, outcome.winner, outcome.drawn
    # The game being played, or the one that decided the match ("Play again" may
    # have started another that does not count).
    table.game_number = max(1, min(outcome.games, len(table.match_games)))
    if table.current_game is not None:
        table.hand = table.current_game.hand
    mark = match.ended  # the organiser's end by time (views.night.timing)
    if match.voided:
        table.status = "void"
    elif match.settled is not None:  # the organiser's: a walkover, a result by hand
        table.status, table.winner = match.settled["how"], match.settled["winner"]
        table.points, table.drawn = tuple(match.settled["points"]), ()
        if table.status == "hand" and table.winner is None:  # level: a draw
            table.drawn = shared_first(table.points, low_wins(event))
    elif outcome.decided:
        table.status = "over"
    elif mark is not None and "points" in mark:  # its last hand was scored
        table.status, table.winner = "ended", mark["winner"]
        table.points, table.drawn = tuple(mark["points"]), tuple(mark.get("drawn", ()))
    else:
        table.last_hand = None if mark is None else mark["hand"]
        if any(g.last_seq for g in table.match_games):
            table.status = "playing"
    if match.round > event.rounds and table.winner is None and table.drawn:
        # A knockout match has a winner: a draw goes to the higher seed, side 0
        # (rules.night.finals).
        table.winner = tie_side(tuple(match.entry_ids), table.drawn,
                                {e: side for side, e in enumerate(match.entry_ids)})


def event_standings(event, tables, entries=None):
    """The standings (rules.night.Row list, first place first) from `tables` (every
    Table of `event`): finished matches and byes of the Swiss rounds count (the
    finals' do not); voided ones do not. `entries`
    ({id: entry} in the order entered, as `live_tables` gives them) saves reading
    the event's entries again."""
    tables = [t for t in tables if t.match.round <= event.rounds]  # not the finals'
    results = [Result(t.match.round, tuple(t.match.entry_ids), tuple(t.points), t.winner,
                      t.drawn) for t in tables if t.status in ("over", "ended", "hand")]
    results += [r for t in tables if t.status == "forfeit" and (r := walkover(
        t.match.round, t.match.entry_ids, t.winner, event.bye_rule)) is not None]
    byes = [t.match.entry_ids[0] for t in tables if t.status == "bye"]
    order = list(entries) if entries is not None else [e.id for e in event.entries]
    return standings(order, results, byes, event.bye_rule, low_wins(event),
                     event.tie_break_order)


def table_line(macro, table, event):
    """`macro(table, event)`, a table's sides and state in words, rendered once per
    process for what it shows (web.fragments.piece): at 64 tables most lines are as
    they were at the page's last refresh."""
    ended = table.match.ended["hand"] if table.status == "ended" else None
    key = ("night-line", language(), event.kind, event.best_of, table.drawn, table.last_hand,
           tuple(e.name for e in table.entries), table.status, tuple(table.points),
           table.winner, table.hand, table.game_number, ended)
    return piece(key, lambda: macro(table, event))


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
