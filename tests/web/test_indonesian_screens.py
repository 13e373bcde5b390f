"""No English on an Indonesian screen (issue 18 §2): whole random games of each kind
are played through the app in Indonesian, and every page, fragment and export a
phone gets on the way (each action's answer, refusals, the checker's verdicts, the
screen, its poll, every side's score working, check mode, the read-only link, undo's
notice, review, the CSV exports, the session, player and statistics pages, play
again) shows no English word outside the glossary's kept terms; so do the pages of
the standalone checker's tabs, walked by tapping.

What an English word is comes from the catalogue and the glossary (tests/web/words.py).
Player names and tiles are never catalogue words."""
import random
import re
from html.parser import HTMLParser
from itertools import count
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest

from tests.games import every
from tests.web.table import HX, TableActions
from tests.web.test_bahasa import speak
from tests.web.words import english_on, english_words, screen_text
from views.pages.checker_page import checkers
from views.games.registry import KINDS

NAMES = ("Ana", "Budi", "Citra", "Dewi")
ID = {"Accept-Language": "id"}


def test_the_word_list_is_the_catalogues_english_less_the_glossarys_words():
    """Derived, not listed: a few words each way, from the glossary's rows."""
    moon_words, straight_words = english_words("moon"), english_words("straight")
    assert {"the", "tile", "left", "right", "up", "play", "turn", "hand"} <= moon_words
    assert not {"pass", "bid", "trump", "trick", "doubles", "layout", "target"} & moon_words
    assert "boneyard" in moon_words and "boneyard" not in straight_words  # "boneyard (Straight)"
    assert not {"kartu", "ujung", "ronde", "giliran"} & english_words()
    assert english_on("Ana memainkan 6-4 di ujung kiri · RULES §S4.4 · JSON") == []
    assert english_on("ujung terbuka: left 6, right 1", "straight") == ["left", "right"]
    assert english_on("Sisa boneyard: 3", "moon") == ["boneyard"]


def _around(text, found):
    """Where each English word was found: a few words either side."""
    return [m.group(0) for w in found for m in [re.search(
        rf"(\S+\s+){{0,5}}\S*\b{re.escape(w)}\b\S*(\s+\S+){{0,3}}", text, re.I)] if m]


class Screens:
    """What a phone was shown, by where, with the English words found in it."""

    def __init__(self, client, kind=None):
        self.client, self.kind, self.english, self.seen = client, kind, {}, 0

    def read(self, where, response, statuses=(200,), csv=False):
        assert response.status_code in statuses, (where, response.status_code)
        text = response.get_data(as_text=True)
        shown = text if csv else screen_text(text)
        found = english_on(shown, self.kind)
        if found:
            self.english.setdefault(where, (found, _around(shown, found)))
        self.seen += 1
        return text

    def get(self, where, url, **kw):
        return self.read(where, self.client.get(url, headers={**ID, **kw.pop("headers", {})}),
                         **kw)


def _screen(screens, table, players):
    """The game screen and everything it opens, as the table's phones see it now."""
    screens.get("screen", table.url)
    screens.get("poll", f"{table.url}/poll?seq=-1", headers=HX)
    screens.get("check mode", f"{table.url}?check=1")
    for side in range(players):
        screens.get("score working", f"{table.url}/working?side={side}", headers=HX,
                    statuses=(200, 404))


def _after_the_game(screens, table, rng):
    client = screens.client
    review = screens.get("review", f"{table.url}/review")
    for hand in sorted(set(re.findall(r'href="\?hand=(\d+)#steps"', review))):
        page = screens.get("review hand", f"{table.url}/review?hand={hand}")
        steps = sorted(set(re.findall(r'href="([^"]*step=\d+)"', page)))
        if steps:
            screens.get("review step", rng.choice(steps).replace("&amp;", "&"))
    screens.get("export (session)", f"/s/{table.token}/export.csv", csv=True)
    screens.get("export (game)", f"{table.url}/export.csv", csv=True)
    session = screens.get("session", f"/s/{table.token}")
    screens.get("invite", f"/s/{table.token}/invite")
    view = re.search(r'href="(/v/[\w-]+)"', session)
    if view:
        screens.get("session (view link)", view.group(1))
        screens.get("game (view link)", f"{view.group(1)}/g/{table.game_id}")
    for player in sorted(set(re.findall(r'href="(/players/\d+)"', session))):
        screens.get("player", player)
    screens.get("sessions", "/sessions")
    again = client.post(f"{table.url}/again", headers=ID)
    assert again.status_code == 303
    screens.get("play again", again.headers["Location"])


# Each registered game's random questions and whole random games (tests/games/<kind>.py:
# asks, RANDOM_GAMES): its rounds set, conceded and thrown in, its reports and flags.
ASKS = {kind: game.asks for kind, game in every().items()}
RANDOM_GAMES = [pytest.param(kind, simulated, id=name)
                for kind, game in every().items() for name, simulated in game.RANDOM_GAMES]


