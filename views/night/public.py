"""What everyone sees of an event, by its view link: the standings and every round's
results (on phones), the big screen for the hall (large type, dark, no controls), and
the final standings with every round as CSV and JSON. Each follows live by polling
one block, which costs O(tables) (views.night.live)."""
from flask import Blueprint, abort, request

from models import Tournament
from views import render
from views.night.export import event_csv, event_json
from views.fragments import shared_fragments
from views.i18n import language
from views.night.live import corrections_of, event_standings, event_version, live_tables, \
    round_clock, round_done, tables_of

bp = Blueprint("standings", __name__)


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
    return _page(Tournament.by_view_token(view_token), "night/screen.html")


@bp.get("/e/<token:view_token>/screen/live")
def screen_live(view_token):
    return _live(view_token, "night/screen.html")


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
    game screens' shared fragments, views.fragments)."""
    event = Tournament.by_view_token(view_token)
    version = event_version(event)
    if request.args.get("v") == version:
        return "", 204
    key = ("night", template, view_token, version, language())
    return shared_fragments().get(key, lambda: _page(event, template, "live", version=version))


def _page(event, template, *blocks, version=None):
    version = version or event_version(event)  # before reading, as in _live
    tables, entries = live_tables(event)
    rounds = [[t for t in tables if t.match.round == n] for n in range(event.round, 0, -1)]
    # Every table of the last round decided: the standings are final, and said so.
    final = event.round >= event.rounds and round_done(tables, event.round)
    return render(template, *blocks, event=event,
                  standings=event_standings(event, tables, entries), rounds=rounds,
                  clock=round_clock(event, tables), final=final,
                  corrections=corrections_of(event), entries=entries, version=version)
