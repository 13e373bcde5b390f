"""One render of a game's fragments per seq, shared by the table's phones: the phone
that plays and the phones that poll get the same HTML, which holds no phone's CSRF
token (their htmx posts carry it in a header)."""
import re
from unittest import mock

import pytest

from tests.web.table import HX, TableActions
from views import games


@pytest.fixture
def table(app, client):
    with app.app_context():
        yield TableActions(client)


def test_phones_share_one_render_per_seq(app, table):
    phones = [app.test_client() for _ in range(4)]
    with mock.patch.object(games, "_screen", wraps=games._screen) as screens:
        played = table.post("play 6-6", 0)
        polled = [phone.get(f"{table.url}/poll?seq=0", headers=HX) for phone in phones]
    assert played.status_code == 200
    assert {p.get_data(as_text=True) for p in polled} == {played.get_data(as_text=True)}
    assert screens.call_count == 1
    assert not re.search(r'name="csrf_token" value="[^"]', played.get_data(as_text=True))


def test_the_full_page_keeps_its_csrf_fields(client, table):
    page = client.get(table.url).get_data(as_text=True)
    assert re.search(r'name="csrf_token" value="[^"]+"', page)
    assert re.search(r'hx-headers=\'\{"X-CSRFToken": "[^"]+"\}\'', page)
