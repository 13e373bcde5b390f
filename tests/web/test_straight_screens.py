"""The Straight Domino screens through the Flask test client: statuses, the
fragments' text, and the event log in the database."""
import re

import pytest

from tests.web.table import TableActions
from tests.web.test_bahasa import visible

WORKED = [(0, "4-4", None), (1, "4-1", "right"), (0, "4-6", "left"), (1, "4-3", "up"),
          (0, "1-1", "right"), (1, "3-2", "up"), (0, "4-0", "down")]


@pytest.fixture
def table(app, client):
    with app.app_context():
        yield TableActions(client)


def count_shown(html):
    import re
    return int(re.search(r'id="count">(\d+)<', html).group(1))


def test_new_game_form_and_screen(table):
    html = table.page()
    assert "Ana leads: any tile" in html and 'name="do" value="play 6-6"' in html
    assert 'id="scoreboard"' in html and "250 to go" in html


def test_who_leads_first_names_each_seats_player(table, client):
    """RULES S3: the first lead is drawn or picked by seat; the choices name the
    player each seat holds as the form shows it, an empty seat by its number."""
    import re
    page = client.get(f"/s/{table.token}/games/new?kind=straight").get_data(as_text=True)
    first = re.search(r'<select[^>]*name="first".*?</select>', page, re.S).group(0)
    options = re.findall(r"<option[^>]*>([^<]*)</option>", first)
    assert options == ["Drawn at random by the app", "Seat 1: Ana", "Seat 2: Budi",
                       "Seat 3", "Seat 4"]


def test_worked_example_through_the_app(table):
    """RULES §S worked example: counts 8 9 7 10 11 10 10; seat 0 ends on 10, seat 1 on 20."""
    counts = []
    for seat, tile, end in WORKED:
        response = table.play(seat, tile, end)
        assert response.status_code == 200, response.get_data(as_text=True)
        html = response.get_data(as_text=True)
        assert 'hx-swap-oob="true"' in html
        counts.append(count_shown(html))
    assert counts == [8, 9, 7, 10, 11, 10, 10]
    html = table.page()
    assert 'data-side="0">10<' in html and 'data-side="1">20<' in html
    assert "6 + (1+1) + 2 + 0" in html
    assert [e.kind for e in table.events()] == ["play"] * 7


def test_play_response_is_small(table, client):
    table.play(0, "4-4")
    response = client.post(f"{table.url}/actions", data={"do": "play 4-1 right", "seat": 1,
                           "seq": 1}, headers={"HX-Request": "true", "Accept-Encoding": "gzip"})
    assert response.status_code == 200 and response.headers["Content-Encoding"] == "gzip"
    assert len(response.data) <= 4096


@pytest.mark.parametrize("do, seat, section", [
    ("play 4-2 up", 1, "S4.2"), ("play 4-4", 1, "G2"), ("play 6-5 left", 1, "S4.4"),
    ("play 4-2 left", 0, "G4"), ("pass", 1, "S7"),
])
def test_illegal_actions_are_refused_and_not_logged(table, do, seat, section):
    table.play(0, "4-4")
    response = table.post(do, seat)
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert f"RULES §{section}" in html and "Not logged" in html
    assert len(table.events()) == 1


def test_out_of_turn_names_the_player(table):
    table.play(0, "4-4")
    html = table.play(0, "4-2", "left").get_data(as_text=True)
    assert "it is Budi&#39;s turn, not Ana&#39;s" in html


def test_stale_seq_is_a_conflict(table):
    table.play(0, "4-4")
    response = table.play(1, "4-1", "right", seq=0)
    assert response.status_code == 409 and "The table moved on" in response.get_data(as_text=True)
    assert len(table.events()) == 1


def test_a_seq_ahead_of_the_log_is_a_conflict_that_says_so(table):
    table.play(0, "4-4")
    response = table.play(1, "4-1", "right", seq=5)
    text = response.get_data(as_text=True)
    assert response.status_code == 409 and "actions the table&#39;s log does not hold" in text
    assert "another phone" not in text and len(table.events()) == 1


