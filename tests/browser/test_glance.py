"""The game screen read at a glance (DESIGN: UI principles): at 390×844 and at a small
Android's 360×740, after every action of whole random games, every enabled control,
Undo, Check, the count and every open end's number lie inside the screen, no end
label or chip sits on a tile, and the page has not scrolled by itself. Back and
Forward show the table as it is now."""
import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from rules import bendomino, moon, straight
from tests.browser.glance import post, scores, troubles
from tests.rules.bendomino_table import BendominoTable
from tests.rules.moon_table import MoonTable
from tests.rules.simulate import Table

pytestmark = pytest.mark.browser
SIZES = [pytest.param((390, 844), id="390x844"), pytest.param((360, 740), id="360x740")]
SHOTS = Path(os.environ.get("GLANCE_SHOTS", Path(__file__).parent.parent / "artifacts"))


@pytest.fixture
def phone(browser, base_url, request):
    """A phone of the size the test asks for (`size`), in the language `lang`."""
    width, height = request.node.callspec.params["size"]
    context = browser.new_context(viewport={"width": width, "height": height},
                                  device_scale_factor=2, is_mobile=True, has_touch=True,
                                  base_url=base_url)
    lang = request.node.callspec.params.get("lang", "en")
    context.add_cookies([{"name": "lang", "value": lang, "url": base_url}])
    page = context.new_page()
    yield page
    context.close()


def start(page, names, kind, **fields):
    page.goto("/")
    for i, name in enumerate(names):
        page.fill(f"input[name=players-{i}]", name)
    page.locator("#new-session button[type=submit]").tap()
    page.wait_for_url(re.compile(r"/s/[^/]+$"))
    page.goto(page.url + f"/games/new?kind={kind}")
    for name, value in fields.items():
        field = page.locator(f"[name={name}]")
        if field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(str(value))
    page.locator("form.stack button[type=submit]").tap()
    expect(page.locator("#panel")).to_be_visible()


def play(page, table, until, shots=(), name=""):
    """Logs the simulated `table`'s actions until `until(state)`, checking the screen
    after each; saves a screenshot at the first action of each kind in `shots`."""
    taken, count = set(), 0
    while not until(table.state):
        action = table.next_action()
        if action is None:
            break
        table.apply(action)
        post(page, table.actions[-1])
        count += 1
        assert troubles(page) == [], (count, table.actions[-1])
        kind = table.actions[-1]["type"]
        if kind in shots and kind not in taken:
            taken.add(kind)
            page.screenshot(path=str(SHOTS / f"glance-{name}-{kind}.png"))
    return count


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_straight_two_hands_at_a_glance(phone, size, lang):
    start(phone, ["Ana", "Budi", "Citra"], "straight", first="0", target=250)
    table = Table(straight.Options(3, target=250), seed=7, canonical=True, first=0)
    played = play(phone, table, lambda s: s.hand > 2, shots=("play", "draw", "pass", "reveal"),
                  name=f"straight-{size[0]}-{lang}")
    assert played > 30
    assert scores(phone) == list(table.state.scores)


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_moon_a_whole_hand_at_a_glance(phone, size, lang):
    start(phone, ["Ana", "Budi", "Citra", "Dewi"], "moon", first="0")
    table = MoonTable(moon.Options(), seed=3, renege_rate=0.3, first=0)
    play(phone, table, lambda s: s.hand > 1 and not s.bids, shots=("bid", "trump", "play", "ruling"),
         name=f"moon-{size[0]}-{lang}")
    assert scores(phone) == list(table.state.scores)


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_bendomino_a_round_at_a_glance(phone, size, lang):
    start(phone, ["Ana", "Budi", "Citra"], "bendomino")
    table = BendominoTable(bendomino.Options(3), seed=5, draw_rate=0.2)
    play(phone, table, lambda s: s.hand > 1, shots=("play", "draw", "pass", "reveal"),
         name=f"bendomino-{size[0]}-{lang}")
    assert scores(phone) == list(table.state.scores)
