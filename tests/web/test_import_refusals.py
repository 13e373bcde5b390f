"""Files an import refuses: each answer is a 422 (413 for a file too large) naming the
game, the event and the RULES section where there is one, and nothing is written.
Damaged files never crash the reader."""
import copy
import io
import json
import shutil
from html import unescape

import pytest
from sqlalchemy import func, select
from werkzeug.datastructures import FileStorage
from werkzeug.test import encode_multipart

from app import create_app
from extensions import db
from models import Event, Game, Player, Seat, Session
from tests.conftest import SECRET, dispose
from tests.web.table import TableActions
from tests.web.test_bahasa import leaks, speak, visible
from views.games.registry import KINDS as GAMES
from views.exchange.table_file import FileRefused, read_document

RULES = GAMES  # every registered game, as the import reads them
WORKED = [(0, "4-4", None), (1, "4-1", "right"), (0, "4-6", "left"), (1, "4-3", "up")]


@pytest.fixture
def document(app, client):
    """A two-player Straight game's file: four plays of the RULES §S worked example,
    then an undo of the fourth (events 1-5)."""
    with app.app_context():
        table = TableActions(client)
        for seat, tile, end in WORKED:
            assert table.play(seat, tile, end).status_code == 200
        assert table.undo().status_code == 200
        yield json.loads(client.get(f"/s/{table.token}/export.json").data)


def counts():
    return [db.session.scalar(select(func.count()).select_from(model))
            for model in (Session, Player, Game, Seat, Event)]


def refused(client, raw, status=422):
    """Post `raw` (bytes, or a document to dump) and check nothing was written.
    Returns the page's text."""
    if not isinstance(raw, bytes):
        raw = json.dumps(raw).encode()
    before = counts()
    # Encoded here, in memory: the test client spools a large body to a file it never closes.
    boundary, body = encode_multipart({"file": FileStorage(io.BytesIO(raw), "x.json")})
    response = client.post("/import", data=body,
                           content_type=f'multipart/form-data; boundary="{boundary}"')
    assert response.status_code == status, response.get_data(as_text=True)[-1500:]
    assert counts() == before
    return response.get_data(as_text=True)


def changed(document, change):
    doc = copy.deepcopy(document)
    change(doc)
    return doc


def events(doc):
    return doc["games"][0]["events"]


def test_not_json(document, client):
    assert "not valid JSON" in refused(client, b'{"format": "domino-table", ')
    assert "not UTF-8" in refused(client, b"\xff\xfe\xfa")
    assert "nested too deeply" in refused(client, b"[" * 100_000 + b"]" * 100_000)
    assert "not valid JSON" in refused(client, b'{"version": NaN}')


# The JSON parser's own words are English and speak of "delimiters" and "char"
# offsets: a refusal says instead what should be there, at which line and column
# (from 1, as an editor counts them), in the phone's language.
@pytest.mark.parametrize("raw, english, indonesian", [
    pytest.param(b'{"format": "domino-table", ',
                 "line 1, column 28: a name in double quotes should come here",
                 "baris 1, kolom 28: seharusnya ada nama dalam tanda kutip ganda di sini",
                 id="unfinished-object"),
    pytest.param(b'{"format": "domino-table",\n "version" 1}',
                 "line 2, column 12: a colon (:) should come here",
                 "baris 2, kolom 12: seharusnya ada titik dua (:) di sini", id="no-colon"),
    pytest.param(b'{"a": [1, 2,\n\n   }', "line 3, column 4: a value",
                 "baris 3, kolom 4: seharusnya ada nilai di sini", id="trailing-comma"),
    pytest.param(b'{"title": "x', "line 1, column 11: a text in double quotes starts here",
                 "baris 1, kolom 11: teks dalam tanda kutip ganda dimulai di sini",
                 id="unterminated-text"),
    pytest.param(b'[1, 2] [3]', "line 1, column 8: the file goes on after its JSON has ended",
                 "baris 1, kolom 8: file masih berlanjut", id="extra-data"),
    pytest.param(b'{"title": "NaN", "version": NaN}',
                 "line 1, column 29: NaN is not a number JSON allows",
                 "baris 1, kolom 29: NaN bukan angka yang diizinkan JSON", id="nan"),
    pytest.param(b"", "The file is empty.", "File kosong.", id="empty"),
    pytest.param(b"  \n ", "The file is empty.", "File kosong.", id="only-spaces"),
])
def test_not_json_says_what_and_where(document, client, raw, english, indonesian):
    assert english in refused(client, raw).replace("&#39;", "'")
    speak(client, "id")
    html = refused(client, raw)
    assert indonesian in html and leaks(html) == []
    assert not {"Expecting", "delimiter", "char"} & set(visible(html).split())


