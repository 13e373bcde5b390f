"""Setting up an event: its form (the event's fields, and the game's own options from
that game's new-game form in the registry) and the event it creates, with round 1
seated."""
import secrets

from flask import Blueprint, abort, redirect, request, url_for
from wtforms.fields.choices import SelectChoice

from extensions import db
from models import Entry, Player, Tournament
from web.rendering import render
from web.form_messages import error_lines
from web.i18n import gettext as _
from views.games.registry import KINDS
from views.night.clock import time_zone
from views.night.forms import EventForm, parse_entries
from views.night.finals import check_finals
from views.night.seating import seat_round

bp = Blueprint("night_setup", __name__)


@bp.get("/events/new")
def new():
    """The new-event form for the game `?kind=` (the first registered by default)."""
    kind = KINDS.get(request.args.get("kind", next(iter(KINDS))))
    if kind is None:
        abort(404)
    return _page(kind, EventForm(), game_form(kind))


@bp.get("/events")
def refused():
    """Where a refused new-event form was posted, asked for again (a reload, the
    language switch): the new-event form of the game `?kind=` (the form's address
    names it), not an error page."""
    kind = request.args.get("kind")
    return redirect(url_for("night_setup.new", kind=kind if kind in KINDS else None), 303)


@bp.post("/events")
def create():
    kind = KINDS.get(request.form.get("kind", ""))
    if kind is None:
        kind = next(iter(KINDS.values()))
        return _page(kind, EventForm(), game_form(kind), _("There is no such game."), 422)
    form, options_form = EventForm(), game_form(kind)
    valid = form.validate_on_submit()
    options_form.validate()
    if not valid or _option_errors(options_form):
        return _page(kind, form, options_form, status=422)
    try:
        options = options_form.options(form.table_size.data)
        per_side = options.players // options.sides
        entries = parse_entries(form.entries.data, per_side)
        if len(entries) < options.sides:
            raise ValueError(_("Enter at least %(n)s entries: one table's worth.",
                               n=options.sides))
        check_finals(int(form.finals.data), options.sides, len(entries))
    except ValueError as error:
        return _page(kind, form, options_form, str(error), 422)
    event = _event(form, kind, options.to_json(), entries)
    seat_round(event)  # commits the event with its first round: both, or neither
    return redirect(event.url, 303)


def game_form(kind):
    """`kind`'s new-game form for its options alone: its seats and first player are
    the event's to fill, table by table (four seats shown filled, so a game's options
    for four, such as partnerships, are offered)."""
    form = kind.new_form()
    for i, seat in enumerate(form.seats):
        seat.choices = [SelectChoice(i, str(i))]
        seat.data = i
    form.first.choices = [SelectChoice("random", _("Drawn at random by the app"))]
    form.first.data = "random"
    return form


def _option_errors(options_form):
    return error_lines(options_form, skip=("seats", "first"))


def _event(form, kind, options, entries):
    seed = form.seed.data if form.seed.data is not None else secrets.randbelow(2**31)
    event = Tournament(name=form.name.data, kind=kind.name, options=options,
                       best_of=int(form.best_of.data), round_minutes=form.round_minutes.data,
                       rounds=form.rounds.data, bye_rule=form.bye_rule.data, seed=seed,
                       time_level=form.time_level.data, finals=int(form.finals.data),
                       tie_breaks=form.tie_breaks.data,
                       time_zone=time_zone(form.time_zone.data))
    event.entries = [Entry(number=n, name=name, player_ids=[Player.named(p).id for p in names])
                     for n, (name, names) in enumerate(entries, start=1)]
    db.session.add(event)
    db.session.flush()  # the event's and entries' ids, for seating round 1
    return event


def _page(kind, form, options_form, error=None, status=200):
    return render("night/new.html", kind=kind, kinds=KINDS.values(), form=form,
                  options_form=options_form,
                  error_lines=error_lines(form) + _option_errors(options_form),
                  error=error, status=status)
