"""Names a table can see (issue 18 §3): a name or title made only of invisible
characters (Unicode's default-ignorable code points: the zero-width space U+200B,
joiners, variation selectors, ...) is refused; such characters at the ends of a name
are dropped; a name or title too long is refused naming the field and its length.
Both languages; the language is chosen by the request's Accept-Language."""
import re

import pytest
from sqlalchemy import select

from extensions import db
from models import Session
from web.forms import DEFAULT_IGNORABLE, invisible, tidy

EN = {"Accept-Language": "en"}
ID = {"Accept-Language": "id"}


def errors(response):
    assert response.status_code == 422
    return re.findall(r'<p class="error" role="alert">([^<]*)</p>', response.text)


def start(client, headers, title="", **names):
    data = {"players-0": "Ana", "players-1": "Budi", "title": title, **names}
    return client.post("/sessions", data=data, headers=headers)


@pytest.mark.parametrize("name", [
    pytest.param("\u200b", id="zero-width-space"),
    pytest.param("\u200b\u200c\u200d\u2060", id="zero-width-joiners-and-word-joiner"),
    pytest.param("\ufe0f \u00ad", id="variation-selector-soft-hyphen-space"),
    pytest.param("\u3164", id="hangul-filler"),
    pytest.param("\U000e0041\U000e0062", id="tag-characters"),
])
@pytest.mark.parametrize("headers, words", [
    pytest.param(EN, "Player 3’s name shows nothing: it is made only of invisible characters.",
                 id="en"),
    pytest.param(ID, "Nama pemain 3 tidak menampilkan apa pun: isinya hanya karakter yang "
                     "tak terlihat.", id="id"),
])
def test_a_name_of_invisible_characters_is_refused(client, app, name, headers, words):
    assert words in errors(start(client, headers, **{"players-2": name}))
    with app.app_context():
        assert db.session.scalars(select(Session)).all() == []


@pytest.mark.parametrize("headers, words", [
    pytest.param(EN, "The title shows nothing", id="en"),
    pytest.param(ID, "Judul tidak menampilkan apa pun", id="id"),
])
def test_a_title_of_invisible_characters_is_refused(client, headers, words):
    assert any(words in e for e in errors(start(client, headers, title="\u200b\u200b")))


def test_invisible_characters_at_the_ends_of_a_name_are_dropped(client, app):
    response = start(client, EN, **{"players-0": "\u200bAna\u200d",
                                    "players-1": "\ufeff Budi \u2060", "players-2": "Ci\u200btra"})
    assert response.status_code == 303
    with app.app_context():
        table = db.session.scalars(select(Session)).one()
        # inside a name the character stays (it may join a script's letters)
        assert [p.name for p in table.players] == ["Ana", "Budi", "Ci\u200btra"]


@pytest.mark.parametrize("data, headers, words", [
    pytest.param({"players-1": "B" * 41}, EN,
                 "Player 2’s name is 41 characters long: at most 40 characters.",
                 id="en-name-over-40"),
    pytest.param({"players-1": "B" * 41}, ID,
                 "Nama pemain 2 panjangnya 41 karakter: paling banyak 40 karakter.",
                 id="id-name-over-40"),
    pytest.param({"title": "T" * 121}, EN,
                 "The title is 121 characters long: at most 120 characters.", id="en-title"),
    pytest.param({"title": "T" * 121}, ID,
                 "Judul panjangnya 121 karakter: paling banyak 120 karakter.", id="id-title"),
])
def test_too_long_is_refused_naming_the_field(client, data, headers, words):
    assert words in errors(start(client, headers, **data))


def test_forty_characters_fit(client):
    assert start(client, EN, **{"players-1": "B" * 40}, title="T" * 120).status_code == 303


def test_the_form_no_longer_cuts_a_long_name_silently(client):
    """A browser's maxlength cuts a pasted name mid-word without a word; the server's
    refusal names the field instead."""
    assert "maxlength" not in client.get("/", headers=EN).text.split('id="new-session"')[1]


def test_the_ranges_are_the_unicode_set():
    """Spot checks against Unicode's Default_Ignorable_Code_Point list."""
    for char in "\u00ad\u034f\u061c\u115f\u17b4\u180e\u200b\u200f\u202e\u2060\u2064"\
                "\u2066\u206f\u3164\ufe00\ufeff\uffa0\ufff0\U0001bca0\U0001d173\U000e0001"\
                "\U000e0fff":
        assert invisible(char), hex(ord(char))
    for char in "aé 1-\u00a0\u2000\u2800\U000e1000\u1100\u3000":
        assert not invisible(char), hex(ord(char))
    assert all(low <= high for low, high in DEFAULT_IGNORABLE)
    assert tidy("\u200b  Ana \t Budi \u200d") == "Ana Budi"
