"""Every phone at the table, through the test client: the Invite sheet's links, the
theme a phone chooses, the service worker, manifest and icons, the terminal QR code
of `make run`, a retried post against the seq guard (DESIGN: the event log), and no
inline script anywhere (the Content-Security-Policy allows only script files)."""
import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image

from extensions import db
from models import Event, Session
from tests.web.table import HX, TableActions
from views.table import invite
from views.games.registry import KINDS

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.fixture
def table(app, client):
    with app.app_context():
        yield TableActions(client)


def links_in(html):
    return re.findall(r'<p class="link-text">([^<]+)</p>', html)


def test_invite_offers_the_table_link_and_the_view_link(client, table, monkeypatch):
    monkeypatch.setattr(invite, "lan_address", lambda: None)
    view_token = db.session.scalar(db.select(Session.view_token))
    html = client.get(f"/s/{table.token}/invite", headers=HX).get_data(as_text=True)
    assert links_in(html) == [f"http://localhost/s/{table.token}",
                              f"http://localhost/v/{view_token}"]
    assert html.count('class="qr-box" role="img"') == 2
    assert "<html" not in html  # the sheet alone, for the popover


def test_an_onlooker_is_never_offered_the_table_link(client, table):
    view_token = db.session.scalar(db.select(Session.view_token))
    for headers in (HX, {}):
        html = client.get(f"/v/{view_token}/invite", headers=headers).get_data(as_text=True)
        assert len(links_in(html)) == 1 and links_in(html)[0].endswith(f"/v/{view_token}")
        assert table.token not in html
    page = client.get(f"/v/{view_token}/g/{table.game_id}").get_data(as_text=True)
    assert table.token not in page
    assert client.get(f"/v/{table.token}/invite").status_code == 404


def test_links_from_the_machine_itself_name_its_lan_address(client, table, monkeypatch):
    """A laptop that opened the app on localhost invites phones to its LAN address."""
    monkeypatch.setattr(invite, "lan_address", lambda: "192.168.1.20")
    html = client.get(f"/s/{table.token}/invite", headers=HX).get_data(as_text=True)
    assert links_in(html)[0] == f"http://192.168.1.20/s/{table.token}"
    html = client.get(f"/s/{table.token}/invite", headers=HX,
                      base_url="http://192.168.1.7:5000").get_data(as_text=True)
    assert links_in(html)[0] == f"http://192.168.1.7:5000/s/{table.token}"


def test_session_page_and_game_screens_have_invite_and_copy(client, table):
    session_page = client.get(f"/s/{table.token}").get_data(as_text=True)
    assert 'popovertarget="invite-sheet"' in session_page
    assert session_page.count("data-copy=") == 2  # one beside each share link
    for kind in KINDS:  # four players: a game every kind can seat (Moon-4, Gaple)
        game = TableActions(client, names=("Ana", "Budi", "Citra", "Dewi"), kind=kind)
        screen = client.get(game.url).get_data(as_text=True)
        assert f'hx-get="/s/{game.token}/invite"' in screen, kind


@pytest.mark.parametrize("cookie, expected", [(None, "theme-auto"), ("dark", "theme-dark"),
                                              ("light", "theme-light"), ("neon", "theme-auto")])
def test_the_server_draws_the_page_in_the_phone_s_theme(client, cookie, expected):
    if cookie:
        client.set_cookie("theme", cookie)
    html = client.get("/").get_data(as_text=True)
    assert re.search(r'<html lang="en" class="([\w-]+)"', html).group(1) == expected


def test_service_worker_is_served_from_the_root_as_javascript(client):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response.mimetype == "text/javascript"
    assert response.headers["Service-Worker-Allowed"] == "/"
    assert response.headers["Cache-Control"] == "no-cache"
    body = response.get_data(as_text=True)
    assert "__SHELL" not in body
    shell = json.loads(re.search(r"const SHELL_URLS = (\[.*?\]);", body).group(1))
    assert "/static/vendor/htmx-2.0.11.min.js" in shell and "/offline" in shell
    for url in shell:
        with client.get(url) as asset:
            assert asset.status_code == 200, url
    assert not [url for url in shell if url.startswith(("/s/", "/v/"))]  # never a game page
    assert 'request.method !== "GET"' in body  # posts are never cached or replayed


def test_manifest_makes_the_app_installable(client):
    with client.get("/manifest.webmanifest") as response:   # the one the pages link
        assert response.mimetype == "application/manifest+json"
        manifest = response.get_json(force=True)
    assert manifest["name"] and manifest["short_name"]
    assert manifest["start_url"] == "/" and manifest["display"] == "standalone"
    assert manifest["theme_color"] and manifest["background_color"]
    pngs = {(icon["sizes"], icon.get("purpose", "any")): icon["src"]
            for icon in manifest["icons"] if icon["type"] == "image/png"}
    for (sizes, _purpose), src in pngs.items():
        with client.get(src) as icon:
            assert icon.mimetype == "image/png", src
            width, height = Image.open(io.BytesIO(icon.data)).size
        assert f"{width}x{height}" == sizes, src
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= set(pngs)


def test_offline_page(client):
    response = client.get("/offline")
    assert response.status_code == 200 and "No connection" in response.get_data(as_text=True)


