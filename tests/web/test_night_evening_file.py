"""An evening off the script in the event's file (docs/events.md, "Import an event"):
the clock's start, pause and resume, a walkover, a result by hand, a withdrawal, a
late entry, a new name and a correction to an earlier round travel and import as
they were; a file whose corrections the organiser's page would have refused is
refused with the reason, and nothing is written."""
import copy
from datetime import timedelta

import pytest

from extensions import db
from models import Tournament
from tests.web.night import NightActions, entries_for, text_of
from tests.web.test_night_import import counts, post_file


@pytest.fixture
def client(app):
    with app.app_context():
        yield app.test_client()


@pytest.fixture
def evening(client):
    """Five entries, three timed rounds: in round 1 table 1 is a walkover and table 2
    (its phone died) is entered by hand; an entry withdraws, a late one joins, one is
    renamed; round 2 is seated and round 1's table 2 is then voided and restored."""
    night = NightActions(client, "bendomino", entries_for("bendomino", 5, 1),
                         table_size="2", rounds="3", round_minutes="30",
                         time_zone="Asia/Makassar")
    night.start_round()
    assert night.correct("pause").status_code == 303
    assert night.correct("resume").status_code == 303
    one, two, _bye = night.matches(1)
    night.play_game(night.games_of(two)[0], seed=4, stop=lambda s: s.hand > 1)
    for do, fields in (("forfeit", {"table": one.id, "winner": one.entry_ids[1]}),
                       ("hand", {"table": two.id, "points": ["2", "7"]}),
                       ("withdraw", {"entry": one.entry_ids[0]}),
                       ("late", {"name": "Kancil: Zaki"}),
                       ("rename", {"entry": two.entry_ids[0], "name": "Garuda"})):
        assert night.correct(do, **fields).status_code == 303, do
    night.next_round()
    for do in ("void", "restore"):
        assert night.correct(do, table=two.id).status_code == 303
    return night


def imported(client, doc):
    response = post_file(client, doc)
    return NightActions.opened(client, "bendomino", response.headers["Location"])


def refused(client, doc, said):
    before = counts()
    page = text_of(post_file(client, doc, 422).get_data(as_text=True))
    assert "Not imported:" in page and said in page, page[-600:]
    assert counts() == before


def edited(doc, change):
    copy_ = copy.deepcopy(doc)
    change(copy_)
    return copy_


def at(doc, kind):
    return next(c for c in doc["corrections"] if c["kind"] == kind)


def test_the_evening_travels_in_its_file_and_imports_as_it_was(client, evening):
    doc = evening.standings_json()
    assert [c["kind"] for c in doc["corrections"]] == [
        "start", "pause", "resume", "forfeit", "hand", "withdraw", "late", "rename", "void",
        "restore"]
    assert at(doc, "void")["payload"] == {"round": 1, "table": 2, "seated": 2}
    assert doc["event"]["time_zone"] == "Asia/Makassar"
    assert [t["status"] for t in doc["rounds"][0]["tables"]] == ["forfeit", "hand"]
    again = imported(client, doc)
    event = again.event
    assert event.time_zone == "Asia/Makassar" and event.round == 2
    withdrawn = [e.number for e in event.entries if e.withdrawn_from == 2]
    assert withdrawn == [at(doc, "withdraw")["payload"]["entry"]]
    assert [e.name for e in event.entries][-1] == "Kancil"
    back = again.standings_json()
    assert back["standings"] == doc["standings"]
    assert [(c["kind"], c["payload"]) for c in back["corrections"]] == \
        [(c["kind"], c["payload"]) for c in doc["corrections"]]
    assert [t["status"] for t in back["rounds"][0]["tables"]] == ["forfeit", "hand"]
    words = text_of(client.get(again.url).get_data(as_text=True))
    assert "Result entered by hand" in words and "(Asia/Makassar)" in words
    assert db.session.query(Tournament).count() == 2


def test_a_forfeit_to_an_entry_of_another_table_is_refused(client, evening):
    doc = evening.standings_json()
    stranger = doc["rounds"][0]["byes"][0]
    refused(client, edited(doc, lambda d: at(d, "forfeit")["payload"].update(entry=stranger)),
            "a forfeit goes to an entry of its table")


