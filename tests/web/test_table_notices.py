"""Small things a table noticed: lists that tell games apart, a read-only screen that
says so, and "Partnerships" offered only to four players (RULES S1)."""
import re
from datetime import timedelta

from extensions import db
from models import Game, Session
from tests.web.table import TableActions


def three_straight_games(client):
    """One session, three unfinished Straight games: untouched, led 5-5 (10 points,
    RULES S5.3, S6) and led 5-0 (5 points). Returns their TableActions."""
    first = TableActions(client)
    second = TableActions(client, token=first.token)
    third = TableActions(client, token=first.token)
    assert second.play(0, "5-5").status_code == 200
    assert third.play(0, "5-0").status_code == 200
    return first, second, third


def resume_buttons(html):
    return re.findall(r'<a class="button primary small resume"[^>]*>(.*?)</a>', html, re.S)


def text(html):
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def test_home_tells_the_resume_buttons_apart(app, client):
    with app.app_context():
        three_straight_games(client)
        html = client.get("/").get_data(as_text=True)
    buttons = [text(b) for b in resume_buttons(html)]
    assert len(buttons) == 3 and len(set(buttons)) == 3, buttons
    for button in buttons:
        assert button.startswith("Resume Straight Domino Hand 1 · ")
    # Each score beside its side's name (a score alone does not say whose it is).
    assert {re.search(r"Hand 1 · (Ana \d+ – Budi \d+)", b).group(1) for b in buttons} == \
        {"Ana 0 – Budi 0", "Ana 10 – Budi 0", "Ana 5 – Budi 0"}
    assert all(b.endswith("just now") for b in buttons)


def test_the_sessions_page_gives_each_game_its_hand_score_and_time(app, client):
    with app.app_context():
        first, second, _ = three_straight_games(client)
        game = db.session.get(Game, first.game_id)
        game.updated_at -= timedelta(hours=3)
        db.session.commit()
        html = text(client.get("/sessions").get_data(as_text=True))
    assert "Straight Domino Hand 1 · Ana 0 – Budi 0 · 3 hours ago" in html
    assert "Straight Domino Hand 1 · Ana 10 – Budi 0 · just now" in html
    assert "Straight Domino Hand 1 · Ana 5 – Budi 0 · just now" in html


def test_the_read_only_screens_say_view_only(app, client):
    with app.app_context():
        table = TableActions(client)
        view = Session.by_edit_token(table.token).view_token
        game = client.get(f"/v/{view}/g/{table.game_id}").get_data(as_text=True)
        session = client.get(f"/v/{view}").get_data(as_text=True)
        logging = table.page()
    assert re.search(r'class="view-only"[^>]*><strong>View only</strong>', game)
    assert 'name="do"' not in game
    assert 'class="bar-note view-only-badge">View only<' in session
    assert "View only" not in logging


def partnerships_box(html):
    return re.search(r"<label[^>]*data-partnerships[^>]*>", html).group(0)


def test_partnerships_is_offered_to_four_players_only(app, client):
    with app.app_context():
        four = TableActions(client, names=("Ana", "Budi", "Citra", "Dedi"))
        three = TableActions(client, names=("Ana", "Budi", "Citra"))
        four_form = client.get(f"/s/{four.token}/games/new?kind=straight").get_data(as_text=True)
        three_form = client.get(f"/s/{three.token}/games/new?kind=straight").get_data(as_text=True)
    assert "hidden" not in partnerships_box(four_form)
    assert "hidden" in partnerships_box(three_form)
    # static/new-game.js (joined into app.js) shows it when a fourth seat is filled.
    assert "app.js" in three_form


def test_the_server_ignores_partnerships_for_fewer_than_four(app, client):
    with app.app_context():
        three = TableActions(client, names=("Ana", "Budi", "Citra"), partnerships="y")
        four = TableActions(client, names=("Ana", "Budi", "Citra", "Dedi"), partnerships="y")
        assert db.session.get(Game, three.game_id).options["partnerships"] is False
        assert db.session.get(Game, four.game_id).options["partnerships"] is True
