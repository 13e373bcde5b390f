"""The Bendomino screens through the Flask test client: opening, placements with
end and turn, end statuses, draw and pass, declaring, the draw-down, refusals."""
import re

import pytest

from tests.web.gaple_web import in_indonesian
from tests.web.table import TableActions
from tests.web.test_bahasa import visible

THREE = ("Ana", "Budi", "Citra")


@pytest.fixture
def table(app, client):
    with app.app_context():
        yield TableActions(client, names=THREE, kind="bendomino")


def text(response):
    return response.get_data(as_text=True)


def test_opening_offers_who_lays_it(table):
    html = table.page()
    assert "The highest double opens" in html and 'value="open 1 6-6 -"' in html
    assert 'value="open 0 6-3 right"' in html  # a non-double's make is asked (B6)


def test_ring_closes_and_the_draw_down_starts(table):
    """RULES §B: 6-6, 6-3 at a turning left, 6-1 at b turning right: joined ends."""
    assert table.post("open 0 6-6 -", 0).status_code == 200
    html = text(table.post("play 6-3 a left", 1))
    assert 'data-end="a"' in html and "Citra's turn" in html
    html = text(table.post("play 6-1 b right", 2))
    assert "joined" in html and "Both ends blocked: draw-down" in html and "Ana draws" in html
    response = table.post("play 3-1 a left", 0)
    assert response.status_code == 422 and "RULES §B5" in text(response)
    assert [e.payload["type"] for e in table.events()] == ["play"] * 3


def test_half_blocked_end_and_override(table):
    table.post("open 0 6-6 -", 0)
    table.post("play 6-3 a right", 1)
    html = text(table.post("play 3-3 a right", 2))
    assert "half-blocked: only left" in html
    response = table.post("play 3-1 a right", 0)
    assert response.status_code == 422 and "override" in text(response)
    response = table.post("play 3-1 a right override", 0)
    assert response.status_code == 200
    assert table.events()[-1].payload["override"] is True


@pytest.mark.parametrize("do, seat, section", [
    ("play 5-4 a left", 1, "B3"), ("pass", 1, "B4"), ("play 6-3 a left", 0, "G4"),
    ("bid 5", 1, None),
])
def test_refusals(table, do, seat, section):
    table.post("open 0 6-6 -", 0)
    response = table.post(do, seat)
    assert response.status_code == 422 and len(table.events()) == 1
    if section:
        assert f"RULES §{section}" in text(response)


def test_draw_then_pass_and_declare(table):
    table.post("open 0 6-6 -", 0)
    html = text(table.draw(1))
    assert table.draw(1).status_code == 422  # one draw a turn (B4)
    assert table.pass_(1).status_code == 200
    html = text(table.post("declare a on", 2))
    assert "declared blocked" in html
    assert table.events()[-1].payload == {"type": "declare", "end": "a", "blocked": True}


def test_declaring_is_on_the_board_apart_from_draw_and_pass(table):
    """RULES B5: declaring sits by each end's status on the board, not among the
    turn's buttons; a declared end offers a way to reopen it there."""
    table.post("open 0 6-6 -", 0)
    html = table.page()
    board = html[html.index('<section id="board"'):html.index('<section id="lastplay"')]
    panel = html[html.index('<section id="panel"'):]
    assert 'value="declare a on"' in board and 'value="declare b on"' in board
    assert "declare" not in panel and 'value="draw"' in panel
    html = text(table.post("declare a on", 1))  # end b stays open: nothing to ask
    board = html[html.index('<section id="board"'):html.index('<section id="lastplay"')]
    assert 'value="declare a off"' in board and "Reopen" in board
    html = text(table.post("declare a off", 1))
    assert table.events()[-1].payload == {"type": "declare", "end": "a", "blocked": False}
    assert 'value="declare a on"' in html


def test_a_declaration_that_starts_the_draw_down_is_confirmed_first(table):
    """RULES B5: with end a declared, declaring b leaves no open end and starts the
    draw-down (stock 10): the first tap only asks; nothing is logged until the table
    confirms on that second step, and cancelling leaves the round in play."""
    table.post("open 0 6-6 -", 0)
    table.post("declare a on", 1)
    logged = len(table.events())
    response = table.post("declare b on", 1)
    html = text(response)
    assert response.status_code == 200 and len(table.events()) == logged
    assert "draw-down starts" in html and 'value="declare b on confirmed"' in html
    assert "Both ends blocked: draw-down" not in html
    page = table.page()
    assert "draw-down starts" not in page and "Budi's turn" in page  # cancel = reload
    html = text(table.post("declare b on confirmed", 1))
    assert table.events()[-1].payload == {"type": "declare", "end": "b", "blocked": True}
    assert "Both ends blocked: draw-down" in html and "Budi draws" in html


def popover(html, tile):
    return re.search(rf'<div popover id="ways-{tile}".*?</div>\s*</div>', html, re.S).group(0)


def test_choices_show_ghosts_and_say_when_they_close_the_circle(table):
    """RULES B worked example: after 6-6 and 6-3 at a turning left, 6-1 at b turning
    right continues the same circle: all six triangles round its centre are full
    and the ends join (B5 d). Each choice is numbered and drawn as a ghost tile."""
    table.post("open 0 6-6 -", 0)
    table.post("play 6-3 a left", 1)
    ways = popover(table.page(), "6-1")
    buttons = re.findall(r'<button class="primary" name="do" value="play 6-1 (\w) (\w+)">'
                         r'<span class="choice-n">(\d)</span>(.*?)</button>', ways, re.S)
    assert {(end, turn) for end, turn, _, _ in buttons} == {("b", "left"), ("b", "right")}
    notes = {turn: words for _, turn, _, words in buttons}
    assert "closes the circle" in notes["right"] and "closes the circle" not in notes["left"]
    ghosts = re.findall(r'<g class="ghost" data-choice="(\d)">', ways)
    assert sorted(ghosts) == sorted(n for _, _, n, _ in buttons)
    assert '<use href="#chain-tiles"/>' in ways and 'id="chain-tiles"' in table.page()


def test_override_tiles_are_hatched(app, client):
    """The review game's 4-4 was logged as an override (B6): it alone is drawn marked."""
    from tests.web.review_games import BENDOMINO_ACTIONS
    from tests.web.test_game_end_strip import logged
    with app.app_context():
        html = logged(client, BENDOMINO_ACTIONS[:-3], names=THREE, kind="bendomino").page()
    board = html[html.index('<section id="board"'):html.index('<section id="lastplay"')]
    assert board.count('class="tile-outline override"') == 1
    assert board.count('class="half-tile override"') == 2
    assert board.count('class="tile-outline"') == 5 - 1 and "hatched: an override" in board


@pytest.mark.parametrize("lang, said", [
    ("en", "Undone: Budi played 6-3 at end a, turning left"),
    ("id", "Dibatalkan: Budi memainkan 6-3 di ujung a, belok kiri")])
def test_undo_names_the_play_as_the_last_play_does(table, client, lang, said):
    """An undone placement reads as the last play reads it (RULES B4: an end and a
    turn), not as the post's words ("6-3 a left")."""
    table.post("open 0 6-6 -", 0)
    table.post("play 6-3 a left", 1)
    if lang == "id":
        in_indonesian(client)
    assert said in visible(text(table.undo()))
