"""RULES G6.1 on the screens: a play out of turn (Straight, Bendomino, Gaple) and a tile
on a spinner side not yet open (Straight) are refused as before (G4, S4.4/S4.2), and
the refusal offers to log them anyway as overrides; once logged they are marked on the
screen, in review and in the exports. Values worked out by hand from RULES."""
import re
from html import unescape

import pytest

from tests.rules import gaple_hands as hands
from tests.rules.gaple_script import actions
from tests.web.gaple_web import gaple_table, in_indonesian
from tests.web.table import TableActions
from tests.web.test_bahasa import visible
from tests.web.test_exchange import export_json, ok, sheet
from tests.web.test_review_pages import said

THREE = ("Ana", "Budi", "Citra")


def html_of(response, status=200):
    return ok(response, status).get_data(as_text=True)


def form_of(html, value):
    """The <form> holding the button that posts `value`."""
    at = html.index(f'value="{value}"')
    return html[html.rindex("<form", 0, at):html.index("</form>", at)]


# --- Straight: a play out of turn -----------------------------------------------------------

def test_straight_out_of_turn_refusal_offers_the_override(app, client):
    """Ana leads 6-4 (+10); in Budi's turn Citra lays 6-1 on the left: refused (G4), and
    the refusal offers it as Citra's play out of turn. Logged, 1 + 4 = 5 scores for
    Citra, Budi's turn is lost and Ana plays next (G6.1)."""
    with app.app_context():
        table = TableActions(client, names=THREE)
        ok(table.play(0, "6-4"))
        html = html_of(table.play(2, "6-1"), 422)
        words = visible(html)
        assert "it is Budi's turn, not Citra's" in words and "RULES §G4" in html
        assert "It stands on the table: log it anyway" in words
        assert "Citra laid 6-1 out of turn" in words
        assert "Budi's turn is lost; play goes on from Citra" in words
        assert 'href="/rules#G6.1"' in form_of(html, "play 6-1 left override")
        assert 'name="seat" value="2"' in form_of(html, "play 6-1 left override")
        assert len(table.events()) == 1  # the refusal logged nothing
        html = html_of(table.post("play 6-1 left override", 2))
        assert table.events()[-1].payload == {"type": "play", "seat": 2, "tile": "6-1",
                                              "end": "left", "override": True}
        assert 'id="count">5<' in html
        page = table.page()
        assert 'data-side="2">5<' in page and 'data-side="0">10<' in page
        assert "override: out of turn, Budi's turn lost" in visible(page)
        assert "Ana's turn" in visible(page)
        # Budi's turn is gone: his play now is out of turn too (G4).
        assert "it is Ana's turn, not Budi's" in visible(html_of(table.play(1, "4-4"), 422))


def test_straight_out_of_turn_offer_in_indonesian(app, client):
    with app.app_context():
        table = TableActions(client, names=THREE)
        ok(table.play(0, "6-4"))
        in_indonesian(client)
        words = visible(html_of(table.play(2, "6-1"), 422))
        assert "Citra menaruh 6-1 di luar gilirannya" in words
        assert "Giliran Budi hilang; permainan berlanjut dari Citra" in words


def test_straight_who_laid_the_tile_is_asked_by_the_title(app, client):
    """The step's title asks who laid the tile: each seat a choice of the picker form's
    `seat`, the turn's ticked (G4, G6.1)."""
    with app.app_context():
        table = TableActions(client, names=THREE)
        ok(table.play(0, "6-4"))
        page = table.page()
        picker = page[page.index('class="picker-form"'):]
        picker = picker[:picker.index("</form>")]
        assert 'type="hidden" name="seat"' not in picker
        seats = re.findall(r'<input type="radio" name="seat" value="(\d)"( checked)?>', picker)
        assert seats == [("0", ""), ("1", " checked"), ("2", "")]
        assert 'popovertarget="who-laid"' in picker and "Who laid it?" in picker


def test_straight_an_out_of_turn_tile_that_does_not_fit_offers_the_misplay(app, client):
    """Two players: Ana leads 5-0; in Budi's turn Ana lays 6-4 on the 0 (it fits
    neither end): the offer is the misplay that stood (S4.6) by Ana, at each end."""
    with app.app_context():
        table = TableActions(client)
        ok(table.play(0, "5-0"))
        html = html_of(table.play(0, "6-4"), 422)
        assert "RULES §G4" in html and "laid 6-4 out of turn" not in visible(html)
        assert 'name="seat" value="0"' in form_of(html, "play 6-4 right override 6")
        ok(table.post("play 6-4 right override 6", 0))
        assert table.events()[-1].payload["seat"] == 0
        assert "override: out of turn, Budi's turn lost" in visible(table.page())


