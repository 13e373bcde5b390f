"""Every game at an event's table ends decided (docs/events.md): a Gaple `penalty`
game whose first place is shared (RULES GP9) is a draw between those sharing it, and
nobody first a draw for all; a draw is half a match won, shown as ½ on every page and
export; the round then ends. The standings show the tie-break columns the organiser
chose, Buchholz first by default."""
import csv
import io

import pytest

from rules import gaple
from tests.rules.gaple_table import GapleTable
from tests.web.night import NightActions, entries_for, text_of


@pytest.fixture
def client(app):
    with app.app_context():
        yield app.test_client()


def final_state(seed, limit=30):
    """The simulated Gaple table of `seed` played to its end, as the web test plays it."""
    table = GapleTable(gaple.Options.from_json({"scoring": "penalty", "target": limit}), seed)
    while (action := table.next_action()) is not None:
        table.apply(action)
    return table.state


def penalty_night(client, seed, **fields):
    night = NightActions(client, "gaple", entries_for("gaple", 4, 1), table_size="4",
                         rounds="2", target="30", **fields)
    match = night.matches(1)[0]
    state = night.play_game(night.games_of(match)[0], seed=seed)
    return night, match, state


def by_number(night):
    return {row["entry"]: row for row in night.standings_json()["standings"]}


def test_a_shared_first_place_is_a_draw_between_those_sharing_it(client):
    # Seed 38 ends at 32, 30, 22, 22 (limit 30): seats 2 and 3 share first place
    # below the limit (RULES GP9); seats 0 and 1 reached it and lose.
    assert list(final_state(38).scores) == [32, 30, 22, 22]
    night, match, state = penalty_night(client, 38)
    assert state.winner is None and list(state.scores) == [32, 30, 22, 22]
    numbers = {e.id: e.number for e in night.event.entries}
    entry_at = [numbers[e] for e in match.entry_ids]  # seat i is the match's side i
    rows = by_number(night)
    assert [rows[n]["match_points"] for n in entry_at] == [0, 0, 0.5, 0.5]
    assert [(rows[n]["drawn"], rows[n]["lost"]) for n in entry_at] == \
        [(0, 1), (0, 1), (1, 0), (1, 0)]
    page = text_of(client.get(night.url).get_data(as_text=True))
    assert "Finished · a draw" in page and "½" in page
    # The round is decided: round 2 is seated.
    night.next_round()
    assert night.event.round == 2
    table = night.standings_json()["rounds"][0]["tables"][0]
    assert table["status"] == "over" and table["winner"] is None
    assert table["drawn"] == entry_at[2:]


def test_nobody_first_is_a_draw_for_all(client):
    # Seed 13 ends at 36, 40, 34, 39: every total at or over the limit of 30.
    night, match, state = penalty_night(client, 13)
    assert list(state.scores) == [36, 40, 34, 39]
    rows = by_number(night)
    assert sorted(r["match_points"] for r in rows.values()) == [0.5] * 4
    # Buchholz: each met the three others, ½ each: 1½.
    assert sorted(r["buchholz"] for r in rows.values()) == [1.5] * 4
    for url in (f"/e/{night.view_token}", f"/e/{night.view_token}/screen"):
        html = text_of(client.get(url).get_data(as_text=True))
        assert "½" in html and "1½" in html, url  # match points ½, Buchholz 1½
    sheet = list(csv.reader(io.StringIO(client.get(
        f"/e/{night.view_token}/export.csv").get_data(as_text=True))))
    header = sheet[0]
    assert header[:3] == ["Rank", "Entry", "Match points"] and "Buchholz" in header
    assert [row[2] for row in sheet[1:5]] == ["½"] * 4
    assert [row[header.index("Buchholz")] for row in sheet[1:5]] == ["1½"] * 4
    assert [row[header.index("Drawn")] for row in sheet[1:5]] == ["1"] * 4


def test_the_standings_show_the_chosen_tie_break_columns(client):
    form = client.get("/events/new?kind=gaple").get_data(as_text=True)
    assert "Tie-breaks after match points" in form and "Level when time is up" in form
    night, _match, _state = penalty_night(client, 38, tie_breaks="head,buchholz,difference,"
                                                                   "points")
    assert night.event.tie_breaks == "head,buchholz,difference,points"
    for url, columns in ((night.url, ["Pts", "Bhz.", "Diff.", "Points", "Played"]),
                         (f"/e/{night.view_token}", ["Pts", "Bhz.", "Diff.", "Points",
                                                     "Played"]),
                         (f"/e/{night.view_token}/screen", ["Pts", "Bhz.", "Diff.",
                                                            "Played"])):
        head = text_of(client.get(url).get_data(as_text=True).split("<thead>")[1]
                       .split("</thead>")[0])
        assert head.split() == ["#", "Entry", *columns], url
    assert night.standings_json()["event"]["tie_breaks"] == ["head", "buchholz",
                                                             "difference", "points"]


def test_a_new_event_ranks_buchholz_first_by_default(client):
    night = NightActions(client, "bendomino", entries_for("bendomino", 4, 1),
                         table_size="2", rounds="1")
    assert night.event.tie_break_order == ("buchholz", "difference", "points", "head")
    assert night.event.time_level == "hand"
    head = client.get(night.url).get_data(as_text=True).split("<thead>")[1]
    assert text_of(head.split("</thead>")[0]).split() == \
        ["#", "Entry", "Pts", "Bhz.", "Diff.", "Points", "Played"]


def test_an_unknown_tie_break_order_is_refused(client):
    page = client.get("/events/new?kind=bendomino").get_data(as_text=True)
    from tests.web.table import new_game_defaults
    form = {**new_game_defaults(page), "name": "Malam", "target": "1",
            "entries": "A\nB", "table_size": "2", "tie_breaks": "luck"}
    response = client.post("/events", data=form)
    assert response.status_code == 422
    assert "Tie-breaks after match points" in text_of(response.get_data(as_text=True))
