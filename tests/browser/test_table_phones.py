"""Every phone at the table, in the real browser at phone size (390×844, touch):
joining by the Invite sheet's QR codes, a post the network loses and its Try again
(logged at most once: the seq guard of DESIGN's event log, and the tap's id), a second phone
following a play, polling that rests while the page is hidden, and the offline
banner. The service worker is blocked here so Playwright sees every request
(test_installable.py covers it)."""
import io
import re
from urllib.parse import urlsplit

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import Page, expect

from tests.browser.test_straight_play import SHOTS, settled, start_game, tap_tile

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True, "service_workers": "block"}
pytestmark = [pytest.mark.browser, pytest.mark.browser_context_args(**PHONE)]
EDIT_LINK = re.compile(r"/s/([\w-]{22})$")


def start_session(page: Page, names=("Ana", "Budi")):
    page.goto("/")
    for i, name in enumerate(names):
        page.fill(f"input[name=players-{i}]", name)
    page.get_by_role("button", name=re.compile("start", re.I)).first.tap()
    expect(page).to_have_url(EDIT_LINK)
    return EDIT_LINK.search(page.url).group(1)


def open_invite(page: Page):
    with page.expect_response(re.compile(r"/invite$")):
        page.locator(".bar").get_by_role("button", name="Invite").tap()
    expect(page.locator("#invite-sheet .qr-box").first).to_be_visible()


def decode(page: Page, locator):
    """The text of the QR code drawn in `locator`, read from a screenshot of it."""
    shot = Image.open(io.BytesIO(locator.screenshot()))
    found = zxingcpp.read_barcodes(shot)
    assert len(found) == 1, f"{len(found)} codes found"
    return found[0].text


def test_the_invite_qr_codes_hold_the_table_and_view_links(page: Page):
    SHOTS.mkdir(exist_ok=True)
    token = start_session(page)
    view_link = page.locator(".share-link input").nth(1).input_value()
    view_token = urlsplit(view_link).path.rsplit("/", 1)[-1]
    open_invite(page)
    page.screenshot(path=str(SHOTS / "invite-sheet.png"))
    table = page.locator('#invite-sheet [data-link="table"]')
    view = page.locator('#invite-sheet [data-link="view"]')
    table_url = decode(page, table.locator(".qr-box"))
    view_url = decode(page, view.locator(".qr-box"))
    # Each code holds the link written under it: the session's own two links.
    assert urlsplit(table_url).path == f"/s/{token}"
    assert urlsplit(view_url).path == f"/v/{view_token}"
    expect(table.locator(".link-text")).to_have_text(table_url)
    expect(view.locator(".link-text")).to_have_text(view_url)
    box = table.locator(".qr-box").bounding_box()
    assert box["width"] >= 240, box  # scannable across a table

    # The onlookers' page invites with the view link only: never the table link.
    page.goto(urlsplit(view_link).path)  # the link may name the LAN address, not loopback
    open_invite(page)
    expect(page.locator("#invite-sheet .qr-box")).to_have_count(1)
    assert urlsplit(decode(page, page.locator("#invite-sheet .qr-box"))).path == f"/v/{view_token}"
    assert token not in page.locator("#invite-sheet").inner_html()


def test_invite_on_a_game_screen_and_in_the_dark(page: Page):
    start_game(page, ["Ana", "Budi"])
    page.locator(".phone-bar").get_by_role("button", name="Dark").tap()
    expect(page.locator("html")).to_have_class(re.compile("theme-dark"))
    page.screenshot(path=str(SHOTS / "straight-dark.png"))
    open_invite(page)
    token = EDIT_LINK.search(urlsplit(page.url).path.rsplit("/g/", 1)[0]).group(1)
    assert urlsplit(decode(page, page.locator('[data-link="table"] .qr-box'))).path == f"/s/{token}"
    page.screenshot(path=str(SHOTS / "invite-sheet-dark.png"))
    # The sheet is taller than the phone: Close stays in reach without scrolling to it.
    close = page.locator("#invite-sheet").get_by_role("button", name="Close")
    box, height = close.bounding_box(), page.viewport_size["height"]
    assert 0 <= box["y"] and box["y"] + box["height"] <= height, (box, height)
    close.tap()
    expect(page.locator("#invite-sheet .qr-box").first).to_be_hidden()
    # The choice is this phone's: the server draws the next page dark at once.
    page.reload()
    expect(page.locator("html")).to_have_class(re.compile("theme-dark"))


