"""An event's finals (docs/events.md): after the Swiss rounds the top 4 or 8 of the
standings play a seeded knockout (1 v 8, 4 v 5, 2 v 7, 3 v 6; of 4, 1 v 4, 2 v 3),
each match a table like a round's, played through the phones' forms; a drawn match
goes to the higher seed; the next stage is seated once the one before is decided;
the bracket and the champion are on the organiser's page, the standings page and the
big screen; the standings stay those of the Swiss rounds. Finals are refused at tables
of more than two sides."""
import copy
from datetime import timedelta

import pytest
from sqlalchemy import select

from extensions import db
from models import Tournament
from tests.web.night import NightActions, entries_for, text_of
from tests.web.test_bahasa import speak
from tests.web.test_night_import import post_file

KIND = "bendomino"  # two players a table, a game of one round to a target of 1


@pytest.fixture
def client(app):
    with app.app_context():
        yield app.test_client()


def play_round(night, seed=0):
    for i, match in enumerate(night.matches()):
        if not match.is_bye:
            night.play_match(match, seed=seed + 10 * i)


def swiss(night, rounds):
    """Plays the Swiss rounds: every table to its end, the next round seated."""
    for number in range(1, rounds + 1):
        play_round(night, seed=100 * number)
        if number < rounds:
            night.next_round()


def seeded(night):
    """The entries' ids in the standings' order (the seeds), from the JSON export."""
    by_number = {e.number: e.id for e in night.event.entries}
    return [by_number[r["entry"]] for r in night.standings_json()["standings"]]


def names(night):
    return {e.id: e.name for e in night.event.entries}


def test_finals_of_four_through_the_phones(client):
    night = NightActions(client, KIND, entries_for(KIND, 9, 1), table_size="2", rounds="2",
                         finals="4")
    assert night.event.finals == 4
    swiss(night, 2)
    standings = night.standings_json()["standings"]
    seeds = seeded(night)
    page = text_of(client.get(night.url).get_data(as_text=True))
    assert "Seat the semi-finals" in page and "Finals" in page
    night.next_round()
    assert night.event.round == 3
    semis = night.matches()
    assert [m.entry_ids for m in semis] == [[seeds[0], seeds[3]], [seeds[1], seeds[2]]]
    assert not any(m.is_bye for m in semis)  # nobody else sits at the finals
    page = text_of(client.get(night.url).get_data(as_text=True))
    assert "Semi-finals" in page
    game = night.games_of(semis[0])[0]
    screen = text_of(client.get(f"/s/{semis[0].session.edit_token}/g/{game.id}")
                     .get_data(as_text=True))
    assert "Malam Domino · Semi-finals · Table 1" in screen
    assert "Semi-finals" in text_of(client.get("/").get_data(as_text=True))
    cards = text_of(client.get(f"{night.url}/cards").get_data(as_text=True))
    assert "Malam Domino · Semi-finals" in cards
    # The final waits for both semi-finals.
    night.play_match(semis[0], seed=5)
    refused = client.post(f"{night.url}/rounds")
    assert refused.status_code == 422 and night.event.round == 3
    assert "The round is still being played." in text_of(refused.get_data(as_text=True))
    night.play_match(semis[1], seed=6)
    exported = night.standings_json()
    winners = [t["winner"] for t in exported["rounds"][2]["tables"]]
    night.next_round()
    final, = night.matches()
    number = {e.id: e.number for e in night.event.entries}
    assert sorted(number[e] for e in final.entry_ids) == sorted(winners)
    assert final.entry_ids == sorted(final.entry_ids, key=seeds.index)  # higher seed first
    assert "Final" in final.session.title
    night.play_match(final, seed=7)
    exported = night.standings_json()
    champion = exported["rounds"][3]["tables"][0]["winner"]
    # The knockout does not count in the standings.
    assert exported["standings"] == standings
    name = {e.number: e.name for e in night.event.entries}[champion]
    for url in (night.url, f"/e/{night.view_token}", f"/e/{night.view_token}/screen"):
        page = text_of(client.get(url).get_data(as_text=True))
        assert f"Champion: {name}" in page, url
        assert "Semi-finals" in page and "Final" in page
    assert client.post(f"{night.url}/rounds").status_code == 409  # nothing left to seat
    # The CSV has the knockout's tables.
    csv = client.get(f"/e/{night.view_token}/export.csv").get_data(as_text=True)
    assert csv.count("\n4,1,") == 1


