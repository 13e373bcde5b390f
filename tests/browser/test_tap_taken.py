"""A tap is taken at once (issue 39): the control a person tapped shows pressed before
the server's answer arrives, and the answer alone says what the tap did (the server
stays the judge, DESIGN). The answer is held back with Playwright's route, so the
check runs while the post is in flight."""
import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_straight_play import expect_scores, start_game, tap_tile

pytestmark = [pytest.mark.browser,
              pytest.mark.browser_context_args(viewport={"width": 390, "height": 844},
                                               device_scale_factor=2, is_mobile=True,
                                               has_touch=True, service_workers="block")]
ACTIONS = re.compile(r"/actions$")
LOOK = """b => { const s = getComputedStyle(b);
  return [s.opacity, s.backgroundColor, s.outlineStyle, s.boxShadow, s.transform].join(' | '); }"""


def pick(page: Page, tile):
    return page.locator(f'#panel .pick:has(svg[aria-label="{tile}"])')


def test_the_tapped_tile_shows_pressed_before_the_answer(page: Page):
    start_game(page, ["Ana", "Budi"])
    held = []
    page.route(ACTIONS, lambda route: held.append(route))
    tile, other = pick(page, "4-4"), pick(page, "3-3")
    untouched = tile.evaluate(LOOK)
    tile.tap()
    expect(tile).to_have_class(re.compile(r"\bpressed\b"))
    assert len(held) == 1, "the answer is still held"
    # It looks pressed, unlike how it looked before the tap and unlike the tiles not
    # tapped (held, dimmed, until the answer), and nothing says yet what the tap did.
    pressed = tile.evaluate(LOOK)
    assert pressed != untouched
    assert pressed != other.evaluate(LOOK)
    assert float(tile.evaluate("b => getComputedStyle(b).opacity")) == 1
    expect(page.locator("#lastplay")).not_to_contain_text("4-4")
    held[0].continue_()
    expect(page.locator("#lastplay")).to_contain_text("led 4-4")
    expect(page.locator("#panel .pressed")).to_have_count(0)
    expect_scores(page, [0, 0])


def test_a_refused_tap_is_pressed_then_refused_by_the_answer(page: Page):
    """Pressed says the tap was taken, not that it stands: the answer refuses it
    (RULES §S4.4), and the tile is no longer pressed."""
    start_game(page, ["Ana", "Budi"])
    tap_tile(page, "4-4")
    held = []
    page.route(ACTIONS, lambda route: held.append(route))
    tile = pick(page, "6-5")
    tile.tap()
    expect(tile).to_have_class(re.compile(r"\bpressed\b"))
    assert len(held) == 1
    expect(page.locator(".refusal")).to_have_count(0)
    held[0].continue_()
    expect(page.locator(".refusal")).to_contain_text("6-5 does not fit")
    expect(page.locator("#panel .pressed")).to_have_count(0)
    expect(page.locator("#count")).to_have_text("8")
