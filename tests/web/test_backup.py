"""`flask --app app backup FILE` and `restore FILE`, on SQLite and PostgreSQL: a backup
taken while a table plays is one consistent moment of the log, and a restore brings the
database back to it."""
import asyncio
import os
import sqlite3
import stat
import subprocess

import pytest
from sqlalchemy import create_engine, text

from bench.load import Tally, TableRun
from conftest import make_app, dispose
from extensions import db
from models import Event, Game
from tests.served import ROOT, Served, flask_command, run_async
from tests.web.table import TableActions


def flask(env, *arguments):
    """`flask --app app ARGUMENTS` as an operator runs it (`make backup`, `make restore`),
    beside the servers."""
    return subprocess.run(flask_command(*arguments), cwd=ROOT, env={**os.environ, **env},
                          capture_output=True, text=True)


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request, tmp_path):
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'live.db'}"
    return request.getfixturevalue("pg_database")


def log_of(uri, game_id):
    """(the game's last_seq, its events' seqs) read straight from the database."""
    engine = create_engine(uri)
    with engine.connect() as connection:
        last = connection.execute(text("SELECT last_seq FROM game WHERE id = :g"),
                                  {"g": game_id}).scalar_one()
        seqs = connection.execute(text("SELECT seq FROM event WHERE game_id = :g ORDER BY seq"),
                                  {"g": game_id}).scalars().all()
    engine.dispose()
    return last, seqs


def test_a_backup_round_trips(database, tmp_path):
    """Back up after four plays, play two more, restore: the game is back at four, and
    a server started on the restored database goes on from there."""
    app = make_app(database, WTF_CSRF_ENABLED=False)
    client = app.test_client()
    with app.app_context():
        table = TableActions(client)
        for seat, tile, end in ((0, "6-6", None), (1, "6-4", "left"), (0, "6-2", "right"),
                                (1, "4-4", "left")):
            assert table.play(seat, tile, end).status_code == 200
    backup = tmp_path / "domino.backup"
    done = flask({"DATABASE_URL": database}, "backup", str(backup))
    assert done.returncode == 0, done.stderr
    assert stat.S_IMODE(os.stat(backup).st_mode) == 0o600
    with app.app_context():
        assert table.play(0, "2-2", "right").status_code == 200
        assert table.draw(1).status_code == 200
    dispose(app)
    done = flask({"DATABASE_URL": database}, "restore", str(backup))
    assert done.returncode == 0, done.stderr
    assert log_of(database, table.game_id) == (4, [1, 2, 3, 4])
    again = make_app(database, WTF_CSRF_ENABLED=False)  # (a server started again)
    with again.app_context():
        table.client = again.test_client()
        assert table.play(0, "2-2", "right").status_code == 200
        assert db.session.get(Game, table.game_id).last_seq == 5
        assert db.session.query(Event).filter_by(game_id=table.game_id).count() == 5
    dispose(again)


async def play_while(server_url, backing_up):
    """A table plays while `backing_up()` (a blocking call) runs in a thread."""
    table = await TableRun().start(server_url, 11)
    tally = Tally()
    for _ in range(5):
        await table.play(tally)
    task = asyncio.get_running_loop().run_in_executor(None, backing_up)
    while not task.done():
        await table.play(tally)
        await asyncio.sleep(0.01)
    for _ in range(5):
        await table.play(tally)
    await table.http.close()
    return table, tally, await task


def test_a_backup_runs_while_a_table_plays(database, tmp_path):
    """The server as `make run` starts it; the backup in a process beside it, while a
    table logs plays: no play is refused, and the backup holds the game whole at one
    moment (its events 1..last_seq, as the projection says)."""
    env = {"DATABASE_URL": database, "INSTANCE_PATH": str(tmp_path / "instance"),
           "SECRET_KEY": "backup-test"}
    backup = tmp_path / "during.backup"
    with Served(env, flags="--workers 1 --blocking-threads 1") as server:
        table, tally, done = run_async(play_while, server.url,
                                       lambda: flask(env, "backup", str(backup)))
    assert done.returncode == 0, done.stderr
    assert tally.errors == [] and table.seq == len(tally.plays) >= 11
    game_id = int(table.url.rsplit("/", 1)[1])
    restored = str(tmp_path / "restored.db") if database.startswith("sqlite") else database
    if database.startswith("sqlite"):
        assert sqlite3.connect(backup).execute("PRAGMA integrity_check").fetchone() == ("ok",)
        restored = f"sqlite:///{restored}"
        flask({"DATABASE_URL": restored}, "db", "upgrade")  # (an empty database there)
    done = flask({"DATABASE_URL": restored}, "restore", str(backup))
    assert done.returncode == 0, done.stderr
    last, seqs = log_of(restored, game_id)
    assert 5 <= last <= table.seq and seqs == list(range(1, last + 1))
