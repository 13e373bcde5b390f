"""Looking back: the sessions this device opened (searchable by player), a game's
review (options, score sheet, chart, and a step-through of every action of any
hand), and a player's statistics across sessions. Read-only: only GETs, and nothing
here writes to the database."""
import threading

from cachetools import LRUCache
from flask import Blueprint, abort, current_app, request
from jinja2_fragments.flask import render_block
from markupsafe import Markup
from sqlalchemy import select
from sqlalchemy.orm import joinedload

from extensions import db
from models import Game, Player, Seat, Session
from models.log import events_of, game_states, live_actions
from web.rendering import render
from web.my_sessions import my_tokens, remember
from web.i18n import gettext as _, ngettext
from views.review.chart import score_chart
from views.review.steps import board_state, hand_entries, hands, steps, timeline
from views.games.registry import KINDS
from views.review.words import describe
from web.forms import whole_number
from views.games.screen import score_sheet, side_names
from views.review.stats import PlayedGame, summary

bp = Blueprint("review", __name__)


@bp.get("/sessions")
def sessions():
    """The sessions this device opened, newest first; `?q=` keeps those with a player
    whose name contains it (any case). Only this device's sessions: their links are
    secrets, so no other session is ever searched."""
    query = request.args.get("q", "").strip()[:40]
    tokens = my_tokens()
    mine = db.session.scalars(select(Session).where(Session.edit_token.in_(tokens))).all()
    mine.sort(key=lambda s: tokens.index(s.edit_token))
    if query:
        mine = [s for s in mine if any(query.casefold() in p.name.casefold()
                                       for p in s.players)]
    return render("sessions.html", *_pushed("session_list"), sessions=mine, q=query)


@bp.get("/s/<token:token>/g/<id:game_id>/review")
def review(token, game_id):
    return remember(_review(Game.by_link(token, game_id), read_only=False), token)  # as the game


@bp.get("/v/<token:view_token>/g/<id:game_id>/review")
def view_review(view_token, game_id):
    return _review(Game.by_link(view_token, game_id, read_only=True), read_only=True)


@bp.get("/players/<id:player_id>")
def player(player_id):
    """A player's games and wins per game, and the game's own figures (views.review.stats),
    over the sessions this device opened: another table's games stay private, so a
    player who sat at none of them is a 404."""
    person = db.get_or_404(Player, player_id)
    seats = db.session.scalars(
        select(Seat).join(Seat.game).join(Game.session)
        .where(Seat.player_id == player_id, Session.edit_token.in_(my_tokens()))
        .options(joinedload(Seat.game))).all()
    if not seats:
        abort(404)
    played = [PlayedGame(seat.game.kind, seat.game.options,
                         live_actions(events_of(seat.game)), seat.position)
              for seat in sorted(seats, key=lambda s: s.game_id)]
    return render("player.html", player=person, totals=summary(played), kinds=KINDS.values())


def _review(game, read_only):
    """The review page, or for htmx only its step block. `?hand=N&step=M`: step M
    (from 1) of hand N is the table after that hand's Mth live action; a hand or step
    that does not exist is a 404."""
    kind = KINDS[game.kind]
    module = kind.rules
    options = module.Options.from_json(game.options)
    state = game_states().get(game, module)
    names = [seat.player.name for seat in game.seats]
    entries = _timeline(game, module, options)
    played = hands(entries)
    hand = _number("hand", played[0] if played else None)
    if hand not in played and (played or hand is not None):
        abort(404, description=_("There is no %(hand)s to review in this game.",
                                 hand=kind.hand_word(hand)))
    step = _number("step", 1)
    hand_steps = steps(entries, hand) if played else []
    if hand_steps and not 1 <= step <= len(hand_steps):
        abort(404, description=ngettext(
            "%(hand)s has %(num)d step to review: there is no step %(step)s.",
            "%(hand)s has %(num)d steps to review: there is no step %(step)s.",
            len(hand_steps), hand=kind.hand_word(hand), step=step))
    sides = [side_names(side, state, names) for side in range(options.sides)]
    sheet = score_sheet(kind.sheet_entries(state, names), len(sides))
    return render("review.html", *_pushed("steps"), game=game, read_only=read_only, kind=kind,
                  options=options, names=names, players=[s.player for s in game.seats],
                  option_words=option_words(kind, options), sides=sides,
                  sheet=sheet, chart=score_chart(sheet, sides, options.target),
                  hands=played, hand=hand, step=step, count=len(hand_steps),
                  undone=bool(entries) and not played,
                  step_url=f"{request.path}?hand={hand}&step=",
                  next_hand=next((h for h in played if h > hand), None),
                  **(_step(game, kind, entries, hand, hand_steps[step - 1], names, sides)
                     if hand_steps else {}))


