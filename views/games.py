"""Game screens: show a game, log actions, check one, undo, play again, follow other
phones.
Each view parses the post, asks `rules`, appends to the log, renders."""
import functools
import random
import re

from flask import Blueprint, abort, g, redirect, request, url_for
from htmx_flask import request as hx_request
from sqlalchemy import bindparam, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import contains_eager, joinedload

from extensions import db
from models import Event, Game, Session
from models.game import GameRow
from models.log import NothingToUndo, Reseated, StaleAction, append, append_undo, \
    game_states, logged_on, projection_of
from rules import IllegalAction
from rules.errors import Verdict
from views import render, score_working, tiles, wants_blocks
from views.checker import check_context, shown_for
from views.forms import whole_number
from views.fragments import form_csrf_token, kept, kept_each, shared_fragments
from views.game_forms import ActionForm, ActionPost, CheckForm, SeqForm
from views.game_start import start
from views.home import remember
from views.i18n import gettext as _, language
from views.kinds import KINDS
from views.night.held import held_by, table_heading
from views.night.next_game import decided_refusal
from views.screen import check_first_seat, side_calls
from views.form_messages import form_errors

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
BLOCKS = ("handnote", "scoreboard", "board", "lastplay", "panel")


def _game_by(link):
    """The query for a game with its session and seats, by id and a session link."""
    return (select(Game).join(Game.session)
            .where(Game.id == bindparam("game_id"), link == bindparam("token"))
            .options(contains_eager(Game.session), joinedload(Game.seats)))


def _seq_by(link):
    """The query for a game's latest seq, by id and a session link: a poll's question.
    In Core (table columns, no ORM entity): a poll runs it and nothing else."""
    game, table = Game.__table__, Session.__table__
    return (select(game.c.last_seq).select_from(game.join(table))
            .where(game.c.id == bindparam("game_id"), table.c[link] == bindparam("token")))


# Built once: building this statement (and its cache key) costs more than running it.
BY_EDIT_LINK = _game_by(Session.edit_token)
BY_VIEW_LINK = _game_by(Session.view_token)
SEQ_BY_EDIT_LINK = _seq_by("edit_token")
SEQ_BY_VIEW_LINK = _seq_by("view_token")
ROW_BY_EDIT_LINK = GameRow.query("edit_token")
ROW_BY_VIEW_LINK = GameRow.query("view_token")


def game_by_link(token, game_id, query=BY_EDIT_LINK):
    """The game `game_id` of the session whose edit link (or, with BY_VIEW_LINK, its
    read-only link) is `token`, with its session and seats, in one query; 404 for
    anything else."""
    game = db.session.execute(query, {"game_id": game_id, "token": token}) \
        .unique().scalar_one_or_none()
    if game is None:
        abort(404)
    return game


def game_for_screen(token, game_id, read_only=False):
    """The game as `game_by_link` finds it, for a response that renders its screen: a
    GameRow (plain values, one Core query) when the response is the screen's blocks,
    whose templates read nothing more; the Game for a whole page."""
    if not wants_blocks():
        return game_by_link(token, game_id, BY_VIEW_LINK if read_only else BY_EDIT_LINK)
    game = GameRow.load(db.session.connection(),
                        ROW_BY_VIEW_LINK if read_only else ROW_BY_EDIT_LINK, game_id, token)
    if game is None:
        abort(404)
    return game


@bp.get("/s/<token:token>/g/<id:game_id>")
def show(token, game_id):
    """The game screen; `?check=1` opens it in check mode (RULES G7)."""
    game = game_by_link(token, game_id)
    # A phone that opened a game by the table's QR code knows its session from then on,
    # as if it had opened the session's page: on its home page, and for the player
    # pages the review links to.
    return remember(render(KINDS[game.kind].template, *BLOCKS,
                           **_screen(game, checking=bool(request.args.get("check"))),
                           event_table=table_heading(game.session_id)), token)


@bp.get("/v/<token:view_token>/g/<id:game_id>")
def view(view_token, game_id):
    game = game_by_link(view_token, game_id, BY_VIEW_LINK)
    return render(KINDS[game.kind].template, **_screen(game, read_only=True),
                  event_table=table_heading(game.session_id))


@bp.get("/s/<token:token>/g/<id:game_id>/working")
def working(token, game_id):
    """How side `?side=N` made its score: a fragment for the scoreboard's popover."""
    return _working(game_by_link(token, game_id))


@bp.get("/v/<token:view_token>/g/<id:game_id>/working")
def view_working(view_token, game_id):
    return _working(game_by_link(view_token, game_id, BY_VIEW_LINK))


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
    return _poll(token, game_id)


@bp.get("/v/<token:view_token>/g/<id:game_id>/poll")
def view_poll(view_token, game_id):
    return _poll(view_token, game_id, read_only=True)


