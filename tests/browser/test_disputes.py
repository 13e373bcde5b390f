"""Settling a dispute from the game screen, in the real browser at phone size: one
question per game answered by the checker (RULES G7) with the section that decides
it, nothing logged, and "Log it" logging a legal play."""
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_straight_play import new_game_form, settled, start_game, tap_tile

pytestmark = [pytest.mark.browser,
              pytest.mark.browser_context_args(viewport={"width": 390, "height": 844},
                                               device_scale_factor=2, is_mobile=True,
                                               has_touch=True)]
SHOTS = Path(__file__).parent.parent / "artifacts"


def checked(page: Page):
    """Wait for the checker's answer to be swapped in."""
    return settled(page, r"/check$")


def enter_check_mode(page: Page):
    page.locator("#panel").get_by_role("link", name="Check", exact=True).tap()
    expect(page.locator(".check-bar")).to_contain_text("nothing is logged")


def show_tiles(page: Page, *tiles):
    """Open the sheet "Tiles the player shows", tap each tile there and close it."""
    page.locator("#panel .shown-hand-open").tap()
    hand = page.locator("#panel .shown-hand")
    expect(hand).to_be_visible()
    for tile in tiles:
        hand.locator(f'.pick:has(svg[aria-label="{tile}"])').tap()
    hand.get_by_role("button", name="Close").tap()
    expect(hand).to_be_hidden()


def check_tile(page: Page, tile):
    with checked(page) as response:
        page.locator(f'#panel .picker-form > .picker .pick:has(svg[aria-label="{tile}"])').tap()
    assert response.value.status == 200, response.value.text()


def check_button(page: Page, name):
    with checked(page) as response:
        page.locator("#panel .actions").get_by_role("button", name=name, exact=True).tap()
    assert response.value.status == 200, response.value.text()


def verdict(page: Page):
    return page.locator("#panel .verdict")


def test_straight_could_have_played_and_log_it(page: Page):
    """S7: drawing while holding a tile that fits is refused once the hand is shown;
    S5/S6: a play's count and score before it is logged."""
    SHOTS.mkdir(exist_ok=True)
    start_game(page, ["Ana", "Budi"])
    tap_tile(page, "4-4")
    tap_tile(page, "4-1", "right")
    enter_check_mode(page)
    show_tiles(page, "6-4", "3-2")
    check_button(page, "Draw")
    expect(verdict(page)).to_contain_text("Not legal")
    expect(verdict(page)).to_contain_text("Ana could have played 6-4 on the left end")
    expect(verdict(page)).to_contain_text("RULES §S7")
    page.screenshot(path=str(SHOTS / "check-straight-draw.png"))
    # 4-6 fits only the left end: count 6 + 1 = 7, no score; the log is untouched.
    check_tile(page, "6-4")
    expect(verdict(page)).to_contain_text("Legal")
    expect(verdict(page)).to_contain_text("Count: ends 6 + 1 = 7")
    expect(verdict(page)).to_contain_text("No score")
    expect(page.locator("#count")).to_have_text("9")
    with settled(page) as response:
        verdict(page).get_by_role("button", name="Log it").tap()
    assert response.value.status == 200
    expect(page.locator("#count")).to_have_text("7")
    expect(page.locator(".check-bar")).to_have_count(0)


def test_moon_renege_with_the_hand_shown(page: Page):
    """M8, the RULES example: trump 6, fives led; 2-1 from a hand holding 5-0 is a renege."""
    new_game_form(page, ["Ana", "Budi", "Citra", "Dewi"])
    page.get_by_role("link", name="Moon").tap()
    page.wait_for_url(re.compile(r"kind=moon"))  # before tapping Start on the old page
    expect(page.locator("select[name=variant]")).to_have_value("moon-4")
    page.select_option("select[name=first]", "1")
    page.get_by_role("button", name="Start the game").tap()
    expect(page.locator("#panel")).to_contain_text("Budi to bid")
    for value in ("bid 4", "bid pass", "bid pass", "bid pass", "trump 6"):
        with settled(page):
            page.locator(f'#panel button[value="{value}"]').tap()
    with settled(page):                                   # Budi leads 5-3: fives
        page.locator('#panel .pick:has(svg[aria-label="5-3"])').tap()
    enter_check_mode(page)
    show_tiles(page, "2-1", "5-0", "4-4")
    check_tile(page, "2-1")
    expect(verdict(page)).to_contain_text("Not legal")
    expect(verdict(page)).to_contain_text("renege: 2-1 does not follow fives, but 5-0")
    expect(verdict(page)).to_contain_text("RULES §M8")
    page.screenshot(path=str(SHOTS / "check-moon-renege.png"))
    check_tile(page, "5-0")
    expect(verdict(page)).to_contain_text("Legal")
    expect(verdict(page)).to_contain_text("Winning the trick so far: Budi")


def test_bendomino_which_tiles_fit(page: Page):
    """B3, B6: after a 6-6 opening, which of the shown tiles fit which end and turn."""
    new_game_form(page, ["Ana", "Budi"])
    page.get_by_role("link", name="Bendomino").tap()
    page.wait_for_url(re.compile(r"kind=bendomino"))  # before tapping Start on the old page
    expect(page.locator("input[name=voluntary_draw]")).to_be_checked()
    page.get_by_role("button", name="Start the game").tap()
    expect(page.locator("#board")).to_contain_text("The highest double opens")
    with settled(page):
        page.locator('#panel .pick:has(svg[aria-label="6-6"])').tap()
        page.locator('#panel button[value="open 0 6-6 -"]').tap()
    enter_check_mode(page)
    show_tiles(page, "6-3", "5-2")
    check_button(page, "Draw")
    expect(verdict(page)).to_contain_text("Legal")
    expect(verdict(page)).to_contain_text("6-3 fits: end a turning left, end a turning right")
    expect(verdict(page)).to_contain_text("5-2 fits nowhere")
    page.screenshot(path=str(SHOTS / "check-bendomino-fits.png"))
