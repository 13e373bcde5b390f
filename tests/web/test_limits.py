"""One client cannot stall every table: what it may start per minute and address
(sessions, events, imports, games: a 429 in the phone's language), how many fields a post may
carry, and large imports checked by a process of their own."""
import io
import os
import shutil
import stat

import pytest
from sqlalchemy import func, select

from app import create_app
from conftest import SECRET, dispose
from extensions import db
from models import Game, Session, Tournament
from tests.web.import_files import long_session
from tests.web.night import KIND_OPTIONS
from tests.web.table import TableActions, new_game_defaults
from views.exchange.import_jobs import INLINE_BYTES

ID = {"Accept-Language": "id"}
TWO = {"players-0": "Ana", "players-1": "Budi"}


@pytest.fixture
def limited(tmp_path, migrated_db):
    """An app with the limits on (a few a minute) and counters of its own."""
    shutil.copyfile(migrated_db, tmp_path / "t.db")
    app = create_app({"TESTING": True, "SECRET_KEY": SECRET, "WTF_CSRF_ENABLED": False,
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 't.db'}",
                      "RATELIMIT_ENABLED": True, "LIMIT_SESSIONS": "3 per minute",
                      "LIMIT_IMPORTS": "2 per minute", "LIMIT_GAMES": "2 per minute",
                      "LIMIT_EVENTS": "2 per minute",
                      "RATELIMIT_STORAGE_URI": f"domino-sqlite://{tmp_path}/limits.db"})
    yield app
    dispose(app)


def sessions(app):
    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(Session))


def too_many_in_indonesian(refused):
    """A 429 as the phone reads it: a minute at most to wait, in its language."""
    assert refused.status_code == 429
    assert int(refused.headers["Retry-After"]) <= 60
    assert "Terlalu banyak sekaligus" in refused.get_data(as_text=True)
    assert "Tunggu semenit" in refused.get_data(as_text=True)


def test_a_client_may_start_so_many_sessions_a_minute(limited):
    client = limited.test_client()
    assert [client.post("/sessions", data=TWO).status_code for _ in range(3)] == [303] * 3
    before = sessions(limited)
    refused = client.post("/sessions", data=TWO, headers=ID)
    too_many_in_indonesian(refused)
    assert sessions(limited) == before  # nothing recorded
    other = limited.test_client().post("/sessions", data=TWO,
                                       environ_base={"REMOTE_ADDR": "10.0.0.7"})
    assert other.status_code == 303  # another address has its own count


def test_the_workers_count_one_client_together(limited, tmp_path):
    """Two apps on the same counter file (two workers of one server) share the count."""
    second = create_app({**limited.config, "SQLALCHEMY_DATABASE_URI":
                         limited.config["SQLALCHEMY_DATABASE_URI"]})
    one, two = limited.test_client(), second.test_client()
    statuses = [c.post("/sessions", data=TWO).status_code for c in (one, two, one, two)]
    assert statuses == [303, 303, 303, 429]
    assert stat.S_IMODE(os.stat(tmp_path / "limits.db").st_mode) == 0o600
    dispose(second)


def test_imports_and_games_are_limited_too(limited):
    client = limited.test_client()
    raw = long_session(4)
    imports = [client.post("/import", data={"file": (io.BytesIO(raw), "s.json")}).status_code
               for _ in range(3)]
    assert imports == [303, 303, 429]
    with limited.app_context():
        table = TableActions(client, names=("Ana", "Budi"))  # its game is the first
        again = client.post(f"{table.url}/again")  # counts with new games (refused: not over)
        assert again.status_code == 422
    third = client.post(f"/s/{table.token}/games", data={"kind": "straight"}, headers=ID)
    assert third.status_code == 429
    assert "Terlalu banyak sekaligus" in third.get_data(as_text=True)


def event_form(client):
    """The new-event form as shown, filled in: a Straight event of eight entries, two a
    table (four tables, so one post starts four sessions and four games)."""
    page = client.get("/events/new?kind=straight").get_data(as_text=True)
    return {**new_game_defaults(page), **KIND_OPTIONS["straight"], "table_size": "2",
            "name": "Malam Domino", "entries": "\n".join("ABCDEFGH")}


def counts(app):
    with app.app_context():
        return [db.session.scalar(select(func.count()).select_from(model))
                for model in (Tournament, Session, Game)]


def test_a_client_may_create_so_many_events_a_minute(limited):
    """Creating an event seats its first round (a session and a game a table): it counts
    against DOMINO_LIMIT_EVENTS, answered like the other limits."""
    client = limited.test_client()
    form = event_form(client)
    assert [client.post("/events", data=form).status_code for _ in range(2)] == [303] * 2
    before = counts(limited)
    refused = client.post("/events", data=form, headers=ID)
    too_many_in_indonesian(refused)
    assert counts(limited) == before  # no event, no session, no game
    other = limited.test_client().post("/events", data=form,
                                       environ_base={"REMOTE_ADDR": "10.0.0.7"})
    assert other.status_code == 303


def test_the_event_limit_is_set_from_the_environment(tmp_path, migrated_db, monkeypatch):
    monkeypatch.setenv("DOMINO_LIMIT_EVENTS", "1 per minute")
    shutil.copyfile(migrated_db, tmp_path / "t.db")
    app = create_app({"TESTING": True, "SECRET_KEY": SECRET, "WTF_CSRF_ENABLED": False,
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 't.db'}",
                      "RATELIMIT_ENABLED": True,
                      "RATELIMIT_STORAGE_URI": f"domino-sqlite://{tmp_path}/limits.db"})
    client = app.test_client()
    form = event_form(client)
    assert [client.post("/events", data=form).status_code for _ in range(2)] == [303, 429]
    dispose(app)


