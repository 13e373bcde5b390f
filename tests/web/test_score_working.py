"""Tapping a score shows how it was made (DESIGN: every number can be tapped): the
lines add up to the score, each with its RULES working."""
import re

from tests.browser.test_moon_play import TRICKS
from tests.web.table import TableActions

WORKED = [(0, "4-4", None), (1, "4-1", "right"), (0, "4-6", "left"), (1, "4-3", "up"),
          (0, "1-1", "right"), (1, "3-2", "up"), (0, "4-0", "down")]


def working(client, table, side):
    response = client.get(f"{table.url}/working?side={side}")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    rows = re.findall(r"<tr><td>[^<]*</td><td>([+-]\d+)</td><td>(-?\d+)</td></tr>", html)
    running = 0
    for points, total in rows:  # each line's total is the running sum
        running += int(points)
        assert int(total) == running
    return html, [int(points) for points, _ in rows]


def test_straight_plays_that_scored(app, client):
    """RULES §S worked example: Budi scored 10 at row 4 and 10 at row 6; Ana 10 at row 7."""
    with app.app_context():
        table = TableActions(client)
        for seat, tile, end in WORKED:
            assert table.play(seat, tile, end).status_code == 200
        html, points = working(client, table, 1)
        assert points == [10, 10] and "Budi: 20" in html
        assert "Budi played 4-3: ends 6 + 1 + 3 = 10" in html
        html, points = working(client, table, 0)
        assert points == [10] and "Ana played 4-0: ends 6 + (1+1) + 2 + 0 = 10" in html
        assert client.get(f"{table.url}/working?side=2").status_code == 404
        assert client.get(f"{table.url}/working").status_code == 404
        assert 'hx-get="' + table.url + '/working?side=0"' in table.page()


def test_moon_hand_lines(app, client):
    """The browser test's hand: Budi & Dewi bid 5 and took 4 tricks (set: -5), Ana &
    Citra took 3 (+3), by RULES §M9."""
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra", "Dewi"), kind="moon")
        for seat, bid in ((0, None), (1, 5), (2, None), (3, None)):
            assert table.bid(seat, bid).status_code == 200
        assert table.trump(1, 6).status_code == 200
        for leader, tiles, _ in TRICKS:
            for i, tile in enumerate(tiles):
                assert table.play((leader + i) % 4, tile).status_code == 200
        html, points = working(client, table, 1)
        assert points == [-5] and "Budi &amp; Dewi: -5" in html and "§M9" in html
        html, points = working(client, table, 0)
        assert points == [3]


def test_bendomino_round_line(app, client):
    """RULES §B7: the ring closes, the draw-down empties the stock, Citra holds fewest
    pips and scores the others' 55 + 43 = 98."""
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra"), kind="bendomino")
        for do, seat in [("open 0 6-6 -", 0), ("play 6-3 a left", 1), ("play 6-1 b right", 2)]:
            assert table.post(do, seat).status_code == 200
        for i in range(10):
            assert table.draw(i % 3).status_code == 200
        for seat, pips in ((0, 55), (1, 43), (2, 42)):
            assert table.reveal(seat, pips=pips).status_code == 200
        html, points = working(client, table, 2)
        assert points == [98] and "= 98" in html and "§B7" in html


def test_a_blocked_hands_lowest_side_is_named_as_the_lowest(app, client):
    """RULES S8.2 (tests.web.review_games' blocked hand): Ana's 8 pips are the lowest,
    and she scores round5 of Budi's 148 = 150; the working names the side as "the
    lowest", whose verb agrees with one side however many names it holds."""
    from tests.web.test_report_take_back import blocked_hand
    with app.app_context():
        table = blocked_hand(client)
        assert table.reveal(0, tiles=["1-0", "2-0", "1-1", "2-1"]).status_code == 200
        assert table.reveal(1, pips=148).status_code == 200
        html, points = working(client, table, 0)
    assert points == [150]
    assert "the lowest, Ana, scores the others' 148 pips, rounded to 150" \
        in html.replace("&#39;", "'")


def test_a_hand_end_that_scores_nobody_cites_its_rule(app):
    """RULES S8.3: a blocked tie scores nobody; the score sheet's line for that hand
    end cites S8 as every other hand end's line does."""
    from types import SimpleNamespace

    from rules import straight
    from rules.messages import Msg
    from views.games.straight.sheet import hand_working
    state = straight.new_game(straight.Options(2))
    tie = SimpleNamespace(play_points=[0, 0], scoring_plays=[], points=[0, 0],
                          working=Msg("blocked: {listed}; a tie for lowest scores nobody",
                                      listed="Ana 9, Budi 9"),
                          overrides=(), flags=[])
    with app.test_request_context("/"):
        lines = hand_working(state, tie, ["Ana", "Budi"])
    assert lines == ["Hand end: blocked: Ana 9, Budi 9; a tie for lowest scores nobody "
                     "(RULES §S8)"]
