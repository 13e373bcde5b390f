"""Gaple's test hooks (tests/games/__init__.py says what each is)."""
from rules import gaple
from tests.games import ok
from tests.rules.gaple_table import GapleTable

EVENT_OPTIONS = {"scoring": "penalty", "target": "50"}  # RULES §GP8.1, GP9: a low limit
EVENT_TABLE = (4, 1)  # four, each on their own
LONG_TARGET = "50"
FOUR = ("Ana", "Budi", "Citra", "Dewi")


def do(action):
    return None  # its posts are the shared ones


def simulator(options, seed, first=None):
    return GapleTable(options, seed)


def random_table(seed):
    return GapleTable(gaple.Options(first_lead=("any", "6-6")[seed % 2]), seed,
                      false_pass_rate=0.1)


def asks(rng, state, players):
    seat = rng.randrange(players)
    return [{"type": "play", "seat": seat, "tile": f"{rng.randrange(7)}-{rng.randrange(7)}",
             "end": rng.choice([None, "left", "right"])},
            {"type": rng.choice(["pass", "redeal", "no-double"]), "seat": seat},
            {"type": "reveal", "seat": seat, "pips": rng.randrange(0, 60)}]


def refusals():
    from tests.rules import test_gaple_rulings
    from tests.rules.gaple_script import actions
    mark = next(m for m in test_gaple_rulings.test_refusals.pytestmark
                if m.name == "parametrize")
    return [(test_gaple_rulings.play(options, script), actions(step)[0])
            for options, script, step, *_ in (row.values for row in mark.args[1])]


def screen_table():
    return GapleTable(gaple.Options(), 3)


RANDOM_GAMES = [("gaple", lambda: GapleTable(gaple.Options(pass_point=True), 7))]


def played(client):
    """A simulated game's first hand through the screen, its first play taken back and
    logged again, until a hand is scored."""
    from tests.web.table import TableActions
    simulated = GapleTable(gaple.Options(), 5)
    options = {k: v for k, v in simulated.options.to_json().items() if k != "players"}
    table = TableActions(client, names=FOUR, kind="gaple", **options)
    undone = False
    while simulated.state.hand == 1 and (action := simulated.next_action()) is not None:
        simulated.apply(action)
        ok(table.log(simulated.actions[-1]))
        if not undone:
            ok(table.undo())
            ok(table.log(simulated.actions[-1]))
            undone = True
    return table


def verdict_options():
    """A Hypothesis strategy of the game's Options, for the checker's properties
    (tests/rules/test_check_verdicts.py)."""
    from hypothesis import strategies as st
    return st.builds(lambda lead, partners: gaple.Options(
        first_lead=lead, partners=partners, scoring="points" if partners else "penalty"),
        st.sampled_from(["0-0", "6-6", "rotating", "any"]), st.booleans())


def verdict_table(options, seed):
    return GapleTable(options, seed, false_pass_rate=0.1)


def verdict_effect(state, action, after, effect):
    """Asserts the checker's `effect` of a legal `action` says what logging it did
    (RULES GP6, GP8.4): who goes out, the winner, the points scored at once."""
    if action["type"] == "play":
        assert effect["out"] == (state.held[action["seat"]] == 1)
        assert effect["winner"] == after.winner
        if len(after.history) > len(state.history):
            assert effect["points"] == list(after.history[-1].points)


# Check mode at a glance (tests/browser/test_glance.py): the players, the new-game
# form's fields, the simulated table, and how many actions before checking.
GLANCE = (["Ana", "Budi", "Citra", "Dewi"], {}, lambda: GapleTable(gaple.Options(), seed=11), 5)
# The tap bench (bench/tap.py): players, the new-game form's fields, a table by seed.
TAP = (4, {}, lambda seed: GapleTable(gaple.Options(), seed))


def malformed():
    """Options, States and the action types of DESIGN's public API
    (tests/rules/test_malformed_actions.py)."""
    from tests.rules.test_not_proven import GAPLE
    from tests.rules.test_reports_together import GAPLE_2
    return (gaple.Options(), [gaple.new_game(gaple.Options(first_lead="any")), GAPLE, GAPLE_2],
            ("play", "pass", "redeal", "no-double", "reveal"))
