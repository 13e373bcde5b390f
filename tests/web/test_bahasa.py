"""The app in Bahasa Indonesia (issue 10): every page, fragment and refusal reads in
the phone's language, with the RULES section kept; the switch is remembered per device.

How a string shown to a user but never marked for translation is caught: every word
of the English msgids that the Indonesian catalogue never uses is an English-only
word ("the", "tile", "hand", ...). A page rendered in Indonesian whose visible text
(text nodes and the attributes a person reads or hears: title, aria-label,
placeholder, alt) holds one of those words shows English that never went through
the catalogue. Player names and tiles are not catalogue words, so they never trip it.
"""
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from flask_babel import refresh

from tests.web.review_games import BENDOMINO_ACTIONS, MOON_ACTIONS, STRAIGHT_ACTIONS
from tests.web.table import HX, TableActions
from tests.web.words import PLACEHOLDER, glossary
from views.games.registry import KINDS
from tests.web.test_review_pages import logged

ROOT = Path(__file__).resolve().parents[2]
PO = ROOT / "translations" / "id" / "LC_MESSAGES" / "messages.po"
ID = {"Accept-Language": "id"}
EN = {"Accept-Language": "en"}


def catalogue():
    with PO.open("rb") as f:
        return read_po(f)


def _words(text):
    text = re.sub(r"%\(\w+\)[sd]|\{[^}]*\}", " ", text)  # placeholders are not words
    return {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z_'’-]*[A-Za-z]", text)}


def english_only_words():
    """Words of the English msgids that no Indonesian msgstr uses."""
    english, indonesian = set(), set()
    for message in catalogue():
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in ids:
            english |= _words(text)
        for text in strings:
            indonesian |= _words(text)
    return english - indonesian


ENGLISH_ONLY = english_only_words()


class _Visible(HTMLParser):
    """Text a person reads or hears: text nodes (not scripts or styles) and the
    title, aria-label, placeholder and alt attributes."""

    def __init__(self):
        super().__init__()
        self.parts, self._skip = [], 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self._skip += 1
        self.parts += [v for k, v in attrs if k in ("title", "aria-label", "placeholder",
                                                      "alt") and v]

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.parts.append(data)


def visible(html):
    parser = _Visible()
    parser.feed(html)
    return " ".join(" ".join(parser.parts).split())


def leaks(html):
    """English-only words in the visible text of `html`. A link shown as text (a share
    link) is left out: its random token can hold letters like "nd" between digits."""
    text = " ".join(w for w in visible(html).split() if "://" not in w)
    return sorted(_words(text) & ENGLISH_ONLY)


def speak(client, language):
    """Every later request of `client` asks for `language`. The tests hold one app
    context across requests, where Flask-Babel keeps the locale it chose: refresh it."""
    client.environ_base["HTTP_ACCEPT_LANGUAGE"] = language
    refresh()


def read(response, status=200):
    assert response.status_code == status, response.status_code
    return response.get_data(as_text=True)


# The catalogue ------------------------------------------------------------------

def test_indonesian_catalogue_is_complete():
    untranslated = [m.id for m in catalogue() if m.id and (
        not all(m.string) if isinstance(m.string, tuple) else not m.string)]
    fuzzy = [m.id for m in catalogue() if m.id and m.fuzzy]
    assert untranslated == [] and fuzzy == []


def test_catalogue_is_up_to_date_with_the_code(tmp_path):
    """`make translations` was run after the last marked string changed (extracted
    with the Makefile's keywords)."""
    from babel.messages.frontend import CommandLineInterface
    pot = tmp_path / "messages.pot"
    keywords = re.search(r"^BABEL_KEYWORDS := (.*)$", (ROOT / "Makefile").read_text(),
                         re.M)[1].split()
    CommandLineInterface().run([
        "pybabel", "-q", "extract", "-F", str(ROOT / "babel.cfg"), *keywords,
        "-o", str(pot), str(ROOT)])
    def keys(messages):
        return {(m.context or "", m.id if isinstance(m.id, str) else tuple(m.id))
                for m in messages if m.id}
    with pot.open("rb") as f:
        extracted = keys(read_po(f))
    po = keys(catalogue())
    assert sorted(map(str, extracted - po)) == [] and sorted(map(str, po - extracted)) == []


def test_translations_keep_every_placeholder():
    """A msgstr names the same parameters as its msgid, so formatting never fails."""
    def fields(text):
        return sorted(set(re.findall(r"%\(\w+\)[sd]|\{[^}]*\}", text)))
    wrong = []
    for m in catalogue():
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        wanted = fields(ids[-1])
        wrong += [(ids[0], s) for s in strings if fields(s) != wanted
                  and fields(s) != fields(ids[0])]
    assert wrong == []


def test_the_leak_check_catches_english():
    assert {"the", "tile", "fits", "hand", "tricks"} <= ENGLISH_ONLY
    assert leaks("<p>Ana <span title='the open ends'>6-4</span></p>") == ["ends", "open",
                                                                          "the"]
    assert leaks("<p>Budi memainkan 6-4 di ujung kiri</p>") == []


def test_indonesian_rules_have_every_section_of_the_english():
    """docs/RULES.id.md translates docs/RULES.md: the same sections, in the same order,
    each with its bold label, and the same worked-example tables."""
    english = ROOT / "docs" / "RULES.md"
    indonesian = (ROOT / "docs" / "RULES.id.md").read_text(encoding="utf-8")
    if not english.exists():
        pytest.skip("docs/RULES.md is not in this checkout")
    english = english.read_text(encoding="utf-8")

    def sections(text):
        return re.findall(r"^\s*- \*\*((?:GP|[GSMB])\d+(?:\.\d+)?)(?: [^*]+)?\*\*", text, re.M)

    def table_rows(text):
        return len(re.findall(r"^\|", text, re.M))
    assert sections(indonesian) == sections(english) and len(sections(english)) > 30
    assert {"GP3.4", "GP10.4", "S5.3"} <= set(sections(english))
    assert table_rows(indonesian) == table_rows(english)


# The language chosen -------------------------------------------------------------

def test_accept_language_picks_indonesian_and_english_stays_the_default(client):
    assert 'lang="id"' in read(client.get("/", headers=ID))
    assert "Sesi baru" in read(client.get("/", headers={"Accept-Language": "id-ID,id;q=0.9"}))
    assert "New session" in read(client.get("/", headers={"Accept-Language": "fr"}))
    assert "New session" in read(client.get("/"))


def test_the_switch_is_remembered_and_goes_back(client):
    back = client.get("/language/id?next=/sessions")
    assert back.status_code == 303 and back.headers["Location"] == "/sessions"
    assert "lang=id" in back.headers["Set-Cookie"]
    assert "Sesi Anda" in read(client.get("/sessions", headers=EN))  # the cookie wins
    client.get("/language/en")
    assert "Your sessions" in read(client.get("/sessions", headers=ID))


def test_the_switch_never_leaves_the_site(client):
    for target in ("http://evil.example/x", "//evil.example/x", "javascript:alert(1)", "",
                   "/\\evil.example/x"):
        response = client.get("/language/id", query_string={"next": target})
        assert response.headers["Location"] == "/"


def test_every_page_has_the_switch_as_plain_links(client):
    html = read(client.get("/", headers=ID))
    assert 'href="/language/en?next=/"' in html and 'href="/language/id?next=/"' in html
    assert "<script>" not in html and "onclick" not in html


def test_manifest_speaks_the_phone_language(client):
    data = client.get("/manifest.webmanifest", headers=ID).get_json()
    assert data["name"] == "Meja Domino" and data["lang"] == "id"
    assert client.get("/manifest.webmanifest", headers=EN).get_json()["name"] == "Domino Table"


# Every screen in Indonesian --------------------------------------------------------

def pages_of(client, table):
    """The game screen, its poll fragment, its score working, review and export page."""
    yield table.url, read(client.get(table.url, headers=ID))
    yield "poll", read(client.get(f"{table.url}/poll", headers={**ID, **HX}))
    yield "working", read(client.get(f"{table.url}/working?side=0", headers={**ID, **HX}))
    yield "review", read(client.get(f"{table.url}/review", headers=ID))


@pytest.mark.parametrize("kind, actions, names, options", [
    ("straight", STRAIGHT_ACTIONS, ("Ana", "Budi"),
     {"hand_size": 5, "target": 25, "partnerships": False}),
    ("moon", MOON_ACTIONS, ("Ana", "Budi", "Citra", "Dewi"), {}),
    ("bendomino", BENDOMINO_ACTIONS, ("Ana", "Budi", "Citra"), {}),
])
def test_finished_games_read_in_indonesian(app, client, kind, actions, names, options):
    with app.app_context():
        table = logged(client, actions, names=names, kind=kind, **options)
        speak(client, "id")
        for where, html in pages_of(client, table):
            assert leaks(html) == [], (where, visible(html))
        session = read(client.get(f"/s/{table.token}", headers=ID))
        assert leaks(session) == []
        player = re.search(r'href="(/players/\d+)"', session)
        if player:
            assert leaks(read(client.get(player.group(1), headers=ID))) == []


@pytest.mark.parametrize("path", ["/", "/sessions", "/import", "/check",
                                  *(f"/check/{kind}" for kind in KINDS)])
def test_home_pages_read_in_indonesian(client, path):
    assert leaks(read(client.get(path, headers=ID))) == []


@pytest.mark.parametrize("kind", list(KINDS))
def test_new_game_forms_read_in_indonesian(app, client, kind):
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra", "Dewi"), kind=kind)
        speak(client, "id")
        assert leaks(read(client.get(f"/s/{table.token}/games/new?kind={kind}",
                                     headers=ID))) == []


def test_import_refusal_reads_in_indonesian(client):
    from io import BytesIO
    response = client.post("/import", headers=ID, data={
        "file": (BytesIO(b'{"format": "something else"}'), "x.json")})
    html = read(response, 422)
    assert "Tidak diimpor:" in html and leaks(html) == []


def test_error_pages_read_in_indonesian(app, client):
    @app.get("/boom")
    def boom():
        raise RuntimeError("boom")

    html = read(client.get("/s/nothing-here", headers=ID), 404)
    assert "Tidak ditemukan" in html and leaks(html) == []
    too_large = read(client.post("/sessions", headers=ID, data="x" * (3 * 2 ** 20),
                                 content_type="application/x-www-form-urlencoded"), 413)
    assert "Terlalu besar" in too_large and leaks(too_large) == []
    app.testing = False
    crash = read(client.get("/boom", headers=ID), 500)
    assert "Terjadi kesalahan" in crash and leaks(crash) == []


def test_refusal_reads_in_indonesian_with_its_section(app, client):
    """RULES S4 worked example: lead 4-4, then 6-6 fits nowhere (S4.4)."""
    with app.app_context():
        table = TableActions(client, partnerships=False)
        speak(client, "id")
        assert table.play(0, "4-4").status_code == 200
        html = read(table.play(1, "6-6"), 422)
        assert "6-6 tidak cocok: ujung terbuka adalah 4 (kiri), 4 (kanan)" in html
        assert "RULES §S4.4" in html and "Tidak dicatat:" in html
        assert leaks(html) == []
        speak(client, "en")
        english = read(table.play(1, "6-6"), 422)
        assert "6-6 does not fit: the open ends are 4 (left), 4 (right)" in english


def test_checker_verdict_reads_in_indonesian(app, client):
    """RULES S5/S6: lead 5-5 counts 10 and scores 10."""
    with app.app_context():
        table = TableActions(client, partnerships=False)
        speak(client, "id")
        html = read(table.check("play 5-5", 0))
        assert "5-5 membuka: jumlah 10" in html and "mencetak 10" in html
        assert leaks(html) == []


def test_turn_refusal_names_the_players_in_indonesian(app, client):
    """RULES G4: Ana (seat 0) leads 4-4, then logs again on Budi's turn. The refusal
    names whose turn it is by name, as the English does ("it is Budi's turn, not
    Ana's"): the glossary's "kursi 1" is for a seat whose player is not known."""
    said = next(m.string for m in catalogue() if m.id == "it is {turn}'s turn, not {seat}'s")
    with app.app_context():
        table = TableActions(client, partnerships=False)
        speak(client, "id")
        table.play(0, "4-4")
        html = read(table.play(0, "4-1", "right"), 422)
        assert said.format(turn="Budi", seat="Ana") in html and "RULES §G4" in html
        assert "kursi" not in said and leaks(html) == []
        speak(client, "en")
        english = read(table.play(0, "4-1", "right"), 422)
        assert "it is Budi's turn, not Ana's" in english.replace("&#39;", "'")


def test_moon_screens_read_in_indonesian_while_bidding(app, client):
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra", "Dewi"), kind="moon")
        speak(client, "id")
        table.bid(0, 5)
        html = read(table.bid(1, 4), 422)
        assert "bid harus melebihi bid tertinggi 5" in html and "RULES §M4" in html
        assert leaks(html) == []


def test_bendomino_screen_reads_in_indonesian(app, client):
    with app.app_context():
        table = TableActions(client, kind="bendomino")
        speak(client, "id")
        assert leaks(read(client.get(table.url))) == []
        html = read(table.draw(0), 422)
        assert "RULES §B2" in html and leaks(html) == []


def test_a_bendomino_round_says_ubin_never_kartu(app, client):
    """GLOSSARY: a Bendomino tile is an "ubin", in every string of its screen; "kartu"
    is every other game's tile. A whole round, its reports included, says so."""
    from rules import bendomino
    from tests.rules.bendomino_table import BendominoTable
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra"), kind="bendomino")
        speak(client, "id")
        sim = BendominoTable(bendomino.Options(3), seed=5, draw_rate=0.2)
        seen = set()
        while sim.state.hand == 1 and (action := sim.next_action()) is not None:
            sim.apply(action)
            text = visible(read(table.log(action)))
            seen.add(sim.state.phase)
            assert "kartu" not in text.lower(), (action, text)
            if sim.state.phase == "play":  # the check mode's sheet of tiles shown (G7)
                checking = visible(read(client.get(f"{table.url}?check=1")))
                assert "ubin" in checking and "kartu" not in checking.lower()
            if action["type"] == "draw":  # undone and done again: "mengambil ubin"
                undone = visible(read(table.undo()))
                assert "mengambil ubin" in undone and "kartu" not in undone.lower()
                read(table.log(action))
            if sim.state.phase == "reports" and "refused" not in seen:
                # A report of one tile from a hand of several (RULES G8), refused.
                seat = sim.state.reports_due[0]
                refused = visible(read(table.post("reveal", seat, tiles=[
                    str(sim.hands[seat][0])]), 422))
                seen.add("refused")
                assert "G8" in refused and "kartu" not in refused.lower(), refused
    assert "reports" in seen


def test_csv_speaks_the_language_and_json_stays_neutral(app, client):
    with app.app_context():
        table = logged(client, STRAIGHT_ACTIONS, hand_size=5, target=25, partnerships=False)
        speak(client, "id")
        csv_id = read(client.get(f"/s/{table.token}/export.csv"))
        json_id = client.get(f"/s/{table.token}/export.json").get_json()
        speak(client, "en")
        csv_en = read(client.get(f"/s/{table.token}/export.csv"))
        json_en = client.get(f"/s/{table.token}/export.json").get_json()
        assert csv_id.splitlines()[0] != csv_en.splitlines()[0]
        assert "Ronde" in csv_id.splitlines()[0] and leaks(csv_id) == []
        assert json_id == json_en


def test_a_scores_working_says_plays_as_the_popover_does(app, client):
    """RULES S6 worked example (hand 1: Ana +10 and Budi +20 for plays): the CSV's
    working and the score popover call plays by the glossary's word for a play, not
    its word for a game."""
    rows = {english: indonesian for english, indonesian, _ in glossary()}
    play, game = rows["play (a tile laid, a move)"], rows["game"]
    with app.app_context():
        table = logged(client, STRAIGHT_ACTIONS, hand_size=5, target=25, partnerships=False)
        speak(client, "id")
        csv = read(client.get(f"/s/{table.token}/export.csv"))
        popover = visible(read(client.get(f"{table.url}/working?side=1", headers=HX)))
    working = csv.split('"')[1]  # hand 1's, the first quoted cell
    line = play[0].upper() + play[1:]  # each working line starts with a capital
    assert f"{line} Ana +10: 4-0 bawah" in working and f"{line} Budi +20" in working
    assert f"{play} 20" in popover
    assert game not in working.lower() and game not in popover.lower()


def test_form_errors_read_in_indonesian(app, client):
    """WTForms has no Indonesian: its messages come from the app's catalogue."""
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi"))
        speak(client, "id")
        html = client.post(f"/s/{table.token}/games", data={
            "kind": "straight", "target": 0, "hand_size": 7, "spinner": "first-double",
            "counting": "standard", "first": "0", "seats-0": 1, "seats-1": 2,
            "seats-2": -1, "seats-3": -1}).get_data(as_text=True)
        assert "Angka harus antara 5 dan 10000." in html and leaks(html) == []
        bad_link = read(client.get("/check/straight?position=bogus"), 422)
        assert "Isian tidak sah." in bad_link


def test_options_the_rules_refuse_read_in_indonesian(app, client):
    """RULES S2: four hands of 9 tiles need 36 of the 28; the new-game page says why
    in the rules' words, translated."""
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra", "Dewi"))
        speak(client, "id")
        html = client.post(f"/s/{table.token}/games", data={
            "kind": "straight", "target": 250, "hand_size": 9, "spinner": "first-double",
            "counting": "standard", "first": "0", "seats-0": 1, "seats-1": 2,
            "seats-2": 3, "seats-3": 4}).get_data(as_text=True)
        assert "4 tangan berisi 9 kartu perlu lebih dari 28 kartu ( RULES §S2 )" in visible(html)
        assert 'href="/rules#S2"' in html and leaks(html) == []


def test_rules_page_in_indonesian_keeps_every_anchor(client):
    english = read(client.get("/rules", headers=EN))
    indonesian = read(client.get("/rules", headers=ID))
    assert "S4.6 A misplay that stands." in english
    assert "S4.6 Salah taruh yang dibiarkan." in indonesian
    anchors = sorted(set(re.findall(r'id="((?:GP|[GSMB])\d+(?:\.\d+)*)"', english)))
    assert len(anchors) > 30
    assert sorted(set(re.findall(r'id="((?:GP|[GSMB])\d+(?:\.\d+)*)"', indonesian))) == anchors


def test_a_games_own_strings_use_its_own_words(tmp_path):
    """Where the glossary gives a game its own word, "used in every <game>-only
    string" (a Bendomino tile is an "ubin", a Gaple double a "balak", its pass a
    "pas"), no string of that game alone (extracted only from its folders, or
    marked with its context) says the word every other game uses. A message that
    quotes what was typed (a `!r` field) lists the typed words as they are typed."""
    from babel.messages.frontend import CommandLineInterface
    pot = tmp_path / "located.pot"
    CommandLineInterface().run([
        "pybabel", "-q", "extract", "-F", str(ROOT / "babel.cfg"), "-k", "_l",
        "-k", "lazy_gettext", "-k", "Msg", "-k", "Plural:1,2", "-k", "N_",
        "-o", str(pot), str(ROOT)])
    with pot.open("rb") as f:
        located = {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m.locations
                   for m in read_po(f) if m.id}
    rows = {english: indonesian for english, indonesian, _ in glossary()}
    wrong, checked = [], 0
    for english, own, note in glossary():
        game = re.fullmatch(r"(.+) \((\w+)\)", english)
        if "-only string" not in note or not game or game.group(1) not in rows:
            continue
        name, shared = game.group(2).lower(), rows[game.group(1)]
        folders = tuple(f"{top}/{name}/" for top in ("rules", "views/games", "templates"))
        for message in catalogue():
            key = message.id if isinstance(message.id, str) else message.id[0]
            where = [Path(path).resolve().relative_to(ROOT).as_posix()
                     for path, _ in located.get((message.context, key), ())]
            alone = message.context == name or where and all(p.startswith(folders)
                                                             for p in where)
            if not alone or "!r}" in key:
                continue
            checked += 1
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            wrong += [(name, key, s) for s in strings
                      if re.search(rf"\b{re.escape(shared)}", PLACEHOLDER.sub(" ", s), re.I)]
    assert checked > 50 and wrong == []


def test_the_two_not_logged_notices_begin_alike():
    """A refusal ("Not logged: ...") and a lost connection ("Not logged: no
    connection.") say the same thing first, so in Indonesian they begin with the same
    words (docs/GLOSSARY.md: one word for one thing)."""
    strings = {m.id: m.string for m in catalogue() if m.id in ("Not logged:",
                                                                "Not logged: no connection.")}
    refusal, offline = strings["Not logged:"], strings["Not logged: no connection."]
    assert refusal == "Tidak dicatat:" and offline.startswith(refusal + " ")
