"""Posts a phone's screen never sends are refused with what was wrong, and change
nothing: a JSON body, a report of both tiles and pips (RULES G8: one or the other), a
`do` that is no game's action, an undo of a screen ahead of the log or with its fields
wrong."""
import html
import re

import pytest

from tests.web.table import HX, TableActions
from tests.web.test_report_take_back import blocked_hand


def words(response):
    text = re.sub(r"<[^>]+>", " ", response.get_data(as_text=True))
    return " ".join(html.unescape(text).split())


@pytest.fixture
def table(app, client):
    with app.app_context():
        yield blocked_hand(client)


def test_a_json_body_is_not_a_form_post(table, client):
    logged = len(table.events())
    for path, body in (("actions", {"seq": str(table.seq), "seat": "0", "do": "draw"}),
                       ("undo", {"seq": str(table.seq)})):
        response = client.post(f"{table.url}/{path}", json=body, headers=HX)
        assert response.status_code == 422, path
        assert "This field is required." in words(response)
    assert len(table.events()) == logged


def test_a_report_of_both_tiles_and_pips_is_refused(table):
    """G8: a report is the tiles held or their pip total, one or the other; 1-0 2-0
    1-1 2-1 hold 8 pips, and 8 posted beside them is still both."""
    logged = len(table.events())
    refused = table.post("reveal", 0, tiles=["1-0", "2-0", "1-1", "2-1"], pips="8")
    assert refused.status_code == 422 and len(table.events()) == logged
    assert "report either the tiles or the pip total, not both" in words(refused)
    assert "RULES §G8" in words(refused)
    assert table.reveal(0, tiles=["1-0", "2-0", "1-1", "2-1"]).status_code == 200


@pytest.mark.parametrize("do", ["dance", "PLAY 6-6", "play 6-5\n", " draw"])
def test_a_do_that_is_no_games_action_says_so(table, do):
    """Said the same on every game's screen: it names no game's action (Moon and Gaple
    have no draw, RULES M, GP), where it once offered "play 6-4" and "draw"."""
    logged = len(table.events())
    refused = table.post(do, 0)
    assert refused.status_code == 422 and len(table.events()) == logged
    assert "That post was not an action: Action: not one of the screen's actions " \
           "(a tile or a button)." in words(refused)


def test_an_undo_ahead_of_the_log_is_told_so(table, client):
    logged = len(table.events())
    refused = client.post(f"{table.url}/undo", data={"seq": table.seq + 3}, headers=HX)
    assert refused.status_code == 409 and len(table.events()) == logged
    assert "This screen showed actions the table's log does not hold." in words(refused)


@pytest.mark.parametrize("field, values, label", [
    ("do", ["draw", "pass"], "Action"), ("seq", ["same", "older"], "Action number"),
    ("seat", ["0", "1"], "Seat"), ("pips", ["3", "4"], "Pips")])
def test_a_field_posted_twice_is_refused(table, client, field, values, label):
    """A screen posts each field once: two values are no action, not the first one."""
    logged = len(table.events())
    seqs = {"same": str(table.seq), "older": str(table.seq - 1)}
    data = {"seq": str(table.seq), "seat": "0", "do": "reveal",
            field: [seqs.get(v, v) for v in values]}
    refused = client.post(f"{table.url}/actions", data=data, headers=HX)
    assert refused.status_code == 422 and len(table.events()) == logged
    assert f"That post was not an action: {label}: Given more than once." in words(refused)


def test_an_undo_with_its_seq_posted_twice_is_refused(table, client):
    logged = len(table.events())
    refused = client.post(f"{table.url}/undo", data={"seq": [str(table.seq)] * 2}, headers=HX)
    assert refused.status_code == 422 and len(table.events()) == logged
    assert "That post was not an undo: Action number: Given more than once." in words(refused)


@pytest.mark.parametrize("data, why", [
    ({"seq": "abc"}, "Action number: Not a whole number of at most 15 digits."),
    ({}, "Action number: This field is required."),
    ({"seq": "0", "times": "5"}, "Times: Number must be between 1 and 4."),
])
def test_an_undo_with_its_fields_wrong_says_which(table, client, data, why):
    logged = len(table.events())
    refused = client.post(f"{table.url}/undo", data=data, headers=HX)
    assert refused.status_code == 422 and len(table.events()) == logged
    assert f"That post was not an undo: {why}" in words(refused)


@pytest.mark.parametrize("do, says", [
    ("bid 3", "3 is not a bid: pass, 4, 5, 6, 7 or 21"), ("bid 99", "99 is not a bid"),
    ("trump 9", "9 is not a trump: 0-6, doubles or no trump")])
def test_a_moon_bid_or_trump_out_of_range_cites_its_rule(app, client, do, says):
    """A bid outside RULES M4's or a trump outside M6's (a post only a made-up form
    sends) is refused by the rules, citing its section in Moon's words; nothing is
    logged."""
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra", "Dewi"), kind="moon")
        if do.startswith("trump"):
            for seat, bid in ((0, 5), (1, None), (2, None), (3, None)):
                assert table.bid(seat, bid).status_code == 200
        logged = len(table.events())
        response = table.post(do, 0)
        text = words(response)
        assert response.status_code == 422 and len(table.events()) == logged
        assert ("RULES §M6" if do.startswith("trump") else "RULES §M4") in text
        assert says in text
        assert "draw" not in text


def test_several_missing_fields_read_as_sentences(table, client):
    """Each field's message after its label, one sentence after another."""
    logged = len(table.events())
    refused = client.post(f"{table.url}/actions", data={}, headers=HX)
    assert refused.status_code == 422 and len(table.events()) == logged
    text = words(refused)
    assert "Action number: This field is required. Seat: This field is required. " \
           "Action: This field is required." in text
    assert ".;" not in text


def test_a_moon_bid_with_a_leading_zero_is_not_a_bid(app, client):
    """The buttons post "bid 4"; "bid 04" is no post of theirs, and nothing is logged."""
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra", "Dewi"), kind="moon")
        response = table.post("bid 04", 0)
        assert response.status_code == 422 and table.events() == []


@pytest.mark.parametrize("seat", ["2", "3", "7", "-1"])
def test_a_seat_nobody_sits_in_names_the_tables_players(table, client, seat):
    """A two-player table (RULES G4: seats 0 and 1, in order of play) has nobody in
    seat 2, 3 or beyond: the refusal names who does sit there, never a seat number,
    and nothing is logged; the checker says the same."""
    logged = len(table.events())
    for path in ("actions", "check"):
        refused = client.post(f"{table.url}/{path}",
                              data={"seq": str(table.seq), "seat": seat, "do": "reveal",
                                    "pips": "8"}, headers=HX)
        text = words(refused)
        assert refused.status_code == 422 and len(table.events()) == logged, path
        assert "Nobody sits in that seat: this table's players are Ana, Budi." in text
        assert f"seat {seat}" not in text and "between" not in text
