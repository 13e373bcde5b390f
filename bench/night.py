"""A domino night against the server as `make run` starts it (bench/load.py's server,
phones and tally): one event of N tables seated through the real forms (CSRF on),
each table's four phones polling its game screen every 3 s and one of them logging
an action every 2 s, while the big screen follows the standings and the organiser's
page follows every table, each every 2 s. Prints p50/p95/p99 of plays, polls and the
two event pages, errors, and the server's CPU.

Run: `.venv/bin/python bench/night.py --tables 64 --seconds 30`; `--cost` prints instead
what one refresh of each event page costs the server in-process (CPU, best of three
batches) at 16 and 64 tables, each table a hand into its game."""
import argparse
import asyncio
import os
import random
import re
import sys
import time
from pathlib import Path

import uvloop

sys.path.insert(0, str(Path(__file__).resolve().parent))
import load  # noqa: E402  (bench/load.py: the server, the phones, the tally)
from load import HX, PHONES, TOKEN, Server, Tally, browser, timed  # noqa: E402

from rules import straight  # noqa: E402
from tests.rules.simulate import Table  # noqa: E402

GAME = re.compile(r'href="[^"]*?(/s/[\w-]{22}/g/\d+)"')
FOLLOW_EVERY = 2.0


async def create_event(base, tables):
    """The organiser's client, the event's links and its tables' game paths: 2·N
    players for N tables of Straight Domino for two, no target in reach."""
    http = browser()
    page = await (await http.get(f"{base}/events/new?kind=straight")).text()
    entries = "\n".join(f"Player {n}" for n in range(2 * tables))
    async with http.post(f"{base}/events", allow_redirects=False, data={
            "csrf_token": TOKEN.search(page).group(1), "kind": "straight",
            "name": "Bench night", "table_size": "2", "best_of": "1", "rounds": "4",
            "bye_rule": "win", "seed": "1", "entries": entries, "target": "10000",
            "hand_size": "7", "spinner": "first-double", "counting": "standard"}) as response:
        assert response.status == 303, await response.text()
        organiser = base + response.headers["Location"]
    page = await (await http.get(f"{organiser}/seating")).text()
    games = list(dict.fromkeys(GAME.findall(page)))
    assert len(games) == tables, len(games)
    view = re.search(r'href="(/e/[\w-]{22})"', await (await http.get(organiser)).text())
    return http, organiser, base + view.group(1), games


class NightTable(load.TableRun):
    """One table of the event: its game screen opened by the phone that logs, and the
    simulated players (the first lead is the seat the screen names)."""

    async def start(self, base, path, seed):
        self.http = http = browser()
        self.url = base + path
        page = await (await http.get(self.url)).text()
        self.csrf = re.search(r'"X-CSRFToken": "([^"]+)"', page).group(1)
        first = int(re.search(r'name="seat" value="(\d)"', page).group(1))
        self.table = Table(straight.Options(2, target=10000), seed=seed, canonical=True,
                           first=first)
        self.seq = 0
        return self


async def follow_loop(http, url, bucket, tally, until):
    """A page that follows the event: its live block, every 2 s, as htmx asks."""
    await asyncio.sleep(random.uniform(0, FOLLOW_EVERY))
    while time.perf_counter() < until:
        started = time.perf_counter()
        await timed(http, "GET", url, tally, bucket, headers=HX)
        await asyncio.sleep(max(0.0, FOLLOW_EVERY - (time.perf_counter() - started)))


