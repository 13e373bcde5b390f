"""The standalone checker's position (RULES G7), as each game's checker tab builds it:
the form of the query string, the link that asks a question at a position, and the
card for the question asked. Everything is in the URL (GET, nothing stored)."""
from flask import url_for
from wtforms import Form, StringField
from wtforms.validators import Optional, Regexp

from rules import IllegalAction
from rules.messages import Msg
from views.games.checker import card, shown_for
from web.form_messages import FormMeta
from views.games.game_forms import action_from
from web.i18n import lazy_gettext as _l

TILE = r"[0-6]-[0-6]"


def _plays_of_the_game(form, field):
    """Validator: `field` is comma-separated posts of the game's grammar (or tiles)."""
    one = rf"({form.GRAMMAR}|{TILE})"
    Regexp(rf"^{one}(,{one})*$" if field.name == "position" else rf"^{one}$")(form, field)


class PositionForm(Form):
    """The position and the question, from the query string. `position` is the
    actions so far, comma-separated (or a trick's tiles); `ask` the action asked
    about (or a tile). A game's form adds its option fields and sets GRAMMAR (its
    `do` grammar) and KEEP (the fields a link to another position keeps)."""

    Meta = FormMeta
    GRAMMAR = TILE
    KEEP = ()

    position = StringField(_l("Position"), validators=[Optional(), _plays_of_the_game])
    ask = StringField(_l("Question"), validators=[Optional(), _plays_of_the_game])

    def plays(self):
        """The position's entries, in order."""
        return [p for p in (self.position.data or "").split(",") if p]


def link(form, kind, plays):
    """A function giving the URL that asks `do` at the position `plays` (by default
    the one shown), keeping the form's options."""
    options = {name: getattr(form, name).data for name in form.KEEP}
    return lambda do=None, position=plays: url_for(
        "checker.page", game=kind.name, position=",".join(position) or None, ask=do, **options)


def asked(form, kind, plays, state, names, hand=None, do=None):
    """(the card for the question in `form`, or None, and `plays` with it added when
    legal). `do` is the question as a post of the game (the form's `ask` by default)."""
    if not form.ask.data:
        return None, plays
    action = play(kind, do or form.ask.data, state.turn or 0)
    verdict = kind.rules.check(state, action, hand=shown_for(action, hand))
    return card(kind, verdict, names), plays + [form.ask.data] if verdict.legal else plays


def play(kind, do, seat=0):
    """The play `do` (the game screen's grammar) as the rules read it; IllegalAction
    for anything else: a position is made of tiles laid (RULES G7)."""
    action = action_from(kind, do, seat)
    if action is None or action["type"] != "play":
        raise IllegalAction(Msg("{do} is not a tile laid in this game", do=do), "G7")
    return action
