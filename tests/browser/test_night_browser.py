"""An event in the real browser (docs/events.md): the table cards' QR codes
hold their tables' game links, the organiser's page and the big screen follow a
table's finishing play within 4 seconds, by polling alone, and on a phone every link
is a tap target and the standings read whole."""
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


# Each word of a name on one line, else where it was cut; each header's words clear of
# the next shown header's (at least 6 px), and at least 12 px tall.
STANDINGS_READ = """table => {
  const cut = [];
  for (const th of table.querySelectorAll("tbody th")) {
    const text = th.firstChild, words = text.data.matchAll(/\\S+/g);
    for (const word of words) {
      const range = document.createRange();
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
      if (lines.size > 1) cut.push(word[0]);
    }
  }
  const heads = [...table.querySelectorAll("thead th")].filter(th => th.checkVisibility()).map(th => {
    const range = document.createRange();
    range.selectNodeContents(th);
    const size = parseFloat(getComputedStyle(th).fontSize);
    return [th.textContent, range.getBoundingClientRect(), size];
  });
  const close = heads.slice(1).filter(([, box], i) => box.left - heads[i][1].right < 6)
    .map(([name], i) => heads[i][0] + " " + name);
  const small = heads.filter(([, , size]) => size < 12).map(([name]) => name);
  const wide = table.getBoundingClientRect().width > table.parentElement.clientWidth + 1;
  return {cut, close, small, wide};
}"""
NAMES = ("Purnamasari Wulandari", "Citra Dewi Lestari", "Budi Santoso", "Eko Prasetyo")


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("width, height", [(390, 844), (360, 740)])
def test_on_a_phone_links_are_tap_targets_and_the_standings_read_whole(page: Page, base_url,
                                                                       lang, width, height):
    """DESIGN: big targets (44 px at least). The standings give the names the room the
    numbers do not need: a name wraps between its words, and the headers stay apart,
    in either language at 390 and 360 px."""
    page.set_viewport_size({"width": width, "height": height})
    organiser = create_event(page, NAMES)
    view_path = urlsplit(page.locator(".link-text").first.inner_text()).path
    page.context.add_cookies([{"name": "lang", "value": lang, "url": base_url}])
    targets = {organiser: ".table-no a, .export a, #night-links a",
               f"{organiser}/seating": ".night-table a", view_path: ".export a"}
    for path, links in targets.items():
        page.goto(path)
        for link in page.locator(links).all():
            box = link.bounding_box()
            assert box["height"] >= 44, f"{path} {link.inner_text()}: {box}"
    for path in (organiser, view_path, f"{view_path}/screen"):
        page.goto(path)
        read = page.locator("table.standings").evaluate(STANDINGS_READ)
        assert read == {"cut": [], "close": [], "small": [], "wide": False}, (path, read)
