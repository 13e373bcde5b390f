"""Home page, starting a session, the session page and the read-only view."""
import re

import pytest
from sqlalchemy import select

from extensions import db
from models import Game, Player, Seat, Session


def start(client, *names, title=""):
    data = {f"players-{i}": name for i, name in enumerate(names)}
    return client.post("/sessions", data={**data, "title": title})


def the_session(app):
    with app.app_context():
        return db.session.scalars(select(Session)).one()


def test_home_page_offers_the_form_and_recent_names_newest_first(client, app):
    start(client, "Ana", "Budi")
    start(client, "Citra", "ana")
    page = client.get("/").text
    assert page.count('name="players-') == 4 and 'list="recent-names"' in page
    assert re.findall(r'<option value="([^"]+)">', page) == ["Citra", "Budi", "Ana"]


def test_starting_a_session_redirects_and_remembers_it_on_this_device(client, app):
    response = start(client, " Ana ", "Budi  Santoso", "", "Dewi", title="Friday")
    table = the_session(app)
    assert response.status_code == 303
    assert response.headers["Location"] == f"/s/{table.edit_token}"
    assert "my_sessions=" in response.headers["Set-Cookie"]
    with app.app_context():
        assert [p.name for p in db.session.get(Session, table.id).players] == ["Ana", "Budi Santoso", "Dewi"]
    home = client.get("/").text
    assert "Friday" in home and f"/s/{table.edit_token}" in home


def test_session_page_lists_players_and_share_links(client, app):
    start(client, "Ana", "Budi")
    table = the_session(app)
    page = client.get(f"/s/{table.edit_token}").text
    assert "Ana, Budi" in page
    assert f"/v/{table.view_token}" in page and "No games yet." in page


def test_view_link_is_read_only(client, app):
    start(client, "Ana", "Budi")
    table = the_session(app)
    page = client.get(f"/v/{table.view_token}").text
    assert "View only" in page
    assert table.edit_token not in page


def test_session_page_shows_game_scores_by_side(client, app):
    start(client, "Ana", "Budi", "Citra", "Dewi")
    table = the_session(app)
    with app.app_context():
        players = db.session.scalars(select(Player).order_by(Player.id)).all()
        game = Game(session_id=table.id, kind="straight", scores=[135, 120], hand=3,
                    seats=[Seat(position=i, player_id=p.id) for i, p in enumerate(players)])
        db.session.add(game)
        db.session.commit()
    page = client.get(f"/v/{table.view_token}").text
    assert "Straight Domino" in page and "Hand 3" in page
    assert re.search(r"Ana &amp; Citra</span>\s*<strong class=\"score\">135", page)
    assert re.search(r"Budi &amp; Dewi</span>\s*<strong class=\"score\">120", page)


@pytest.mark.parametrize("path", ["/s/not-a-token", "/v/not-a-token"])
def test_unknown_token_is_404(client, path):
    response = client.get(path)
    assert response.status_code == 404 and "Not found" in response.text


@pytest.mark.parametrize("data, message", [
    ({"players-0": "Ana"}, "at least two players"),
    ({"players-0": "Ana", "players-1": "ANA"}, "different name"),
    ({"players-0": "Ana", "players-1": "B" * 41}, "40 characters"),
    ({}, "at least two players"),
    ({"players-x": "Ana", "players-99": "Budi", "players-1-": "?"}, "at least two players"),
], ids=["one name", "same name twice", "name too long", "empty post", "mangled field names"])
def test_malformed_post_is_422_with_a_message(client, app, data, message):
    response = client.post("/sessions", data=data)
    assert response.status_code == 422
    errors = re.findall(r'<p class="error" role="alert">([^<]*)</p>', response.text)
    assert any(message in error for error in errors), errors
    with app.app_context():
        assert db.session.scalars(select(Session)).all() == []


def test_json_post_is_422_not_500(client):
    response = client.post("/sessions", json={"players": ["Ana", "Budi"]})
    assert response.status_code == 422


def test_forged_cookie_is_ignored(client):
    client.set_cookie("my_sessions", "forged.value")
    assert client.get("/").status_code == 200



def test_a_name_created_twice_at_once_is_one_player(app):
    """Two phones start sessions with the same new name: the one whose lookup missed
    it finds the other's player instead of failing on the unique name."""
    from sqlalchemy import insert

    from extensions import db
    from models import Player
    with app.app_context():
        db.session.execute(insert(Player).values(name="Wulan"))  # the other phone's insert
        db.session.commit()
        real_scalar, calls = db.session.scalar, []

        def first_lookup_misses(query):  # our lookup ran before the other phone committed
            calls.append(query)
            return None if len(calls) == 1 else real_scalar(query)
        db.session.scalar = first_lookup_misses
        try:
            player = Player.named("Wulan")
        finally:
            db.session.scalar = real_scalar
        assert player.name == "Wulan"
        assert db.session.query(Player).filter_by(name="Wulan").count() == 1


def test_names_with_control_characters_are_refused(client):
    response = client.post("/sessions", data={"players-0": "Ana", "players-1": "B\x00di"})
    assert response.status_code == 422
