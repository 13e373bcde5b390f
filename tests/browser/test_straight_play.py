"""Straight Domino in the real browser at phone size (390×844, touch): the RULES §S
worked example tapped tile by tile, a hand to its end, and a whole game to 250."""
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from rules import straight
from tests.rules.simulate import Table

pytestmark = [pytest.mark.browser,
              pytest.mark.browser_context_args(viewport={"width": 390, "height": 844},
                                               device_scale_factor=2, is_mobile=True,
                                               has_touch=True)]
SHOTS = Path(__file__).parent.parent / "artifacts"


def new_game_form(page: Page, names):
    """Start a session of `names` from the home page and open its new-game form."""
    page.goto("/")
    for i, name in enumerate(names):
        page.fill(f"input[name=players-{i}]", name)
    page.get_by_role("button", name=re.compile("start", re.I)).first.tap()
    page.get_by_role("link", name="New game").tap()


def start_game(page: Page, names, first="0", target=None):
    new_game_form(page, names)
    page.select_option("select[name=first]", first)
    if target:
        page.fill("input[name=target]", str(target))
    page.get_by_role("button", name="Start the game").tap()
    expect(page.locator(".picker")).to_be_visible()


def tap_tile(page: Page, tile, end=None):
    """One tap on the tile; a second on the end when the tile fits more than one."""
    with settled(page) as response:
        page.locator(f'#panel .pick:has(svg[aria-label="{tile}"])').tap()
        if end:
            page.locator(f'#panel button[value="play {tile} {end}"]').tap()
    return response.value


def tap_button(page: Page, name):
    with settled(page) as response:
        page.locator("#panel").get_by_role("button", name=name, exact=True).tap()
    return response.value


class settled:
    """Wait for the response to a post whose URL ends with `ending` (an action or an
    undo, by default) and for htmx to have swapped it in."""

    def __init__(self, page: Page, ending=r"/(actions|undo)$"):
        self.page = page
        self.ending = re.compile(ending)

    def __enter__(self):
        self.waiting = self.page.expect_response(self.ending)
        return self.waiting.__enter__()

    def __exit__(self, *exc):
        self.waiting.__exit__(*exc)
        if exc[0] is None:
            self.page.wait_for_function("() => !document.querySelector('.htmx-request')")
            self.page.wait_for_function("() => !document.querySelector('.htmx-settling')")


def scores(page: Page):
    return [int(s) for s in page.locator(".side-score").all_inner_texts()]


def expect_scores(page: Page, expected):
    expect(page.locator(".side-score")).to_have_text([str(points) for points in expected])


# RULES §S worked example: (tile, end when it fits two), count, scores after.
WORKED_EXAMPLE = [("4-4", None, 8, [0, 0]), ("4-1", "right", 9, [0, 0]), ("6-4", None, 7, [0, 0]),
                  ("4-3", "up", 10, [0, 10]), ("1-1", None, 11, [0, 10]),
                  ("3-2", None, 10, [0, 20]), ("4-0", None, 10, [10, 20])]


def test_worked_example_then_the_hand_to_its_end(page: Page):
    SHOTS.mkdir(exist_ok=True)
    start_game(page, ["Ana", "Budi"])
    for tile, end, count, after in WORKED_EXAMPLE:
        assert tap_tile(page, tile, end).status == 200
        expect(page.locator("#count")).to_have_text(str(count))
        expect_scores(page, after)
    expect(page.locator('.end-label[data-end="right"]')).to_contain_text("1+1")
    expect(page.locator("#lastplay")).to_contain_text("Ana played 4-0 down: +10")
    page.screenshot(path=str(SHOTS / "straight-worked-example.png"))
    # Going on (S5): Budi 6-5 → 9, Ana 5-5 → 14, Budi 1-0 right → 12, Ana 2-2 → 14,
    # Budi 0-0 down → 14, Ana 2-6 → 16 and dominoes with her seventh tile (S8.1).
    for tile, end, count in [("6-5", None, 9), ("5-5", None, 14), ("1-0", "right", 12),
                             ("2-2", None, 14), ("0-0", "down", 14), ("6-2", None, 16)]:
        assert tap_tile(page, tile, end).status == 200
        expect(page.locator("#count")).to_have_text(str(count))
    expect(page.locator("#panel")).to_contain_text("Budi holds 1 tile: tap it")
    page.screenshot(path=str(SHOTS / "straight-reports.png"))
    page.locator('#panel label.pick:has(svg[aria-label="6-6"])').tap()
    assert tap_button(page, "Report").status == 200
    # Budi's 12 pips round to 10 (G3) for Ana; Ana dominoed, so she leads hand 2 (S3).
    expect(page.locator("#lastplay")).to_contain_text("Budi 12 = 12 pips, rounded to 10")
    expect_scores(page, [20, 20])
    expect(page.locator(".bar-note")).to_contain_text("Hand 2")
    expect(page.locator("#board")).to_contain_text("Ana leads")
    page.screenshot(path=str(SHOTS / "straight-hand-2.png"))


def test_an_illegal_tap_is_refused_with_its_rule(page: Page):
    start_game(page, ["Ana", "Budi"])
    tap_tile(page, "4-4")
    response = tap_tile(page, "6-5")
    assert response.status == 422
    expect(page.locator(".refusal")).to_contain_text("6-5 does not fit")
    expect(page.locator(".refusal")).to_contain_text("RULES §S4.4")
    expect(page.locator("#count")).to_have_text("8")
    assert tap_tile(page, "4-2", "left").status == 200  # the screen stays usable
    with settled(page):
        page.locator("#panel").get_by_role("button", name="Undo").tap()
    expect(page.locator("#count")).to_have_text("8")


def test_a_whole_game_to_250(page: Page):
    """A complete two-player game, every action tapped, until a side reaches 250 (S9)."""
    start_game(page, ["Ana", "Budi"])
    table = Table(straight.Options(2), seed=7, canonical=True, first=0, report_as_pips=0.5)
    taps = 0
    while (action := table.next_action()) is not None:
        if action["type"] == "play":
            fits = len(table.state.ends_for(action["tile"])) > 1
            response = tap_tile(page, action["tile"], action["end"] if fits else None)
        elif action["type"] == "reveal":
            if "pips" in action:
                page.fill("#panel input[name=pips]", str(action["pips"]))
            else:
                for tile in action["tiles"]:
                    page.locator(f'#panel label.pick:has(svg[aria-label="{tile}"])').tap()
            response = tap_button(page, "Report")
        else:
            response = tap_button(page, action["type"].title())
        assert response.status == 200, action
        table.apply(action)
        taps += 1
        if table.state.winner is None:
            expect_scores(page, table.state.scores)
    expect(page.locator(".over")).to_contain_text("wins!")
    expect_scores(page, table.state.scores)
    assert max(scores(page)) >= 250
    page.screenshot(path=str(SHOTS / "straight-game-over.png"), full_page=True)
    assert taps > 50
