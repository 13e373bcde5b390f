"""Hostile requests to every endpoint of the URL map, on SQLite and (when TEST_PG_URL is
set) on PostgreSQL: whatever a phone or a stranger sends, the answer is never a 5xx.
Bad input is a 404 or a 4xx with a plain reason, and nothing is recorded.

Derandomised and bounded, so the suite stays quick and gives the same answer every run."""
import io
import json
import re
import shutil
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import SECRET, dispose
from app import create_app
from tests.web.night import NightActions
from tests.web.table import TableActions
from views.games.registry import KINDS

HOSTILE_TEXT = ["", "0", "-1", "1", "3", "7", "2147483647", "2147483648", "-2147483649",
                "9223372036854775807", "9223372036854775808", "1" * 400, "9" * 5000, "1e9",
                "nan", "inf", " 1", "\x00", "a\x00b", "\t", "\r\n", "\ufffe", "\uffff",
                "\ud7ff", "\u202e", "𝟘", "١٢", "¹", "²", "①", "1_000", "é", "👨‍👩‍👧", "%00", "../..", "<script>",
                "play 6-4 left", "play 6-4", "draw", "pass", "reveal", "bid 5", "trump 3",
                "widow", "open 0 6-4 left", "declare a on", "ruling 1 0 penalty", "6-4",
                *KINDS, "moon-3", "y", "random", "json", "csv", "\u200b"]  # every game's name
FIELDS = ["seq", "seat", "do", "pips", "tiles", "hand", "target", "hand_size", "title",
          "players-0", "players-1", "players-2", "players-3", "seats-0", "seats-1",
          "seats-2", "seats-3", "kind", "first", "variant", "spinner", "counting", "tie",
          "side", "step", "q", "check", "position", "ask", "trump", "doubles", "next"]

texts = st.one_of(st.sampled_from(HOSTILE_TEXT), st.text(max_size=12),
                  st.integers().map(str))
fields = st.dictionaries(st.sampled_from(FIELDS), texts, max_size=6)

# Host headers werkzeug's router cannot bind to (BadHost: a label over 63 letters, an
# empty label), and others a server may meet; each must be refused in words (a 400).
BAD_HOSTS = ["a" * 64, "a..b", ".", "b" * 64 + ".example", "x." * 10 + "a" * 64,
             "a" * 64 + ":5000"]
ODD_HOSTS = ["", "[::1", "exa mple", "ä" * 70, "localhost:99999999", "host:port", "\x00",
             "é.example"]  # ("xn--" too, over a socket: the test client cannot send it)
HOSTILE_HEADERS = [
    {"Accept-Language": "x" * 5000}, {"Accept-Language": "id;q=nan, *;q=-1, ;;"},
    {"Cookie": "lang=\x00; my_sessions=garbage; session=.eJwrSS0uUSguKcrMS9cBAC7uBIs"},
    {"Cookie": "theme=" + "x" * 4000}, {"Cookie": "my_sessions=" + "%ff" * 100},
    {"HX-Request": "true", "HX-Boosted": "true"}, {"HX-Request": "yes"},
    {"HX-Request": "true", "HX-History-Restore-Request": "true"},
    {"HX-Request": "true", "HX-Target": "\x00" * 10, "HX-Current-URL": "javascript:1"},
    {"X-CSRFToken": "x" * 300}, {"Accept-Encoding": "gzip;q=2, zstd;q=nan, br, *;q=x"},
    {"Accept-Encoding": "identity;q=0, *;q=0"}, {"If-None-Match": "*"},
    {"If-Modified-Since": "yesterday"}, {"Range": "bytes=999999-"}, {"Range": "bytes=a-b"},
    {"Range": "bytes=0-0,1-1,2-2,3-3"}, {"X-Forwarded-For": "1.2.3.4, garbage, ::1"},
    {"X-Forwarded-Proto": "https", "X-Forwarded-Host": "a" * 64},
    {"Content-Type": "multipart/form-data"},
    {"Content-Type": "multipart/form-data; boundary=x"},
    {"Content-Type": "application/x-www-form-urlencoded; charset=utf-7"},
    {"Content-Type": "application/json"}, {"Content-Length": "0"},
]
# The query fields the views read (request.args, the checker's PositionForm), each
# alone with values the number rule refuses (digits int() reads or isdigit() accepts
# but not ASCII, too long) and NUL; the random test above sends the rest.
QUERY_FIELDS = ["hand", "step", "side", "seq", "check", "q", "kind", "next", "trump"]
QUERY_SWEEP = ["¹", "١٢", "9" * 400, "\x00"]


