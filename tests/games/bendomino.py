"""Bendomino's test hooks (tests/games/__init__.py says what each is)."""
from rules import bendomino
from rules.tiles import DOUBLE_SIX
from tests.games import ok, table_rows
from tests.rules.bendomino_table import BendominoTable

TILES = [str(t) for t in DOUBLE_SIX]
EVENT_OPTIONS = {"target": "1"}
EVENT_TABLE = (2, 1)  # each on their own
LONG_TARGET = "30"
THREE = ("Ana", "Budi", "Citra")


def do(action):
    if action["type"] == "play" and "turn" in action:  # a chain's tile
        seat, turn = action.get("seat", 0), action["turn"] or "-"
        if action["end"] is None:  # the opening tile (RULES B2)
            return f"open {seat} {action['tile']} {turn}"
        return f"play {action['tile']} {action['end']} {turn}" + \
            (" override" if action.get("override") else "")
    if action["type"] == "declare":  # an end declared blocked, or reopened (RULES B5)
        return f"declare {action['end']} {'on' if action['blocked'] else 'off'}"
    return None


def simulator(options, seed, first=None):
    return BendominoTable(options, seed)  # whoever holds the opening tile opens (B2)


def random_table(seed):
    return BendominoTable(bendomino.Options(2 + seed % 3), seed)


def asks(rng, state, players):
    seat = rng.randrange(players)
    return [{"type": "play", "seat": seat, "tile": rng.choice(TILES),
             "end": rng.choice([None, "a", "b"]), "turn": rng.choice([None, "left", "right"])},
            {"type": rng.choice(["draw", "pass"]), "seat": seat},
            {"type": "declare", "end": rng.choice(["a", "b"]), "blocked": rng.random() < 0.7}]


def refusals():
    from tests.rules import test_bendomino
    return table_rows(test_bendomino.test_refusals)


def screen_table():
    return BendominoTable(bendomino.Options(3), 3)


RANDOM_GAMES = [
    ("bendomino-3-players", lambda: BendominoTable(bendomino.Options(3, target=60), 3)),
    ("bendomino-4-players", lambda: BendominoTable(bendomino.Options(4, target=40), 4)),
]


def played(client):
    """An opening, plays on end a, an override (RULES B6), a draw taken back, a pass."""
    from tests.web.table import TableActions
    table = TableActions(client, names=THREE, kind="bendomino")
    ok(table.post("open 0 6-6 -", 0))
    ok(table.post("play 6-3 a right", 1))
    ok(table.post("play 3-3 a right", 2))
    ok(table.post("play 3-1 a right override", 0))
    ok(table.draw(1))
    ok(table.undo())
    ok(table.draw(1))
    ok(table.pass_(1))
    return table


def verdict_options():
    """A Hypothesis strategy of the game's Options, for the checker's properties
    (tests/rules/test_check_verdicts.py)."""
    from hypothesis import strategies as st
    return st.builds(lambda n, vd: bendomino.Options(n, voluntary_draw=vd),
                     st.integers(2, 4), st.booleans())


def verdict_table(options, seed):
    return BendominoTable(options, seed)


def verdict_effect(state, action, after, effect):
    """Asserts the checker's `effect` of a legal `action` says what logging it did."""
    assert effect["ends"] == after.ends


# Check mode at a glance (tests/browser/test_glance.py): the players, the new-game
# form's fields, the simulated table, and how many actions before checking.
GLANCE = (["Ana", "Budi", "Citra"], {},
          lambda: BendominoTable(bendomino.Options(3), seed=5, draw_rate=0.2), 3)
# The tap bench (bench/tap.py): players, the new-game form's fields, a table by seed.
TAP = (3, {}, lambda seed: BendominoTable(bendomino.Options(3), seed, draw_rate=0.1))


def malformed():
    """Options, States and the action types of DESIGN's public API
    (tests/rules/test_malformed_actions.py)."""
    from tests.rules.test_not_proven import BENDOMINO
    from tests.rules.test_reports_together import BENDOMINO_3
    return (bendomino.Options(2),
            [bendomino.new_game(bendomino.Options(2)), BENDOMINO, BENDOMINO_3],
            ("play", "draw", "pass", "declare", "reveal"))
