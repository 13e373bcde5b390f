"""Files only the server's user can read: the instance folder, the database and its
-wal and -shm hold every table's edit link. And no browser keeps a page that names one."""
import os
import re
import sqlite3
import stat

import pytest

from app import create_app
from conftest import SECRET, dispose
from tests.served import Served, raw_request
from tests.web.table import HX, TableActions


def mode(path):
    return stat.S_IMODE(os.stat(path).st_mode)


@pytest.mark.parametrize("umask", [0o022, 0o000], ids=["umask-022", "umask-000"])
def test_make_run_leaves_the_instance_folder_and_database_private(tmp_path, umask):
    """`make run`'s set-up (`flask --app app db upgrade`) in a new instance folder, then
    the server as `make run` starts it, with a connection open: whatever the umask, the
    folder is 0700, the database, its -wal and -shm and the secret key 0600."""
    instance = tmp_path / "instance"
    env = {"INSTANCE_PATH": str(instance), "DATABASE_URL": "", "SECRET_KEY": ""}
    with Served(env, flags="--workers 1 --blocking-threads 1", umask=umask) as server:
        status, _, _ = raw_request(server.port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                   b"Connection: close\r\n\r\n")
        assert status == 200
        database = instance / "domino.db"
        assert os.path.exists(f"{database}-wal") and os.path.exists(f"{database}-shm")
        assert mode(instance) == 0o700
        for name in ("domino.db", "domino.db-wal", "domino.db-shm", "secret_key"):
            assert mode(instance / name) == 0o600, name


def test_files_already_there_are_made_private(tmp_path):
    """An instance folder and database made before (0755, 0644) are tightened at start."""
    instance = tmp_path / "instance"
    instance.mkdir(mode=0o755)
    os.chmod(instance, 0o755)
    database = instance / "domino.db"
    sqlite3.connect(database).close()
    os.chmod(database, 0o644)
    os.environ["INSTANCE_PATH"] = str(instance)
    try:
        app = create_app({"SECRET_KEY": SECRET,
                          "SQLALCHEMY_DATABASE_URI": f"sqlite:///{database}"})
    finally:
        del os.environ["INSTANCE_PATH"]
    dispose(app)
    assert (mode(instance), mode(database)) == (0o700, 0o600)


def test_pages_that_name_a_link_are_not_kept(app, client):
    """Cache-Control: no-store on every page and fragment that may carry an edit (or
    view) link; the rules, the checker and static files may be kept."""
    with app.app_context():
        table = TableActions(client)
        drawn = table.draw(0)
    session = client.get(f"/s/{table.token}").get_data(as_text=True)
    view = re.search(r"/v/[\w-]+", session).group(0)
    created = client.post("/sessions", data={"players-0": "Ana", "players-1": "Budi"})
    for response in (client.get("/"), client.get("/sessions"), client.get(f"/s/{table.token}"),
                     client.get(table.url), client.get(f"{table.url}/poll?seq=9", headers=HX),
                     client.get(f"{table.url}/review"), client.get(f"/s/{table.token}/invite"),
                     client.get(f"/s/{table.token}/export.json"), drawn, created,
                     client.get(view), client.get("/s/nosuchlink")):
        assert response.headers.get("Cache-Control") == "no-store", response.request.path
    for path in ("/rules", "/rules/S4.4", "/check", "/static/app.css", "/manifest.webmanifest"):
        response = client.get(path)
        response.close()
        assert "no-store" not in response.headers.get("Cache-Control", ""), path
