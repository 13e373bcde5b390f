"""The event's live pages cost O(tables) a refresh, never O(events logged): they
read the games' projection columns, in the same few queries however long the games'
logs grow (issue 21, "Scale")."""
import pytest
from sqlalchemy import event as sql_event

from extensions import db
from tests.web.night import NightActions, entries_for

PAGES = ("/standings/{view}/live", "/standings/{view}/screen/live", "{organiser}/live",
         "/standings/{view}/export.json")


@pytest.fixture
def client(app):
    with app.app_context():
        yield app.test_client()


def statements(client, url):
    """The SQL statements the request for `url` runs (its queries)."""
    seen = []

    def count(conn, cursor, statement, *args):
        seen.append(statement)
    sql_event.listen(db.engine, "before_cursor_execute", count)
    try:
        assert client.get(url, headers={"HX-Request": "true"}).status_code == 200
    finally:
        sql_event.remove(db.engine, "before_cursor_execute", count)
    return len(seen)


def test_the_live_pages_run_the_same_queries_as_the_logs_grow(client):
    night = NightActions(client, "straight", entries_for("straight", 8, 1), table_size="2",
                         target="10000", rounds="2")
    urls = [p.format(view=night.view_token, organiser=night.url) for p in PAGES]
    games = [night.games_of(m)[0] for m in night.matches(1)]
    night.play_game(games[0], seed=1, stop=lambda s: len(s.history) >= 1)
    before = [statements(client, url) for url in urls]
    for game in games:  # every table logs a hand or more: hundreds of events
        night.play_game(game, seed=2, stop=lambda s: len(s.history) >= 2)
    after = [statements(client, url) for url in urls]
    assert after == before
    assert max(before) <= 6
