"""An organiser's evening off the script, through the forms (docs/events.md,
"Corrections"; GLOSSARY: forfeit, withdraw): a withdrawal, a walkover (forfeit), a
late entry, a new name, a result entered by hand, corrections to an earlier round,
the round clock, the confirm step before a tap that cannot be casually undone, and
the event's time zone. Each change is logged and shown, and the standings follow."""
import csv
import io
from datetime import timedelta

import pytest

from extensions import db
from models import Correction, Tournament
from models.table import utcnow
from tests.web.night import NightActions, entries_for, text_of
from tests.web.test_bahasa import leaks, speak


@pytest.fixture
def client(app):
    with app.app_context():
        yield app.test_client()


def night_of(client, count=4, **fields):
    return NightActions(client, "bendomino", entries_for("bendomino", count, 1),
                        table_size="2", **{"rounds": "3", **fields})


def rows(night):
    return {row["entry"]: row for row in night.standings_json()["standings"]}


def page(client, url):
    return text_of(client.get(url).get_data(as_text=True))


def pages(night):
    """The organiser's page, the view link and the big screen, as words."""
    return [page(night.client, url) for url in (
        night.url, f"/e/{night.view_token}", f"/e/{night.view_token}/screen")]


def kinds():
    return [c.kind for c in db.session.query(Correction).order_by(Correction.seq)]


def play_round(night, number):
    for match in night.matches(number):
        if match.table_no:
            night.play_match(match, seed=number * 10 + match.table_no)


def names(night):
    return {e.id: e.name for e in night.event.entries}


def test_a_withdrawn_entry_is_never_seated_again_and_keeps_its_results(client):
    night = night_of(client, 5)
    play_round(night, 1)
    leaving = night.matches(1)[0].entry_ids[0]
    name = names(night)[leaving]
    number = {e.id: e.number for e in night.event.entries}[leaving]
    played = rows(night)[number]["played"]
    asked = night.correct("withdraw", confirm=False, entry=leaving)
    assert asked.status_code == 200 and kinds() == []  # asked again, nothing changed
    assert f"Withdraw {name}?" in text_of(asked.get_data(as_text=True))
    assert night.correct("withdraw", entry=leaving).status_code == 303
    again = night.correct("withdraw", entry=leaving)
    assert again.status_code == 422
    assert f"{name} is withdrawn already." in text_of(again.get_data(as_text=True))
    for words in pages(night)[:2]:
        assert f"{name} withdrawn from round 2 on" in words and "(withdrawn)" in words
    for round_no in (2, 3):
        night.next_round()
        seated = [e for m in night.matches(round_no) for e in m.entry_ids]
        assert leaving not in seated and len(seated) == 4
        assert all(m.table_no for m in night.matches(round_no))  # four left: no bye
        play_round(night, round_no)
    assert rows(night)[number]["played"] == played  # round 1's result stays


def test_a_table_nobody_came_to_is_decided_by_forfeit_as_a_bye_counts(client):
    night = night_of(client, 4)
    match = night.matches(1)[0]
    present, absent = match.entry_ids
    asked = night.correct("forfeit", confirm=False, table=match.id, winner=present)
    assert asked.status_code == 200 and kinds() == []
    assert "decide it by forfeit for" in text_of(asked.get_data(as_text=True))
    assert night.correct("forfeit", table=match.id, winner=present).status_code == 303
    number = {e.id: e.number for e in night.event.entries}
    got = rows(night)
    # The event's bye counts a match won with 0 points and 0 difference.
    assert (got[number[present]]["won"], got[number[present]]["points"],
            got[number[present]]["difference"]) == (1, 0, 0)
    assert (got[number[absent]]["lost"], got[number[absent]]["points"]) == (1, 0)
    for words in pages(night):
        assert "Walkover: the others never came" in words
    assert f"decided by forfeit for {names(night)[present]}" in pages(night)[0]
    refused = night.correct("forfeit", table=match.id, winner=absent)
    assert refused.status_code == 422 and "decided already" in text_of(
        refused.get_data(as_text=True))
    other = night.matches(1)[1]
    refused = night.correct("forfeit", table=other.id, winner=present)  # not at that table
    assert refused.status_code == 422 and "Choose the entry that came" in text_of(
        refused.get_data(as_text=True))
    assert kinds() == ["forfeit"]


