"""An event's file is checked as the organiser's page would have checked what it
holds (README, "A domino night"): its times lie between 2000 and today, and its
corrections agree with the tables' plays: an end by time only in a timed event,
naming a hand its table played while its match was undecided (the hand in play, or
the one before it), with no play logged after that hand ended the match, taken back
only where there is one; a restore only of a voided result; one void per result. A file that does not hold is refused with the
reason, in the phone's language, and nothing is written. And an event whose round
started at a time near the calendar's end (as such a file once left it) still shows
every page: the round's clock never overflows."""
from datetime import datetime, timedelta

import pytest

from extensions import db
from models.table import utcnow
from tests.web.night import NightActions, entries_for, text_of
from tests.web.test_bahasa import leaks, speak
from tests.web.test_night_import import changed, counts, document, event_file, post_file  # noqa: F401
from rules.night import time_winner
from views.night.live import clock


@pytest.fixture
def client(app):
    with app.app_context():
        yield app.test_client()


def refused(client, doc, said):
    before = counts()
    page = text_of(post_file(client, doc, 422).get_data(as_text=True))
    assert "Not imported:" in page and said in page, page[-600:]
    assert counts() == before  # nothing written
    return page


@pytest.mark.parametrize("where, path", [
    ("The event", ("event", "round_started_at")),
    ("The event", ("event", "created_at")),
    ("Round 1, table 1", ("rounds", 0, "tables", 0, "created_at")),
    ("Correction 1", ("corrections", 0, "at")),
])
@pytest.mark.parametrize("when", ["9999-12-31T23:59:59Z", "1900-01-01T00:00:00Z",
                                  "0001-01-01T00:00:00"])
def test_a_time_out_of_range_is_refused(client, document, where, path, when):
    def change(doc):
        target = doc
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = when
    refused(client, changed(document, change),
            f'{where}: the time "{when}" is not between 2000 and today.')


def test_a_time_out_of_range_is_refused_in_indonesian(client, document):
    speak(client, "id")
    html = post_file(client, changed(document, lambda doc: doc["event"].update(
        round_started_at="9999-12-31T23:59:59Z")), 422).get_data(as_text=True)
    assert "Tidak diimpor" in text_of(html) and "9999" in text_of(html)
    assert leaks(html) == []


@pytest.mark.parametrize("started", [datetime(9999, 12, 31, 23, 59, 59), datetime.max,
                                     datetime(1, 1, 1)])
def test_every_page_opens_whatever_the_round_s_start(client, started):
    """An event as an import of a file dated 9999 left it: every page answers."""
    night = NightActions(client, "bendomino", entries_for("bendomino", 5, 1), table_size="2",
                         rounds="2", round_minutes="30")
    event = night.event
    event.round_started_at = started
    db.session.commit()
    view = event.view_token
    for url in (night.url, f"{night.url}/live", f"{night.url}/seating", f"{night.url}/cards",
                f"/e/{view}", f"/e/{view}/live", f"/e/{view}/screen", f"/e/{view}/screen/live",
                f"/e/{view}/export.csv", f"/e/{view}/export.json"):
        assert client.get(url).status_code == 200, url
    # A start in the future: time is not up, End by time is refused; a start long past:
    # time is up, and a table not started (level at 0) plays one more hand, its first
    # (docs/events.md).
    assert night.correct("time", table=night.matches(1)[0].id).status_code == \
        (303 if started.year == 1 else 422)


@pytest.mark.parametrize("started, left", [
    (timedelta(minutes=0), 30), (timedelta(minutes=-10), 20),
    (timedelta(minutes=-29, seconds=-1), 1), (timedelta(minutes=-30), 0),
    (timedelta(days=-400), 0), (timedelta(days=3), 30)])
def test_the_round_clock_counts_the_minutes_left(client, started, left):
    """Whole minutes left, rounded up; 0 once time is up; never more than the round's
    limit, even for a start ahead of the server's clock."""
    night = NightActions(client, "bendomino", entries_for("bendomino", 4, 1), table_size="2",
                         rounds="2", round_minutes="30")
    event = night.event
    event.round_started_at = utcnow() + started
    assert clock(event) == left


@pytest.fixture
def timed(client):
    """A timed Bendomino event's file: table 1 played to its end, table 2 ended by
    time when its time was up (a hand or more played, one side ahead), table 3 never
    started."""
    return timed_file(client, target="30")


def timed_file(client, target):
    """The `timed` fixture's file, for an event whose game's target is `target`."""
    night = NightActions(client, "bendomino", entries_for("bendomino", 6, 1), table_size="2",
                         rounds="2", round_minutes="30", target=target)
    one, two, _three = night.matches(1)
    night.play_match(one, seed=1)
    night.play_game(night.games_of(two)[0], seed=2, stop=lambda state: state.winner is None
                    and time_winner(list(state.scores)) is not None)
    event = night.event  # the clock started 31 minutes ago (its start is not logged here)
    event.round_started_at = utcnow() - timedelta(minutes=31)
    db.session.commit()
    assert night.correct("time", table=two.id).status_code == 303
    return night.standings_json()


def corrected(doc, *items):
    """`doc` with `items` ((kind, payload) pairs) logged after its corrections."""
    def change(copy):
        for kind, payload in items:
            copy["corrections"].append({"seq": len(copy["corrections"]) + 1, "kind": kind,
                                        "payload": payload, "at": "2026-11-29T21:00:00Z"})
    return changed(doc, change)