def _poll(token, game_id, read_only=False):
    """Most polls find nothing new: that answer costs one small query, and only a phone
    that is behind loads the game."""
    with db.engine.connect() as connection:  # no ORM session: nothing here needs one
        seq = connection.execute(SEQ_BY_VIEW_LINK if read_only else SEQ_BY_EDIT_LINK,
                                 {"game_id": game_id, "token": token}).scalar_one_or_none()
    if seq is None:
        abort(404)
    if request.args.get("seq", type=whole_number) == seq:
        return "", 204
    checking = not read_only and bool(request.args.get("check"))
    return _fragments(token, game_id, seq, lambda: game_for_screen(token, game_id, read_only),
                      read_only, checking)


def _fragments(token, game_id, seq, load, read_only=False, checking=False, new=False):
    """The screen's blocks at `seq`, out of band, as the table's phones all see them:
    for htmx, rendered once per (link, game, seq, check mode, language) by this server's
    workers and shared (views.fragments), so `load()` (the Game) runs only on a miss;
    the whole page for anything else. `new`: this request has just logged `seq`."""
    def blocks():
        return render(KINDS[(game := load()).kind].template, *BLOCKS,
                      **_screen(game, oob=True, read_only=read_only, checking=checking))
    if not wants_blocks():
        return blocks()
    key = (token, game_id, seq, read_only, checking, language())
    fragments = shared_fragments()
    g.compress_key = f"{id(fragments)}{key}"  # and compressed once (views.fast_paths)
    g.fragment_key, g.fragment_files = key, fragments.files
    g.fragment_new = new  # nobody has compressed it yet: the files are not read
    return fragments.get(key, blocks, new=new)


@bp.post("/s/<token:token>/g/<id:game_id>/actions")
def act(token, game_id):
    game = game_for_screen(token, game_id)
    kind = KINDS[game.kind]
    post = ActionPost.read(request.form, kind)
    if post is None:  # the form reads it, and says what is wrong with it
        form = ActionForm()
        action, refusal = _posted_action(game, form)
        if refusal:
            return refusal
        post = ActionPost(form.seq.data, form.seat.data, form.do.data, action)
    action = post.action
    tap = request.form.get("tap", "")
    tap = tap if TAP.fullmatch(tap) else None
    if tap and post.seq < game.last_seq and logged_on(game, post.seq, action, tap):
        return _already(game)
    if post.seq != game.last_seq:
        return _stale(game, ahead=post.seq > game.last_seq)
    if (nobody := _no_such_seat(game, action)) is not None:
        return nobody
    try:
        before = game_states().get(game, kind.rules)
        check_first_seat(game, before, action, kind.first_phase)
        state = kind.rules.apply(before, action)
    except IllegalAction as refusal:  # the screen puts it into words, with names
        return _refuse(game, refusal.message, refusal.section, 422,
                       take_back=refusal.take_back, reported=_reported(action),
                       **kind.misplay(action, refusal))
    question = not post.confirmed and kind.question(before, state, action)
    if question:  # asked first, on a page of its own state: nothing is logged yet
        db.session.rollback()
        return render(kind.template, *BLOCKS, **_screen(game, oob=True, confirming={
            "question": question, "do": f"{post.do} confirmed", "seat": post.seat}))
    try:
        event = append(game, post.seq, action, projection_of(state), tap)
    except Reseated:
        return _stale(game, reseated=True)
    except StaleAction:
        return _stale(game)
    game_states().advance(game, event.seq, state)
    return _accepted(game)


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
    return None, _refuse(game, why, None, 422, checking=checking)


def _no_such_seat(game, action, checking=False):
    """The 422 refusal of an action by a seat this game does not have (only a made-up
    post names one), or None."""
    seat = action.get("seat")
    if seat is None or 0 <= seat < len(game.seats):
        return None
    names = [s.player.name for s in game.seats]
    return _refuse(game, _("Nobody sits in that seat: this table's players are %(names)s.",
                           names=", ".join(names)), "G4", 422, checking=checking)


@bp.post("/s/<token:token>/g/<id:game_id>/check")
def check(token, game_id):
    """The dispute checker (RULES G7): the verdict on an action, as if it were logged,
    with the tiles the player shows; nothing is recorded."""
    game = game_by_link(token, game_id)
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
    return render(kind.template, *BLOCKS,
                  **_screen(game, oob=True, checking=True, verdict=verdict, asked=form))


@bp.post("/s/<token:token>/g/<id:game_id>/undo")
def undo(token, game_id):
    game = game_by_link(token, game_id)
    form = SeqForm()
    if not form.validate_on_submit():
        return _refuse(game, _("That post was not an undo: %(why)s", why=form_errors(form)),
                       None, 422)
    if (held := held_by(game.session_id)) is not None and held.holds(game.id):
        return _refuse(game, _(
            "Round %(round)s of %(event)s is decided: round %(next)s was seated from this "
            "table's result, so it is not undone here. The organiser can reopen it on the "
            "event's page.", round=held.table.match.round, event=held.event.name,
            next=held.table.match.round + 1), None, 422)
    kind = KINDS[game.kind]
    module = kind.rules
    options = module.Options.from_json(game.options)
    undone, voids, firsts, seq = {}, [], {}, form.seq.data

    def projection(actions):
        undone["state"] = module.replay(options, actions)
        return projection_of(undone["state"])
    for _time in range(form.times.data or 1):  # each undo is an event (RULES G6)
        try:
            event = append_undo(game, seq, projection)
        except StaleAction:
            return _stale(game, ahead=seq > game.last_seq)
        except NothingToUndo:
            if voids:
                break
            return _refuse(game, _("There is nothing to undo."), "G6", 422)
        game_states().advance(game, event.seq, undone["state"])
        voids.append(event.payload["voids"])
        firsts[voids[-1]] = kind.first_tile(undone["state"])  # as it met it
        seq = event.seq
    voided = db.session.execute(select(Event.seq, Event.payload).where(
        Event.game_id == game.id, Event.seq.in_(voids)).order_by(Event.seq.desc())).all()
    names = [seat.player.name for seat in game.seats]
    return _accepted(game, notice=_("Undone: %(what)s", what="; ".join(
        kind.action_words(payload, names, firsts[seq]) for seq, payload in voided)))


