"""Export a session or a game as a score sheet (CSV) or a Domino Table file (JSON),
from the table link or the read-only link; import a file as a new session.
The file's shape and its checks live in views/exchange/table_file.py."""
import json
import re
import unicodedata

from flask import Blueprint, Response, current_app, redirect, url_for
from werkzeug.exceptions import RequestEntityTooLarge

from models import Game, Session
from models.game import GameLinks
from models.log import events_of_games, game_states
from views.exchange import import_jobs
from views.exchange.restore import restore_file
from web.rendering import render
from web.forms import ImportForm
from web.my_sessions import remember
from web.i18n import gettext as _
from views.games.registry import KINDS, game_name
from views.games.screen import score_sheet, side_names
from views.exchange.sheets import csv_text
from views.exchange.table_file import session_document

bp = Blueprint("exchange", __name__)

FORMATS = "<any(csv, json):fmt>"
MIMETYPES = {"csv": "text/csv", "json": "application/json"}


@bp.get(f"/s/<token:token>/export.{FORMATS}")
def session_export(token, fmt):
    return _export(Session.by_edit_token(token), None, fmt)


@bp.get(f"/v/<token:view_token>/export.{FORMATS}")
def view_session_export(view_token, fmt):
    return _export(Session.by_view_token(view_token), None, fmt)


@bp.get(f"/s/<token:token>/g/<id:game_id>/export.{FORMATS}")
def game_export(token, game_id, fmt):
    game = Game.by_link(token, game_id)
    return _export(game.session, game, fmt)


@bp.get(f"/v/<token:view_token>/g/<id:game_id>/export.{FORMATS}")
def view_game_export(view_token, game_id, fmt):
    game = Game.by_link(view_token, game_id, read_only=True)
    return _export(game.session, game, fmt)


@bp.app_template_global()
def export_urls(target, read_only=False):
    """{"csv": url, "json": url} exporting `target` (a Session or a Game) through the
    table link, or the read-only link when `read_only`."""
    table, game = (target.session, target) if isinstance(target, GameLinks) \
        else (target, None)
    if read_only:
        endpoint, link = ("view_game_export" if game else "view_session_export",
                          {"view_token": table.view_token})
    else:
        endpoint, link = "game_export" if game else "session_export", {"token": table.edit_token}
    if game:
        link["game_id"] = game.id
    return {fmt: url_for(f"exchange.{endpoint}", fmt=fmt, **link) for fmt in ("csv", "json")}


def _export(table, game, fmt):
    """`game` of `table` (or all its games when None) as a download."""
    numbers = {g.id: n for n, g in enumerate(table.games, 1)}  # as the session lists them
    games = [game] if game else list(table.games)
    if fmt == "json":
        # Compact: the C encoder, and a file never larger than the import takes back.
        body = json.dumps(session_document(table, games, events_of_games(games)),
                          ensure_ascii=False, separators=(",", ":"))
    else:
        body = _sheet_csv([(numbers[g.id], g) for g in games])
    name = _filename(table, game and f"game-{numbers[game.id]}-{game.kind}")
    return Response(body.encode("utf-8"), mimetype=MIMETYPES[fmt], headers={
        "Content-Disposition": f'attachment; filename="{name}.{fmt}"'})


def _filename(table, suffix=None):
    """"domino-table-2026-11-29-friday-at-budi-s", then `suffix` ("game-2-" and the
    game's kind)."""
    words = unicodedata.normalize("NFKD", table.name).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", words.lower()).strip("-")[:40].strip("-")
    return "-".join(filter(None, ["domino-table", table.created_at.date().isoformat(), slug,
                                  suffix]))


def _sheet_csv(games):
    """The score sheet of `games` ((number in the session, Game) pairs) as CSV text: a
    row per hand with the points and running total of every side that played, and
    how the hand was scored. Sides are columns, in the order they first sit down."""
    sheets = [(number, game, *_sheet(game)) for number, game in games]
    columns = list(dict.fromkeys(side for sheet in sheets for side in sheet[2]))
    rows = [[_("Game"), _("Kind"), _("Hand")]
            + [_("%(side)s %(what)s", side=side, what=what)
               for side in columns for what in (_("points"), _("total"))]
            + [_("Working")]]
    for number, game, sides, sheet in sheets:
        for row in sheet:
            by_side = {side: (row["points"][i], row["running"][i]) for i, side in enumerate(sides)}
            cells = [cell for side in columns for cell in by_side.get(side, ("", ""))]
            rows.append([number, game_name(game.kind), row["hand"], *cells,
                         "\n".join(row["working"])])
    return csv_text(rows)


def _sheet(game):
    """(side names, score sheet rows) of `game`, replayed from its log. A hand still
    being played that has scored (RULES S6) gets a row of its own."""
    kind = KINDS[game.kind]
    state = game_states().get(game, kind.rules)
    names = [seat.player.name for seat in game.seats]
    sides = [side_names(side, state, names) for side in range(state.options.sides)]
    rows = score_sheet(kind.sheet_entries(state, names), len(sides))
    running = rows[-1]["running"] if rows else [0] * len(sides)
    if running != list(state.scores):
        rows.append({"hand": state.hand, "running": list(state.scores),
                     "points": [s - r for s, r in zip(state.scores, running)],
                     "working": [_("hand in progress")]})
    return sides, rows


@bp.get("/import")
def import_page():
    return render("import.html", form=ImportForm())


@bp.post("/import")
def import_file():
    """A new session from a Domino Table file; 422 (nothing written) when the file does
    not hold, 413 when it is larger than MAX_CONTENT_LENGTH."""
    form = ImportForm()
    if not form.validate_on_submit():
        return render("import.html", form=form, status=422)
    raw = form.file.data.read()
    if import_jobs.in_background(raw):  # a large file: checked by a process of its own
        follow = import_jobs.start(raw)
        return redirect(follow, 303) if follow else import_jobs.busy()
    ended = restore_file(raw)
    if ended["state"] == "refused":
        return render("import.html", form=form, error=ended["message"],
                      section=ended["section"], status=422)
    return remember(redirect(url_for("home.session", token=ended["token"]), 303),
                    ended["token"])


@bp.errorhandler(RequestEntityTooLarge)
def _too_large(error):
    # Raised while the post is read: by CSRFProtect before the view, or by the form.
    limit = current_app.config["MAX_CONTENT_LENGTH"] or 0
    return render("import.html", form=ImportForm(formdata=None), status=413, error=_(
        "The file is larger than %(mb)s MB: this is not a file Domino Table exported.",
        mb=f"{limit / 2**20:g}"))
