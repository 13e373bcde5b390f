"""What everyone sees of an event, by its view link: the standings and every round's
results (on phones), the big screen for the hall (large type, dark, no controls), and
the final standings with every round as CSV and JSON. Each follows live by polling
one block, which costs O(tables) (views.night.live)."""
import math
import time

from flask import Blueprint, abort, request

from models import Tournament
from web.rendering import render
from views.night.clock import clock_seconds
from views.night.export import event_csv, event_json
from views.night.finals import event_bracket
from web.fragments import shared_fragments
from web.i18n import language
from views.night.live import corrections_of, event_standings, event_version, live_tables, \
    round_clock, round_done, tables_of

bp = Blueprint("standings", __name__)
SCREEN = "night/screen.html"

# The big screen shows at most this many standings rows at once, each about 1/14 of its
# height (at 1080 px a row of type about 36 px, read across a hall); more are paged.
SCREEN_ROWS, SCREEN_PAGE_SECONDS = 12, 10


def screen_page(count, now=None):
    """Which page of `count` standings rows the big screen shows at `now` (seconds
    since the epoch; the clock's by default): `(page, pages)`, page from 0, turning
    every SCREEN_PAGE_SECONDS, the same on every screen of the hall."""
    pages = max(1, math.ceil(count / SCREEN_ROWS))
    return int((time.time() if now is None else now) // SCREEN_PAGE_SECONDS) % pages, pages


@bp.get("/e/<token:view_token>")
def public(view_token):
    """The standings and each round's results, for everyone's phones."""
    return _page(Tournament.by_view_token(view_token), "night/standings.html")


@bp.get("/e/<token:view_token>/live")
def public_live(view_token):
    """The standings page's live block (`?v=` the version the phone shows)."""
    return _live(view_token, "night/standings.html")


@bp.get("/e/<token:view_token>/screen")
def screen(view_token):
    """The big screen: the standings and the round in large type, dark."""
    return _page(Tournament.by_view_token(view_token), SCREEN)


@bp.get("/e/<token:view_token>/screen/live")
def screen_live(view_token):
    return _live(view_token, SCREEN)


@bp.get("/e/<token:view_token>/export.<fmt>")
def export(view_token, fmt):
    """The standings and every round: `fmt` "csv" (a sheet) or "json" (the whole)."""
    event = Tournament.by_view_token(view_token)
    if fmt not in ("csv", "json"):
        abort(404)
    tables = tables_of(event)
    rows = event_standings(event, tables)
    return (event_csv if fmt == "csv" else event_json)(event, tables, rows,
                                                        corrections_of(event))


def _live(view_token, template):
    """The live block: 204 while nothing changed since the version the phone shows;
    else rendered once per version and language for every phone that follows (the
    game screens' shared fragments, web.fragments). The big screen's page of the
    standings is part of its version, so a paged screen turns its page."""
    event = Tournament.by_view_token(view_token)
    version = _version(event, template)
    if request.args.get("v") == version:
        return "", 204
    key = ("night", template, view_token, version, language())
    return shared_fragments().get(key, lambda: _page(event, template, "live", version=version))


def _version(event, template):
    """The live block's version (views.night.live.event_version), and on the big screen
    the page of the standings it shows."""
    version = event_version(event)
    if template == SCREEN:
        version += "-p%d" % screen_page(len(event.entries))[0]
    return version


def _page(event, template, *blocks, version=None):
    version = version or _version(event, template)  # before reading, as in _live
    tables, entries = live_tables(event)
    rounds = [[t for t in tables if t.match.round == n] for n in range(event.round, 0, -1)]
    # Every table of the last round decided: the standings are final, and said so.
    final = event.round >= event.rounds and round_done(tables, event.round)
    bracket = event_bracket(event, tables)
    standings = event_standings(event, tables, entries)
    page, pages = screen_page(len(standings))
    return render(template, *blocks, event=event, standings=standings, rounds=rounds,
                  page=page, pages=pages, page_rows=SCREEN_ROWS,
                  clock=round_clock(event, tables), final=final, seconds=clock_seconds(event),
                  corrections=corrections_of(event), entries=entries, version=version,
                  bracket=bracket)
