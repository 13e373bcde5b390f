"""Starting a game: the new-game form of each registered game (its seats, its rule
options, who acts first) and the game it creates."""
import random

from flask import Blueprint, abort, redirect, request, url_for
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from wtforms.fields.choices import SelectChoice

from extensions import db
from models import Game, Session
from web.rendering import render
from web.form_messages import error_lines
from web.forms import posted_twice
from web.i18n import gettext as _
from views.games.registry import KINDS
from views.night.held import held_by
from views.night.next_game import refusal
from views.table.new_game import start
from views.games.wording import with_names

bp = Blueprint("start", __name__)


@bp.get("/s/<token:token>/games/new")
def new(token):
    """The new-game form of the game `?kind=` (views.games.registry; the first registered game by default)."""
    table = Session.by_edit_token(token)
    kind = KINDS.get(request.args.get("kind", next(iter(KINDS))))
    if kind is None:
        abort(404)
    return _new_page(table, kind, _new_form(table, kind))


@bp.get("/s/<token:token>/games")
def games(token):
    """Where a refused new-game form was posted, asked for again (a reload, Back, the
    language switch): the new-game form of the game `?kind=` (the form's address names
    it)."""
    Session.by_edit_token(token)
    kind = request.args.get("kind")
    return redirect(url_for("start.new", token=token, kind=kind if kind in KINDS else None), 303)


@bp.post("/s/<token:token>/games")
def create(token):
    table = Session.by_edit_token(token)
    kind = KINDS.get(request.form.get("kind", next(iter(KINDS))))
    if kind is None:
        first = next(iter(KINDS.values()))
        return _new_page(table, first, _new_form(table, first),
                         error=_("There is no such game."), status=422)
    form = _new_form(table, kind)
    if twice := posted_twice(request.form):
        field = getattr(form, twice, None)
        label = field.label.text if hasattr(field, "label") else twice
        return _new_page(table, kind, form, error=f"{label}: {_('Given more than once.')}",
                         status=422)
    if not form.validate_on_submit():
        return _new_page(table, kind, form, status=422)
    filled = [i for i, s in enumerate(form.seats) if s.data >= 0]
    seats = [form.seats[i].data for i in filled]
    try:
        if len(set(seats)) != len(seats):
            raise ValueError(_("Each player takes one seat."))
        options = form.options(len(seats))
    except ValueError as error:  # the rules' words (a Msg) or ours, already translated
        said = error.args[0] if error.args else str(error)
        return _new_page(table, kind, form, error=with_names(said), status=422)
    # The form's seats may have gaps (seat 2 empty): the game's seats are the filled
    # ones in order, so the form's "Seat 3" is the game's second seat.
    if form.first.data == "random":
        first = random.randrange(len(seats))
    elif int(form.first.data) in filled:
        first = filled.index(int(form.first.data))
    else:
        return _new_page(table, kind, form, error=_("The first player must sit at the table."),
                         status=422)
    held = held_by(table.id)
    if held is not None:  # an event's table: only the match's next game starts here
        return _next_game(table, kind, form, held, options.to_json(), seats, first)
    game = start(table, kind, options.to_json(), seats, first)
    return redirect(url_for("games.show", token=token, game_id=game.id), 303)


def _next_game(table, kind, form, held, options, seats, first):
    """At an event's table, the match's next game as the form gives it, started from
    the match's latest game (so two phones start one); else the page with the reason
    it is refused, nothing started."""
    if (why := refusal(held, kind.name, options, seats)) is not None:
        return _new_page(table, kind, form, error=why, status=422)
    last = held.last_game
    try:
        game = start(table, kind, options, seats, first, again_of=last.id)
    except IntegrityError:  # another phone started the next game first: go to that one
        db.session.rollback()
        game = db.session.scalar(select(Game).where(Game.again_of == last.id))
    return redirect(url_for("games.show", token=table.edit_token, game_id=game.id), 303)


def _new_form(table, kind):
    form = kind.new_form()
    choices = [SelectChoice(-1, _("(empty seat)"))] + [SelectChoice(p.id, p.name)
                                                        for p in table.players]
    for i, field in enumerate(form.seats):
        field.choices = choices
        if not form.is_submitted():
            field.data = table.players[i].id if i < len(table.players) else -1
    names = {p.id: p.name for p in table.players}
    form.first.choices = [SelectChoice("random", _("Drawn at random by the app"))] + [
        SelectChoice(str(i), _seat_named(i, names.get(field.data))) for i, field in
        enumerate(form.seats)]
    kind.prefill(form, table)
    return form


def _seat_named(i, name):
    """A first-lead choice: "Seat 1: Ana" (the seat's player as the form shows it;
    static/new-game.js follows a change of seat), or "Seat 3" when it is empty."""
    return _("Seat %(n)s: %(name)s", n=i + 1, name=name) if name else _("Seat %(n)s", n=i + 1)


def _new_page(table, kind, form, error=None, status=200):
    """The new-game page; at an event's table (views.night.held) it offers the match's
    next game instead of the form."""
    return render("game_new.html", session=table, kind=kind, kinds=KINDS.values(), form=form,
                  error=error, error_lines=error_lines(form), status=status,
                  held=held_by(table.id))