@pytest.mark.parametrize("data", [
    {}, {"do": "play", "seat": 0, "seq": 0}, {"do": "play 9-9", "seat": 0, "seq": 0},
    {"do": "fly", "seat": 0, "seq": 0}, {"do": "draw", "seat": "x", "seq": 0},
    {"do": "draw", "seat": 0, "seq": -1}, {"do": "reveal", "seat": 0, "seq": 0, "tiles": "7-7"},
    {"do": "draw", "seat": 9, "seq": 0},
])
def test_malformed_posts_get_422_not_500(table, client, data):
    response = client.post(f"{table.url}/actions", data=data, headers={"HX-Request": "true"})
    assert response.status_code == 422
    assert table.events() == []


def test_plain_form_post_redirects(table):
    response = table.play(0, "4-4", htmx=False)
    assert response.status_code == 303 and response.headers["Location"].endswith(table.url)
    response = table.play(1, "6-6", htmx=False)
    assert response.status_code == 422 and "RULES §S4.4" in response.get_data(as_text=True)


def test_undo_is_an_event_and_restores_the_state(table):
    table.play(0, "4-4")
    table.play(1, "4-1", "right")
    response = table.undo()
    assert response.status_code == 200
    assert "Undone: Budi played 4-1 right" in visible(response.get_data(as_text=True))
    assert [e.kind for e in table.events()] == ["play", "play", "undo"]
    assert table.events()[-1].payload == {"type": "undo", "voids": 2}
    assert count_shown(table.page()) == 8
    assert table.play(1, "4-1", "right").status_code == 200


def undo_button(html):
    import re
    return re.search(r'<button type="submit" class="secondary" form="undo-form"[^>]*>', html).group(0)


def test_undo_is_dimmed_once_nothing_stands_to_undo(table):
    """RULES G6: Undo takes back the latest live action; with every action undone the
    screen is as it was before the first, its Undo dimmed as it was then. Dimmed, not
    disabled: a tap says there is nothing to undo (a refused control says why)."""
    dimmed = 'aria-disabled="true"'
    assert dimmed in undo_button(table.page())
    assert "disabled" not in undo_button(table.play(0, "4-4").get_data(as_text=True))
    html = table.undo().get_data(as_text=True)
    assert "Ana leads: any tile" in html and dimmed in undo_button(html)
    assert dimmed in undo_button(table.page()) and " disabled" not in undo_button(table.page())
    refused = table.undo()
    assert refused.status_code == 422
    assert "There is nothing to undo." in refused.get_data(as_text=True)
    assert "disabled" not in undo_button(table.play(0, "6-6").get_data(as_text=True))


def test_nothing_to_undo(table):
    response = table.undo()
    assert response.status_code == 422 and "nothing to undo" in response.get_data(as_text=True)


def test_unknown_game_is_404(table, client):
    assert client.get(f"/s/{table.token}/g/999").status_code == 404
    assert client.get(f"/s/nope/g/{table.game_id}").status_code == 404
    assert client.post(f"/s/{table.token}/g/999/actions", data={}).status_code == 404


def test_poll_is_204_until_something_changes(table, client):
    assert client.get(f"{table.url}/poll?seq=0", headers={"HX-Request": "true"}).status_code == 204
    table.play(0, "4-4")
    response = client.get(f"{table.url}/poll?seq=0", headers={"HX-Request": "true"})
    assert response.status_code == 200 and 'hx-swap-oob="true"' in response.get_data(as_text=True)


def ana_dominoes(client):
    """Two players, five tiles each: Ana dominoes with 5-2 and Budi, holding 6-5 and
    2-1, is to report (RULES S8.1). Returns the table and the domino's response."""
    table = TableActions(client, hand_size=5)
    for seat, tile, end in [(0, "3-3", None), (1, "4-3", "right"), (0, "3-0", "left"),
                            (1, "4-4", "right"), (0, "4-0", "right"), (1, "0-0", "left"),
                            (0, "0-1", "left")]:
        assert table.play(seat, tile, end).status_code == 200
    assert table.draw(1).status_code == 200
    assert table.play(1, "5-3", "up").status_code == 200
    domino = table.play(0, "5-2", "up")
    assert domino.status_code == 200
    return table, domino