def test_a_post_the_network_loses_waits_and_is_logged_once(page: Page):
    """The tap's post never reaches the server: nothing is logged, the phone says the
    tap waits (issue 35), and sends it by itself once the server answers, once."""
    start_game(page, ["Ana", "Budi"])
    page.route(re.compile(r"/actions$"), lambda route: route.abort("internetdisconnected"))
    page.locator('#panel .pick:has(svg[aria-label="4-4"])').tap()
    waiting = page.locator("#net-queue")
    expect(waiting).to_be_visible()
    expect(waiting).to_contain_text("1 tap waiting to send: 4-4")
    expect(page.locator("#count")).to_have_text("0")
    with page.expect_response(re.compile(r"/actions$")) as response:
        page.unroute(re.compile(r"/actions$"))
        waiting.get_by_role("button", name="Try again").tap()
    assert response.value.status == 200
    expect(waiting).to_be_hidden()
    expect(page.locator("#count")).to_have_text("8")  # RULES S5: the lead 4-4 counts 8
    expect(page.locator("#lastplay")).to_contain_text("Ana led 4-4")
    assert page.locator("#panel input[name=seq]").first.input_value() == "1"  # one event


def test_try_again_after_a_lost_answer_reads_as_logged(page: Page):
    """The post reached the server and was logged, but its answer was lost: the same
    tap sent again (same seq, same tap) is known as this phone's, logged once, never
    "another phone logged first" (issue 35; the seq guard still logs it once)."""
    start_game(page, ["Ana", "Budi"])

    def logged_then_lost(route):
        route.fetch()  # the server logs it...
        route.abort("connectionreset")  # ...and the phone never hears back

    page.route(re.compile(r"/actions$"), logged_then_lost, times=1)
    with page.expect_response(lambda r: r.url.endswith("/actions") and r.status == 200):
        page.locator('#panel .pick:has(svg[aria-label="4-4"])').tap()
    expect(page.locator(".notice")).to_contain_text("Logged already")
    expect(page.locator(".refusal")).to_have_count(0)
    expect(page.locator("#count")).to_have_text("8")
    assert page.locator("#panel input[name=seq]").first.input_value() == "1"


def test_a_double_tap_posts_once(page: Page):
    start_game(page, ["Ana", "Budi"])
    posts = []
    page.on("request", lambda request: posts.append(request.url)
            if request.method == "POST" else None)

    def slow(route):
        page.wait_for_timeout(400)
        route.continue_()

    page.route(re.compile(r"/actions$"), slow)
    tile = page.locator('#panel .pick:has(svg[aria-label="4-4"])')
    with settled(page):
        tile.tap()
        expect(tile).to_be_disabled()  # held while its post is in flight
        tile.dispatch_event("click")
    assert len(posts) == 1, posts
    expect(page.locator("#count")).to_have_text("8")


def test_a_second_phone_follows_a_play_within_4_seconds(page: Page, browser):
    start_game(page, ["Ana", "Budi"])
    other = browser.new_context(base_url=page.url, **PHONE)
    try:
        second = other.new_page()
        second.goto(page.url)
        expect(second.locator("#count")).to_have_text("0")
        tap_tile(page, "4-4")
        expect(second.locator("#count")).to_have_text("8", timeout=4000)
        expect(second.locator("#lastplay")).to_contain_text("Ana led 4-4")
    finally:
        other.close()


HIDE = """hidden => {
  Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => hidden ? 'hidden' : 'visible'});
  Object.defineProperty(document, 'hidden', {configurable: true, get: () => hidden});
  document.dispatchEvent(new Event('visibilitychange'));
}"""


def test_a_hidden_page_stops_polling_and_catches_up_when_shown(page: Page):
    start_game(page, ["Ana", "Budi"])
    polls = []
    page.on("request", lambda request: polls.append(request.url) if "/poll" in request.url else None)
    page.wait_for_timeout(3500)
    assert polls, "the screen polls every 3 s while shown"
    page.evaluate(HIDE, True)
    page.wait_for_timeout(300)  # a poll already in flight may land
    polls.clear()
    page.wait_for_timeout(7000)
    assert polls == [], polls
    with page.expect_request(re.compile(r"/poll\?"), timeout=1000):
        page.evaluate(HIDE, False)  # shown again: a poll at once, not in up to 3 s


