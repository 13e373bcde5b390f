"""What the organiser and everyone else see of an event on a phone (docs/events.md):
a refused post's address leads back to its form, a finished night says its
standings are final and shows no clock, the sheet's states in the reader's language,
and the new-event form's refusals."""
import csv
import io
import re
from datetime import timedelta

import pytest
from flask_babel import refresh

from extensions import db
from models import Match
from tests.web.night import KIND_OPTIONS, NightActions, entries_for, text_of
from tests.web.table import new_game_defaults

FINAL = {"en": "The last round is finished: these are the final standings.",
         "id": "Babak terakhir selesai: inilah klasemen akhir."}
TIME_UP = {"en": "Time is up", "id": "Waktu habis"}


@pytest.fixture
def client(app):
    with app.app_context():
        yield app.test_client()


def speak(client, language):
    client.environ_base["HTTP_ACCEPT_LANGUAGE"] = language
    refresh()  # one app context holds across requests: Flask-Babel keeps its locale


def time_is_up(night):
    night.start_round()  # the round's clock runs from the organiser's tap
    event = night.event
    event.round_started_at -= timedelta(minutes=event.round_minutes + 1)
    db.session.commit()


def gaple_for_three(client):
    """A new Gaple event of 3 a table, posted: RULES §GP1 refuses it."""
    page = client.get("/events/new?kind=gaple").get_data(as_text=True)
    form = {**new_game_defaults(page), **KIND_OPTIONS["gaple"], "name": "Malam Gaple",
            "table_size": "3", "entries": "Ana\nBudi\nCitra"}
    action = re.search(r'<form class="stack" method="post" action="([^"]+)"', page).group(1)
    return action, client.post(action.replace("&amp;", "&"),
                               data={k: v for k, v in form.items() if v is not False})


@pytest.mark.parametrize("do, said", [
    ("time", "This table is ended by time already: its last hand is being played."),
    ("move", "Choose two entries at different tables of this round."),
], ids=["end-by-time-twice", "swap-one-table"])
def test_a_refused_correction_s_address_asked_again_is_the_organiser_page(client, do, said):
    """A refused correction leaves the phone at the address it was posted to; a reload
    or the language switch asks for it again and finds the organiser's page, in the
    language asked for, not an error page."""
    night = NightActions(client, "straight", entries_for("straight", 4, 1), table_size="2",
                         rounds="1", round_minutes="1", target="250")
    time_is_up(night)
    one = night.matches(1)[0]
    fields = {"table": one.id} if do == "time" else \
        {"entry": one.entry_ids[0], "other": one.entry_ids[1]}  # two of one table
    if do == "time":  # level at 0-0: the tap marks hand 1 the last, a second is refused
        assert night.correct(do, **fields).status_code == 303
    refused = night.correct(do, **fields)
    assert refused.status_code == 422 and said in text_of(refused.get_data(as_text=True))
    speak(client, "id")
    again = client.get(f"{night.url}/corrections")
    assert again.status_code == 303 and again.headers["Location"] == night.url
    page = client.get(again.headers["Location"])
    assert page.status_code == 200 and "Babak 1 dari 1" in text_of(page.get_data(as_text=True))


def test_the_next_round_s_address_asked_again_is_the_organiser_page(client):
    night = NightActions(client, "bendomino", entries_for("bendomino", 4, 1), table_size="2",
                         rounds="2")
    assert client.post(f"{night.url}/rounds").status_code == 422  # still being played
    again = client.get(f"{night.url}/rounds")
    assert again.status_code == 303 and again.headers["Location"] == night.url
    assert client.get("/events/NoSuchLinkAtAllHere00/corrections").status_code == 404


def test_a_refused_new_event_s_address_asked_again_is_its_game_s_form(client):
    """RULES §GP1: Gaple is four players. The refused form's address, asked for again
    (a reload, the language switch), is the new-event form of the same game."""
    action, refused = gaple_for_three(client)
    assert refused.status_code == 422
    again = client.get(action.replace("&amp;", "&"))
    assert again.status_code == 303
    form = client.get(again.headers["Location"]).get_data(as_text=True)
    current = re.search(r'<a href="[^"]*" aria-current="page">([^<]+)</a>', form).group(1)
    assert current == "Gaple"
    plain = client.get("/events")  # an address without its game: the first game's form
    assert plain.status_code == 303 and plain.headers["Location"].endswith("/events/new")