def test_a_late_entry_starts_with_nothing_and_is_seated_next_round(client):
    night = night_of(client, 4, rounds="2")
    play_round(night, 1)
    refused = night.correct("late", name=names(night)[night.matches(1)[0].entry_ids[0]])
    assert refused.status_code == 422  # a player already entered
    assert "Each player is entered once" in text_of(refused.get_data(as_text=True))
    assert night.correct("late", name="Kancil: Zaki").status_code == 303
    late = night.event.entries[-1]
    assert (late.name, late.number) == ("Kancil", 5)
    row = rows(night)[5]
    assert (row["played"], row["won"], row["points"]) == (0, 0, 0)
    assert "Kancil entered late, from round 2" in pages(night)[0]
    night.next_round()
    assert late.id in [e for m in night.matches(2) for e in m.entry_ids]
    refused = night.correct("late", name="Rusa")  # the last round is seated
    assert refused.status_code == 422 and "a late entry would never play" in text_of(
        refused.get_data(as_text=True))


def test_a_new_name_shows_on_every_page_and_export_and_the_log_keeps_the_old(client):
    night = night_of(client, 4)
    match = night.matches(1)[0]
    old = names(night)[match.entry_ids[0]]
    assert night.correct("rename", entry=match.entry_ids[0], name="  Garuda  ").status_code == 303
    for words in pages(night):
        assert "Garuda" in words
    assert f"{old} renamed Garuda" in pages(night)[0]
    exported = night.standings_json()
    number = {e.id: e.number for e in night.event.entries}[match.entry_ids[0]]
    assert exported["entries"][number - 1]["name"] == "Garuda"
    assert exported["corrections"][0]["payload"] == {"entry": number, "old": old,
                                                     "new": "Garuda"}
    sheet = client.get(f"/e/{night.view_token}/export.csv").get_data(as_text=True)
    assert "Garuda" in sheet and f"{old} renamed Garuda" in sheet
    game = night.games_of(match)[0]
    screen = page(client, f"/s/{game.session.edit_token}/g/{game.id}")
    assert "Malam Domino · Round 1 · Table 1: Garuda v" in screen
    for bad in ("", "x" * 121, "Garuda"):
        refused = night.correct("rename", entry=match.entry_ids[0], name=bad)
        assert refused.status_code == 422
    assert kinds() == ["rename"]


def test_a_result_entered_by_hand_is_marked_on_every_page_and_export(client):
    night = night_of(client, 4, rounds="1")
    match = night.matches(1)[0]
    night.play_game(night.games_of(match)[0], seed=3, stop=lambda s: s.hand > 1)
    for points, said in ((["-5", "10"], "Each score is a whole number, 0 or more."),
                         (["seven", "1"], "Each score is a whole number"),
                         (["7"], "Type one score for each of the 2 sides.")):
        refused = night.correct("hand", table=match.id, points=points)
        assert refused.status_code == 422 and said in text_of(refused.get_data(as_text=True))
    assert kinds() == []
    assert night.correct("hand", table=match.id, points=["3", "61"]).status_code == 303
    number = {e.id: e.number for e in night.event.entries}
    winner = rows(night)[number[match.entry_ids[1]]]
    assert (winner["won"], winner["points"], winner["difference"]) == (1, 61, 58)
    for words in pages(night):
        assert "Result entered by hand" in words
    assert "result entered by hand, 3 – 61" in pages(night)[0]
    exported = night.standings_json()
    assert exported["rounds"][0]["tables"][0]["status"] == "hand"
    sheet = list(csv.reader(io.StringIO(
        client.get(f"/e/{night.view_token}/export.csv").get_data(as_text=True))))
    header = next(r for r in sheet if "Points of side 1" in r)
    line = sheet[sheet.index(header) + 1]
    assert line[header.index("Points of side 1")] == "3"
    assert line[header.index("Points of side 2")] == "61"
    assert line[header.index("Status")] == "Result entered by hand"
    assert ["Time", "Correction"] in sheet


