"""A large import runs outside the web workers, so that no table's plays wait behind it.

A worker runs one request at a time: an import of 5,000 events (about 0.7 s of checking)
held every phone whose connection was on that worker. A file larger than INLINE_BYTES
(about 400 events) is now saved in the instance folder and checked by a process of its own
(`flask --app app import-job JOB`, started by the worker at the lowest CPU priority, nice 19); the
phone is sent to /import/<job>, which follows it and then goes on to the new session,
or shows why the file was refused, as the import page does. One import process works at
a time on a machine (a lock file); the others wait their turn and cost nothing, and at
most MAX_QUEUED files wait or run at once: another is refused (429) until one is done.

A small file is checked in the request as before: it costs a worker no more than a page.
IMPORT_JOBS picks how: "process" (the default), "inline" (every file in the request: a
TESTING app's default) or "queue" (only saved: a test then runs the command itself)."""
import fcntl
import json
import os
import re
import secrets
import subprocess
import sys
import time

import click
from flask import Blueprint, abort, current_app, redirect, url_for
from flask.cli import with_appcontext
from flask_babel import get_locale

from views.exchange.restore import restore_file
from web.private_files import private_folder
from web.rendering import render
from web.forms import ImportForm
from web.my_sessions import remember
from web.i18n import gettext as _

bp = Blueprint("import_jobs", __name__)

INLINE_BYTES = 48 * 1024  # about 400 events, 50 ms of checking: a page's worth
CHUNK = 100  # events written per transaction by a job
JOB = re.compile(r"[A-Za-z0-9_-]{22}")
KEEP_SECONDS = 3600  # a job's files are deleted an hour after it was started
STALLED_SECONDS = 600  # a job not done by then has stopped (its process was killed)
MAX_QUEUED = 3  # files saved and not yet imported, on this machine
_children = []  # import processes this worker started, reaped as new ones start


def in_background(raw):
    """Whether the file `raw` (bytes) is imported by a job: IMPORT_JOBS is not "inline"
    and the file is larger than INLINE_BYTES (judged by its size: parsing a 2 MB file
    to count its events would cost the worker what this saves)."""
    return current_app.config["IMPORT_JOBS"] != "inline" and len(raw) > INLINE_BYTES


def start(raw):
    """Saves `raw` as a new job (read in this request's language) and starts its
    process; returns the URL of the page that follows it, or None when MAX_QUEUED
    files already wait."""
    folder = _folder()
    _forget_old(folder)
    if sum(name.endswith(".upload") for name in os.listdir(folder)) >= MAX_QUEUED:
        return None
    job = secrets.token_urlsafe(16)  # may start with "-": the command line takes it after "--"
    _write(os.path.join(folder, f"{job}.upload"), raw)
    _state(job, {"state": "waiting", "at": time.time(), "locale": str(get_locale())})
    if current_app.config["IMPORT_JOBS"] == "process":
        _spawn(job)
    return url_for("import_jobs.follow", job=job)


@bp.get("/import/<job>")
def follow(job):
    """The job's page: 202 and "importing" (it reloads itself every second) while it
    runs; then a 303 to the new session, or the import page with the reason (422)."""
    state = _read_state(job) if JOB.fullmatch(job) else None
    if state is None:
        abort(404)
    if state["state"] == "done":
        return remember(redirect(url_for("home.session", token=state["token"]), 303),
                        state["token"])
    if state["state"] == "refused":
        return _refused(state["message"], state.get("section"))
    if state["state"] == "failed" or time.time() - state["at"] > STALLED_SECONDS:
        return _refused(_("The import stopped before it finished. Nothing was recorded; "
                          "try again."))
    return render("import_job.html", status=202, waiting=state["state"] == "waiting")


def busy():
    """The answer when MAX_QUEUED files already wait: a 429 on the import page."""
    return render("import.html", form=ImportForm(formdata=None), status=429, error=_(
        "Other files are being imported. Try again in a minute. Nothing was recorded."))


def _refused(message, section=None):
    return render("import.html", form=ImportForm(formdata=None), error=message,
                  section=section, status=422)


@click.command("import-job")
@click.argument("job")
@click.option("--nice", default=0, help="lower this process's CPU priority by this much")
@with_appcontext
def import_job_command(job, nice):
    """Checks and imports the saved file of JOB (views.exchange.import_jobs)."""
    if nice:
        os.nice(nice)
    run(job)


def run(job):
    """Imports job `job`'s file, one job at a time on this machine, and records how it
    ended: done (the new session's edit token), refused (the reason, in the language
    of the phone that sent it) or failed."""
    folder = _folder()
    state = _read_state(job)
    if state is None:
        raise click.ClickException(f"no import job {job!r} in {folder}")
    with open(os.path.join(folder, "lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        _state(job, {**state, "state": "running"})
        upload = os.path.join(folder, f"{job}.upload")
        with open(upload, "rb") as file:
            raw = file.read()
        with current_app.test_request_context(
                "/import", headers={"Cookie": f"lang={state['locale']}"}):
            ended = {"state": "failed"}
            try:
                ended = restore_file(raw, CHUNK)
            except Exception:
                current_app.logger.exception("import job %s failed", job)
            finally:
                _state(job, {**state, **ended})
                os.unlink(upload)


def _spawn(job):
    """Starts `flask --app app import-job JOB` on this app's instance folder and
    database, at nice 19 (it runs when the workers leave a core idle); reaps the ones
    that have ended."""
    _children[:] = [child for child in _children if child.poll() is None]
    env = {**os.environ, "INSTANCE_PATH": current_app.instance_path,
           "DATABASE_URL": current_app.config["SQLALCHEMY_DATABASE_URI"],
           "DOMINO_IMPORT_FOLDER": current_app.config["IMPORT_FOLDER"]}
    _children.append(subprocess.Popen(
        [sys.executable, "-m", "flask", "--app", "app", "import-job", "--nice", "19", "--", job],
        cwd=current_app.root_path, env=env, stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL, start_new_session=True))


def _folder():
    folder = current_app.config["IMPORT_FOLDER"]
    private_folder(folder)
    return folder


def _state(job, state):
    """Writes `job`'s state whole (a finished file renamed into place)."""
    path = os.path.join(_folder(), f"{job}.state")
    _write(f"{path}.{os.getpid()}", json.dumps(state).encode())
    os.replace(f"{path}.{os.getpid()}", path)


def _read_state(job):
    try:  # (the folder is not made here: a page asked for needs no folder)
        with open(os.path.join(current_app.config["IMPORT_FOLDER"], f"{job}.state"),
                  encoding="utf-8") as file:
            return json.load(file)
    except (OSError, ValueError):
        return None


def _write(path, data):
    with open(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "wb") as file:
        file.write(data)


def _forget_old(folder):
    for entry in os.scandir(folder):
        try:
            if entry.name != "lock" and time.time() - entry.stat().st_mtime > KEEP_SECONDS:
                os.unlink(entry.path)
        except OSError:
            pass


def init_app(app):
    """The job page and the `import-job` command."""
    app.config.setdefault("IMPORT_JOBS", "inline" if app.testing else "process")
    app.config.setdefault("IMPORT_FOLDER", os.path.join(app.instance_path, "imports"))
    app.register_blueprint(bp)
    app.cli.add_command(import_job_command)
