"""RULES G6.1 in the real browser at phone size: a play out of turn that stood, logged
from the step's title (who laid it) and the refusal's offer; a tile laid on a
spinner side not yet open, from the refusal's offer."""
import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_straight_play import SHOTS, settled, start_game, tap_tile

pytestmark = [pytest.mark.browser,
              pytest.mark.browser_context_args(viewport={"width": 360, "height": 740},
                                               device_scale_factor=2, is_mobile=True,
                                               has_touch=True)]


def test_a_play_out_of_turn_is_logged_from_the_refusal(page: Page):
    """Ana leads 6-4 (10); Citra lays 6-1 on the left in Budi's turn: 1 + 4 = 5 for
    Citra, Budi's turn is lost and Ana plays next (G4, G6.1)."""
    SHOTS.mkdir(exist_ok=True)
    start_game(page, ["Ana", "Budi", "Citra"])
    tap_tile(page, "6-4")
    title = page.locator("#panel .who-laid")
    expect(title).to_contain_text("Budi's turn")
    title.tap()
    popover = page.locator("#who-laid")
    expect(popover).to_be_visible()
    popover.get_by_text("Citra").tap()
    expect(popover.locator('input[value="2"]')).to_be_checked()
    page.screenshot(path=str(SHOTS / "out-of-turn-who-laid.png"))
    popover.get_by_role("button", name="Close").tap()
    response = tap_tile(page, "6-1")
    assert response.status == 422
    expect(page.locator(".refusal")).to_contain_text("it is Budi's turn, not Citra's")
    offer = page.locator("#panel").get_by_role("button", name="Citra laid 6-1 out of turn")
    expect(offer).to_be_visible()
    expect(page.locator(".log-anyway-form")).to_contain_text("Budi's turn is lost")
    page.screenshot(path=str(SHOTS / "out-of-turn-offer.png"))
    with settled(page):
        offer.tap()
    expect(page.locator("#count")).to_have_text("5")
    expect(page.locator(".side-score")).to_have_text(["10", "0", "5"])
    expect(page.locator("#lastplay .override-mark")).to_have_text(
        "override: out of turn, Budi's turn lost")
    expect(page.locator("#panel .who-laid")).to_contain_text("Ana's turn")
    page.screenshot(path=str(SHOTS / "out-of-turn-logged.png"))


def test_a_tile_on_a_closed_spinner_side_is_logged_from_the_refusal(page: Page):
    """Lead 4-4, 4-1 on the right; Ana lays 6-2 on the spinner's up side, its 2 on the
    4, showing 6: the side opens and counts, 8 + 1 + 6 = 15 (S4.2, S4.6, S5, G6.1)."""
    start_game(page, ["Ana", "Budi"])
    tap_tile(page, "4-4")
    tap_tile(page, "4-1", "right")
    assert tap_tile(page, "6-2").status == 422  # it fits neither 4 (left) nor 1 (right)
    notes = page.locator(".log-anyway-form")
    expect(notes).to_contain_text("up (4, not open yet)")
    page.screenshot(path=str(SHOTS / "closed-side-offer.png"))
    with settled(page):
        notes.locator('button[value="play 6-2 up override 6"]').tap()
    expect(page.locator("#count")).to_have_text("15")
    expect(page.locator("#lastplay .override-mark")).to_have_text(
        "override: up opened early, shows 6")
    expect(page.locator('.end-label[data-end="up"]')).to_be_visible()
    page.screenshot(path=str(SHOTS / "closed-side-logged.png"))
