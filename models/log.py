"""The event log service: append actions and undos to a game's log, read back the live
actions, and cache each game's replayed state. Uses the database only, no request.

The log is the truth (DESIGN, "an append-only log"). An action is appended with the seq
the phone last saw, so a phone that missed a play gets `StaleAction` instead of logging
the same play twice. Undo is itself an event, `{"type": "undo", "voids": seq}`, and
`live_actions` drops it and the action it voids before anything reaches the rules.
"""
import threading

from cachetools import LRUCache
from flask import current_app
from sqlalchemy import bindparam, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm.attributes import set_committed_value
from sqlalchemy.orm.util import identity_key

from extensions import db
from models.game import Event, Game, Seat
from models.table import utcnow

PROJECTION_COLUMNS = frozenset({"status", "scores", "winner", "hand"})


class StaleAction(Exception):
    """The table moved on: the log is at `current_seq`, not at the seq the phone saw."""

    def __init__(self, current_seq):
        super().__init__(f"the log is at {current_seq}")
        self.current_seq = current_seq


class Reseated(StaleAction):
    """The organiser moved players at the table (an event's Move) while the game's
    first action was being logged: the action was made on a screen that showed the
    seats as they were, so it is not logged."""


class NothingToUndo(Exception):
    """Every action in the log is already undone (or there is none)."""


def live_actions(events):
    """The payloads of `events` (Event rows, any order) in seq order, without the undo
    events and the actions they void: the list `rules.<game>.replay` takes."""
    return [e.payload for e in _live_events(events)]


def _live_events(events):
    events = sorted(events, key=lambda e: e.seq)
    voided = {e.payload["voids"] for e in events if e.kind == "undo"}
    return [e for e in events if e.kind != "undo" and e.seq not in voided]


def projection_of(state):
    """The summary columns for a rules State (`.scores`, `.winner`, `.hand`, and
    `.phase` where a game has one): what `append` takes as its `projection`. A game is
    over once it has a winner or its phase is "over", winner or not (a game may end
    with nobody first, as one under a penalty limit every player has reached, GP9)."""
    over = state.winner is not None or getattr(state, "phase", None) == "over"
    return {"status": "over" if over else "playing",
            "scores": list(state.scores), "winner": state.winner, "hand": state.hand}


def events_of_games(games):
    """{game id: its Event rows in seq order} for `games` (Game rows), in one query."""
    by_game = {g.id: [] for g in games}
    query = select(Event).where(Event.game_id.in_(list(by_game))) \
        .order_by(Event.game_id, Event.seq)
    for event in db.session.scalars(query):
        by_game[event.game_id].append(event)
    return by_game


def events_of(game, through=None):
    """The game's Event rows in seq order, up to seq `through` if given."""
    query = select(Event).where(Event.game_id == game.id).order_by(Event.seq)
    if through is not None:
        query = query.where(Event.seq <= through)
    return list(db.session.scalars(query))


def append(game, seen_seq, payload, projection, tap=None):
    """Log `payload` (an action dict with a "type") as event `seen_seq + 1` of `game` (a
    Game, or a models.game.GameRow), write the
    `projection` (a dict of status/scores/winner/hand) to the game, and commit.
    Returns the Event as logged (not in the session: the row went in with a Core
    INSERT). Raises StaleAction if another phone appended since `seen_seq`; Reseated
    if, before the first action, the seats changed since `game` was read. `tap`: the
    posting phone's id for the tap (a string of at most 32 characters), or None."""
    return _append(game, seen_seq, payload["type"], payload, projection, tap)


def logged_on(game, seen_seq, payload, tap):
    """True when the event the log holds right after `seen_seq` is `payload` (an action
    dict) posted by the tap `tap` (the phone's id for it, a string): a post whose answer
    was lost already stands, and its retry is this phone's own action, not another's.
    `payload` None: any action of that tap (an undo, whose payload the post does not
    name)."""
    event = db.session.scalar(select(Event).where(Event.game_id == game.id,
                                                  Event.seq == seen_seq + 1))
    return event is not None and event.tap == tap and payload in (None, event.payload)


def append_undo(game, seen_seq, projection_fn, tap=None):
    """Log an undo voiding the latest live action and commit. `projection_fn(actions)`
    gets the live actions as they will be after the undo and returns the projection.
    Returns the undo Event. Raises StaleAction as `append`; NothingToUndo if no live action.
    `tap`: the posting phone's id for the tap, as `append`'s."""
    if seen_seq != game.last_seq:
        raise StaleAction(game.last_seq)
    live = _live_events(events_of(game, through=seen_seq))
    if not live:
        raise NothingToUndo()
    undo = {"type": "undo", "voids": live[-1].seq}
    remaining = [e.payload for e in live[:-1]]
    return _append(game, seen_seq, "undo", undo, projection_fn(remaining), tap)


# The two writes of an append, built once (building a statement costs more than
# running it) and in Core: for one row whose values we already hold, the ORM's bulk
# UPDATE and unit of work would only add bookkeeping. The UPDATE's SET clause is the
# columns named in the parameters it is executed with.
_GAME, _EVENT = Game.__table__, Event.__table__
CLAIM_SEQ = update(_GAME).where(_GAME.c.id == bindparam("game_id"),
                                _GAME.c.last_seq == bindparam("seen_seq"))
