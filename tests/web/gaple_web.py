"""Gaple through the Flask test client: a game started from its own new-game form and
its actions logged as the screen posts them (tests/web/table.py), with RULES-style
scripts (tests/rules/gaple_script.py)."""
import html as markup
import re

from flask_babel import refresh

from tests.rules.gaple_script import actions
from tests.web.table import TableActions

FOUR = ("Ana", "Budi", "Citra", "Dewi")
ANY = {"first_lead": "any"}  # the worked examples' hands: seat 0 leads any tile (GP3.1)


def ok(response, status=200):
    assert response.status_code == status, response.get_data(as_text=True)[-3000:]
    return response


def plain(html):
    """The page's words, tags dropped and spaces folded."""
    words = markup.unescape(" ".join(re.sub(r"<[^>]+>", " ", html).split()))
    return words.replace("( RULES", "(RULES").replace(" )", ")").replace(" ,", ",")


def in_indonesian(client):
    """The next pages in Bahasa Indonesia (the `lang` cookie); the app context these
    tests hold keeps the locale it found, so it is looked up again."""
    client.set_cookie("lang", "id")
    refresh()


def do_of(action):
    """The screen's post (its `do` and fields) for a rules action."""
    if action["type"] == "play":
        return f"play {action['tile']}" + (f" {action['end']}" if action["end"] else ""), {}
    if action["type"] == "reveal":
        return "reveal", ({"tiles": action["tiles"]} if "tiles" in action
                          else {"pips": action["pips"]})
    return action["type"], {}


def log(table, script):
    """Logs every action of a RULES-style script through the screen's posts."""
    for action in actions(script):
        do, extra = do_of(action)
        ok(table.post(do, action["seat"], **extra))


def gaple_table(client, names=FOUR, **options):
    """A new session of `names` and a Gaple game from its form's defaults and `options`."""
    return TableActions(client, names=names, kind="gaple", **options)


def score_of(client, table, side):
    """The words of side `side`'s score working (the scoreboard's popover)."""
    return plain(ok(client.get(f"{table.url}/working?side={side}")).get_data(as_text=True))
