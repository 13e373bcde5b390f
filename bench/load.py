"""An evening of tables against the server as `make run` starts it (granian, the same
flags, read from the Makefile), on a temporary SQLite database.

N tables each start a session and a Straight Domino game through the real forms (CSRF
on); then each table's four phones poll every 3 s and one of them logs an action every
2 s (posting it as htmx does), for a fixed time. Prints p50/p95/p99 of plays and
polls, errors, and a static file's latency in the same run (the machine's noise floor).

Run: `make bench` (a quick run), or `.venv/bin/python bench/load.py --tables 200
--seconds 60`, `--search` for the largest N with p95 <= 50 ms, `--long` for the HTTP
cost of play #600 v play #10 of one long game."""
import argparse
import asyncio
import os
import random
import re
import statistics
import sys
import time
from pathlib import Path

import aiohttp
import uvloop

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import bench.server as served  # noqa: E402
from bench.server import Server, server_command  # noqa: E402  (bench/night.py reads them here)
from rules import straight  # noqa: E402
from tests.rules.simulate import Table  # noqa: E402

HX = {"HX-Request": "true", "Accept-Encoding": "gzip"}
PLAY_EVERY, POLL_EVERY, PHONES = 2.0, 3.0, 4
TARGET_P95 = 0.050
TOKEN = re.compile(r'name="csrf_token" (?:type="hidden" )?value="([^"]+)"')


def form_of(action):
    if action["type"] == "play":
        return {"do": f"play {action['tile']}" + (f" {action['end']}" if action["end"] else "")}
    if action["type"] == "reveal":
        return {"do": "reveal", **({"tiles": action["tiles"]} if "tiles" in action
                                   else {"pips": str(action["pips"])})}
    return {"do": action["type"]}


class Tally:
    def __init__(self):
        self.plays, self.polls, self.bare, self.errors = [], [], [], []

    def percentiles(self, times):
        if len(times) < 2:
            return "no samples"
        cuts = statistics.quantiles(times, n=100)
        return (f"p50 {cuts[49] * 1e3:6.1f} ms  p95 {cuts[94] * 1e3:6.1f} ms  "
                f"p99 {cuts[98] * 1e3:6.1f} ms  ({len(times)} requests)")

    def p95(self, times):
        return statistics.quantiles(times, n=100)[94] if len(times) > 1 else float("inf")


def browser(**options):
    """A phone's HTTP client: its own cookies, and a connection idle for 5 s dropped,
    as a browser's pool does, so that a post never goes out on a connection a server
    with a shorter keep-alive is closing."""
    return aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True),
                                 connector=aiohttp.TCPConnector(keepalive_timeout=5),
                                 **options)


async def timed(http, method, url, tally, bucket, **kwargs):
    start = time.perf_counter()
    try:
        async with http.request(method, url, allow_redirects=False, **kwargs) as response:
            await response.read()
            status = response.status
    except aiohttp.ClientError as error:
        tally.errors.append(f"{method} {url}: {error!r}")
        return None
    elapsed = time.perf_counter() - start
    if status >= 400:
        tally.errors.append(f"{method} {url}: {status}")
    bucket.append(elapsed)
    return status


class TableRun:
    """One table: a session, a Straight game, the simulated players' next actions."""

    async def start(self, base, seed):
        """Opens the table's own phone (its own cookies: the CSRF token is per browser)."""
        self.http = http = browser()
        page = await (await http.get(f"{base}/")).text()
        names = [f"P{seed}a", f"P{seed}b"]
        async with http.post(f"{base}/sessions", allow_redirects=False, data={
                "csrf_token": TOKEN.search(page).group(1),
                "players-0": names[0], "players-1": names[1]}) as response:
            session = response.headers["Location"]
        page = await (await http.get(f"{base}{session}/games/new?kind=straight")).text()
        ids = list(dict.fromkeys(re.findall(r'<option (?:selected )?value="(\d+)"', page)))
        form = {"csrf_token": TOKEN.search(page).group(1), "target": "10000",
                "hand_size": "7", "spinner": "first-double", "counting": "standard",
                "first": "0", "seats-0": ids[0], "seats-1": ids[1], "seats-2": "-1",
                "seats-3": "-1"}
        async with http.post(f"{base}{session}/games", allow_redirects=False,
                             data=form) as response:
            self.url = base + response.headers["Location"]
        page = await (await http.get(self.url)).text()
        self.csrf = re.search(r'"X-CSRFToken": "([^"]+)"', page).group(1)
        self.table = Table(straight.Options(2, target=10000), seed=seed, canonical=True,
                           first=0)
        self.seq = 0
        return self

    async def play(self, tally):
        http = self.http
        action = self.table.next_action()
        data = {"seq": str(self.seq), "seat": str(action["seat"]), **form_of(action)}
        status = await timed(http, "POST", f"{self.url}/actions", tally, tally.plays,
                             data=data, headers={**HX, "X-CSRFToken": self.csrf})
        if status == 200:
            self.table.apply(action)
            self.seq += 1


async def play_loop(table, tally, until):
    await asyncio.sleep(random.uniform(0, PLAY_EVERY))
    while time.perf_counter() < until:
        started = time.perf_counter()
        await table.play(tally)
        await asyncio.sleep(max(0.0, PLAY_EVERY - (time.perf_counter() - started)))


