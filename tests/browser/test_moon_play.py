"""Moon in the real browser at phone size: one full moon-4 hand (auction, trump,
seven tricks) tapped on the screen, each trick's winner and the hand's score
checked against values worked out by RULES §M."""
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
NAMES = ["Ana", "Budi", "Citra", "Dewi"]

# Trump sixes, Budi (seat 1) bid 5 and leads. Each trick: leader, tiles in play order,
# and the winner by M7 (highest trump, else the highest tile of the led suit).
TRICKS = [
    (1, ["6-6", "6-0", "6-1", "6-2"], "Budi"),   # trumps led: the double six tops them
    (1, ["6-5", "6-3", "6-4", "5-5"], "Budi"),   # Ana has no trump left: 6-5 is highest
    (1, ["5-4", "5-3", "5-0", "5-2"], "Budi"),   # fives: 5-4 ranks by its 4
    (1, ["4-4", "4-1", "4-3", "4-2"], "Budi"),   # fours: the double tops its suit
    (1, ["3-0", "3-3", "3-1", "3-2"], "Citra"),  # threes: Citra's double
    (2, ["2-2", "2-1", "2-0", "4-0"], "Citra"),  # twos: Budi has none
    (2, ["1-1", "1-0", "5-1", "0-0"], "Citra"),  # ones: 5-1 follows, the double wins
]


def tap(page: Page, selector):
    with settled(page) as response:
        page.locator(selector).tap()
    assert response.value.status == 200, response.value.text()


def test_a_full_moon_hand(page: Page):
    SHOTS.mkdir(exist_ok=True)
    page.goto("/")
    for i, name in enumerate(NAMES):
        page.fill(f"input[name=players-{i}]", name)
    page.get_by_role("button", name=re.compile("start", re.I)).first.tap()
    page.get_by_role("link", name="New game").tap()
    page.get_by_role("link", name="Moon").tap()
    page.wait_for_url(re.compile(r"kind=moon"))  # before tapping Start on the old page
    expect(page.locator("select[name=variant]")).to_have_value("moon-4")
    page.select_option("select[name=first]", "0")
    page.get_by_role("button", name="Start the game").tap()
    expect(page.locator("#panel")).to_contain_text("Ana to bid")
    # M4: bids must rise; Budi's 5 leaves only 6, 7 and 21 for the next bidder.
    tap(page, '#panel button[value="bid 4"]')
    tap(page, '#panel button[value="bid 5"]')
    expect(page.locator('#panel button[value="bid 5"]')).to_be_disabled()
    expect(page.locator('#panel button[value="bid 6"]')).to_be_enabled()
    tap(page, '#panel button[value="bid pass"]')
    tap(page, '#panel button[value="bid pass"]')
    expect(page.locator("#panel")).to_contain_text("Budi names trump")
    tap(page, '#panel button[value="trump 6"]')
    expect(page.locator(".trick-head")).to_contain_text("Trump: sixes")
    for number, (leader, tiles, winner) in enumerate(TRICKS, start=1):
        for i, tile in enumerate(tiles):
            expect(page.locator("#panel .panel-title")).to_contain_text(
                f"{NAMES[(leader + i) % 4]}'s turn")
            tap(page, f'#panel .pick:has(svg[aria-label="{tile}"])')
            if i == 1 and number == 3:
                expect(page.locator("#led")).to_have_text("Led: fives")
                expect(page.locator(".in-trick.winning figcaption")).to_have_text("Budi")
                page.screenshot(path=str(SHOTS / "moon-trick.png"))
        if number < 7:
            expect(page.locator("#trick-result")).to_have_text(f"Trick {number}: {winner} wins")
            expect(page.locator('.tally[data-side="1"]')).to_contain_text(
                str(sum(1 for _, _, w in TRICKS[:number] if w in ("Budi", "Dewi"))))
    # M9: Budi & Dewi bid 5 and took 4 tricks: set, -5; Ana & Citra took 3: +3.
    expect(page.locator("#lastplay")).to_contain_text("Budi & Dewi bid 5 and took 4 tricks: set: -5")
    expect(page.locator("#lastplay")).to_contain_text("Ana & Citra took 3 tricks: +3")
    expect(page.locator(".side-score")).to_have_text(["3", "-5"])
    expect(page.locator("#panel")).to_contain_text("Budi to bid")  # M4: the next bidder
    page.screenshot(path=str(SHOTS / "moon-hand-result.png"))
