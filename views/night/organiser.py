"""The organiser's pages of an event: every table of the round live, the round's
clock, seating the next round, the corrections; the seating as a list and as
printable table cards with each table's QR code."""
from flask import Blueprint, abort, current_app, redirect, request
from wtforms.fields.choices import SelectChoice

from models import Tournament
from web.rendering import render
from web.forms import posted_twice, whole_number
from web.i18n import gettext as _
from views.night.clock import clock_seconds, event_time
from views.night.corrections import Refused, correct
from views.night.evening import EVENING, correct_evening
from views.night.finals import event_bracket, last_round, round_name, round_title, \
    seat_words
from views.night.live import corrections_of, event_standings, event_version, live_tables, \
    round_clock, round_done, table_line, tables_of
from views.night.remembered import remember_event
from views.night.results import halves
from views.night.seating import seat_round
from views.table.invite import qr_svg, table_link

bp = Blueprint("night", __name__)
bp.add_app_template_global(table_line)  # the event's pages: a table's line, kept
bp.add_app_template_filter(halves)  # 1½: a draw is half a match won
bp.add_app_template_filter(event_time)  # a correction's time, in the event's zone
for _global in (round_name, round_title, last_round, seat_words):  # the rounds' and stages' words
    bp.add_app_template_global(_global)
CORRECTIONS = ("void", "restore", "time", "untime", "move", "reopen")
# Taps that cannot be casually undone: each asks again, in place (a second post with
# confirm=yes), which works on any phone and without JavaScript.
CONFIRMED = ("void", "time", "withdraw", "forfeit")


@bp.get("/events/<token:token>")
def organiser(token):
    """The organiser's page: the round's tables, live (the block `live` is polled).
    The device remembers the event for its home page."""
    html, status = _organiser(Tournament.by_edit_token(token))
    return remember_event(current_app.make_response((html, status)), token)


@bp.get("/events/<token:token>/live")
def live(token):
    """The organiser page's live block: what htmx polls every few seconds (204 while
    nothing changed since the version `?v=` the page shows)."""
    event = Tournament.by_edit_token(token)
    if request.args.get("v") == event_version(event):
        return "", 204
    return _organiser(event, blocks=("live",))


@bp.get("/events/<token:token>/rounds")
@bp.get("/events/<token:token>/corrections")
def refused(token):
    """Where a refused round or correction was posted, asked for again (a reload, the
    language switch): the organiser's page, not an error page."""
    return redirect(Tournament.by_edit_token(token).url, 303)


@bp.post("/events/<token:token>/rounds")
def next_round(token):
    """Seats the next round once every table of this one is decided."""
    event = Tournament.by_edit_token(token)
    if not round_done(tables_of(event, event.round), event.round):
        return _organiser(event, error=_("The round is still being played."), status=422)
    try:
        seat_round(event)
    except ValueError as error:
        return _organiser(event, error=str(error), status=409)
    return redirect(event.url, 303)


@bp.post("/events/<token:token>/corrections")
def corrections(token):
    """A correction: `do` (void, restore, time, untime, reopen: with `table`, the match; move:
    with `entry` and `other`, the two entries that swap places; or one of
    views.night.evening.EVENING). Void, end by time, withdraw and forfeit are asked
    again first: without `confirm=yes` the page shows the question and changes
    nothing."""
    event = Tournament.by_edit_token(token)
    what = request.form.get("do")
    if what in CONFIRMED and request.form.get("confirm") != "yes" \
            and not posted_twice(request.form) \
            and (question := _confirmation(event, request.form)) is not None:
        return _organiser(event, confirm=question)
    if what in EVENING and not posted_twice(request.form, ("do", "entry", "table", "winner",
                                                           "name")):
        try:
            correct_evening(event, what, request.form)
        except Refused as refusal:
            return _organiser(event, error=str(refusal), status=422)
        return redirect(event.url, 303)
    numbers = {name: _whole(request.form.get(name)) for name in ("table", "entry", "other")}
    needs = ("entry", "other") if what == "move" else ("table",)
    twice = posted_twice(request.form, ("do", *numbers))
    if what not in CORRECTIONS or twice or any(numbers[name] is None for name in needs):
        return _organiser(event, error=_("That post was not a correction."), status=422)
    try:
        correct(event, what, numbers["table"], numbers["entry"], numbers["other"])
    except Refused as refusal:
        return _organiser(event, error=str(refusal), status=422)
    return redirect(event.url, 303)


@bp.get("/events/<token:token>/seating")
def seating(token):
    """Round `?round=N`'s seating as a list (the round being played by default)."""
    return _seating(Tournament.by_edit_token(token), "night/seating.html")


@bp.get("/events/<token:token>/cards")
def cards(token):
    """Round `?round=N`'s table cards, to print: each with its table's QR code, the
    edit link of that table's game."""
    return _seating(Tournament.by_edit_token(token), "night/cards.html", with_qr=True)


