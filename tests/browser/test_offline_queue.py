"""A bad connection never records a wrong play (issue 35), on a 360×740 phone in both
languages: taps made while the server cannot be reached wait on the phone, in order,
shown as waiting; they send themselves once it answers, each logged once; a post whose
answer was lost reads as logged; a refusal or another phone's action stops the queue
and asks. What is logged is read back from the game's export (the event log)."""
import random
import re

import pytest
from playwright.sync_api import Page, expect

from rules import gaple, straight
from rules.tiles import Tile
from tests.browser.glance import quiet, troubles
from tests.browser.test_glance import start
from tests.rules.gaple_table import GapleTable
from tests.rules.simulate import Table
from tests.served import Served

pytestmark = pytest.mark.browser
LANGS = ["en", "id"]
# The words a person reads, per language (translations/id, docs/GLOSSARY.md).
WORDS = {
    "en": {"waiting": "{n} taps waiting to send:", "one": "1 tap waiting to send:",
           "pass": "Pass", "turn": "{name}'s turn", "right": "right",
           "offline": "This phone is offline since", "down": "The server cannot be reached since",
           "sent": "Sent and logged:", "already": "Logged already: this phone's tap had reached",
           "refused": "Not logged: {tap} was refused", "moved": "Another phone logged meanwhile",
           "discard": "Discard them", "fits": "does not fit"},
    "id": {"waiting": "{n} ketukan menunggu dikirim:", "one": "1 ketukan menunggu dikirim:",
           "pass": "Pass", "turn": "Giliran {name}", "right": "kanan",
           "offline": "Ponsel ini luring sejak", "down": "Server tidak bisa dihubungi sejak",
           "sent": "Terkirim dan dicatat:", "already": "Sudah dicatat: ketukan ponsel ini",
           "refused": "Tidak dicatat: {tap} ditolak", "moved": "Ponsel lain mencatat lebih dulu",
           "discard": "Buang semuanya", "fits": "tidak cocok"},
}
FOUR = ["Ana", "Budi", "Citra", "Dewi"]


def new_phone(browser, base_url, lang):
    context = browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=2,
                                  is_mobile=True, has_touch=True, base_url=base_url,
                                  service_workers="block")
    context.add_cookies([{"name": "lang", "value": lang, "url": base_url}])
    return context


@pytest.fixture(params=LANGS)
def phone(browser, base_url, request):
    context = new_phone(browser, base_url, request.param)
    page = context.new_page()
    page.lang = request.param
    yield page
    context.close()


def words(page, key, **values):
    return WORDS[page.lang][key].format(**values)


def logged(page):
    """The actions the table's log holds, in order (undone ones included)."""
    export = page.request.get(re.sub(r"\?.*$", "", page.url) + "/export.json").json()
    return [event["payload"] for event in export["games"][0]["events"]]


def tile(page, name):
    return page.locator(f'#panel .pick:has(svg[aria-label="{name}"])')


def queue_line(page):
    return page.locator("#net-queue")


def title(page):
    return page.locator("#panel .panel-title > span").first


def turn(page, name):
    """The panel's title names whose turn it is (the "·" after it is decoration)."""
    return re.compile("^" + re.escape(words(page, "turn", name=name)))