# --- Straight: a tile on a spinner side not yet open ----------------------------------------

def test_straight_closed_side_is_offered_on_the_refusal(app, client):
    """Lead 4-4, 4-1 on the right; Ana's 6-2 fits neither 4 (left) nor 1 (right): the
    offer adds the spinner's up and down sides, not open yet (S4.2, G6.1). Logged up,
    showing 6: the side opens, 8 + 1 + 6 = 15 (S5.2, S6)."""
    with app.app_context():
        table = TableActions(client)
        ok(table.play(0, "4-4"))
        ok(table.play(1, "4-1", "right"))
        html = html_of(table.play(0, "6-2"), 422)
        words = visible(html)
        assert "up (4, not open yet) 6 2 down (4, not open yet) 6 2" in words
        html = html_of(table.post("play 6-2 up override 6", 0))
        assert 'id="count">15<' in html
        assert table.events()[-1].payload == {"type": "play", "seat": 0, "tile": "6-2",
                                              "end": "up", "override": True, "shows": 6}
        assert "override: up opened early, shows 6" in visible(table.page())


def test_straight_a_tile_named_at_a_closed_side_is_offered_there(app, client):
    """A post naming the closed up side is refused (S4.2) and offers that side: 4-3
    matches the spinner's 4 there, showing 3 (G6.1). In Indonesian, "belum terbuka"."""
    with app.app_context():
        table = TableActions(client)
        ok(table.play(0, "4-4"))
        ok(table.play(1, "4-1", "right"))
        in_indonesian(client)
        html = html_of(table.post("play 4-3 up", 0), 422)
        assert "RULES §S4.2" in html and 'value="play 4-3 up override 3"' in html
        assert "atas (4, belum terbuka)" in visible(html)


# --- Straight: review and exports -------------------------------------------------------------

# Three players, 5 tiles each. Ana leads 4-4 (8); Citra lays 4-1 right in Budi's turn (9);
# Ana lays 4-3 on the closed up side (8 + 1 + 3 = 12); Budi 4-2 left (2 + 1 + 3 = 6);
# Citra 1-1 right (7); Ana 3-3 up (2 + 2 + 6 = 10, +10); Budi 2-2 left (12); Citra 1-0
# right (10, +10); Ana 4-0 down (10, +10); Budi 2-1 left (7); Citra 0-0 right (7); Ana
# 5-1 left, her fifth tile (S8.1). Budi holds 6-6 6-5 (23), Citra 6-2 (8): 31 → 30.
HAND = [(0, "4-4", None), (2, "4-1", "right override"), (0, "4-3", "up override 3"),
        (1, "4-2", "left"), (2, "1-1", None), (0, "3-3", "up"), (1, "2-2", "left"),
        (2, "1-0", "right"), (0, "4-0", "down"), (1, "2-1", "left"), (2, "0-0", "right"),
        (0, "5-1", "left")]


def test_straight_review_and_exports_mark_both_overrides(app, client):
    with app.app_context():
        table = TableActions(client, names=THREE, hand_size=5)
        for seat, tile, rest in HAND:
            ok(table.post(f"play {tile}" + (f" {rest}" if rest else ""), seat))
        ok(table.reveal(1, tiles=["6-6", "6-5"]))
        ok(table.reveal(2, tiles=["6-2"]))
        assert 'data-side="0">50<' in table.page() and 'data-side="2">10<' in table.page()
        html = html_of(client.get(f"{table.url}/review?hand=1&step=2"))
        assert unescape(said(html)) == ("Step 2 of 14 Citra played 4-1 right (override: out "
                                        "of turn, Budi's turn lost): count 9, no score")
        assert 'class="current override"' in html
        html = html_of(client.get(f"{table.url}/review?hand=1&step=3"))
        assert unescape(said(html)) == ("Step 3 of 14 Ana played 4-3 up (override: up opened "
                                        "early, shows 3): count 12, no score")
        rows = sheet(ok(client.get(f"/s/{table.token}/g/{table.game_id}/export.csv")))
        working = rows[1][-1].split("\n")
        assert "Citra laid 4-1 at the right end showing 1, out of turn: Budi lost the turn " \
               "(override)" in working
        assert "Ana laid 4-3 at the spinner's up end before it was open, showing 3 " \
               "(override)" in working
        exported = export_json(client, table.token).decode()
        assert exported.count('"override":true') == 2, exported[:2000]


