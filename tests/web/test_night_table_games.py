"""An event owns its tables' games (issue 34, items 1 to 3; README, "A domino night"):
a game counts for the event only if the event started it, with the event's game,
options and seats by entry. At an event's table New game offers only the match's
next game; anything else is refused with the reason and starts nothing. A match is
credited by entry, never by seat number, and no game at a table, whatever its shape,
makes an event page fail."""
import pytest

from extensions import db
from models import Game, Player
from tests.web.night import NightActions, text_of
from views.table.game_start import start
from views.games.registry import KINDS


@pytest.fixture
def client(app):
    with app.app_context():
        yield app.test_client()


def win(client, game, side):
    """`side` wins `game` (Straight to 5, two sides) at once: its leader leads 5-0 (5
    points, RULES S5, S6), or, when the other side leads 6-1 (7: nothing), the next
    seat, of `side`, plays 4-1 on the 1 (6 + 4 = 10)."""
    url = f"/s/{game.session.edit_token}/g/{game.id}/actions"
    leader, seats = game.first_seat, len(game.seats)
    plays = [(leader, "play 5-0")] if leader % 2 == side else [
        (leader, "play 6-1"), ((leader + 1) % seats, "play 4-1 right")]
    for who, do in plays:
        db.session.expire(game)
        response = client.post(url, data={"do": do, "seat": who, "seq": game.last_seq})
        assert response.status_code == 303, text_of(response.get_data(as_text=True))[-400:]
    db.session.expire(game)
    assert game.is_over and game.winner == side


def event_form(night, game, seats, first=0, **changes):
    """The New game form of `game`'s table posting the event's own game and rules
    (Straight to 5), with `seats` (player ids by seat) and `changes`."""
    form = {"kind": "straight", "target": "5", "hand_size": "7", "spinner": "first-double",
            "counting": "standard", "first": str(first), "partnerships": "y"}
    for i in range(4):
        form[f"seats-{i}"] = str(seats[i]) if i < len(seats) else "-1"
    form.update(changes)
    return {k: v for k, v in form.items() if v is not None}


def event_pages(client, night):
    """Every page and export of the event, by the organiser's and the view link."""
    view = night.view_token
    return [night.url, f"{night.url}/live", f"{night.url}/seating", f"{night.url}/cards",
            f"/e/{view}", f"/e/{view}/live", f"/e/{view}/screen", f"/e/{view}/screen/live",
            f"/e/{view}/export.csv", f"/e/{view}/export.json"]


def names_of(seats):
    return [db.session.get(Player, p).name for p in seats]


def test_new_game_at_an_event_table_offers_only_the_matchs_next_game(client):
    night = NightActions(client, "straight", ["Ana & Citra", "Budi & Dewi"], table_size="4",
                         rounds="1", best_of="3")
    match = night.matches(1)[0]
    first = night.games_of(match)[0]
    seats = [s.player_id for s in first.seats]
    new = f"/s/{first.session.edit_token}/games"
    page = text_of(client.get(f"{new}/new").get_data(as_text=True))
    assert "Game 1 of the match is being played" in page and "Start the game" not in page
    refused = client.post(new, data=event_form(night, first, seats))
    assert refused.status_code == 422
    assert "Game 1 of this table's match is still being played" in text_of(refused.text)

    win(client, first, 0)
    page = text_of(client.get(f"{new}/new").get_data(as_text=True))
    assert "Start game 2 of the match" in page
    # The table: partnerships off (four sides), another target, another game,
    # partners split up: each refused with its reason, nothing started.
    for changes, said in [
            ({"partnerships": None}, "plays Straight Domino with the rules of Malam Domino"),
            ({"target": "9"}, "plays Straight Domino with the rules of Malam Domino"),
            ({"kind": "bendomino"}, "plays Straight Domino with the rules of Malam Domino")]:
        response = client.post(new, data=event_form(night, first, seats, **changes))
        assert response.status_code == 422 and said in text_of(response.text), changes
    split = [seats[0], seats[2], seats[1], seats[3]]  # Ana & Budi v Citra & Dewi
    response = client.post(new, data=event_form(night, first, split))
    assert response.status_code == 422
    assert "Each side must be one of this match's entries: Ana & Citra v Budi & Dewi" in \
        text_of(response.text)
    assert len(night.games_of(match)) == 1
    for url in event_pages(client, night):
        assert client.get(url).status_code == 200, url

    # The offered next game: the match's game 2, seats as game 1's.
    response = client.post(f"/s/{first.session.edit_token}/g/{first.id}/again")
    second = db.session.get(Game, int(response.headers["Location"].rsplit("/", 1)[-1]))
    assert [s.player_id for s in second.seats] == seats
    win(client, second, 1)
    assert "Start game 3 of the match" in text_of(client.get(f"{new}/new").text)


