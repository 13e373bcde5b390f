"""RULES G8: when the last report of a hand makes the hands hold other than the pips
off the table, the reports cannot all be right: the refusal names each report and
says how many of the latest actions (the earlier reports) to take back."""
import pytest

from rules import IllegalAction, straight
from tests.web.review_games import STRAIGHT_BLOCKED_ACTIONS, STRAIGHT_BLOCKED_OPTIONS

OPTIONS = straight.Options.from_json(STRAIGHT_BLOCKED_OPTIONS)
BEFORE_REPORTS = STRAIGHT_BLOCKED_ACTIONS[:-2]  # 6-6 led (12 pips on the table), all passed


@pytest.mark.parametrize("first, last, total", [
    pytest.param({"pips": 13}, {"pips": 148}, 161, id="G8-possible-but-wrong-pips"),
    pytest.param({"pips": 9}, {"pips": 148}, 157, id="G8-wrong-first-true-last"),
])
def test_a_last_report_that_does_not_add_up_names_every_report(first, last, total):
    state = straight.replay(OPTIONS, BEFORE_REPORTS + [{"type": "reveal", "seat": 0, **first}])
    with pytest.raises(IllegalAction) as refused:
        straight.apply(state, {"type": "reveal", "seat": 1, **last})
    assert refused.value.section == "G8" and refused.value.take_back == 1
    message = str(refused.value.message)
    ana = first.get("pips", 8)
    assert f"the reports add up to {total} pips (seat 0 {ana}, seat 1 {last['pips']})" in message
    assert "hold 156" in message and "cannot all be right" in message


def test_a_report_that_adds_up_is_accepted():
    state = straight.replay(OPTIONS, STRAIGHT_BLOCKED_ACTIONS)
    assert state.history[-1].points == (150, 0)  # Ana lowest: round5(148) (S8.2, G3)