def test_every_parser_error_has_its_words_in_the_catalogue():
    """What a refusal says for each of the parser's errors (and for one it does not
    know) is an entry of the Indonesian catalogue, translated."""
    from tests.web.words import catalogue
    from views.exchange.table_file import JSON_ERRORS, NOT_JSON
    translated = {m.id for m in catalogue() if m.string}
    assert set(JSON_ERRORS.values()) | {NOT_JSON} <= translated


def test_an_event_refused_reads_in_indonesian(document, client):
    """RULES G4: event 2 logged by Ana on Budi's turn. The event's kind is said as the
    screens say it (a play is a "langkah"), the players by name."""
    speak(client, "id")
    html = refused(client, changed(document, lambda d: events(d)[1]["payload"].update(seat=0)))
    assert "Permainan 1 (Domino Lurus), kejadian 2 (langkah): sekarang giliran Budi, " \
           "bukan Ana" in html and "RULES §G4" in html
    assert leaks(html) == []
    html = refused(client, changed(document, lambda d: events(d)[1]["payload"].update(
        tile="41")))
    assert "kejadian 2 (langkah): kartu ditulis sebagai dua angka 0-6" in html
    assert leaks(html) == []


def test_options_the_rules_cannot_read_are_refused_in_words(document, client):
    """A value of the wrong type: the rules' words when they have them, never Python's
    ("unhashable type")."""
    game = {"kind": "bendomino", "options": {"players": [3], "target": 100,
                                             "voluntary_draw": True, "tie": "nobody"},
            "first_seat": None, "seats": ["Ana", "Budi"], "created_at": document["created_at"],
            "events": []}
    html = refused(client, changed(document, lambda d: d.update(games=[game])))
    assert "Bendomino is for 2 to 4 players" in html and "unhashable" not in html


def test_wrong_format_or_version(document, client):
    assert "not a Domino Table file" in refused(client, changed(document, lambda d: d.update(
        format="something-else")))
    assert "not a Domino Table file" in refused(client, b"[1, 2, 3]")
    # An event's file is named as such and sent to the import that reads it.
    assert "This is an event's file: import it with Import an event." in unescape(refused(
        client, changed(document, lambda d: d.update(format="domino-table-event"))))
    assert "version 2 of the Domino Table format" in refused(client, changed(
        document, lambda d: d.update(version=2)))


def test_an_illegal_action_names_the_game_the_event_and_the_rule(document, client):
    def misplay(doc):
        events(doc)[2]["payload"]["tile"] = "6-5"  # fits neither open end (4 and 1)
    html = refused(client, changed(document, misplay))
    assert "Game 1 (Straight Domino), event 3 (play)" in html and "RULES §S4.4" in html


def test_out_of_turn_names_the_players(document, client):
    html = refused(client, changed(document, lambda d: events(d)[1]["payload"].update(seat=0)))
    assert "event 2 (play): it is Budi&#39;s turn, not Ana&#39;s" in html
    assert "RULES §G4" in html


def test_the_chosen_first_leader_leads(document, client):
    html = refused(client, changed(document, lambda d: d["games"][0].update(first_seat=1)))
    assert "event 1 (play)" in html and "RULES §G4" in html


@pytest.mark.parametrize("change", [
    lambda d: events(d)[2].update(seq=5),
    lambda d: events(d).pop(1),
    lambda d: events(d).reverse(),
    lambda d: events(d)[0].update(seq=True),
    lambda d: events(d)[0].update(seq=1.0),
], ids=["gap", "missing", "reversed", "bool", "float"])
def test_events_are_numbered_in_order(document, client, change):
    assert "events are numbered 1, 2, 3… in order" in refused(client, changed(document, change))


@pytest.mark.parametrize("voids", [3, 5, 9, "4", None])
def test_an_undo_takes_back_the_latest_live_action(document, client, voids):
    html = refused(client, changed(document, lambda d: events(d)[4]["payload"].update(
        voids=voids)))
    assert "event 5" in html and "RULES §G6" in html


def test_an_undo_needs_something_to_undo(document, client):
    def undo_first(doc):
        events(doc)[:] = [dict(events(doc)[4], seq=1, payload={"type": "undo", "voids": 1})]
    assert "RULES §G6" in refused(client, changed(document, undo_first))


