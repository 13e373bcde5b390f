"""At a game's end the last-play strip names the action that ended it (RULES S8, S9,
B7), and Bendomino's round-over title says why the round ended (B5, B7)."""
import re

from rules import straight
from tests.rules.simulate import Table
from tests.web.review_games import BENDOMINO_ACTIONS
from tests.web.test_review_pages import logged


def strip(html):
    found = re.search(r'<section id="lastplay".*?</section>', html, re.S).group(0)
    return " ".join(re.sub(r"<[^>]+>", " ", found).split())


def round5(n):  # RULES G3
    return 5 * ((n + 2) // 5)


def test_straight_game_won_by_a_dominos_hand_end(app, client):
    """A simulated two-player game to 100 whose last action is the last report: the
    strip shows that hand's +round5(opponent's pips) (S8.1), not the domino play."""
    for seed in range(40):
        sim = Table(straight.Options(2, partnerships=False, target=100), seed, canonical=True,
                    first=0)
        while (action := sim.next_action()) is not None:
            if action["type"] == "reveal" and sim.state.reports_due == [action["seat"]]:
                pips = sum(t.pips for t in sim.hands[action["seat"]])
            sim.apply(action)
        if action is None and sim.actions[-1]["type"] == "reveal":
            break
    hand = sim.state.history[-1].hand
    winner = ("Ana", "Budi")[sim.state.history[-1].dominoed]
    with app.app_context():
        table = logged(client, sim.actions, target=100, partnerships=False)
        said = strip(table.page())
    assert f"Hand {hand}: {winner} +{round5(pips)}" in said, said
    assert "played" not in said


def test_bendomino_game_won_by_the_rounds_result(app, client):
    """The review game: Ana goes out with 3-3, Budi reports 50, Citra 63: Ana +113
    (B7) and the game (B8). The strip shows the round, not the 3-3."""
    with app.app_context():
        table = logged(client, BENDOMINO_ACTIONS[:-2], names=("Ana", "Budi", "Citra"),
                       kind="bendomino")
        assert "Round over: Ana went out" in table.page()
        table.reveal(1, pips=50)
        said = strip(table.reveal(2, pips=63).get_data(as_text=True))
    assert "Round 1: Ana +113" in said and "3-3" not in said, said


def test_bendomino_round_over_says_blocked(app, client):
    """Opening 6-6, 6-3 at a turning left, 6-1 at b turning right close the circle:
    joined ends (B5 d) start the draw-down; once the stock is empty the reports'
    title says the ends were blocked (RULES B worked example)."""
    with app.app_context():
        plays = [{"type": "play", "seat": 0, "tile": "6-6", "end": None, "turn": None},
                 {"type": "play", "seat": 1, "tile": "6-3", "end": "a", "turn": "left"},
                 {"type": "play", "seat": 0, "tile": "6-1", "end": "b", "turn": "right"}]
        draws = [{"type": "draw", "seat": (1 + i) % 2} for i in range(14)]
        table = logged(client, plays + draws, kind="bendomino")
        assert "Round over: both ends blocked" in table.page()


def working_rows(html, row_class):
    """Each score-sheet row's working, as its list of lines."""
    return [[" ".join(re.sub(r"<[^>]+>", "", line).split())
             for line in row.split('<span class="working-line">')[1:]]
            for row in re.findall(rf'<tr class="{row_class}">(.*?)</tr>', html, re.S)]


def test_moon_sheet_has_one_line_per_side(app, client):
    """RULES M9, review game hand 1: Ana bids 5 and her side takes 5 (+5), Budi's side
    takes 2 (+2): two lines, not one run together."""
    from tests.web.review_games import MOON_ACTIONS
    with app.app_context():
        table = logged(client, MOON_ACTIONS, names=("Ana", "Budi", "Citra", "Dewi"),
                       kind="moon")
        review = client.get(f"{table.url}/review").get_data(as_text=True)
        over = table.page()
    for rows in (working_rows(review, "sheet-working"), working_rows(over, "how")):
        first = rows[0]
        assert len(first) == 2, first
        assert "Ana" in first[0] and "+5" in first[0] and "Budi" not in first[0]
        assert "Budi" in first[1] and "+2" in first[1]


def test_straight_game_over_sheet_explains_the_whole_row(app, client):
    """The review game's hand 1 (RULES S worked example, then a domino): Ana +20 is
    her 4-0 down (count 10, S6) and the domino's 10 (Budi's 12 pips, G3, S8.1);
    Budi +20 is 4-3 up and 3-2 up (10 each). Hand 2: Ana's 5-0 lead counts 5 (S5.3)."""
    from tests.web.review_games import STRAIGHT_ACTIONS
    with app.app_context():
        table = logged(client, STRAIGHT_ACTIONS, hand_size=5, target=25, partnerships=False)
        rows = working_rows(table.page(), "how")
    assert rows[0] == [
        "Plays by Ana +10: 4-0 down, ends 6 + (1+1) + 2 + 0 = 10 (RULES §S6)",
        "Plays by Budi +20: 4-3 up, ends 6 + 1 + 3 = 10; 3-2 up, ends 6 + (1+1) + 2 = 10 "
        "(RULES §S6)",
        "Hand end, Ana +10: Ana dominoed: Budi 12 = 12 pips, rounded to 10 (RULES §S8)"]
    assert rows[1][0] == "Plays by Ana +5: 5-0 lead, ends 5 + 0 = 5 (RULES §S6)"
