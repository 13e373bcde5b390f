"""Server cost of one logged play, as a ratio to a bare Flask route measured in the
same run, and whether it grows with the game's length; page and response weights.

Run: `make bench` (or `.venv/bin/python bench/play.py`). Prints ratios, not seconds
to compare across machines. The bare route is timed all through the run, between the
plays, so a machine whose speed drifts (another process, a slower spell) slows both
sides of the ratio alike: in bursts (a burst of 30 every 40 actions; the last 20 of
each count, timed warm as a loop of requests times them: the target's measure), and
once after each action (the same route met with the caches a play leaves, as a
server meets it among other requests). A play's figure is the median of every play
of the run.
`--floor`: the same plays with the screen's context and the blocks' render replaced
by one play's real response (still gzipped and shared), which is what a play costs
the server beside drawing its screen. Drives the app in-process (Flask test client),
so the figures are the server's work: parse, validate, rules, commit, render,
compress."""
import gzip
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import flask_migrate  # noqa: E402
from flask import Flask  # noqa: E402

from app import create_app  # noqa: E402
from extensions import db  # noqa: E402
from models import Game, Player, Seat, Session  # noqa: E402
from models.log import projection_of  # noqa: E402
from rules import straight  # noqa: E402
from tests.rules.simulate import Table  # noqa: E402

HX = {"HX-Request": "true", "Accept-Encoding": "gzip"}
PLAYS = int(__import__("os").environ.get("BENCH_PLAYS", 1000))
WINDOW = 25  # requests per median
BURST_EVERY, BURST, BURST_KEPT = 40, 30, 20  # the bare route's bursts (above)


def bare_route():
    """A call of a bare Flask route through its own test client."""
    bare = Flask("bare")
    bare.add_url_rule("/", "bare", lambda: "ok")
    client = bare.test_client()
    return lambda: client.get("/")


def timed(call):
    """The seconds `call()` takes, by the wall clock."""
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def make_game(app):
    with app.app_context():
        table = Session(player_ids=[Player.named("Ana").id, Player.named("Budi").id])
        options = straight.Options(2, target=100_000)  # a game long enough for 1,000 plays
        state = straight.new_game(options)
        game = Game(session=table, kind="straight", options=options.to_json(), first_seat=0,
                    **projection_of(state))
        game.seats = [Seat(position=0, player_id=table.player_ids[0]),
                      Seat(position=1, player_id=table.player_ids[1])]
        db.session.add_all([table, game])
        db.session.commit()
        return f"/s/{table.edit_token}/g/{game.id}", options


def form_of(action):
    if action["type"] == "play":
        return {"do": f"play {action['tile']}" + (f" {action['end']}" if action["end"] else "")}
    if action["type"] == "reveal":
        return {"do": "reveal", **({"tiles": action["tiles"]} if "tiles" in action
                                   else {"pips": action["pips"]})}
    return {"do": action["type"]}


def main(floor=False):
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp}/bench.db",
                          "WTF_CSRF_ENABLED": False, "SECRET_KEY": "bench"})
        with app.app_context():
            flask_migrate.upgrade()
        url, options = make_game(app)
        client = app.test_client()
        page = client.get(url, headers={"Accept-Encoding": "gzip"})
        # Everything the game screen's page loads, as a phone's browser gets it (the
        # home-screen icon is fetched only when the app is added to a home screen).
        html = client.get(url).get_data(as_text=True)
        assets = [name for rel, name in re.findall(
            r'<(?:link rel="([^"]+)"|script)[^>]*(?:href|src)="/static/([^"]+)"', html)
            if rel != "apple-touch-icon"]
        first_load = len(page.data) + sum(static_weight(client, name) for name in assets)

        table = Table(options, seed=1, canonical=True, first=0)
        bare = bare_route()
        for _ in range(200):  # both warm before the clock counts
            bare()
        play_costs, bare_warm, bare_after, sizes, seq = [], [], [], [], 0
        if floor:
            drawn_screen_once(client, url, table)
            seq = 1
        while len(play_costs) < PLAYS:
            action = table.next_action()
            data = {"seq": seq, "seat": action["seat"], **form_of(action)}
            start = time.perf_counter()
            response = client.post(f"{url}/actions", data=data, headers=HX)
            elapsed = time.perf_counter() - start
            assert response.status_code == 200, response.get_data(as_text=True)[:500]
            table.apply(action)
            seq += 1
            bare_after.append(timed(bare))
            if seq % BURST_EVERY == 0:
                bare_warm.extend([timed(bare) for _ in range(BURST)][-BURST_KEPT:])
            if action["type"] == "play":
                play_costs.append(elapsed)
                sizes.append(len(response.data))
        play = statistics.median(play_costs)
        bare, after = statistics.median(bare_warm), statistics.median(bare_after)
        early = statistics.median(play_costs[10 - 5:10 + WINDOW - 5])
        late = statistics.median(play_costs[-WINDOW:])
        with app.app_context():
            db.engine.dispose()

    if floor:
        print("with nothing rendered (--floor):")
    print(f"bare Flask route:        {bare * 1e6:8.0f} µs (median of {len(bare_warm):,} in bursts),"
          f" {after * 1e6:.0f} µs right after an action (median of {len(bare_after):,})")
    print(f"one logged play:         {play * 1e6:8.0f} µs  = {play / bare:5.1f}× bare (target ≤ 12×),"
          f" {play / after:.1f}× the route right after an action")
    print(f"play #{PLAYS:,} v play #10:  {late * 1e6:8.0f} µs  = {late / early:5.2f}× (target ≤ 1.2×)")
    print(f"play response, gzipped:  {max(sizes):8,} B max, {int(statistics.median(sizes)):,} B median"
          " (target ≤ 4,096)")
    print(f"first load, compressed:  {first_load:8,} B (target ≤ 30,720)")


def drawn_screen_once(client, url, table):
    """Logs the game's first action as the app does, then makes every later response
    that play's blocks, without their context or render (views.table.answer)."""
    from views.table import answer
    action = table.next_action()
    response = client.post(f"{url}/actions", data={"seq": 0, "seat": action["seat"],
                                                   **form_of(action)}, headers={"HX-Request": "true"})
    table.apply(action)
    html = response.get_data(as_text=True)
    answer.screen = lambda *args, **kwargs: {}
    answer.render = lambda *args, **kwargs: (html, 200)


def static_weight(client, name):
    """A static file's bytes over the wire, asked for as Chrome asks (its Accept-Encoding)."""
    response = client.get(f"/static/{name}", headers={"Accept-Encoding": "gzip, deflate, br, zstd"})
    body = b"".join(response.response) if response.is_streamed else response.data
    response.close()
    if response.headers.get("Content-Encoding"):
        return len(body)
    return len(gzip.compress(body, 9))


if __name__ == "__main__":
    main(floor="--floor" in sys.argv)
