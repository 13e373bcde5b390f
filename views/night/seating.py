"""Seating a round of an event: who meets whom (rules.night.pairing) and, for each
table, a session with its first game, so the table plays on the ordinary game screen
and its phones open the game's edit link (the table card's QR code)."""
import random
from itertools import combinations

from sqlalchemy import update

from extensions import db
from models import Match, Session, Tournament
from rules.night import first_round, next_round
from rules.night.evening import seated_from
from views.table.new_game import new_game_row
from web.i18n import gettext as _
from views.games.registry import KINDS
from views.night.finals import is_knockout, knockout_seating, last_round, stage_name
from views.night.live import event_standings, tables_of


def table_size(event):
    """How many entries sit at a table: the sides of `event`'s game options."""
    return KINDS[event.kind].rules.Options.from_json(event.options).sides


def seat_round(event):
    """Seats the next round of `event` (a Tournament): its seating, a session and a
    game for each table, a bye for each entry sitting out, all in one transaction
    with the round's number, so a crash at any moment leaves the round before or the
    whole new one; commits (with whatever the caller has added, such as the new
    event). After the Swiss rounds, an event with finals seats its knockout's stages
    the same way (views.night.finals). The round's clock waits for the organiser's Start round. Entries
    withdrawn from this round on are not seated. Returns the round number. Raises ValueError (nothing written) when every
    round has been seated, or when another tap seated this round first."""
    if event.round >= last_round(event):
        raise ValueError(_("Every round of this event has been seated."))
    number = event.round + 1
    rows = _round_rows(event, number, _seating(event, number, table_size(event)))
    # Claim the round on the event's row, then write its tables: of two taps at once,
    # the second waits on the row (PostgreSQL) or the write lock (SQLite), then finds
    # the round moved on. The tables are built first, so the lock is held only while
    # they are written.
    claimed = db.session.execute(
        update(Tournament).where(Tournament.id == event.id, Tournament.round == number - 1)
        .values(round=number, round_started_at=None, round_paused_at=None)).rowcount
    if claimed != 1:
        db.session.rollback()
        raise ValueError(_("This round has been seated already."))
    db.session.add_all(rows)
    db.session.commit()
    db.session.refresh(event)
    return number


def _round_rows(event, number, seating):
    """The round's Match rows, each table's with its session and first game (none
    added to the database session yet)."""
    kind, entries, rows = KINDS[event.kind], {e.id: e for e in event.entries}, []
    for table_no, table in enumerate(seating.tables, start=1):
        seats = seat_order([entries[e].player_ids for e in table])
        session = Session(title=_table_title(event, number, table_no)[:120],
                          player_ids=seats)
        first = random.Random(f"{event.seed}:{number}:{table_no}").randrange(len(seats))
        new_game_row(session, kind, event.options, seats, first)
        rows.append(Match(tournament_id=event.id, round=number, table_no=table_no,
                          session=session, entry_ids=list(table)))
    rows += [Match(tournament_id=event.id, round=number, entry_ids=[entry])
             for entry in seating.byes]
    return rows


def _table_title(event, number, table_no):
    stage = stage_name(event, number)
    if stage is not None:
        return _("%(event)s · %(stage)s · Table %(table)s", event=event.name, stage=stage,
                 table=table_no)
    return _("%(event)s · Round %(round)s · Table %(table)s", event=event.name,
             round=number, table=table_no)


def seat_order(sides):
    """The player ids by seat for a table whose entries' players are `sides` (a list
    per side): seat i is side i % sides, its (i // sides)-th player, as partners sit
    (DESIGN: side = seat % number of sides)."""
    count = len(sides)
    return [sides[i % count][i // count] for i in range(count * len(sides[0]))]


def seated_in_order(seats, teams):
    """Whether side i of a game with `seats` (names by seat) holds the players of
    `teams[i]` (lower-case names), as the event seats a table (side = seat % sides)."""
    sides = len(teams)
    return all({p.lower() for i, p in enumerate(seats) if i % sides == side} == set(team)
               for side, team in enumerate(teams))


def _seating(event, number, size):
    ids = [e.id for e in event.entries]
    if number == 1:
        return first_round(ids, size, event.seed)
    tables = tables_of(event)
    if is_knockout(event, number):
        return knockout_seating(event, number, tables,
                                [row.entry for row in event_standings(event, tables)])
    withdrawn = {e.id: e.withdrawn_from for e in event.entries}
    ranked = seated_from([row.entry for row in event_standings(event, tables)], withdrawn,
                         number)
    met, byes = set(), {}
    for table in tables:
        if table.match.is_bye:
            entry = table.match.entry_ids[0]
            byes[entry] = byes.get(entry, 0) + 1
        met |= {frozenset(p) for p in combinations(table.match.entry_ids, 2)}
    return next_round(ranked, size, met, byes)
