"""Seating a round is all or nothing (README, "A domino night"): the server as `make
run` starts it (granian and its workers) is killed with kill -9 while it seats a round
of many tables, at several moments; every time the database holds the round before or
the whole new one, never part of it, and once the server is back the organiser seats
the round (or finds it seated) as usual."""
import re
import shutil
import sqlite3
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from contextlib import closing

import pytest

from tests.conftest import dispose, make_app
from tests.served import Served
from tests.web.night import NightActions

TABLES = 200  # two entries a table: 400 entries, the most an event takes
TOKEN = re.compile(r'name="csrf_token" (?:type="hidden" )?value="([^"]+)"')
KILL_AT = (0.05, 0.25, 0.45, 0.65, 0.85)  # of the time a whole seating took


@pytest.fixture(scope="module")
def decided(tmp_path_factory):
    """A SQLite file holding an event of TABLES tables of two, round 1 seated and every
    table of it voided (so decided): Seat round 2 is next. Returns (path, the
    organiser's token)."""
    path = tmp_path_factory.mktemp("seating") / "decided.db"
    app = make_app(f"sqlite:///{path}", WTF_CSRF_ENABLED=False)
    with app.app_context():
        night = NightActions(app.test_client(), "straight",
                             [f"Player {n}" for n in range(2 * TABLES)], table_size="2",
                             rounds="3")
        for match in night.matches(1):
            assert night.correct("void", table=match.id).status_code == 303
        token = night.token
    dispose(app)
    return path, token


class _Kept(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args):
        return None  # a 303 is the answer, not a page to fetch


def organiser(server, token):
    """Seat the next round as the organiser's phone does: open the organiser's page (its
    cookie and CSRF token), then a function that posts Seat round and returns the
    status (None when the server died before answering)."""
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(), _Kept)
    page = opener.open(f"{server.url}/events/{token}", timeout=30).read().decode()
    data = urllib.parse.urlencode({"csrf_token": TOKEN.search(page).group(1)}).encode()

    def seat():
        try:
            return opener.open(f"{server.url}/events/{token}/rounds", data=data,
                               timeout=60).status
        except urllib.error.HTTPError as answer:
            return answer.code
        except OSError:
            return None
    return seat


def round_two(path):
    """What the database holds of round 2: (the event's round, matches, matches with a
    table's session, games, seats)."""
    with closing(sqlite3.connect(path)) as db:
        event = db.execute("SELECT round FROM tournament").fetchone()[0]
        matches, sessions = db.execute("SELECT count(*), count(session_id) FROM "
                                       "tournament_match WHERE round = 2").fetchone()
        games, seats = db.execute(
            "SELECT count(DISTINCT game.id), count(seat.position) FROM tournament_match m "
            "JOIN game ON game.session_id = m.session_id JOIN seat ON seat.game_id = game.id "
            "WHERE m.round = 2").fetchone()
    return event, matches, sessions, games, seats


WHOLE, ABSENT = (2, TABLES, TABLES, TABLES, 2 * TABLES), (1, 0, 0, 0, 0)


def serve(path, folder):
    return Served({"DATABASE_URL": f"sqlite:///{path}", "SECRET_KEY": "seating-crash",
                   "INSTANCE_PATH": str(folder), "DOMINO_RATELIMIT_ENABLED": "false"},
                  upgrade=False)


def test_a_crash_while_seating_leaves_the_round_whole_or_absent(decided, tmp_path):
    template, token = decided
    control = tmp_path / "control.db"
    shutil.copyfile(template, control)
    with serve(control, tmp_path / "control") as server:
        seat = organiser(server, token)
        started = time.monotonic()
        assert seat() == 303
        seconds = time.monotonic() - started
    assert round_two(control) == WHOLE
    outcomes = []
    for n, share in enumerate(KILL_AT):
        path = tmp_path / f"crash-{n}.db"
        shutil.copyfile(template, path)
        with serve(path, tmp_path / f"crash-{n}") as server:
            post = threading.Thread(target=organiser(server, token))
            post.start()
            time.sleep(seconds * share)
            server.kill()
            post.join()
        held = round_two(path)
        assert held in (WHOLE, ABSENT), (share, held)  # never part of a round
        outcomes.append(held == WHOLE)
        with serve(path, tmp_path / f"again-{n}") as server:  # the server is back
            again = organiser(server, token)()
        # Round 2 seated now, or (seated before the crash) still being played.
        assert again == (422 if held == WHOLE else 303), (share, held, again)
        assert round_two(path) == WHOLE
    assert not all(outcomes)  # a crash did land while a round was being seated
