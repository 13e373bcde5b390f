"""A decided round stays decided (issue 34, item 3; README, "A domino night"): once a
later round is seated from a table's result, an undo at that table is refused with a
message naming who can reopen it, and the log is untouched. The organiser reopens a
result explicitly: a correction, logged and shown like the others, in both
languages; then the table may undo."""
import pytest
from flask_babel import refresh

from extensions import db
from models import Correction, Event
from tests.web.night import NightActions, text_of
from tests.web.test_night_table_games import win


@pytest.fixture
def client(app):
    with app.app_context():
        yield app.test_client()


def decided_round(client):
    """An event of two tables of two (Straight to 5), each won at once by side 0;
    round 2 seated from those results. Returns (night, round 1's first game)."""
    night = NightActions(client, "straight", ["Ana", "Budi", "Citra", "Dewi"],
                         table_size="2", rounds="2")
    games = [night.games_of(m)[0] for m in night.matches(1)]
    for game in games:
        win(client, game, 0)
    return night, games[0]


def undo(client, game):
    db.session.expire(game)
    return client.post(f"/s/{game.session.edit_token}/g/{game.id}/undo",
                       data={"seq": game.last_seq}, headers={"HX-Request": "true"})


def won(night):
    return {r["entry"]: r["won"] for r in night.standings_json()["standings"]}


def test_an_undo_before_the_next_round_is_seated_is_the_tables_own(client):
    night, game = decided_round(client)
    assert undo(client, game).status_code == 200
    assert night.client.post(f"{night.url}/rounds").status_code == 422  # not decided now


def test_an_undo_at_a_table_a_later_round_was_seated_from_is_refused(client):
    night, game = decided_round(client)
    night.next_round()
    before = (won(night), db.session.query(Event).filter_by(game_id=game.id).count())
    response = undo(client, game)
    assert response.status_code == 422
    said = text_of(response.get_data(as_text=True))
    assert "Round 1 of Malam Domino is decided: round 2 was seated from this table's " \
           "result" in said and "The organiser can reopen it on the event's page" in said
    assert (won(night), db.session.query(Event).filter_by(game_id=game.id).count()) == before


def test_the_organiser_reopens_a_result_and_the_table_may_undo(client):
    night, game = decided_round(client)
    night.next_round()
    match = night.matches(1)[0]
    current = night.matches(2)[0]
    refused = night.correct("reopen", table=current.id)  # its table can still undo
    assert refused.status_code == 422
    assert "the table can still undo, there is nothing to reopen" in text_of(refused.text)
    page = text_of(client.get(night.url).get_data(as_text=True))
    assert "Reopen a result" in page and "Round 1, table 1:" in page
    assert night.correct("reopen", table=match.id).status_code == 303
    assert night.correct("reopen", table=match.id).status_code == 422  # once
    logged = db.session.query(Correction).filter_by(kind="reopen").one()
    # Made while round 2 is played: the log says round 2's seating stays (docs/events.md).
    assert logged.payload == {"round": 1, "table": 1, "seated": 2}
    page = text_of(client.get(night.url).get_data(as_text=True))
    assert "Round 1, table 1: result reopened" in page
    doc = night.standings_json()
    assert [c["kind"] for c in doc["corrections"]] == ["reopen"]
    before = sum(won(night).values())
    assert undo(client, game).status_code == 200
    assert sum(won(night).values()) == before - 1  # the result counts as it now stands
    assert doc["rounds"][0]["tables"][0]["status"] == "over"
    client.environ_base["HTTP_ACCEPT_LANGUAGE"] = "id"
    refresh()
    page = text_of(client.get(night.url).get_data(as_text=True))
    assert "Babak 1, meja 1: hasil dibuka kembali" in page


def test_the_refusal_and_the_reopening_in_indonesian(client):
    from tests.web.test_bahasa import leaks
    night, game = decided_round(client)
    night.next_round()
    client.environ_base["HTTP_ACCEPT_LANGUAGE"] = "id"
    refresh()
    said = text_of(undo(client, game).get_data(as_text=True))
    assert "Panitia dapat membukanya kembali di halaman lomba" in said
    assert leaks(client.get(night.url).get_data(as_text=True)) == []
    new_game = client.get(f"/s/{game.session.edit_token}/games/new").get_data(as_text=True)
    assert leaks(new_game) == [] and "Pertandingan sudah diputuskan" in text_of(new_game)


def test_held_and_reopened_on_postgresql(pg_app):
    """The same on PostgreSQL (skipped unless TEST_PG_URL names a database)."""
    with pg_app.app_context():
        client = pg_app.test_client()
        night, game = decided_round(client)
        night.next_round()
        assert undo(client, game).status_code == 422
        assert night.correct("reopen", table=night.matches(1)[0].id).status_code == 303
        assert undo(client, game).status_code == 200
