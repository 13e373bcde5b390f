"""Gaple's engine messages in Bahasa Indonesia: refusals, each hand's working and the
flags of false passes read through the catalogue (views.games.wording), with names for
seats and no English left over."""
import pytest

from rules import IllegalAction, gaple
from tests.rules import gaple_hands as hands
from tests.rules.gaple_script import actions
from tests.rules.gaple_table import GapleTable
from tests.web.test_bahasa import leaks
from tests.web.test_message_translation import in_language


def test_a_fourth_pass_reads_in_indonesian(app):
    """RULES GP10.2."""
    state = gaple.replay(gaple.Options(first_lead="any"),
                         actions("A 5-3, B pass, C pass, D pass"))
    with pytest.raises(IllegalAction) as refused:
        gaple.apply(state, {"type": "pass", "seat": 0})
    assert in_language(app, "id", refused.value.message) == (
        "pas keempat berturut-turut mustahil: barisan tidak terblokir, jadi kartu yang memuat "
        "3 atau 5 masih ada di suatu tangan, tangan Ana atau tangan salah satu dari tiga "
        "pemain yang pas sejak 5-3. Ana bermain, atau meja membatalkan kembali sampai pas "
        "yang palsu")


def test_a_hands_working_reads_in_indonesian(app):
    """RULES GP8.1, GP8.2: example 1."""
    state = gaple.replay(gaple.Options(first_lead="any"), actions(
        hands.EXAMPLE_1 + ", " + hands.EXAMPLE_1_OUT + ", " + hands.EXAMPLE_1_REPORTS))
    assert in_language(app, "id", state.history[-1].working) == (
        "Ana habis kartu dengan 5-3; Budi menambah 20; Citra menambah 7; Dewi menambah 30 "
        "(0-0 mati dan bernilai 25)")


@pytest.mark.parametrize("options", [
    {"pass_point": True}, {"scoring": "collect", "dead_6_6": 50, "pass_point": True},
    {"scoring": "collect", "partners": True, "blocked": "duel", "both_ends": "x2"},
    {"scoring": "points", "partners": True, "winner_lead": "double", "pass_point": True},
], ids=["GP8.1", "GP8.3", "GP8.3-duel", "GP8.4"])
def test_whole_games_read_in_indonesian(app, options):
    """Every working line and flag of random games, and the refusals met on the way."""
    table = GapleTable(gaple.Options(**options), seed=22, false_pass_rate=0.15)
    table.play_out()
    texts = [r.working for r in table.state.history] + [f["message"] for f in table.state.flags]
    for action in ({"type": "pass", "seat": 0}, {"type": "play", "seat": 1, "tile": "6-6"},
                   {"type": "no-double", "seat": 2}, {"type": "redeal", "seat": 3}):
        texts.append(gaple.check(table.snapshots[len(table.snapshots) // 2][0], action).message)
    assert len(texts) > 8
    for text in texts:
        assert leaks(in_language(app, "id", text)) == [], in_language(app, "id", text)
