"""The view side of engine messages (views.games.wording.with_names): a `Msg` is translated
part by part with seats as names; a plain English string from an engine not yet
converted is shown as it is, its seats still named."""
from rules.messages import Join, Msg, Plural, Seat, Seats, Word
from views.games.wording import with_names

NAMES = ["Ana", "Budi", "Citra", "Dewi"]


def in_language(app, language, text, names=NAMES):
    with app.test_request_context(headers={"Accept-Language": language}):
        return with_names(text, names)


def test_a_message_in_each_language(app):
    msg = Msg("{seat} could have played {tile} on the {end} end instead of {instead}",
              seat=Seat(1), tile="6-4", end=Word("left"), instead=Word("passing"))
    assert in_language(app, "en", msg) == "Budi could have played 6-4 on the left end " \
                                          "instead of passing"
    assert in_language(app, "id", msg) == "Budi bisa memainkan 6-4 di ujung kiri alih-alih pass"


def test_lists_partnerships_and_plurals(app):
    msg = Msg("{tile} fits {ends}: say which end", tile="4-4",
              ends=Join([Word("left"), Word("up")], " and "))
    assert in_language(app, "id", msg) == "4-4 cocok di kiri dan atas: sebutkan ujung yang mana"
    line = Msg("{side} took {tricks}: +{points}", side=Seats(0, 2),
               tricks=Plural("{n} trick", "{n} tricks", 3), points=3)
    assert in_language(app, "en", line) == "Ana & Citra took 3 tricks: +3"
    assert in_language(app, "id", line) == "Ana & Citra mengambil 3 trick: +3"


def test_seats_without_names(app):
    msg = Msg("it is {turn}'s turn, not {seat}'s", turn=Seat(1), seat=Seat(0))
    assert in_language(app, "id", msg, names=None) == "sekarang giliran kursi 1, bukan kursi 0"
    assert in_language(app, "en", msg, names=None) == "it is seat 1's turn, not seat 0's"


def test_a_plain_string_is_shown_untranslated_with_names(app):
    """An engine message not yet converted to Msg still reads, in English."""
    text = "seat 2 may not do that yet (seats 1+3 must agree)"
    assert in_language(app, "id", text) == "Citra may not do that yet (Budi & Dewi must agree)"
