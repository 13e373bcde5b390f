"""A finished game's review in the real browser at phone size (390×844, touch): from
the game-over panel to the review, then through the hand with Next, Previous and the
slider, the board redrawn each time without reloading the page."""
import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.glance import quiet
from tests.browser.test_straight_play import SHOTS, start_game, tap_tile

pytestmark = [pytest.mark.browser,
              pytest.mark.browser_context_args(viewport={"width": 390, "height": 844},
                                               device_scale_factor=2, is_mobile=True,
                                               has_touch=True)]


def step_to(page: Page, do):
    """Do something that fetches another step and wait until it is swapped in."""
    with page.expect_response(re.compile(r"/review\?")) as response:
        do()
    quiet(page)
    return response.value


def test_step_through_a_finished_hand(page: Page):
    SHOTS.mkdir(exist_ok=True)
    start_game(page, ["Ana", "Budi"], target=20)
    # RULES §S worked example: Budi's 3-2 up (count 10) takes him to 20, the target (S9).
    for tile, end in [("4-4", None), ("4-1", "right"), ("6-4", None), ("4-3", "up"),
                      ("1-1", None), ("3-2", None)]:
        assert tap_tile(page, tile, end).status == 200
    expect(page.locator(".over")).to_contain_text("Budi wins!")
    page.locator(".over").get_by_role("link", name="Review").tap()
    expect(page.locator("h1")).to_contain_text("Review")
    expect(page.locator(".chart polyline")).to_have_count(2)
    page.screenshot(path=str(SHOTS / "review-page.png"), full_page=True)

    steps = page.locator("#steps")
    count = page.locator("#steps #count")
    expect(steps).to_contain_text("Step 1 of 6")
    expect(count).to_have_text("8")
    expect(steps).to_contain_text("Ana led 4-4: count 8, no score")
    page.locator("#steps").scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "review-step-1.png"))

    url = page.url
    response = step_to(page, lambda: steps.get_by_role("link", name=re.compile("Next")).tap())
    assert response.status == 200 and response.request.headers.get("hx-request") == "true"
    expect(count).to_have_text("9")
    expect(steps).to_contain_text("Budi played 4-1 right: count 9, no score")
    expect(page.locator("#steps svg.layout")).to_have_attribute(
        "aria-label", "Tiles on the table: 2")
    assert page.url != url and "step=2" in page.url  # pushed, so Back goes back a step

    step_to(page, lambda: steps.get_by_role("link", name=re.compile("Previous")).tap())
    expect(count).to_have_text("8")
    expect(steps).to_contain_text("Step 1 of 6")

    step_to(page, lambda: page.locator("#steps input[type=range]").fill("4"))
    expect(count).to_have_text("10")
    expect(steps).to_contain_text("Budi played 4-3 up: count 10, +10")
    expect(page.locator("#steps .count-points")).to_have_text("+10")
    expect(page.locator("#steps input[type=range]")).to_have_value("4")
    page.locator("#steps").scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "review-step-4.png"))

    step_to(page, lambda: page.locator("#steps .step-list a").last.tap())
    expect(steps).to_contain_text("Step 6 of 6")
    expect(steps).to_contain_text("Budi wins!")
    expect(steps.get_by_role("link", name=re.compile("Next"))).to_have_count(0)
    page.go_back()
    expect(count).to_have_text("10")


def test_search_sessions_as_you_type(page: Page):
    start_game(page, ["Rina", "Sari"])
    page.goto("/sessions")
    rows = page.locator("#session-list .session-row")
    expect(rows).to_have_count(1)
    with page.expect_response(re.compile(r"/sessions\?q=zz")):
        page.locator("input[name=q]").press_sequentially("zz")
    expect(page.locator("#session-list")).to_contain_text("No session of yours")
    with page.expect_response(re.compile(r"/sessions\?q=sa")):
        page.locator("input[name=q]").fill("sa")
    expect(rows).to_have_count(1)
    expect(rows).to_contain_text("Rina, Sari")
    assert "q=sa" in page.url
