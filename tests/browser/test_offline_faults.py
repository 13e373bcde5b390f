"""A bad connection never records a wrong play (issue 35), the faults the first tests
left open, on a 360×740 phone in both languages: a refused queued tap puts the
table's own screen back at once; what a waiting screen offers comes from the server
(no Draw behind a draw that emptied the boneyard); a tile behind a waiting play
waits for its end rather than guessing it; a game whose next step the server alone
can tell holds the next tap; an Undo waits too, and one whose answer was lost is
undone once; a waiting tap is corrected before it is sent; a reload with no connection shows the last screen with what waits."""
import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_glance import start
from tests.browser.test_installable import WAIT_FOR_WORKER
from tests.browser.test_offline_queue import (FOUR, LANGS, logged, new_phone, phone,  # noqa: F401 (phone: a fixture)
                                              queue_line, tile, title, turn, words)

pytestmark = pytest.mark.browser
# The words a person reads, per language (translations/id, docs/GLOSSARY.md).
MORE = {
    "en": {"held": "The next tap waits for the server.", "undo": "Undo",
           "noend": "goes without its end", "which": "say which end", "remove": "Remove"},
    "id": {"held": "Ketukan berikutnya menunggu server.", "undo": "Batalkan",
           "noend": "dikirim tanpa ujung", "which": "sebutkan ujung", "remove": "Hapus"},
}


def more(page, key):
    return MORE[page.lang][key]


def seq_is(page, n):
    expect(page.locator("#panel form[data-ahead] input[name=seq]")).to_have_value(str(n))


def back_online(page):
    page.context.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")


def button(page, value):
    return page.locator(f'#panel button[name=do][value="{value}"]')


def test_a_refused_tap_puts_the_tables_screen_back_at_once(phone: Page):
    """RULES S4.4: after the lead 4-4, 6-5 fits no end. Ana's lead, Budi's 6-5 and
    Ana's draw wait; back online the lead is logged and 6-5 refused: at once the
    screen is the table's (Budi's turn, count 8, the boneyard as it is), with the
    reason and its section, and no tap goes on until the person chooses."""
    start(phone, ["Ana", "Budi"], "straight", first="0")
    phone.context.set_offline(True)
    tile(phone, "4-4").tap()
    tile(phone, "6-5").tap()
    button(phone, "draw").tap()
    expect(title(phone)).to_have_text(turn(phone, "Ana"))  # moved on: Ana draws again
    back_online(phone)
    line = queue_line(phone)
    expect(line).to_contain_text(words(phone, "refused", tap="6-5"), timeout=8000)
    expect(title(phone)).to_have_text(turn(phone, "Budi"))  # the table's, not the moved-on
    expect(phone.locator("#count")).to_have_text("8")
    expect(phone.locator("#panel .refusal")).to_contain_text("RULES §S4.4")
    expect(tile(phone, "6-5")).not_to_have_class(re.compile("waiting"))
    for held in (tile(phone, "6-6"), button(phone, "draw")):
        expect(held).to_be_disabled()  # the choice first: discard, send anyway or undo
    expect(line.get_by_role("button", name=words(phone, "discard"))).to_be_visible()
    expect(line.locator("button[form=undo-form]")).to_be_visible()
    assert logged(phone) == [{"type": "play", "seat": 0, "tile": "4-4", "end": None}]
    line.get_by_role("button", name=words(phone, "discard")).tap()
    expect(button(phone, "draw")).to_be_enabled()
    expect(title(phone)).to_have_text(turn(phone, "Budi"))
    assert len(logged(phone)) == 1


def test_no_draw_behind_a_draw_that_empties_the_boneyard(phone: Page):
    """RULES S7: a player draws while the boneyard holds a tile and passes only once it
    is empty. Two players, the lead 4-4, Budi draws 13 of the 14; offline, his last
    draw waits: the screen, told by the server, offers no Draw but Pass, and the pass
    waits behind it, Ana's turn next. Both are logged in order, once."""
    start(phone, ["Ana", "Budi"], "straight", first="0")
    tile(phone, "4-4").tap()
    seq_is(phone, 1)
    for n in range(13):
        button(phone, "draw").tap()
        seq_is(phone, n + 2)
    phone.context.set_offline(True)
    button(phone, "draw").tap()
    expect(queue_line(phone)).to_contain_text(words(phone, "one"))
    expect(title(phone)).to_have_text(turn(phone, "Budi"))  # a draw keeps the turn
    expect(button(phone, "draw")).to_be_hidden()
    expect(button(phone, "pass")).to_be_enabled()
    button(phone, "pass").tap()
    expect(title(phone)).to_have_text(turn(phone, "Ana"))
    expect(button(phone, "draw")).to_be_hidden()  # still empty for Ana
    back_online(phone)
    expect(phone.locator("#net-sent")).to_be_visible(timeout=8000)
    expect(phone.locator("#net-sent")).to_contain_text(words(phone, "sent") + " ")
    expect(phone.locator("#net-sent")).to_contain_text(", " + words(phone, "pass"))
    assert logged(phone)[-2:] == [{"type": "draw", "seat": 1}, {"type": "pass", "seat": 1}]
    assert len(logged(phone)) == 16


