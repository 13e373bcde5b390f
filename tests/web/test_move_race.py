"""The organiser's Move (two entries swap tables before either table has started) and
a table's first play, sent at the same moment, cannot both be accepted: one claim of
the game's row decides, as it does between two phones (models.log). Each order of the
race is made to happen, with the two requests in threads of their own, on SQLite and
(with TEST_PG_URL) PostgreSQL: the play logged while the Move was still checking (the
Move is refused, the play stands with the players who sat there), and the Move
written while the play was still being logged (the play is refused: the screen
showed other players; the Move stands)."""
import threading

import pytest

from extensions import db
from models import Event, Game, Seat
from tests.web.night import NightActions, entries_for, post_of, simulator
from tests.web.table import HX
from views.table import game as games
from views.night import corrections

MOVED = "The organiser moved players at this table"
STARTED = "Entries move only between tables that have not started."


@pytest.fixture(params=["sqlite", "postgresql"])
def client(request):
    app = request.getfixturevalue("app" if request.param == "sqlite" else "pg_app")
    with app.app_context():
        yield app.test_client()


def seats(game_id):
    db.session.expire_all()
    return [s.player_id for s in db.session.query(Seat).filter_by(game_id=game_id)
            .order_by(Seat.position)]


def logged(game_id):
    return db.session.query(Event).filter_by(game_id=game_id).count()


class Race:
    """An event of two tables of two, not started: the first play at table 1 and the
    Move of table 1's first entry with table 2's, each sent from a thread."""

    def __init__(self, client):
        self.client = client
        self.night = NightActions(client, "straight", entries_for("straight", 4, 1),
                                  table_size="2", rounds="2")
        one, two = self.night.matches(1)
        self.game = self.night.games_of(one)[0]
        self.entry, self.other = one.entry_ids[0], two.entry_ids[0]
        self.before = seats(self.game.id)
        table = simulator(self.game, seed=1)
        table.apply(table.next_action())
        self.play_form = {**post_of("straight", table.actions[-1]), "seq": 0}
        self.url = f"/s/{self.game.session.edit_token}/g/{self.game.id}/actions"
        self.answers = {}

    def play(self):
        response = self.client.post(self.url, data=self.play_form, headers=HX)
        self.answers["play"] = (response.status_code, response.get_data(as_text=True))

    def move(self):
        response = self.client.post(f"{self.night.url}/corrections", data={
            "do": "move", "entry": self.entry, "other": self.other})
        self.answers["move"] = (response.status_code, response.get_data(as_text=True))


def paused(function, reached, go):
    """`function`, which on being called says so (`reached`) and waits for `go`."""
    def wrapper(*args, **kwargs):
        reached.set()
        assert go.wait(30)
        return function(*args, **kwargs)
    return wrapper


def test_a_play_logged_while_the_move_checks_refuses_the_move(client, monkeypatch):
    race = Race(client)
    checked, go = threading.Event(), threading.Event()
    tables_of = corrections.tables_of

    def checking(*args, **kwargs):  # the Move has read the tables; now the play goes in
        found = tables_of(*args, **kwargs)
        checked.set()
        assert go.wait(30)
        return found
    monkeypatch.setattr(corrections, "tables_of", checking)
    mover = threading.Thread(target=race.move)
    mover.start()
    assert checked.wait(30)
    race.play()
    go.set()
    mover.join(30)
    assert race.answers["play"][0] == 200
    status, page = race.answers["move"]
    assert status == 422 and STARTED in page
    assert seats(race.game.id) == race.before  # the first play's player still sits there
    assert logged(race.game.id) == 1


def move_during_the_play(race, monkeypatch):
    """The Move, written while the play has read the game and its seats but not yet
    appended; then the play goes on."""
    read, go = threading.Event(), threading.Event()
    monkeypatch.setattr(games, "append", paused(games.append, read, go))
    player = threading.Thread(target=race.play)
    player.start()
    assert read.wait(30)
    race.move()
    go.set()
    player.join(30)


def test_a_move_written_while_the_play_is_logged_refuses_the_play(client, monkeypatch):
    race = Race(client)
    move_during_the_play(race, monkeypatch)
    assert race.answers["move"][0] == 303
    status, page = race.answers["play"]
    assert status == 409 and MOVED in page
    assert logged(race.game.id) == 0  # nothing credited to the player moved in
    assert seats(race.game.id) != race.before
    db.session.expire_all()
    assert db.session.get(Game, race.game.id).last_seq == 0
    again = race.client.post(race.url, data=race.play_form, headers=HX)  # the screen, redrawn
    assert again.status_code == 200 and logged(race.game.id) == 1


def test_the_refused_play_says_why_in_indonesian(app, monkeypatch):
    with app.app_context():
        client = app.test_client()
        race = Race(client)
        client.environ_base["HTTP_ACCEPT_LANGUAGE"] = "id"
        move_during_the_play(race, monkeypatch)
        status, page = race.answers["play"]
        assert status == 409 and "Panitia memindahkan pemain di meja ini" in page
