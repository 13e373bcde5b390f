"""The game screen read at a glance (DESIGN: UI principles): at 390×844 and at a small
Android's 360×740, after every action of whole random games, every enabled control,
Undo, Check, the count and every open end's number lie inside the screen, no end
label or chip sits on a tile, and the page has not scrolled by itself. Back and
Forward show the table as it is now."""
import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from rules import bendomino, gaple, moon, straight
from tests.browser.glance import post, quiet, scores, troubles
from tests.games import every
from tests.rules.bendomino_table import BendominoTable
from tests.rules.gaple_table import GapleTable
from tests.rules.moon_table import MoonTable
from tests.rules.simulate import Table
from views.games.registry import KINDS

pytestmark = pytest.mark.browser
SIZES = [pytest.param((390, 844), id="390x844"), pytest.param((360, 740), id="360x740")]
SHOTS = Path(os.environ.get("GLANCE_SHOTS", Path(__file__).parent.parent / "artifacts"))


@pytest.fixture
def phone(browser, base_url, request):
    """A phone of the size the test asks for (`size`), in the language `lang`; the
    Indonesian phone is set to dark, so the screens are looked at in both themes."""
    width, height = request.node.callspec.params["size"]
    lang = request.node.callspec.params.get("lang", "en")
    context = browser.new_context(viewport={"width": width, "height": height},
                                  device_scale_factor=2, is_mobile=True, has_touch=True,
                                  base_url=base_url,
                                  color_scheme="dark" if lang == "id" else "light")
    context.add_cookies([{"name": "lang", "value": lang, "url": base_url}])
    page = context.new_page()
    yield page
    context.close()


def start(page, names, kind, **fields):
    page.goto("/")
    for i, name in enumerate(names):
        page.fill(f"input[name=players-{i}]", name)
    page.locator("#new-session button[type=submit]").tap()
    page.wait_for_url(re.compile(r"/s/[^/]+$"))
    page.goto(page.url + f"/games/new?kind={kind}")
    for name, value in fields.items():
        field = page.locator(f"[name={name}]")
        if field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(value)
        elif value is True:
            field.check()
        else:
            field.fill(str(value))
    page.locator("form.stack button[type=submit]").tap()
    expect(page.locator("#panel")).to_be_visible()
    quiet(page)