def test_offline_a_tile_and_a_pass_wait_in_order_then_log_once(phone: Page):
    """RULES S3/S7: Ana leads (a four-player table has no boneyard, so Budi may pass);
    both taps are made offline, then logged in order, once each."""
    start(phone, FOUR, "straight", first="0")
    phone.context.set_offline(True)
    tile(phone, "6-4").tap()
    line = queue_line(phone)
    expect(line).to_contain_text(words(phone, "one") + " 6-4")
    expect(tile(phone, "6-4")).to_have_class(re.compile("waiting"))
    expect(tile(phone, "6-4")).to_be_disabled()
    expect(title(phone)).to_have_text(turn(phone, "Budi"))  # moved on
    expect(phone.locator("#net-offline")).to_contain_text(words(phone, "offline"))
    phone.locator("#panel button[name=do][value=pass]").tap()
    expect(line).to_contain_text(words(phone, "waiting", n=2) + " 6-4, " + words(phone, "pass"))
    expect(title(phone)).to_have_text(turn(phone, "Citra"))
    assert troubles(phone) == []  # with the line up, every control and the count in the screen
    # Online again, the page reloaded while its posts still find no server: the taps
    # are kept on the phone, and the screen is moved on as before.
    phone.route(re.compile(r"/actions$"), lambda route: route.abort("connectionrefused"))
    phone.context.set_offline(False)
    phone.reload()
    expect(queue_line(phone)).to_contain_text(words(phone, "waiting", n=2) + " 6-4, "
                                              + words(phone, "pass"))
    expect(title(phone)).to_have_text(turn(phone, "Citra"))
    expect(phone.locator("#net-down")).to_contain_text(words(phone, "down"))
    assert logged(phone) == []
    phone.unroute(re.compile(r"/actions$"))
    expect(phone.locator("#net-sent")).to_contain_text(words(phone, "sent") + " 6-4, "
                                                       + words(phone, "pass"), timeout=8000)
    expect(queue_line(phone)).to_be_hidden()
    expect(phone.locator("#count")).to_have_text("10")  # RULES S5: the lead 6-4 counts 10
    assert logged(phone) == [{"type": "play", "seat": 0, "tile": "6-4", "end": None},
                             {"type": "pass", "seat": 1}]
    expect(title(phone)).to_have_text(turn(phone, "Citra"))


def test_a_lost_answer_reads_as_logged(phone: Page):
    """The post reaches the server and is logged; its answer never comes back. The
    phone sends it again by itself and is told it stands: once, and as its own."""
    start(phone, ["Ana", "Budi"], "straight", first="0")
    lost = []

    def logged_then_lost(route):
        route.fetch()  # the server logs it...
        lost.append(1)
        route.abort("connectionreset")  # ...and the phone never hears back

    phone.route(re.compile(r"/actions$"), logged_then_lost, times=1)
    tile(phone, "4-4").tap()
    expect(phone.locator("#panel .notice")).to_contain_text(words(phone, "already"), timeout=8000)
    assert lost == [1]
    expect(phone.locator(".refusal")).to_have_count(0)
    expect(phone.locator("#count")).to_have_text("8")  # RULES S5: the lead 4-4 counts 8
    assert logged(phone) == [{"type": "play", "seat": 0, "tile": "4-4", "end": None}]
    expect(queue_line(phone)).to_be_hidden()


def test_a_queued_tap_the_server_refuses_stops_the_queue(phone: Page):
    """RULES S4.4: after the lead 4-4, 6-5 fits no end. Tapped offline behind the lead
    (with Ana's draw after it), the lead is logged, 6-5 is refused with its rule, and
    the draw waits until the person chooses."""
    start(phone, ["Ana", "Budi"], "straight", first="0")
    phone.context.set_offline(True)
    tile(phone, "4-4").tap()
    tile(phone, "6-5").tap()
    phone.locator("#panel button[name=do][value=draw]").tap()
    expect(queue_line(phone)).to_contain_text(words(phone, "waiting", n=3))
    phone.context.set_offline(False)
    phone.evaluate("window.dispatchEvent(new Event('online'))")
    line = queue_line(phone)
    expect(line).to_contain_text(words(phone, "refused", tap="6-5"), timeout=8000)
    expect(line).to_contain_text(words(phone, "one"))
    expect(phone.locator("#panel .refusal")).to_contain_text(words(phone, "fits"))
    expect(phone.locator("#panel .refusal")).to_contain_text("RULES §S4.4")
    assert troubles(phone) == []  # the refusal, the line and its buttons: nothing pushed out
    note, box = phone.locator("#panel .refusal").bounding_box(), line.bounding_box()
    assert box["y"] + box["height"] <= note["y"] + 0.5, (box, note)  # the note covers no button
    # Nothing lies over the reason ("Sent and logged: 4-4" once did, at its centre).
    assert phone.evaluate("""() => { const r = document.querySelector('#panel .refusal')
      .getBoundingClientRect(); const top = document.elementFromPoint(r.left + r.width / 2,
      r.top + r.height / 2); return !!top && !!top.closest('#panel .refusal'); }""")
    assert logged(phone) == [{"type": "play", "seat": 0, "tile": "4-4", "end": None}]
    phone.wait_for_timeout(3500)  # a poll comes and goes: nothing more is sent
    assert len(logged(phone)) == 1
    line.get_by_role("button", name=words(phone, "discard")).tap()
    expect(line).to_be_hidden()
    expect(title(phone)).to_have_text(turn(phone, "Budi"))
    assert len(logged(phone)) == 1