def test_a_tile_behind_a_waiting_play_waits_for_its_end(phone: Page):
    """RULES S4 worked example: after the lead 4-4, 4-1 fits either side of the
    spinner. Tapped behind the waiting lead, the phone cannot know the ends the server
    will hold: it says the tile goes without its end; the server asks which (S4.4)
    and sending stops there, on the table's screen, where the which-end sheet works."""
    start(phone, ["Ana", "Budi"], "straight", first="0")
    phone.context.set_offline(True)
    tile(phone, "4-4").tap()
    tile(phone, "4-1").tap()
    expect(phone.locator("[popover]:popover-open")).to_have_count(0)  # no sheet guessed
    line = queue_line(phone)
    expect(line).to_contain_text(words(phone, "waiting", n=2) + " 4-4, 4-1")
    expect(line).to_contain_text(more(phone, "noend"))
    back_online(phone)
    expect(line).to_contain_text(words(phone, "refused", tap="4-1"), timeout=8000)
    expect(phone.locator("#panel .refusal")).to_contain_text(more(phone, "which"))
    expect(phone.locator("#panel .refusal")).to_contain_text("RULES §S4.4")
    expect(phone.locator("#count")).to_have_text("8")
    tile(phone, "4-1").tap()
    phone.locator('#panel button[value="play 4-1 right"]').tap()
    expect(phone.locator("#count")).to_have_text("9")  # RULES S5: 4 + 4 + 1
    assert logged(phone) == [{"type": "play", "seat": 0, "tile": "4-4", "end": None},
                             {"type": "play", "seat": 1, "tile": "4-1", "end": "right"}]


def test_moon_holds_the_next_tap_behind_a_waiting_bid(phone: Page):
    """RULES M4: what a bid leads to is the server's to say here, so Ana's bid waits
    and the screen holds the next tap, saying so; back online it is logged, once."""
    start(phone, FOUR, "moon", first="0")
    phone.context.set_offline(True)
    button(phone, "bid 4").tap()
    line = queue_line(phone)
    expect(line).to_contain_text(words(phone, "one"))
    expect(line).to_contain_text(more(phone, "held"))
    expect(button(phone, "bid 5")).to_be_disabled()
    back_online(phone)
    expect(phone.locator("#net-sent")).to_be_visible(timeout=8000)
    assert logged(phone) == [{"type": "bid", "seat": 0, "bid": 4}]
    expect(button(phone, "bid 5")).to_be_enabled()


def test_an_undo_with_no_connection_waits_and_gives_way_to_sent(phone: Page):
    """RULES G6: Undo takes back the latest action. Tapped offline with nothing else
    waiting, it waits like a tap (never "Not logged: no connection" left standing);
    back online it is sent, the line says so, and the log holds one undo."""
    start(phone, ["Ana", "Budi"], "straight", first="0")
    tile(phone, "4-4").tap()
    expect(phone.locator("#count")).to_have_text("8")
    phone.context.set_offline(True)
    phone.locator("#panel button[form=undo-form]").first.tap()
    line = queue_line(phone)
    expect(line).to_contain_text(words(phone, "one") + " " + more(phone, "undo"))
    expect(phone.locator("#net-failed")).to_be_hidden()
    expect(tile(phone, "6-6")).to_be_disabled()  # what the undo leaves is the server's to say
    back_online(phone)
    expect(phone.locator("#net-sent")).to_contain_text(words(phone, "sent") + " " + more(phone, "undo"),
                                                       timeout=8000)
    for stale in ("#net-failed", "#net-offline", "#net-down", "#net-queue"):
        expect(phone.locator(stale)).to_be_hidden()
    expect(phone.locator("#count")).to_have_text("0")
    assert logged(phone) == [{"type": "play", "seat": 0, "tile": "4-4", "end": None},
                             {"type": "undo", "voids": 1}]


