"""The app factory: configuration, SQLite settings, headers, compression, error pages."""
import re

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import text

from app import create_app, database_uri, instance_secret_key
from extensions import db


@pytest.mark.parametrize("url, expected", [
    (None, "sqlite:////inst/domino.db"),
    ("postgres://u:p@h/db", "postgresql+psycopg://u:p@h/db"),
    ("postgresql://u:p@h/db", "postgresql+psycopg://u:p@h/db"),
    ("postgresql+psycopg://u:p@h/db", "postgresql+psycopg://u:p@h/db"),
    ("sqlite:////tmp/x.db", "sqlite:////tmp/x.db"),
])
def test_database_uri(url, expected):
    assert database_uri(url, "/inst") == expected


def test_secret_key_is_made_once_and_kept(tmp_path):
    first = instance_secret_key(tmp_path)
    assert len(first) == 64
    assert instance_secret_key(tmp_path) == first
    assert [p.name for p in tmp_path.iterdir()] == ["secret_key"]


def test_sqlite_file_runs_in_wal_with_foreign_keys(app):
    with app.app_context():
        assert db.session.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert db.session.execute(text("PRAGMA foreign_keys")).scalar() == 1
        assert db.session.execute(text("PRAGMA busy_timeout")).scalar() == 5000


def test_every_response_varies_on_htmx(client):
    assert {"HX-Request", "HX-Boosted"} <= set(client.get("/").vary)
    assert "HX-Request" in client.get("/nowhere").vary


def test_pages_are_gzipped(client):
    response = client.get("/", headers={"Accept-Encoding": "gzip"})
    assert response.headers["Content-Encoding"] == "gzip"


def test_static_files_are_served(client):
    for name, kind in [("vendor/htmx-2.0.11.min.js", "javascript"), ("app.css", "text/css"),
                       ("favicon.svg", "image/svg+xml"), ("manifest.webmanifest", "manifest+json")]:
        response = client.get(f"/static/{name}")
        assert response.status_code == 200 and kind in response.content_type, name
        response.close()


def test_unknown_page_is_a_friendly_404(client):
    response = client.get("/nowhere")
    assert response.status_code == 404
    assert "Not found" in response.text and "Traceback" not in response.text


def test_missing_csrf_token_is_a_friendly_400(migrated_db):
    app = create_app({"SECRET_KEY": "x", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{migrated_db}"})
    response = app.test_client().post("/sessions", data={"players-0": "Ana", "players-1": "Budi"})
    assert response.status_code == 400
    assert "out of date" in response.text and "HX-Refresh" not in response.headers


@pytest.mark.parametrize("body, content_type", [
    (b"players-0=Ana&players-1=\xff", "application/x-www-form-urlencoded"),  # not UTF-8
    (b'{"players-0": "Ana"}', "application/json"),
])
def test_a_body_that_is_not_a_form_is_not_understood(migrated_db, body, content_type):
    """A post whose body cannot be read as a form carries no token to check: it is
    said to be not understood (nothing recorded), not that the page is out of date."""
    app = create_app({"SECRET_KEY": "x", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{migrated_db}"})
    client = app.test_client()
    token = re.search(r'name="csrf_token"[^>]*value="([^"]+)"', client.get("/").text)[1]
    response = client.post("/sessions", data=b"csrf_token=" + token.encode() + b"&" + body
                           if content_type.endswith("urlencoded") else body,
                           content_type=content_type)
    assert response.status_code == 400
    assert "The request was not understood" in response.text
    assert "out of date" not in response.text and "HX-Refresh" not in response.headers


def test_missing_csrf_token_reloads_an_htmx_page(migrated_db):
    app = create_app({"SECRET_KEY": "x", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{migrated_db}"})
    response = app.test_client().post("/sessions", headers={"HX-Request": "true"})
    assert response.status_code == 400 and response.headers["HX-Refresh"] == "true"


def test_htmx_error_is_a_fragment(client):
    response = client.get("/nowhere", headers={"HX-Request": "true"})
    assert response.status_code == 404
    assert response.text.lstrip().startswith('<section class="card notice" id="error"')


def test_crash_is_a_friendly_500(migrated_db):
    app = create_app({"SECRET_KEY": "x", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{migrated_db}"})

    @app.get("/boom")
    def boom():
        raise RuntimeError("secret detail")

    response = app.test_client().get("/boom")
    assert response.status_code == 500
    assert "Something went wrong" in response.text and "secret detail" not in response.text


def test_migrations_build_exactly_the_models(app):
    """A model changed without a migration shows up here (run `flask db migrate`)."""
    with app.app_context(), db.engine.connect() as connection:
        assert compare_metadata(MigrationContext.configure(connection), db.metadata) == []
