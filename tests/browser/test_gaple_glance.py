"""The Gaple screen read at a glance (DESIGN: UI principles), as tests/browser/
test_glance.py reads the other games: whole random Gaple games played to their end
in Bahasa Indonesia under each scoring (RULES GP8: penalty, collect, points with
partners), at 390×844 and at 360×740. After every action (false passes undone, as
a table undoes them, G6) every enabled control, Undo, Check and both open ends'
numbers lie inside the screen, no end badge sits on a tile, and the page has not
scrolled by itself; the scoreboard shows the engine's totals."""
import re

import pytest
from playwright.sync_api import expect

from rules import gaple
from tests.browser.glance import post, quiet, scores, troubles
from tests.browser.test_glance import SHOTS, SIZES, phone  # noqa: F401 (the fixture)
from tests.rules.gaple_table import GapleTable

pytestmark = pytest.mark.browser

SCORINGS = [
    pytest.param({"scoring": "penalty"}, id="penalty"),
    pytest.param({"scoring": "collect", "pass_point": True, "dead_6_6": 50}, id="collect"),
    pytest.param({"scoring": "points", "partners": True, "winner_lead": "double"},
                 id="points-partners"),
]
NAMES = ["Ana", "Budi", "Citra", "Dewi"]


def start(page, options):
    """A session of NAMES and a Gaple game with `options`, through the new-game form."""
    page.goto("/")
    for i, name in enumerate(NAMES):
        page.fill(f"input[name=players-{i}]", name)
    page.locator("#new-session button[type=submit]").tap()
    page.wait_for_url(re.compile(r"/s/[^/]+$"))
    page.goto(page.url + "/games/new?kind=gaple")
    page.locator("details.more-rules summary").tap()
    for name, value in options.items():
        field = page.locator(f"[name={name}]")
        if value is True:
            field.check()
        else:
            field.select_option(str(value))
    page.locator("form.stack button[type=submit]").tap()
    expect(page.locator("#panel")).to_be_visible()
    quiet(page)


def undo(page, times):
    """Taps Undo `times` times, waiting for each swap (RULES G6)."""
    for _ in range(times):
        with page.expect_response(lambda r: r.url.endswith("/undo")):
            page.locator("#panel button[form=undo-form]").first.tap()
        page.wait_for_function("() => !document.querySelector('.htmx-request')")
        expect(page.locator("#panel .notice[role=status]")).to_be_visible()


def shoot(page, name, taken, what):
    if what not in taken:
        taken.add(what)
        page.screenshot(path=str(SHOTS / f"glance-gaple-{name}-{what}.png"))


def play_out(page, table, name):
    """Logs the simulated table's game to its end, checking the screen after each
    action; screenshots the first of each kind of moment."""
    taken, count = set(), 0
    while True:
        logged = len(table.actions)
        action = table.next_action()
        if len(table.actions) < logged:  # the table undid back to a false pass
            undo(page, logged - len(table.actions))
            assert troubles(page) == [], ("undo", count)
        if action is None:
            break
        before = table.state
        table.apply(action)
        post(page, table.actions[-1])
        count += 1
        assert troubles(page) == [], (count, table.actions[-1])
        state = table.state
        if len(state.flags) > len(before.flags):
            shoot(page, name, taken, "flag")
        if state.phase == "reports" and before.phase != "reports":
            shoot(page, name, taken, "gaple" if state.blocked is not None else "out")
        elif len(state.history) > len(before.history):
            shoot(page, name, taken, "scored")
        if state.options.low_wins and any(80 <= s < 100 for s in state.scores):
            shoot(page, name, taken, "at-risk")
        shoot(page, name, taken, action["type"])
    shoot(page, name, taken, "over")
    return count


@pytest.mark.parametrize("lang", ["id"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("options", SCORINGS)
def test_whole_gaple_games_at_a_glance(phone, size, lang, options):  # noqa: F811
    start(phone, options)
    table = GapleTable(gaple.Options(**options), seed=11, false_pass_rate=0.08)
    played = play_out(phone, table, f"{options['scoring']}-{size[0]}")
    assert table.state.phase == "over" and played > 50
    assert scores(phone) == list(table.state.scores)
    expect(phone.locator("#panel .over")).to_be_visible()
