"""The game screen's routes: show a game, log an action, check one, undo, play again,
follow other phones. Each view reads the post, asks `rules`, appends to the log, and
answers through views.table.answer."""
import random
import re

from flask import Blueprint, abort, redirect, request, url_for
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from extensions import db
from models import Event, Game
from models.log import NothingToUndo, Reseated, StaleAction, append, append_undo, \
    game_states, logged_on, projection_of
from rules import IllegalAction
from rules.errors import Verdict
from views.games import tiles
from views.games.checker import shown_for
from views.games.registry import KINDS
from views.games.screen import check_first_seat, side_calls
from views.night.held import held_by, table_heading
from views.night.next_game import decided_refusal
from views.night.timing import after_post, mark_of, play_refusal
from views.table import answer, score_working
from views.table.new_game import start
from views.table.posts import ActionForm, ActionPost, CheckForm, SeqForm
from web.form_messages import form_errors
from web.forms import whole_number
from web.fragments import form_csrf_token, kept, kept_each
from web.i18n import gettext as _
from web.my_sessions import remember
from web.rendering import render

bp = Blueprint("games", __name__)
bp.add_app_template_global(tiles.standing, "standing_svg")
bp.add_app_template_global(tiles.placed_all, "placed_svgs")
bp.add_app_template_global(tiles.place)
bp.add_app_template_global(tiles.picks)
bp.add_app_template_global(kept)
bp.add_app_template_global(kept_each)
bp.add_app_template_filter(tiles.unbroken)
bp.add_app_template_global(form_csrf_token)
bp.add_app_template_global(side_calls)

# A phone's id for one tap (static/phone.js), kept with the event it logs.
TAP = re.compile(r"[\w-]{8,32}")


@bp.get("/s/<token:token>/g/<id:game_id>")
def show(token, game_id):
    """The game screen; `?check=1` opens it in check mode (RULES G7)."""
    game = Game.by_link(token, game_id)
    # A phone that opened a game by the table's QR code knows its session from then on,
    # as if it had opened the session's page: on its home page, and for the player
    # pages the review links to.
    return remember(render(KINDS[game.kind].template, *answer.BLOCKS,
                           **answer.screen(game, checking=bool(request.args.get("check"))),
                           event_table=table_heading(game.session_id)), token)


@bp.get("/v/<token:view_token>/g/<id:game_id>")
def view(view_token, game_id):
    game = Game.by_link(view_token, game_id, read_only=True)
    return render(KINDS[game.kind].template, **answer.screen(game, read_only=True),
                  event_table=table_heading(game.session_id))


@bp.get("/s/<token:token>/g/<id:game_id>/working")
def working(token, game_id):
    """How side `?side=N` made its score: a fragment for the scoreboard's popover."""
    return _working(Game.by_link(token, game_id))


@bp.get("/v/<token:view_token>/g/<id:game_id>/working")
def view_working(view_token, game_id):
    return _working(Game.by_link(view_token, game_id, read_only=True))


def _working(game):
    kind = KINDS[game.kind]
    state = game_states().get(game, kind.rules)
    side = request.args.get("side", type=whole_number)
    if side is None or not 0 <= side < len(state.scores):
        abort(404, description=_("This game has no such side to show the working of."))
    names = [seat.player.name for seat in game.seats]
    return render("_working.html", **score_working.working(kind, state, names, side))


@bp.get("/s/<token:token>/g/<id:game_id>/poll")
def poll(token, game_id):
    """Brings a phone up to date when another phone logged something (204: nothing new)."""
    return answer.poll(token, game_id)


@bp.get("/v/<token:view_token>/g/<id:game_id>/poll")
def view_poll(view_token, game_id):
    return answer.poll(view_token, game_id, read_only=True)


