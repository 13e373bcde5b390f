"""The event's live pages cost O(tables) a refresh, never O(events logged): they
read the games' projection columns, in the same few queries however long the games'
logs grow (issue 21, "Scale")."""
import re

import pytest
from sqlalchemy import event as sql_event

from extensions import db
from tests.web.night import NightActions, entries_for

PAGES = ("/e/{view}/live", "/e/{view}/screen/live", "{organiser}/live",
         "/e/{view}/export.json")


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
    assert max(before) <= 9  # the version, the event, its entries, matches with games, …


@pytest.mark.parametrize("page", ["/e/{view}/live", "/e/{view}/screen/live",
                                  "{organiser}/live"])
def test_a_poll_that_finds_nothing_new_is_a_204(client, page):
    night = NightActions(client, "straight", entries_for("straight", 4, 1), table_size="2",
                         target="10000")
    url = page.format(view=night.view_token, organiser=night.url)
    first = client.get(url, headers={"HX-Request": "true"}).get_data(as_text=True)
    version = re.search(r'live\?v=([\w-]+)"', first).group(1)
    assert client.get(f"{url}?v={version}", headers={"HX-Request": "true"}).status_code == 204
    game = night.games_of(night.matches(1)[0])[0]
    night.play_game(game, seed=1, stop=lambda s: s.turn is not None and s.hand == 1
                    and len(night.tables[game.id].actions) >= 1)
    moved = client.get(f"{url}?v={version}", headers={"HX-Request": "true"})
    assert moved.status_code == 200  # a play at one table: the page shows it
    assert f"v={version}" not in moved.get_data(as_text=True)
