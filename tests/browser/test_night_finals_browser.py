"""The finals in the real browser (docs/events.md): an event of 24 entries, its Swiss
rounds and its finals of 8 played to the champion (through the app's forms, on an app
of its own), imported from its file into the live server; the big screen at 1920×1080
shows the whole bracket, every match on the screen, beside the standings; the
organiser's page on a 390×844 phone shows it with no sideways scroll."""
import json
import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_big_screen import NAMES, SHOTS
from tests.conftest import dispose, make_app
from tests.web.night import NightActions

pytestmark = [pytest.mark.browser,
              pytest.mark.browser_context_args(viewport={"width": 1920, "height": 1080})]

TIES = """() => [...document.querySelectorAll('.screen-bracket .bracket-tie')].map(t => {
  const box = t.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
})"""


@pytest.fixture(scope="module")
def finals_file(tmp_path_factory):
    """The JSON file of an event of 24 entries, two Swiss rounds and finals of 8
    played to the champion."""
    folder = tmp_path_factory.mktemp("finals-file")
    app = make_app(f"sqlite:///{folder / 'event.db'}", WTF_CSRF_ENABLED=False)
    with app.app_context():
        night = NightActions(app.test_client(), "bendomino", NAMES, table_size="2",
                             rounds="2", finals="8")
        for number in range(1, 6):  # two rounds, the quarter-finals, semi-finals, final
            for match in night.matches():
                if not match.is_bye:
                    night.play_match(match, seed=number * 50 + match.table_no)
            if number < 5:
                night.next_round()
        document = night.standings_json()
    dispose(app)
    path = folder / "event.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def imported(page: Page, path):
    """Imports the file into the live server; returns the organiser's page's path."""
    page.goto("/events/import")
    page.set_input_files("input[type=file]", str(path))
    page.get_by_role("button", name="Import").click()
    expect(page).to_have_url(re.compile(r"/events/[\w-]{22}$"))
    return page.url


def test_the_big_screen_shows_the_bracket_and_the_organiser_s_phone_reads_it(
        page: Page, finals_file):
    organiser = imported(page, finals_file)
    view = urlsplit(page.locator(".link-text").first.inner_text()).path  # the view link
    page.goto(f"{view}/screen")
    bracket = page.locator(".screen-bracket")
    expect(bracket).to_be_visible()
    expect(bracket.locator(".bracket-stage h3")).to_have_text(
        ["Quarter-finals", "Semi-finals", "Final"])
    expect(bracket.locator(".bracket-tie")).to_have_count(7)
    expect(bracket.locator(".bracket-champion")).to_contain_text("Champion: ")
    assert page.evaluate(TIES) == [True] * 7  # every match whole on the screen
    rows = page.locator(".screen-standings tbody tr")
    expect(rows).to_have_count(12)  # the standings beside it, paged by twelve
    inside = page.evaluate("""() => [...document.querySelectorAll('.screen-standings tbody tr')]
      .map(r => r.getBoundingClientRect().bottom <= innerHeight)""")
    assert inside == [True] * 12
    assert page.evaluate("document.documentElement.scrollWidth") <= 1920
    page.screenshot(path=str(SHOTS / "big-screen-finals.png"))
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(organiser)
    stages = page.locator(".bracket-stage")
    expect(stages).to_have_count(3)
    expect(page.locator(".bracket-champion")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # no sideways scroll
    widths = page.evaluate("""() => [...document.querySelectorAll('.bracket-tie')]
      .map(t => t.getBoundingClientRect().right)""")
    assert len(widths) == 7 and max(widths) <= 390
