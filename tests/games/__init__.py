"""Each registered game's test hooks, one module a game: `tests/games/<kind>.py`,
found from the registry (views.games.registry.KINDS), so that the shared test helpers
(tests/web/table.py, tests/web/night.py) and every test that covers all the games
name none: they ask `hooks(kind)` or walk `every()`. A game's module holds (REQUIRED):
- `do(action)`: the `do` post of one of the game's own actions (a rules action, a
  JSON dict), or None where the shared post serves (play, reveal, draw, pass);
- `simulator(options, seed, first=None)`: a simulated table of the game's rules
  Options that plays only legal actions (`next_action()`, `apply(action)`, `state`,
  `actions`); `first` the seat that acts first where the game asks for one;
- `random_table(seed)`: a simulated table of Options that vary with `seed`;
- `asks(rng, state, players)`: random actions (JSON dicts) to ask the rules about at
  `state`, legal or not;
- `refusals()`: (State, action) rows of the game's rules refusal tables;
- `screen_table()`: a simulated table whose first player is seat 0 (the app is told so);
- `RANDOM_GAMES`: [(id, a simulated table's factory)] of whole games played through the
  app in Indonesian (tests/web/test_indonesian_screens.py);
- `EVENT_OPTIONS`: the new-event form's fields for a quick game (a low target);
  `EVENT_TABLE`: (players a table, players a side) of an event's tables in the tests;
  `LONG_TARGET`: a target an event's timed round does not reach at once;
- `played(client)`: a game played through the app's screen with an undo in it
  (a tests.web.table.TableActions), for the export and import tests;
- `verdict_options()` (a Hypothesis strategy of Options), `verdict_table(options, seed)`
  and `verdict_effect(state, action, after, effect)` (asserts a checker verdict's
  effect says what logging did): the checker's properties,
  tests/rules/test_check_verdicts.py;
- `malformed()`: (Options, States, the action types) fed malformed actions,
  tests/rules/test_malformed_actions.py;
- `GLANCE`: (names, new-game fields, a simulated table's factory, actions before
  checking) for check mode at a glance, tests/browser/test_glance.py;
- `TAP`: (players, new-game fields, a simulated table by seed) for bench/tap.py.
docs/ADDING_A_GAME.md says what a new game writes here."""
import importlib

from views.games.registry import KINDS

REQUIRED = ("do", "simulator", "random_table", "asks", "refusals", "screen_table", "RANDOM_GAMES",
            "EVENT_OPTIONS", "EVENT_TABLE", "LONG_TARGET", "played", "verdict_options",
            "verdict_table", "verdict_effect", "malformed", "GLANCE", "TAP")


def hooks(kind):
    """The test hooks of the registered game `kind` (its module here)."""
    return importlib.import_module(f"{__name__}.{kind}")


def every():
    """{kind: its test hooks} for every registered game, in the registry's order."""
    return {kind: hooks(kind) for kind in KINDS}


def table_rows(test):
    """The (State, action) rows of a rules test's `parametrize` table (its first two
    values a row)."""
    mark = next(m for m in test.pytestmark if m.name == "parametrize")
    return [tuple(row.values[:2]) for row in mark.args[1]]


def ok(response, status=200):
    """`response`, once its status is `status` (else the end of its page, to read)."""
    assert response.status_code == status, response.get_data(as_text=True)[-2000:]
    return response