def play(page, table, until, shots=(), name=""):
    """Logs the simulated `table`'s actions until `until(state)`, checking the screen
    after each; saves a screenshot at the first action of each kind in `shots`."""
    taken, count = set(), 0
    while not until(table.state):
        action = table.next_action()
        if action is None:
            break
        table.apply(action)
        post(page, table.actions[-1])
        count += 1
        assert troubles(page) == [], (count, table.actions[-1])
        kind = table.actions[-1]["type"]
        if kind in shots and kind not in taken:
            taken.add(kind)
            page.screenshot(path=str(SHOTS / f"glance-{name}-{kind}.png"))
    return count


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_straight_two_hands_at_a_glance(phone, size, lang):
    start(phone, ["Ana", "Budi", "Citra"], "straight", first="0", target=250)
    table = Table(straight.Options(3, target=250), seed=7, canonical=True, first=0)
    played = play(phone, table, lambda s: s.hand > 2, shots=("play", "draw", "pass", "reveal"),
                  name=f"straight-{size[0]}-{lang}")
    assert played > 30
    assert scores(phone) == list(table.state.scores)


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_straight_game_over_at_a_glance(phone, size, lang):
    """A game played to its end (RULES S9) by players with long names: the score sheet
    keeps to the screen's width (the names wrap in its headings) and scrolls in place,
    with Undo, Review and Play again in the screen (a 360 px phone once scrolled
    sideways, 447 px wide, with Play again below its edge)."""
    names = ["Anastasia Wulandari", "Budi Santoso Pratama"]
    start(phone, names, "straight", first="0", target=65, hand_size=5)
    table = Table(straight.Options(2, target=65, hand_size=5), seed=7, canonical=True, first=0)
    play(phone, table, lambda s: s.phase == "over")
    assert table.state.phase == "over"
    phone.screenshot(path=str(SHOTS / f"glance-straight-over-{size[0]}-{lang}.png"))
    expect(phone.locator("#panel .over")).to_contain_text("Anastasia Wulandari")
    assert scores(phone) == list(table.state.scores)


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_moon_a_whole_hand_at_a_glance(phone, size, lang):
    start(phone, ["Ana", "Budi", "Citra", "Dewi"], "moon", first="0")
    table = MoonTable(moon.Options(), seed=3, renege_rate=0.3, first=0)
    play(phone, table, lambda s: s.hand > 1 and not s.bids, shots=("bid", "trump", "play", "ruling"),
         name=f"moon-{size[0]}-{lang}")
    assert scores(phone) == list(table.state.scores)


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_moon_long_names_at_a_glance(phone, size, lang):
    """Long names in every Moon step: whose bid or trump it is reads whole, a full trick
    and its result fit the board, and a renege waiting for its ruling (RULES M8) leaves
    the trick in sight. The hand's review, score sheet included, fits the phone's width."""
    names = ["Anastasia Wulandari", "Budi Santoso Pratama", "Citra Dewi", "Dewi Kartika Sari"]
    start(phone, names, "moon", first="1")
    table = MoonTable(moon.Options(), seed=11, renege_rate=0.5, first=1)
    play(phone, table, lambda s: s.hand > 1 and not s.bids, shots=("bid", "trump", "play", "ruling"),
         name=f"moon-long-{size[0]}-{lang}")
    assert any(a["type"] == "ruling" for a in table.actions)
    assert scores(phone) == list(table.state.scores)
    phone.goto(phone.url + "/review")
    expect(phone.locator(".review-sheet")).to_contain_text("Budi Santoso Pratama & Dewi Kartika Sari")
    assert phone.evaluate("document.documentElement.scrollWidth") <= size[0]


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_moon_four_reneges_to_rule_on_keep_undo_in_sight(phone, size, lang):
    """All seven tricks played and four proven reneges still to rule on (RULES M8):
    the rulings' list scrolls, while the hand's words and Undo stay inside the screen,
    and each ruling is in reach by scrolling the list alone (a short phone once had
    Undo below its edge, and the second renege's buttons under the hand's words)."""
    names = ["Anastasia Wulandari", "Budi Santoso Pratama", "Citra Dewi", "Dewi Kartika Sari"]
    start(phone, names, "moon", first="1")
    table = MoonTable(moon.Options(), seed=18, renege_rate=0.5, first=1)
    while not (table.state.phase == "rulings"
               and sum(r.ruling is None for r in table.state.reneges) == 4):
        action = table.next_action()
        table.apply(action)
        post(phone, table.actions[-1])
    phone.screenshot(path=str(SHOTS / f"glance-moon-rulings-{size[0]}-{lang}.png"))
    height = size[1] + 0.5
    for part in ("#panel button[form=undo-form]", "#panel .reneges + p"):
        box = phone.locator(part).bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= height, part
    rulings = phone.locator("#panel .reneges")
    assert rulings.evaluate("e => e.scrollHeight > e.clientHeight")
    for button in phone.locator("#panel .renege-actions button").all():
        button.scroll_into_view_if_needed()
        box, shown = button.bounding_box(), rulings.bounding_box()
        assert shown["y"] - 0.5 <= box["y"] and box["y"] + box["height"] <= shown["y"] + shown["height"] + 0.5
    assert phone.evaluate("scrollY") == 0


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_moon_three_widow_and_trump_at_a_glance(phone, size, lang):
    """moon-3 (RULES M5): the high bidder takes the widow and names trump, in either
    order; the title's citation of M5 reads whole beside a long name."""
    names = ["Anastasia Wulandari", "Budi Santoso Pratama", "Citra Dewi"]
    start(phone, names, "moon", variant="moon-3", first="1")
    table = MoonTable(moon.Options(variant="moon-3"), seed=5, first=1)
    play(phone, table, lambda s: s.phase in ("widow", "trump"))
    phone.screenshot(path=str(SHOTS / f"glance-moon3-{size[0]}-{lang}-widow.png"))
    # Both steps at once: the whole panel, its padding included, fits the screen.
    assert phone.evaluate("document.querySelector('#panel').getBoundingClientRect().bottom") \
        <= size[1] + 0.5
    play(phone, table, lambda s: s.phase == "play" and len(s.tricks) == 1)
    assert any(a["type"] == "widow" for a in table.actions)
    # Three narrow cards: the bidder's tricks and bid read whole ("0 tricks", "bid 5").
    bidder = phone.locator("#scoreboard .side-to-go", has_text=re.compile(r"bid \d"))
    expect(bidder).to_have_count(1)
    assert bidder.evaluate("e => e.scrollWidth <= e.clientWidth + 1"), bidder.inner_text()


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_bendomino_a_round_at_a_glance(phone, size, lang):
    start(phone, ["Ana", "Budi", "Citra"], "bendomino")
    table = BendominoTable(bendomino.Options(3), seed=5, draw_rate=0.2)
    play(phone, table, lambda s: s.hand > 1, shots=("play", "draw", "pass", "reveal"),
         name=f"bendomino-{size[0]}-{lang}")
    assert scores(phone) == list(table.state.scores)


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_bendomino_four_players_at_a_glance(phone, size, lang):
    """Four score cards sit in one row, so the chain keeps its room on a small phone."""
    start(phone, ["Ana", "Budi", "Citra", "Dewi"], "bendomino")
    table = BendominoTable(bendomino.Options(4), seed=9, draw_rate=0.2)
    play(phone, table, lambda s: s.hand > 1, shots=("play", "draw"),
         name=f"bendomino4-{size[0]}-{lang}")
    assert scores(phone) == list(table.state.scores)