def test_hand_end_reports_and_next_hand(app, client):
    """RULES S8.1 through the app: two players, A dominoes, B reports 6-5 and 2-1 → +15."""
    with app.app_context():
        table, domino = ana_dominoes(client)
        assert "Budi holds 2 tiles" in domino.get_data(as_text=True)
        assert table.reveal(1, tiles=["6-5", "2-1", "3-1"]).status_code == 422
        # As a browser posts the report: the tapped tiles and the pips box left empty.
        html = table.post("reveal", 1, tiles=["6-5", "2-1"], pips="").get_data(as_text=True)
        assert "Ana dominoed: Budi 14 = 14 pips, rounded to 15" in html
        assert "Ana leads: any tile" in html


def test_a_refused_report_keeps_what_was_tapped(app, client):
    """G8: Budi holds 2 tiles; a report of one is refused, and the form comes back with
    that tile still tapped (and a refused pip total still typed), so one more tap puts
    it right; a tile not tapped stays untapped."""
    with app.app_context():
        table, _domino = ana_dominoes(client)
        logged = len(table.events())
        refused = table.post("reveal", 1, tiles=["6-5"], pips="")
        assert refused.status_code == 422 and len(table.events()) == logged
        html = refused.get_data(as_text=True)
        assert "Budi holds 2 tiles, not 1" in html
        checked = re.findall(r'name="tiles" value="([0-6]-[0-6])" checked', html)
        assert checked == ["6-5"]
        refused = table.post("reveal", 1, pips="150")
        assert refused.status_code == 422
        assert re.search(r'name="pips"[^>]* value="150"', refused.get_data(as_text=True))
        assert table.reveal(1, tiles=["6-5", "2-1"]).status_code == 200


def test_new_game_rejects_bad_options(app, client):
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra", "Dewi"))
        page = client.get(f"/s/{table.token}/games/new").get_data(as_text=True)
        assert "Seat 4" in page
        form = {"seats-0": 1, "seats-1": 2, "seats-2": 3, "seats-3": 4, "target": 250,
                "hand_size": 8, "spinner": "first-double", "counting": "standard", "first": "0"}
        response = client.post(f"/s/{table.token}/games", data=form)
        assert response.status_code == 422 and "28 tiles" in response.get_data(as_text=True)


def test_onlookers_follow_but_cannot_log(table, client):
    table.play(0, "4-4")
    from models import Session
    from extensions import db
    view_token = db.session.query(Session).one().view_token
    html = client.get(f"/v/{view_token}/g/{table.game_id}").get_data(as_text=True)
    assert 'id="count">8<' in html and 'name="do"' not in html
    poll = f"/v/{view_token}/g/{table.game_id}/poll"
    assert client.get(f"{poll}?seq=1", headers={"HX-Request": "true"}).status_code == 204
    table.play(1, "4-1", "right")
    response = client.get(f"{poll}?seq=1", headers={"HX-Request": "true"})
    assert response.status_code == 200 and 'id="count">9<' in response.get_data(as_text=True)
    assert client.get(f"/v/{table.token}/g/{table.game_id}").status_code == 404


def test_the_chosen_first_leader_leads(table):
    """The app drew or the table picked seat 0 to lead hand 1: seat 1 is out of turn (G4)."""
    response = table.play(1, "6-4")
    assert response.status_code == 422 and "RULES §G4" in response.get_data(as_text=True)
    assert table.events() == []


def test_huge_ids_are_not_found(table, client):
    assert client.get(f"/s/{table.token}/g/{2**63}").status_code == 404
    assert client.post(f"/s/{table.token}/g/{2**64}/actions", data={}).status_code == 404


def test_onlookers_reach_the_game_from_the_view_link(table, client):
    from extensions import db
    from models import Session
    view_token = db.session.query(Session).one().view_token
    html = client.get(f"/v/{view_token}").get_data(as_text=True)
    assert f"/v/{view_token}/g/{table.game_id}" in html