async def night(server, tables, seconds, seed=1):
    random.seed(seed)
    tally = Tally()
    tally.screen, tally.organiser = [], []
    base = server.url
    organiser_http, organiser, view, games = await create_event(base, tables)
    runs = []
    for start in range(0, tables, 16):
        batch = await asyncio.gather(*(NightTable().start(base, games[n], seed * 1000 + n)
                                       for n in range(start, min(start + 16, tables))))
        for run in batch:
            run.phones = [run.http, *await asyncio.gather(
                *(load.open_phone(run) for _ in range(PHONES - 1)))]
        runs += batch
    screen_http = browser()
    # The hall's TV and the organiser's phone open their pages before the round, so each
    # worker has compiled the pages' templates once (about 70 ms, the first time only)
    # before the timing starts: a few opens, since any worker may take a request.
    for _ in range(6):
        for http, url in ((screen_http, f"{view}/screen"), (organiser_http, organiser)):
            async with http.get(url) as response:
                await response.read()
    until = time.perf_counter() + seconds
    server_cpu, driver_cpu, wall = server.cpu_seconds(), time.process_time(), time.perf_counter()
    await asyncio.gather(*(load.play_loop(run, tally, until) for run in runs),
                         *(load.poll_loop(run, phone, tally, until)
                           for run in runs for phone in run.phones),
                         follow_loop(screen_http, f"{view}/screen/live", tally.screen, tally,
                                     until),
                         follow_loop(organiser_http, f"{organiser}/live", tally.organiser,
                                     tally, until),
                         load.bare_loop(base, tally, until))
    wall = time.perf_counter() - wall
    tally.server_cores = (server.cpu_seconds() - server_cpu) / wall
    tally.driver_cores = (time.process_time() - driver_cpu) / wall
    for http in [screen_http, organiser_http, *(p for run in runs for p in run.phones)]:
        await http.close()
    return tally


def request_costs(tables, rounds=30):
    """{page: CPU seconds a request} of the event's pages for an event of `tables`
    tables of two, each table's game a hand in: in-process (Flask test client)."""
    import tempfile
    sys.path.insert(0, str(load.ROOT / "tests"))
    from conftest import make_app
    from tests.web.night import NightActions
    with tempfile.TemporaryDirectory() as folder:
        app = make_app(f"sqlite:///{folder}/cost.db", WTF_CSRF_ENABLED=False)
        with app.app_context():
            client = app.test_client()
            night = NightActions(client, "straight", [f"P{n}" for n in range(2 * tables)],
                                 table_size="2", target="10000")
            for match in night.matches(1):
                night.play_game(night.games_of(match)[0], seed=match.table_no,
                                stop=lambda state: len(state.history) >= 1)
            return _costs(client, night, rounds)


def _costs(client, night, rounds):
    from views.night.live import event_version
    from web.fragments import shared_fragments
    version = event_version(night.event)
    screen = f"/e/{night.view_token}/screen/live"
    shared = shared_fragments()

    def forget():  # as if a table had just logged a play: nobody has rendered it yet
        shared._html.clear()
        shared.files = None
    pages = {"big screen, rendered": (screen, forget),
             "big screen, shared (another phone)": (screen, None),
             "big screen, nothing new (204)": (f"{screen}?v={version}", None),
             "organiser, rendered": (f"{night.url}/live", None),
             "organiser, nothing new (204)": (f"{night.url}/live?v={version}", None),
             "standings as JSON": (f"/e/{night.view_token}/export.json", None)}
    costs, files = {}, shared.files
    for name, (url, before) in pages.items():
        shared.files = files
        best = float("inf")
        for _ in range(3):
            spent = 0.0
            for _ in range(rounds):
                if before:
                    before()
                start = time.process_time()
                client.get(url, headers=HX).close()
                spent += time.process_time() - start
            best = min(best, spent / rounds)
        costs[name] = best
    return costs


def print_costs():
    small, large = request_costs(16), request_costs(64)
    print("CPU a request, in-process: 16 tables / 64 tables")
    for name in small:
        print(f"  {name:36} {small[name] * 1e3:6.2f} / {large[name] * 1e3:6.2f} ms")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=64)
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--cost", action="store_true", help="in-process CPU of each page")
    args = parser.parse_args()
    if args.cost:
        print_costs()
        return
    print(f"machine: {os.getloadavg()[0]:.2f} load average over 1 min, "
          f"{os.cpu_count()} cores; server: {' '.join(load.server_command('PORT')[1:])}")
    with Server() as server:
        tally = uvloop.run(night(server, args.tables, args.seconds))
    load.report(args.tables, args.seconds, tally)
    print(f"  big screen (standings, every 2 s) {tally.percentiles(tally.screen)}")
    print(f"  organiser (every table, every 2 s) {tally.percentiles(tally.organiser)}")
    held = load.holds(tally) and tally.p95(tally.screen) <= load.TARGET_P95
    verdict = "held" if held else "not held"
    print(f"  p95 <= {load.TARGET_P95 * 1e3:.0f} ms with 0 errors: {verdict}")


if __name__ == "__main__":
    main()
