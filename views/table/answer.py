"""What the game screen answers: its context, its blocks shared by the table's phones,
a refusal with the screen as it was, an action accepted, a stale post; and a poll. The
routes that post and show are views.table.game."""
import functools

from flask import abort, redirect, request, url_for
from htmx_flask import request as hx_request
from sqlalchemy import bindparam, select

from extensions import db
from models import Game, Match, Session
from models.game import GameRow
from models.log import game_states
from views.games.checker import check_context
from views.games.registry import KINDS
from views.night.timing import mark_of, mark_version, screen_line
from web.forms import whole_number
from web.fragments import shared_fragments
from web.i18n import gettext as _, language
from web.rendering import render, wants_blocks

BLOCKS = ("handnote", "scoreboard", "board", "lastplay", "panel")


def _seq_by(link):
    """The query for a game's latest seq, and the end-by-time mark of its event table
    (views.night.timing; None elsewhere), by id and a session link: a poll's question.
    In Core (table columns, no ORM entity): a poll runs it and nothing else."""
    game, table, match = Game.__table__, Session.__table__, Match.__table__
    return (select(game.c.last_seq, match.c.ended)
            .select_from(game.join(table).outerjoin(match, match.c.session_id == table.c.id))
            .where(game.c.id == bindparam("game_id"), table.c[link] == bindparam("token")))



# Built once: building this statement (and its cache key) costs more than running it.
SEQ_BY_EDIT_LINK = _seq_by("edit_token")
SEQ_BY_VIEW_LINK = _seq_by("view_token")
ROW_BY_EDIT_LINK = GameRow.query("edit_token")
ROW_BY_VIEW_LINK = GameRow.query("view_token")


def game_for_screen(token, game_id, read_only=False):
    """The game as `Game.by_link` finds it, for a response that renders its screen: a
    GameRow (plain values, one Core query) when the response is the screen's blocks,
    whose templates read nothing more; the Game for a whole page."""
    if not wants_blocks():
        return Game.by_link(token, game_id, read_only)
    game = GameRow.load(db.session.connection(),
                        ROW_BY_VIEW_LINK if read_only else ROW_BY_EDIT_LINK, game_id, token)
    if game is None:
        abort(404)
    return game


def poll(token, game_id, read_only=False):
    """Most polls find nothing new: that answer costs one small query, and only a phone
    that is behind loads the game."""
    with db.engine.connect() as connection:  # no ORM session: nothing here needs one
        row = connection.execute(SEQ_BY_VIEW_LINK if read_only else SEQ_BY_EDIT_LINK,
                                 {"game_id": game_id, "token": token}).one_or_none()
    if row is None:
        abort(404)
    seq, marked = row.last_seq, mark_version(row.ended)
    # Nothing new: the same seq, and the same end-by-time line (an event's organiser
    # may have marked the table's last hand: the phones show it at once).
    if request.args.get("seq", type=whole_number) == seq \
            and request.args.get("t", "") == marked:
        return "", 204
    checking = not read_only and bool(request.args.get("check"))
    return fragments(token, game_id, seq, lambda: game_for_screen(token, game_id, read_only),
                     read_only, checking, marked=marked)


def fragments(token, game_id, seq, load, read_only=False, checking=False, new=False,
              marked=None):
    """The screen's blocks at `seq`, out of band, as the table's phones all see them:
    for htmx, rendered once per (link, game, seq, check mode, language) by this server's
    workers and shared (web.fragments), so `load()` (the Game) runs only on a miss;
    the whole page for anything else. `new`: this request has just logged `seq`;
    `marked`: the end-by-time mark's version (views.night.timing), read if not given."""
    def blocks():
        return render(KINDS[(game := load()).kind].template, *BLOCKS,
                      **screen(game, oob=True, read_only=read_only, checking=checking))
    if not wants_blocks():
        return blocks()
    if marked is None:
        marked = mark_version(mark_of(load().session_id))
    key = (token, game_id, seq, read_only, checking, language(), marked)
    return shared_fragments().answer(key, blocks, new=new)  # compressed once too


def screen(game, checking=False, verdict=None, asked=None, notice=None, take_back=0,
            reported=None, **extra):
    """The template context of `game`'s screen; in check mode (RULES G7) with the
    `verdict` on the action `asked` (a CheckForm); `notice` says what just happened;
    `take_back` offers to undo that many of the latest actions (a refusal's remedy);
    `reported`, a refused report as its form shows it again (views.table.game's `_reported`)."""
    kind = KINDS[game.kind]
    state = game_states().get(game, kind.rules)
    context = kind.context(game, state, kind.rules, **extra)
    # An event's table ended by time: the line, and the poll follows the mark.
    mark = mark_of(game.session_id)
    game.time_line = screen_line(mark, game)
    if mark is not None:
        context["poll_url"] += f"&t={mark_version(mark)}"
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


def accepted(game, notice=None):
    if hx_request.htmx and notice is None:
        return fragments(game.session.edit_token, game.id, game.last_seq, lambda: game,
                          new=True)
    if hx_request.htmx:
        return render(KINDS[game.kind].template, *BLOCKS,
                      **screen(game, oob=True, notice=notice))
    return redirect(url_for("games.show", token=game.session.edit_token, game_id=game.id), 303)


def refuse(game, message, section, status, checking=False, take_back=0, **extra):
    """The screen as it was, with the reason; nothing was logged. `message` is an
    engine's `Msg` (the screen translates it, naming the players) or a view's words
    already in the request's language; `take_back` offers to undo that many actions;
    `extra` goes to the game's screen context (e.g. `misplay`)."""
    db.session.rollback()
    return render(KINDS[game.kind].template, *BLOCKS, status=status,
                  **screen(game, oob=True, error=message, section=section,
                            checking=checking, take_back=take_back, **extra))


def already(game):
    """200: this very action stands at the seq its post was made on (its answer was
    lost on the way back); the screen as the log stands, saying so."""
    return accepted(game, notice=_("Logged already: this phone's tap had reached the "
                                    "table; only the answer was lost."))


def stale(game, ahead=False, reseated=False):
    """409: the post saw another `seq` than the log's last; `ahead` when it claims
    events the log does not hold (a screen from before a restore, or a post made up);
    `reseated` when the organiser moved players at the table before its first action."""
    if isinstance(game, GameRow):  # read it again, as it now stands
        db.session.rollback()
        game = game_for_screen(game.session.edit_token, game.id)
    else:
        db.session.expire(game)
    if reseated:
        return refuse(game, _("The organiser moved players at this table: nothing was "
                               "logged. This screen now shows who sits where."), None, 409)
    if ahead:
        return refuse(game, _("This screen showed actions the table's log does not hold. "
                               "It now shows the log as it stands."), None, 409)
    return refuse(game, _("The table moved on: another phone logged an action first. "
                           "This screen now shows it."), None, 409)
