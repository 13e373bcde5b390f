"""Moon's test hooks (tests/games/__init__.py says what each is)."""
from rules import moon
from rules.tiles import DOUBLE_SIX
from tests.games import ok, table_rows
from tests.rules.moon_table import MoonTable

TILES = [str(t) for t in DOUBLE_SIX]
EVENT_OPTIONS = {"target": "1", "variant": "moon-4"}
EVENT_TABLE = (4, 2)  # partnerships of two
LONG_TARGET = "7"
FOUR = ("Ana", "Budi", "Citra", "Dewi")
# RULES §M8 worked renege: trump 6; Citra plays 2-1 on a five in trick 2, 5-0 in trick 5.
TRICKS = [(0, ["1-0", "6-1", "1-1", "3-1"]), (1, ["5-3", "2-1", "5-4", "5-5"]),
          (0, ["3-3", "3-2", "4-3", "3-0"]), (0, ["4-4", "4-2", "4-1", "4-0"]),
          (0, ["2-2", "6-2", "5-0", "6-6"])]


def do(action):
    if action["type"] == "bid":
        return f"bid {'pass' if action['bid'] is None else action['bid']}"
    if action["type"] == "trump":
        return f"trump {action['trump']}"
    if action["type"] == "ruling":
        return f"ruling {action['trick']} {action['seat']} {action['ruling']}"
    return None


def simulator(options, seed, first=None):
    return MoonTable(options, seed, renege_rate=0, first=first)


def random_table(seed):
    return MoonTable(moon.Options(variant=("moon-4", "moon-3")[seed % 2]), seed)


def asks(rng, state, players):
    seat = rng.randrange(players)
    return [{"type": "play", "seat": seat, "tile": rng.choice(TILES)},
            {"type": "bid", "seat": seat, "bid": rng.choice([None, 4, 5, 6, 7, 21])},
            {"type": "trump", "seat": seat, "trump": rng.choice([0, 3, 6, "doubles", "none"])},
            {"type": "ruling", "trick": rng.randrange(1, 8), "seat": seat,
             "ruling": rng.choice(["penalty", "stand"])}]


def refusals():
    from tests.rules import test_moon_refusals
    return table_rows(test_moon_refusals.test_refusals)


def screen_table():
    return MoonTable(moon.Options(), 6, first=0)


# hands set, conceded (a renege), thrown in (everyone passed) and a renege penalised
RANDOM_GAMES = [
    ("moon-4", lambda: MoonTable(moon.Options(target=7), 6, first=0)),
    ("moon-3", lambda: MoonTable(moon.Options(variant="moon-3", target=7), 9, first=0)),
]


def played(client):
    """A bid of 4, trump 5 taken back for 6, the §M8 tricks and the renege ruled."""
    from tests.web.table import TableActions
    table = TableActions(client, names=FOUR, kind="moon")
    for seat, bid in enumerate([4, None, None, None]):
        ok(table.bid(seat, bid))
    ok(table.trump(0, 5))
    ok(table.undo())
    ok(table.trump(0, 6))
    for leader, tiles in TRICKS:
        for i, tile in enumerate(tiles):
            ok(table.play((leader + i) % 4, tile))
    ok(table.ruling(2, 2, "penalty"))
    return table


def verdict_options():
    """A Hypothesis strategy of the game's Options, for the checker's properties
    (tests/rules/test_check_verdicts.py)."""
    from hypothesis import strategies as st
    return st.builds(lambda v: moon.Options(variant=v), st.sampled_from(["moon-4", "moon-3"]))


def verdict_table(options, seed):
    return MoonTable(options, seed)  # reneges too


def verdict_effect(state, action, after, effect):
    """Asserts the checker's `effect` of a legal `action` says what logging it did."""
    if action["type"] == "play":
        if after.current:
            assert effect["winning"] == after.winning
        else:
            assert effect["winner"] == after.tricks[-1].winner


# Check mode at a glance (tests/browser/test_glance.py): the players, the new-game
# form's fields, the simulated table, and how many actions before checking.
GLANCE = (["Ana", "Budi", "Citra", "Dewi"], {"first": "0"},
          lambda: MoonTable(moon.Options(), seed=3, renege_rate=0, first=0), 9)
# The tap bench (bench/tap.py): players, the new-game form's fields, a table by seed.
TAP = (4, {"first": "0"}, lambda seed: MoonTable(moon.Options(), seed, renege_rate=0.0, first=0))


def malformed():
    """Options, States and the action types of DESIGN's public API
    (tests/rules/test_malformed_actions.py)."""
    from tests.rules.test_not_proven import MOON
    return (moon.Options(), [moon.new_game(moon.Options()), MOON],
            ("bid", "widow", "trump", "play", "ruling"))
