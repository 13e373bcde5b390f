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

HOSTILE_TEXT = ["", "0", "-1", "1", "3", "7", "2147483647", "2147483648", "-2147483649",
                "9223372036854775807", "9223372036854775808", "1" * 400, "9" * 5000, "1e9",
                "nan", "inf", " 1", "\x00", "a\x00b", "\t", "\r\n", "\ufffe", "\uffff",
                "\ud7ff", "\u202e", "𝟘", "١٢", "é", "👨‍👩‍👧", "%00", "../..", "<script>",
                "play 6-4 left", "play 6-4", "draw", "pass", "reveal", "bid 5", "trump 3",
                "widow", "open 0 6-4 left", "declare a on", "ruling 1 0 penalty", "6-4",
                "moon", "straight", "bendomino", "moon-3", "y", "random", "json", "csv"]
FIELDS = ["seq", "seat", "do", "pips", "tiles", "hand", "target", "hand_size", "title",
          "players-0", "players-1", "players-2", "players-3", "seats-0", "seats-1",
          "seats-2", "seats-3", "kind", "first", "variant", "spinner", "counting", "tie",
          "side", "step", "q", "check", "position", "ask", "trump", "doubles"]

texts = st.one_of(st.sampled_from(HOSTILE_TEXT), st.text(max_size=12),
                  st.integers().map(str))
fields = st.dictionaries(st.sampled_from(FIELDS), texts, max_size=6)


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
                 for kind in ("straight", "moon", "bendomino")]
        night = NightActions(client, "straight", ["Eko", "Fajar", "Gita"], table_size="2")
        event_tokens = [night.token], [night.view_token]
    session = client.get(f"/s/{games[0].token}").get_data(as_text=True)
    view_token = re.search(r"/v/([\w-]+)", session).group(1)
    # An event's links too (views/night): its organiser's link and its view link.
    real = {"token": [g.token for g in games] + event_tokens[0],
            "view_token": [view_token] + event_tokens[1],
            "game_id": [str(g.game_id) for g in games], "player_id": ["1", "2"],
            "fmt": ["json", "csv"], "game": ["straight", "moon", "bendomino"],
            "filename": ["app.css", "htmx.min.js"], "section": ["S4.4", "G6"],
            "code": ["en", "id", "xx"]}
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
    headers = data.draw(st.sampled_from([{}, {"HX-Request": "true"}]))
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