def test_another_phone_logging_meanwhile_stops_the_queue(phone: Page, browser, base_url):
    """Ana's lead waits on this phone while another phone logs Ana's lead 4-4: nothing
    of this phone's is sent until the person chooses."""
    start(phone, ["Ana", "Budi"], "straight", first="0")
    phone.context.set_offline(True)
    tile(phone, "5-5").tap()
    expect(queue_line(phone)).to_contain_text(words(phone, "one") + " 5-5")
    other = new_phone(browser, base_url, "en")
    try:
        second = other.new_page()
        second.goto(phone.url)
        second.locator('#panel .pick:has(svg[aria-label="4-4"])').tap()
        expect(second.locator("#count")).to_have_text("8")
    finally:
        other.close()
    phone.context.set_offline(False)
    phone.evaluate("window.dispatchEvent(new Event('online'))")
    line = queue_line(phone)
    expect(line).to_contain_text(words(phone, "moved"), timeout=8000)
    expect(line).to_contain_text(words(phone, "one") + " 5-5")
    expect(phone.locator("#count")).to_have_text("8")  # the table as it stands
    phone.wait_for_timeout(3500)
    assert logged(phone) == [{"type": "play", "seat": 0, "tile": "4-4", "end": None}]
    line.get_by_role("button", name=words(phone, "discard")).tap()
    expect(line).to_be_hidden()
    assert len(logged(phone)) == 1


def test_a_tile_that_fits_two_ends_tapped_while_the_server_is_out_of_reach(phone: Page):
    """RULES S4 worked example: after the lead 4-4, 4-1 fits either side of the
    spinner. Its post fails: the which-end sheet closes, the banner and its buttons are
    uncovered and cover neither the scores nor the controls; back, it is logged on the
    end chosen (count 9, RULES S5)."""
    start(phone, ["Ana", "Budi"], "straight", first="0")
    tile(phone, "4-4").tap()
    expect(phone.locator("#count")).to_have_text("8")
    quiet(phone)
    phone.route(re.compile(r"/actions$"), lambda route: route.abort("connectionrefused"))
    tile(phone, "4-1").tap()
    phone.locator('#panel button[value="play 4-1 right"]').tap()
    line = queue_line(phone)
    expect(line).to_contain_text(words(phone, "one") + " 4-1 " + words(phone, "right"))
    expect(phone.locator("[popover]:popover-open")).to_have_count(0)  # the sheet closed
    expect(phone.locator("#net-down")).to_contain_text(words(phone, "down"))
    retry = line.locator("button[data-net=send]")
    box = retry.bounding_box()
    on_top = phone.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('[data-net]') !== null",
                            [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2])
    assert on_top, "something covers Try again"
    net = phone.locator("#net").bounding_box()
    for part in ("#scoreboard", "#panel"):
        other = phone.locator(part).bounding_box()
        assert net["y"] + net["height"] <= other["y"] + 0.5 or other["y"] + other["height"] <= net["y"] + 0.5, part
    assert 0 <= net["y"] and net["y"] + net["height"] <= 740
    phone.unroute(re.compile(r"/actions$"))
    retry.tap()
    expect(phone.locator("#count")).to_have_text("9", timeout=8000)
    expect(line).to_be_hidden()
    assert logged(phone)[1] == {"type": "play", "seat": 1, "tile": "4-1", "end": "right"}