@pytest.fixture(scope="module")
def sqlite_fuzz_app(tmp_path_factory, migrated_db):
    path = tmp_path_factory.mktemp("fuzz") / "fuzz.db"
    shutil.copyfile(migrated_db, path)
    app = create_app({"TESTING": True, "SECRET_KEY": SECRET, "WTF_CSRF_ENABLED": False,
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{path}"})
    yield app
    dispose(app)


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def fuzz_target(request):
    """(app, the links of one session with a game of each kind) to aim requests at."""
    app = request.getfixturevalue("sqlite_fuzz_app" if request.param == "sqlite"
                                  else "pg_app")
    client = app.test_client()
    with app.app_context():
        games = [TableActions(client, names=("Ana", "Budi", "Citra", "Dewi"), kind=kind)
                 for kind in KINDS]
        # A Straight hand under way, so a review's ?hand= and ?step= are read against
        # real steps.
        assert games[0].play(0, "6-6").status_code == 200
        assert games[0].play(1, "6-4", "left").status_code == 200
        night = NightActions(client, "straight", ["Eko", "Fajar", "Gita"], table_size="2")
        event_tokens = [night.token], [night.view_token]
    session = client.get(f"/s/{games[0].token}").get_data(as_text=True)
    view_token = re.search(r"/v/([\w-]+)", session).group(1)
    # An event's links too (views/night): its organiser's link and its view link.
    real = {"token": [g.token for g in games] + event_tokens[0],
            "view_token": [view_token] + event_tokens[1],
            "game_id": [str(g.game_id) for g in games], "player_id": ["1", "2"],
            "fmt": ["json", "csv"], "game": list(KINDS),
            "filename": ["app.css", "htmx.min.js"], "section": ["S4.4", "G6"],
            "code": ["en", "id", "xx"], "job": ["A" * 22]}
    return app, real


def rules_of(app):
    return sorted((rule for rule in app.url_map.iter_rules()),
                  key=lambda rule: rule.rule)


@st.composite
def requests(draw, app, real):
    """(method, path with query, form) for a rule of `app`, its arguments real or hostile."""
    rule = draw(st.sampled_from(rules_of(app)))
    method = draw(st.sampled_from(sorted(rule.methods & {"GET", "POST"})))
    path = rule.rule
    for name in rule.arguments:
        value = draw(st.one_of(st.sampled_from(real.get(name, ["x"])), texts))
        path = re.sub(rf"<(?:[^:<>]+:)?{name}>", quote(value, safe="") or "x", path)
    query = draw(fields)
    if query:
        path += "?" + "&".join(f"{quote(k)}={quote(v, safe='')}" for k, v in query.items())
    return method, path, draw(fields)


def test_every_rule_has_a_sample_for_its_arguments(fuzz_target):
    app, real = fuzz_target
    for rule in rules_of(app):
        assert set(rule.arguments) <= set(real), rule.rule


SWEEP = ["1" * 400, "2147483648", "9223372036854775808", "\x00", "a\x00b"]  # URL parts
FIELD_SWEEP = ["1" * 400, "a\x00b", "\uffff"]  # form and query values


def real_path(rule, real, **hostile):
    path = rule.rule
    for name in rule.arguments:
        value = hostile.get(name, real.get(name, ["x"])[0])
        path = re.sub(rf"<(?:[^:<>]+:)?{name}>", quote(value, safe="") or "x", path)
    return path


def test_each_argument_and_field_with_each_hostile_value(fuzz_target):
    """The sweep behind the random search: every URL argument and every form field of
    every rule, one hostile value at a time, the rest real."""
    app, real = fuzz_target
    client = app.test_client()
    failures = []
    for rule in rules_of(app):
        methods = sorted(rule.methods & {"GET", "POST"})
        asks = [(name, value, real_path(rule, real, **{name: value}), {})
                for name in rule.arguments for value in SWEEP]
        asks += [("every field", value, real_path(rule, real),
                  {field: value for field in FIELDS}) for value in FIELD_SWEEP]
        if "POST" in methods:
            asks += [(field, value, real_path(rule, real), {"seq": "0", field: value})
                     for field in FIELDS for value in FIELD_SWEEP]
        for name, value, path, form in asks:
            for method in methods if name in rule.arguments else methods[-1:]:
                response = client.open(path, method=method, data=form,
                                       query_string=form if method == "GET" else None)
                response.close()
                if response.status_code >= 500:
                    failures.append((method, rule.rule, name, value[:20]))
    assert failures == []


@settings(max_examples=400, derandomize=True, deadline=None, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_no_request_gets_a_server_error(fuzz_target, data):
    app, real = fuzz_target
    method, path, form = data.draw(requests(app, real))
    headers = data.draw(st.sampled_from([{}, {"HX-Request": "true"}, *HOSTILE_HEADERS,
                                         *({"Host": host} for host in BAD_HOSTS)]))
    response = app.test_client().open(path, method=method, data=form, headers=headers)
    response.close()  # a static file's body is a stream
    assert response.status_code < 500, (method, path, form)


@settings(max_examples=60, derandomize=True, deadline=None, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(title=texts, names=st.lists(texts, min_size=2, max_size=4))
def test_a_session_created_is_exported_and_imported_back(fuzz_target, title, names):
    """One rule for names and titles: what the new-session form takes, an import takes."""
    app, _ = fuzz_target
    client = app.test_client()
    form = {"title": title, **{f"players-{i}": name for i, name in enumerate(names)}}
    created = client.post("/sessions", data=form)
    assert created.status_code in (303, 422)
    if created.status_code != 303:
        return
    exported = client.get(created.headers["Location"] + "/export.json")
    assert exported.status_code == 200
    imported = client.post("/import", data={
        "file": (io.BytesIO(exported.data), "session.json")})
    assert imported.status_code == 303, imported.get_data(as_text=True)


@settings(max_examples=80, derandomize=True, deadline=None, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(field=st.sampled_from(["title", "players", "seats", "first_seat", "created_at"]),
       value=st.one_of(texts, st.integers(), st.lists(texts, max_size=4)))
def test_an_import_with_hostile_values_is_refused_in_words(fuzz_target, field, value):
    app, _ = fuzz_target
    document = {"format": "domino-table", "version": 1, "title": None,
                "created_at": "2026-11-29T15:00:00Z", "players": ["Ana", "Budi"],
                "games": [{"kind": "straight", "options": {"players": 2}, "first_seat": 0,
                           "seats": ["Ana", "Budi"], "created_at": "2026-11-29T15:00:00Z",
                           "events": []}]}
    if field in ("title", "players", "created_at"):
        document[field] = value
    else:
        document["games"][0][field] = value
    raw = json.dumps(document).encode()
    response = app.test_client().post("/import", data={"file": (io.BytesIO(raw), "s.json")})
    assert response.status_code in (303, 422)


def test_one_text_rule_for_titles_and_names(client):
    """Whitespace runs become one space; control characters, noncharacters and
    bidirectional overrides (which reverse the words after a name) are refused with a
    reason, on create as on import."""
    created = client.post("/sessions", data={"title": "Friday\tat\r\nBudi's",
                                             "players-0": "Ana", "players-1": "Budi"})
    assert created.status_code == 303
    exported = client.get(created.headers["Location"] + "/export.json").get_json()
    assert exported["title"] == "Friday at Budi's"
    for bad in ("a\x00b", "x\uffff", "\x07bell", "Sari\u202e evil", "a\u2067b"):
        refused = client.post("/sessions", data={"title": bad, "players-0": "Ana",
                                                 "players-1": "Budi"})
        assert refused.status_code == 422
        assert "letters, digits, spaces and punctuation" in refused.get_data(as_text=True)
        exported["title"] = bad
        raw = json.dumps(exported).encode()
        imported = client.post("/import", data={"file": (io.BytesIO(raw), "s.json")})
        assert imported.status_code == 422


def test_numbers_too_long_and_ids_past_the_column_are_refused(client):
    with client.application.app_context():
        table = TableActions(client)
    long = client.post(f"{table.url}/actions", data={"seq": "9" * 400, "seat": "0",
                                                     "do": "draw"})
    assert long.status_code == 422
    assert "at most 15 digits" in long.get_data(as_text=True)
    assert "at least" not in long.get_data(as_text=True)  # one reason, the reading's
    for path in (f"/s/{table.token}/g/{2**31}", f"/s/{table.token}/g/{2**31}/poll",
                 f"/players/{2**31}", "/s/%00", f"/s/{table.token}%00/g/{table.game_id}"):
        assert client.get(path).status_code == 404, path


def test_a_json_body_or_a_stray_file_is_refused_not_a_server_error(client):
    """A post's fields are read as text: a JSON body (numbers, lists) or a file sent
    in place of a field is refused in words, never a 500."""
    with client.application.app_context():
        table = TableActions(client)
    url = f"{table.url}/actions"
    for body in ({"seq": 0, "seat": 0, "do": "play 6-6"}, {"seq": [0], "do": {"a": 1}}):
        refused = client.post(url, json=body)
        assert refused.status_code == 422, refused.status_code
    stray = client.post(url, data={"seq": "0", "seat": "0", "do": (io.BytesIO(b"draw"), "do")},
                        content_type="multipart/form-data")
    assert stray.status_code == 422
    assert "not an action" in stray.get_data(as_text=True)
    undo = client.post(f"{table.url.rsplit('/g/', 1)[0]}/g/{table.game_id}/undo", json={"seq": 0})
    assert undo.status_code < 500


def test_hostile_hosts_are_a_400_with_the_security_headers(fuzz_target, caplog):
    """A Host header the router cannot bind to is a 400 on any path of the app and any
    method, with the security headers and one short line in the log (no traceback);
    a static file is the file, with the security headers."""
    app, real = fuzz_target
    client = app.test_client()
    failures = []
    for rule in rules_of(app):
        for method in sorted(rule.methods & {"GET", "POST"}):
            for host in BAD_HOSTS:
                caplog.clear()
                response = client.open(real_path(rule, real), method=method,
                                       headers={"Host": host}, data={"seq": "0"})
                response.close()
                lines = [r.getMessage() for r in caplog.records]
                if rule.endpoint == "static":
                    # Static files are served by WhiteNoise in front of the app: the
                    # same file for any Host, with the security headers, no log line.
                    if response.status_code != 200 or \
                            response.headers.get("X-Frame-Options") != "DENY" or lines:
                        failures.append((method, rule.rule, host[:10], response.status_code))
                    continue
                if response.status_code != 400 or \
                        response.headers.get("X-Frame-Options") != "DENY" or \
                        len(lines) != 1 or len(lines[0]) > 120 or caplog.text.count("\n") > 1:
                    failures.append((method, rule.rule, host[:10], response.status_code, lines))
    assert failures == []


def test_hostile_headers_on_every_route(fuzz_target):
    app, real = fuzz_target
    client = app.test_client()
    failures = []
    for rule in rules_of(app):
        for method in sorted(rule.methods & {"GET", "POST"}):
            asks = [{"Host": host} for host in ODD_HOSTS] + HOSTILE_HEADERS  # (bad: above)
            for headers in asks:
                body = b"seq=0&do=draw&seat=0" if method == "POST" else None
                response = client.open(real_path(rule, real), method=method,
                                       headers=headers, data=body)
                response.close()
                if response.status_code >= 500:
                    failures.append((method, rule.rule, str(headers)[:40]))
    assert failures == []


def test_hostile_query_strings_on_every_route(fuzz_target):
    """Each query field alone with each value the number rule refuses, on every GET."""
    app, real = fuzz_target
    client = app.test_client()
    failures = []
    for rule in rules_of(app):
        if "GET" not in rule.methods:
            continue
        for field in QUERY_FIELDS:
            for value in QUERY_SWEEP:
                extra = {"hand": "1"} if field == "step" else {}
                response = client.get(real_path(rule, real),
                                      query_string={**extra, field: value})
                response.close()
                if response.status_code >= 500:
                    failures.append((rule.rule, field, value[:10]))
    assert failures == []


@pytest.mark.parametrize("query", ["hand=%C2%B9", "hand=%C2%B2", "hand=%D9%A1",
                                   "hand=1&step=%C2%B9", "hand=1&step=%D9%A1",
                                   "hand=1&step=1_0", "hand=1&step=9999999999999999"])
def test_review_numbers_follow_the_one_number_rule(fuzz_target, query):
    """`?hand=` and `?step=` of a review, by either link: ASCII digits only (forms'
    rule, web.forms.whole_number); anything else is a 404, never a 500."""
    app, real = fuzz_target
    client = app.test_client()
    token, view_token, game_id = real["token"][0], real["view_token"][0], real["game_id"][0]
    for link in (f"/s/{token}", f"/v/{view_token}"):
        assert client.get(f"{link}/g/{game_id}/review?hand=1&step=1").status_code == 200
        assert client.get(f"{link}/g/{game_id}/review?{query}").status_code == 404


def test_a_query_number_is_read_as_a_form_number_is(fuzz_target):
    """The score working's `?side=`: "0" is side 0; "١" (an Arabic-Indic one, which
    Python's int() reads as 1) and "¹" are not numbers here, as in a form."""
    app, real = fuzz_target
    client = app.test_client()
    url = f"/s/{real['token'][0]}/g/{real['game_id'][0]}/working"
    assert client.get(url, query_string={"side": "1"}).status_code == 200
    for value in ("١", "¹", "1_0", "+1 1"):
        assert client.get(url, query_string={"side": value}).status_code == 404, value
