"""The new-game form posted as a phone posts it: seats with gaps, who acts first,
its refusals in both languages, and where a reload of a refused form leads."""
import re

import pytest
from werkzeug.datastructures import MultiDict

from models import Game
from tests.web.table import new_game_defaults
from tests.web.test_bahasa import speak, visible

NAMES = ("Ana", "Budi", "Cici", "Dewi")


@pytest.fixture
def session(app, client):
    """A session of four: its edit token."""
    with app.app_context():
        response = client.post("/sessions", data={f"players-{i}": n for i, n in enumerate(NAMES)})
        yield response.headers["Location"].rsplit("/", 1)[-1]


def post_new_game(client, token, kind, seats, first, lang="en", **options):
    """Posts `kind`'s form as shown in `lang`, with `seats` (names or None, by the
    form's seat)."""
    speak(client, lang)
    page = client.get(f"/s/{token}/games/new?kind={kind}").get_data(as_text=True)
    seat_0 = re.search(r'<select[^>]*name="seats-0".*?</select>', page, re.S).group(0)
    by_name = {name: pid for pid, name in
               re.findall(r'<option (?:selected )?value="(\d+)">([^<]*)<', seat_0)}
    form = {**new_game_defaults(page), "first": first, **options}
    for i, name in enumerate(seats):
        form[f"seats-{i}"] = by_name[name] if name else -1
    form = {k: v for k, v in form.items() if v is not False}
    return client.post(f"/s/{token}/games", data=form)


@pytest.mark.parametrize("kind, options, expected", [
    pytest.param("straight", {}, "Cici leads: any tile", id="lead (RULES S3)"),
    pytest.param("moon", {"variant": "moon-3"}, "Cici to bid", id="bid (RULES M4)"),
])
def test_the_seat_chosen_to_start_acts_first_past_an_empty_seat(app, client, session, kind,
                                                               options, expected):
    """Seats 1, 3 and 4 filled, seat 2 empty: the game's seats are Ana, Cici, Dewi in
    that order, and choosing "Seat 3: Cici" to start makes Cici lead (Straight, RULES
    S3) or bid (Moon-3, M4), not Dewi, who sits third at the table."""
    token = session
    response = post_new_game(client, token, kind, ["Ana", None, "Cici", "Dewi"], "2", **options)
    assert response.status_code == 303, visible(response.get_data(as_text=True))
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    words = visible(page)
    assert expected in words, words[:600]
    with app.app_context():
        game = Game.query.order_by(Game.id.desc()).first()
        assert [s.player.name for s in game.seats] == ["Ana", "Cici", "Dewi"]
        assert game.first_seat == 1


@pytest.mark.parametrize("lang, words", [
    ("en", "The first player must sit at the table."),
    ("id", "Pemain pertama harus duduk di meja ini.")])
def test_an_empty_seat_cannot_start(app, client, session, lang, words):
    """Choosing the empty "Seat 2" to start is refused, and no game is made."""
    token = session
    with app.app_context():
        before = Game.query.count()
    response = post_new_game(client, token, "straight", ["Ana", None, "Cici", "Dewi"], "1", lang)
    assert response.status_code == 422
    assert words in visible(response.get_data(as_text=True))
    with app.app_context():
        assert Game.query.count() == before


def test_a_reload_of_a_refused_form_comes_back_to_the_form(client, session):
    """A refused form's page sits at the address it was posted to; asked for again (a
    reload, Back) it leads to the new-game form, not to an error page."""
    token = session
    response = client.get(f"/s/{token}/games")
    assert response.status_code == 303
    assert response.headers["Location"].endswith(f"/s/{token}/games/new")
    # The form posts to an address naming its game, so the same game's form comes back.
    refused = post_new_game(client, token, "moon", ["Ana", None, "Cici", None], "0",
                            variant="moon-4")
    assert refused.status_code == 422
    action = re.search(r'<form class="stack new-game" method="post" action="([^"]+)"',
                       refused.get_data(as_text=True)).group(1)
    assert action.endswith(f"/s/{token}/games?kind=moon")
    response = client.get(action)
    assert response.headers["Location"].endswith(f"/s/{token}/games/new?kind=moon")
    assert client.get(f"/s/{token}/games?kind=nonsense").headers["Location"].endswith(
        f"/s/{token}/games/new")
    assert client.get(f"/s/NoSuchLink/games").status_code == 404


@pytest.mark.parametrize("lang, said, not_said", [
    ("en", "points scoring is for partnerships: turn partners on", "skor"),
    ("id", "skor poin untuk kemitraan: aktifkan kemitraan", " points ")])
def test_gaple_option_refusals_name_the_choice_in_the_form_s_words(client, session, lang,
                                                                   said, not_said):
    """RULES GP1 refuses points scoring without partners. The refusal says so in the
    form's own words ("poin", as the form's choice reads in Indonesian: GLOSSARY) and
    its citation is a link to GP1, as on every screen."""
    token = session
    response = post_new_game(client, token, "gaple", list(NAMES), "0", lang, scoring="points",
                             partners=False)
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    error = re.search(r'<p class="error" role="alert">(.*?)</p>', html, re.S).group(1)
    words = visible(error)
    assert said in words and "RULES §GP1" in words and not_said not in words, words
    assert 'class="cite"' in error and 'href="/rules#GP1"' in error