def _seating(event, template, with_qr=False):
    number = request.args.get("round", event.round, type=whole_number)
    if not 1 <= number <= event.round:
        abort(404)
    tables = tables_of(event, number)
    for table in tables:
        table.link = table_link_of(table) if table.games else None
        if with_qr and table.link:
            table.qr = qr_svg(table.link, _("QR code of table %(n)s", n=table.match.table_no))
    return render(template, event=event, number=number, tables=tables)


def _whole(text):
    """A posted id read by the app's one rule for numbers (web.forms.whole_number),
    else None."""
    try:
        return whole_number(text)
    except ValueError:
        return None


def table_link_of(table):
    """The absolute edit link of the table's first game (its phones open it)."""
    game = table.games[0]
    return table_link("games.show", token=table.edit_token, game_id=game.id)


def _confirmation(event, form):
    """The question a tap that cannot be casually undone asks before it is made: the
    posted fields (kept, to post again with confirm=yes) and the words; None for a
    post that names no table or entry (the correction then refuses it)."""
    what, entries = form.get("do"), {e.id: e for e in event.entries}
    table = next((t for t in tables_of(event) if t.match.id == _whole(form.get("table"))),
                 None) if what != "withdraw" else None
    where = _("Round %(r)s, table %(t)s", r=table.match.round, t=table.match.table_no) \
        if table is not None and not table.match.is_bye else None
    entry = entries.get(_whole(form.get("entry" if what == "withdraw" else "winner")))
    if what == "withdraw" and entry is not None:
        question = _("Withdraw %(name)s? It is not seated again from round %(n)s on; its "
                     "results so far stay.", name=entry.name, n=event.round + 1)
    elif what == "forfeit" and where and entry is not None:
        question = _("%(where)s: decide it by forfeit for %(name)s? The others never came.",
                     where=where, name=entry.name)
    elif what == "void" and where:
        question = _("%(where)s: void its result? It then counts for nobody.", where=where)
    elif what == "time" and where:
        question = _("%(where)s: end it by time? The hand in play is its last; then the "
                     "better score wins.", where=where)
    else:
        return None
    fields = [(k, v) for k, v in form.items(multi=True) if k not in ("csrf_token", "confirm")]
    return {"question": question, "fields": fields, "what": what}


def _organiser(event, blocks=(), error=None, status=200, confirm=None):
    version = event_version(event)  # before reading: a later change shows at the next poll
    tables, entries = live_tables(event)
    current = [t for t in tables if t.match.round == event.round]
    done = round_done(current, event.round)
    # The live block alone (a refresh) shows neither the move form nor the corrections.
    whole = "live" not in blocks
    movable = [t for t in current if not any(g.last_seq for g in t.games)] \
        if whole and event.round <= event.rounds else []  # the finals are seated by seed
    move_choices, move_other = _move_choices(movable)
    corrections = corrections_of(event) if whole else []
    return render("night/organiser.html", *blocks, status=status, event=event,
                  tables=current, done=done, clock=round_clock(event, current), error=error,
                  seconds=clock_seconds(event), confirm=confirm,
                  earlier=[t for t in tables if t.match.round < event.round
                           and not t.match.is_bye] if whole else [],
                  standings=event_standings(event, tables, entries), movable=movable,
                  bracket=event_bracket(event, tables),
                  move_choices=move_choices, move_other=move_other,
                  reopenable=_reopenable(tables, event, corrections) if whole else [],
                  corrections=corrections, entries=entries, version=version)


def _reopenable(tables, event, corrections):
    """The tables of earlier rounds whose result may be reopened (not reopened yet), as
    (match id, "Round 1, table 2: Ana v Budi") for the reopen form."""
    done = {(c.payload.get("round"), c.payload.get("table")) for c in corrections
            if c.kind == "reopen"}
    return [SelectChoice(t.match.id, _("Round %(r)s, table %(t)s: %(sides)s", r=t.match.round,
                                       t=t.match.table_no,
                                       sides=" v ".join(e.name for e in t.entries)))
            for t in tables if t.match.round < event.round and not t.match.is_bye
            and (t.match.round, t.match.table_no) not in done]


def _move_choices(movable):
    """The entries that may move, as (entry id, "Table 3: name") for the move form:
    those at tables that have not started, and those with a bye; and the entry id the
    form's "With" starts at: the first at another table than the first entry's (two
    entries of one table cannot swap), None with a single table."""
    choices, other = [], None
    for t in movable:
        where = _("Bye") if t.match.is_bye else _("Table %(n)s", n=t.match.table_no)
        choices += [SelectChoice(e.id, f"{where}: {e.name}") for e in t.entries]
        if other is None and t is not movable[0] and t.entries:
            other = t.entries[0].id
    return choices, other