def table_one(doc):
    return {"round": 1, "table": 1}


def test_the_timed_file_imports(client, timed):
    """The file as the app wrote it imports (the cases below each change one thing)."""
    assert [c["kind"] for c in timed["corrections"]] == ["time"]
    url = post_file(client, timed).headers["Location"]
    again = NightActions.opened(client, "bendomino", url).standings_json()
    # Table 2 stands as it did: its last hand marked (being played, or scored and the
    # match ended), its points, its winner.
    assert [{k: t[k] for k in ("status", "points", "winner", "drawn")}
            for t in again["rounds"][0]["tables"]] == \
        [{k: t[k] for k in ("status", "points", "winner", "drawn")}
         for t in timed["rounds"][0]["tables"]]
    assert again["corrections"][0]["payload"] == timed["corrections"][0]["payload"]


def test_an_end_by_time_in_an_untimed_event_is_refused(client, timed):
    refused(client, changed(timed, lambda doc: doc["event"].update(round_minutes=None)),
            "Correction 1: a table is ended by time only in an event whose rounds have a "
            "time limit")


def test_a_hand_at_a_table_that_never_started_is_refused(client, timed):
    refused(client, corrected(timed, ("time", {"round": 1, "table": 3, "game": 1,
                                               "hand": 5})),
            "Correction 2: round 1, table 3 never played hand 5 of game 1 while its match "
            "was undecided")


def test_an_end_by_time_before_a_won_game_s_last_hand_is_refused(client):
    """Table 1's match was won in its game's last hand: an end by time naming an
    earlier hand would have ended the match there, and the plays after it would have
    been refused; naming the last hand (a tap while it was played) the game's own
    result stands. The target is long enough for table 1's game to last more than
    one hand."""
    timed = timed_file(client, target="100")
    final = timed["rounds"][0]["tables"][0]
    last = final["games"][0]["hand"]
    assert final["status"] == "over" and last > 1
    for hand in range(1, last):
        refused(client, corrected(timed, ("time", {"round": 1, "table": 1, "game": 1,
                                                   "hand": hand})),
                "Correction 2: Round 1, table 1: plays were logged after its last hand "
                "ended the match by time.")
    post_file(client, corrected(timed, ("time", {"round": 1, "table": 1, "game": 1,
                                                 "hand": last})))


def test_an_end_by_time_names_a_game_and_a_hand(client, timed):
    refused(client, changed(timed, lambda doc: doc["corrections"][0]["payload"].update(
        points=[1, 0])), "Correction 1: it must name a table of a round seated.")
    refused(client, changed(timed, lambda doc: doc["corrections"][0]["payload"].update(
        hand=-1)), "Correction 1: an end by time names the game of the match (from 1) and "
        "its last hand (from 0).")


def test_an_end_by_time_is_taken_back_only_where_there_is_one(client, timed):
    post_file(client, corrected(timed, ("untime", {"round": 1, "table": 2})))
    refused(client, corrected(timed, ("untime", {"round": 1, "table": 2}),
                              ("untime", {"round": 1, "table": 2})),
            "Correction 3: round 1, table 2 was not ended by time: there is nothing to "
            "take back.")


def test_a_second_end_by_time_is_refused(client, timed):
    refused(client, corrected(timed, ("time", timed["corrections"][0]["payload"])),
            "Correction 2: round 1, table 2 is decided already")


def test_a_restore_of_a_result_never_voided_is_refused(client, timed):
    refused(client, corrected(timed, ("restore", table_one(timed))),
            "Correction 2: round 1, table 1's result is not voided: only a voided result "
            "is restored.")


def test_a_result_is_voided_once(client, timed):
    refused(client, corrected(timed, ("void", table_one(timed)), ("void", table_one(timed))),
            "Correction 3: round 1, table 1's result is voided already")
    post_file(client, corrected(timed, ("void", table_one(timed)), ("restore", table_one(timed)),
                                ("void", table_one(timed))))  # voided again after a restore


def test_a_reopening_in_the_round_being_played_is_refused(client, timed):
    """Only a result a later round was seated from is reopened (the organiser's page
    refuses the rest): this file has seated round 1 alone."""
    refused(client, corrected(timed, ("reopen", table_one(timed))),
            "Correction 2: round 1, table 1: only a result a later round was seated from "
            "is reopened, once.")


def test_a_voided_table_is_not_ended_by_time(client, timed):
    ended = timed["corrections"][0]["payload"]
    doc = changed(timed, lambda copy: copy["corrections"].insert(0, {
        "seq": 1, "kind": "void", "payload": {"round": 1, "table": 2},
        "at": "2026-11-29T20:00:00Z"}))
    doc["corrections"][1]["seq"] = 2
    refused(client, doc, "Correction 2: round 1, table 2 is decided already")
    assert ended["table"] == 2


def test_a_correction_refused_in_indonesian(client, timed):
    speak(client, "id")
    for doc in (corrected(timed, ("restore", table_one(timed))),
                corrected(timed, ("void", table_one(timed)), ("void", table_one(timed))),
                corrected(timed, ("time", timed["corrections"][0]["payload"])),
                corrected(timed, ("time", {"round": 1, "table": 3, "game": 1, "hand": 5})),
                changed(timed, lambda doc: doc["event"].update(round_minutes=None))):
        html = post_file(client, doc, 422).get_data(as_text=True)
        assert "Tidak diimpor" in text_of(html) and leaks(html) == [], text_of(html)[-400:]