# Where the partner's name starts in a side card's names ("A & B"), and whether its
# first word lies inside what the card shows (not cut off, nor behind the ellipsis).
PARTNER_SHOWN = r"""() => [...document.querySelectorAll('#scoreboard .side-names')].map(e => {
  const text = e.querySelector('.name-called').firstChild, at = text.data.indexOf(' & ') + 3;
  const range = document.createRange();
  range.setStart(text, at); range.setEnd(text, text.data.indexOf(' ', at) < 0 ? text.data.length : text.data.indexOf(' ', at));
  const box = e.getBoundingClientRect(), word = range.getBoundingClientRect();
  return [range.toString(), word.top >= box.top - 0.5 && word.bottom <= box.bottom + 0.5
          && word.right <= box.right + 0.5];
})"""


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_a_long_name_s_last_play_shows_its_points_whole(phone, size, lang):
    """Folded, the last play keeps its points whole beside a long name: 4-4 on the left
    end of 6-6 then 6-4 counts (4+4) + (6+6) = 20 (RULES S5, S6), shown as +20."""
    start(phone, ["Ana", "Budi Santoso Pratama", "Citra"], "straight", first="2", target=250)
    for seat, tile, end in ((2, "6-6", None), (0, "6-4", "left"), (1, "4-4", "left")):
        post(phone, {"type": "play", "seat": seat, "tile": tile, "end": end})
        assert troubles(phone) == [], tile
    expect(phone.locator("#lastplay summary .plus")).to_have_text("+20")
    phone.screenshot(path=str(SHOTS / f"glance-long-lastplay-{size[0]}-{lang}.png"))


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_partners_long_names_both_show(phone, size, lang):
    """In partnerships (RULES S1) a side's card names both partners: long names take a
    second line rather than cut the partner away."""
    names = ["Anastasia Wulandari", "Budi Santoso Pratama", "Citra Dewi", "Dewi Kartika Sari"]
    start(phone, names, "straight", first="0", partnerships=True)
    assert phone.evaluate(PARTNER_SHOWN) == [["Citra", True], ["Dewi", True]]
    assert not troubles(phone)


# Each score card's name as it shows: the part the table calls the player by, and
# whether it is whole (not cut to "Anast…").
CALLED_SHOWN = r"""() => [...document.querySelectorAll('#scoreboard .name-called')].map(e =>
  [e.textContent, e.scrollWidth <= e.clientWidth + 0.5])"""


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_four_cards_name_each_player_as_the_table_calls_them(phone, size, lang):
    """Four players on their own (Bendomino, RULES B1): four narrow cards in a row, each
    naming its player whole by the name the table calls them: "Anastasia", and "Budi S"
    beside "Budi H", whose first names are alike."""
    start(phone, ["Anastasia Wulandari", "Budi Santoso", "Budi Hartono", "Citra"], "bendomino")
    assert phone.evaluate(CALLED_SHOWN) == [["Anastasia", True], ["Budi S", True],
                                           ["Budi H", True], ["Citra", True]]
    assert not troubles(phone)


