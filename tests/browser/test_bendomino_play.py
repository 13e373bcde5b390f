"""Bendomino in the real browser at phone size: the opening, placements that close
a ring (RULES §B), the end statuses drawn, the draw-down, the reports and the round
result worked out by RULES B7."""
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_straight_play import settled

pytestmark = [pytest.mark.browser,
              pytest.mark.browser_context_args(viewport={"width": 390, "height": 844},
                                               device_scale_factor=2, is_mobile=True,
                                               has_touch=True)]
SHOTS = Path(__file__).parent.parent / "artifacts"


def tap(page: Page, tile, choice):
    """Tap the tile, then the way to log it (who opens, or end and turn)."""
    with settled(page) as response:
        page.locator(f'#panel .pick:has(svg[aria-label="{tile}"])').tap()
        page.locator(f'#panel button[value="{choice}"]').tap()
    assert response.value.status == 200, response.value.text()


def press(page: Page, name):
    with settled(page) as response:
        page.locator("#panel").get_by_role("button", name=name, exact=True).tap()
    assert response.value.status == 200, response.value.text()


def test_ring_draw_down_and_round_result(page: Page):
    SHOTS.mkdir(exist_ok=True)
    page.goto("/")
    for i, name in enumerate(["Ana", "Budi", "Citra"]):
        page.fill(f"input[name=players-{i}]", name)
    page.get_by_role("button", name=re.compile("start", re.I)).first.tap()
    page.get_by_role("link", name="New game").tap()
    page.get_by_role("link", name="Bendomino").tap()
    page.wait_for_url(re.compile(r"kind=bendomino"))  # before tapping Start on the old page
    expect(page.locator("input[name=voluntary_draw]")).to_be_checked()
    page.get_by_role("button", name="Start the game").tap()
    expect(page.locator("#board")).to_contain_text("The highest double opens")
    tap(page, "6-6", "open 0 6-6 -")                     # Ana opens (B2)
    expect(page.locator(".half-tile")).to_have_count(2)
    tap(page, "6-3", "play 6-3 a left")                  # continues the opening circle
    expect(page.locator('#end-statuses li[data-end="a"]')).to_contain_text("a · 3 open")
    page.screenshot(path=str(SHOTS / "bendomino-two-tiles.png"))
    tap(page, "6-1", "play 6-1 b right")                 # closes it: joined ends (B5 d)
    expect(page.locator('#end-statuses li[data-end="a"]')).to_contain_text("joined")
    expect(page.locator('#end-statuses li[data-end="b"]')).to_contain_text("joined")
    expect(page.locator(".tile-outline")).to_have_count(3)
    expect(page.locator("#board")).to_contain_text("Both ends blocked: draw-down")
    page.screenshot(path=str(SHOTS / "bendomino-ring.png"))
    for _ in range(10):                                  # 28 - 3×6 = 10 in the stock
        press(page, "Draw")
    expect(page.locator("#panel")).to_contain_text("Round over")
    # Ana drew 4, Budi and Citra 3: they hold 9, 8 and 8; the 25 tiles left hold 140.
    for pips in (55, 43, 42):
        page.fill("#panel input[name=pips]", str(pips))
        press(page, "Report")
    # B7: Citra has fewest pips and takes the others', not rounded: 55 + 43 = 98.
    expect(page.locator("#lastplay")).to_contain_text("Citra has fewest pips")
    expect(page.locator("#lastplay")).to_contain_text("= 98")
    expect(page.locator(".side-score")).to_have_text(["0", "0", "98"])
    expect(page.locator(".bar-note")).to_contain_text("Round 2")
    page.screenshot(path=str(SHOTS / "bendomino-round-result.png"))