def test_corrections_reach_an_earlier_round_whose_seating_stays(client):
    night = night_of(client, 4)
    play_round(night, 1)
    night.next_round()
    seated = [m.entry_ids for m in night.matches(2)]
    first = night.matches(1)[0]
    number = {e.id: e.number for e in night.event.entries}
    page_before = client.get(night.url).get_data(as_text=True)
    assert "Correct a result, in any round" in page_before and "Round 1, table 1:" in page_before
    assert night.correct("void", table=first.id).status_code == 303
    assert all(rows(night)[number[e]]["played"] == 0 for e in first.entry_ids)
    note = "Round 2 was seated before this correction: its seating stays."
    assert note in pages(night)[0] and note in pages(night)[1]
    assert [m.entry_ids for m in night.matches(2)] == seated
    refused = night.correct("hand", table=first.id, points=["1", "0"])
    assert refused.status_code == 422 and "restore it first" in text_of(
        refused.get_data(as_text=True))
    assert night.correct("restore", table=first.id).status_code == 303
    assert night.correct("hand", table=first.id, points=["0", "9"]).status_code == 303
    got = rows(night)
    assert sum(r["played"] for r in got.values()) == 4  # round 1's two tables count again
    # Round 1, table 1 as typed: side 2 wins 9 to 0.
    assert got[number[first.entry_ids[0]]]["won"] == 0
    assert got[number[first.entry_ids[1]]]["won"] == 1
    logged = db.session.query(Correction).filter_by(kind="hand").one()
    assert logged.payload == {"round": 1, "table": 1, "points": [0, 9], "winner": 1,
                              "seated": 2}


def test_the_round_clock_starts_at_the_organiser_s_tap_and_pauses(client):
    night = night_of(client, 4, round_minutes="30")
    words = page(client, night.url)
    assert "Start round" in words and "minutes left" not in words  # seating starts nothing
    refused = night.correct("pause")
    assert refused.status_code == 422 and "not running" in text_of(refused.get_data(as_text=True))
    night.start_round()
    for html in (client.get(night.url).get_data(as_text=True),
                 client.get(f"/e/{night.view_token}/screen").get_data(as_text=True)):
        assert 'data-seconds-left="1800"' in html or 'data-seconds-left="1799"' in html
        assert "30 minutes left in the round" in text_of(html) and "night-clock.js" in html
    assert night.correct("start").status_code == 422  # started already
    event = night.event
    event.round_started_at = utcnow() - timedelta(minutes=10)
    db.session.commit()
    assert night.correct("pause").status_code == 303
    assert "20 minutes left in the round · paused" in page(client, night.url)
    event = night.event
    event.round_paused_at -= timedelta(minutes=15)  # paused a quarter of an hour ago
    event.round_started_at -= timedelta(minutes=15)
    db.session.commit()
    assert night.correct("resume").status_code == 303
    assert "20 minutes left in the round" in page(client, night.url)
    assert kinds() == ["start", "pause", "resume"]
    assert "Round 1: clock paused" in page(client, night.url)
    untimed = night_of(client, 4)
    assert untimed.correct("start").status_code == 422


def test_ending_by_time_and_voiding_ask_again_without_javascript(client):
    night = night_of(client, 4, round_minutes="30")
    night.start_round()
    match = night.matches(1)[0]
    night.play_match(match, seed=1)
    asked = night.correct("void", confirm=False, table=match.id)
    html = asked.get_data(as_text=True)
    assert asked.status_code == 200 and "Round 1, table 1: void its result?" in text_of(html)
    assert 'name="confirm" value="yes"' in html and f'name="table" value="{match.id}"' in html
    assert kinds() == ["start"]