@bp.post("/s/<token:token>/g/<id:game_id>/actions")
def act(token, game_id):
    game = answer.game_for_screen(token, game_id)
    kind = KINDS[game.kind]
    post = ActionPost.read(request.form, kind)
    if post is None:  # the form reads it, and says what is wrong with it
        form = ActionForm()
        action, refusal = _posted_action(game, form)
        if refusal:
            return refusal
        post = ActionPost(form.seq.data, form.seat.data, form.do.data, action)
    action = post.action
    tap = _tap()
    if tap and post.seq < game.last_seq and logged_on(game, post.seq, action, tap):
        return answer.already(game)
    if post.seq != game.last_seq:
        return answer.stale(game, ahead=post.seq > game.last_seq)
    if (nobody := _no_such_seat(game, action)) is not None:
        return nobody
    mark = mark_of(game.session_id)  # an event's table ended by time (views.night.timing)
    if (ended := play_refusal(mark, game)) is not None:
        return answer.refuse(game, ended, None, 422)
    try:
        before = game_states().get(game, kind.rules)
        check_first_seat(game, before, action, kind.first_phase)
        state = kind.rules.apply(before, action)
    except IllegalAction as refusal:  # the screen puts it into words, with names
        return answer.refuse(game, refusal.message, refusal.section, 422,
                       take_back=refusal.take_back, reported=_reported(action),
                       **kind.misplay(action, refusal))
    question = not post.confirmed and kind.question(before, state, action)
    if question:  # asked first, on a page of its own state: nothing is logged yet
        db.session.rollback()
        return render(kind.template, *answer.BLOCKS, **answer.screen(game, oob=True, confirming={
            "question": question, "do": f"{post.do} confirmed", "seat": post.seat}))
    try:
        event = append(game, post.seq, action, projection_of(state), tap)
    except Reseated:
        return answer.stale(game, reseated=True)
    except StaleAction:
        return answer.stale(game)
    game_states().advance(game, event.seq, state)
    after_post(game, before, state, mark)
    return answer.accepted(game)


def _tap():
    """The posting phone's id for this tap (static/phone.js), or None."""
    tap = request.form.get("tap", "")
    return tap if TAP.fullmatch(tap) else None


def _reported(action):
    """A refused report's tiles and pips (RULES G8), for its form to show them again as
    they were tapped or typed, so a report one tile short is put right with one tap;
    None for any other action."""
    if action.get("type") != "reveal":
        return None
    return {"seat": action.get("seat"), "tiles": frozenset(action.get("tiles") or ()),
            "pips": action.get("pips")}


def _posted_action(game, form, checking=False):
    """(the action posted in `form`, an ActionForm or CheckForm, as `game`'s rules read
    it, None), or (None, the 422 refusal) for a post that is not one of its actions."""
    if not form.validate_on_submit():
        why = _("That post was not an action: %(why)s", why=form_errors(form))
    elif (action := form.action(KINDS[game.kind])) is None:
        why = _("That is not an action of this game.")
    else:
        return action, None
    return None, answer.refuse(game, why, None, 422, checking=checking)


def _no_such_seat(game, action, checking=False):
    """The 422 refusal of an action by a seat this game does not have (only a made-up
    post names one), or None."""
    seat = action.get("seat")
    if seat is None or 0 <= seat < len(game.seats):
        return None
    names = [s.player.name for s in game.seats]
    return answer.refuse(game, _("Nobody sits in that seat: this table's players are %(names)s.",
                           names=", ".join(names)), "G4", 422, checking=checking)


@bp.post("/s/<token:token>/g/<id:game_id>/check")
def check(token, game_id):
    """The dispute checker (RULES G7): the verdict on an action, as if it were logged,
    with the tiles the player shows; nothing is recorded."""
    game = Game.by_link(token, game_id)
    form = CheckForm()
    action, refusal = _posted_action(game, form, checking=True)
    if refusal:
        return refusal
    if (nobody := _no_such_seat(game, action, checking=True)) is not None:
        return nobody
    kind = KINDS[game.kind]
    module = kind.rules
    state = game_states().get(game, module)
    try:
        check_first_seat(game, state, action, kind.first_phase)
    except IllegalAction as refusal:
        verdict = Verdict(False, refusal.section, refusal.message)
    else:
        verdict = module.check(state, action, hand=shown_for(action, form.hand.data))
    db.session.rollback()
    return render(kind.template, *answer.BLOCKS,
                  **answer.screen(game, oob=True, checking=True, verdict=verdict, asked=form))


