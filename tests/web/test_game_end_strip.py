"""At a game's end the last-play strip names the action that ended it (RULES S8, S9,
B7), and Bendomino's round-over title says why the round ended (B5, B7)."""
import re

from extensions import db
from models import Game
from models.log import append, game_states, projection_of
from rules import straight
from tests.rules.simulate import Table
from tests.web.review_games import BENDOMINO_ACTIONS
from tests.web.table import TableActions
from views.games import GAMES


def logged(client, actions, names=("Ana", "Budi"), kind="straight", **options):
    table = TableActions(client, names=names, kind=kind, **options)
    game = db.session.get(Game, table.game_id)
    module = GAMES[game.kind].rules
    state = game_states().get(game, module)
    for action in actions:
        state = module.apply(state, action)
        append(game, game.last_seq, action, projection_of(state))
    return table


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
    with app.app_context():
        table = logged(client, sim.actions, target=100, partnerships=False)
        said = strip(table.page())
    assert f"Hand {hand}: +{round5(pips)}" in said, said
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
    assert "Round 1: +113" in said and "3-3" not in said, said


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
