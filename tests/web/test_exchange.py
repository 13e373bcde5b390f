"""Exports and imports through the Flask test client: a game of each kind, played with
an undo, goes out as JSON and comes back as a new session whose games replay to the
same states from the same event log; the CSV score sheet shows the points of a
RULES §S worked hand; the links on the pages."""
import csv
import io
import json

import pytest
from sqlalchemy import select

from extensions import db
from models import Game, Session
from models.log import events_of, live_actions
from tests.games import every
from tests.web.table import TableActions
from views.games.registry import KINDS as GAMES

FOUR = ("Ana", "Budi", "Citra", "Dewi")


def ok(response, status=200):
    assert response.status_code == status, response.get_data(as_text=True)[-2000:]
    return response


# Each game played through its screen with an undo in it: the worked hands of its RULES
# part (tests/games/<kind>.py, `played`), for every registered game.
PLAYS = {kind: game.played for kind, game in every().items()}


def export_json(client, token):
    response = ok(client.get(f"/s/{token}/export.json"))
    assert response.mimetype == "application/json"
    assert response.headers["Content-Disposition"].startswith("attachment; filename=")
    return response.data


def import_file(client, raw, name="session.json"):
    return client.post("/import", data={"file": (io.BytesIO(raw), name)},
                       content_type="multipart/form-data")


def replayed(game):
    rules = GAMES[game.kind].rules
    return rules.replay(rules.Options.from_json(game.options), live_actions(events_of(game)))


def logged(game):
    return [(e.seq, e.kind, e.payload, e.at) for e in events_of(game)]


@pytest.mark.parametrize("kind", PLAYS)
def test_export_then_import_gives_the_same_games(app, client, kind):
    with app.app_context():
        table = PLAYS[kind](client)
        raw = export_json(client, table.token)
        response = ok(import_file(client, raw), 303)
        token = response.headers["Location"].rsplit("/", 1)[-1]
        before, after = Session.by_edit_token(table.token), Session.by_edit_token(token)
        assert token != table.token and after.view_token != before.view_token
        assert [p.name for p in after.players] == [p.name for p in before.players]
        assert (after.title, after.created_at) == (before.title, before.created_at)
        for old, new in zip(before.games, after.games, strict=True):
            assert "undo" in [e.kind for e in events_of(old)]
            assert logged(new) == logged(old)
            assert replayed(new) == replayed(old)  # the whole State, field by field
            for column in ("kind", "options", "first_seat", "status", "scores", "winner",
                           "hand", "last_seq", "created_at"):
                assert getattr(new, column) == getattr(old, column), column
            assert [s.player_id for s in new.seats] == [s.player_id for s in old.seats]
        assert export_json(client, token) == raw  # the file holds no links or ids
        ok(client.get(response.headers["Location"]))
        ok(client.get(f"/s/{token}/g/{after.games[0].id}"))


def test_an_imported_game_plays_on(app, client):
    with app.app_context():
        table = PLAYS["straight"](client)
        token = ok(import_file(client, export_json(client, table.token)), 303) \
            .headers["Location"].rsplit("/", 1)[-1]
        game = Session.by_edit_token(token).games[0]
        copy = TableActions.__new__(TableActions)
        copy.client, copy.url, copy.game_id = client, f"/s/{token}/g/{game.id}", game.id
        ok(copy.play(1, "5-4", "right"))
        assert copy.events()[-1].seq == table.events()[-1].seq + 1
        ok(copy.undo())
        ok(copy.undo())  # the undo reaches back to the events that were imported
        assert db.session.get(Game, game.id).scores == [15, 10]


def test_the_importing_phone_remembers_the_session(app, client):
    with app.app_context():
        table = PLAYS["moon"](client)
        raw = export_json(client, table.token)
        fresh = app.test_client()  # another phone: it has not seen the first session
        location = ok(import_file(fresh, raw), 303).headers["Location"]
        home = fresh.get("/").get_data(as_text=True)
        assert location in home and table.token not in home