def test_offline_banner_while_polls_fail(page: Page):
    """The words tell the truth (issue 35): polls that find no server while the phone
    is online say the server cannot be reached; a phone with no network says it is
    offline."""
    start_game(page, ["Ana", "Budi"])
    page.route(re.compile(r"/poll\?"), lambda route: route.abort("connectionrefused"))
    down = page.locator("#net-down")
    expect(down).to_be_visible(timeout=5000)
    expect(down).to_contain_text(re.compile(r"server cannot be reached since \d"))
    expect(page.locator("#net-offline")).to_be_hidden()
    page.unroute(re.compile(r"/poll\?"))
    expect(down).to_be_hidden(timeout=5000)
    page.context.set_offline(True)
    banner = page.locator("#net-offline")
    expect(banner).to_be_visible(timeout=5000)
    expect(banner).to_contain_text(re.compile(r"offline since \d"))
    expect(down).to_be_hidden()
    page.screenshot(path=str(SHOTS / "offline-banner.png"))
    page.context.set_offline(False)
    expect(banner).to_be_hidden(timeout=5000)


FAKE_WAKE_LOCK = """(() => {
  window.wakeCalls = {requests: 0, releases: 0};
  const sentinel = () => {
    const lock = new EventTarget();
    lock.released = false;
    lock.release = async () => { lock.released = true; window.wakeCalls.releases += 1; };
    return lock;
  };
  Object.defineProperty(navigator, 'wakeLock', {configurable: true, value: {
    request: async type => { window.wakeCalls.requests += 1; window.lastLock = sentinel(); return window.lastLock; }
  }});
})()"""


def test_a_game_screen_keeps_the_screen_awake(page: Page):
    page.add_init_script(FAKE_WAKE_LOCK)
    start_game(page, ["Ana", "Budi"])
    page.wait_for_function("() => window.wakeCalls.requests === 1")
    # The phone drops the lock when the page is hidden; shown again, it is taken again.
    page.evaluate("() => { window.lastLock.released = true; }")
    page.evaluate(HIDE, True)
    page.evaluate(HIDE, False)
    page.wait_for_function("() => window.wakeCalls.requests === 2")
    switch = page.locator(".phone-bar").get_by_label("Keep the screen awake")
    expect(switch).to_be_checked()
    switch.uncheck()
    page.wait_for_function("() => window.wakeCalls.releases === 1")
    page.reload()  # the choice is this phone's
    expect(page.locator(".phone-bar").get_by_label("Keep the screen awake")).not_to_be_checked()
    assert page.evaluate("window.wakeCalls.requests") == 0


def test_without_the_wake_lock_api_nothing_breaks(page: Page):
    page.add_init_script("delete Navigator.prototype.wakeLock")
    errors = []
    page.on("pageerror", lambda error: errors.append(error))
    start_game(page, ["Ana", "Budi"])
    expect(page.locator(".wake-switch")).to_be_hidden()
    assert tap_tile(page, "4-4").status == 200
    assert errors == []


def test_copy_puts_the_link_on_the_clipboard(page: Page, context):
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    start_session(page)
    link = page.locator(".share-link input").first.input_value()
    button = page.locator(".share-link").first.get_by_role("button", name="Copy the table link")
    button.tap()
    expect(button).to_have_text("Copied")
    assert page.evaluate("navigator.clipboard.readText()") == link
    expect(button).to_have_text("Copy", timeout=3000)


def test_a_long_title_wraps_inside_the_invite_sheet(page: Page):
    """A title with a long unbroken word (a link, a run of letters) wraps: the sheet
    stays within the phone's width, its QR codes and buttons whole on the screen."""
    page.goto("/")
    page.fill("input[name=players-0]", "Ana")
    page.fill("input[name=players-1]", "Budi")
    page.fill("input[name=title]", "Arisan" + "x" * 80)
    page.get_by_role("button", name=re.compile("start", re.I)).first.tap()
    expect(page).to_have_url(EDIT_LINK)
    open_invite(page)
    page.screenshot(path=str(SHOTS / "invite-sheet-long-title.png"))
    sheet = page.locator("#invite-sheet")
    assert sheet.evaluate("e => e.scrollWidth <= e.clientWidth"), "the sheet scrolls sideways"
    for part in ("#invite-sheet .qr-box", "#invite-sheet [data-link] button"):
        for box in (el.bounding_box() for el in page.locator(part).all()):
            assert box["x"] >= 0 and box["x"] + box["width"] <= 390, (part, box)
