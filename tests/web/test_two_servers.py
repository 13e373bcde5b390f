"""Two servers as `make run` starts them (granian, its workers), on one PostgreSQL: the
supported way for a hall to outgrow one machine. Each table's four phones are spread
over both: every play is seen by every phone within one poll, nothing is lost, a stale
post is refused on either server, and an undo on one takes back a play logged on the
other. Skipped without TEST_PG_URL (CI starts a PostgreSQL: .ci/run)."""
import asyncio
import hashlib
import os
import re
import tempfile

import aiohttp

from bench.load import HX, TOKEN, form_of
from rules import straight
from tests.rules.simulate import Table
from tests.served import Served, run_async

SEQ = re.compile(r'name="seq" value="(\d+)"')
PLAYS = 40  # actions a table logs


class Phone:
    """A phone with its own cookies, on one server, showing the game at `seen`."""

    def __init__(self, base):
        self.base, self.seen = base, 0
        self.http = aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True))

    async def open(self, path):
        async with self.http.get(self.base + path) as response:
            page = await response.text()
        self.csrf = re.search(r'"X-CSRFToken": "([^"]+)"', page).group(1)
        self.seen = int(SEQ.search(page).group(1))

    async def post(self, path, data):
        async with self.http.post(self.base + path, data={"seq": str(self.seen), **data},
                                  headers={**HX, "X-CSRFToken": self.csrf}) as response:
            return response.status, await response.text()

    async def poll(self, path):
        """One poll: (status, the seq its answer shows, or None for a 204)."""
        async with self.http.get(f"{self.base}{path}/poll?seq={self.seen}",
                                 headers=HX) as response:
            found = SEQ.search(await response.text())
            if found:
                self.seen = int(found.group(1))
            return response.status, int(found.group(1)) if found else None


async def start_table(base, seed):
    """A session of two players and a Straight game, through the real forms on `base`;
    returns the game's path."""
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as http:
        page = await (await http.get(f"{base}/")).text()
        async with http.post(f"{base}/sessions", allow_redirects=False, data={
                "csrf_token": TOKEN.search(page).group(1),
                "players-0": f"A{seed}", "players-1": f"B{seed}"}) as response:
            session = response.headers["Location"]
        page = await (await http.get(f"{base}{session}/games/new?kind=straight")).text()
        ids = list(dict.fromkeys(re.findall(r'<option (?:selected )?value="(\d+)"', page)))
        async with http.post(f"{base}{session}/games", allow_redirects=False, data={
                "csrf_token": TOKEN.search(page).group(1), "target": "10000",
                "hand_size": "7", "spinner": "first-double", "counting": "standard",
                "first": "0", "seats-0": ids[0], "seats-1": ids[1], "seats-2": "-1",
                "seats-3": "-1"}) as response:
            return response.headers["Location"]


async def play_table(one, two, seed):
    """Four phones, two on each server, take turns logging the simulated table's actions;
    after each, the other three poll once. Returns what the table saw."""
    path = await start_table(one, seed)
    phones = [Phone(one), Phone(two), Phone(one), Phone(two)]
    for phone in phones:
        await phone.open(path)
    table = Table(straight.Options(2, target=10000), seed=seed, canonical=True, first=0)
    seen_late, stale, undone = [], [], []
    for n in range(PLAYS):
        action = table.next_action()
        poster, others = phones[n % 4], [p for p in phones if p is not phones[n % 4]]
        status, _ = await poster.post(f"{path}/actions",
                                      {"seat": str(action["seat"]), **form_of(action)})
        assert status == 200, (n, action)
        table.apply(action)
        poster.seen += 1
        if n % 10 == 9:  # a phone of the other server that has not polled yet
            late = next(p for p in others if p.base != poster.base)
            status, _ = await late.post(f"{path}/actions",
                                        {"seat": str(action["seat"]), **form_of(action)})
            stale.append(status)
        if n % 10 == 5:  # undo on the other server, then the same play logged again
            undoer = next(p for p in others if p.base != poster.base)
            await undoer.poll(path)
            status, _ = await undoer.post(f"{path}/undo", {})
            undone.append(status)
            undoer.seen += 1
            for phone in phones:
                if phone is not undoer:
                    assert (await phone.poll(path)) == (200, undoer.seen)
            status, _ = await poster.post(f"{path}/actions",
                                          {"seat": str(action["seat"]), **form_of(action)})
            assert status == 200
            poster.seen += 1
        for phone in phones:
            if phone is not poster and phone.seen != poster.seen:
                answer = await phone.poll(path)
                if answer != (200, poster.seen):
                    seen_late.append((n, phone.base, answer))
    exports = []
    for phone in phones[:2]:  # the log as each server exports it
        token = path.split("/")[2]
        async with phone.http.get(f"{phone.base}/s/{token}/export.json") as response:
            exports.append(await response.json())
    for phone in phones:
        await phone.http.close()
    return table, seen_late, stale, undone, exports


def live(events):
    voided = {e["payload"]["voids"] for e in events if e["kind"] == "undo"}
    return [e["payload"] for e in events if e["kind"] != "undo" and e["seq"] not in voided]


def fragment_folder(uri, secret, server):
    """Where a server's workers share fragments (web.fragments._files_folder)."""
    name = hashlib.sha1(f"{uri}|{secret}|{server.process.pid}".encode()).hexdigest()[:16]
    root = f"/dev/shm/domino-table-fragments-{os.getuid()}"
    return [os.path.join(root, minute, name) for minute in os.listdir(root)
            if os.path.isdir(os.path.join(root, minute, name))]


def test_two_servers_one_database(pg_database):
    secret = "two-servers"
    with tempfile.TemporaryDirectory() as folder:
        env = {"DATABASE_URL": pg_database, "SECRET_KEY": secret}
        with Served({**env, "INSTANCE_PATH": f"{folder}/a"}) as one, \
                Served({**env, "INSTANCE_PATH": f"{folder}/b"}, upgrade=False) as two:

            async def evening():
                return await asyncio.gather(play_table(one.url, two.url, 1),
                                            play_table(two.url, one.url, 2))
            tables = run_async(evening)
            folders = [fragment_folder(pg_database, secret, server) for server in (one, two)]
    for table, seen_late, stale, undone, exports in tables:
        assert seen_late == []  # every play reached every phone in one poll
        assert stale == [409] * (PLAYS // 10)  # refused on the other server
        assert undone == [200] * (PLAYS // 10)
        first, second = exports
        assert first == second  # both servers export the same log
        events = first["games"][0]["events"]
        assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
        assert live(events) == table.actions  # nothing lost, nothing twice, undos right
    # Each server's workers share their fragments, and the two servers share none.
    assert all(folders) and not set(folders[0]) & set(folders[1])