@pytest.mark.parametrize("lang", ["en", "id"])
def test_the_new_event_refusal_cites_its_rule_as_a_link(client, lang):
    speak(client, lang)
    _, refused = gaple_for_three(client)
    html = refused.get_data(as_text=True)
    error = re.search(r'<p class="error" role="alert">(.*?)</p>', html, re.S).group(1)
    assert "RULES §GP1" in text_of(error)
    assert 'class="cite"' in error and 'href="/rules#GP1"' in error


def finished_night(client, rounds="1"):
    """An event of two tables, round 1 played to its end after its time ran out."""
    night = NightActions(client, "bendomino", entries_for("bendomino", 4, 1), table_size="2",
                         rounds=rounds, round_minutes="30")
    for match in night.matches(1):
        night.play_match(match, seed=match.table_no)
    time_is_up(night)
    return night


@pytest.mark.parametrize("lang", ["en", "id"])
def test_a_finished_night_says_its_standings_are_final_and_shows_no_clock(client, lang):
    """Once every table of the last round is done no hand is in play: no page tells the
    tables to finish one, and the view link and the big screen, as the organiser's
    page, say the standings are final."""
    night = finished_night(client)
    speak(client, lang)
    view = night.view_token
    for url in (night.url, f"/e/{view}", f"/e/{view}/screen", f"{night.url}/live",
                f"/e/{view}/live", f"/e/{view}/screen/live"):
        html = client.get(url, headers={"HX-Request": "true"}).get_data(as_text=True)
        assert FINAL[lang] in text_of(html), url
        assert TIME_UP[lang] not in text_of(html) and 'role="timer"' not in html, url


def test_a_round_finished_before_the_last_shows_no_clock_and_is_not_final(client):
    night = finished_night(client, rounds="2")
    view = night.view_token
    for url in (night.url, f"/e/{view}", f"/e/{view}/screen"):
        html = client.get(url).get_data(as_text=True)
        assert 'role="timer"' not in html and FINAL["en"] not in text_of(html), url
    assert "Seat round 2" in text_of(client.get(night.url).get_data(as_text=True))


def test_a_night_still_playing_keeps_its_clock(client):
    night = NightActions(client, "bendomino", entries_for("bendomino", 4, 1), table_size="2",
                         rounds="1", round_minutes="30")
    night.start_round()
    night.play_match(night.matches(1)[0], seed=1)  # one table of two done
    for url in (night.url, f"/e/{night.view_token}", f"/e/{night.view_token}/screen"):
        page = text_of(client.get(url).get_data(as_text=True))
        assert "minutes left in the round" in page and FINAL["en"] not in page, url