# Each citation on the felt: its text's colour against the board's, as a contrast
# ratio (WCAG's relative luminance).
CITES_ON_FELT = r"""() => {
  const rgb = c => c.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
  const lum = c => { const [r, g, b] = rgb(c).map(v => { v /= 255; return v <= .03928 ? v / 12.92 : ((v + .055) / 1.055) ** 2.4; });
                     return .2126 * r + .7152 * g + .0722 * b; };
  const felt = getComputedStyle(document.querySelector('#board')).backgroundColor;
  return [...document.querySelectorAll('#board .cite')].map(a => {
    const [x, y] = [lum(getComputedStyle(a).color), lum(felt)].sort((p, q) => q - p);
    return [a.textContent.trim(), Math.round((x + .05) / (y + .05) * 10) / 10];
  });
}"""


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_the_draw_down_s_citation_reads_on_the_felt(phone, size, lang):
    """6-6 opens, 6-3 at a turning left, 6-1 at b turning right: both ends blocked,
    the draw-down (RULES B5). Its line on the felt cites B5, in a colour that reads on
    the felt in the light theme (English here) and the dark (Indonesian)."""
    start(phone, ["Ana", "Budi", "Citra"], "bendomino")
    for action in ({"type": "play", "seat": 0, "tile": "6-6", "end": None, "turn": None},
                   {"type": "play", "seat": 1, "tile": "6-3", "end": "a", "turn": "left"},
                   {"type": "play", "seat": 2, "tile": "6-1", "end": "b", "turn": "right"}):
        post(phone, action)
    expect(phone.locator("#board .draw-down")).to_contain_text("RULES §B5")
    cites = phone.evaluate(CITES_ON_FELT)
    assert [c for c, _ in cites] == ["RULES §B5"] and all(r >= 4.5 for _, r in cites), cites
    assert not troubles(phone)


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_back_from_a_new_game_offers_it_at_the_form_s_top(phone, size, lang):
    """Back from a game's screen lands on the form that started it, at its top, where
    the game still going is offered with Resume, not at the Start button far below."""
    start(phone, ["Anastasia Wulandari", "Budi", "Citra", "Dewi"], "gaple")
    game_url = phone.url
    phone.go_back()
    going = phone.locator(".still-going")
    expect(going).to_be_visible()
    phone.wait_for_load_state("load")
    phone.wait_for_timeout(300)  # past any scroll the browser restores
    box = going.bounding_box()
    assert phone.evaluate("scrollY") == 0 and box["y"] >= 0
    going.locator("a.button").tap()
    phone.wait_for_url(game_url)


@pytest.mark.parametrize("size", SIZES[:1])
def test_back_and_forward_show_the_table_as_it_is_now(phone, size):
    """Another phone logs plays while this one is on the session page: Back to the game
    and Forward to the session show the scores as they are now, not as they were."""
    start(phone, ["Ana", "Budi"], "straight", first="0", target=250)
    game_url = phone.url
    table = Table(straight.Options(2, target=250), seed=11, canonical=True, first=0)
    play(phone, table, lambda s: sum(s.scores) > 0)
    other = phone.context.new_page()  # the other phone at the table
    other.goto(game_url)
    phone.locator(".bar-back").tap()
    phone.wait_for_url(re.compile(r"/s/[^/]+$"))
    before = list(table.state.scores)
    while list(table.state.scores) == before:
        action = table.next_action()
        table.apply(action)
        post(other, table.actions[-1])
    phone.go_back()
    phone.wait_for_url(game_url)
    expect(phone.locator("#scoreboard .side-score").first).to_have_text(str(table.state.scores[0]))
    assert scores(phone) == list(table.state.scores)
    while list(table.state.scores) == list(scores(phone)):
        action = table.next_action()
        table.apply(action)
        post(other, table.actions[-1])
    phone.go_forward()
    phone.wait_for_url(re.compile(r"/s/[^/]+$"))
    expect(phone.locator(".games .sides .score")).to_have_text(
        [str(score) for score in table.state.scores])


