"""An event in the real browser (README, "A domino night"): the table cards' QR codes
hold their tables' game links, and the organiser's page and the big screen follow a
table's finishing play within 4 seconds, by polling alone."""
import io
import re
import time
from urllib.parse import urlsplit

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import Page, expect

from rules import bendomino
from tests.browser.test_straight_play import SHOTS
from tests.rules.bendomino_table import BendominoTable
from tests.web.night import post_of

pytestmark = pytest.mark.browser
GAME_LINK = re.compile(r"^/s/[\w-]{22}/g/\d+$")
POST = """async ([url, pairs]) => {
  const token = JSON.parse(document.body.getAttribute("hx-headers"))["X-CSRFToken"];
  const response = await fetch(url, {method: "POST", body: new URLSearchParams(pairs),
                                     headers: {"X-CSRFToken": token, "HX-Request": "true"}});
  return response.status;
}"""


def create_event(page: Page, entries=("Ana", "Budi", "Citra", "Dewi")):
    page.goto("/events/new?kind=bendomino")
    page.fill("input[name=name]", "Malam Domino")
    page.fill("input[name=table_size]", "2")
    page.fill("input[name=rounds]", "2")
    page.fill("input[name=target]", "1")
    page.fill("textarea[name=entries]", "\n".join(entries))
    page.get_by_role("button", name="Create the event and seat round 1").click()
    expect(page).to_have_url(re.compile(r"/events/[\w-]{22}$"))
    return urlsplit(page.url).path


def pairs(fields):
    """A form's fields as (name, value) pairs, a list's items each a pair of its own."""
    return [[k, str(v)] for k, vs in fields.items()
            for v in (vs if isinstance(vs, list) else [vs])]


def decode(locator):
    found = zxingcpp.read_barcodes(Image.open(io.BytesIO(locator.screenshot())))
    assert len(found) == 1, f"{len(found)} codes found"
    return found[0].text


def test_table_cards_qr_codes_hold_their_tables_links(page: Page):
    organiser = create_event(page)
    page.goto(f"{organiser}/cards")
    cards = page.locator(".table-card")
    expect(cards).to_have_count(2)
    links = set()
    for i in range(2):
        card = cards.nth(i)
        link = decode(card.locator(".qr-box"))
        expect(card.locator(".link-text")).to_have_text(link)
        assert GAME_LINK.match(urlsplit(link).path), link
        links.add(urlsplit(link).path)
    page.goto(f"{organiser}/seating")
    for path in links:  # the seating list names the same two games, one a table
        expect(page.locator(f'a[href$="{path}"]')).to_have_count(1)
    page.goto(links.pop())
    expect(page.locator("#panel")).to_be_visible()  # the ordinary game screen


def test_organiser_page_and_big_screen_follow_the_finishing_play(page: Page):
    organiser = create_event(page)
    view_path = urlsplit(page.locator(".link-text").first.inner_text()).path
    page.goto(f"{organiser}/cards")
    game_path = urlsplit(page.locator('[data-table="1"] .link-text').inner_text()).path
    phone = page.context.new_page()
    phone.goto(game_path)
    screen = page.context.new_page()
    screen.set_viewport_size({"width": 1280, "height": 720})
    screen.goto(f"{view_path}/screen")
    page.goto(organiser)
    row, on_screen = page.locator("#table-1"), screen.locator(".screen-round .night-table").first
    expect(row).to_contain_text("Waiting to start")

    table = BendominoTable(bendomino.Options(2, target=1), seed=11)
    actions = []
    while (action := table.next_action()) is not None:
        opening = table.state.phase == "opening"
        table.apply(action)
        actions.append(post_of("bendomino", table.actions[-1], opening))
    for seq, fields in enumerate(actions[:-1]):
        assert phone.evaluate(POST, [f"{game_path}/actions", pairs({**fields, "seq": seq})]) == 200
    expect(row).to_contain_text("Round 1")  # the game's round, while it is played
    expect(row).not_to_contain_text("Finished")
    started = time.monotonic()
    last = {**actions[-1], "seq": len(actions) - 1}
    assert phone.evaluate(POST, [f"{game_path}/actions", pairs(last)]) == 200
    expect(row).to_contain_text("Finished", timeout=4000)
    expect(on_screen).to_contain_text("Finished", timeout=max(1, 4000 - 1000 * (
        time.monotonic() - started)))
    assert time.monotonic() - started < 4
    expect(screen.locator(".screen-standings tbody tr").first).to_contain_text("1")
    SHOTS.mkdir(exist_ok=True)
    screen.screenshot(path=str(SHOTS / "night-big-screen.png"))
    page.screenshot(path=str(SHOTS / "night-organiser.png"), full_page=True)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_event_pages_have_no_accessibility_violations(page: Page, scheme):
    from axe_playwright_python.sync_playwright import Axe
    axe = Axe()
    page.emulate_media(color_scheme=scheme)
    organiser = create_event(page)
    view_path = urlsplit(page.locator(".link-text").first.inner_text()).path
    for path in ("/events/new?kind=bendomino", organiser, f"{organiser}/seating",
                 f"{organiser}/cards", view_path, f"{view_path}/screen"):
        page.goto(path)
        results = axe.run(page)
        assert results.violations_count == 0, f"{path} ({scheme}):\n{results.generate_report()}"
