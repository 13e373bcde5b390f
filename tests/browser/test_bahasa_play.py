"""Straight Domino in Bahasa Indonesia on a 390×844 phone whose browser asks for
Indonesian: the RULES §S worked example tapped tile by tile, a refusal, the switch to
English and back on the same game, and nothing overflowing its box in Indonesian."""
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_straight_play import WORKED_EXAMPLE, expect_scores, tap_tile

pytestmark = [pytest.mark.browser,
              pytest.mark.browser_context_args(viewport={"width": 390, "height": 844},
                                               device_scale_factor=2, is_mobile=True,
                                               has_touch=True, locale="id-ID")]
SHOTS = Path(__file__).parent.parent / "artifacts"

# Every button, badge, label and option row must hold its words (no text cut or
# spilling past its box), and the page must not scroll sideways.
OVERFLOWING = """() => {
  const boxes = document.querySelectorAll(
    'button, .button, a.button, label, .badge, .end-label, .section, .tally, .bar-note,'
    + ' .lang-switch a, select, .pick, .side-name, .side-names, h1, h2');
  const over = [...boxes].filter(e => e.offsetParent !== null
    && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'auto')
    .map(e => e.outerHTML.slice(0, 120));
  if (document.documentElement.scrollWidth > window.innerWidth) over.push('page: '
    + document.documentElement.scrollWidth);
  return over;
}"""


def no_overflow(page: Page, name):
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"id-{name}.png"), full_page=True)
    assert page.evaluate(OVERFLOWING) == [], name


def start_game_in_indonesian(page: Page):
    page.goto("/")
    expect(page.locator("html")).to_have_attribute("lang", "id")
    no_overflow(page, "home")
    for i, name in enumerate(["Ana", "Budi"]):
        page.fill(f"input[name=players-{i}]", name)
    page.get_by_role("button", name="Mulai sesi").tap()
    no_overflow(page, "session")
    page.get_by_role("link", name="Permainan baru").tap()
    page.select_option("select[name=first]", "0")
    no_overflow(page, "new-game")
    page.get_by_role("button", name="Mulai permainan").tap()
    expect(page.locator(".picker")).to_be_visible()


def switch(page: Page, code):
    with page.expect_navigation():
        page.locator(f'.lang-switch a[hreflang="{code}"]').tap()
    expect(page.locator("html")).to_have_attribute("lang", code)


def test_worked_example_in_indonesian_then_english_and_back(page: Page):
    start_game_in_indonesian(page)
    expect(page.locator(".bar-note")).to_contain_text("Ronde 1")
    no_overflow(page, "straight-start")
    for tile, end, count, after in WORKED_EXAMPLE:
        assert tap_tile(page, tile, end).status == 200
        expect(page.locator("#count")).to_have_text(str(count))
        expect_scores(page, after)
    expect(page.locator("#lastplay")).to_contain_text("Ana memainkan 4-0 bawah: +10")
    no_overflow(page, "straight-worked-example")
    # 5-5 fits none of the open ends 1+1, 6, 2, 0 (RULES S4.4): refused, in Indonesian.
    assert tap_tile(page, "5-5").status == 422
    refusal = page.locator(".refusal")
    expect(refusal).to_contain_text("Tidak dicatat:")
    expect(refusal).to_contain_text("5-5 tidak cocok: ujung terbuka adalah")
    expect(refusal).to_contain_text("RULES §S4.4")
    expect(page.locator("#count")).to_have_text("10")
    no_overflow(page, "straight-refusal")
    # The same game in English, then back: the counts and scores are the game's own.
    switch(page, "en")
    expect(page.locator(".bar-note")).to_contain_text("Hand 1")
    expect(page.locator("#lastplay")).to_contain_text("Ana played 4-0 down: +10")
    expect(page.locator("#count")).to_have_text("10")
    expect_scores(page, [10, 20])
    assert tap_tile(page, "5-5").status == 422
    expect(page.locator(".refusal")).to_contain_text("5-5 does not fit: the open ends are")
    switch(page, "id")
    expect(page.locator(".bar-note")).to_contain_text("Ronde 1")
    expect(page.locator("#lastplay")).to_contain_text("Ana memainkan 4-0 bawah: +10")
    expect_scores(page, [10, 20])
    # The checker in Indonesian: its panel and verdict hold their words too.
    page.locator("#panel").get_by_role("link", name="Periksa", exact=True).tap()
    expect(page.locator(".check-bar")).to_contain_text("tidak ada yang dicatat")
    no_overflow(page, "straight-check")


@pytest.mark.parametrize("kind", ["moon", "bendomino"])
def test_other_game_screens_fit_in_indonesian(page: Page, kind):
    page.goto("/")
    for i, name in enumerate(["Ana", "Budi", "Citra", "Dewi"]):
        page.fill(f"input[name=players-{i}]", name)
    page.get_by_role("button", name="Mulai sesi").tap()
    page.get_by_role("link", name="Permainan baru").tap()
    expect(page.locator("select[name=first]")).to_be_visible()
    page.goto(page.url.split("?")[0] + f"?kind={kind}")
    no_overflow(page, f"new-{kind}")
    page.get_by_role("button", name="Mulai permainan").tap()
    expect(page.locator("#panel")).to_be_visible()
    no_overflow(page, kind)
    page.goto(f"/check/{kind}")
    no_overflow(page, f"checker-{kind}")


def test_english_phone_stays_english(browser, base_url):
    context = browser.new_context(base_url=base_url, locale="en-US",
                                  viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto("/")
    expect(page.get_by_role("button", name=re.compile("start", re.I)).first).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    context.close()