def test_finals_of_eight_with_a_drawn_match_decided_for_the_higher_seed(client):
    night = NightActions(client, KIND, entries_for(KIND, 10, 1), table_size="2", rounds="2",
                         finals="8", round_minutes="30", time_level="draw")
    swiss(night, 2)
    seeds = seeded(night)
    night.next_round()
    quarters = night.matches()
    order = [(1, 8), (4, 5), (2, 7), (3, 6)]
    assert [m.entry_ids for m in quarters] == \
        [[seeds[a - 1], seeds[b - 1]] for a, b in order]
    # Table 2 (4 v 5): time is up before its first hand: 0-0, a draw, for seed 4.
    night.start_round()
    event = night.event
    event.round_started_at -= timedelta(minutes=31)
    db.session.commit()
    assert night.correct("time", table=quarters[1].id).status_code == 303
    table = night.standings_json()["rounds"][2]["tables"][1]
    number = {e.id: e.number for e in night.event.entries}
    assert table["status"] == "ended" and table["points"] == [0, 0]
    assert table["winner"] == number[seeds[3]]
    page = text_of(client.get(night.url).get_data(as_text=True))
    assert "a draw: the higher seed goes on" in page
    for i in (0, 2, 3):
        night.play_match(quarters[i], seed=20 + i)
    page = text_of(client.get(night.url).get_data(as_text=True))
    assert "Seat the semi-finals" in page and "Quarter-finals" in page
    night.next_round()
    semis = night.matches()
    assert seeds[3] in semis[0].entry_ids  # seed 4 went on
    for i, match in enumerate(semis):
        night.play_match(match, seed=30 + i)
    night.next_round()
    final, = night.matches()
    night.play_match(final, seed=40)
    page = text_of(client.get(f"/e/{night.view_token}/screen").get_data(as_text=True))
    assert "Champion:" in page and "Quarter-finals" in page
    assert client.post(f"{night.url}/rounds").status_code == 409
    round_trip(client, night)


def round_trip(client, night):
    """The event's file imports back as the same event: exported again, the same file;
    a file whose stage is not as its seeds give it is refused."""
    exported = night.standings_json()
    assert exported["event"]["finals"] == night.event.finals
    response = post_file(client, exported)
    token = response.headers["Location"].rsplit("/", 1)[-1]
    imported = db.session.scalars(select(Tournament).where(Tournament.edit_token == token)).one()
    assert imported.finals == night.event.finals
    assert client.get(f"/e/{imported.view_token}/export.json").get_json() == exported
    broken = copy.deepcopy(exported)
    broken["event"]["finals"] = 6
    assert "top 4 or 8" in text_of(post_file(client, broken, status=422)
                                   .get_data(as_text=True))
    return exported


def test_an_event_in_its_semi_finals_round_trips(client):
    night = NightActions(client, KIND, entries_for(KIND, 9, 1), table_size="2", rounds="2",
                         finals="4")
    swiss(night, 2)
    night.next_round()
    night.play_match(night.matches()[0], seed=3)
    exported = round_trip(client, night)
    # Semi-final 1 (seeds 1 v 4) and 2 (2 v 3) change places: not as the seeds give it.
    swapped = copy.deepcopy(exported)
    first = swapped["rounds"][2]["tables"]
    for field in ("entries", "games", "title"):
        first[0][field], first[1][field] = first[1][field], first[0][field]
    response = post_file(client, swapped, status=422)
    assert "Semi-finals: its tables are not those its seeds give" in \
        text_of(response.get_data(as_text=True))


def test_a_voided_knockout_table_holds_the_next_stage(client):
    night = NightActions(client, KIND, entries_for(KIND, 8, 1), table_size="2", rounds="1",
                         finals="4")
    swiss(night, 1)
    night.next_round()
    semis = night.matches()
    for i, match in enumerate(semis):
        night.play_match(match, seed=50 + i)
    assert night.correct("void", table=semis[0].id).status_code == 303
    refused = client.post(f"{night.url}/rounds")
    assert refused.status_code == 409
    assert "no winner" in text_of(refused.get_data(as_text=True))
    assert night.correct("restore", table=semis[0].id).status_code == 303
    night.next_round()
    assert len(night.matches()) == 1


def new_event(client, kind, entries, **fields):
    from tests.web.night import KIND_OPTIONS
    from tests.web.table import new_game_defaults
    page = client.get(f"/events/new?kind={kind}").get_data(as_text=True)
    form = {**new_game_defaults(page), **KIND_OPTIONS[kind], "name": "Malam Domino",
            "entries": "\n".join(entries), "seed": "7", **fields}
    return client.post("/events", data={k: v for k, v in form.items() if v is not False})


def test_finals_are_refused_at_tables_of_four_sides(client):
    entries = entries_for("gaple", 8, 1)
    response = new_event(client, "gaple", entries, table_size="4", finals="4")
    assert response.status_code == 422
    assert "Finals are played one side against one" in text_of(response.get_data(as_text=True))
    speak(client, "id")
    response = new_event(client, "gaple", entries, table_size="4", finals="4")
    assert response.status_code == 422
    assert "babak final" in text_of(response.get_data(as_text=True)).lower()
    speak(client, "en")
    assert new_event(client, "gaple", entries, table_size="4").status_code == 303


def test_finals_of_eight_need_eight_entries(client):
    response = new_event(client, KIND, entries_for(KIND, 6, 1), table_size="2", finals="8")
    assert response.status_code == 422
    assert "need at least 8 entries" in text_of(response.get_data(as_text=True))


def test_an_event_without_finals_shows_no_bracket(client):
    night = NightActions(client, KIND, entries_for(KIND, 4, 1), table_size="2", rounds="1")
    swiss(night, 1)
    page = text_of(client.get(night.url).get_data(as_text=True))
    assert "Finals" not in page and "final standings" in page
