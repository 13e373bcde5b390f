"""The standalone checker (RULES G7): positions built from the URL, the verdict on
the tile in question, and links that carry the position on. Nothing is stored."""
import re

import pytest

from models import Event, Game


def verdict(html):
    found = re.search(r'<div class="verdict (legal|illegal)".*?RULES §([A-Z0-9.]+)</span>(.*?)</div>',
                      html, re.S)
    return found and (found[1] == "legal", found[2], re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", found[3])))


WORKED = "play 4-4,play 4-1 right,play 4-6 left"


@pytest.mark.parametrize("ask, legal, section, words", [
    # RULES §S worked example, row 4: 4-3 up makes the count 1 + 6 + 3 = 10 and scores it.
    ("play 4-3 up", True, "S6", "Count: ends 6 + 1 + 3 = 10"),
    ("play 6-6", True, "S5", "No score"),                        # on the 6 at the left end
    ("play 5-5", False, "S4.4", "5-5 does not fit"),
    ("play 4-2", False, "S4.4", "say which end"),                # up and down both show 4
    ("play 4-4 up", False, "G2", "already"),
])
def test_straight_layout_questions(client, ask, legal, section, words):
    html = client.get("/check/straight", query_string={"position": WORKED, "ask": ask}).get_data(as_text=True)
    got = verdict(html)
    assert got[:2] == (legal, section) and words in got[2], got


def test_straight_sniff_counting_and_position_links(client):
    """RULES §S sniff example, row 3: 4-6 left makes 1 + 6 + 4 + 4 = 15, scoring 15."""
    html = client.get("/check/straight", query_string={
        "position": "play 4-4,play 4-1 right", "ask": "play 4-6 left",
        "counting": "sniff"}).get_data(as_text=True)
    assert verdict(html)[:2] == (True, "S6") and "= 15" in verdict(html)[2]
    # The legal play joins the position the tiles now link from, options kept.
    assert "position=play+4-4,play+4-1+right,play+4-6+left&amp;ask=" in html
    assert "counting=sniff" in html
    assert 'id="count">15<' in html
    html = client.get("/check/straight", query_string={
        "position": WORKED, "ask": "play 4-3 up", "counting": "sniff"}).get_data(as_text=True)
    assert verdict(html)[:2] == (True, "S5") and "= 14" in verdict(html)[2]  # row 4


def test_moon_trick_questions(client):
    """M7 worked trick (trump 3): 5-2, 5-4, 5-3 — the trump wins; M8 with a hand."""
    html = client.get("/check/moon", query_string={"trump": "3", "position": "5-2,5-4",
                                                   "ask": "5-3"}).get_data(as_text=True)
    legal, section, text = verdict(html)
    assert (legal, section) == (True, "M7") and "3rd player is winning the trick" in text
    assert "It is a trump" in text
    html = client.get("/check/moon", query_string={"trump": "3", "position": "5-2,5-4,5-3",
                                                   "ask": "5-5"}).get_data(as_text=True)
    assert "Wins the trick: 3rd player" in verdict(html)[2]
    assert "3rd player wins the trick" in html
    html = client.get("/check/moon", query_string={
        "trump": "6", "position": "5-3", "ask": "2-1", "hand": ["2-1", "5-0"]}).get_data(as_text=True)
    assert verdict(html)[:2] == (False, "M8")


def test_moon_no_trump_doubles_low(client):
    html = client.get("/check/moon", query_string={
        "trump": "none", "doubles": "low", "position": "4-2,4-4,4-0", "ask": "5-1"}).get_data(as_text=True)
    assert "Wins the trick: Leader" in verdict(html)[2]  # RULES §M7 last worked trick


def test_bendomino_chain_statuses(client):
    """RULES §B example: 6-6, 6-3 a left, 6-1 b right close the circle: joined ends."""
    html = client.get("/check/bendomino", query_string={
        "position": "open 0 6-6 -,play 6-3 a left", "ask": "play 6-1 b right"}).get_data(as_text=True)
    legal, section, text = verdict(html)
    assert (legal, section) == (True, "B3") and "End a: 3, joined" in text
    assert re.search(r'data-end="a"><strong>a · 3</strong> joined', html)
    html = client.get("/check/bendomino", query_string={
        "position": "open 0 6-6 -", "ask": "play 5-2 a left"}).get_data(as_text=True)
    assert verdict(html)[0] is False


@pytest.mark.parametrize("url, status", [
    ("/check/straight?position=play 9-9", 422), ("/check/straight?position=play 4-4,play 6-6", 422),
    ("/check/moon?trump=9", 422), ("/check/moon?position=5-3,5-3", 422),
    ("/check/bendomino?ask=drop everything", 422), ("/check/chess", 404),
    ("/check/straight?spinner=sideways", 422), ("/check/moon?hand=7-7", 422)])
def test_bad_links_are_refused_not_crashed(client, url, status):
    assert client.get(url).status_code == status


def test_the_checker_stores_nothing(app, client):
    client.get("/check/straight", query_string={"position": WORKED, "ask": "play 4-3 up"})
    with app.app_context():
        from extensions import db
        assert db.session.query(Game).count() == 0 and db.session.query(Event).count() == 0


@pytest.mark.parametrize("url", [
    "/check?position=bid+5", "/check?position=5-5,5-4", "/check?position=ruling+1+0+penalty",
    "/check?position=declare+a+on", "/check?position=open+0+6-6+-", "/check?ask=draw",
    "/check/bendomino?position=play+5-5", "/check/bendomino?position=5-5",
    "/check/moon?position=bid+5", "/check/moon?position=5-5,5-4,5-3,5-2,5-1",
    "/check/moon?ask=bid+5"])
def test_actions_of_another_game_or_no_tile_are_refused(client, url):
    response = client.get(url)
    assert response.status_code == 422 and "refusal" in response.get_data(as_text=True)
