"""RULES GP11.1: an option that has no effect under the chosen scoring is accepted
(the game is created), ignored, and shown as "—" where the game's options are shown
(the review page's rules), in English and in Bahasa Indonesia. Which options act
under which scoring is RULES': `gaple-winner` under `penalty` only (GP8.1), the
stranded doubles under `penalty` and `collect` (GP8.2), `failed-block` and
`both-ends` under `collect` only (GP8.3)."""
import re

import pytest

from models import Game
from extensions import db
from tests.web.gaple_web import gaple_table, in_indonesian, ok, plain

DASH = "—"


def rules_shown(client, table):
    """The review page's rules as {label: value}."""
    html = ok(client.get(f"{table.url}/review")).get_data(as_text=True)
    block = re.search(r'<details class="review-options">(.*?)</details>', html, re.S).group(1)
    pairs = re.findall(r"<dt>(.*?)</dt><dd>(.*?)</dd>", block, re.S)
    return {plain(label): plain(value) for label, value in pairs}


@pytest.mark.parametrize("options, ignored, shown", [
    pytest.param({"failed_block": "x1", "both_ends": "x2"},
                 ("Under collect, a gaple the blocker's side loses",
                  "Under collect, an out with a tile that fitted either end"),
                 ("Under penalty, the winner of a gaple", "A stranded 0-0", "A stranded 6-6"),
                 id="GP11.1-failed-block-and-both-ends-under-penalty"),
    pytest.param({"scoring": "collect", "gaple_winner": "zero"},
                 ("Under penalty, the winner of a gaple",),
                 ("Under collect, a gaple the blocker's side loses",
                  "Under collect, an out with a tile that fitted either end",
                  "A stranded 0-0", "A stranded 6-6"),
                 id="GP11.1-gaple-winner-under-collect"),
    pytest.param({"scoring": "points", "partners": "y", "dead_6_6": "50"},
                 ("Under penalty, the winner of a gaple", "A stranded 0-0", "A stranded 6-6",
                  "Under collect, a gaple the blocker's side loses",
                  "Under collect, an out with a tile that fitted either end"),
                 (), id="GP11.1-stranded-doubles-and-collects-under-points"),
])
def test_an_option_without_effect_is_accepted_and_shown_as_a_dash(app, client, options,
                                                                   ignored, shown):
    with app.app_context():
        table = gaple_table(client, **options)  # created: the post was accepted (303)
        assert db.session.get(Game, table.game_id).kind == "gaple"
        rules = rules_shown(client, table)
        for label in ignored:
            assert rules[label] == DASH, (label, rules)
        for label in shown:
            assert rules[label] not in ("", DASH), (label, rules)
        # the options that act under every scoring are shown as chosen
        assert rules["A pass scores a pass point"] == "no"


def test_the_dash_in_bahasa_indonesia(app, client):
    """The same page in Bahasa Indonesia: the labels are translated, the ignored
    options are shown as "—" and those in force by their chosen value."""
    with app.app_context():
        table = gaple_table(client, failed_block="x1", both_ends="x2", dead_6_6="50")
        english = rules_shown(client, table)
        in_indonesian(client)
        indonesian = rules_shown(client, table)
        assert list(english) != list(indonesian)  # translated labels
        values = dict(zip(english, indonesian.values(), strict=True))
        assert values["Under collect, a gaple the blocker's side loses"] == DASH
        assert values["Under collect, an out with a tile that fitted either end"] == DASH
        assert values["A stranded 6-6"] not in ("", DASH)
        assert values["Under penalty, the winner of a gaple"] not in ("", DASH)
