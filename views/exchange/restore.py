"""A session file written as a new session: the part of an import that both the import
page (views.exchange.routes, for a small file), an import job (views.exchange.import_jobs,
for a large one) and an event's file (views.night.transfer) share."""
from sqlalchemy import insert

from extensions import db
from models import Event, Game, Player, Seat, Session
from models.log import game_states, projection_of
from views.exchange.table_file import FileRefused, read_document
from views.games.registry import KINDS


def restore_file(raw, chunk=None):
    """Checks the file `raw` (bytes) and writes it as a new session (`chunk`: see
    restore): {"state": "done", "token": its edit token} or {"state": "refused",
    "message", "section"}."""
    try:
        found = read_document(raw, KINDS)
    except FileRefused as refusal:
        return {"state": "refused", "message": refusal.message, "section": refusal.section}
    return {"state": "done", "token": restore(found, chunk).edit_token}


def restore(found, chunk=None):
    """Write `found` (a SessionFile) as a new session with new links, in one
    transaction (or, with `chunk`, one transaction per `chunk` events, so that other
    tables' writes to SQLite wait for none of them long): see add_session. Returns
    the Session."""
    table, games, rows = add_session(found)
    step = chunk or len(rows) or 1
    for start in range(0, len(rows), step):
        db.session.execute(insert(Event), rows[start:start + step])
        if chunk:  # (a session nobody has the link of yet: its parts may show one by one)
            db.session.commit()
    db.session.commit()
    remember_states(games, found.games)
    return table


def add_session(found):
    """Adds `found` (a SessionFile) to the database session as a new session with new
    links, without committing: its players (found or created by name), its games
    with their seats and options, the summary columns from the replayed State.
    Returns (Session, its Games in order, the rows of their events as logged, for
    `insert(Event)`)."""
    players = {name.lower(): Player.named(name).id for name in found.players}
    table = Session(title=found.title, created_at=found.created_at,
                    player_ids=[players[name.lower()] for name in found.players])
    games = [Game(session=table, kind=g.kind, options=g.options, first_seat=g.first_seat,
                  created_at=g.created_at, updated_at=max([e.at for e in g.events],
                                                          default=g.created_at),
                  last_seq=len(g.events), **projection_of(g.state),
                  seats=[Seat(position=i, player_id=players[name.lower()])
                         for i, name in enumerate(g.seats)])
             for g in found.games]
    db.session.add_all([table, *games])
    db.session.flush()  # the games' ids, for their events
    rows = [{"game_id": game.id, "seq": e.seq, "kind": e.kind, "payload": e.payload,
             "at": e.at} for game, g in zip(games, found.games) for e in g.events]
    return table, games, rows


def remember_states(games, read):
    """After the commit: each Game's State, replayed while its file was read (`read`,
    GameFiles in the same order), kept as the state cache's latest."""
    for game, g in zip(games, read):
        game_states().advance(game, game.last_seq, g.state)