@bp.post("/s/<token:token>/g/<id:game_id>/again")
def again(token, game_id):
    """A new game with the same seats and options; the app draws the first leader.
    Every phone that taps it, at once or later, lands on the same new game. At an
    event's table it is the match's next game, refused once the match is decided."""
    game = game_by_link(token, game_id)
    if not game.is_over:
        return _refuse(game, _("Play again starts a new game once this one is over."),
                       None, 422)
    follow_up = select(Game.id).where(Game.again_of == game.id)
    new_id = db.session.scalar(follow_up)
    # At an event's table a decided match starts no game the event would not count.
    if new_id is None and (held := held_by(game.session_id)) is not None \
            and (why := decided_refusal(held)) is not None:
        return _refuse(game, why, None, 422)
    if new_id is None:
        seats = [s.player_id for s in game.seats]
        try:
            new_id = start(game.session, KINDS[game.kind], game.options, seats,
                            random.randrange(len(seats)), again_of=game.id).id
        except IntegrityError:  # another phone started it first: go to that one
            db.session.rollback()
            new_id = db.session.scalar(follow_up)
    return redirect(url_for(".show", token=token, game_id=new_id), 303)


def _screen(game, checking=False, verdict=None, asked=None, notice=None, take_back=0,
            reported=None, **extra):
    """The template context of `game`'s screen; in check mode (RULES G7) with the
    `verdict` on the action `asked` (a CheckForm); `notice` says what just happened;
    `take_back` offers to undo that many of the latest actions (a refusal's remedy);
    `reported`, a refused report as its form shows it again (`_reported`)."""
    kind = KINDS[game.kind]
    state = game_states().get(game, kind.rules)
    context = kind.context(game, state, kind.rules, **extra)
    context["notice"] = notice
    context["take_back"] = take_back
    context["reported"] = reported
    # Undo takes back the latest live action (RULES G6): none once every one is undone.
    first = _first_state(kind.rules, state.options)
    context["undoable"] = bool(game.last_seq) and state != first
    if checking:
        context.update(check_context(game, kind, context, verdict, asked))
    return context


@functools.lru_cache(maxsize=64)
def _first_state(module, options):
    """The rules state of a game of `options` before its first action."""
    return module.new_game(options)


def _accepted(game, notice=None):
    if hx_request.htmx and notice is None:
        return _fragments(game.session.edit_token, game.id, game.last_seq, lambda: game,
                          new=True)
    if hx_request.htmx:
        return render(KINDS[game.kind].template, *BLOCKS,
                      **_screen(game, oob=True, notice=notice))
    return redirect(url_for(".show", token=game.session.edit_token, game_id=game.id), 303)


def _refuse(game, message, section, status, checking=False, take_back=0, **extra):
    """The screen as it was, with the reason; nothing was logged. `message` is an
    engine's `Msg` (the screen translates it, naming the players) or a view's words
    already in the request's language; `take_back` offers to undo that many actions;
    `extra` goes to the game's screen context (e.g. `misplay`)."""
    db.session.rollback()
    return render(KINDS[game.kind].template, *BLOCKS, status=status,
                  **_screen(game, oob=True, error=message, section=section,
                            checking=checking, take_back=take_back, **extra))


def _already(game):
    """200: this very action stands at the seq its post was made on (its answer was
    lost on the way back); the screen as the log stands, saying so."""
    return _accepted(game, notice=_("Logged already: this phone's tap had reached the "
                                    "table; only the answer was lost."))


def _stale(game, ahead=False, reseated=False):
    """409: the post saw another `seq` than the log's last; `ahead` when it claims
    events the log does not hold (a screen from before a restore, or a post made up);
    `reseated` when the organiser moved players at the table before its first action."""
    if isinstance(game, GameRow):  # read it again, as it now stands
        db.session.rollback()
        game = game_for_screen(game.session.edit_token, game.id)
    else:
        db.session.expire(game)
    if reseated:
        return _refuse(game, _("The organiser moved players at this table: nothing was "
                               "logged. This screen now shows who sits where."), None, 409)
    if ahead:
        return _refuse(game, _("This screen showed actions the table's log does not hold. "
                               "It now shows the log as it stands."), None, 409)
    return _refuse(game, _("The table moved on: another phone logged an action first. "
                           "This screen now shows it."), None, 409)