LOG_EVENT = insert(_EVENT)
_SEAT = Seat.__table__
SEATS_OF = select(_SEAT.c.position, _SEAT.c.player_id).where(
    _SEAT.c.game_id == bindparam("game_id")).order_by(_SEAT.c.position)


def _append(game, seen_seq, kind, payload, projection, tap=None):
    unknown = set(projection) - PROJECTION_COLUMNS
    if unknown:
        raise ValueError(f"not projection columns: {sorted(unknown)}")
    if seen_seq != game.last_seq:
        raise StaleAction(game.last_seq)
    seq, now = seen_seq + 1, utcnow()
    # An event's Move reseats a game only while nothing is logged, claiming its row as
    # the first action does (views.night.corrections): whichever claims first decides.
    seats = [(s.position, s.player_id) for s in game.seats] if seen_seq == 0 else None
    try:
        # Claim the seq on the game row first: of two phones racing, the second waits on
        # the row (PostgreSQL) or the write lock (SQLite), then matches no row.
        connection = db.session.connection()  # Core statements need no ORM execute
        claimed = connection.execute(CLAIM_SEQ, {
            "game_id": game.id, "seen_seq": seen_seq,
            "last_seq": seq, "updated_at": now, **projection}).rowcount
        if claimed != 1:
            db.session.rollback()
            raise StaleAction(_current_seq(game))
        if seats is not None and [tuple(row) for row in connection.execute(
                SEATS_OF, {"game_id": game.id})] != seats:
            db.session.rollback()  # the Move claimed the row first: its seats stand
            raise Reseated(0)
        event = Event(game_id=game.id, seq=seq, kind=kind, payload=payload, at=now, tap=tap)
        connection.execute(LOG_EVENT, {"game_id": game.id, "seq": seq, "kind": kind,
                                       "payload": payload, "at": now, "tap": tap})
        db.session.commit()
        # The UPDATE went round the ORM; tell the game what it now holds, and the Game
        # this session loaded when `game` is a GameRow (its plain values are set too).
        loaded = game if isinstance(game, Game) \
            else db.session.identity_map.get(identity_key(Game, game.id))
        for column, value in {"last_seq": seq, **projection}.items():
            if loaded is not None:
                set_committed_value(loaded, column, value)
            if loaded is not game:
                setattr(game, column, value)
    except IntegrityError:
        # The (game_id, seq) constraint caught a writer that went round the game row.
        db.session.rollback()
        raise StaleAction(_current_seq(game)) from None
    return event


def _current_seq(game):
    if isinstance(game, Game):
        db.session.expire(game)
        return game.last_seq
    return db.session.scalar(select(_GAME.c.last_seq).where(_GAME.c.id == game.id))


class GameStates:
    """Per-process cache of each game's rules State at its latest seq, so a request
    replays the log only when another process (or an undo) moved the game on.
    Keeps the `size` most recently used games. Thread-safe; States are immutable."""

    def __init__(self, size=256):
        self.size = size
        self._states = LRUCache(maxsize=size)  # game id -> (seq, State)
        self._lock = threading.Lock()  # cachetools' caches are not thread-safe themselves

    def get(self, game, module):
        """The State of `game` at `game.last_seq`, from `module` (a rules module:
        `Options.from_json`, `replay`, `apply`). On a miss, the events after the cached
        seq are read and their live actions applied to the cached State: the cost is the
        actions since, not the game's length. The log is replayed whole only when there
        is no cached State or a new undo voids an action at or below the cached seq."""
        seq = game.last_seq
        with self._lock:
            cached = self._states.get(game.id)  # (a hit is the most recently used)
        if cached is not None and cached[0] == seq:
            return cached[1]
        state = None
        if cached is not None and cached[0] < seq:
            state = _forward(cached[1], cached[0], _events_between(game, cached[0], seq),
                             module)
        if state is None:
            options = module.Options.from_json(game.options)
            state = module.replay(options, live_actions(events_of(game, through=seq)))
        self.advance(game, seq, state)
        return state

    def advance(self, game, seq, state):
        """Remember `state` as the game's State after event `seq`: after `append`, the
        State `module.apply` returned; after `append_undo`, the State its `projection_fn`
        replayed. Skipping it is safe (the seq moved, so the next `get` replays)."""
        with self._lock:
            self._states[game.id] = (seq, state)  # (past `size`, the least recently used goes)

    def forget(self, game):
        with self._lock:
            self._states.pop(game.id, None)


def _events_between(game, after, through):
    """The game's Event rows with `after` < seq <= `through`, in seq order."""
    return list(db.session.scalars(
        select(Event).where(Event.game_id == game.id, Event.seq > after,
                            Event.seq <= through).order_by(Event.seq)))


def _forward(state, seq, events, module):
    """`state` (the State after event `seq`) with the live actions of `events` (the
    events after it, in order) applied; None when one of them voids an action at or
    below `seq`, or the events do not follow on from `seq` (a full replay is needed)."""
    if [e.seq for e in events] != list(range(seq + 1, seq + 1 + len(events))):
        return None
    voided = {e.payload["voids"] for e in events if e.kind == "undo"}
    if any(v <= seq for v in voided):
        return None
    for event in events:
        if event.kind != "undo" and event.seq not in voided:
            state = module.apply(state, event.payload)
    return state


def game_states():
    """The app's GameStates (one per app, so two apps in one process never share ids)."""
    return current_app.extensions["game_states"]
