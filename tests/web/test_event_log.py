"""The event log (models/log.py) on SQLite and, when TEST_PG_URL is set, on PostgreSQL."""
import threading
from types import SimpleNamespace

import counter_game
import pytest
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from extensions import db
from models import Event, Game, Player, Seat, Session
from models.log import (GameStates, NothingToUndo, StaleAction, append, append_undo,
                        events_of, game_states, live_actions, projection_of)

OPTIONS = counter_game.Options()


@pytest.fixture(params=["sqlite", "postgresql"])
def log_app(request):
    app = request.getfixturevalue("app" if request.param == "sqlite" else "pg_app")
    with app.app_context():
        yield app


@pytest.fixture
def game(log_app):
    """A two-seat game of the counter stand-in, in a session of its own."""
    table = Session(player_ids=[])
    game = Game(session=table, kind="counter", options=OPTIONS.to_json(), scores=[0, 0])
    game.seats = [Seat(position=i, player_id=Player.named(name).id)
                  for i, name in enumerate(["Ana", "Budi"])]
    db.session.add(game)
    db.session.commit()
    return game


def score(side, points):
    return {"type": "score", "side": side, "points": points}


def play(game, seen_seq, action):
    """What a view does: state from the cache, apply, append, advance the cache."""
    states = game_states()
    new_state = counter_game.apply(states.get(game, counter_game), action)
    event = append(game, seen_seq, action, projection_of(new_state))
    states.advance(game, event.seq, new_state)
    return event


def undo(game, seen_seq):
    """What a view does: replay once for the projection, and keep that state in the cache."""
    replayed = []

    def undone(actions):
        replayed.append(counter_game.replay(OPTIONS, actions))
        return projection_of(replayed[0])

    event = append_undo(game, seen_seq, undone)
    game_states().advance(game, event.seq, replayed[0])
    return event


def event_count(game):
    return db.session.scalar(select(func.count()).select_from(Event).where(Event.game_id == game.id))


def test_append_logs_the_action_and_writes_the_projection(game):
    event = play(game, 0, score(1, 3))
    assert (event.seq, event.kind, event.payload) == (1, "score", score(1, 3))
    assert (game.last_seq, game.scores, game.status, game.hand) == (1, [0, 3], "playing", 2)
    play(game, 1, score(1, 8))
    assert (game.last_seq, game.scores, game.status, game.winner) == (2, [0, 11], "over", 1)


def test_second_append_with_the_same_seen_seq_is_stale(game):
    append(game, 0, score(0, 1), {"scores": [1, 0]})
    with pytest.raises(StaleAction) as stale:
        append(game, 0, score(0, 1), {"scores": [2, 0]})
    assert stale.value.current_seq == 1
    assert event_count(game) == 1
    assert game.scores == [1, 0]


def test_duplicate_seq_breaks_the_unique_constraint(game):
    db.session.add(Event(game_id=game.id, seq=1, kind="score", payload=score(0, 1)))
    db.session.commit()
    db.session.add(Event(game_id=game.id, seq=1, kind="score", payload=score(1, 1)))
    with pytest.raises(IntegrityError):
        db.session.commit()
    db.session.rollback()
    assert event_count(game) == 1


def test_a_writer_that_went_round_the_game_row_still_makes_append_stale(game):
    # Event 1 exists but the game row still says 0: the constraint is the last guard.
    db.session.add(Event(game_id=game.id, seq=1, kind="score", payload=score(0, 1)))
    db.session.commit()
    with pytest.raises(StaleAction):
        append(game, 0, score(1, 1), {"scores": [0, 1]})
    assert (game.last_seq, game.scores, event_count(game)) == (0, [0, 0], 1)


def test_two_phones_racing_log_one_action(game, log_app):
    start = threading.Barrier(2)
    outcomes = []

    def phone(points):
        with log_app.app_context():
            mine = db.session.get(Game, game.id)
            start.wait()
            try:
                outcomes.append(append(mine, 0, score(0, points), {"scores": [points, 0]}).seq)
            except StaleAction as stale:
                outcomes.append(f"stale at {stale.current_seq}")

    phones = [threading.Thread(target=phone, args=(points,)) for points in (1, 2)]
    for thread in phones:
        thread.start()
    for thread in phones:
        thread.join(timeout=10)
    assert sorted(outcomes, key=str) == [1, "stale at 1"]
    assert event_count(game) == 1


def test_undo_voids_the_last_live_action_and_is_itself_an_event(game):
    play(game, 0, score(0, 2))
    play(game, 1, score(1, 5))
    event = undo(game, 2)
    assert (event.seq, event.kind, event.payload) == (3, "undo", {"type": "undo", "voids": 2})
    assert (game.last_seq, game.scores) == (3, [2, 0])
    assert event_count(game) == 3
    assert live_actions(events_of(game)) == [score(0, 2)]


