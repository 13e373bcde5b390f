"""Other tables' plays during an import storm, over HTTP, against the server as
`make run` starts it (bench/load.py's server and phones).

N tables play as in bench/load.py (four phones polling every 3 s, one logging an action
every 2 s) for a quiet stretch, then for a stretch while K clients, each from its own
loopback address, import the largest file the app takes (5,000 events) in a loop, as a
browser does: post the file, follow the job page every second until the session opens,
and on a 429 wait a second and post again. Prints the tables' plays and polls in both
stretches, and what the importers got.

Run: `.venv/bin/python bench/import_storm.py` (20 tables, 3 importers, 20 s each);
`--unlimited` lifts the per-address import limit (the job queue alone holds the storm);
`--inline` checks every import in the request, as before import jobs."""
import argparse
import asyncio
import os
import sys
import time
from pathlib import Path

import aiohttp
import uvloop

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.load import (TOKEN, Server, Tally, TableRun, bare_loop,  # noqa: E402
                        open_phone, play_loop, poll_loop)
from tests.web.import_files import long_session  # noqa: E402
from views.exchange.table_file import MAX_EVENTS  # noqa: E402


class Importer:
    """One client importing in a loop from its own address (its own limit count)."""

    def __init__(self, base, address, raw):
        self.base, self.raw = base, raw
        self.http = aiohttp.ClientSession(
            cookie_jar=aiohttp.CookieJar(unsafe=True),
            connector=aiohttp.TCPConnector(local_addr=(address, 0), keepalive_timeout=5))
        self.done, self.refused, self.busy, self.seconds = 0, 0, 0, []

    async def loop(self, until, enough=None):
        """Imports until `until` (a perf_counter time), or, with `enough`, until `enough`
        imports are done and one more was answered 429."""
        while time.perf_counter() < until:
            if enough is not None and self.done >= enough and self.busy:
                return
            started = time.perf_counter()
            page = await (await self.http.get(f"{self.base}/import")).text()
            form = aiohttp.FormData()
            form.add_field("csrf_token", TOKEN.search(page).group(1))
            form.add_field("file", self.raw, filename="storm.json",
                           content_type="application/json")
            async with self.http.post(f"{self.base}/import", data=form,
                                      allow_redirects=False) as response:
                await response.read()
                status, follow = response.status, response.headers.get("Location", "")
            if status == 429:
                self.busy += 1
                await asyncio.sleep(1)
                continue
            while status == 303 and follow.startswith("/import/") \
                    and time.perf_counter() < until + 60:
                await asyncio.sleep(1)  # the job page reloads itself every second
                async with self.http.get(self.base + follow, allow_redirects=False) as page:
                    await page.read()
                    status = page.status if page.status != 202 else 303
                    follow = page.headers.get("Location", follow)
            if status == 303:
                self.done += 1
                self.seconds.append(time.perf_counter() - started)
            else:
                self.refused += 1


async def stretch(runs, base, seconds, importers=()):
    tally = Tally()
    until = time.perf_counter() + seconds
    await asyncio.gather(*(play_loop(run, tally, until) for run in runs),
                         *(poll_loop(run, phone, tally, until)
                           for run in runs for phone in run.phones),
                         bare_loop(base, tally, until),
                         *(importer.loop(until) for importer in importers))
    return tally


async def storm(server, tables, importers, seconds):
    base, runs = server.url, []
    runs = await asyncio.gather(*(TableRun().start(base, 5000 + n) for n in range(tables)))
    for run in runs:
        run.phones = [run.http, *await asyncio.gather(
            *(open_phone(run) for _ in range(3)))]
    raw = long_session(MAX_EVENTS)
    clients = [Importer(base, f"127.0.0.{10 + n}", raw) for n in range(importers)]
    quiet = await stretch(runs, base, seconds)
    stormy = await stretch(runs, base, seconds, clients)
    for run in runs:
        for phone in run.phones:
            await phone.close()
    for client in clients:
        await client.http.close()
    return quiet, stormy, clients


def report(name, tally):
    print(f"  {name}: plays  {tally.percentiles(tally.plays)}")
    print(f"  {' ' * len(name)}  polls  {tally.percentiles(tally.polls)}")
    print(f"  {' ' * len(name)}  errors {len(tally.errors)}"
          + (f" (first: {tally.errors[0]})" if tally.errors else ""))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--importers", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--unlimited", action="store_true",
                        help="no per-address limit on imports")
    parser.add_argument("--inline", action="store_true",
                        help="every import checked in the request (no import jobs)")
    args = parser.parse_args()
    # The tables are set up from this one address: only the imports' limit is measured.
    env = {"DOMINO_LIMIT_SESSIONS": "100000 per minute", "DOMINO_LIMIT_GAMES": "100000 per minute"}
    if args.unlimited:
        env["DOMINO_LIMIT_IMPORTS"] = "100000 per minute"
    if args.inline:
        env["DOMINO_IMPORT_JOBS"] = "inline"
    print(f"machine: {os.getloadavg()[0]:.2f} load average over 1 min, {os.cpu_count()} cores;"
          f" {args.tables} tables, {args.importers} importers of {MAX_EVENTS:,} events, "
          f"{args.seconds} s a stretch{', no import limit' if args.unlimited else ''}"
          f"{', imports in the request' if args.inline else ''}")
    with Server(env) as server:
        quiet, stormy, clients = uvloop.run(storm(server, args.tables, args.importers,
                                                  args.seconds))
    report("quiet", quiet)
    report("storm", stormy)
    done = sum(c.done for c in clients)
    longest = max((s for c in clients for s in c.seconds), default=0)
    print(f"  importers: {done} imported ({done * MAX_EVENTS:,} events; the longest took "
          f"{longest:.1f} s from post to session), {sum(c.busy for c in clients)} answered "
          f"429, {sum(c.refused for c in clients)} refused otherwise")


if __name__ == "__main__":
    main()