def test_a_post_of_200000_fields_is_refused_unread(client):
    """A post of 200,000 repeated `tiles` fields (2 MB, under MAX_CONTENT_LENGTH) is a
    413 from the bound on fields, before any is parsed; so is one of 201 fields."""
    with client.application.app_context():
        table = TableActions(client)
        before = table.seq
        url = f"{table.url}/actions"
        for count in (200_000, 201):
            body = b"&".join([b"seq=0", b"seat=0", b"do=reveal"] + [b"tiles=6-6"] * count)
            refused = client.post(url, data=body,
                                  content_type="application/x-www-form-urlencoded")
            assert refused.status_code == 413
            assert "more than this app accepts" in refused.get_data(as_text=True)
        parts = {f"tiles-{i}": "6-6" for i in range(300)}
        assert client.post(url, data=parts, content_type="multipart/form-data") \
            .status_code == 413
        assert table.seq == before
        assert table.play(0, "6-6").status_code == 200  # a real post of a few fields goes through


def large_file():
    """A file large enough to be imported by a job (views.exchange.import_jobs.INLINE_BYTES)."""
    raw = long_session(600)
    assert len(raw) > INLINE_BYTES
    return raw


@pytest.fixture
def queued(app, tmp_path):
    """The app with large imports saved (in a folder of this test's) as jobs that the
    test runs itself."""
    app.config.update(IMPORT_JOBS="queue", IMPORT_FOLDER=str(tmp_path / "imports"))
    return app


def test_a_large_import_is_checked_by_a_job_and_opens_the_session(queued, tmp_path):
    client = queued.test_client()
    posted = client.post("/import", data={"file": (io.BytesIO(large_file()),
                                                    "s.json")})
    assert posted.status_code == 303
    follow = posted.headers["Location"]
    job = follow.rsplit("/", 1)[1]
    waiting = client.get(follow, headers=ID)
    assert waiting.status_code == 202
    assert "Mengimpor" in waiting.get_data(as_text=True)
    before = sessions(queued)
    assert queued.test_cli_runner().invoke(args=["import-job", "--", job]).exit_code == 0
    done = client.get(follow)
    assert done.status_code == 303 and done.headers["Location"].startswith("/s/")
    assert sessions(queued) == before + 1
    session = client.get(done.headers["Location"]).get_data(as_text=True)
    assert "Ana" in session and "Budi" in session
    folder = queued.config["IMPORT_FOLDER"]
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700
    assert not os.path.exists(os.path.join(folder, f"{job}.upload"))
    assert stat.S_IMODE(os.stat(os.path.join(folder, f"{job}.state")).st_mode) == 0o600


def test_a_large_import_refused_by_the_rules_says_why_in_the_phones_language(queued):
    client = queued.test_client()
    raw = large_file().replace(b'"seq": 7,', b'"seq": 70,', 1)
    posted = client.post("/import", headers=ID,
                         data={"file": (io.BytesIO(raw), "s.json")})
    job = posted.headers["Location"].rsplit("/", 1)[1]
    before = sessions(queued)
    assert queued.test_cli_runner().invoke(args=["import-job", "--", job]).exit_code == 0
    refused = client.get(posted.headers["Location"], headers=ID)
    assert refused.status_code == 422
    assert "Tidak diimpor:" in refused.get_data(as_text=True)
    # The reason is read in the language of the phone that posted the file.
    assert "diberi nomor 1, 2, 3" in client.get(posted.headers["Location"]).get_data(as_text=True)
    assert sessions(queued) == before
    assert client.get("/import/" + "x" * 22).status_code == 404
    assert client.get("/import/..%2f..").status_code == 404


def test_so_many_large_imports_wait_at_once(queued):
    """At most MAX_QUEUED files wait for their job; another is a 429 that says why."""
    from views.exchange.import_jobs import MAX_QUEUED
    client = queued.test_client()
    raw = large_file()
    posts = [client.post("/import", headers=ID, data={"file": (io.BytesIO(raw), "s.json")})
             for _ in range(MAX_QUEUED + 1)]
    assert [p.status_code for p in posts] == [303] * MAX_QUEUED + [429]
    assert "Berkas lain sedang diimpor" in posts[-1].get_data(as_text=True)


def test_behind_a_proxy_the_phones_address_is_counted(tmp_path, migrated_db, monkeypatch):
    """PROXY_HOPS=1: the address counted is the one the proxy adds to X-Forwarded-For,
    not the proxy's own, and not one the phone wrote there itself."""
    monkeypatch.setenv("PROXY_HOPS", "1")
    shutil.copyfile(migrated_db, tmp_path / "t.db")
    app = create_app({"TESTING": True, "SECRET_KEY": SECRET, "WTF_CSRF_ENABLED": False,
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 't.db'}",
                      "RATELIMIT_ENABLED": True, "LIMIT_SESSIONS": "1 per minute",
                      "RATELIMIT_STORAGE_URI": f"domino-sqlite://{tmp_path}/limits.db"})
    client = app.test_client()

    def post(forwarded):
        return client.post("/sessions", data=TWO, headers={"X-Forwarded-For": forwarded})

    assert post("203.0.113.5").status_code == 303
    assert post("203.0.113.5").status_code == 429
    assert post("198.51.100.9, 203.0.113.6").status_code == 303  # the proxy's word counts
    assert post("203.0.113.5, 203.0.113.6").status_code == 429
    dispose(app)


def test_the_job_command_says_when_there_is_no_such_job(queued):
    """A job's id may start with "-" (the server passes it after "--"); one that was
    never saved is named in a plain error, not a traceback."""
    result = queued.test_cli_runner().invoke(args=["import-job", "--", "-no-such-job"])
    assert result.exit_code == 1 and "no import job '-no-such-job'" in result.output
