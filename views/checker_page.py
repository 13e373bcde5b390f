"""The standalone checker (RULES G7): settle an argument about a position with no
game logged. Straight Domino: build a layout by tapping, see its count and where a
tile fits. Moon: trump, the trick so far and a tile (and the hand, if shown).
Bendomino: a chain, its ends' statuses and where a tile fits. Everything is in the
URL (GET, nothing stored), so a position can be shared; the rules build it
(`rules.<game>.position`) and judge the question (`rules.<game>.check`)."""
import re

from flask import Blueprint, abort, request, url_for
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from wtforms import Form, SelectField, SelectMultipleField, StringField
from wtforms.fields.choices import SelectChoice
from wtforms.validators import Optional, Regexp

from rules import IllegalAction, bendomino, moon, straight
from rules.moon import SUIT_NAMES
from rules.tiles import Tile
from views import bendomino_screen, moon_screen, render, straight_screen
from views.bendomino_drawing import draw_chain
from views.checker import card
from views.drawing import draw_layout
from views.form_messages import FormMeta
from views.game_forms import ACTION, TILE_CHOICES, action_from
from views.moon_screen import Played, suit_name, trump_name
from views.wording import with_names

bp = Blueprint("checker", __name__)

TILE = r"[0-6]-[0-6]"
ACTIONS = ACTION.strip("^$")
GAMES = ("straight", "moon", "bendomino")


class PositionForm(Form):
    """The position and the question, from the query string. `position` is the
    actions so far, comma-separated (Moon: the trick's tiles); `ask` the action asked
    about (Moon: a tile)."""

    Meta = FormMeta

    position = StringField(validators=[
        Optional(), Regexp(rf"^({ACTIONS}|{TILE})(,({ACTIONS}|{TILE}))*$")])
    ask = StringField(validators=[Optional(), Regexp(rf"^({ACTIONS}|{TILE})$")])
    spinner = SelectField(default="first-double", choices=[
        SelectChoice("first-double", _l("First double played")),
        SelectChoice("lead-only", _l("Lead double only")), SelectChoice("none", _l("No spinner"))])
    counting = SelectField(default="standard", choices=[
        SelectChoice("standard", _l("Standard")),
        SelectChoice("sniff", _l("Sniff: empty spinner ends count"))])
    trump = SelectField(default="6", choices=[
        *(SelectChoice(str(n), _l(SUIT_NAMES[n])) for n in range(7)),
        SelectChoice("doubles", _l("doubles")), SelectChoice("none", _l("no trump"))])
    doubles = SelectField(default="high", choices=[
        SelectChoice("high", _l("High in their suit")), SelectChoice("low", _l("Low in their suit"))])
    hand = SelectMultipleField(choices=TILE_CHOICES, validate_choice=True)

    def plays(self):
        return [p for p in (self.position.data or "").split(",") if p]


@bp.get("/check")
@bp.get("/check/<game>")
def page(game="straight"):
    """The standalone checker for `game`, at the position and question in the URL."""
    if game not in GAMES:
        abort(404)
    form = PositionForm(request.args)
    context = {"game": game, "form": form, "card": None, "error": None}
    if not form.validate():
        context["error"] = _("That link does not describe a position: %(why)s",
                             why="; ".join(f"{k} {', '.join(v)}" for k, v in form.errors.items()))
        return render("checker.html", status=422, **context)
    try:
        context.update(BUILD[game](form))
    except IllegalAction as refusal:
        context["error"] = _("That position cannot arise: %(why)s (RULES §%(s)s)",
                             why=with_names(refusal.message), s=refusal.section)
        return render("checker.html", status=422, **context)
    return render("checker.html", **context)


def _link(form, game, plays):
    """A function giving the URL that asks `do` at the position `plays`."""
    keep = {"straight": ("spinner", "counting"), "moon": ("trump", "doubles", "hand"),
            "bendomino": ()}[game]
    options = {name: getattr(form, name).data for name in keep}
    return lambda do=None, position=plays: url_for(
        "checker.page", game=game, position=",".join(position) or None, ask=do, **options)


