"""Boards stay readable on a 390 px phone: a long Straight hand is drawn whole with
every open end's number above it, a Bendomino chain's tiles stay readable with its
end badges off the chain, and a choice popover shows its ghosts."""
import re

import pytest
from playwright.sync_api import Page, expect

from rules import straight
from tests.browser.test_straight_play import SHOTS, new_game_form, settled
from tests.rules.simulate import Table
from tests.web.review_games import BENDOMINO_ACTIONS

pytestmark = [pytest.mark.browser,
              pytest.mark.browser_context_args(viewport={"width": 390, "height": 844},
                                               device_scale_factor=2, is_mobile=True,
                                               has_touch=True)]

POST = r"""async (fields) => {
  const url = document.querySelector('form.picker-form').getAttribute('action');
  const body = new URLSearchParams(fields);
  body.set('csrf_token', document.querySelector('input[name=csrf_token]').value);
  body.set('seq', document.querySelector('input[name=seq]').value);
  const response = await fetch(url, {method: 'POST', body});
  return response.status === 200 ? 200 : response.status + " " + (await response.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").slice(0, 600);
}"""


def log(page: Page, action):
    """Post one action as the screen's forms would, then reload the screen."""
    kind = action["type"]
    fields = [("seat", str(action.get("seat", 0)))]
    if kind == "play" and "turn" in action:
        end, turn = action["end"] or "-", action["turn"] or "-"
        do = (f"open {action['seat']} {action['tile']} -" if action["end"] is None
              else f"play {action['tile']} {end} {turn}"
              + (" override" if action.get("override") else ""))
    elif kind == "play":
        do = f"play {action['tile']}" + (f" {action['end']}" if action["end"] else "")
    elif kind == "reveal":
        do = "reveal"
        fields += [("tiles", t) for t in action.get("tiles", [])]
        if "pips" in action:
            fields.append(("pips", str(action["pips"])))
    else:
        do = kind
    fields.append(("do", do))
    status = page.evaluate(POST, fields)
    assert status == 200, (action, status)
    page.reload()


def tile_boxes(page: Page, selector):
    return page.evaluate(f"""() => [...document.querySelectorAll('{selector}')].map(e => {{
        const r = e.getBoundingClientRect(); return [r.width, r.height]; }})""")


def long_hand():
    """A two-player hand of 9 tiles each, played out by the simulated table (seed
    chosen for a long layout), up to the domino: its actions."""
    table = Table(straight.Options(2, partnerships=False, hand_size=9, target=500), 3,
                  canonical=True, first=0)
    actions = []
    while table.state.hand == 1 and not table.state.reports_due:
        action = table.next_action()
        table.apply(action)
        actions.append(action)
    return actions, len(table.state.on_table)


def test_a_long_straight_layout_is_shown_whole_with_every_end(page: Page):
    """DESIGN: nothing a player needs leaves the screen. The whole layout is drawn inside
    the board (it turns at the edge rather than pan), its tiles stay big enough to read
    their pips, and every open end's number stands above it (RULES S4.5, S5)."""
    new_game_form(page, ["Ana", "Budi"])
    page.select_option("select[name=first]", "0")
    page.fill("input[name=hand_size]", "9")
    page.fill("input[name=target]", "500")
    page.get_by_role("button", name="Start the game").tap()
    expect(page.locator(".picker")).to_be_visible()
    actions, on_table = long_hand()
    assert on_table >= 15
    for action in actions[:-1]:  # up to the play before the domino: the ends are open
        log(page, action)
    boxes = tile_boxes(page, "#board .domino")
    assert len(boxes) == on_table - 1
    assert min(max(w, h) for w, h in boxes) >= 24     # the tile's length, in CSS px
    outside = page.evaluate("""() => { const box = document.querySelector('#board .board-draw').getBoundingClientRect();
        return [...document.querySelectorAll('#board .domino, #board .end-label')].filter(e => {
          const r = e.getBoundingClientRect();
          return r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1; }).length; }""")
    assert outside == 0
    state = straight.replay(straight.Options(2, partnerships=False, hand_size=9, target=500),
                            actions[:-1])
    shown = dict(zip(page.locator("#board .end-number").evaluate_all("es => es.map(e => e.dataset.end)"),
                     map(int, page.locator("#board .end-number b").all_inner_texts())))
    assert shown == state.open_ends
    expect(page.locator("#count")).to_have_text(str(state.count))
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 390  # the page does not pan
    page.screenshot(path=str(SHOTS / "straight-long-layout.png"))


def test_bendomino_tiles_badges_and_ghosts_on_a_phone(page: Page):
    new_game_form(page, ["Ana", "Budi", "Citra"])
    page.get_by_role("link", name="Bendomino").tap()
    page.wait_for_url(re.compile(r"kind=bendomino"))  # before tapping Start on the old page
    page.get_by_role("button", name="Start the game").tap()
    expect(page.locator(".picker")).to_be_visible()
    for action in BENDOMINO_ACTIONS[:-3]:
        log(page, action)
    boxes = tile_boxes(page, "#board .tile-outline")
    assert len(boxes) == 5 and min(min(w, h) for w, h in boxes) >= 32
    expect(page.locator("#board .tile-outline.override")).to_have_count(1)
    # No end mark overlaps a tile's outline box by more than a sliver.
    overlap = page.evaluate("""() => {
      const tiles = [...document.querySelectorAll('#board .half-tile')].map(e => e.getBoundingClientRect());
      const pips = [...document.querySelectorAll('#board .pip')].map(e => e.getBoundingClientRect());
      return [...document.querySelectorAll('#board .end-mark circle')].map(m => {
        const r = m.getBoundingClientRect();
        return pips.filter(p => p.left < r.right && p.right > r.left && p.top < r.bottom && p.bottom > r.top).length;
      });
    }""")
    assert overlap == [0, 0]
    page.locator('#panel .pick:has(svg[aria-label="3-1"])').tap()
    popover = page.locator("#ways-3-1")
    expect(popover.locator(".ghost")).to_have_count(2)
    expect(popover.locator("button .choice-n")).to_have_text(["1", "2"])
    expect(popover).to_contain_text("goes out")  # Ana's last tile (B7)
    page.screenshot(path=str(SHOTS / "bendomino-ghosts.png"))


def test_declaring_asks_before_the_draw_down(page: Page):
    """RULES B5: the board's Block button; with the other end blocked it first asks."""
    new_game_form(page, ["Ana", "Budi", "Citra"])
    page.get_by_role("link", name="Bendomino").tap()
    page.wait_for_url(re.compile(r"kind=bendomino"))  # before tapping Start on the old page
    page.get_by_role("button", name="Start the game").tap()
    expect(page.locator(".picker")).to_be_visible()
    log(page, {"type": "play", "seat": 0, "tile": "6-6", "end": None, "turn": None})
    with settled(page):
        page.get_by_role("button", name="Declare end a blocked").tap()
    expect(page.locator('#end-statuses li[data-end="a"]')).to_contain_text("declared")
    with settled(page):
        page.get_by_role("button", name="Declare end b blocked").tap()
    expect(page.locator("#panel")).to_contain_text("the draw-down starts")
    expect(page.locator("#board")).not_to_contain_text("draw-down")
    page.screenshot(path=str(SHOTS / "bendomino-confirm-declare.png"))
    with settled(page):
        page.get_by_role("button", name="Declare it blocked").tap()
    expect(page.locator("#board")).to_contain_text("Both ends blocked: draw-down")