@pytest.mark.parametrize("kind, simulated", RANDOM_GAMES)
def test_every_screen_of_a_random_game_reads_in_indonesian(app, client, kind, simulated):
    simulated, module = simulated(), KINDS[kind].rules
    players = simulated.options.players
    screens, rng = Screens(client, kind), random.Random(kind)
    with app.app_context():
        options = {k: v for k, v in simulated.options.to_json().items() if k != "players"}
        table = TableActions(client, names=NAMES[:players], kind=kind, **options)
        speak(client, "id")
        _screen(screens, table, players)
        for step in count(1):
            action = simulated.next_action()
            if action is None:
                break
            assert step < 3000, "the game did not end"
            if step % 11 == 1:  # the checker's verdicts on it and others, and a refusal
                for asked in [action] + ASKS[kind](rng, simulated.state, players):
                    screens.read("checker's verdict", table.log(asked, check=True))
                wrong = {**action, "seat": (action.get("seat", 0) + 1) % players}
                if not module.check(simulated.state, wrong).legal:
                    screens.read("refusal", table.log(wrong), statuses=(422,))
            simulated.apply(action)
            screens.read("action", table.log(simulated.actions[-1]))
            if step % 11 == 0:
                _screen(screens, table, players)
            if step % 29 == 0:  # taken back and logged again (RULES G6)
                screens.read("undo", table.undo())
                screens.read("action", table.log(simulated.actions[-1]))
        _screen(screens, table, players)
        _after_the_game(screens, table, rng)
    assert screens.english == {}
    assert screens.seen > 50


class _Taps(HTMLParser):
    """The URLs a tap on the checker's tab `name` opens: its links, and each submit
    button of its forms (a GET: the form's fields as the page set them, with the
    button's own name and value; a box of a shown hand toggled now and then)."""

    def __init__(self, name, rng):
        super().__init__()
        self.prefix, self.rng, self.urls, self.form, self._select = f"/check/{name}", rng, [], None, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "a" and (attrs.get("href") or "").startswith(self.prefix + "?"):
            self.urls.append(attrs["href"])
        elif tag == "form" and (attrs.get("action") or "").startswith(self.prefix):
            self.form = []
        elif self.form is None:
            return
        elif tag == "input" and attrs.get("type") == "checkbox":
            if ("checked" in attrs) != (self.rng.random() < 0.2):
                self.form.append((attrs["name"], attrs["value"]))
        elif tag == "input" and attrs.get("name"):
            self.form.append((attrs["name"], attrs.get("value", "")))
        elif tag == "select":
            self._select = [attrs["name"], None]
        elif tag == "option" and self._select and (self._select[1] is None
                                                    or "selected" in attrs):
            self._select[1] = attrs.get("value", "")
        elif tag == "button" and attrs.get("type") != "button":
            pressed = [(attrs["name"], attrs.get("value", ""))] if attrs.get("name") else []
            self.urls.append((self.form, pressed))

    def handle_endtag(self, tag):
        if tag == "select" and self._select and self.form is not None:
            self.form.append(tuple(self._select))
            self._select = None
        elif tag == "form":
            self.form = None

    def taps(self):
        return sorted({url if isinstance(url, str) else
                       f"{self.prefix}?{urlencode(url[0] + url[1])}" for url in self.urls})


def _taps(page, name, rng):
    taps = _Taps(name, rng)
    taps.feed(page)
    return [url.replace("&amp;", "&") for url in taps.taps()]


@pytest.mark.parametrize("kind", [kind.name for kind in checkers()])
def test_every_tab_of_the_checker_reads_in_indonesian(client, kind):
    """A walk of taps from the empty position (tiles laid, questions asked, tiles
    shown, taken back, options applied), a link that describes no position and a
    position that cannot arise (a tile laid twice, RULES G2)."""
    screens, rng = Screens(client, kind), random.Random(kind)
    page = screens.get("tab", f"/check/{kind}")
    positions = []
    for _ in range(40):
        url = rng.choice(_taps(page, kind, rng) or [f"/check/{kind}"])
        page = screens.get("tab", url, statuses=(200, 422))
        positions += [p for p in parse_qs(urlsplit(url).query).get("position", []) if p]
    assert positions, "the walk laid no tile"
    longest = max(positions, key=len).split(",")
    screens.get("tab: cannot arise", f"/check/{kind}?" + urlencode(
        {"position": ",".join(longest + longest[-1:])}), statuses=(422,))
    screens.get("tab: not a position", f"/check/{kind}?position=bogus&ask=x", statuses=(422,))
    assert screens.english == {}


@pytest.mark.parametrize("path", ["/", "/sessions", "/import", "/rules", "/offline"])
def test_pages_of_no_one_game_read_in_indonesian(client, path):
    screens = Screens(client)
    screens.get(path, path)
    assert screens.english == {}
