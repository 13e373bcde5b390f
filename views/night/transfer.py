"""Importing an event from its file (views/night/event_file.py reads and checks it):
a new event with new organiser and view links, each table a new session with new
links, every game replayed against the rules, the seating, byes and corrections as
they were; then the organiser's page. A file that does not hold is refused in the
phone's language, and nothing is written (one transaction).

An event's file is checked in the request, whatever its size: it is bounded by the
2 MB of MAX_CONTENT_LENGTH and by event_file.MAX_EVENTS (15,000 events, 1.7 MB, took a
worker 1.4 s on a 2-core machine), where a session's file over 48 KB goes to an import
job (views/exchange/import_jobs.py)."""
from flask import Blueprint, current_app, redirect
from sqlalchemy import insert
from werkzeug.exceptions import RequestEntityTooLarge

from extensions import db
from models import Correction, Entry, Event, Match, Player, Tournament
from web.rendering import render
from views.exchange.restore import add_session, remember_states
from views.exchange.file_events import FileRefused
from web.forms import ImportForm
from web.i18n import gettext as _
from views.games.registry import KINDS
from views.night.event_file import read_event_document
from views.night.file_finals import check_stages
from views.night.remembered import remember_event
from views.exchange.table_file import SessionFile

bp = Blueprint("night_import", __name__)


@bp.get("/events/import")
def page():
    """The form: a file exported from an event's page (Export: JSON)."""
    return render("night/import.html", form=ImportForm())


@bp.post("/events/import")
def import_event():
    """A new event from its file: 303 to its organiser's page; 422 with the reason
    (nothing written) when the file does not hold, 413 when it is larger than
    MAX_CONTENT_LENGTH."""
    form = ImportForm()
    if not form.validate_on_submit():
        return render("night/import.html", form=form, status=422)
    try:
        found = read_event_document(form.file.data.read(), KINDS)
    except FileRefused as refusal:
        return render("night/import.html", form=form, error=refusal.message,
                      section=refusal.section, status=422)
    try:
        event = restore_event(found)
    except FileRefused as refusal:  # a stage of the finals not as its seeds give it
        db.session.rollback()
        return render("night/import.html", form=form, error=refusal.message, status=422)
    return remember_event(redirect(event.url, 303), event.edit_token)


@bp.errorhandler(RequestEntityTooLarge)
def _too_large(error):
    # Raised while the post is read: by CSRFProtect before the view, or by the form.
    limit = current_app.config["MAX_CONTENT_LENGTH"] or 0
    return render("night/import.html", form=ImportForm(formdata=None), status=413, error=_(
        "The file is larger than %(mb)s MB: this is not a file Domino Table exported.",
        mb=f"{limit / 2**20:g}"))


def _mark(ended, games):
    """An end by time as the table keeps it (views.night.timing), naming the imported
    game of its match by id; None for none."""
    if ended is None:
        return None
    return {**ended, "game_id": games[ended["game"] - 1].id}


def restore_event(found):
    """Writes `found` (an event_file.NightFile) as a new event, in one transaction:
    the Tournament (new links), its entries (players found or created by name), each
    round's tables as new sessions with their games and every logged event (see
    views.exchange.restore.add_session), the byes, and the corrections log with its
    projection on the matches. Returns the Tournament. Raises FileRefused (nothing
    committed) when a stage of the finals is not seated as its seeds give it."""
    event = Tournament(name=found.name, kind=found.kind, options=found.options,
                       best_of=found.best_of, round_minutes=found.round_minutes,
                       rounds=found.rounds, bye_rule=found.bye_rule, seed=found.seed,
                       tie_breaks=found.tie_breaks, time_level=found.time_level,
                       round=found.round, round_started_at=found.round_started_at,
                       round_paused_at=found.round_paused_at, time_zone=found.time_zone,
                       finals=found.finals,
                       created_at=found.created_at)
    event.entries = [Entry(number=e.number, name=e.name,
                           player_ids=[Player.named(p).id for p in e.players],
                           withdrawn_from=(found.withdrawn or {}).get(e.number))
                     for e in found.entries]
    db.session.add(event)
    db.session.flush()  # the entries' ids
    ids = {e.number: e.id for e in event.entries}
    rows, replayed = [], []
    for played in found.played:
        for table in played.tables:
            session, games, events = add_session(SessionFile(
                title=table.title, created_at=table.created_at, players=table.players,
                games=table.games))
            for before, game in zip(games, games[1:]):
                game.again_of = before.id  # each later game was its "Play again"
            at = (played.number, table.number)
            db.session.add(Match(tournament_id=event.id, round=played.number,
                                 table_no=table.number, session=session,
                                 entry_ids=[ids[e] for e in table.entries],
                                 voided=at in found.voided,
                                 ended=_mark(found.ended.get(at), games),
                                 settled=(found.settled or {}).get(at)))
            rows += events
            replayed.append((games, table.games))
        db.session.add_all([Match(tournament_id=event.id, round=played.number,
                                  entry_ids=[ids[e]]) for e in played.byes])
    db.session.add_all([Correction(tournament_id=event.id, seq=c.seq, kind=c.kind,
                                   payload=_with_ids(c.payload, ids), at=c.at)
                        for c in found.corrections])
    if rows:
        db.session.execute(insert(Event), rows)
    db.session.flush()
    check_stages(event)  # the finals' stages as the app seats them
    db.session.commit()
    for games, read in replayed:
        remember_states(games, read)
    return event


def _with_ids(payload, ids):
    """A correction's payload with a move's entries by their new ids (the file names
    them by their numbers)."""
    return {k: ids[v] if k in ("entry", "with") else v for k, v in payload.items()}
