"""The app installs like an app: Chromium's own installability check (through the
DevTools protocol) finds nothing missing, the service worker takes the page, keeps
the shell, answers a navigation with no network with the offline page, and leaves
posts and game pages to the network."""
import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_table_phones import start_session

pytestmark = [pytest.mark.browser,
              pytest.mark.browser_context_args(viewport={"width": 390, "height": 844},
                                               device_scale_factor=2, is_mobile=True,
                                               has_touch=True)]
WAIT_FOR_WORKER = """async () => {
  const registration = await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise(done => navigator.serviceWorker.addEventListener('controllerchange', done, {once: true}));
  }
  return registration.active.scriptURL;
}"""


def test_chromium_finds_the_app_installable(browser_type, browser_type_launch_args, base_url,
                                            tmp_path):
    """In a real profile: Chromium never offers to install from an incognito window,
    which is what a test's ordinary context is."""
    context = browser_type.launch_persistent_context(
        tmp_path / "profile", base_url=base_url, viewport={"width": 390, "height": 844},
        is_mobile=True, has_touch=True, **browser_type_launch_args)
    try:
        page = context.new_page()
        page.goto("/")
        assert page.evaluate(WAIT_FOR_WORKER).endswith("/sw.js")
        cdp = context.new_cdp_session(page)
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert errors == [], errors
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == [], manifest["errors"]
    finally:
        context.close()


def test_offline_the_shell_is_cached_and_a_page_says_there_is_no_connection(page: Page, context):
    token = start_session(page)
    page.evaluate(WAIT_FOR_WORKER)
    cached = page.evaluate("""async () => {
      const names = await caches.keys();
      const cache = await caches.open(names[0]);
      return (await cache.keys()).map(request => new URL(request.url).pathname);
    }""")
    assert "/static/vendor/htmx-2.0.11.min.js" in cached and "/static/app.css" in cached
    assert not [path for path in cached if path.startswith(("/s/", "/v/"))], cached  # no game page
    context.set_offline(True)
    try:
        page.goto(f"/s/{token}")
        expect(page.locator("main h2")).to_have_text("No connection")
        expect(page.locator("link[rel=stylesheet]").first).to_have_attribute("href", re.compile("app.css"))
        assert page.evaluate("getComputedStyle(document.body).backgroundColor") != "rgba(0, 0, 0, 0)"
    finally:
        context.set_offline(False)
    page.goto(f"/s/{token}")
    expect(page.locator("h1")).to_have_text("Ana, Budi")
