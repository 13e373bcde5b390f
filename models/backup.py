"""`flask --app app backup FILE` and `flask --app app restore FILE`: the whole database
to a file and back, while tables play.

SQLite: the online backup API copies the database into FILE (a SQLite database, 0600)
in one step, inside one read transaction: a consistent snapshot, and under WAL the
plays go on meanwhile (copied in steps, every write would start the copy over). Restore
copies FILE back into the database the same way.
PostgreSQL: `pg_dump --format=custom` (one consistent snapshot, taken without locking
out writers) and `pg_restore --clean --if-exists --no-owner --single-transaction`.

Restore with every server stopped, then start them again: a running server keeps each
game's state by seq, and a restored game's seq names other plays."""
import glob
import os
import shutil
import sqlite3
import subprocess

import click
from flask import current_app
from flask.cli import with_appcontext
from sqlalchemy.engine import make_url


@click.command("backup")
@click.argument("file", type=click.Path(dir_okay=False))
@with_appcontext
def backup_command(file):
    """Write the whole database to FILE (a SQLite file or a pg_dump archive)."""
    url = make_url(current_app.config["SQLALCHEMY_DATABASE_URI"])
    if url.get_backend_name() == "sqlite":
        _sqlite_copy(url.database, file, fresh=True)
    else:
        _run("pg_dump", "--format=custom", f"--file={file}", _libpq(url))
        os.chmod(file, 0o600)
    click.echo(f"backed up to {file}")


@click.command("restore")
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@with_appcontext
def restore_command(file):
    """Replace the database with the backup in FILE (stop every server first)."""
    url = make_url(current_app.config["SQLALCHEMY_DATABASE_URI"])
    if url.get_backend_name() == "sqlite":
        _sqlite_copy(file, url.database)
    else:
        _run("pg_restore", "--clean", "--if-exists", "--no-owner", "--single-transaction",
             f"--dbname={_libpq(url)}", file)
    click.echo(f"restored from {file}")


def _sqlite_copy(source, target, fresh=False):
    """Copies the SQLite database `source` into `target` with the online backup API;
    `fresh`: `target` is a new file, created 0600 (never an existing one overwritten
    by mistake for a database)."""
    if fresh:
        if os.path.exists(target):
            raise click.ClickException(f"{target} exists: back up to a new file")
        os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    with sqlite3.connect(source) as origin, sqlite3.connect(target) as copy:
        origin.backup(copy)
    copy.close()
    origin.close()


def _libpq(url):
    """The SQLAlchemy `url` as a libpq connection URI (no driver name)."""
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


def _run(tool, *arguments):
    """Runs PostgreSQL's `tool` (from PATH, else the newest /usr/lib/postgresql/*/bin)."""
    found = shutil.which(tool) or next(iter(sorted(
        glob.glob(f"/usr/lib/postgresql/*/bin/{tool}"), reverse=True)), None)
    if found is None:
        raise click.ClickException(f"{tool} is not installed (apt-get install "
                                   "postgresql-client)")
    done = subprocess.run([found, *arguments], capture_output=True, text=True)
    if done.returncode:
        raise click.ClickException(f"{tool} failed: {done.stderr.strip()}")


def init_app(app):
    app.cli.add_command(backup_command)
    app.cli.add_command(restore_command)