@bp.post("/s/<token:token>/g/<id:game_id>/undo")
def undo(token, game_id):
    game = Game.by_link(token, game_id)
    form = SeqForm()
    if not form.validate_on_submit():
        return answer.refuse(game, _("That post was not an undo: %(why)s", why=form_errors(form)),
                       None, 422)
    if (held := held_by(game.session_id)) is not None and held.holds(game.id):
        return answer.refuse(game, _(
            "Round %(round)s of %(event)s is decided: round %(next)s was seated from this "
            "table's result, so it is not undone here. The organiser can reopen it on the "
            "event's page.", round=held.table.match.round, event=held.event.name,
            next=held.table.match.round + 1), None, 422)
    tap, seq = _tap(), form.seq.data
    if tap and seq < game.last_seq and logged_on(game, seq, None, tap):
        return answer.already(game)  # this phone's Undo stands; its answer was lost
    if (ended := play_refusal(mark_of(game.session_id), game)) is not None:
        return answer.refuse(game, ended, None, 422)
    kind = KINDS[game.kind]
    module = kind.rules
    options = module.Options.from_json(game.options)
    undone, voids, firsts = {}, [], {}

    def projection(actions):
        undone["state"] = module.replay(options, actions)
        return projection_of(undone["state"])
    for _time in range(form.times.data or 1):  # each undo is an event (RULES G6)
        try:
            event = append_undo(game, seq, projection, tap if not voids else None)
        except StaleAction:
            return answer.stale(game, ahead=seq > game.last_seq)
        except NothingToUndo:
            if voids:
                break
            return answer.refuse(game, _("There is nothing to undo."), "G6", 422)
        game_states().advance(game, event.seq, undone["state"])
        voids.append(event.payload["voids"])
        firsts[voids[-1]] = kind.first_tile(undone["state"])  # as it met it
        seq = event.seq
    voided = db.session.execute(select(Event.seq, Event.payload).where(
        Event.game_id == game.id, Event.seq.in_(voids)).order_by(Event.seq.desc())).all()
    names = [seat.player.name for seat in game.seats]
    return answer.accepted(game, notice=_("Undone: %(what)s", what="; ".join(
        kind.action_words(payload, names, firsts[seq]) for seq, payload in voided)))


@bp.post("/s/<token:token>/g/<id:game_id>/again")
def again(token, game_id):
    """A new game with the same seats and options; the app draws the first leader.
    Every phone that taps it, at once or later, lands on the same new game. At an
    event's table it is the match's next game, refused once the match is decided."""
    game = Game.by_link(token, game_id)
    if not game.is_over:
        return answer.refuse(game, _("Play again starts a new game once this one is over."),
                       None, 422)
    follow_up = select(Game.id).where(Game.again_of == game.id)
    new_id = db.session.scalar(follow_up)
    # At an event's table a decided match starts no game the event would not count.
    if new_id is None and (held := held_by(game.session_id)) is not None \
            and (why := decided_refusal(held)) is not None:
        return answer.refuse(game, why, None, 422)
    if new_id is None:
        seats = [s.player_id for s in game.seats]
        try:
            new_id = start(game.session, KINDS[game.kind], game.options, seats,
                            random.randrange(len(seats)), again_of=game.id).id
        except IntegrityError:  # another phone started it first: go to that one
            db.session.rollback()
            new_id = db.session.scalar(follow_up)
    return redirect(url_for(".show", token=token, game_id=new_id), 303)