def test_a_result_by_hand_is_refused_where_the_worse_score_wins(client, evening):
    doc = evening.standings_json()
    refused(client, edited(doc, lambda d: at(d, "hand")["payload"].update(winner=0)),
            "a result by hand is one whole score a side, 0 or more, the better winning")
    refused(client, edited(doc, lambda d: at(d, "hand")["payload"].update(points=[-2, 7])),
            "a result by hand is one whole score a side")


def test_a_pause_before_the_clock_started_is_refused(client, evening):
    doc = evening.standings_json()
    refused(client, edited(doc, lambda d: d["corrections"][0].update(kind="pause")),
            "Correction 1: round 1's clock is started once, paused only while it runs")


def test_a_withdrawn_entry_is_not_seated_after_it_withdrew(client, evening):
    """The withdrawal said from round 3: round 2 should then seat the entry."""
    doc = evening.standings_json()
    refused(client, edited(doc, lambda d: at(d, "withdraw")["payload"].update({"from": 3})),
            "Round 2: every entry sits at one table or has a bye, once.")


def test_a_late_entry_is_one_after_those_entered_at_the_start(client, evening):
    doc = evening.standings_json()
    refused(client, edited(doc, lambda d: at(d, "late")["payload"].update(entry=1)),
            "Round 1: every entry sits at one table or has a bye, once.")
    refused(client, edited(doc, lambda d: at(d, "late")["payload"].update(players=["Ana"])),
            "a late entry is one after those entered at the start")


def test_a_correction_said_to_follow_a_round_not_seated_is_refused(client, evening):
    doc = evening.standings_json()
    refused(client, edited(doc, lambda d: at(d, "void")["payload"].update(seated=3)),
            "the round seated before it must be a round after the table's")


def test_a_renamed_entry_bears_its_last_name(client, evening):
    doc = evening.standings_json()
    number = at(doc, "rename")["payload"]["entry"]
    refused(client, edited(doc, lambda d: d["entries"][number - 1].update(name="Elang")),
            f"Entry {number}: its name must be the last it was renamed to, Garuda.")


def test_a_forfeit_at_a_table_on_its_last_hand_travels_in_the_file(client):
    """The organiser marks a table's last hand (End by time) and, before it is scored,
    decides the table by forfeit, as the page allows: the app's own file imports, and
    the table is the walkover it was."""
    night = NightActions(client, "bendomino", entries_for("bendomino", 4, 1),
                         table_size="2", rounds="2", round_minutes="30")
    night.start_round()
    one, _two = night.matches(1)
    logged = []  # three plays into hand 1
    night.play_game(night.games_of(one)[0], seed=4,
                    stop=lambda state: logged.append(1) or len(logged) > 3)
    event = night.event
    event.round_started_at -= timedelta(minutes=31)  # the round's time is up
    db.session.commit()
    assert night.correct("time", table=one.id).status_code == 303
    assert night.correct("forfeit", table=one.id, winner=one.entry_ids[0]).status_code == 303
    doc = night.standings_json()
    assert [c["kind"] for c in doc["corrections"]][-2:] == ["time", "forfeit"]
    again = imported(client, doc)
    assert again.standings_json()["rounds"][0]["tables"][0]["status"] == "forfeit"


def test_a_move_at_a_table_decided_by_walkover_is_refused(client, evening):
    """Round 1's table 1 was a walkover: a move said to swap its entries afterwards is
    one the organiser's page refuses, so the file's is too."""
    doc = evening.standings_json()
    one = doc["rounds"][0]["tables"][0]
    two = doc["rounds"][0]["tables"][1]
    move = {"kind": "move", "at": at(doc, "forfeit")["at"],
            "payload": {"round": 1, "entry": one["entries"][0], "with": two["entries"][0],
                        "tables": [1, 2]}}

    def add_move(d):
        d["corrections"].insert(d["corrections"].index(at(d, "forfeit")) + 1, move)
        for seq, correction in enumerate(d["corrections"], start=1):
            correction["seq"] = seq
    refused(client, edited(doc, add_move),
            "a move swaps entries only between tables that have not started")