def test_gaple_a_tile_and_a_pass_offline_read_as_the_table_says_them(phone: Page):
    """The issue's own table (RULES GP3, GP5): Ana leads 6-4 (any tile may lead), Budi
    says "Pas"; both tapped offline wait as "6-4, Pas" and are logged in order, once."""
    from tests.browser.test_gaple_glance import start as start_gaple
    start_gaple(phone, {"first_lead": "any", "first": "0"})
    phone.context.set_offline(True)
    tile(phone, "6-4").tap()
    expect(title(phone)).to_have_text(turn(phone, "Budi"))
    phone.locator("#panel button[name=do][value=pass]").tap()
    pas = {"en": "Pass", "id": "Pas"}[phone.lang]  # Gaple's own word (GLOSSARY)
    expect(queue_line(phone)).to_contain_text(words(phone, "waiting", n=2) + " 6-4, " + pas)
    expect(title(phone)).to_have_text(turn(phone, "Citra"))
    phone.context.set_offline(False)
    phone.evaluate("window.dispatchEvent(new Event('online'))")
    expect(phone.locator("#net-sent")).to_contain_text(f"6-4, {pas}", timeout=8000)
    assert logged(phone) == [{"type": "play", "seat": 0, "tile": "6-4", "end": None},
                             {"type": "pass", "seat": 1}]
    expect(title(phone)).to_have_text(turn(phone, "Citra"))


@pytest.mark.parametrize("lang", LANGS)
def test_the_server_stopped_and_restarted_mid_queue(browser, tmp_path, lang):
    """The server (as `make run` starts it) stops after the lead 6-4; the next two taps
    find nobody and wait; a new server on the same address and database takes them,
    in order, once (RULES S3: a four-player table has no boneyard, so Citra may pass)."""
    env = {"DATABASE_URL": f"sqlite:///{tmp_path / 'table.db'}",
           "INSTANCE_PATH": str(tmp_path / "instance"), "SECRET_KEY": "restart-test"}
    first = Served(env, flags="--workers 1 --blocking-threads 1").__enter__()
    context = new_phone(browser, first.url, lang)
    try:
        phone = context.new_page()
        phone.lang = lang
        start(phone, FOUR, "straight", first="0")
        tile(phone, "6-4").tap()
        expect(phone.locator("#count")).to_have_text("10")
        quiet(phone)
        first.__exit__(None, None, None)  # the server stops
        tile(phone, "4-1").tap()
        phone.locator("#panel button[name=do][value=pass]").tap()
        line = queue_line(phone)
        expect(line).to_contain_text(words(phone, "waiting", n=2) + " 4-1, " + words(phone, "pass"))
        expect(phone.locator("#net-down")).to_contain_text(words(phone, "down"))
        again = Served(env, flags="--workers 1 --blocking-threads 1", upgrade=False)
        again.port, again.url = first.port, first.url
        with again:  # back on the same address: the queue sends itself
            expect(phone.locator("#net-sent")).to_contain_text(
                words(phone, "sent") + " 4-1, " + words(phone, "pass"), timeout=10000)
            expect(line).to_be_hidden()
            assert logged(phone) == [
                {"type": "play", "seat": 0, "tile": "6-4", "end": None},
                {"type": "play", "seat": 1, "tile": "4-1", "end": "right"},  # S4: 6-4 left, 4 right
                {"type": "pass", "seat": 2}]
            expect(title(phone)).to_have_text(turn(phone, "Dewi"))
    finally:
        context.close()
        if first.process.poll() is None:
            first.__exit__(None, None, None)


