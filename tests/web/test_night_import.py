"""An event's JSON file imports back as a new event (docs/events.md): for each
registered game, an event with a bye, a table ended by time, a void and a restore, a
move and a round under way, exported, imported and exported again gives the same file (the
standings, rounds, corrections, table scores and every game's logged events), with new
links for the event and every table. A file that does not hold is refused with what
was wrong, in the phone's language, and writes nothing."""
import copy
import io
import json
import re
import shutil
from datetime import timedelta

import pytest
from sqlalchemy import func, select
from werkzeug.datastructures import FileStorage
from werkzeug.test import encode_multipart

from app import create_app
from extensions import db
from models import Correction, Entry, Event, Game, Match, Player, Seat, Session, Tournament
from rules.night import time_winner
from tests.conftest import SECRET, dispose, make_app
from tests.games import every
from tests.web.import_files import long_session
from tests.web.night import NightActions, entries_for, text_of
from tests.web.test_bahasa import leaks, speak

# Each game's tables and a target a timed round does not reach at once (tests/games/<kind>.py).
PER_SIDE = {kind: game.EVENT_TABLE[1] for kind, game in every().items()}
TABLE_SIZE = {kind: str(game.EVENT_TABLE[0]) for kind, game in every().items()}
SIDES = {kind: game.EVENT_TABLE[0] // game.EVENT_TABLE[1] for kind, game in every().items()}
TARGET = {kind: game.LONG_TARGET for kind, game in every().items()}
MODELS = (Tournament, Entry, Match, Correction, Session, Game, Seat, Event, Player)


@pytest.fixture
def client(app):
    with app.app_context():
        yield app.test_client()


def counts():
    return [db.session.scalar(select(func.count()).select_from(model)) for model in MODELS]


def post_file(client, raw, status=303):
    """Posts `raw` (bytes, or a document to dump) to the event import; returns the
    response."""
    if not isinstance(raw, bytes):
        raw = json.dumps(raw).encode()
    boundary, body = encode_multipart({"file": FileStorage(io.BytesIO(raw), "event.json")})
    response = client.post("/events/import", data=body,
                           content_type=f'multipart/form-data; boundary="{boundary}"')
    if status is not None:
        assert response.status_code == status, response.get_data(as_text=True)[-1500:]
    return response


def run_event(client, kind):
    """An event of three rounds with a bye each round: in round 1 one table played to
    its end (then voided and restored) and the other ended by time; round 2 seated,
    two entries moved, one table under way."""
    night = NightActions(client, kind, entries_for(kind, 2 * SIDES[kind] + 1, PER_SIDE[kind]),
                         table_size=TABLE_SIZE[kind], rounds="3", round_minutes="30",
                         target=TARGET[kind], best_of="3" if kind == "bendomino" else "1")
    one, two, _bye = night.matches(1)
    night.play_match(one, seed=1)
    low = kind == "gaple"  # its penalty scoring: the lower score wins (RULES §GP8.1)
    # Stopped as hand 2 begins with one side ahead: time, tapped then, makes hand 1 the
    # last (docs/events.md), so the match is ended by time, not won.
    night.play_game(night.games_of(two)[0], seed=2, stop=lambda state: state.winner is None
                    and state.hand > 1 and time_winner(list(state.scores), low) is not None)
    night.start_round()  # the round's clock runs from the organiser's tap
    event = night.event
    event.round_started_at -= timedelta(minutes=31)
    db.session.commit()
    assert night.correct("time", table=two.id).status_code == 303
    finish_by_time(night, two, seed=2)
    assert night.correct("void", table=one.id).status_code == 303
    assert night.correct("restore", table=one.id).status_code == 303
    night.next_round()
    one, _two, bye = night.matches(2)
    assert night.correct("move", entry=bye.entry_ids[0],
                         other=one.entry_ids[0]).status_code == 303
    logged = []
    night.play_game(night.games_of(one)[0], seed=3,
                    stop=lambda state: logged.append(1) or len(logged) > 6)
    return night


def finish_by_time(night, match, seed):
    """Plays the hand in play at `match`'s table, ended by time, to its end, and one
    more while the scores are level (the event's default): the match is then decided
    (docs/events.md)."""
    game = night.games_of(match)[0]

    def status():
        return night.standings_json()["rounds"][match.round - 1]["tables"][
            match.table_no - 1]["status"]
    while status() not in ("ended", "over"):
        table = night.tables[game.id]
        hand, logged = table.state.hand, len(table.actions)
        night.play_game(game, seed, stop=lambda state: state.hand > hand)
        assert len(table.actions) > logged, (status(), table.state)


@pytest.mark.parametrize("kind", sorted(PER_SIDE))
def test_an_event_round_trips_through_its_file(client, kind):
    night = run_event(client, kind)
    exported = night.standings_json()
    assert exported["format"] == "domino-table-event" and exported["version"] == 2
    assert [c["kind"] for c in exported["corrections"]] == ["start", "time", "void", "restore",
                                                             "move"]
    assert [[t["status"] for t in r["tables"]] for r in exported["rounds"]] == [
        ["over", "ended"], ["playing", "waiting"]]
    games = [(t["status"], g) for r in exported["rounds"] for t in r["tables"]
             for g in t["games"]]
    assert all(g["kind"] == kind and (g["events"] or status == "waiting")
               for status, g in games)
    before = night.event
    response = post_file(client, json.dumps(exported).encode())
    token = response.headers["Location"].rsplit("/", 1)[-1]
    assert token != before.edit_token
    imported = db.session.scalars(select(Tournament).where(Tournament.edit_token == token)).one()
    assert imported.view_token != before.view_token
    again = client.get(f"/e/{imported.view_token}/export.json").get_json()
    assert again == exported  # standings, rounds, corrections, scores and every event
    old = {m.session.edit_token for m in db.session.scalars(
        select(Match).where(Match.tournament_id == before.id)) if m.session}
    new = [m for m in db.session.scalars(select(Match).where(
        Match.tournament_id == imported.id)) if m.session]
    assert new and not old & {m.session.edit_token for m in new}  # new table links
    page = client.get(response.headers["Location"])
    assert page.status_code == 200 and imported.name in page.get_data(as_text=True)
    for match in new:  # every table's game screen opens on its new link
        game = db.session.scalars(select(Game).where(Game.session_id == match.session_id)
                                  .order_by(Game.id)).first()
        assert client.get(f"/s/{match.session.edit_token}/g/{game.id}").status_code == 200


def test_an_imported_event_goes_on(client):
    """The import is an event like any other: its tables play on and the next round
    is seated from its standings."""
    night = NightActions(client, "bendomino", entries_for("bendomino", 4, 1), table_size="2",
                         rounds="2")
    one = night.matches(1)[0]
    night.play_match(one, seed=1)
    response = post_file(client, night.standings_json())
    copy_of = NightActions.opened(client, "bendomino", response.headers["Location"])
    assert [len(m.entry_ids) for m in copy_of.matches(1)] == [2, 2]
    for match in copy_of.matches(1)[1:]:
        copy_of.play_match(match, seed=2)
    copy_of.next_round()
    assert len(copy_of.matches(2)) == 2
    rows = copy_of.standings_json()["standings"]
    assert sum(r["won"] for r in rows) == 2


@pytest.fixture(scope="module")
def event_file(tmp_path_factory):
    """A two-round Bendomino event's file: round 1 played (two tables), a correction,
    round 2 seated. Played once for the module, on an app of its own: the file is data,
    and each test posts it to its own app."""
    path = tmp_path_factory.mktemp("event-file") / "event.db"
    app = make_app(f"sqlite:///{path}", WTF_CSRF_ENABLED=False)
    with app.app_context():
        night = NightActions(app.test_client(), "bendomino", entries_for("bendomino", 4, 1),
                             table_size="2", rounds="3")
        for match in night.matches(1):
            night.play_match(match, seed=match.table_no)
        assert night.correct("void", table=night.matches(1)[0].id).status_code == 303
        night.next_round()
        document = night.standings_json()
    dispose(app)
    return document


@pytest.fixture
def document(event_file):
    """The event's file, a copy of its own for each test."""
    return copy.deepcopy(event_file)


def changed(document, change):
    doc = copy.deepcopy(document)
    change(doc)
    return doc


def first_game(doc):
    return doc["rounds"][0]["tables"][0]["games"][0]


def _set(path, value):
    def change(doc):
        *parents, last = path
        target = doc
        for key in parents:
            target = target[key]
        target[last] = value
    return change


def _second_play_by_the_first_seat(doc):
    events = first_game(doc)["events"]
    events[1]["payload"]["seat"] = events[0]["payload"]["seat"]


def _undecided(doc):
    table = doc["rounds"][0]["tables"][1]
    table["games"] = table["games"][:1]
    table["games"][0]["events"] = table["games"][0]["events"][:2]


REFUSALS = [
    ("not-json", b'{"format": "domino-table-event",', "is not valid JSON at line 1"),
    ("session-file", {"format": "domino-table", "version": 1}, "This is a session's file"),
    ("old-version", _set(("version",), 1), "version 1 of the event format"),
    ("unknown-kind", _set(("event", "kind"), "chess"), "The event's game must be one of"),
    ("bad-options", _set(("event", "options", "target"), "many"),
     "The event's options do not hold"),
    ("game-kind", lambda doc: first_game(doc).update(kind="chess"),
     "Round 1, table 1, Game 1: the kind must be one of"),
    ("rules-refuse", _second_play_by_the_first_seat, "Round 1, table 1, Game 1 (Bendomino), "
                                                     "event 2 (play)"),
    ("entry-unknown", _set(("rounds", 0, "tables", 0, "entries"), [1, 9]),
     "Round 1, table 1: a table seats 2 different entries"),
    ("entry-twice", _set(("rounds", 1, "byes"), [1]),
     "Round 2: every entry sits at one table or has a bye, once"),
    ("entry-players", _set(("entries", 0, "players"), ["Ana", "Budi"]),
     "Entry 1: an entry is 1 player, by name"),
    ("player-twice", lambda doc: doc["entries"][1].update(players=doc["entries"][0]["players"]),
     "Each player is entered once"),
    ("rounds-missing", lambda doc: doc["rounds"].pop(), "The event is at round 2"),
    ("seats-swapped", lambda doc: doc["rounds"][0]["tables"][0].update(
        entries=doc["rounds"][0]["tables"][0]["entries"][::-1]),
     "Round 1, table 1, Game 1: each seat must hold a player of the entry"),
    ("correction-table", _set(("corrections", 0, "payload", "table"), 9),
     "Correction 1: it must name a table of a round seated"),
    ("undecided", _undecided, "Round 1, table 2: its match is not decided"),
    ("too-many-events", lambda doc: first_game(doc).update(events=[{}] * 20_001),
     "one import of an event takes at most 20,000"),
]


@pytest.mark.parametrize("change, said", [r[1:] for r in REFUSALS],
                         ids=[r[0] for r in REFUSALS])
def test_a_file_that_does_not_hold_is_refused_and_writes_nothing(client, document, change,
                                                                 said):
    raw = change if isinstance(change, (bytes, dict)) else changed(document, change)
    before = counts()
    page = text_of(post_file(client, raw, 422).get_data(as_text=True))
    assert said in page, page[-600:]
    assert "Not imported:" in page
    assert counts() == before


def test_a_refusal_of_the_rules_cites_the_section(client, document):
    page = post_file(client, changed(document, _second_play_by_the_first_seat), 422)
    assert re.search(r"RULES §G4|§B\d", text_of(page.get_data(as_text=True)))


def test_a_refusal_in_indonesian(client, document):
    speak(client, "id")
    before = counts()
    for change in (_set(("event", "best_of"), 2), _undecided, _second_play_by_the_first_seat):
        html = post_file(client, changed(document, change), 422).get_data(as_text=True)
        assert "Tidak diimpor" in text_of(html) and leaks(html) == []
    page = client.get("/events/import").get_data(as_text=True)
    assert "Impor lomba" in text_of(page) and leaks(page) == []
    assert counts() == before


def test_a_file_over_2_mb_is_refused(client):
    before = counts()
    page = post_file(client, b" " * (2 * 1024 * 1024 + 1), 413)
    assert "larger than 2 MB" in text_of(page.get_data(as_text=True))
    assert counts() == before


def test_the_import_is_offered_beside_run_an_event(client):
    for url in ("/", "/events/new"):
        assert 'href="/events/import"' in client.get(url).get_data(as_text=True)
    page = client.get("/events/import").get_data(as_text=True)
    assert 'enctype="multipart/form-data"' in page and 'name="file"' in page
    assert post_file(client, {}, 422) and "Choose a file" in text_of(
        client.post("/events/import", data={}).get_data(as_text=True))


@pytest.fixture
def strict(tmp_path, migrated_db):
    """The app with CSRF on and the import limits on: 2 a minute, with counters of its
    own."""
    shutil.copyfile(migrated_db, tmp_path / "t.db")
    app = create_app({"TESTING": True, "SECRET_KEY": SECRET,
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 't.db'}",
                      "RATELIMIT_ENABLED": True, "LIMIT_IMPORTS": "2 per minute",
                      "RATELIMIT_STORAGE_URI": f"domino-sqlite://{tmp_path}/limits.db"})
    yield app
    dispose(app)


