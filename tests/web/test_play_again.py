"""Play again starts one new game, however many phones tap it."""
import threading

import pytest
from sqlalchemy.exc import IntegrityError

from extensions import db
from models import Game
from tests.conftest import make_app, dispose
from tests.web.table import TableActions


def won_game(client):
    """A game to 5 that the lead 5-0 wins at once (RULES S5.3, S6, S9)."""
    table = TableActions(client, target=5)
    assert table.play(0, "5-0").status_code == 200
    return table


def test_only_a_finished_game_is_played_again(app, client):
    with app.app_context():
        table = TableActions(client)
        response = client.post(f"{table.url}/again", headers={"HX-Request": "true"})
        assert response.status_code == 422 and "once this one is over" in response.text
        assert db.session.query(Game).count() == 1


def test_a_second_tap_lands_on_the_same_new_game(app, client):
    with app.app_context():
        table = won_game(client)
        first = client.post(f"{table.url}/again")
        second = client.post(f"{table.url}/again")
        assert first.status_code == second.status_code == 303
        assert first.headers["Location"] == second.headers["Location"]
        assert db.session.query(Game).count() == 2


def test_the_database_refuses_two_follow_ups_of_one_game(app, client):
    with app.app_context():
        table = won_game(client)
        client.post(f"{table.url}/again")
        old = db.session.get(Game, table.game_id)
        db.session.add(Game(session=old.session, kind="straight", options=old.options,
                            again_of=old.id))
        with pytest.raises(IntegrityError):
            db.session.commit()


def test_phones_racing_on_play_again_start_one_game(tmp_path, migrated_db):
    """Six phones tap Play again at the same moment: one new game, all sent to it."""
    import shutil
    path = tmp_path / "race.db"
    shutil.copyfile(migrated_db, path)
    app = make_app(f"sqlite:///{path}", WTF_CSRF_ENABLED=False)
    try:
        with app.app_context():
            table = won_game(app.test_client())
        start, places = threading.Barrier(6), []

        def tap():
            client = app.test_client()
            start.wait()
            places.append(client.post(f"{table.url}/again").headers.get("Location"))
        threads = [threading.Thread(target=tap) for _ in range(6)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert len(places) == 6 and len(set(places)) == 1 and None not in places
        with app.app_context():
            assert db.session.query(Game).count() == 2
    finally:
        dispose(app)