# Each game, its players and new-game fields, its simulated table, and how far to play
# before checking (tests/games/<kind>.py: GLANCE).
CHECKED_GAMES = {kind: game.GLANCE for kind, game in every().items()}


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind", list(CHECKED_GAMES))
def test_check_mode_at_a_glance(phone, size, lang, kind):
    """RULES G7 in check mode: the sheet of the tiles a player shows opens over the
    screen and closes again; with it open, and after a checked play's verdict, every
    control of the step is still inside the screen."""
    names, fields, make_table, actions = CHECKED_GAMES[kind]
    start(phone, names, kind, **fields)
    table = make_table()
    for _ in range(actions):
        table.apply(table.next_action())
        post(phone, table.actions[-1])
    phone.goto(phone.url + "?check=1")
    expect(phone.locator(".check-bar")).to_be_visible()
    assert troubles(phone) == []
    opener = phone.locator("#panel .shown-hand-open")
    opener.tap()
    sheet = phone.locator("#shown-hand")
    expect(sheet).to_be_visible()
    sheet.locator(".pick").nth(3).tap()
    sheet.locator(".pick").nth(10).tap()
    assert troubles(phone) == []
    phone.screenshot(path=str(SHOTS / f"glance-check-{kind}-{size[0]}-{lang}.png"))
    sheet.locator("button.primary").tap()
    expect(sheet).to_be_hidden()
    assert troubles(phone) == []
    with phone.expect_response(re.compile(r"/check$")):
        phone.locator("#panel .picker-form > .picker .pick.fits[name=do], "
                      "#panel .picker-form .actions button[value=draw]").first.tap()
    expect(phone.locator("#panel .verdict")).to_be_visible()
    expect(phone.locator("#panel .shown-hand-open")).to_have_text(re.compile(r"· 2$"))
    assert troubles(phone) == []
    phone.screenshot(path=str(SHOTS / f"glance-checked-{kind}-{size[0]}-{lang}.png"))


NOTES_REACHABLE = r"""() => {
  const bar = document.querySelector('.bar').getBoundingClientRect().bottom, out = [];
  const notes = document.querySelector('#panel .panel-notes');
  if (notes.getBoundingClientRect().top < bar - 0.5) out.push('notes under the bar');
  for (const close of notes.querySelectorAll('.note-close')) {
    const r = close.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !close.contains(hit)) out.push('close button covered by: ' + (hit ? hit.className : 'nothing'));
  }
  return out;
}"""


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_notes_rise_no_higher_than_the_bar(phone, size, lang):
    """6-6 on a 5-4 lead does not match (RULES S4.4): the refusal and the offer to log
    it as a misplay that stands (S4.6) float over the board as two notes. However tall
    they are, they stay below the bar, and a tap on each note's × reaches it."""
    start(phone, ["Anastasia Wulandari", "Budi", "Citra"], "straight", first="0", target=250)
    post(phone, {"type": "play", "seat": 0, "tile": "5-4", "end": None})
    phone.locator('#panel button.pick[value="play 6-6"]').tap()
    expect(phone.locator("#panel .panel-notes .refusal")).to_contain_text("S4.4")
    expect(phone.locator("#panel .log-anyway-form")).to_be_visible()
    quiet(phone)
    phone.screenshot(path=str(SHOTS / f"glance-misfit-notes-{size[0]}-{lang}.png"))
    assert phone.evaluate(NOTES_REACHABLE) == []
    phone.locator("#panel .refusal .note-close").tap()
    expect(phone.locator("#panel .refusal")).to_be_hidden()


