"""Fixtures for the whole suite: an app on a fresh migrated SQLite file, its test client,
a live server for the browser tests, and Playwright pointed at the system Chromium; and a
run that fails leaves its failures in tests/artifacts/last-failure.txt."""
import datetime
import os
import sys
import secrets
import shutil
import threading

import flask_migrate
import pytest
from flask import Flask
from hypothesis import settings
from jinja2 import FileSystemBytecodeCache
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from werkzeug.serving import make_server

from app import create_app, database_uri
from extensions import db

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run"]
SECRET = "test-secret-key"

# The suite is deterministic (STYLE 16): Hypothesis draws the same examples every run
# and keeps no database of past failures between runs.
settings.register_profile("suite", derandomize=True, database=None)
settings.load_profile("suite")


@pytest.fixture(scope="session", autouse=True)
def compiled_templates(tmp_path_factory):
    """Every app the run builds (Flask.jinja_options) loads its templates from one Jinja
    bytecode cache: each test has an app of its own, whose environment compiled every
    template it rendered again, more than half the CPU of a test that opens a game
    screen. The cache is keyed by each template's source: an edited one compiles anew."""
    default = Flask.jinja_options
    cache = FileSystemBytecodeCache(str(tmp_path_factory.mktemp("jinja-bytecode")))
    Flask.jinja_options = {**default, "bytecode_cache": cache}
    yield cache
    Flask.jinja_options = default


def make_app(database_uri, **config):
    """An app on `database_uri` with its schema built by the migrations."""
    app = create_app({"TESTING": True, "SECRET_KEY": SECRET,
                      "SQLALCHEMY_DATABASE_URI": database_uri, **config})
    with app.app_context():
        flask_migrate.upgrade()
    return app


def dispose(app):
    with app.app_context():
        db.engine.dispose()


@pytest.fixture(scope="session")
def migrated_db(tmp_path_factory):
    """A SQLite file migrated once per run; each `app` gets a copy (faster than migrating)."""
    path = tmp_path_factory.mktemp("template") / "migrated.db"
    dispose(make_app(f"sqlite:///{path}"))  # closing the last connection folds the WAL in
    return path


@pytest.fixture
def app(tmp_path, migrated_db):
    """The app on its own SQLite file, CSRF off so tests can post forms directly."""
    path = tmp_path / "test.db"
    shutil.copyfile(migrated_db, path)
    app = create_app({"TESTING": True, "SECRET_KEY": SECRET, "WTF_CSRF_ENABLED": False,
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{path}"})
    yield app
    dispose(app)


@pytest.fixture(scope="session")
def pg_app():
    """The app on PostgreSQL, in a schema of its own that is dropped afterwards."""
    if not os.environ.get("TEST_PG_URL"):
        pytest.skip("TEST_PG_URL is not set")
    url = database_uri(os.environ["TEST_PG_URL"], instance_path=None)
    schema = f"test_{secrets.token_hex(4)}"
    admin = create_engine(url)
    with admin.begin() as connection:
        connection.execute(text(f"CREATE SCHEMA {schema}"))
    app = make_app(url, WTF_CSRF_ENABLED=False, SQLALCHEMY_ENGINE_OPTIONS={
        "connect_args": {"options": f"-csearch_path={schema}"}})
    yield app
    dispose(app)
    with admin.begin() as connection:
        connection.execute(text(f"DROP SCHEMA {schema} CASCADE"))
    admin.dispose()


@pytest.fixture
def pg_database():
    """The URL of a new, empty PostgreSQL database (dropped afterwards), for what a
    schema of the shared test database cannot hold: servers started as `make run`
    does (which take only DATABASE_URL), pg_dump and pg_restore."""
    if not os.environ.get("TEST_PG_URL"):
        pytest.skip("TEST_PG_URL is not set")
    url = make_url(database_uri(os.environ["TEST_PG_URL"], instance_path=None))
    name = f"test_{secrets.token_hex(4)}"
    admin = create_engine(url, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f"CREATE DATABASE {name}"))
    yield url.set(database=name).render_as_string(hide_password=False)
    with admin.connect() as connection:
        connection.execute(text(f"DROP DATABASE {name} WITH (FORCE)"))
    admin.dispose()


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()


@pytest.fixture(scope="session")
def live_server(tmp_path_factory):
    """The real app (CSRF on) on a free loopback port, in a background thread."""
    path = tmp_path_factory.mktemp("live") / "live.db"
    # The browser tests start many sessions from this one address within a minute:
    # the per-address limits (tested in tests/web/test_limits.py) would refuse them.
    app = make_app(f"sqlite:///{path}", TESTING=False, RATELIMIT_ENABLED=False,
                   IMPORT_FOLDER=str(path.parent / "imports"))
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=5)
    dispose(app)


