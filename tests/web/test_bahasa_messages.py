"""Every engine message reads in Indonesian: each refusal of the rules' refusal
tables, and every verdict, refusal, score working and flag met over random whole
games of each kind with random questions asked at every step. Each is a
`rules.messages.Msg` (so it has a catalogue entry) and, translated, holds no
English-only word (see test_bahasa: words of the English msgids the Indonesian
catalogue never uses)."""
import random

import pytest

from rules import IllegalAction
from rules.messages import Msg
from tests.games import every, hooks
from tests.web.test_bahasa import leaks
from views.games.registry import KINDS
from views.games.wording import with_names

NAMES = ["Ana", "Budi", "Citra", "Dewi"]


def in_indonesian(app, message):
    with app.test_request_context(headers={"Accept-Language": "id"}):
        return with_names(message, NAMES)


def assert_reads_in_indonesian(app, message, where):
    assert isinstance(message, Msg), (where, message)
    said = in_indonesian(app, message)
    assert leaks(f"<p>{said}</p>") == [], (where, message, said)


@pytest.mark.parametrize("kind", KINDS)
def test_every_refusal_of_the_rules_tables(app, kind):
    module, rows = KINDS[kind].rules, hooks(kind).refusals()
    assert len(rows) > 8
    for state, action in rows:
        with pytest.raises(IllegalAction) as refused:
            module.apply(state, action)
        assert_reads_in_indonesian(app, refused.value.message, action)


# Each game: its rules, a simulated table of Options that vary with the seed, and the
# random questions asked at every step (tests/games/<kind>.py).
GAMES = {kind: (KINDS[kind].rules, game.random_table, game.asks) for kind, game in every().items()}


@pytest.mark.parametrize("kind", GAMES)
def test_every_message_of_random_games(app, kind):
    module, table_for, asks = GAMES[kind]
    for seed in range(2):
        table, rng = table_for(seed), random.Random(seed)
        for _ in range(300):
            action = table.next_action()
            if action is None:
                break
            state = table.state
            players = state.options.players
            for asked in asks(rng, state, players) + [action]:
                verdict = module.check(state, asked)
                assert_reads_in_indonesian(app, verdict.message, asked)
            table.apply(action)
        state = table.state
        for result in state.history:
            for line in getattr(result, "lines", None) or (result.working,):
                assert_reads_in_indonesian(app, line, result)
            for flag in getattr(result, "flags", ()):
                assert_reads_in_indonesian(app, flag["message"], flag)