OFFER_IN_SIGHT = r"""() => {
  const notes = document.querySelector('#panel .panel-notes').getBoundingClientRect();
  return [...document.querySelectorAll('#panel .log-anyway-form button[name=do]')]
    .filter(b => { const r = b.getBoundingClientRect();
                   return r.top < notes.top - 0.5 || r.bottom > notes.bottom + 0.5; })
    .map(b => b.value);
}"""


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_a_misplay_at_four_open_ends_is_offered_in_sight(phone, size, lang):
    """With the spinner flanked (RULES S4.2) the layout has four open ends: 4, 2, 3, 1.
    6-5 fits none (S4.4), and the offer to log it as it stands (S4.6) names each end
    with its number, two ends a row, and shows both numbers of 6-5 at each without
    scrolling (at 360 px in Indonesian, whose panel title takes two lines, the notes
    scroll by a third of a row to the last one)."""
    start(phone, ["Anastasia Wulandari", "Budi", "Citra"], "straight", first="0", target=250)
    for seat, tile, end in ((0, "6-6", None), (1, "6-4", "left"), (2, "6-2", "right"),
                            (0, "6-3", "up"), (1, "6-1", "down")):
        post(phone, {"type": "play", "seat": seat, "tile": tile, "end": end})
    phone.locator('#panel button.pick[value="play 6-5"]').tap()
    offer = phone.locator("#panel .log-anyway-form")
    expect(offer).to_be_visible()
    ends = {"en": ["left (4)", "right (2)", "up (3)", "down (1)"],
            "id": ["kiri (4)", "kanan (2)", "atas (3)", "bawah (1)"]}[lang]
    expect(offer.locator(".log-anyway-group .log-anyway-end")).to_have_text(ends)
    quiet(phone)
    phone.screenshot(path=str(SHOTS / f"glance-misplay-four-ends-{size[0]}-{lang}.png"))
    if size == (360, 740) and lang == "id":
        offer.locator("button[name=do]").last.scroll_into_view_if_needed()
        assert "play 6-5 down override 5" not in phone.evaluate(OFFER_IN_SIGHT)
    else:
        assert phone.evaluate(OFFER_IN_SIGHT) == []
    rows = offer.locator(".log-anyway-group").evaluate_all(
        "gs => gs.map(g => Math.round(g.getBoundingClientRect().top))")
    assert rows[0] == rows[1] and rows[2] == rows[3] and rows[2] > rows[0]


@pytest.mark.parametrize("size", SIZES[:1])
def test_who_leads_first_follows_the_seats(phone, size):
    """The new-game form's first-lead choices (RULES S3) name each seat's player as
    the seats now stand: seating Citra first makes seat 1's choice "Seat 1: Citra";
    an empty seat is no choice (three players: no "Seat 4"), and a seat emptied
    stops being one."""
    phone.goto("/")
    for i, name in enumerate(["Ana", "Budi", "Citra"]):
        phone.fill(f"input[name=players-{i}]", name)
    phone.locator("#new-session button[type=submit]").tap()
    phone.wait_for_url(re.compile(r"/s/[^/]+$"))
    phone.goto(phone.url + "/games/new?kind=straight")
    first = phone.locator('select[name="first"]')
    offered = "os => os.filter(o => !o.hidden).map(o => o.value)"
    expect(first.locator('option[value="0"]')).to_have_text("Seat 1: Ana")
    assert first.locator("option").evaluate_all(offered) == ["random", "0", "1", "2"]
    phone.locator('select[name="seats-0"]').select_option(label="Citra")
    expect(first.locator('option[value="0"]')).to_have_text("Seat 1: Citra")
    phone.locator('select[name="seats-2"]').select_option(index=0)  # emptied
    expect(first.locator('option[value="2"]')).to_have_text("Seat 3")
    assert first.locator("option").evaluate_all(offered) == ["random", "0", "1"]


HALF_LINE = r"""() => {
  const s = document.querySelector('#lastplay details:not([open]) summary');
  if (!s) return 'no folded last play';
  const style = getComputedStyle(s), r = s.getBoundingClientRect();
  const edge = r.bottom - parseFloat(style.borderBottomWidth)
    - (style.overflowClipMargin.includes('content-box') ? parseFloat(style.paddingBottom) : 0);
  const range = document.createRange(); range.selectNodeContents(s);
  const cut = [...range.getClientRects()].filter(l => l.top < edge - 0.5 && l.bottom > edge + 0.5);
  return cut.length ? 'a line cut through: ' + Math.round(edge - cut[0].top) + ' px shown' : 'ok';
}"""


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_a_folded_last_play_never_shows_half_a_line(phone, size, lang):
    """A last play too long for two lines is cut at a line's end: in Indonesian at 360
    px, "…ujung (3+3) + 4 + 1" once showed the top half of its third line."""
    start(phone, ["Anastasia Wulandari", "Budi", "Citra"], "straight", first="2", target=250)
    for seat, tile, end in ((2, "5-2", None), (0, "5-5", "left"), (1, "4-2", "right"),
                            (2, "6-5", "left"), (0, "6-4", "left"), (1, "4-3", "left"),
                            (2, "3-3", "left"), (0, "5-1", "up")):
        post(phone, {"type": "play", "seat": seat, "tile": tile, "end": end})
    assert phone.evaluate(HALF_LINE) == "ok"
    phone.screenshot(path=str(SHOTS / f"glance-lastplay-cut-{size[0]}-{lang}.png"))


