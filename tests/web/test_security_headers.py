"""Every response carries the security headers: pages, htmx fragments, errors (404,
422, 500) and static files."""
import re

import pytest

from conftest import SECRET, dispose
from app import create_app
from tests.web.table import HX, TableActions

EXPECTED = {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
            "X-Frame-Options": "DENY"}
DIRECTIVES = {"default-src": "'self'", "script-src": "'self'", "frame-ancestors": "'none'",
              "base-uri": "'none'", "form-action": "'self'", "img-src": "'self' data:",
              "style-src": "'self' 'unsafe-inline'"}


def assert_secured(response):
    response.close()
    for name, value in EXPECTED.items():
        assert response.headers.get(name) == value, name
    policy = dict(part.strip().split(" ", 1)
                  for part in response.headers["Content-Security-Policy"].split(";"))
    assert policy == DIRECTIVES


@pytest.fixture
def table(app, client):
    with app.app_context():
        yield TableActions(client)


def test_pages_and_fragments(client, table):
    assert_secured(client.get("/"))
    assert_secured(client.get(table.url))
    assert_secured(client.get(f"{table.url}/poll?seq=99", headers=HX))
    assert_secured(client.get(f"{table.url}/poll?seq=0", headers=HX))  # 204
    assert_secured(table.post("draw", 0))


def test_errors(client, table):
    assert_secured(client.get("/s/nosuchtoken"))
    assert_secured(table.post("play 6-6", 3, seq=5))  # 409
    assert_secured(client.post(f"{table.url}/actions", data={"seq": "x"}, headers=HX))  # 422


def test_server_error(tmp_path, migrated_db):
    import shutil
    shutil.copyfile(migrated_db, tmp_path / "t.db")
    app = create_app({"SECRET_KEY": SECRET, "PROPAGATE_EXCEPTIONS": False,
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 't.db'}"})
    app.add_url_rule("/boom", "boom", lambda: 1 / 0)
    response = app.test_client().get("/boom")
    assert response.status_code == 500
    assert_secured(response)
    dispose(app)


def test_static_files(client):
    page = client.get("/").get_data(as_text=True)
    for path in re.findall(r'(?:href|src)="(/static/[^"]+)"', page):
        assert_secured(client.get(path))


def test_templates_have_no_inline_script():
    """script-src 'self' blocks inline scripts and handlers: none may be written."""
    from pathlib import Path
    for template in Path("templates").rglob("*.html"):
        text = template.read_text()
        assert not re.search(r"<script(?![^>]*\bsrc=)", text), template
        assert not re.search(r"\son[a-z]+=|\shx-on|javascript:", text), template
