"""The big screen on a hall's TV (1920×1080): type scaled to the screen, the standings
filling its height, and an event of more entries than a screen holds paged, every
screen of the hall turning its page at the same moment ("1 of 2")."""
import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.browser,
              pytest.mark.browser_context_args(viewport={"width": 1920, "height": 1080})]
SHOTS = Path(__file__).parent.parent / "artifacts"  # docs/big-screen.png is one of these
NAMES = ["Ana", "Budi", "Citra", "Dewi", "Eka", "Fajar", "Gita", "Hadi", "Indah", "Joko",
         "Kartika", "Lukman", "Maya", "Nanda", "Oki", "Putri", "Rudi", "Sari", "Tono",
         "Umi", "Vina", "Wati", "Yanto", "Zainal"]

ROWS = """() => [...document.querySelectorAll('.screen-standings tbody tr')].map(r => {
  const box = r.getBoundingClientRect();
  return [r.querySelector('th').textContent, box.top >= 0 && box.bottom <= innerHeight,
          parseFloat(getComputedStyle(r).fontSize)];
})"""


def screen_of(page: Page, entries):
    page.goto("/events/new?kind=straight")
    page.fill("input[name=name]", "Malam Domino")
    page.fill("input[name=table_size]", "2")
    page.fill("input[name=round_minutes]", "30")
    page.fill("textarea[name=entries]", "\n".join(entries))
    page.locator("form button[type=submit]").last.click()
    expect(page).to_have_url(re.compile(r"/events/[\w-]{22}$"))
    # The round's clock runs from the organiser's Start round (docs/events.md).
    page.locator('button[name=do][value=start]').click()
    expect(page.locator('button[name=do][value=start]')).to_have_count(0)
    view = urlsplit(page.locator(".link-text").first.inner_text()).path  # the view link
    page.goto(f"{view}/screen")


def test_twenty_four_entries_page_by_twelve_in_type_read_across_a_hall(page: Page):
    screen_of(page, NAMES)
    expect(page.locator(".screen-page")).to_have_text(re.compile(r"^[12] of 2$"))
    expect(page.locator(".night-clock")).to_contain_text("minutes left in the round")
    first = page.evaluate(ROWS)
    assert len(first) == 12
    assert all(inside for _, inside, _ in first)
    assert min(size for _, _, size in first) >= 30  # about 3 % of the height
    tables = page.evaluate("""() => [...document.querySelectorAll('.screen-round .night-table')]
      .map(t => t.getBoundingClientRect()).map(b => b.top >= 0 && b.bottom <= innerHeight)""")
    assert tables == [True] * 12  # the round's twelve tables, each whole on the screen
    page.screenshot(path=str(SHOTS / "big-screen.png"))
    # The next page within 10 s (the live block polls every 2 s): the other twelve.
    shown = page.locator(".screen-page").inner_text()
    expect(page.locator(".screen-page")).not_to_have_text(shown, timeout=13_000)
    second = page.evaluate(ROWS)
    assert len(second) == 12 and all(inside for _, inside, _ in second)
    assert sorted(name for name, _, _ in first + second) == sorted(NAMES)


def test_nine_entries_fill_the_screen_s_height(page: Page):
    screen_of(page, NAMES[:9])
    expect(page.locator(".screen-page")).to_have_count(0)  # one page: no page count
    rows = page.evaluate(ROWS)
    assert len(rows) == 9 and all(inside for _, inside, _ in rows)
    table = page.locator(".screen-standings table").bounding_box()
    assert table["y"] + table["height"] > 0.8 * 1080  # not half empty
