"""Straight Domino's test hooks (tests/games/__init__.py says what each is)."""
from rules import straight
from rules.tiles import DOUBLE_SIX
from tests.games import ok, table_rows
from tests.rules.simulate import Table

TILES = [str(t) for t in DOUBLE_SIX]
EVENT_OPTIONS = {"target": "5", "partnerships": "y"}
EVENT_TABLE = (4, 2)  # partnerships of two
LONG_TARGET = "100"
# RULES §S8.1 through the app (two players, 5 tiles each): Budi scores 10 with his first
# play (4 + 3·2), Ana dominoes and Budi reports 6-5 and 2-1: 14 pips, rounded to 15.
HAND = [(0, "3-3", None), (1, "4-3", "right"), (0, "3-0", "left"),
        (1, "4-4", "right"), (0, "4-0", "right"), (1, "0-0", "left"),
        (0, "0-1", "left"), (1, "draw", None), (1, "5-3", "up"), (0, "5-2", "up")]


def do(action):
    return None  # its posts are the shared ones


def simulator(options, seed, first=None):
    return Table(options, seed, first=first)


def random_table(seed):
    return Table(straight.Options(3 + seed % 2, target=100), seed)


def asks(rng, state, players):
    seat = rng.randrange(players)
    return [{"type": "play", "seat": seat, "tile": rng.choice(TILES),
             "end": rng.choice([None, "left", "right", "up", "down"])},
            {"type": rng.choice(["draw", "pass"]), "seat": seat},
            {"type": "reveal", "seat": seat, "pips": rng.randrange(0, 60)}]


def refusals():
    from tests.rules import test_straight_refusals
    return table_rows(test_straight_refusals.test_refusals)


def screen_table():
    return Table(straight.Options(3, target=100), 3, first=0)


RANDOM_GAMES = [
    ("straight-3-players", lambda: Table(straight.Options(3, target=100), 5, first=0,
                                         override_rate=0.05)),
    ("straight-partnerships", lambda: Table(straight.Options(4, target=60), 6, first=0)),
]


def played(client):
    """A hand of RULES §S8.1 with an undo in it, and hand 2 begun: Ana leads 5-5 (10)."""
    from tests.web.table import TableActions
    table = TableActions(client, hand_size=5)
    for seat, tile, end in HAND:
        ok(table.draw(seat) if tile == "draw" else table.play(seat, tile, end))
        if tile == "4-4":
            ok(table.undo())
            ok(table.play(seat, tile, end))
    ok(table.reveal(1, tiles=["6-5", "2-1"]))
    ok(table.play(0, "5-5"))
    return table


def verdict_options():
    """A Hypothesis strategy of the game's Options, for the checker's properties
    (tests/rules/test_check_verdicts.py)."""
    from hypothesis import strategies as st
    return st.builds(lambda n, spinner: straight.Options(n, spinner=spinner, target=100),
                     st.integers(2, 4), st.sampled_from(straight.SPINNERS))


def verdict_table(options, seed):
    return Table(options, seed)


def verdict_effect(state, action, after, effect):
    """Asserts the checker's `effect` of a legal `action` says what logging it did."""
    if action["type"] == "play":
        side = state.options.side_of(action["seat"])
        assert effect["count"] == after.count or after.hand != state.hand or after.ended
        assert effect["points"] % 5 == 0
        assert after.scores[side] - state.scores[side] == effect["points"]


# Check mode at a glance (tests/browser/test_glance.py): the players, the new-game
# form's fields, the simulated table, and how many actions before checking.
GLANCE = (["Ana", "Budi", "Citra", "Dewi"], {"first": "0"},
          lambda: Table(straight.Options(4, partnerships=True), seed=3, canonical=True,
                        first=0), 6)
# The tap bench (bench/tap.py): players, the new-game form's fields, a table by seed.
TAP = (4, {"first": "0"}, lambda seed: Table(straight.Options(4), seed, canonical=True, first=0))


def malformed():
    """Options, States (before the first action, in play, while reports are due) and
    the action types of DESIGN's public API (tests/rules/test_malformed_actions.py)."""
    from tests.rules.test_not_proven import STRAIGHT
    from tests.rules.test_reports_together import STRAIGHT_3
    return (straight.Options(2), [straight.new_game(straight.Options(2)), STRAIGHT, STRAIGHT_3],
            ("play", "draw", "pass", "reveal"))