CHOICES_SHOWN = r"""() => {
  const out = [];
  for (const select of document.querySelectorAll('form.new-game select')) {
    const shown = select.previousElementSibling, chosen = select.selectedOptions[0].textContent;
    if (!shown || !shown.matches('.select-text')) { out.push('not covered: ' + select.name); continue; }
    if (shown.textContent !== chosen) out.push(select.name + ' shows ' + shown.textContent + ', not ' + chosen);
    if (shown.scrollWidth > shown.clientWidth + 1) out.push(select.name + ' cut: ' + chosen);
    const a = select.getBoundingClientRect(), b = shown.getBoundingClientRect();
    if (Math.abs(a.top - b.top) > 0.5 || Math.abs(a.bottom - b.bottom) > 0.5 || Math.abs(a.width - b.width) > 0.5)
      out.push(select.name + ' does not lie over its box');
  }
  return out;
}"""


@pytest.mark.parametrize("lang", ["en", "id"])
@pytest.mark.parametrize("size", SIZES)
def test_every_rule_choice_reads_whole(phone, size, lang):
    """A choice of the new-game form reads whole on a phone, whatever is chosen: a
    closed select cut Gaple's "Penalty: each adds their own pips; reach the limit and
    lose" at one line, and at 360 px Straight's "Double pertama yang dimainkan". Each
    option of every game's form is chosen in turn; the box shows it, wrapping, and the
    select lies over the box to take the tap. Who leads first follows a seat's change."""
    phone.goto("/")
    names = ["Anastasia Wulandari", "Budi Santoso Pratama", "Citra",
             "Wolfeschlegelsteinhausenbergerdorffvoral"]  # a name's longest: 40, one word
    for i, name in enumerate(names):
        phone.fill(f"input[name=players-{i}]", name)
    phone.locator("#new-session button[type=submit]").tap()
    phone.wait_for_url(re.compile(r"/s/[^/]+$"))
    session = phone.url
    for kind in KINDS:
        phone.goto(session + f"/games/new?kind={kind}")
        for details in phone.locator("form.new-game details").all():
            details.locator("summary").tap()
        for select in phone.locator("form.new-game select").all():
            for value in select.locator("option").evaluate_all("os => os.map(o => o.value)"):
                select.select_option(value)
                assert phone.evaluate(CHOICES_SHOWN) == [], (kind, value)
        assert phone.evaluate("document.documentElement.scrollWidth") <= size[0]
    phone.goto(session + "/games/new?kind=straight")
    phone.locator('select[name="seats-0"]').select_option(label="Citra")
    phone.locator('select[name="first"]').select_option("0")
    shown = "document.querySelector('select[name=first]').previousElementSibling.textContent"
    assert phone.evaluate(shown) == {"en": "Seat 1: Citra", "id": "Kursi 1: Citra"}[lang]
    phone.locator('select[name="seats-0"]').select_option(label="Budi Santoso Pratama")
    seat_1 = {"en": "Seat 1: ", "id": "Kursi 1: "}[lang] + "Budi Santoso Pratama"
    assert phone.evaluate(shown) == seat_1
    # Away and Back: the browser gives the seats back as chosen, and the choices name
    # their players again (the page had drawn "Seat 1: Anastasia Wulandari").
    phone.goto("/rules")
    phone.go_back()
    phone.wait_for_selector("form.new-game .select-text")
    if phone.locator('select[name="seats-0"]').evaluate("s => s.selectedOptions[0].text") \
            == "Budi Santoso Pratama":
        assert phone.evaluate(shown) == seat_1
    assert phone.evaluate(CHOICES_SHOWN) == []
    assert phone.evaluate("document.documentElement.scrollWidth") <= size[0]