def _asked(form, game, plays, state, module, names, hand=None):
    """The card for the question in `form` and the plays with it added when legal."""
    if not form.ask.data:
        return None, plays
    action = _play(game, form.ask.data if game != "moon" else f"play {form.ask.data}",
                   state.turn or 0)
    verdict = module.check(state, action, hand=hand)
    return card(game, verdict, names), plays + [form.ask.data] if verdict.legal else plays


def _play(game, do, seat=0):
    """The play `do` (the game screen's grammar) as the rules read it; IllegalAction
    for anything else: a position is made of tiles laid (RULES G7)."""
    action = action_from(game, do, seat)
    if action is None or action["type"] != "play":
        raise IllegalAction(f"{do!r} is not a tile laid in this game", "G7")
    return action


def _straight(form):
    options = straight.Options(2, spinner=form.spinner.data, counting=form.counting.data)
    names = [_("Player 1"), _("Player 2")]
    plays = form.plays()
    state = straight.position(options, [_play("straight", p) for p in plays])
    the_card, plays = _asked(form, "straight", plays, state, straight, names)
    state = straight.position(options, [_play("straight", p) for p in plays])
    terms = state.layout.count_terms(options.counting)
    return {"card": the_card, "state": state, "plays": plays,
            "drawing": draw_layout(state.layout, terms),
            "working": " + ".join(written for _, _, written in terms),
            "picker": straight_screen.picker(state), "link": _link(form, "straight", plays)}


def _moon(form):
    options = moon.Options(no_trump_doubles=form.doubles.data)
    trump = int(form.trump.data) if form.trump.data.isdigit() else form.trump.data
    names = [_("Leader"), _("2nd player"), _("3rd player"), _("4th player")]
    trick = form.plays()
    for entry in trick:
        if not re.fullmatch(TILE, entry):
            raise IllegalAction(f"{entry!r} is not a tile: a trick is tiles, like 5-3", "G7")
    state = moon.position(options, trump, trick)  # refuses more tiles than players (M7)
    hand = [t for t in form.hand.data or () if Tile(t) not in state.on_table]
    the_card = None
    if len(trick) < 4:
        the_card, trick = _asked(form, "moon", trick, state, moon, names, hand=hand or None)
        state = moon.position(options, trump, trick)
    done = state.tricks[-1] if not state.current and state.tricks else None
    winning = done.winner if done else state.winning
    shown = [Played(names[i], t, Tile(t).high, Tile(t).low, i == winning)
             for i, t in enumerate(trick)]
    return {"card": the_card, "state": state, "plays": trick, "trick": shown,
            "led": suit_name(done.led if done else state.led) if trick else "",
            "trump_label": trump_name(trump), "done": done, "names": names,
            "winner": names[done.winner] if done else None,
            "hand_tiles": [{"tile": str(t), "high": t.high, "low": t.low,
                            "shown": str(t) in hand, "played": t in state.on_table}
                           for t in moon.tile_set(options)],
            "picker": moon_screen.picker(state),
            "link": _link(form, "moon", trick)}


def _bendomino(form):
    options = bendomino.Options(2)
    names = [_("Lay it")]
    plays = form.plays()
    state = bendomino.position(options, [_play("bendomino", p) for p in plays])
    the_card, plays = _asked(form, "bendomino", plays, state, bendomino, names * 2)
    state = bendomino.position(options, [_play("bendomino", p) for p in plays])
    picks = bendomino_screen.picker(state, bendomino, state.turn, names) \
        if state.phase in ("opening", "play") else []
    return {"card": the_card, "state": state, "plays": plays, "drawing": draw_chain(state),
            "ends": bendomino_screen.end_rows(state), "picker": picks,
            "ghost_box": bendomino_screen.ghost_box(state, picks),
            "link": _link(form, "bendomino", plays)}


BUILD = {"straight": _straight, "moon": _moon, "bendomino": _bendomino}
