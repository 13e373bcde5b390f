"""A control the rules refuse is never just greyed out (RULES GP10.2, for every
game's controls): it is dimmed but stays a button that posts, and the tap comes back
with the refusal's reason and section where the player tapped, logging nothing."""
import re

import pytest

from tests.rules import gaple_hands as hands
from tests.web.gaple_web import ANY, FOUR, gaple_table, log, ok, plain
from tests.web.table import TableActions

DOUBLE_LEAD = {"scoring": "points", "partners": "y", "winner_lead": "double"}


def button(html, value):
    """The panel's button that posts `do=value`."""
    return re.search(rf'<button[^>]*name="do" value="{value}"[^>]*>', html)[0]


def refused(table, do, seat):
    logged = len(table.events())
    response = ok(table.post(do, seat), 422)
    assert len(table.events()) == logged
    return plain(response.get_data(as_text=True))


def test_gp10_2_the_fourth_pass_says_why(app, client):
    """RULES GP10.2, example 5: A lays 5-3; B, C and D pass. A's Pass is dimmed, and
    a tap says a fourth pass in a row is impossible."""
    with app.app_context():
        table = gaple_table(client, **ANY)
        log(table, "A 5-3, B pass, C pass, D pass")
        tag = button(table.page(), "pass")
        assert 'aria-disabled="true"' in tag and " disabled" not in tag
        words = refused(table, "pass", 0)
        assert "Not logged: a fourth pass in a row is impossible" in words
        assert "3 or 5" in words and "RULES §GP10.2" in words


def test_gp3_2_a_fourth_no_double_says_why(app, client):
    """RULES GP3.2, GP10.2: C went out in hand 1 and must lead a double; C, D and A say
    they hold none. B's No double is dimmed, and a tap says B holds a double."""
    with app.app_context():
        table = gaple_table(client, **DOUBLE_LEAD)
        log(table, hands.EXAMPLE_4[0] + ", C no-double, D no-double, A no-double")
        tag = button(table.page(), "no-double")
        assert 'aria-disabled="true"' in tag and " disabled" not in tag
        words = refused(table, "no-double", 1)
        assert "Budi holds a double: the three others hold none" in words
        assert "RULES §GP3.2" in words


def straight(client):
    return TableActions(client)  # before the lead: no draw, no pass (S3)


def bendomino(client):
    return TableActions(client, names=FOUR[:3], kind="bendomino")  # before the opening (B2)


def moon(client):
    table = TableActions(client, names=FOUR, kind="moon")
    ok(table.bid(0, 5))  # 4 and 5 are no longer bids (M4)
    return table


@pytest.mark.parametrize("make, do, seat, section", [
    pytest.param(straight, "draw", 0, "S3", id="S3-draw-before-the-lead"),
    pytest.param(straight, "pass", 0, "S3", id="S3-pass-before-the-lead"),
    pytest.param(bendomino, "draw", 0, "B2", id="B2-draw-before-the-opening"),
    pytest.param(moon, "bid 4", 1, "M4", id="M4-a-bid-no-higher"),
])
def test_every_games_refused_controls_post_and_say_why(app, client, make, do, seat, section):
    with app.app_context():
        table = make(client)
        html = table.page()
        tag = button(html, do)
        assert 'aria-disabled="true"' in tag and " disabled" not in tag
        # No control of the screen is disabled; only tiles already on the table are.
        assert all("played" in b for b in re.findall(r"<button[^>]*\sdisabled[^>]*>", html))
        words = refused(table, do, seat)
        assert "Not logged:" in words and f"RULES §{section}" in words
