"""htmx works under the Content-Security-Policy: a game is started and played in the
browser with no policy violation reported."""
import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_straight_play import start_game, tap_tile

pytestmark = [pytest.mark.browser,
              pytest.mark.browser_context_args(viewport={"width": 390, "height": 844},
                                               is_mobile=True, has_touch=True)]


def test_a_game_plays_with_no_policy_violation(page: Page):
    problems = []
    page.on("console", lambda msg: msg.type == "error" and problems.append(msg.text))
    page.on("pageerror", lambda error: problems.append(str(error)))
    response = page.goto("/")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    start_game(page, ["Ana", "Budi"])
    tap_tile(page, "6-6")
    expect(page.locator("#board")).to_contain_text("6")
    assert problems == []