@pytest.fixture(scope="session")
def base_url(live_server):
    """pytest-playwright opens pages relative to this: page.goto("/") works."""
    return live_server


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM,
            "args": [*browser_type_launch_args.get("args", []), *CHROMIUM_ARGS]}


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    """Browser tests need the system Chromium: in CI its absence is a failure, on a
    developer's machine a skip that says what to install."""
    if item.get_closest_marker("browser") is None or os.access(CHROMIUM, os.X_OK):
        return
    message = f"no Chromium at {CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)"
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(message, pytrace=False)
    pytest.skip(message)


FAILURE_LOG = os.path.join(os.path.dirname(__file__), "artifacts", "last-failure.txt")


FAILED = []  # the run's failed reports


def pytest_runtest_logreport(report):
    """Keeps each failed setup, call or teardown, with what it printed and logged."""
    if report.failed:
        FAILED.append(report)


def pytest_sessionfinish(session, exitstatus):
    """A run with failures writes them to tests/artifacts/last-failure.txt (kept until
    the next failing run): a failure seen once is not lost with the terminal. Under
    pytest-xdist the controller, which hears every worker's reports, writes it."""
    if not FAILED or hasattr(session.config, "workerinput"):
        return
    os.makedirs(os.path.dirname(FAILURE_LOG), exist_ok=True)
    with open(FAILURE_LOG, "w", encoding="utf-8") as log:
        log.write(f"{datetime.datetime.now().isoformat(timespec='seconds')} "
                  f"pytest {' '.join(sys.argv[1:])} (exit status {int(exitstatus)}): "
                  f"{len(FAILED)} failed\n")
        for report in FAILED:
            log.write(f"\n{'=' * 30} {report.nodeid} ({report.when}) {'=' * 30}\n")
            log.write(report.longreprtext + "\n")
            for title, content in report.sections:
                log.write(f"{'-' * 10} {title} {'-' * 10}\n{content}\n")


# The layout matrix's default run (kept in this one conftest: tests import its helpers
# as `conftest`, which a second conftest.py would shadow). The layout checks measure a screen at two phone
# sizes (390×844, 360×740) in two languages (English on a light phone, Indonesian on a
# dark one): 88 browser tests, most of the browser suite's time. By default they run on
# the matrix's corners, every size, language and theme once: 360×740 in Indonesian (the
# narrow, short screen and the longer words, where nearly every layout fault was found)
# and 390×844 in English. `LAYOUT_MATRIX=full` runs every size in every language, as
# CI does (.ci/run); a test named with its parameters on the command line always runs.
CORNERS = {((360, 740), "id"), ((390, 844), "en")}


def layout_cell(item):
    """The (size, language) a browser test measures, or None for a test outside the
    matrix (pytest hands this conftest's hook every test of the run)."""
    if item.get_closest_marker("browser") is None:
        return None
    params = item.callspec.params if hasattr(item, "callspec") else {}
    size = params.get("size") or (params.get("width"), params.get("height"))
    if "lang" not in params or None in size:
        return None
    return tuple(size), params["lang"]


def pytest_collection_modifyitems(config, items):
    if os.environ.get("LAYOUT_MATRIX", "").lower() == "full":
        return
    named = [arg for arg in config.args if "[" in arg]
    keep, off = [], []
    for item in items:
        cell = layout_cell(item)
        if cell is None or cell in CORNERS or any(arg.endswith(item.nodeid) for arg in named):
            keep.append(item)
        else:
            off.append(item)
    if off:
        config.hook.pytest_deselected(items=off)
        items[:] = keep