def test_a_retried_post_that_was_logged_finds_the_table_moved_on(client, table):
    """The answer to a play was lost and the phone sends it again with the same seq:
    the seq guard refuses it (409) and the log holds the play once."""
    assert table.play(0, "4-4", seq=0).status_code == 200
    again = table.play(0, "4-4", seq=0)
    assert again.status_code == 409
    assert "The table moved on" in again.get_data(as_text=True)
    assert db.session.scalar(db.select(db.func.count(Event.id))) == 1


def test_a_retried_tap_whose_answer_was_lost_reads_as_logged(client, table):
    """The phone sends the same tap again (the same id and seq) after its answer was
    lost: the table holds exactly that action, so the phone is told it stands, once
    (issue 35: never "another phone logged first")."""
    assert table.play(0, "4-4", seq=0, tap="t-0001-abcd").status_code == 200
    again = table.play(0, "4-4", seq=0, tap="t-0001-abcd")
    assert again.status_code == 200
    assert "Logged already: this phone&#39;s tap had reached the table" in again.get_data(as_text=True)
    assert db.session.scalar(db.select(db.func.count(Event.id))) == 1


def test_the_same_action_from_another_tap_is_the_table_moving_on(client, table):
    """Another phone's tap (another id), even of the same tile, was not this phone's:
    the seq guard refuses it as stale and nothing is logged twice."""
    assert table.play(0, "4-4", seq=0, tap="phone-a-0001").status_code == 200
    for other in ("phone-b-0001", ""):
        again = table.play(0, "4-4", seq=0, tap=other)
        assert again.status_code == 409 and "The table moved on" in again.get_data(as_text=True)
    assert db.session.scalar(db.select(db.func.count(Event.id))) == 1


def test_a_retried_post_that_never_arrived_is_logged_once(client, table):
    """The first send never reached the server: Try again sends the same seq, which
    is still the table's, so the play is logged, once."""
    assert table.play(0, "4-4", seq=0).status_code == 200
    assert db.session.scalar(db.select(db.func.count(Event.id))) == 1
    assert table.seq == 1


def test_make_run_prints_the_address_as_a_qr_code():
    link = "http://192.168.1.20:5000"
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "join_qr.py"), link],
                         capture_output=True, text=True, check=True).stdout
    assert f"Open {link} on the phones" in out
    rows = [line for line in out.splitlines() if set(line) <= set(" █▀▄") and line.strip()]
    halves = {"█": (1, 1), "▀": (1, 0), "▄": (0, 1), " ": (0, 0)}  # light = a block
    image = Image.new("L", (len(rows[0]), 2 * len(rows)))
    for y, row in enumerate(rows):
        for x, char in enumerate(row):
            top, bottom = halves[char]
            image.putpixel((x, 2 * y), 255 * top)
            image.putpixel((x, 2 * y + 1), 255 * bottom)
    image = image.resize((image.width * 8, image.height * 8), Image.NEAREST)
    assert [code.text for code in zxingcpp.read_barcodes(image)] == [link]


INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>|\son[a-z]+=|hx-on|javascript:", re.I)


def test_no_inline_script_in_any_template():
    """CSP `script-src 'self'`: every script is a file under static/."""
    for template in (ROOT / "templates").rglob("*.html"):
        found = INLINE_SCRIPT.findall(template.read_text())
        assert not found, (template.name, found)


def test_the_screen_says_who_acts_after_each_button(client, table):
    """For a phone that cannot reach the server (issue 35), the picker says how many
    seats on the turn goes after a tile, a pass or a draw, as the rules tell (RULES S4:
    the turn passes to the left; a draw keeps it, S7), and what the taps after it lead
    to: each button's [seats on, what follows it]."""
    table.play(0, "4-4")
    html = client.get(table.url).get_data(as_text=True)
    ahead = json.loads(re.search(r'data-ahead="([^"]*)"', html).group(1).replace("&#34;", '"'))
    assert ahead["play"][0] == 1 and ahead["draw"][0] == 0, ahead
    # After a draw the same player plays (S7), and the turn then passes on (S4).
    assert ahead["draw"][1]["play"][0] == 1 and ahead["draw"][1]["draw"][0] == 0
    assert 'data-turn="{name}\'s turn"' in html


def test_a_retried_undo_whose_answer_was_lost_undoes_once(client, table):
    """An Undo carries a tap id too (issue 35): sent again with the same id and seq
    after its answer was lost, it reads as logged, and the log holds one undo (RULES
    G6: each undo is an event, and this phone asked for one)."""
    assert table.play(0, "4-4").status_code == 200
    assert table.play(1, "4-1", "right").status_code == 200
    seq = table.seq
    first = client.post(f"{table.url}/undo", data={"seq": seq, "tap": "undo-0001-abcd"}, headers=HX)
    assert first.status_code == 200
    again = client.post(f"{table.url}/undo", data={"seq": seq, "tap": "undo-0001-abcd"}, headers=HX)
    assert again.status_code == 200
    assert "Logged already: this phone&#39;s tap had reached the table" in again.get_data(as_text=True)
    undos = [e.payload for e in table.events() if e.kind == "undo"]
    assert undos == [{"type": "undo", "voids": 2}]
    # Another phone's Undo at that seq (another id, or none) is the table moving on.
    for other in ("undo-0002-wxyz", ""):
        late = client.post(f"{table.url}/undo", data={"seq": seq, "tap": other}, headers=HX)
        assert late.status_code == 409 and "The table moved on" in late.get_data(as_text=True)
    assert len([e for e in table.events() if e.kind == "undo"]) == 1
