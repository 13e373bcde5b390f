"""Small things a table noticed, in the browser at phone size: played tiles and tiles
that fit nowhere look different, "Partnerships" follows the seats, and the home page
tells unfinished games apart."""
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_straight_play import new_game_form, start_game, tap_tile

pytestmark = [pytest.mark.browser,
              pytest.mark.browser_context_args(viewport={"width": 390, "height": 844},
                                               device_scale_factor=2, is_mobile=True,
                                               has_touch=True)]
SHOTS = Path(__file__).parent.parent / "artifacts"

STYLE = """([tile, part]) => {
  const pick = document.querySelector(`#panel .pick:has(svg[aria-label="${tile}"])`);
  const rect = getComputedStyle(pick.querySelector("rect"));
  const pip = pick.querySelector("use");
  return {cls: pick.className, dash: rect.strokeDasharray, fill: rect.fill,
          pips: pip ? getComputedStyle(pip).opacity : null,
          strike: getComputedStyle(pick, "::after").content};
}"""


def test_played_and_unfit_tiles_look_different(page: Page):
    SHOTS.mkdir(exist_ok=True)
    start_game(page, ["Ana", "Budi"])
    # RULES §S worked example, rows 1-3: ends 1 and 6 (up and down 4 once flanked, S4.5).
    tap_tile(page, "4-4")
    tap_tile(page, "4-1", "right")
    tap_tile(page, "6-4")
    played, unfit, fits = (page.evaluate(STYLE, [tile, None]) for tile in ("4-4", "5-5", "6-5"))
    assert "played" in played["cls"] and "dim" in unfit["cls"] and "fits" in fits["cls"]
    assert played["strike"] not in ("none", "normal") and fits["strike"] in ("none", "normal")
    assert unfit["strike"] in ("none", "normal")
    assert unfit["dash"] != "none" and played["dash"] == "none" and fits["dash"] == "none"
    assert played["fill"] != unfit["fill"] != fits["fill"]
    assert float(played["pips"]) < 1 <= float(fits["pips"])
    page.locator("#panel").screenshot(path=str(SHOTS / "picker-played-unfit.png"))


def test_partnerships_shows_for_four_seats_only(page: Page):
    new_game_form(page, ["Ana", "Budi", "Citra", "Dedi"])
    box = page.locator("[data-partnerships]")
    expect(box).to_be_visible()
    page.select_option("select[name=seats-3]", "-1")
    expect(box).to_be_hidden()
    page.select_option("select[name=seats-3]", label="Dedi")
    expect(box).to_be_visible()
    new_game_form(page, ["Ana", "Budi", "Citra"])
    expect(page.locator("[data-partnerships]")).to_be_hidden()


def test_home_tells_unfinished_games_apart(page: Page):
    SHOTS.mkdir(exist_ok=True)
    start_game(page, ["Eka", "Fajar"])
    tap_tile(page, "5-5")
    page.goto(page.url.rsplit("/g/", 1)[0])
    page.get_by_role("link", name="New game").tap()
    page.get_by_role("button", name="Start the game").tap()
    expect(page.locator(".picker")).to_be_visible()
    page.goto("/")
    row = page.locator("#my-sessions .session-row").filter(has_text="Eka")
    buttons = row.locator("a.resume")
    expect(buttons).to_have_count(2)
    texts = buttons.all_inner_texts()
    assert len(set(texts)) == 2 and any("Eka 10 – Fajar 0" in t for t in texts), texts
    page.locator("#my-sessions").screenshot(path=str(SHOTS / "home-resume.png"))


def test_the_view_link_says_view_only(page: Page):
    SHOTS.mkdir(exist_ok=True)
    start_game(page, ["Gita", "Hadi"])
    tap_tile(page, "6-6")
    page.goto(page.url.rsplit("/g/", 1)[0])
    view = page.locator("input[readonly]").nth(1).input_value()
    page.goto(urlsplit(view).path)   # the link names the LAN address; the test server is on loopback
    expect(page.locator(".view-only-badge")).to_have_text("View only")
    page.get_by_role("link", name="Follow").tap()
    expect(page.locator(".view-only")).to_be_visible()
    expect(page.locator(".view-only")).to_contain_text("View only")
    expect(page.locator(".picker")).to_have_count(0)
    page.screenshot(path=str(SHOTS / "view-only.png"))