@pytest.mark.parametrize("zone, shown", [("Asia/Jakarta", "(Asia/Jakarta)"),
                                         ("Mars/Olympus", "(UTC)"), ("", "(UTC)")])
def test_times_are_in_the_event_s_time_zone(client, zone, shown):
    night = night_of(client, 4, time_zone=zone)
    assert night.event.time_zone == (zone if "Asia" in zone else "UTC")
    night.correct("rename", entry=night.event.entries[0].id, name="Garuda")
    at = db.session.query(Correction).one().at
    local = at + timedelta(hours=7 if "Asia" in zone else 0)
    words = page(client, night.url)
    assert shown in words and local.strftime("%-I:%M") in words
    assert night.standings_json()["event"]["time_zone"] == night.event.time_zone


def test_the_evening_s_pages_in_indonesian(client):
    night = night_of(client, 5, round_minutes="30")
    night.start_round()
    match = night.matches(1)[0]
    night.correct("forfeit", table=match.id, winner=match.entry_ids[0])
    night.correct("hand", table=night.matches(1)[1].id, points=["2", "8"])
    night.correct("withdraw", entry=match.entry_ids[1])
    night.correct("late", name="Zaki")
    night.correct("rename", entry=match.entry_ids[0], name="Garuda")
    night.correct("pause")
    speak(client, "id")
    for url in (night.url, f"/e/{night.view_token}", f"/e/{night.view_token}/screen"):
        html = client.get(url).get_data(as_text=True)
        assert leaks(html) == [], url
    refused = night.correct("hand", table=night.matches(1)[1].id, points=["-1", "3"])
    assert "Setiap skor" in text_of(refused.get_data(as_text=True))
    asked = night.correct("void", confirm=False, table=night.matches(1)[1].id)
    assert leaks(asked.get_data(as_text=True)) == []
    speak(client, "en")
    assert db.session.query(Tournament).count() == 1


def test_level_scores_entered_by_hand_are_a_draw(client):
    """A result typed with the best score shared is a draw between those sharing it,
    as a game's shared first place is (docs/events.md): half a match won each, and
    the table is decided."""
    night = night_of(client, 4, rounds="1")
    match = night.matches(1)[0]
    assert night.correct("hand", table=match.id, points=["40", "40"]).status_code == 303
    number = {e.id: e.number for e in night.event.entries}
    table = night.standings_json()["rounds"][0]["tables"][0]
    assert table["status"] == "hand" and table["winner"] is None
    assert sorted(table["drawn"]) == sorted(number[e] for e in match.entry_ids)
    for entry in match.entry_ids:
        row = rows(night)[number[entry]]
        assert (row["won"], row["drawn"], row["match_points"], row["points"],
                row["difference"]) == (0, 1, 0.5, 40, 0)


def test_a_table_decided_without_a_play_keeps_its_entries(client):
    """A walkover or a result by hand logs no play, yet decides the table for the
    entries it names: Move refuses to swap them (docs/events.md: entries move only
    between tables that have not started), and nothing is logged."""
    night = night_of(client, 4)
    one, two = night.matches(1)
    assert night.correct("forfeit", table=one.id, winner=one.entry_ids[1]).status_code == 303
    refused = night.correct("move", entry=one.entry_ids[1], other=two.entry_ids[0])
    assert refused.status_code == 422
    assert "Entries move only between tables that have not started" in text_of(
        refused.get_data(as_text=True))
    assert kinds() == ["forfeit"]
    assert night.matches(1)[0].entry_ids == one.entry_ids


def test_a_new_name_another_entry_bears_is_refused(client):
    """Two entries of one name would read as one on every page ("Citra 5 v Citra 0"):
    a rename to another entry's name is refused, as the new-event form refuses a name
    entered twice."""
    night = night_of(client, 4)
    first, second = night.event.entries[:2]
    refused = night.correct("rename", entry=second.id, name=first.name.upper())
    assert refused.status_code == 422
    assert f"Another entry is called {first.name.upper()}" in text_of(
        refused.get_data(as_text=True))
    assert kinds() == [] and night.event.entries[1].name == second.name