def test_straight_refusal_of_a_hand_size_cites_its_section(client, session):
    """Four hands of 9 need 36 tiles (RULES S2): the refusal's citation is a link."""
    token = session
    response = post_new_game(client, token, "straight", list(NAMES), "0", hand_size="9",
                             partnerships=False)
    assert response.status_code == 422
    error = re.search(r'<p class="error" role="alert">(.*?)</p>',
                      response.get_data(as_text=True), re.S).group(1)
    assert "4 hands of 9 need more than 28 tiles" in visible(error)
    assert 'href="/rules#S2"' in error and "RULES §S2" in visible(error)


@pytest.mark.parametrize("lang, label, words", [
    ("en", "First lead", "Given more than once."),
    ("id", "Pembuka pertama", "Dikirim lebih dari sekali.")])
def test_a_choice_posted_twice_is_refused_and_starts_nothing(app, client, session, lang, label,
                                                             words):
    """The form posts each field once: "who leads first" given twice is no choice
    (not the first of them), refused, and no game is made."""
    token = session
    with app.app_context():
        before = Game.query.count()
    speak(client, lang)
    page = client.get(f"/s/{token}/games/new?kind=straight").get_data(as_text=True)
    form = MultiDict([(k, v) for k, v in new_game_defaults(page).items()
                      if v is not False and k != "first"] + [("first", "0"), ("first", "1")])
    response = client.post(f"/s/{token}/games", data=form)
    assert response.status_code == 422
    error = visible(re.search(r'<p class="error" role="alert">(.*?)</p>',
                              response.get_data(as_text=True), re.S).group(1))
    assert error == f"{label}: {words}"
    with app.app_context():
        assert Game.query.count() == before



def test_a_seat_posted_as_text_is_refused_in_the_page_s_language(app, client, session):
    """A made-up post of a name where a seat's player id goes is no choice: refused in
    Indonesian on the Indonesian page (WTForms' own words were left in English)."""
    token = session
    speak(client, "id")
    page = client.get(f"/s/{token}/games/new?kind=straight").get_data(as_text=True)
    form = {k: v for k, v in new_game_defaults(page).items() if v is not False}
    response = client.post(f"/s/{token}/games", data={**form, "seats-1": "Budi"})
    assert response.status_code == 422
    words = visible(response.get_data(as_text=True))
    assert "Bukan pilihan yang sah." in words and "could not coerce" not in words


@pytest.mark.parametrize("lang, said", [
    ("en", "Target: Number must be between 5 and 10000."),
    ("id", "Target: Angka harus antara 5 dan 10000.")])
def test_a_refused_field_is_named_by_its_label(app, client, session, lang, said):
    """A refusal says which field it is about, by the label the form shows beside it
    (GLOSSARY: "target" stays "target" in Indonesian), and starts nothing."""
    with app.app_context():
        before = Game.query.count()
    response = post_new_game(client, session, "straight", list(NAMES), "0", lang,
                             target="99999")
    assert response.status_code == 422
    errors = re.findall(r'<p class="error" role="alert">(.*?)</p>',
                        response.get_data(as_text=True), re.S)
    assert [visible(e) for e in errors] == [said]
    with app.app_context():
        assert Game.query.count() == before


@pytest.mark.parametrize("lang, said", [
    ("en", "Straight Domino is still going: Hand 1 Resume"),
    ("id", "Domino Lurus masih berlangsung: Ronde 1 Lanjutkan")])
def test_the_form_offers_the_game_still_going(client, session, lang, said):
    """Back from a game's screen lands on the form that started it: the game still
    going is offered first, one tap away, rather than only a form for another."""
    response = post_new_game(client, session, "straight", list(NAMES), "0", lang)
    assert response.status_code == 303
    game_url = response.headers["Location"]
    page = client.get(f"/s/{session}/games/new?kind=straight").get_data(as_text=True)
    note = re.search(r'<p class="card still-going">(.*?)</p>', page, re.S).group(1)
    assert visible(note) == said and f'href="{game_url}"' in note


@pytest.mark.parametrize("kind, options, said, section", [
    ("straight", {"partnerships": False}, "Straight Domino is for 2 to 4 players", "S1"),
    ("bendomino", {}, "Bendomino is for 2 to 4 players", "B1"),
    ("moon", {"variant": "moon-3"}, "moon-3 is for 3 players", "M1"),
])
def test_a_refused_number_of_players_cites_its_section(client, session, kind, options, said,
                                                       section):
    """One seat filled: each game's player count (RULES S1, B1, M1) refuses it, and the
    refusal cites its section as every refusal does, "RULES §S1", as a link."""
    response = post_new_game(client, session, kind, ["Ana", None, None, None], "0", **options)
    assert response.status_code == 422
    error = re.search(r'<p class="error" role="alert">(.*?)</p>',
                      response.get_data(as_text=True), re.S).group(1)
    words = visible(error)  # the citation is a link: its own words between tags
    assert said in words and f"RULES §{section}" in words, words
    assert f'href="/rules#{section}"' in error
