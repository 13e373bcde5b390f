"""The standalone checker (RULES G7): settle an argument about a position with no
game logged, one tab a game (a layout or a chain built by tapping, a trick under a
trump, and the tile in question). Everything is in the URL (GET,
nothing stored), so a position can be shared; the rules build it and judge the
question (`rules.<game>.position`, `check`); each game's tab is its `Kind.checker`."""
from flask import Blueprint, abort, request

from rules import IllegalAction
from web.rendering import render
from web.form_messages import form_errors
from web.i18n import gettext as _
from views.games.registry import KINDS
from views.games.wording import with_names

bp = Blueprint("checker", __name__)


def checkers():
    """The games with a checker tab, in the registry's order."""
    return [kind for kind in KINDS.values() if kind.checker is not None]


@bp.get("/check")
@bp.get("/check/<game>")
def page(game=None):
    """The standalone checker for `game` (the first game's tab by default), at the
    position and question in the URL."""
    tabs = checkers()
    kind = KINDS.get(game) if game is not None else tabs[0]
    if kind is None or kind.checker is None:
        abort(404)
    form = kind.checker.form(request.args)
    context = {"kind": kind, "tabs": tabs, "form": form, "card": None, "error": None}
    if not form.validate():
        context["error"] = _("That link does not describe a position: %(why)s",
                             why=form_errors(form))
        return render("checker.html", status=422, **context)
    try:
        context.update(kind.checker.build(form, kind))
    except IllegalAction as refusal:
        context["error"] = _("That position cannot arise: %(why)s (RULES §%(s)s)",
                             why=with_names(refusal.message), s=refusal.section)
        return render("checker.html", status=422, **context)
    return render("checker.html", **context)
