"""One render of a game's fragments per seq, shared by the table's phones: the phone
that plays and the phones that poll get the same HTML, which holds no phone's CSRF
token (their htmx posts carry it in a header)."""
import gzip
import os
import re
import stat
from unittest import mock

import flask_compress.flask_compress as flask_compress
import pytest

from extensions import compress
from tests.conftest import dispose, make_app
from tests.web.table import HX, TableActions
from views.table import answer
from web.fragments import private_folder


@pytest.fixture
def table(app, client):
    with app.app_context():
        yield TableActions(client)


def test_phones_share_one_render_per_seq(app, table):
    phones = [app.test_client() for _ in range(4)]
    with mock.patch.object(answer, "screen", wraps=answer.screen) as screens:
        played = table.post("play 6-6", 0)
        polled = [phone.get(f"{table.url}/poll?seq=0", headers=HX) for phone in phones]
    assert played.status_code == 200
    assert {p.get_data(as_text=True) for p in polled} == {played.get_data(as_text=True)}
    assert screens.call_count == 1
    assert not re.search(r'name="csrf_token" value="[^"]', played.get_data(as_text=True))


def test_another_worker_serves_the_compressed_fragment_without_compressing(app, table):
    """A worker that did not render a seq's fragment reads its HTML and its gzipped
    body from the files its sibling wrote, and sends the same bytes."""
    zipped = {**HX, "Accept-Encoding": "gzip"}
    table.post("play 6-6", 0)
    played = app.test_client().get(f"{table.url}/poll?seq=0", headers=zipped)
    assert played.headers["Content-Encoding"] == "gzip"
    app.extensions["shared_fragments"]._html.clear()  # what the other worker holds
    compress.cache._bodies.clear()
    with mock.patch.object(flask_compress, "_compress_data") as compressing:
        other = app.test_client().get(f"{table.url}/poll?seq=0", headers=zipped)
    assert compressing.call_count == 0
    assert other.get_data() == played.get_data()
    assert "6-6" in gzip.decompress(other.get_data()).decode()


def test_the_full_page_keeps_its_csrf_fields(client, table):
    page = client.get(table.url).get_data(as_text=True)
    assert re.search(r'name="csrf_token" value="[^"]+"', page)
    assert re.search(r'hx-headers=\'\{"X-CSRFToken": "[^"]+"\}\'', page)


def test_a_second_phone_can_post_a_shared_fragments_forms(tmp_path):
    """With CSRF on: a Bendomino fragment rendered for one phone carries Block buttons
    by each end (RULES B5); another phone that polled it can post them, with its own
    token in the header."""
    database = f"sqlite:///{tmp_path / 'csrf.db'}"
    setup = make_app(database, WTF_CSRF_ENABLED=False)
    with setup.app_context():
        table = TableActions(setup.test_client(), names=("Ana", "Budi", "Citra"),
                             kind="bendomino", first="0")
    dispose(setup)
    app = make_app(database)
    first, second = app.test_client(), app.test_client()
    tokens = [header_token(phone.get(table.url)) for phone in (first, second)]
    opened = first.post(f"{table.url}/actions", data={"do": "open 0 6-6 -", "seat": 0,
                                                      "seq": 0},
                        headers={**HX, "X-CSRFToken": tokens[0]})
    assert opened.status_code == 200
    fragment = second.get(f"{table.url}/poll?seq=0", headers=HX).get_data(as_text=True)
    assert fragment == opened.get_data(as_text=True)
    form = re.search(r'<form class="declare".*?</form>', fragment, re.S).group(0)
    fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form))
    declared = second.post(f"{table.url}/actions",
                           data={**fields, "do": "declare a on"},
                           headers={**HX, "X-CSRFToken": tokens[1]})
    assert declared.status_code == 200, declared.get_data(as_text=True)[:300]
    dispose(app)


def header_token(page):
    return re.search(r'"X-CSRFToken": "([^"]+)"', page.get_data(as_text=True)).group(1)


def test_a_poll_leaves_the_phones_session_alone(tmp_path):
    """A poll reads no session and sends no cookie back, so the phone's CSRF token
    (kept in its session) still works for the next tap; a poll with a spoiled session
    cookie is answered all the same."""
    database = f"sqlite:///{tmp_path / 'csrf.db'}"
    setup = make_app(database, WTF_CSRF_ENABLED=False)
    with setup.app_context():
        table = TableActions(setup.test_client())
    dispose(setup)
    app = make_app(database)
    phone = app.test_client()
    token = header_token(phone.get(table.url))
    polled = phone.get(f"{table.url}/poll?seq=0", headers=HX)
    assert polled.status_code == 204 and "Set-Cookie" not in polled.headers
    played = phone.post(f"{table.url}/actions", data={"do": "play 6-6", "seat": 0, "seq": 0},
                        headers={**HX, "X-CSRFToken": token})
    assert played.status_code == 200
    for poll in (phone, app.test_client()):
        poll.set_cookie("session", "spoiled")
        fetched = poll.get(f"{table.url}/poll?seq=0", headers=HX)
        assert fetched.status_code == 200 and "Set-Cookie" not in fetched.headers
        assert fetched.get_data() == played.get_data()
    dispose(app)


def test_fragment_files_go_only_in_a_folder_of_this_users_alone(tmp_path):
    """A folder others may write to could hold a planted fragment: it is not used."""
    mine = tmp_path / "mine"
    assert private_folder(str(mine)) == str(mine)
    assert stat.S_IMODE(os.stat(mine).st_mode) == 0o700
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    assert private_folder(str(shared)) is None
    planted = tmp_path / "planted"
    planted.write_text("not a folder")
    assert private_folder(str(planted)) is None
