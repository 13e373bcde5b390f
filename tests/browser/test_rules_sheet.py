"""A citation opens its section of the rules in a sheet over the game, at phone size,
and closing the sheet leaves the game as it was."""
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_straight_play import start_game, tap_tile

pytestmark = [pytest.mark.browser,
              pytest.mark.browser_context_args(viewport={"width": 390, "height": 844},
                                               device_scale_factor=2, is_mobile=True,
                                               has_touch=True)]
SHOTS = Path(__file__).parent.parent / "artifacts"


def test_a_refusal_opens_its_rule_and_the_game_is_as_before(page: Page):
    SHOTS.mkdir(exist_ok=True)
    start_game(page, ["Ana", "Budi"])
    tap_tile(page, "4-4")
    refused = tap_tile(page, "6-6")  # fits no end: 4 and 4 (RULES S4.4)
    assert refused.status == 422
    citation = page.locator(".refusal a.cite")
    expect(citation).to_have_text("RULES §S4.4")
    assert citation.get_attribute("href") == "/rules#S4.4"
    url, board = page.url, page.locator("#board").inner_html()
    scores = page.locator(".side-score").all_inner_texts()

    citation.tap()
    sheet = page.locator("#rules-sheet")
    expect(sheet).to_be_visible()
    expect(sheet.locator("#S4\\.4")).to_contain_text("S4.4 Matching.")
    expect(sheet).not_to_contain_text("S4.5 Open ends.")
    page.screenshot(path=str(SHOTS / "rules-sheet.png"))

    sheet.get_by_role("button", name="Close").tap()
    expect(sheet).to_be_hidden()
    assert page.url == url
    assert page.locator("#board").inner_html() == board
    assert page.locator(".side-score").all_inner_texts() == scores
    expect(page.locator(".refusal")).to_contain_text("RULES §S4.4")
    tap_tile(page, "4-1", "right")  # the game goes on from where it was
    expect(page.locator("#count")).to_have_text("9")


def test_the_footer_opens_the_whole_rules_at_phone_size(page: Page):
    SHOTS.mkdir(exist_ok=True)
    page.goto("/")
    page.locator("footer").get_by_role("link", name="Rules").tap()
    expect(page.locator("#G9")).to_contain_text("G9 Proven illegal passes")
    # From another page: a hash-only change of the boosted /rules could race htmx's
    # settle, which scrolls the swapped page back to the top.
    page.goto("/")
    page.goto("/rules#S4.6")
    expect(page.locator("#S4\\.6")).to_be_in_viewport()
    page.screenshot(path=str(SHOTS / "rules-page.png"))
