"""A table of an event as the table's own pages see it (New game, Undo): the match it
plays, the games the event counts there, whether the match's next game is due, and
whether its result is held because a later round was seated from it."""
from dataclasses import dataclass

from sqlalchemy import select

from extensions import db
from models import Correction, Entry, Match, Tournament
from views.night.live import Table, tables_of
from views.night.finals import stage_name


@dataclass
class Held:
    """`event` (a Tournament) and `table` (views.night.live.Table) of the match a
    table's session plays; `reopened`: the organiser reopened its result."""

    event: Tournament
    table: Table
    reopened: bool

    @property
    def undecided(self):
        """The match is still to be won at the table (not won, voided or ended)."""
        return self.table.status in ("waiting", "playing")

    @property
    def last_game(self):
        """The match's latest game (a Game), or None."""
        return self.table.match_games[-1] if self.table.match_games else None

    @property
    def next_due(self):
        """The match's next game may start: undecided, its latest game over (won, or
        first place shared: RULES GP9)."""
        last = self.last_game
        return self.undecided and last is not None and last.is_over

    @property
    def next_number(self):
        return len(self.table.match_games) + 1

    def holds(self, game_id):
        """Whether the game `game_id` is one of the match's games and a later round was
        seated from its result, which the organiser has not reopened: an undo there
        would change a decided round."""
        return not self.reopened and self.table.match.round < self.event.round \
            and any(g.id == game_id for g in self.table.match_games)


def held_by(session_id):
    """The Held of the table whose session is `session_id`, or None for a session that
    is not an event's table."""
    match = db.session.scalar(select(Match).where(Match.session_id == session_id))
    if match is None:
        return None
    event = db.session.get(Tournament, match.tournament_id)
    table = tables_of(event, match_id=match.id)[0]
    return Held(event, table, reopened(event, match))


def reopened(event, match):
    """Whether the organiser reopened `match`'s result (a "reopen" correction)."""
    logged = db.session.scalars(select(Correction.payload).where(
        Correction.tournament_id == event.id, Correction.kind == "reopen"))
    return any(p.get("round") == match.round and p.get("table") == match.table_no
               for p in logged)


def table_heading(session_id):
    """What an event table's game screen says at its top, or None for a session that
    is not an event's table: `event` (its name), `round`, `table`, `stage` (the finals'
    stage it is a table of, or None: views.night.finals) and `names` (the
    entries' names by side, as they now stand: a rename follows). Two queries."""
    match = db.session.execute(select(Match.tournament_id, Match.round, Match.table_no,
                                      Match.entry_ids).where(Match.session_id == session_id)
                               ).first()
    if match is None:
        return None
    event = db.session.execute(select(Tournament.name, Tournament.rounds, Tournament.finals)
                               .where(Tournament.id == match[0])).one()
    name = event.name
    names = dict(db.session.execute(select(Entry.id, Entry.name).where(
        Entry.tournament_id == match[0], Entry.id.in_(match.entry_ids))).all())
    return {"event": name, "round": match.round, "table": match.table_no,
            "stage": stage_name(event, match.round),
            "names": [names.get(e, "") for e in match.entry_ids]}
