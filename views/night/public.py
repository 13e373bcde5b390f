"""What everyone sees of an event, by its view link: the standings and every round's
results (on phones), the big screen for the hall (large type, dark, no controls), and
the final standings with every round as CSV and JSON. Each follows live by polling
one block, which costs O(tables) (views.night.live)."""
from flask import Blueprint, abort

from models import Tournament
from views import render
from views.night.corrections import clock
from views.night.export import event_csv, event_json
from views.night.live import corrections_of, event_standings, tables_of

bp = Blueprint("standings", __name__)


@bp.get("/standings/<token:view_token>")
def public(view_token):
    """The standings and each round's results, for everyone's phones."""
    return _page(view_token, "night/standings.html")


@bp.get("/standings/<token:view_token>/live")
def public_live(view_token):
    return _page(view_token, "night/standings.html", "live")


@bp.get("/standings/<token:view_token>/screen")
def screen(view_token):
    """The big screen: the standings and the round in large type, dark."""
    return _page(view_token, "night/screen.html")


@bp.get("/standings/<token:view_token>/screen/live")
def screen_live(view_token):
    return _page(view_token, "night/screen.html", "live")


@bp.get("/standings/<token:view_token>/export.<fmt>")
def export(view_token, fmt):
    """The standings and every round: `fmt` "csv" (a sheet) or "json" (the whole)."""
    event = Tournament.by_view_token(view_token)
    if fmt not in ("csv", "json"):
        abort(404)
    tables = tables_of(event)
    rows = event_standings(event, tables)
    return (event_csv if fmt == "csv" else event_json)(event, tables, rows,
                                                        corrections_of(event))


def _page(view_token, template, *blocks):
    event = Tournament.by_view_token(view_token)
    tables = tables_of(event)
    rounds = [[t for t in tables if t.match.round == n] for n in range(event.round, 0, -1)]
    return render(template, *blocks, event=event, standings=event_standings(event, tables),
                  rounds=rounds, clock=clock(event), corrections=corrections_of(event),
                  entries={e.id: e for e in event.entries})
