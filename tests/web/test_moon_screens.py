"""The Moon screens through the Flask test client: the auction, trump, tricks,
reneges and their rulings, refusals, and the event log."""
import re

import pytest

from tests.web.table import TableActions
from tests.web.test_bahasa import visible

FOUR = ("Ana", "Budi", "Citra", "Dewi")


@pytest.fixture
def table(app, client):
    with app.app_context():
        yield TableActions(client, names=FOUR, kind="moon")


def text(response):
    return response.get_data(as_text=True)


def test_new_moon_game_shows_the_auction(table):
    html = table.page()
    assert "Ana to bid" in html and 'value="bid 21"' in html
    assert "Ana &amp; Citra" in html and "Budi &amp; Dewi" in html  # partners opposite (M1)


def test_auction_trump_and_a_trick(table):
    assert table.bid(0, 5).status_code == 200
    html = text(table.bid(1, None))
    # M4: 5 is no longer a bid; dimmed, and a tap says why (a refused control is never
    # just greyed out).
    assert "Citra to bid" in html and re.search(r'value="bid 5"\s+aria-disabled="true"', html)
    table.bid(2, None)
    html = text(table.bid(3, None))
    assert "Ana names trump" in html
    html = text(table.trump(0, 3))
    assert "Trump: threes" in html
    for seat, tile in enumerate(["5-2", "5-4", "5-3", "5-5"]):  # RULES M7 first worked trick
        html = text(table.play(seat, tile))
    assert "Trick 1: Citra wins" in html
    assert [e.kind for e in table.events()] == ["bid"] * 4 + ["trump"] + ["play"] * 4


@pytest.mark.parametrize("setup, do, seat, section", [
    ([("bid", 0, 5)], "bid 5", 1, "M4"),
    ([("bid", 0, 5)], "bid 6", 2, "G4"),
    ([("bid", 0, 21)], "bid pass", 1, "M4"),
    ([("bid", 0, 4), ("bid", 1, None), ("bid", 2, None), ("bid", 3, None)], "trump 3", 1, "M6"),
    ([("bid", 0, 4), ("bid", 1, None), ("bid", 2, None), ("bid", 3, None)], "play 6-6", 0, "M6"),
    ([("bid", 0, 4), ("bid", 1, None), ("bid", 2, None), ("bid", 3, None), ("trump", 0, 3),
      ("play", 0, "5-2")], "play 5-2", 1, "G2"),
])
def test_refusals_are_422_and_not_logged(table, setup, do, seat, section):
    for verb, who, value in setup:
        response = getattr(table, verb)(who, value)
        assert response.status_code == 200, text(response)
    before = len(table.events())
    response = table.post(do, seat)
    assert response.status_code == 422 and f"RULES §{section}" in text(response)
    assert len(table.events()) == before


def test_straight_verbs_are_not_moon_actions(table):
    response = table.post("draw", 0)
    assert response.status_code == 422 and len(table.events()) == 0


def test_renege_banner_and_ruling(table):
    """RULES M8 worked example: seat 2 plays 2-1 on a five lead, then 5-0 in trick 5."""
    table.bid(0, 4)
    for seat in (1, 2, 3):
        table.bid(seat, None)
    table.trump(0, 6)
    tricks = [(0, ["1-0", "6-1", "1-1", "3-1"]), (1, ["5-3", "2-1", "5-4", "5-5"]),
              (0, ["3-3", "3-2", "4-3", "3-0"]), (0, ["4-4", "4-2", "4-1", "4-0"]),
              (0, ["2-2", "6-2", "5-0", "6-6"])]
    for leader, tiles in tricks:
        for i, tile in enumerate(tiles):
            response = table.play((leader + i) % 4, tile)
            assert response.status_code == 200, text(response)
    html = text(response)
    assert "Citra did not follow suit in trick 2: 5-0, played later, proves it." in html
    assert 'value="ruling 2 2 penalty"' in html
    response = table.ruling(2, 2, "penalty")
    assert response.status_code == 200 and "Renege!" not in text(response)
    # The ruling stays in sight on the side's card (Ana & Citra) until the hand is scored.
    cards = re.findall(r'<div class="side-to-go">(.*?)</div>', text(response), re.S)
    # Tricks 2-4 went to Ana (5-5, 3-3, 4-4), 1 and 5 to trumps (6-1 Budi, 6-6 Dewi).
    # The mark has a line of its own, so the tally and the bid keep theirs at 360 px.
    assert [[visible(line) for line in c.split("<br>")] for c in cards] == \
        [["⚑ penalty", "3 tricks · bid 4"], ["2 tricks"]]
    assert table.events()[-1].payload == {"type": "ruling", "trick": 2, "seat": 2,
                                          "ruling": "penalty"}


def test_moon_3_offers_the_widow(app, client):
    with app.app_context():
        table = TableActions(client, names=FOUR[:3], kind="moon")
        table.bid(0, 4)
        table.bid(1, None)
        html = text(table.bid(2, None))
        assert "Ana takes the widow" in html
        html = text(table.post("widow", 0))
        assert "Ana names trump" in html
        html = text(table.trump(0, 2))
        assert 'aria-label="6-0"' not in html and 'aria-label="0-0"' in html  # M2