@pytest.mark.parametrize("lang, words", [
    ("en", ("Finished", "Result voided", "Hand %s", "Ended by time after Hand %s",
            "Waiting to start", "Bye")),
    ("id", ("Selesai", "Hasil dibatalkan", "Ronde %s", "Diakhiri karena waktu setelah Ronde %s",
            "Menunggu mulai", "Bye")),
])
def test_the_sheet_says_each_table_s_state_in_the_page_s_words(client, lang, words):
    """The CSV's Status column reads as the event's pages do, in the reader's language
    (GLOSSARY): finished, voided, the hand in play, ended by time, waiting, a bye."""
    night = NightActions(client, "straight", entries_for("straight", 11, 1), table_size="2",
                         rounds="1", round_minutes="30", target="250")
    over, void, playing, timed = night.matches(1)[:4]
    for match in (over, void):
        night.play_match(match, seed=match.table_no)
    assert night.correct("void", table=void.id).status_code == 303
    hands = [night.play_game(night.games_of(match)[0], seed=5,
                             stop=lambda s: s.scores[0] != s.scores[1]).hand
             for match in (playing, timed)]
    time_is_up(night)
    assert night.correct("time", table=timed.id).status_code == 303
    # The hand in play is the table's last: it is played out (and another while the
    # scores are level) before the table is ended by time (docs/events.md).
    game = night.games_of(timed)[0]

    def status():
        return night.standings_json()["rounds"][0]["tables"][timed.table_no - 1]["status"]
    while status() not in ("ended", "over"):
        hand = night.tables[game.id].state.hand
        night.play_game(game, seed=5, stop=lambda state: state.hand > hand)
    assert status() == "ended"
    db.session.expire_all()
    hands[1] = db.session.get(Match, timed.id).ended["hand"]
    speak(client, lang)
    sheet = client.get(f"/e/{night.view_token}/export.csv").get_data(as_text=True)
    rows = list(csv.reader(io.StringIO(sheet)))
    start = rows.index([]) + 2  # table 1 … 5, then the bye; then the corrections
    states = [row[-1] for row in rows[start:rows.index([], start)]]
    finished, voided, hand, ended, waiting, bye = words
    assert states == [finished, voided, hand % hands[0], ended % hands[1], waiting, bye]


def test_the_swap_form_starts_at_two_entries_who_can_swap(client):
    """The move form's two boxes start at entries of two different tables, so "Swap
    them" as the page shows it is a swap, not a refusal."""
    night = NightActions(client, "bendomino", entries_for("bendomino", 6, 1), table_size="2",
                         rounds="1")
    page = client.get(night.url).get_data(as_text=True)
    form = re.search(r'<form[^>]*>(?:(?!</form>).)*name="other".*?</form>', page, re.S).group(0)
    fields = new_game_defaults(form)
    tables = {e: m.table_no for m in night.matches(1) for e in m.entry_ids}
    entry, other = int(fields["entry"]), int(fields["other"])
    assert tables[entry] != tables[other]
    assert night.correct("move", entry=entry, other=other).status_code == 303
    assert entry in night.matches(1)[tables[other] - 1].entry_ids


def test_a_correction_naming_a_field_twice_is_refused_and_changes_nothing(client):
    """A correction is one table (or two entries): `table=1&table=2` is no correction,
    refused as one, and no correction is logged (it once voided the first table)."""
    from models.night import Correction
    night = NightActions(client, "straight", entries_for("straight", 4, 1), table_size="2",
                         rounds="1", round_minutes="30", target="250")
    first, second = night.matches(1)[:2]
    refused = night.correct("void", table=[first.id, second.id])
    assert refused.status_code == 422
    assert "That post was not a correction." in text_of(refused.get_data(as_text=True))
    assert Correction.query.count() == 0


def test_the_big_screen_pages_its_standings_by_twelve_every_ten_seconds(client, monkeypatch):
    """A hall's TV shows at most twelve standings rows at once (type read across the
    hall); 24 entries are two pages, turned every 10 s on every screen alike, and the
    live block follows the turn (its version names the page)."""
    import views.night.public as public
    night = NightActions(client, "straight", [f"Player {n}" for n in range(1, 25)],
                         table_size="2", partnerships=False)
    url = f"/e/{night.view_token}/screen"
    for now, page, shown in ((1000.0, "1 of 2", "Player 12"), (1010.0, "2 of 2", "Player 24")):
        monkeypatch.setattr(public.time, "time", lambda: now)
        text = client.get(url).get_data(as_text=True)
        assert f'<span class="screen-page">{page}</span>' in text
        rows = re.findall(r'<th scope="row">([^<]+)</th>', text)
        assert len(rows) == 12 and shown in rows
    monkeypatch.setattr(public.time, "time", lambda: 1000.0)
    version = re.search(r'screen/live\?v=([^"&]+)', client.get(url).get_data(as_text=True))[1]
    assert client.get(f"{url}/live?v={version}").status_code == 204  # the same page: nothing new
    monkeypatch.setattr(public.time, "time", lambda: 1010.0)
    assert client.get(f"{url}/live?v={version}").status_code == 200  # the page turned