# --- Gaple -------------------------------------------------------------------------------------

def post(table, action):
    """A script's play or pass as the screen posts it."""
    if action["type"] != "play":
        return table.post(action["type"], action["seat"])
    end = f" {action['end']}" if action["end"] else ""
    return table.post(f"play {action['tile']}{end}", action["seat"])


def test_gaple_out_of_turn_offer_review_and_export(app, client):
    """RULES GP worked hand PLAIN_OUT, but where Citra passed, Dewi lays 6-4 at once, out
    of turn: refused (G4), offered, logged; Citra's turn is lost, Ana plays next (GP1,
    G6.1); Budi still goes out and the hand's sheet names the override."""
    script = actions(hands.PLAIN_OUT)
    at = script.index({"type": "pass", "seat": 2})
    played = script[at + 1]
    assert played == {"type": "play", "seat": 3, "tile": "6-4", "end": "left"}
    with app.app_context():
        table = gaple_table(client)
        for action in script[:at]:
            ok(post(table, action))
        html = html_of(table.post("play 6-4 left", 3), 422)
        assert "it is Citra's turn, not Dewi's" in visible(html)
        assert "Dewi laid 6-4 out of turn" in visible(html)
        ok(table.post("play 6-4 left override", 3))
        assert table.events()[-1].payload["override"] is True
        assert "override: out of turn, Citra's turn lost" in visible(table.page())
        assert "Ana's turn" in visible(table.page())
        step = len(table.events())
        for action in script[at + 2:]:
            ok(post(table, action))
        for action in actions(hands.PLAIN_OUT_REPORTS):
            ok(table.reveal(action["seat"], tiles=action["tiles"]))
        html = html_of(client.get(f"{table.url}/review?hand=1&step={step}"))
        assert "Dewi played 6-4 left (override: out of turn, Citra's turn lost)" \
            in unescape(said(html))
        assert 'class="current override"' in html
        rows = sheet(ok(client.get(f"/s/{table.token}/g/{table.game_id}/export.csv")))
        assert "Dewi laid 6-4 out of turn: Citra lost the turn (override) (RULES §G6.1)" \
            in rows[1][-1].split("\n")


# --- Bendomino ---------------------------------------------------------------------------------

def test_bendomino_out_of_turn_offer(app, client):
    """Ana opens 6-6; in Budi's turn Citra lays 6-3 at end a turning left: refused
    (G4), offered at the end and turn the rules place it, logged; Ana plays next."""
    with app.app_context():
        table = TableActions(client, names=THREE, kind="bendomino")
        ok(table.post("open 0 6-6 -", 0))
        html = html_of(table.post("play 6-3 a left", 2), 422)
        assert "Citra laid 6-3 out of turn" in visible(html)
        assert 'name="seat" value="2"' in form_of(html, "play 6-3 a left override")
        ok(table.post("play 6-3 a left override", 2))
        assert table.events()[-1].payload["override"] is True
        page = visible(table.page())
        assert "Citra: 6-3 at end a, turning left (override: out of turn, Budi's turn lost)" \
            in page
        assert "Ana's turn" in page
        assert 'class="tile-outline override"' not in table.page()  # on the lattice (B6)


@pytest.mark.parametrize("kind, names", [("straight", ("Ana", "Budi")),
                                         ("gaple", ("Ana", "Budi", "Citra", "Dewi"))])
def test_a_play_in_turn_is_no_out_of_turn_override(app, client, kind, names):
    """An override by the seat whose turn it is is not a play out of turn: Straight
    asks what it shows (S4.6), Gaple says to log a normal play (G6.1)."""
    with app.app_context():
        table = TableActions(client, names=names, kind=kind,
                             **({"first_lead": "any"} if kind == "gaple" else {}))
        ok(table.play(0, "6-4"))
        html = html_of(table.post("play 4-3 right override", 1), 422)
        assert ("RULES §S4.6" if kind == "straight" else "RULES §G6.1") in html
        assert len(table.events()) == 1
