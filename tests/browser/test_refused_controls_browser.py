"""RULES GP10.2 on a real phone: after A's 5-3 and three passes, A's Pass is dimmed
but still a button; tapped, it shows why a fourth pass is impossible in the panel,
inside the screen, and logs nothing."""
import pytest
from playwright.sync_api import expect

from tests.browser.glance import post
from tests.browser.test_gaple_glance import start
from tests.browser.test_glance import SHOTS, SIZES, phone  # noqa: F401 (the fixture)
from tests.rules.gaple_script import actions

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("size", SIZES)
def test_tapping_the_fourth_pass_says_why(phone, size):  # noqa: F811
    start(phone, {"first_lead": "any"})
    for action in actions("A 5-3, B pass, C pass, D pass"):
        post(phone, action)
    pass_button = phone.locator('#panel button[name=do][value=pass]')
    expect(pass_button).to_have_attribute("aria-disabled", "true")
    assert pass_button.evaluate("b => b.disabled") is False  # dimmed, not disabled
    with phone.expect_response(lambda r: r.url.endswith("/actions")) as answer:
        pass_button.tap(force=True)  # Playwright waits on aria-disabled; a finger does not
    assert answer.value.status == 422
    refusal = phone.locator("#panel .refusal")
    expect(refusal).to_contain_text("a fourth pass in a row is impossible")
    expect(refusal).to_contain_text("RULES §GP10.2")
    box, (width, height) = refusal.bounding_box(), size
    assert box["y"] >= 0 and box["y"] + box["height"] <= height and box["x"] + box["width"] <= width
    expect(phone.locator("#panel")).to_contain_text("Ana's turn")  # nothing was logged
    SHOTS.mkdir(exist_ok=True)
    phone.screenshot(path=str(SHOTS / f"gaple-fourth-pass-{size[0]}.png"))


@pytest.mark.parametrize("size", SIZES[1:])
def test_part_of_a_hand_shown_is_not_proven(phone, size):  # noqa: F811
    """RULES G7 in check mode: B holds 7 tiles after A's 5-3 and shows 6-6 and 2-1;
    the card reads "Not proven", 5 tiles not shown, and offers no "Log it"."""
    from tests.browser.test_disputes import check_button, enter_check_mode, show_tiles, verdict
    start(phone, {"first_lead": "any"})
    post(phone, {"type": "play", "seat": 0, "tile": "5-3", "end": None})
    enter_check_mode(phone)
    show_tiles(phone, "6-6", "2-1")
    check_button(phone, "Pass")
    card = verdict(phone)
    expect(card.locator(".verdict-head")).to_contain_text("Not proven")
    expect(card).to_contain_text("not proven: 5 tiles not shown")
    expect(card).to_contain_text("RULES §G7")
    expect(card.get_by_role("button", name="Log it")).to_have_count(0)
    box = card.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= size[1]
    SHOTS.mkdir(exist_ok=True)
    phone.screenshot(path=str(SHOTS / "gaple-not-proven-360.png"))
