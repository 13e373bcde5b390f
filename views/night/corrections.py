"""The organiser's corrections to an event, each logged (append-only, like undo in a
game) and shown: void a table's result or restore it, end a table whose time ran out
(the better score wins: the higher, or the lower where the game counts points
against a side), move an entry to another table of a round not yet played, reopen the
result of a table of an earlier round (its table may then undo: views.night.held)."""
from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError

from extensions import db
from models import Correction, Game, Seat
from models.table import utcnow
from web.i18n import gettext as _
from views.night.held import reopened
from views.night.live import clock, entries_by_id, tables_of
from views.night.seating import seat_order
from views.night.timing import tap_mark


class Refused(ValueError):
    """A correction the event's state does not allow; its message says why."""


def correct(event, what, match_id=None, entry=None, other=None):
    """Applies and logs the correction `what` to `event` (a Tournament) and commits:
    "void" or "restore" the match `match_id`'s result, "time" (end the match
    `match_id` of the round being played by time: its hand in play is the last) or
    "untime" (take that back), "reopen" (the result of the
    match `match_id`, of a round before the one being played), "move" (swap the entry
    `entry` with the entry `other` at another table or a bye of the round being
    played; Entry ids). Raises Refused."""
    if what == "move":
        tables = tables_of(event, event.round)
        log_correction(event, what, {"round": event.round, **_move(event, tables, entry, other)})
        return
    tables = tables_of(event, event.round if what in ("time", "untime") else None)
    table = next((t for t in tables if t.match.id == match_id), None)
    if table is None or table.match.is_bye:
        raise Refused(_("There is no such table in this event."))
    payload = at_table(event, table)
    if what == "reopen":
        _reopen(event, table)
    elif what in ("void", "restore"):
        if table.match.voided == (what == "void"):
            raise Refused(_("This table's result is voided already.") if what == "void" else
                          _("This table's result is not voided: there is nothing to restore."))
        table.match.voided = what == "void"
    elif what == "untime":
        if table.match.ended is None:
            raise Refused(_("This table was not ended by time: there is nothing to take "
                            "back."))
        table.match.ended = None
    else:
        mark = _time(event, table)
        payload.update(game=mark["game"], hand=mark["hand"])
        table.match.ended = mark
    log_correction(event, what, payload)


def at_table(event, table):
    """A correction's payload naming `table` (views.night.live.Table): its round and
    table number, and for a table of an earlier round `seated`, the round being played
    when it was made (its seating, made before the correction, stays)."""
    payload = {"round": table.match.round, "table": table.match.table_no}
    if table.match.round < event.round:
        payload["seated"] = event.round
    return payload


def _reopen(event, table):
    """A result a later round was seated from is held (views.night.held); reopening it
    lets its table undo again."""
    if table.match.round >= event.round:
        raise Refused(_("This table's round is the one being played: the table can still "
                        "undo, there is nothing to reopen."))
    if reopened(event, table.match):
        raise Refused(_("This table's result is reopened already."))


def _time(event, table):
    """When time is up the table's hand in play is its last (at once before its first
    play): the mark of views.night.timing."""
    left = clock(event)
    if left is None or left > 0:
        raise Refused(_("A table is ended by time only once the round's time is up."))
    if table.is_decided:
        raise Refused(_("This table has finished already."))
    if table.match.ended is not None:
        raise Refused(_("This table is ended by time already: its last hand is being "
                        "played."))
    if table.current_game is None:
        raise Refused(_("This table has no game to end."))
    return tap_mark(event, table)


def _move(event, tables, entry, other):
    """Swaps `entry` and `other` between their tables (or a bye) of the round, while
    neither table has logged a play: decided by claiming the tables' game rows while
    their logs are empty, as a first action claims its game's (models.log), so of a
    Move and a first play sent at once only one is accepted."""
    if event.round > event.rounds:
        raise Refused(_("The finals are seated by their seeds: nobody moves there."))
    mine = next((t for t in tables if entry in t.match.entry_ids), None)
    theirs = next((t for t in tables if other in t.match.entry_ids), None)
    if mine is None or theirs is None or mine is theirs:
        raise Refused(_("Choose two entries at different tables of this round."))
    if any(t.match.settled is not None or t.match.voided or t.match.ended is not None
           for t in (mine, theirs)):  # decided with no play: its result names its entries
        raise Refused(_("Entries move only between tables that have not started: a "
                        "walkover, a result by hand, a void or an end by time stays "
                        "with the entries it names."))
    games = [g.id for t in (mine, theirs) for g in t.games]
    if any(g.last_seq for t in (mine, theirs) for g in t.games) or not _claim(games):
        raise Refused(_("Entries move only between tables that have not started."))
    for t, old, new in ((mine, entry, other), (theirs, other, entry)):
        t.match.entry_ids = [new if e == old else e for e in t.match.entry_ids]
        _reseat(event, t)
    return {"entry": entry, "with": other, "tables": [mine.match.table_no,
                                                       theirs.match.table_no]}


def _claim(games):
    """Whether every game of `games` (ids) still has nothing logged, claiming their rows
    until this correction commits (a first play then waits, and finds its seats
    changed); rolls back when one has."""
    if not games:
        return True
    rows = Game.__table__
    claimed = db.session.execute(update(rows).where(rows.c.id.in_(games), rows.c.last_seq == 0)
                                 .values(updated_at=utcnow())).rowcount
    if claimed != len(games):
        db.session.rollback()
    return claimed == len(games)


def _reseat(event, table):
    """The seats of a table's games (and its session's players) after a move."""
    if table.match.session is None:  # a bye
        return
    entries = entries_by_id(event)
    seats = seat_order([entries[e].player_ids for e in table.match.entry_ids])
    table.match.session.player_ids = seats
    for game in table.games:
        for seat in db.session.scalars(select(Seat).where(Seat.game_id == game.id)):
            seat.player_id = seats[seat.position]


def log_correction(event, what, payload):
    seq = (db.session.scalar(select(func.max(Correction.seq)).where(
        Correction.tournament_id == event.id)) or 0) + 1
    db.session.add(Correction(tournament_id=event.id, seq=seq, kind=what, payload=payload))
    try:
        db.session.commit()
    except IntegrityError:  # another correction took the seq: nothing is written
        db.session.rollback()
        raise Refused(_("Another correction was logged at the same moment: try again."))