def tap_meant(page, action):
    """Taps `action` as a person at the table would, on the screen as it now is; False
    when the screen offers no way to (a waiting tile, a button the next step lacks)."""
    if action["type"] != "play":
        button = page.locator(f'#panel button[name=do][value="{action["type"]}"]')
        if not (button.is_visible() and button.is_enabled()):
            return False
        button.tap()
        return True
    name = str(Tile(action["tile"]))
    pick = tile(page, name)
    if not pick.is_enabled():
        return False
    sheet = pick.get_attribute("popovertarget")
    pick.tap()
    if sheet:  # the which-end sheet: the end the table chose, if the screen offers it
        end = page.locator(f'#panel button[value="play {name} {action["end"]}"]')
        if not end.count():
            page.keyboard.press("Escape")
            return False
        end.tap()
    return True


def same_fact(action):
    """What an action says, whether or not its post named an end the rules infer."""
    return (action["type"], action.get("seat"), str(Tile(action["tile"])) if "tile" in action else None)


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("game", ["straight", "gaple"])
def test_random_fault_schedules_never_log_a_wrong_play(browser, base_url, game, seed):
    """A whole hand tapped through random faults (posts lost on the way, answers lost
    on the way back, the phone offline for a while): the log holds the actions meant,
    in order, each once; or the queue stopped on a refusal naming the first action
    meant that is not logged (the server judged it on a screen moved on without it)."""
    rng = random.Random(seed)
    if game == "straight":
        options = straight.Options(2)
        table = Table(options, seed=seed, canonical=True, first=0)
    else:
        options = gaple.Options(first_lead="any", redeal_doubles=None)
        table = GapleTable(options, seed=seed, redeal_rate=0)
    context = new_phone(browser, base_url, "en")
    page = context.new_page()
    page.lang = "en"
    try:
        first = table.next_action()
        if game == "straight":
            start(page, ["Ana", "Budi"], "straight", first="0")
        else:
            from tests.browser.test_gaple_glance import start as start_gaple
            start_gaple(page, {"first_lead": "any", "redeal_doubles": "None", "first": str(first["seat"])})

        def fate(route):
            roll = rng.random()
            if roll < 0.12:
                route.abort("connectionrefused")  # never reached the server
            elif roll < 0.24:
                route.fetch()
                route.abort("connectionreset")  # logged, its answer lost
            else:
                route.continue_()

        page.route(re.compile(r"/actions$"), fate)
        meant, action = [], first
        while action is not None and table.state.phase in ("lead", "play"):
            if "tile" in action:  # as the picker writes it: high half first (its lead's order)
                action = {**action, "tile": str(Tile(action["tile"]))}
            if rng.random() < 0.1:
                page.context.set_offline(rng.random() < 0.5)
            if not tap_meant(page, action):
                break
            meant.append(action)
            table.apply(action)
            quiet(page)
            action = table.next_action()
        page.context.set_offline(False)
        page.unroute(re.compile(r"/actions$"))
        page.evaluate("window.dispatchEvent(new Event('online'))")
        page.wait_for_function("""() => { const q = document.getElementById('net-queue');
            return q.hidden || !q.querySelector("p[data-when~=refused]").hidden; }""", timeout=30000)
        quiet(page)
        log = logged(page)
        assert [same_fact(a) for a in log] == [same_fact(a) for a in meant[:len(log)]]
        refused = page.locator("#net-queue p[data-when~=refused]")
        if len(log) < len(meant):
            expect(refused).to_be_visible()
            expect(refused).to_contain_text(f"Not logged: {str(Tile(meant[len(log)]['tile']))} was refused"
                                            if meant[len(log)]["type"] == "play" else "was refused")
        else:
            assert len(log) == len(meant) and refused.is_hidden()
        module = straight if game == "straight" else gaple
        assert module.replay(options, log).open_ends == module.replay(options, meant[:len(log)]).open_ends
    finally:
        context.close()
