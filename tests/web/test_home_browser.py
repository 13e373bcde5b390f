"""The home page in a real phone-sized browser, with CSRF on: start a session."""
import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser


@pytest.mark.browser_context_args(viewport={"width": 390, "height": 844},
                                  device_scale_factor=2, is_mobile=True, has_touch=True)
def test_start_a_session_on_a_phone(page: Page, live_server):
    requested, problems = [], []
    page.on("request", lambda req: requested.append(req.url))
    page.on("console", lambda msg: msg.type == "error" and problems.append(msg.text))
    page.on("pageerror", lambda error: problems.append(str(error)))

    page.goto("/")
    page.get_by_label("Player 1").fill("Ana")
    page.get_by_label("Player 2").fill("Budi")
    page.get_by_role("button", name="Start session").tap()

    expect(page).to_have_url(re.compile(r"/s/[\w-]{22}$"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Ana, Budi")
    page.screenshot(path="tests/artifacts/session-page.png", full_page=True)

    page.get_by_role("link", name="Home").tap()
    expect(page.locator("#my-sessions")).to_contain_text("Ana, Budi")
    page.screenshot(path="tests/artifacts/home-page.png", full_page=True)
    assert all(url.startswith(live_server) for url in requested), requested
    assert problems == []
