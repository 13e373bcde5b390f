"""axe (axe-core, through axe-playwright-python) on the screens a table uses, in the
light theme and the dark one: home, the session page with its Invite sheet open,
a game screen of each kind with a few plays on it, check mode, the standalone
checker and a review. No violations of any kind, contrast included."""
import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from tests.browser.glance import quiet
from tests.browser.test_table_phones import PHONE, open_invite, start_session
from tests.browser.test_straight_play import settled, start_game, tap_tile
from views.games.registry import KINDS

pytestmark = [pytest.mark.browser, pytest.mark.browser_context_args(**PHONE)]
axe = Axe()


def no_violations(page: Page, what):
    quiet(page)
    results = axe.run(page)
    assert results.violations_count == 0, f"{what}:\n{results.generate_report()}"


def new_game(page: Page, kind, names):
    start_session(page, names)
    page.get_by_role("link", name="New game").tap()
    page.get_by_role("link", name=kind).tap()
    expect(page.locator(".tabs a[aria-current=page]")).to_have_text(kind)
    quiet(page)
    page.get_by_role("button", name="Start the game").tap()
    expect(page).to_have_url(re.compile(r"/g/\d+$"))
    expect(page.locator("#panel")).to_be_visible()


def tap(page: Page, selector):
    with settled(page) as response:
        page.locator(selector).tap()
    assert response.value.status == 200, response.value.text()


@pytest.fixture(params=["light", "dark"])
def theme(request, page: Page):
    """The phone's own setting (the app follows it: no cookie)."""
    page.emulate_media(color_scheme=request.param)
    return request.param


def test_home_session_and_invite(page: Page, theme):
    page.goto("/")
    no_violations(page, f"home ({theme})")
    start_session(page)
    no_violations(page, f"session page ({theme})")
    open_invite(page)
    no_violations(page, f"invite sheet ({theme})")


def test_straight_screen_check_mode_and_review(page: Page, theme):
    start_game(page, ["Ana", "Budi"], target=20)
    no_violations(page, f"straight, empty ({theme})")
    for tile, end in [("4-4", None), ("4-1", "right"), ("6-4", None), ("4-3", "up")]:
        tap_tile(page, tile, end)
    no_violations(page, f"straight, four plays ({theme})")
    game_url = page.url
    page.goto(game_url + "?check=1")
    with settled(page, r"/check$"):
        page.locator('#panel button.pick:has(svg[aria-label="1-1"])').tap()
    expect(page.locator(".verdict")).to_be_visible()
    no_violations(page, f"straight, check mode with a verdict ({theme})")
    page.goto(game_url)
    for tile, end in [("1-1", None), ("3-2", None)]:  # Budi reaches 20 (RULES S9)
        tap_tile(page, tile, end)
    expect(page.locator(".over")).to_be_visible()
    no_violations(page, f"straight, game over ({theme})")
    page.locator(".over").get_by_role("link", name="Review").tap()
    expect(page.locator(".chart")).to_be_visible()
    no_violations(page, f"review ({theme})")


def test_moon_and_bendomino_screens(page: Page, theme):
    new_game(page, "Moon", ["Ana", "Budi", "Citra", "Dewi"])
    no_violations(page, f"moon, auction ({theme})")
    tap(page, '#panel button[value="bid 4"]')
    for _ in range(3):
        tap(page, '#panel button[value="bid pass"]')
    tap(page, '#panel button[value="trump 6"]')
    tap(page, '#panel .pick:has(svg[aria-label="6-6"])')
    no_violations(page, f"moon, a trick ({theme})")
    new_game(page, "Bendomino", ["Ana", "Budi"])
    with settled(page):
        page.locator('#panel .pick:has(svg[aria-label="6-6"])').tap()
        page.locator('#panel button[value="open 0 6-6 -"]').tap()
    expect(page.locator(".half-tile")).to_have_count(2)
    no_violations(page, f"bendomino, opened ({theme})")


@pytest.mark.parametrize("game", list(KINDS))
def test_standalone_checker(page: Page, game):
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.goto(f"/check/{game}")
        no_violations(page, f"checker {game} ({scheme})")


def test_dark_theme_chosen_on_a_light_phone(page: Page):
    """The manual override wins over the phone's setting, and stays readable."""
    page.emulate_media(color_scheme="light")
    start_game(page, ["Ana", "Budi"])
    page.locator(".phone-bar").get_by_role("button", name="Dark").tap()
    expect(page.locator("html")).to_have_class(re.compile("theme-dark"))
    tap_tile(page, "5-5")
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(18, 22, 20)"
    no_violations(page, "straight, dark chosen")
