"""Rules round 3 on the screens, in both languages: Moon's hand working cites M8 for
a penalty line and M4 for a thrown-in hand; the checker refuses a fifth tile in a
trick (M7, said by the rules); a Straight game won by a play says on its score sheet
and in the CSV that the hand ended with the game (S9); a Bendomino declaration is
final once the draw-down has begun (B5). The hands are those of
tests/rules/test_*_round3.py, played through the app."""
import html
import re

import pytest

from tests.rules.test_moon_round3 import DEAL_4
from tests.web.table import HX, TableActions

EN = {"Accept-Language": "en"}
ID = {"Accept-Language": "id"}
NAMES = ("Ana", "Budi", "Citra", "Dewi")
LEADERS = [0, 0, 0, 0, 0, 0, 1]  # DEAL_4: Ana wins tricks 1-5 and leads 6; Budi wins 6


def text(response, status=200):
    """The words a person reads in the response (tags dropped, spaces collapsed; a
    tile's name kept on one line is still one word)."""
    assert response.status_code == status, response.get_data(as_text=True)[:400]
    page = re.sub(r'<span class="tile-name">([^<]*)</span>', r"\1", response.get_data(as_text=True))
    words = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())
    return words.replace("( ", "(").replace(" )", ")")


def moon_hand(client, rulings):
    """Ana bids 4, no trump, DEAL_4 played; Budi's renege in trick 2 and Citra's in
    trick 3 get `rulings`."""
    table = TableActions(client, names=NAMES, kind="moon")
    for seat, bid in ((0, 4), (1, None), (2, None), (3, None)):
        text(table.bid(seat, bid))
    text(table.trump(0, "none"))
    for leader, tiles in zip(LEADERS, DEAL_4):
        for i, tile in enumerate(tiles):
            text(table.play((leader + i) % 4, tile))
    for (trick, who), ruling in rulings.items():
        text(table.post(f"ruling {trick} {who} {ruling}", who))
    return table


@pytest.mark.parametrize("headers, line", [
    pytest.param(EN, "Budi & Dewi reneged (penalty): nothing (RULES §M8)", id="en"),
    pytest.param(ID, "Budi & Dewi langgar suit (penalti): nol (RULES §M8)", id="id"),
])
def test_moon_penalty_lines_cite_m8(app, client, headers, line):
    """RULES M8: Budi's renege (trick 2) penalised, Citra's let stand: the defenders
    concede, Ana & Citra score max(4, 5) = 5, Budi & Dewi nothing."""
    client.environ_base["HTTP_ACCEPT_LANGUAGE"] = headers["Accept-Language"]
    with app.app_context():
        table = moon_hand(client, {(2, 1): "penalty", (3, 2): "stand"})
        working = text(client.get(f"{table.url}/working?side=1", headers=HX))
        assert line in working and "§M9" not in working
        assert "(RULES §M8)" in text(client.get(f"{table.url}/working?side=0", headers=HX))


def test_moon_thrown_in_hand_cites_m4(app, client):
    with app.app_context():
        table = TableActions(client, names=NAMES, kind="moon")
        for seat in range(4):
            text(table.bid(seat, None))
        working = text(client.get(f"{table.url}/working?side=0", headers=HX))
        assert "everyone passed: thrown in and redealt (RULES §M4)" in working


@pytest.mark.parametrize("headers, words", [
    pytest.param(EN, "a trick is up to 4 tiles, one per player (RULES §M7)", id="en"),
    pytest.param(ID, "satu trick paling banyak 4 kartu, satu per pemain (RULES §M7)", id="id"),
])
def test_checker_refuses_a_fifth_tile_in_words(client, headers, words):
    html = text(client.get("/check/moon?position=6-6,6-5,6-4,6-3,5-5", headers=headers), 422)
    assert words in html


# RULES S9 (tests/rules/test_straight_round3.py GOING_OUT): Ana reaches the target of
# 10 with her last tile, 6-2 up.
GOING_OUT = [(0, "play 6-6")] + [(1, "draw")] * 18 + [
    (1, "pass"), (0, "play 6-4 right"), (1, "pass"), (0, "play 6-1 left"), (1, "pass"),
    (0, "play 4-2 right"), (1, "pass"), (0, "play 6-2 up")]


@pytest.mark.parametrize("language, words", [
    pytest.param("en", "Ana reached the target with 6-2, going out: the hand ended with the "
                       "game, and no tiles were reported", id="en"),
    pytest.param("id", "Ana mencapai target dengan 6-2 sambil domino: ronde berakhir bersama "
                       "permainan, dan tidak ada kartu yang dilaporkan", id="id"),
])
def test_a_game_won_by_a_play_says_so_on_the_score_sheet(app, client, language, words):
    client.environ_base["HTTP_ACCEPT_LANGUAGE"] = language
    with app.app_context():
        table = TableActions(client, target=10, hand_size=5, partnerships=False)
        for seat, do in GOING_OUT:
            text(table.post(do, seat))
        assert words in text(client.get(table.url))
        csv = client.get(f"/s/{table.token}/g/{table.game_id}/export.csv")
        assert words in csv.get_data(as_text=True)


@pytest.mark.parametrize("headers, words", [
    pytest.param(EN, "the draw-down has begun: a declaration is final, so end a cannot be "
                     "reopened RULES §B5", id="en"),
    pytest.param(ID, "ambil sampai stok habis sudah dimulai: pernyataan terblokir sudah final, "
                     "jadi ujung a tidak bisa dibuka lagi RULES §B5", id="id"),
])
def test_bendomino_declaration_is_final_in_the_draw_down(app, client, headers, words):
    client.environ_base["HTTP_ACCEPT_LANGUAGE"] = headers["Accept-Language"]
    with app.app_context():
        table = TableActions(client, names=NAMES[:2], kind="bendomino")
        text(table.post("open 0 6-6 -", 0))
        text(table.post("declare a on confirmed", 0))
        text(table.post("declare b on confirmed", 0))
        assert words in text(table.post("declare a off", 0), 422)