def test_the_import_needs_its_csrf_token_and_counts_with_session_imports(strict):
    raw = json.dumps({"format": "domino-table-event", "version": 2}).encode()
    with strict.app_context():
        client = strict.test_client()
        page = client.get("/events/import").get_data(as_text=True)
        token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)
        before = counts()
        refused = client.post("/events/import", data={"file": (io.BytesIO(raw), "e.json")})
        assert refused.status_code == 400 and counts() == before  # no token
        session = client.post("/import", data={"file": (io.BytesIO(long_session(4)), "s.json"),
                                               "csrf_token": token})
        assert session.status_code == 303
        statuses = [client.post("/events/import", data={
            "file": (io.BytesIO(raw), "e.json"), "csrf_token": token}).status_code
            for _ in range(2)]
        assert statuses == [422, 429]  # the session's import and this one: 2 a minute


def _leaves(value, path=()):
    """Every (path, value) of a document's leaves, skipping all but the first two of
    a game's events (the rules' refusals are the session import's tests)."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _leaves(inner, (*path, key))
    elif isinstance(value, list):
        items = value[:2] if path and path[-1] == "events" else value
        for i, inner in enumerate(items):
            yield from _leaves(inner, (*path, i))
    yield path, value


def test_no_damage_to_a_file_is_a_server_error(client, document):
    """Each part of the file, in turn, replaced by a value of another shape: refused
    (or, where that part is only for people reading the file, imported), never a 500."""
    document = changed(document, lambda doc: doc["corrections"].append(
        {"seq": 2, "kind": "move", "payload": {"round": 2, "entry": 1, "with": 2,
                                               "tables": [1, None]},
         "at": "2026-11-29T15:00:00Z"}))
    statuses = set()
    for path, _value in _leaves(document):
        if not path:
            continue
        for bad in (None, -1, "x", {}):
            raw = changed(document, _set(path, bad))
            statuses.add(post_file(client, raw, status=None).status_code)
    assert statuses <= {303, 422}
