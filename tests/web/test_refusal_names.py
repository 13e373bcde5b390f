"""Every refusal names the players, never a seat number, in both languages (issue 18
§2; RULES G4: a refusal names whose turn it is). The glossary says "kursi 2" only
"when no name is known"; at a table every seat has a name.

The refusals are those of the rules' refusal tables (the `test_refusals` cases of
each game) and every refusal a simulated table (tests/rules/*_table.py) meets when
random actions are asked about at every step of whole random games; each is put
into words by views.games.wording.with_names, the one place an engine message is
translated. Through the app, a refusal on the game screen and the checker's verdict
say the same with the players' names."""
import random
import re

import pytest

from rules import IllegalAction
from rules.messages import Msg, Seat, Seats
from tests.games import every, hooks
from tests.web.test_bahasa import catalogue, speak, visible
from tests.web.test_bahasa_messages import GAMES as SIMULATED
from tests.web.table import TableActions
from tests.web.test_message_translation import in_language
from views.games.registry import KINDS

NAMES = ["Ana", "Budi", "Citra", "Dewi"]
LANGUAGES = ("en", "id")


def _seat_words():
    """{language: a pattern of a seat shown by its number}, from how the catalogue
    writes a seat without a name ("seat %(n)s", "seats %(a)s+%(b)s")."""
    english = {"seat %(n)s", "seats %(a)s+%(b)s"}
    said = {"en": list(english), "id": [m.string for m in catalogue() if m.id in english]}
    assert len(said["id"]) == 2 and all(said["id"])

    def pattern(templates):
        numbered = [re.escape(t).replace(re.escape(f"%({k})s"), r"\d") for t in templates
                    for k in "nab" if f"%({k})s" in t]
        return re.compile(r"\b(" + "|".join(numbered) + r")\b", re.I)
    return {language: pattern(templates) for language, templates in said.items()}


SEAT_NUMBER = _seat_words()


def seats_in(msg):
    """The seats a `Msg` names (its `Seat` and `Seats` parameters, nested ones too)."""
    if isinstance(msg, Seat):
        return {msg.params["n"]}
    if isinstance(msg, Seats):
        return {msg.params["a"], msg.params["b"]}
    if not isinstance(msg, Msg):
        return set()
    found = set()
    for value in msg.params.values():
        for item in value if isinstance(value, (tuple, list)) else (value,):
            found |= seats_in(item)
    return found


def assert_names_the_players(app, message, action, players):
    """`message` (a refusal's Msg) in each language names every seat it speaks of by
    its player and shows no seat by number. A seat that is not at the table has no
    player: its refusal quotes the number that was posted."""
    assert isinstance(message, Msg), (action, message)
    posted = action.get("seat") if isinstance(action, dict) else None
    real = not isinstance(posted, int) or 0 <= posted < players
    for language in LANGUAGES:
        said = in_language(app, language, message, NAMES[:players])
        assert not real or not SEAT_NUMBER[language].search(said), (language, said)
        for seat in seats_in(message):
            if isinstance(seat, int) and 0 <= seat < players:
                assert NAMES[seat] in said, (language, said, seat)


def refusal(module, state, action):
    with pytest.raises(IllegalAction) as refused:
        module.apply(state, action)
    return refused.value.message


# The refusal tables ------------------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_every_refusal_of_the_rules_tables_names_the_players(app, kind):
    module, rows = KINDS[kind].rules, hooks(kind).refusals()
    assert len(rows) > 8
    named = 0
    for state, action in rows:
        message = refusal(module, state, action)
        assert_names_the_players(app, message, action, state.options.players)
        named += bool(seats_in(message))
    assert named >= 1  # the G4 turn refusal at least


# Whole random games ----------------------------------------------------------------

GAMES = SIMULATED  # every registered game (tests/games/<kind>.py: random_table, asks)


@pytest.mark.parametrize("kind", GAMES)
def test_every_refusal_of_random_games_names_the_players(app, kind):
    module, table_for, asks = GAMES[kind]
    named = 0
    for seed in range(2):
        table, rng = table_for(seed), random.Random(seed)
        for _ in range(300):
            action = table.next_action()
            if action is None:
                break
            state = table.state
            for asked in asks(rng, state, state.options.players):
                verdict = module.check(state, asked)
                if not verdict.legal:
                    assert_names_the_players(app, verdict.message, asked,
                                             state.options.players)
                    named += bool(seats_in(verdict.message))
            table.apply(action)
    assert named > 10


# Through the app -------------------------------------------------------------------

# Each game's simulated table, its first player seat 0: the app draws no first seat
# here, the table picks seat 0 (tests/games/<kind>.py: screen_table).
SCREEN_TABLES = {kind: game.screen_table for kind, game in every().items()}


def refusal_text(html):
    """The words of the refusal shown (the screen's alert), spaces folded."""
    found = re.search(r'<div class="refusal"[^>]*>(.*?)</div>', html, re.S)
    assert found, html[:300]
    return visible(found.group(1))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", SCREEN_TABLES)
def test_out_of_turn_on_the_screen_names_both_players(app, client, kind, language):
    """RULES G4, at the first action and the one after it: logged for the player
    after the one whose turn it is, the refusal (and the checker's verdict on the
    same action) names both players, and no seat by number."""
    simulated = SCREEN_TABLES[kind]()
    players = simulated.options.players
    names = NAMES[:players]
    with app.app_context():
        options = {k: v for k, v in simulated.options.to_json().items() if k != "players"}
        table = TableActions(client, names=names, kind=kind, **options)
        speak(client, language)
        asked = 0
        for _ in range(2):
            action = simulated.next_action()
            anyone = simulated.state.turn is None and KINDS[kind].first_phase is None
            if not anyone:  # (whoever holds the opening tile lays it: RULES B2)
                wrong = {**action, "seat": (action["seat"] + 1) % players}
                said = refusal_text(table.log(wrong).get_data(as_text=True))
                checked = visible(table.log(wrong, check=True).get_data(as_text=True))
                for text in (said, checked):
                    assert names[action["seat"]] in text and names[wrong["seat"]] in text
                assert not SEAT_NUMBER[language].search(said) and "§G4" in said, said
                asked += 1
            simulated.apply(action)
            assert table.log(simulated.actions[-1]).status_code == 200
        assert asked >= 1
