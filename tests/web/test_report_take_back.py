"""Reports that cannot all be right are put right in one step (RULES G8): the last
report is refused naming every report and what the hands should hold, and the
refusal offers to take the earlier reports back, which Undo does as one tap (each
undo still its own event, G6)."""
import re

from models import Event
from tests.web.review_games import STRAIGHT_BLOCKED_ACTIONS, STRAIGHT_BLOCKED_OPTIONS
from tests.web.table import TableActions


def blocked_hand(client):
    """The RULES §S8.2 blocked hand of tests.web.review_games up to its reports: Ana
    holds 1-0 2-0 1-1 2-1 (8 pips), Budi the other 23 tiles (148 pips)."""
    table = TableActions(client, target=STRAIGHT_BLOCKED_OPTIONS["target"],
                         hand_size=STRAIGHT_BLOCKED_OPTIONS["hand_size"], partnerships=False)
    for action in STRAIGHT_BLOCKED_ACTIONS[:-2]:
        response = table.post(action["type"] if action["type"] != "play"
                              else f"play {action['tile']}", action["seat"])
        assert response.status_code == 200, response.get_data(as_text=True)
    return table


def test_reports_that_cannot_all_be_right_are_taken_back_in_one_step(app, client):
    with app.app_context():
        table = blocked_hand(client)
        # 13 pips for Ana's four tiles is possible (G8 cannot prove it wrong) ...
        assert table.reveal(0, pips=13).status_code == 200
        logged = len(table.events())
        # ... but then the hands hold 13 + 148 = 161, not the 168 - 12 = 156 off the table.
        refused = table.reveal(1, pips=148)
        html = refused.get_data(as_text=True)
        assert refused.status_code == 422 and len(table.events()) == logged
        words = " ".join(re.sub(r"<[^>]+>", " ", html).split())
        assert "the reports add up to 161 pips (Ana 13, Budi 148), but the tiles not on the " \
               "table hold 156" in words
        assert "cannot all be right" in words and "RULES §G8" in words
        offer = re.search(r'<form class="take-back".*?</form>', html, re.S)[0]
        assert 'name="times" value="1"' in offer and "Take back the report (Undo)" in offer
        undone = client.post(f"{table.url}/undo", data={"seq": table.seq, "times": 1},
                             headers={"HX-Request": "true"})
        assert undone.status_code == 200
        assert "Undone: Ana reported 13 pips" in undone.get_data(as_text=True)
        kinds = [e.kind for e in table.events()]
        assert kinds[-1] == "undo" and len(kinds) == logged + 1
        assert table.reveal(0, tiles=["1-0", "2-0", "1-1", "2-1"]).status_code == 200
        assert table.reveal(1, pips=148).status_code == 200
        hand_end = table.page()
    # Ana, lowest, scores round5(148) = 150 (RULES S8.2, G3).
    assert re.search(r'data-side="0">150<', hand_end)


def test_undo_takes_back_at_most_what_is_logged(app, client):
    with app.app_context():
        table = TableActions(client)
        assert table.play(0, "5-5").status_code == 200
        response = client.post(f"{table.url}/undo", data={"seq": table.seq, "times": 3},
                               headers={"HX-Request": "true"})
        assert response.status_code == 200
        assert [e.kind for e in table.events()] == ["play", "undo"]
        assert Event.query.count() == 2


def test_a_tile_two_reports_claim_offers_to_take_the_first_back(app, client):
    """Ana reports 3-3 (Budi holds it: one mistap), then Budi's report shows 3-3 too. One
    of the two is wrong (RULES G8): Budi's is refused naming Ana, and the refusal offers
    to take Ana's report back, as for reports that cannot add up."""
    with app.app_context():
        table = blocked_hand(client)
        assert table.reveal(0, tiles=["1-0", "2-0", "1-1", "3-3"]).status_code == 200
        logged = len(table.events())
        budi = [f"{a}-{b}" for a in range(7) for b in range(a + 1)
                if f"{a}-{b}" not in ("6-6", "1-0", "2-0", "1-1", "2-1")]
        assert len(budi) == 23 and "3-3" in budi  # Budi's hand, as he shows it
        refused = table.reveal(1, tiles=budi)
        html = refused.get_data(as_text=True)
        assert refused.status_code == 422 and len(table.events()) == logged
        words = " ".join(re.sub(r"<[^>]+>", " ", html).split())
        assert "3-3 was already reported by Ana" in words and "RULES §G8" in words
        offer = re.search(r'<form class="take-back".*?</form>', html, re.S)[0]
        assert 'name="times" value="1"' in offer and "Take back the report (Undo)" in offer


def test_reports_checked_together_name_the_two_that_cannot_both_be_right(app, client):
    """RULES G8, GP11.5, on RULES GP example 2 (A holds 6-6, B 3-1 2-0, C 4-4 1-0, D 3-2):
    A reports 5 pips (one tile), C 16 (two), then B's true tiles. With 3-1 and 2-0
    shown, C's two tiles cannot make 16 from 6-6, 4-4, 1-0 and 3-2: B's report is
    refused naming C's and B's, and the refusal offers to take C's back (one tap)."""
    from tests.rules import gaple_hands as hands
    from tests.web.gaple_web import gaple_table, log
    with app.app_context():
        table = gaple_table(client)
        log(table, hands.EXAMPLE_2 + ", " + hands.EXAMPLE_2_BLOCK + ", A shows 5 pips, "
                   "C shows 16 pips")
        logged = len(table.events())
        refused = table.reveal(1, tiles=["3-1", "2-0"])
        html = refused.get_data(as_text=True)
        assert refused.status_code == 422 and len(table.events()) == logged
        words = " ".join(re.sub(r"<[^>]+>", " ", html).split())
        assert "these reports cannot all be right: Citra 16 pips; Budi 3-1 2-0" in words
        assert "Ana" not in words.split("cannot all be right")[1].split("RULES")[0]
        assert "RULES §G8" in words
        offer = re.search(r'<form class="take-back".*?</form>', html, re.S)[0]
        assert 'name="times" value="1"' in offer and "Take back the report (Undo)" in offer