def test_a_next_game_in_each_others_seats_credits_the_right_entry(client):
    # The issue: Budi won game 1; game 2 started from New game with the players in
    # each other's seats; Ana won games 2 and 3. Ana's entry won the match.
    night = NightActions(client, "straight", ["Ana", "Budi"], table_size="2", rounds="1",
                         best_of="3")
    match = night.matches(1)[0]
    first = night.games_of(match)[0]
    seats = [s.player_id for s in first.seats]
    ana = seats[names_of(seats).index("Ana")]
    budi = seats[names_of(seats).index("Budi")]
    win(client, first, seats.index(budi))
    swapped = [ana, budi] if seats == [budi, ana] else [budi, ana]
    response = client.post(f"/s/{first.session.edit_token}/games",
                           data=event_form(night, first, swapped))
    assert response.status_code == 303, text_of(response.text)[-400:]
    second = night.games_of(match)[1]
    assert [s.player_id for s in second.seats] == swapped
    win(client, second, swapped.index(ana))
    third_at = client.post(f"/s/{second.session.edit_token}/g/{second.id}/again")
    third = db.session.get(Game, int(third_at.headers["Location"].rsplit("/", 1)[-1]))
    win(client, third, swapped.index(ana))
    doc = night.standings_json()
    numbers = {e["name"]: e["number"] for e in doc["entries"]}
    table = doc["rounds"][0]["tables"][0]
    assert table["winner"] == numbers["Ana"] and table["status"] == "over"
    won = {r["entry"]: r["won"] for r in doc["standings"]}
    assert won == {numbers["Ana"]: 1, numbers["Budi"]: 0}
    # Points by entry: Ana 10 or 5 in each of games 2 and 3, Budi's only in game 1.
    points = dict(zip(table["entries"], table["points"]))
    assert points[numbers["Ana"]] >= 10 and points[numbers["Budi"]] >= 5
    assert second.again_of == first.id  # the event started it: the match's next game
    page = text_of(client.get(f"/s/{first.session.edit_token}/games/new").text)
    assert "The match is decided: the event counts no more games here" in page
    after = client.post(f"/s/{third.session.edit_token}/g/{third.id}/again")
    assert after.status_code == 422 and len(night.games_of(match)) == 3
    assert "This table's match in Malam Domino is decided" in text_of(after.text)


def test_a_game_of_another_shape_at_a_table_breaks_no_page_and_counts_for_nobody(client):
    # The 500: game 2 of a table of four with partnerships off, won by seat 3
    # (four sides where the match has two). Such a game may sit in a database from
    # before tables were held to the event's games; it simply does not count.
    night = NightActions(client, "straight", ["Ana & Citra", "Budi & Dewi", "Eka & Fajar",
                                              "Gita & Hadi"], table_size="4", rounds="2",
                         best_of="3")
    tables = night.matches(1)
    first = night.games_of(tables[0])[0]
    win(client, first, 0)
    seats = [s.player_id for s in first.seats]
    options = {**night.event.options, "partnerships": False}
    odd = start(first.session, KINDS["straight"], options, seats, 0, again_of=first.id)
    odd.status, odd.scores, odd.winner, odd.last_seq = "over", [0, 0, 0, 6], 3, 2
    db.session.commit()
    for url in event_pages(client, night):
        assert client.get(url).status_code == 200, url
    doc = night.standings_json()
    assert doc["rounds"][0]["tables"][0]["status"] == "playing"  # 1 game won of 2 needed
    assert [len(t["games"]) for t in doc["rounds"][0]["tables"]] == [1, 1]
    assert night.correct("void", table=tables[0].id).status_code == 303
    win(client, night.games_of(tables[1])[0], 1)
    assert client.post(f"/s/{first.session.edit_token}/g/{first.id}/again").status_code == 303
    db.session.expire_all()
    second = night.games_of(tables[1])[0]
    again = client.post(f"/s/{second.session.edit_token}/g/{second.id}/again")
    win(client, db.session.get(Game, int(again.headers["Location"].rsplit("/", 1)[-1])), 1)
    night.next_round()  # table 1 voided, table 2 decided
    for url in event_pages(client, night):
        assert client.get(url).status_code == 200, url
