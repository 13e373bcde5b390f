"""A table ended by time (docs/events.md): the organiser's tap marks the table's last
hand; the table's phones show it at once (a line on the game screen, brought by the
next poll); the match ends when that hand is scored (at once before a hand's first
play), the better total winning; level, one more hand or a draw as the event chose;
no play is logged once it is ended, and the end can be taken back, logged."""
from datetime import timedelta

import pytest

from extensions import db
from models import Correction, Game
from tests.web.night import NightActions, entries_for, text_of
from tests.web.table import HX
from tests.web.test_bahasa import speak


@pytest.fixture
def client(app):
    with app.app_context():
        yield app.test_client()


def timed_night(client, **fields):
    night = NightActions(client, "straight", entries_for("straight", 2, 1), table_size="2",
                         rounds="1", round_minutes="30", target="250", **fields)
    night.start_round()  # the round's clock runs from the organiser's Start round
    event = night.event
    event.round_started_at -= timedelta(minutes=31)
    db.session.commit()
    return night, night.matches(1)[0]


def rows(night):
    return {row["entry"]: row for row in night.standings_json()["standings"]}


def post_next(night, game):
    """Posts the simulated table's next action of `game` (as a phone would)."""
    from tests.web.night import post_of
    table = night.tables[game.id]
    action = table.next_action()
    db.session.expire(game)
    return client_post(night, game, post_of(game.kind, action), table, action)


def client_post(night, game, data, table, action):
    response = night.client.post(f"/s/{game.session.edit_token}/g/{game.id}/actions",
                                 data={**data, "seq": game.last_seq}, headers=HX)
    if response.status_code == 200:
        table.apply(action)
    return response


def test_the_hand_in_play_is_finished_first_then_the_better_total_wins(client):
    night, match = timed_night(client)
    game = night.games_of(match)[0]
    state = night.play_game(game, seed=5, stop=lambda s: s.scores[0] != s.scores[1])
    assert state.hand == 1 and state.winner is None  # mid-hand, one side ahead
    screen = f"/s/{game.session.edit_token}/g/{game.id}"
    db.session.expire(game)
    seq = game.last_seq
    assert client.get(f"{screen}/poll?seq={seq}", headers=HX).status_code == 204
    assert night.correct("time", table=match.id).status_code == 303
    # Logged: the table's last hand is hand 1 (of game 1); nothing decided yet.
    correction = db.session.query(Correction).filter_by(kind="time").one()  # after "start"
    assert (correction.kind, correction.payload) == (
        "time", {"round": 1, "table": 1, "game": 1, "hand": 1})
    page = text_of(client.get(night.url).get_data(as_text=True))
    assert "last hand: Hand 1" in page and "End by time" not in page
    assert "Take back the end by time" in page
    assert all(r["played"] == 0 for r in rows(night).values())
    # The table's phones: the next poll brings the line, though nothing was logged.
    line = "Time is up: Hand 1 is the last. The match ends when it is scored"
    polled = client.get(f"{screen}/poll?seq={seq}", headers=HX)
    assert polled.status_code == 200 and line in text_of(polled.get_data(as_text=True))
    assert client.get(f"{screen}/poll?seq={seq}&t=h1", headers=HX).status_code == 204
    assert line in text_of(client.get(screen).get_data(as_text=True))
    # The table plays hand 1 to its end; level there (the event's default), it plays
    # one more hand, and so on: the first hand scored with a better total ends it.
    last = 1
    while True:
        state = night.play_game(game, seed=5, stop=lambda s: s.hand > last)
        assert state.winner is None
        if state.scores[0] != state.scores[1]:
            break
        last += 1
        assert f"last hand: Hand {last}" in text_of(client.get(night.url).get_data(
            as_text=True))
    assert last == 2  # this seed is level (15-15) after hand 1
    better = 0 if state.scores[0] > state.scores[1] else 1
    numbers = {e.id: e.number for e in night.event.entries}
    table = night.standings_json()["rounds"][0]["tables"][0]
    assert table["status"] == "ended" and table["points"] == list(state.scores)
    assert table["winner"] == numbers[match.entry_ids[better]]
    assert rows(night)[numbers[match.entry_ids[better]]]["won"] == 1
    assert f"Ended by time after Hand {last}" in text_of(client.get(night.url).get_data(
        as_text=True))
    assert f"The organiser ended this match by time after Hand {last}: the result stands" \
        in text_of(client.get(screen).get_data(as_text=True))
    ended = "ended by time: its result stands"
    # Nothing more is logged at the table: a play and an undo are refused, saying why.
    refused = post_next(night, game)
    assert refused.status_code == 422 and ended in text_of(refused.get_data(as_text=True))
    db.session.expire(game)
    undo = client.post(f"{screen}/undo", data={"seq": game.last_seq}, headers=HX)
    assert undo.status_code == 422 and ended in text_of(undo.get_data(as_text=True))
    # Taken back (logged): the table plays on, and its result counts as it stands.
    assert night.correct("untime", table=match.id).status_code == 303
    assert [c.kind for c in db.session.query(Correction).order_by(Correction.seq)] == \
        ["start", "time", "untime"]
    assert "end by time taken back" in text_of(client.get(night.url).get_data(as_text=True))
    assert post_next(night, game).status_code == 200
    assert night.standings_json()["rounds"][0]["tables"][0]["status"] == "playing"
    assert night.correct("untime", table=match.id).status_code == 422


def test_before_a_hands_first_play_level_plays_one_more_hand(client):
    night, match = timed_night(client)
    assert night.correct("time", table=match.id).status_code == 303  # 0-0, no play yet
    page = text_of(client.get(night.url).get_data(as_text=True))
    assert "last hand: Hand 1" in page  # level at once: hand 1 is the one more hand
    assert night.correct("time", table=match.id).status_code == 422  # marked already


def test_before_a_hands_first_play_level_is_a_draw_if_the_event_says(client):
    night, match = timed_night(client, time_level="draw")
    assert night.correct("time", table=match.id).status_code == 303
    assert sorted(r["match_points"] for r in rows(night).values()) == [0.5, 0.5]
    table = night.standings_json()["rounds"][0]["tables"][0]
    assert table["status"] == "ended" and table["winner"] is None and len(table["drawn"]) == 2
    page = text_of(client.get(night.url).get_data(as_text=True))
    assert "Ended by time before its first hand · a draw" in page
    assert "The last round is finished" in page


def test_the_last_hand_line_in_indonesian(client):
    night, match = timed_night(client)
    game = night.games_of(match)[0]
    night.play_game(game, seed=5, stop=lambda s: s.scores[0] != s.scores[1])
    assert night.correct("time", table=match.id).status_code == 303
    speak(client, "id")
    page = text_of(client.get(f"/s/{game.session.edit_token}/g/{game.id}").get_data(
        as_text=True))
    assert "Waktu habis" in page and "Time is up" not in page
    assert db.session.get(Game, game.id) is not None