def test_undo_twice_then_nothing_to_undo(game):
    play(game, 0, score(0, 2))
    play(game, 1, score(1, 5))
    undo(game, 2)
    assert undo(game, 3).payload["voids"] == 1
    with pytest.raises(NothingToUndo):
        undo(game, 4)
    assert live_actions(events_of(game)) == []
    assert (game.scores, game.last_seq) == ([0, 0], 4)


def test_undo_with_a_stale_seq_is_refused(game):
    play(game, 0, score(0, 2))
    play(game, 1, score(1, 5))
    with pytest.raises(StaleAction):
        undo(game, 1)
    assert event_count(game) == 2


def test_state_cache_replays_only_when_the_log_moved_elsewhere(game):
    counter_game.REPLAYS.clear()
    states = game_states()
    assert states.get(game, counter_game).scores == (0, 0)
    assert counter_game.REPLAYS == [0]
    play(game, 0, score(0, 4))
    play(game, 1, score(1, 1))
    assert states.get(game, counter_game).scores == (4, 1)
    assert counter_game.REPLAYS == [0]            # appended here: advanced, no replay
    append(game, 2, score(0, 1), {"scores": [5, 1]})   # another worker, no advance
    assert states.get(game, counter_game).scores == (5, 1)
    assert counter_game.REPLAYS == [0]            # a miss applies the new action only
    undo(game, 3)                                 # one replay, for the projection
    assert states.get(game, counter_game).scores == (4, 1)
    assert counter_game.REPLAYS == [0, 2]


def test_a_miss_applies_only_the_actions_since_the_cached_seq(game):
    """Another worker logged 3 actions and undid one of them: a miss here applies
    the 2 that stand, whatever the game's length; an undo of an action at or below the
    cached seq replays the log whole."""
    states = game_states()
    for seq in range(40):
        play(game, seq, score(seq % 2, 0))
    states.get(game, counter_game)
    counter_game.REPLAYS.clear()
    counter_game.APPLIED.clear()
    elsewhere = [score(0, 1), score(1, 2), score(0, 3)]
    for seq, action in enumerate(elsewhere, 40):
        append(game, seq, action, {})
    append(game, 43, {"type": "undo", "voids": 43}, {})
    assert states.get(game, counter_game).scores == (1, 2)
    assert (counter_game.REPLAYS, counter_game.APPLIED) == ([], elsewhere[:2])
    append(game, 44, {"type": "undo", "voids": 41}, {})   # below the cached seq, 44
    assert states.get(game, counter_game).scores == (0, 2)
    assert counter_game.REPLAYS == [41]


def test_state_cache_keeps_the_most_recently_used_games(game):
    counter_game.REPLAYS.clear()
    states = GameStates(size=2)
    games = [game, *(SimpleNamespace(id=game.id + 1000 + i, last_seq=0, options=OPTIONS.to_json())
                     for i in range(2))]
    for each in games:
        states.get(each, counter_game)
    states.get(games[2], counter_game)
    assert len(counter_game.REPLAYS) == 3
    states.get(game, counter_game)                # evicted by the third game
    assert len(counter_game.REPLAYS) == 4


def test_projection_rejects_unknown_columns(game):
    with pytest.raises(ValueError):
        append(game, 0, score(0, 1), {"last_seq": 7})
    assert event_count(game) == 0


def fake_event(seq, payload):
    return SimpleNamespace(seq=seq, kind=payload["type"], payload=payload)


def test_live_actions_follows_undo_chains():
    events = [fake_event(1, score(0, 1)), fake_event(2, score(0, 2)),
              fake_event(3, {"type": "undo", "voids": 2}), fake_event(4, {"type": "undo", "voids": 1}),
              fake_event(5, score(1, 5)), fake_event(6, score(1, 6)),
              fake_event(7, {"type": "undo", "voids": 6})]
    assert live_actions(reversed(events)) == [score(1, 5)]


@given(st.lists(st.booleans(), max_size=30))
def test_live_actions_matches_a_stack_of_plays_and_undos(moves):
    """Whatever the mix of plays (True) and undos (False), the live actions are what a
    stack would hold: an undo pops the latest play still standing."""
    events, stack = [], []
    for seq, is_play in enumerate(moves, start=1):
        if is_play:
            stack.append(score(seq % 2, seq))
            events.append(fake_event(seq, stack[-1]))
        elif stack:
            voided = max(e.seq for e in events if e.payload is stack[-1])
            stack.pop()
            events.append(fake_event(seq, {"type": "undo", "voids": voided}))
    assert live_actions(events) == stack