class Timelines:
    """The last `size` reviewed games' timelines, keyed by game id and the log's latest
    seq (the log only grows, so a new event is a new key): stepping through a hand
    replays the log once, not once a step. Thread-safe; entries are immutable."""

    def __init__(self, size=16):
        self.size = size
        self._timelines = LRUCache(maxsize=size)
        self._lock = threading.Lock()  # cachetools' caches are not thread-safe themselves

    def get(self, game, module, options):
        key = (game.id, game.last_seq)
        with self._lock:
            entries = self._timelines.get(key)  # (a hit is the most recently used)
        if entries is not None:
            return entries
        entries = timeline(module, options, events_of(game, through=game.last_seq))
        with self._lock:
            self._timelines[key] = entries  # (past `size`, the least recently used goes)
        return entries


def _timeline(game, module, options):
    """The game's timeline from this app's Timelines (one per app: two apps in one
    process never share game ids)."""
    return current_app.extensions.setdefault("review_timelines", Timelines()) \
        .get(game, module, options)


def _pushed(*blocks):
    """The blocks an htmx request gets on these pages, whose steps and searches push
    their URL: none (so the whole page) when htmx asks for such a URL again to restore
    a page it no longer holds in its history."""
    return () if request.headers.get("HX-History-Restore-Request") else blocks


def _number(name, default):
    """A whole-number query argument (web.forms.whole_number); a 404 for anything else."""
    text = request.args.get(name)
    if text is None or text == "":
        return default
    try:
        return whole_number(text)
    except ValueError:
        abort(404, description=_("There is no such hand or step to review in this game."))


def _step(game, kind, entries, hand, entry, names, sides):
    """What the step block shows: the game's own board block drawn from the State at
    that step, the step in words, the scores after it, and the hand's actions."""
    board = kind.context(game, board_state(kind, entry), kind.rules, read_only=True)
    live = [e.seq for e in steps(entries, hand)]
    actions = [{"seq": e.seq, "step": live.index(e.seq) + 1 if e.live else None,
                "words": describe(kind, e, names), "undone_by": e.undone_by,
                "override": bool(e.action.get("override")), "current": e is entry}
               for e in hand_entries(entries, hand)]
    return {"board": Markup(render_block(kind.template, "board", **board)),
            "words": describe(kind, entry, names),
            "scores": list(zip(sides, entry.after.scores)), "actions": actions}


def option_words(kind, options):
    """The options in force in a game of `kind` (a views.games.kind.Kind) as (label, value)
    pairs, in the new-game form's words (RULES names each option). An option that has
    no effect under the game's scoring is shown as "—" (RULES GP11.1)."""
    form = kind.new_form()
    unused = getattr(options, "unused", ())
    words = [(_("Players"), str(options.players))]
    for key, value in options.to_json().items():
        if key not in form:
            continue
        field = form[key]
        if key in unused:
            shown = "—"
        elif field.type == "BooleanField":
            shown = _("yes") if value else _("no")
        elif field.type == "SelectField":
            shown = next((str(c.label) for c in field.choices if c.value == value), str(value))
        else:
            shown = str(value)
        words.append((str(field.label.text), shown))
    return words