def test_an_undo_whose_answer_was_lost_is_undone_once(phone: Page):
    """The Undo reaches the server and is logged; its answer is lost. The phone sends
    it again with the same tap id and is told it stands: one undo, never two (the
    second would have taken back Ana's lead too)."""
    start(phone, ["Ana", "Budi"], "straight", first="0")
    tile(phone, "4-4").tap()
    tile(phone, "4-1").tap()
    phone.locator('#panel button[value="play 4-1 right"]').tap()
    expect(phone.locator("#count")).to_have_text("9")

    def logged_then_lost(route):
        route.fetch()
        route.abort("connectionreset")

    phone.route(re.compile(r"/undo$"), logged_then_lost, times=1)
    phone.locator("#panel button[form=undo-form]").first.tap()
    expect(phone.locator("#panel .notice")).to_contain_text(words(phone, "already"), timeout=8000)
    expect(phone.locator("#count")).to_have_text("8")
    assert [e["type"] for e in logged(phone)] == ["play", "play", "undo"]
    expect(queue_line(phone)).to_be_hidden()


@pytest.mark.parametrize("lang", LANGS)
def test_a_reload_with_no_connection_shows_the_last_screen_and_what_waits(browser, base_url, lang):
    """The service worker answers a game page the network cannot reach with the last
    screen of that game this phone saw; the tap waiting on the phone is on it, with
    the line saying the phone is offline; back online it is sent (RULES S5: 9)."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=2,
                                  is_mobile=True, has_touch=True, base_url=base_url)
    context.add_cookies([{"name": "lang", "value": lang, "url": base_url}])
    try:
        phone = context.new_page()
        phone.lang = lang
        start(phone, ["Ana", "Budi"], "straight", first="0")
        phone.evaluate(WAIT_FOR_WORKER)
        tile(phone, "4-4").tap()
        expect(phone.locator("#count")).to_have_text("8")
        phone.wait_for_function("""async () => { const c = await caches.open('screens');
          const hit = await c.match(location.pathname); return !!hit &&
          (await hit.text()).includes('name="seq" value="1"'); }""")
        phone.context.set_offline(True)
        tile(phone, "4-1").tap()
        phone.locator('#panel button[value="play 4-1 right"]').tap()
        expect(queue_line(phone)).to_contain_text(words(phone, "one") + " 4-1")
        phone.reload()
        expect(phone.locator("#count")).to_have_text("8")  # the board as the table last held it
        expect(queue_line(phone)).to_contain_text(words(phone, "one") + " 4-1")
        expect(tile(phone, "4-1")).to_have_class(re.compile("waiting"))
        expect(phone.locator("#net-offline")).to_contain_text(words(phone, "offline"))
        back_online(phone)
        expect(phone.locator("#count")).to_have_text("9", timeout=8000)
        assert logged(phone)[1] == {"type": "play", "seat": 1, "tile": "4-1", "end": "right"}
    finally:
        context.close()


def test_a_waiting_tap_is_corrected_before_it_is_sent(phone: Page):
    """RULES S3/S4: four players, no boneyard. Ana's lead 6-4 and a pass for Budi wait;
    Budi meant 4-1. Tapping "Pass" in the waiting line offers to remove it (with any
    made after it); removed, the screen is Budi's turn again, his 4-1 waits instead,
    and only what the line last showed is logged."""
    start(phone, FOUR, "straight", first="0")
    phone.context.set_offline(True)
    tile(phone, "6-4").tap()
    button(phone, "pass").tap()
    line = queue_line(phone)
    expect(line).to_contain_text(words(phone, "waiting", n=2) + " 6-4, " + words(phone, "pass"))
    remove = line.locator("button[data-net=drop]")
    expect(remove).to_be_hidden()
    line.locator("button[data-tap='1']").tap()
    expect(remove).to_have_text(more(phone, "remove") + " " + words(phone, "pass"))
    line.locator("button[data-tap='0']").tap()  # from the lead on: both
    expect(remove).to_have_text(more(phone, "remove") + " 6-4, " + words(phone, "pass"))
    line.locator("button[data-tap='1']").tap()
    remove.tap()
    expect(line).to_contain_text(words(phone, "one") + " 6-4")
    expect(remove).to_be_hidden()
    expect(title(phone)).to_have_text(turn(phone, "Budi"))
    tile(phone, "4-1").tap()
    expect(line).to_contain_text(words(phone, "waiting", n=2) + " 6-4, 4-1")
    back_online(phone)
    expect(phone.locator("#net-sent")).to_be_visible(timeout=8000)
    # Tapped behind the waiting lead, 4-1 went without its end; it fits one open end
    # only (the 4), so the play may leave it unnamed and the app uses that end (S4.4).
    lead, play = logged(phone)
    assert lead == {"type": "play", "seat": 0, "tile": "6-4", "end": None}
    assert play["seat"] == 1 and play["tile"] == "4-1" and play["end"] in (None, "right")
    assert len(logged(phone)) == 2