def test_wrong_number_of_players_for_the_variant(app, client):
    with app.app_context():
        table = TableActions(client, names=FOUR[:3], kind="moon")
        form = {"kind": "moon", "variant": "moon-4", "seats-0": 1, "seats-1": 2, "seats-2": 3,
                "seats-3": -1, "target": 21, "all_pass": "redeal", "no_trump_doubles": "high",
                "moon_21": "wins-game", "first": "random"}
        response = client.post(f"/s/{table.token}/games", data=form)
        assert response.status_code == 422 and "moon-4 is for 4 players" in text(response)


def test_a_trick_has_no_ends(table):
    for seat, bid in enumerate([4, None, None, None]):
        table.bid(seat, bid)
    table.trump(0, 3)
    response = table.post("play 6-4 left", 0)
    assert response.status_code == 422 and len(table.events()) == 5


def test_seventh_trick_stays_on_the_board_until_the_next_bid(app, client):
    """RULES M7, M9: hand 1 of the review game. Tricks 1-5 go to Ana (each led with the
    double of the led suit), trick 6 to Budi (2-2), who leads trick 7 with 1-1 and
    takes it: Ana & Citra 5 tricks (bid 5 made, +5), Budi & Dewi 2 (+2). After the
    7th trick's 4th tile the board shows that trick, its winner and the result;
    the next hand's first bid clears it (DESIGN: State.tricks)."""
    from tests.web.review_games import MOON_ACTIONS
    with app.app_context():
        table = TableActions(client, names=FOUR, kind="moon")
        for action in MOON_ACTIONS[:33]:
            kind = action["type"]
            if kind == "bid":
                response = table.bid(action["seat"], action["bid"])
            elif kind == "trump":
                response = table.trump(action["seat"], action["trump"])
            else:
                response = table.play(action["seat"], action["tile"])
            assert response.status_code == 200, text(response)
        for html in (text(response), table.page()):
            board = re.search(r'<section id="board".*?</section>', html, re.S).group(0)
            assert "Trick 7: Budi wins" in board
            assert re.findall(r'aria-label="(\d-\d)"', board) == ["1-1", "1-0", "6-1", "5-1"]
            assert 'class="in-trick winning"' in board
            words = " ".join(re.sub(r"<[^>]+>", " ", board).split())
            assert "Hand 1 over: Ana &amp; Citra +5 · Budi &amp; Dewi +2" in words
            assert "Budi bids next" in words
        board = re.search(r'<section id="board".*?</section>', text(table.bid(1, 6)), re.S).group(0)
        assert "Trick 7" not in board and "Bidding" in board


def test_waiting_reneges_show_one_line_in_play_and_all_at_the_rulings(app, client):
    """RULES M8: a renege waits for its ruling until the seventh trick. While play goes
    on, only the earliest shows, saying how many more wait (the picker and Undo keep
    their room); at the rulings each is open in one list."""
    from rules import moon
    from tests.rules.moon_table import MoonTable
    from tests.web.test_bahasa import visible
    with app.app_context():
        table = TableActions(client, names=FOUR, kind="moon")
        sim = MoonTable(moon.Options(), seed=11, renege_rate=0.9, first=0)
        seen = set()
        while "rulings" not in seen and (action := sim.next_action()) is not None:
            sim.apply(action)
            html = table.log(action).get_data(as_text=True)
            waiting = [r for r in sim.state.reneges if r.ruling is None]
            if sim.state.phase == "play" and len(waiting) >= 2:
                seen.add("several")
                assert html.count('<details class="renege in-play"') == 1
                assert f"+{len(waiting) - 1} more" in visible(html)
            if sim.state.phase == "rulings" and len(waiting) >= 2:
                seen.add("rulings")
                assert html.count('<details class="renege" role="alert" open>') == len(waiting)
                assert '<div class="reneges rulings">' in html
    assert seen == {"several", "rulings"}


def test_a_trick_names_each_player_as_the_table_calls_them(app, client):
    """A tile in the trick carries its player's whole name, the word the table calls
    them by first ("Anastasia") and the rest apart, which a small board leaves out.
    Two players whose names start alike ("Budi Santoso", "Budi Hartono") are told
    apart by the next word's initial ("Budi S"): "Budi" alone would not say which."""
    names = ("Anastasia Wulandari", "Budi Santoso", "Citra", "Budi Hartono")
    with app.app_context():
        table = TableActions(client, names=names, kind="moon")
        for seat, bid in enumerate([5, None, None, None]):
            table.bid(seat, bid)
        table.trump(0, 3)
        for seat, tile in enumerate(["5-2", "5-4", "5-3"]):
            html = text(table.play(seat, tile))
    captions = re.findall(r"<figcaption>(.*?)</figcaption>", html)
    assert captions == ['Anastasia<span class="rest"> Wulandari</span>',
                        'Budi S<span class="rest">antoso</span>', "Citra"]