async def open_phone(table):
    """A phone at the table that has opened the game screen. The driver shares the
    server's cores: it reads each answer whole but never unzips or parses it."""
    phone = browser(headers=HX, auto_decompress=False)
    async with phone.get(table.url) as page:
        await page.read()
    return phone


async def poll_loop(table, phone, tally, until):
    """`phone` polls every 3 s with the seq its screen shows. The phone that logs the
    plays (table.http) shows each one as soon as its post is answered."""
    seen = 0
    await asyncio.sleep(random.uniform(0, POLL_EVERY))
    while time.perf_counter() < until:
        started = time.perf_counter()
        current = table.seq
        if phone is table.http:
            seen = current
        await timed(phone, "GET", f"{table.url}/poll?seq={seen}", tally, tally.polls,
                    headers=HX)
        seen = current
        await asyncio.sleep(max(0.0, POLL_EVERY - (time.perf_counter() - started)))


async def bare_loop(base, tally, until):
    """A static file, every 0.5 s: what the server and machine add to any request."""
    async with browser() as http:
        while time.perf_counter() < until:
            await timed(http, "GET", f"{base}/static/favicon.svg", tally, tally.bare)
            await asyncio.sleep(0.5)


async def evening(server, tables, seconds, seed=1):
    random.seed(seed)
    tally = Tally()
    base, runs = server.url, []
    # Setting up (sessions, games, every phone opening the game screen) is not timed:
    # the evening measured is the steady one that follows.
    for start in range(0, tables, 20):
        batch = await asyncio.gather(*(TableRun().start(base, seed * 1000 + n)
                                       for n in range(start, min(start + 20, tables))))
        for run in batch:  # the phone that logs the plays is one of the table's four
            run.phones = [run.http, *await asyncio.gather(
                *(open_phone(run) for _ in range(PHONES - 1)))]
        runs += batch
    until = time.perf_counter() + seconds
    server_cpu, driver_cpu, wall = server.cpu_seconds(), time.process_time(), time.perf_counter()
    await asyncio.gather(*(play_loop(run, tally, until) for run in runs),
                         *(poll_loop(run, phone, tally, until)
                           for run in runs for phone in run.phones),
                         bare_loop(base, tally, until))
    wall = time.perf_counter() - wall
    tally.server_cores = (server.cpu_seconds() - server_cpu) / wall
    tally.driver_cores = (time.process_time() - driver_cpu) / wall
    for run in runs:
        for http in run.phones:
            await http.close()
    return tally


def report(tables, seconds, tally):
    print(f"{tables} tables for {seconds} s:")
    print(f"  plays  {tally.percentiles(tally.plays)}")
    print(f"  polls  {tally.percentiles(tally.polls)}")
    print(f"  static {tally.percentiles(tally.bare)}")
    print(f"  errors {len(tally.errors)}" + (f" (first: {tally.errors[0]})" if tally.errors else ""))
    requests = len(tally.plays) + len(tally.polls) + len(tally.bare)
    print(f"  CPU: the server used {tally.server_cores:.2f} cores "
          f"({tally.server_cores * seconds / max(requests, 1) * 1e3:.2f} ms a request), "
          f"this driver {tally.driver_cores:.2f}; load average now {os.getloadavg()[0]:.2f}")


def run_evening(tables, seconds):
    with Server() as server:
        tally = uvloop.run(evening(server, tables, seconds))
    report(tables, seconds, tally)
    return tally


def holds(tally):
    return (not tally.errors and tally.p95(tally.plays) <= TARGET_P95
            and tally.p95(tally.polls) <= TARGET_P95)


def search(seconds, low=25, high=800):
    """The largest N (to 5 tables) whose plays and polls hold p95 <= 50 ms, 0 errors."""
    best = 0
    while high - low > 5:
        middle = (low + high) // 2
        if holds(run_evening(middle, seconds)):
            best, low = middle, middle
        else:
            high = middle
    print(f"largest load at p95 <= {TARGET_P95 * 1e3:.0f} ms: about {best} tables")


async def long_game(base, plays):
    """One table playing `plays` actions back to back: the median HTTP cost of plays
    #6-#15 v the last ten."""
    tally = Tally()
    run = await TableRun().start(base, 7)
    for _ in range(plays):
        await run.play(tally)
    await run.http.close()
    early, late = statistics.median(tally.plays[5:15]), statistics.median(tally.plays[-10:])
    print(f"one long game: play #10 {early * 1e3:.1f} ms, play #{plays} {late * 1e3:.1f} ms"
          f" = {late / early:.2f}x (target <= 1.2x); errors {len(tally.errors)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--search", action="store_true",
                        help="find the largest number of tables at p95 <= 50 ms")
    parser.add_argument("--long", type=int, default=0, metavar="PLAYS",
                        help="also play one game of PLAYS actions (e.g. 600)")
    parser.add_argument("--flags", help="worker flags to use instead of the Makefile's "
                        "(e.g. \"--workers 2 --blocking-threads 2\"), to compare")
    args = parser.parse_args()
    served.FLAGS = args.flags
    print(f"machine: {os.getloadavg()[0]:.2f} load average over 1 min, "
          f"{os.cpu_count()} cores; server: {' '.join(server_command('PORT')[1:])}")
    if args.search:
        search(args.seconds)
    else:
        run_evening(args.tables, args.seconds)
    if args.long:
        with Server() as server:
            uvloop.run(long_game(server.url, args.long))


if __name__ == "__main__":
    main()
