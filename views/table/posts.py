"""Forms the game screen posts (Flask-WTF: CSRF included): an action to log, an action
to check, an undo. They check the shape of a post; each game reads its own `do` grammar
(views.games.registry: `Kind.parse`), and whether the action is legal is for its rules
to say."""
import re
from functools import cache
from typing import NamedTuple

from flask_wtf import FlaskForm
from wtforms import SelectMultipleField, StringField
from wtforms.validators import InputRequired, NumberRange, Optional, Regexp, StopValidation

from views.games.game_forms import MOST_PIPS, TILE_CHOICES, TILE_NAMES, action_from
from views.games.registry import KINDS
from web.form_messages import FormMeta
from web.forms import WholeNumberField, posted_twice, whole_number
from web.i18n import lazy_gettext as _l


def one_value(form, field):
    """Validator: `field` was posted at most once. A screen posts each of these once;
    two values (two `do`s, two `seq`s) are no action, not the first of them."""
    if field.raw_data and len(field.raw_data) > 1:
        raise StopValidation(_l("Given more than once."))


# The fields ActionForm reads one value of (`tiles` is a list).
SINGLE_FIELDS = ("seq", "seat", "do", "pips")


@cache
def _any_of(grammars):
    """A validator of a `do` in any of `grammars` (a tuple of regular expressions),
    whole (`\\Z`: `$` would let a line break follow)."""
    return Regexp("^(" + "|".join(grammars) + r")\Z",
                  message=_l("not one of the screen's actions (a tile or a button)."))


def any_game_action(form, field):
    """Validator: `field` is a post of some registered game's `do` grammar (which
    game's is for `action_from` to say)."""
    _any_of(tuple(kind.grammar for kind in KINDS.values()))(form, field)


class ActionForm(FlaskForm):
    """One logged action: `do` is a post of the game's grammar ("play 6-4 left",
    "draw", "bid 5", "trump 3": see each game's forms module), `seat`
    who acts, `tiles` or `pips` a report. `seq` is the last event the phone saw.

    Every field names its label (lazily): a field without one translates its name
    when the form is built, which makes Flask-WTF load its message catalogue on every
    post; with labels, that happens only when a post is refused."""

    Meta = FormMeta

    seq = WholeNumberField(_l("Action number"),
                           validators=[one_value, InputRequired(), NumberRange(min=0)])
    # Any whole number: a seat nobody sits in is refused by the view, naming who does.
    seat = WholeNumberField(_l("Seat"), validators=[one_value, InputRequired()])
    do = StringField(_l("Action"), validators=[one_value, InputRequired(), any_game_action])
    tiles = SelectMultipleField(_l("Tiles"), choices=TILE_CHOICES, validate_choice=True)
    pips = WholeNumberField(_l("Pips"), validators=[one_value, Optional(),
                                                    NumberRange(min=0, max=MOST_PIPS)])

    def action(self, kind):
        """The action as the rules of `kind` (a views.games.registry.Kind) read it (a JSON dict),
        or None when the post is not one of that game's."""
        return action_from(kind, self.do.data, self.seat.data, self.tiles.data, self.pips.data)

    @property
    def confirmed(self):
        """True when the table confirmed the action on the confirmation step
        (`do` ends in "confirmed", e.g. "declare b on confirmed")."""
        return self.do.data.endswith(" confirmed")


class CheckForm(ActionForm):
    """An action to check rather than log (RULES G7): ActionForm's fields plus
    `hand`, the tiles the acting player shows for a hidden-hand question."""

    hand = SelectMultipleField(_l("Tiles shown"), choices=TILE_CHOICES, validate_choice=True)


class SeqForm(FlaskForm):
    """An undo: the last event the phone saw, and how many of the latest actions to
    take back (`times`, 1 by default: a refusal may offer more, RULES G8). Labelled as
    ActionForm's fields are, for the same reason."""

    Meta = FormMeta

    seq = WholeNumberField(_l("Action number"),
                           validators=[one_value, InputRequired(), NumberRange(min=0)])
    times = WholeNumberField(_l("Times"),
                             validators=[one_value, Optional(), NumberRange(min=1, max=4)])


class ActionPost(NamedTuple):
    """A logged action's post as ActionForm reads it: `seq` the last event the phone
    saw, `seat` who acts, `do` as posted and `action` as the game's rules read it."""

    seq: int
    seat: int
    do: str
    action: dict

    @property
    def confirmed(self):
        """As ActionForm.confirmed."""
        return self.do.endswith(" confirmed")

    @classmethod
    def read(cls, data, kind):
        """The post `data` (a MultiDict of text: request.form) of a game of `kind`, read
        without building a form, when every field is one ActionForm accepts; None for
        anything else, which ActionForm then reads and, if it is wrong, says why. (Most
        posts are well-formed taps: building the form was a tenth of logging one.)"""
        if posted_twice(data, SINGLE_FIELDS):
            return None
        try:
            seq, seat = whole_number(data["seq"]), whole_number(data["seat"])
            pips = data.get("pips") or None
            pips = None if pips is None else whole_number(pips)
        except (KeyError, ValueError):
            return None
        tiles, do = data.getlist("tiles"), data.get("do", "")
        if not (seq >= 0 and (pips is None or 0 <= pips <= MOST_PIPS)
                and TILE_NAMES.issuperset(tiles) and re.fullmatch(kind.grammar, do)):
            return None
        action = action_from(kind, do, seat, tiles, pips)
        return None if action is None else cls(seq, seat, do, action)
