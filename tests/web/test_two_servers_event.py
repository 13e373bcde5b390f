"""An event run across two servers as `make run` starts them, on one PostgreSQL (README:
how a hall outgrows one machine): the organiser on one server, every table's phone on
the other. The tables' plays reach the organiser's page, the organiser seats the next
round and corrects a result, and both servers show and export the same event.
Skipped without TEST_PG_URL."""
import http.cookiejar
import json
import re
import tempfile
import urllib.error
import urllib.parse
import urllib.request

from rules import straight
from tests.rules.simulate import Table
from tests.served import Served
from tests.web.night import KIND_OPTIONS, post_of
from tests.web.table import new_game_defaults

TOKEN = re.compile(r'name="csrf_token" (?:type="hidden" )?value="([^"]+)"')
HX_TOKEN = re.compile(r'"X-CSRFToken": "([^"]+)"')
SEQ = re.compile(r'name="seq" value="(\d+)"')
GAME = re.compile(r'href="[^"]*?(/s/[\w-]{22}/g/\d+)"')


class _Kept(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args):
        return None  # a 303 is the answer


class Phone:
    """A phone (its own cookies) on one server."""

    def __init__(self, base):
        self.base = base
        self.http = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()), _Kept)

    def get(self, path, headers=None):
        request = urllib.request.Request(self.base + path, headers=headers or {})
        with self.http.open(request, timeout=30) as response:
            return response.read().decode()

    def post(self, path, fields, headers=None):
        """(status, Location or body) of a form post."""
        data = urllib.parse.urlencode(fields, doseq=True).encode()
        request = urllib.request.Request(self.base + path, data=data, headers=headers or {})
        try:
            with self.http.open(request, timeout=30) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as answer:
            return answer.code, answer.headers.get("Location") or answer.read().decode()


def create_event(organiser):
    """A Straight event of four players, two a table, created on the organiser's
    server; returns the organiser page's path."""
    page = organiser.get("/events/new?kind=straight")
    form = {**new_game_defaults(page), **KIND_OPTIONS["straight"], "table_size": "2",
            "name": "Malam Domino", "entries": "Ana\nBudi\nCici\nDedi", "seed": "7",
            "rounds": "2", "csrf_token": TOKEN.search(page).group(1)}
    status, location = organiser.post("/events", form)
    assert status == 303, location
    return location


def play_to_the_end(phone, path, seed):
    """A table's phone logs its game, from the first play to the last, with legal
    play; returns the number of actions logged."""
    token = path.split("/")[2]
    game = json.loads(phone.get(f"/s/{token}/export.json"))["games"][0]
    table = Table(straight.Options.from_json(game["options"]), seed, canonical=True,
                  first=game["first_seat"])
    page = phone.get(path)
    csrf, seq = HX_TOKEN.search(page).group(1), int(SEQ.search(page).group(1))
    while (action := table.next_action()) is not None:
        table.apply(action)
        fields = {"seq": seq, **post_of("straight", action)}
        status, body = phone.post(f"{path}/actions", fields,
                                  {"HX-Request": "true", "X-CSRFToken": csrf})
        assert status == 200, (action, body[-500:])
        seq += 1
    return seq


def test_an_event_with_its_organiser_and_tables_on_two_servers(pg_database):
    with tempfile.TemporaryDirectory() as folder:
        env = {"DATABASE_URL": pg_database, "SECRET_KEY": "two-servers-event",
               "DOMINO_RATELIMIT_ENABLED": "false"}
        with Served({**env, "INSTANCE_PATH": f"{folder}/a"}) as one, \
                Served({**env, "INSTANCE_PATH": f"{folder}/b"}, upgrade=False) as two:
            organiser, tables = Phone(one.url), Phone(two.url)
            url = create_event(organiser)
            page = organiser.get(url)
            games = list(dict.fromkeys(GAME.findall(page)))
            assert len(games) == 2  # two tables, each its game's edit link
            view = re.search(r'/e/([\w-]{22})', page).group(1)
            for seed, path in enumerate(games, start=1):  # every table on the other server
                assert play_to_the_end(tables, path, seed) > 0
            both = [Phone(s.url).get(f"/e/{view}/export.json") for s in (one, two)]
            assert both[0] == both[1]
            event = json.loads(both[0])
            assert [t["status"] for t in event["rounds"][0]["tables"]] == ["over", "over"]
            assert sum(r["won"] for r in event["standings"]) == 2
            # The organiser's page on its server shows the tables' results; a void
            # and a restore made there show on the tables' server.
            page = organiser.get(url)
            assert page.count("Finished") >= 2, page[-2000:]
            table = re.search(r'name="table" value="(\d+)"', page).group(1)
            for do in ("void", "restore"):  # a void asks again first: confirmed
                status, _ = organiser.post(f"{url}/corrections", {
                    "csrf_token": TOKEN.search(page).group(1), "do": do, "table": table,
                    **({"confirm": "yes"} if do == "void" else {})})
                assert status == 303
            event = json.loads(tables.get(f"/e/{view}/export.json"))
            assert [c["kind"] for c in event["corrections"]] == ["void", "restore"]
            # Round 2 is seated on the organiser's server from those results, and its
            # tables play on the other.
            page = organiser.get(url)
            status, _ = organiser.post(f"{url}/rounds", {"csrf_token": TOKEN.search(page)
                                                         .group(1)})
            assert status == 303
            event = json.loads(tables.get(f"/e/{view}/export.json"))
            assert event["event"]["round"] == 2 and len(event["rounds"][1]["tables"]) == 2
            later = [g for g in dict.fromkeys(GAME.findall(organiser.get(url)))
                     if g not in games]
            assert len(later) == 2
            for seed, path in enumerate(later, start=3):
                assert play_to_the_end(tables, path, seed) > 0
            both = [Phone(s.url).get(f"/e/{view}/export.json") for s in (one, two)]
            assert both[0] == both[1]
            event = json.loads(both[0])
            assert [t["status"] for r in event["rounds"] for t in r["tables"]] == ["over"] * 4
            assert sum(r["won"] for r in event["standings"]) == 4
            assert "The last round is finished" in organiser.get(url)
