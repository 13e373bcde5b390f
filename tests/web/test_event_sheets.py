"""An event's CSV, like a session's, opens in a spreadsheet as text: a name that a
spreadsheet would run as a formula (beginning =, +, -, @) is written with a leading
apostrophe in both sheets, so nobody's name runs on the organiser's laptop."""
import csv
import io

import pytest

from tests.web.night import NightActions
from tests.web.table import TableActions

FORMULAS = ("=HYPERLINK(1)", "+Garuda", "-Rajawali", "@Elang")


@pytest.fixture
def client(app):
    with app.app_context():
        yield app.test_client()


def formulas(found):
    """The cells a spreadsheet would run: text beginning =, +, -, @ (a number, such as
    a points difference of -15, is a number)."""
    return [c for c in found if c.startswith(("=", "+", "-", "@"))
            and not c.lstrip("-").isdigit()]


def cells(response):
    assert response.status_code == 200
    return [cell for row in csv.reader(io.StringIO(response.get_data(as_text=True)))
            for cell in row]


def test_the_event_sheet_writes_formula_names_as_text(client):
    entries = [f"{team}: {player}" for team, player in zip(FORMULAS, ("Ana", "Budi", "Cici",
                                                                      "Dedi"))]
    night = NightActions(client, "straight", entries, table_size="2", rounds="1")
    first = night.matches(1)[0]
    night.play_match(first, seed=3)  # a winner's name in the sheet too
    found = cells(client.get(f"/e/{night.view_token}/export.csv"))
    assert formulas(found) == []
    for team in FORMULAS:  # each entry's line of the standings
        assert f"'{team}" in found, (team, found)
    assert [c for c in found if " v " in c and c.startswith("'")]  # a table's entries


def test_the_session_sheet_writes_formula_names_as_text(app, client):
    table = TableActions(client, names=("=1+2", "@Budi"))
    found = cells(client.get(f"/s/{table.token}/export.csv"))
    assert formulas(found) == []
    assert any(c.startswith("'=1+2") for c in found) and any(c.startswith("'@Budi")
                                                             for c in found)