def sheet(response):
    assert response.content_type == "text/csv; charset=utf-8"
    return list(csv.reader(io.StringIO(response.get_data(as_text=True))))


def test_csv_is_the_score_sheet(app, client):
    with app.app_context():
        table = PLAYS["straight"](client)
        rows = sheet(ok(client.get(f"/s/{table.token}/g/{table.game_id}/export.csv")))
    assert rows[0] == ["Game", "Kind", "Hand", "Ana points", "Ana total", "Budi points",
                       "Budi total", "Working"]
    assert rows[1] == ["1", "Straight Domino", "1", "15", "15", "10", "10",
                       # RULES S5.2, S6: lead 3-3 then 4-3 right counts 3+3 + 4 = 10 for
                       # Budi; S8.1: Ana dominoes against Budi's 6-5 and 2-1.
                       "Plays by Budi +10: 4-3 right, ends (3+3) + 4 = 10 (RULES §S6)\n"
                       "Hand end, Ana +15: Ana dominoed: Budi 14 = 14 pips, rounded to 15 "
                       "(RULES §S8)"]
    assert rows[2] == ["1", "Straight Domino", "2", "10", "25", "0", "10", "hand in progress"]
    assert len(rows) == 3


def test_session_csv_has_a_column_pair_for_every_side(app, client):
    with app.app_context():
        moon = PLAYS["moon"](client)
        straight = TableActions(client, names=FOUR, token=moon.token, partnerships=False)
        ok(straight.play(0, "5-5"))
        response = ok(client.get(f"/s/{moon.token}/export.csv"))
        assert "game-" not in response.headers["Content-Disposition"]
        rows = sheet(response)
    assert rows[0][3:7] == ["Ana & Citra points", "Ana & Citra total", "Budi & Dewi points",
                            "Budi & Dewi total"]
    assert rows[0][7:9] == ["Ana points", "Ana total"] and rows[0][-1] == "Working"
    assert len(rows[0]) == 3 + 2 * 6 + 1
    assert rows[-1][:3] == ["2", "Straight Domino", "1"] and rows[-1][7:9] == ["10", "10"]
    assert rows[-1][3:7] == ["", "", "", ""]


def test_exports_from_the_read_only_link(app, client):
    with app.app_context():
        table = PLAYS["bendomino"](client)
        view = Session.by_edit_token(table.token).view_token
        raw = ok(client.get(f"/v/{view}/export.json")).data
        assert raw == export_json(client, table.token) and table.token.encode() not in raw
        response = ok(client.get(f"/v/{view}/g/{table.game_id}/export.json"))
        assert response.headers["Content-Disposition"].endswith('-game-1-bendomino.json"')
        assert sheet(ok(client.get(f"/v/{view}/g/{table.game_id}/export.csv")))[0][3] == \
            "Ana points"
        assert client.get(f"/v/{table.token}/export.json").status_code == 404
        assert client.get(f"/s/{view}/g/{table.game_id}/export.csv").status_code == 404
        assert client.get(f"/s/{table.token}/export.xml").status_code == 404


def test_pages_link_to_exports_and_import(app, client):
    with app.app_context():
        table = TableActions(client)
        view = Session.by_edit_token(table.token).view_token
        page = client.get(f"/s/{table.token}").get_data(as_text=True)
        assert f'href="/s/{table.token}/export.json"' in page
        assert f'href="/s/{table.token}/g/{table.game_id}/export.csv"' in page
        page = client.get(f"/v/{view}").get_data(as_text=True)
        assert f'href="/v/{view}/export.csv"' in page and table.token not in page
        assert 'href="/import"' in client.get("/").get_data(as_text=True)
        page = ok(client.get("/import")).get_data(as_text=True)
        assert 'enctype="multipart/form-data"' in page and 'type="file"' in page


def test_the_game_over_panel_links_to_exports(app, client):
    with app.app_context():
        table = TableActions(client, target=10)
        ok(table.play(0, "5-5"))  # a lead of 10 reaches the target (RULES S9)
        html = table.page()
        assert "Ana wins!" in html and f"/g/{table.game_id}/export.csv" in html
