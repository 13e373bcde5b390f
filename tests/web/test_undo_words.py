"""What an undo notice and a review step call the first tile laid: a lead is "led"
(a Straight or Gaple hand's first tile, a Moon trick's first), a Bendomino round's
opening tile is "opened with", as the last-play line had said (RULES G6: the undo
names what it takes back)."""
import re

import pytest

from rules import bendomino, moon
from tests.rules.bendomino_table import BendominoTable
from tests.rules.moon_table import MoonTable
from tests.web.table import HX, TableActions
from tests.web.test_bahasa import speak, visible


def notice(response):
    assert response.status_code == 200, response.status_code
    return visible(response.get_data(as_text=True))


@pytest.fixture
def straight(app, client):
    with app.app_context():
        yield TableActions(client)


def test_undoing_the_lead_says_it_was_led(straight):
    straight.play(0, "4-4")
    assert "Undone: Ana led 4-4" in notice(straight.undo())


def test_undoing_the_lead_in_indonesian(straight, client):
    speak(client, "id")
    straight.play(0, "4-4")
    assert "Dibatalkan: Ana membuka dengan 4-4" in notice(straight.undo())


def test_two_undone_at_once_name_each_as_it_was_laid(straight, client):
    straight.play(0, "4-4")
    straight.play(1, "4-1", "right")
    response = client.post(f"{straight.url}/undo", data={"seq": straight.seq, "times": 2},
                           headers=HX)
    assert "Undone: Budi played 4-1 right; Ana led 4-4" in notice(response)


def test_undoing_a_bendomino_opening_says_it_opened(app, client):
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra"), kind="bendomino")
        opening = BendominoTable(bendomino.Options(3), seed=5).next_action()
        assert table.log(opening).status_code == 200
        who = ("Ana", "Budi", "Citra")[opening["seat"]]
        assert f"Undone: {who} opened with {opening['tile']}" in notice(table.undo())


MOON_NAMES = ("Ana", "Budi", "Citra", "Dewi")


def moon_until_plays(client, count):
    """A Moon game's bids and trump (a simulated table's), then its first `count`
    plays, logged through the app: (the TableActions, the plays)."""
    table = TableActions(client, names=MOON_NAMES, kind="moon")
    sim = MoonTable(moon.Options(), seed=3, first=0)
    plays = []
    while len(plays) < count:
        action = sim.next_action()
        sim.apply(action)
        assert table.log(action).status_code == 200
        if action["type"] == "play":
            plays.append(action)
    return table, plays


def test_a_moon_trick_is_led_then_followed_in_the_review(app, client):
    names = MOON_NAMES
    with app.app_context():
        table, (lead, follow) = moon_until_plays(client, 2)
        words = visible(client.get(f"{table.url}/review").get_data(as_text=True))
    assert re.search(rf"{names[lead['seat']]} led \d-\d", words)
    assert re.search(rf"{names[follow['seat']]} played \d-\d", words)
    assert not re.search(rf"{names[follow['seat']]} led", words)


@pytest.mark.parametrize("language, led", [("en", "led"), ("id", "memimpin dengan")])
def test_undoing_a_moon_trick_lead_says_it_led_the_trick(app, client, language, led):
    """A trick is led (RULES M7); in Indonesian, "memimpin" (docs/GLOSSARY.md), not the
    "membuka" of a hand's first tile."""
    with app.app_context():
        speak(client, language)
        table, (lead,) = moon_until_plays(client, 1)
        words = notice(table.undo())
    assert re.search(rf"{MOON_NAMES[lead['seat']]} {led} \d-\d", words), words


SUITS = {0: "blanks", 1: "ones", 2: "twos", 3: "threes", 4: "fours", 5: "fives",
         6: "sixes", "doubles": "doubles", "none": "no trump"}  # GLOSSARY: the suits


def test_undoing_a_moon_trump_names_it_as_the_screen_does(app, client):
    """RULES M6: trump is a suit (blanks … sixes), doubles or no trump; the undo
    notice names it so, never as a bare number."""
    with app.app_context():
        table = TableActions(client, names=MOON_NAMES, kind="moon")
        sim = MoonTable(moon.Options(), seed=3, first=0)
        while True:
            action = sim.next_action()
            sim.apply(action)
            assert table.log(action).status_code == 200
            if action["type"] == "trump":
                break
        words = notice(table.undo())
    who = MOON_NAMES[action["seat"]]
    assert f"Undone: {who} named trump: {SUITS[action['trump']]}" in words


def test_undoing_a_gaple_pass_says_pas(app, client):
    """GLOSSARY: a Gaple pass is a "pas" in every Gaple string; its undo notice too."""
    from rules import gaple
    from tests.rules.gaple_table import GapleTable
    from tests.web.test_bahasa import speak
    with app.app_context():
        table = TableActions(client, names=MOON_NAMES, kind="gaple")
        speak(client, "id")
        sim = GapleTable(gaple.Options(), seed=3)
        while (action := sim.next_action())["type"] != "pass":
            sim.apply(action)
            assert table.log(action).status_code == 200
        assert table.log(action).status_code == 200
        words = notice(table.undo())
    assert f"Dibatalkan: {MOON_NAMES[action['seat']]} pas" in words