@pytest.mark.parametrize("change, message", [
    (lambda d: d["games"][0]["options"].update(players=5), "2 to 4 players"),
    (lambda d: d["games"][0]["options"].update(hand_size=9, players=4), "28 tiles"),
    (lambda d: d["games"][0]["options"].update(wild=True), "options do not hold"),
    (lambda d: d["games"][0].update(options=[]), "options must be an object"),
    (lambda d: d["games"][0].update(kind="chess"), "kind must be one of"),
    (lambda d: d["games"][0].update(seats=["Ana", "Ana"]), "a different one of the session"),
    (lambda d: d["games"][0].update(seats=["Ana", "Eka"]), "a different one of the session"),
    (lambda d: d["games"][0].update(seats=["Ana"]), "needs 2 seats"),
    (lambda d: d["games"][0].update(first_seat=2), "first seat"),
    (lambda d: d.update(players=["Ana", "ana"]), "different name"),
    (lambda d: d.update(players=["Ana"]), "2 to 4 players"),
    (lambda d: d.update(players=["Ana", "x" * 41]), "1 to 40 characters"),
    (lambda d: d.update(players=["Ana", "\u200b\u2060"]), "1 to 40 characters"),
    (lambda d: d.update(title="\x00"), "title"),
    (lambda d: d.update(created_at="yesterday"), "ISO 8601"),
    (lambda d: events(d)[0].update(at=None), "ISO 8601"),
    (lambda d: d.update(games={}), "list of at most"),
    (lambda d: events(d)[0].update(kind="draw"), "logged as"),
    (lambda d: events(d)[0]["payload"].update(note="x" * 1000), "a play has no note"),
    (lambda d: events(d)[0].update(payload=[]), "a kind and a payload"),
    (lambda d: events(d)[0]["payload"].update(type="fly", seat=0) or events(d)[0].update(
        kind="fly"), "unknown action"),
], ids=lambda value: value if isinstance(value, str) else "")
def test_malformed_files(document, client, change, message):
    assert message in refused(client, changed(document, change))


def test_no_file(app, client):
    with app.app_context():
        before = counts()
        response = client.post("/import", data={}, content_type="multipart/form-data")
        assert response.status_code == 422 and "Choose a file" in response.get_data(as_text=True)
        assert counts() == before


def test_a_huge_file(document, client):
    padding = changed(document, lambda d: d.update(title="x" * (2 * 1024 * 1024)))
    assert "larger than 2 MB" in refused(client, padding, status=413)


def test_the_import_post_needs_its_csrf_token(tmp_path, migrated_db, document):
    path = tmp_path / "csrf.db"
    shutil.copyfile(migrated_db, path)
    app = create_app({"TESTING": True, "SECRET_KEY": SECRET,
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{path}"})
    try:
        with app.app_context():
            client = app.test_client()
            assert 'name="csrf_token"' in client.get("/import").get_data(as_text=True)
            refused(client, document, status=400)
    finally:
        dispose(app)


def test_damaged_files_are_refused_never_crash(document):
    """Every value of the file replaced by each of a few wrong ones: the reader answers
    with a SessionFile or FileRefused, nothing else."""
    wrong = [None, True, -1, 1.5, 10**30, "", "x", [], {}, [None], {"type": "play"}]
    paths = list(_paths(document))
    for path in paths:
        for value in wrong:
            doc = copy.deepcopy(document)
            _set(doc, path, value)
            try:
                read_document(json.dumps(doc).encode(), RULES)
            except FileRefused:
                pass
    assert len(paths) > 50


def _paths(node, path=()):
    items = node.items() if isinstance(node, dict) else enumerate(node)
    for key, value in items:
        yield path + (key,)
        if isinstance(value, (dict, list)):
            yield from _paths(value, path + (key,))


def _set(node, path, value):
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value


@pytest.mark.parametrize("tile", ["４-１", "4 - 1", " 4-1 ", "41", 41])
def test_tiles_are_written_as_the_app_writes_them(document, client, tile):
    html = refused(client, changed(document, lambda d: events(d)[1]["payload"].update(tile=tile)))
    assert "event 2" in html and "RULES §G1" in html


def test_options_and_numbers_out_of_bounds(document, client):
    html = refused(client, changed(document, lambda d: d["games"][0]["options"].update(
        target=10**30)))
    assert "target must be 1 to 10000" in html
    html = refused(client, changed(document, lambda d: d["games"][0]["options"].update(bogus=1)))
    assert "there is no option &#39;bogus&#39;" in html and "__init__" not in html
    raw = json.dumps(document).replace('"version": 1', '"version": 1' + "0" * 5000).encode()
    assert "too long" in refused(client, raw)


def test_a_fractional_seat_is_named_as_written(document, client):
    html = refused(client, changed(document, lambda d: events(d)[1]["payload"].update(seat=1.0)))
    assert "Budi.0" not in html


def test_one_import_takes_a_bounded_number_of_events(document, client):
    """A file of more events than MAX_EVENTS is refused before any is replayed, so a
    2 MB import cannot hold a worker for seconds while the tables wait."""
    from views.exchange.table_file import MAX_EVENTS
    game = document["games"][0]
    game["events"] = game["events"] * (MAX_EVENTS // len(game["events"]) + 1)
    page = refused(client, document)
    assert "at most 5,000" in page
