"""Straight Domino's new-game form and the `do` posts of its screen (Flask-WTF:
CSRF included). They check the shape of a post; whether the action is legal is for
`rules.straight` to say."""
from flask_wtf import FlaskForm
from wtforms import BooleanField, SelectField
from wtforms.fields.choices import SelectChoice
from wtforms.validators import InputRequired, NumberRange

from rules import straight
from web.form_messages import FormMeta
from web.forms import WholeNumberField
from views.games.game_forms import reveal, seat_fields
from web.i18n import lazy_gettext as _l

# "play 6-4", "play 6-4 left", "play 6-4 left override 6" (a misplay that stands,
# showing 6: RULES S4.6; at a spinner side not yet open, G6.1), "play 6-4 left
# override" (a play out of turn that stood, G6.1), "draw", "pass", "reveal" (with
# `tiles` or `pips`).
GRAMMAR = (r"play [0-6]-[0-6]( (left|right|up|down)( override( [0-6])?)?| override)?"
           r"|draw|pass|reveal")

SPINNERS = [SelectChoice("first-double", _l("First double played")),
            SelectChoice("lead-only", _l("Lead double only")),
            SelectChoice("none", _l("No spinner"))]
COUNTINGS = [SelectChoice("standard", _l("Standard")),
             SelectChoice("sniff", _l("Sniff: empty spinner ends count"))]


class NewStraightForm(FlaskForm):
    """A new Straight Domino game: seats in order of play and the RULES §S options."""

    Meta = FormMeta

    seats = seat_fields()
    partnerships = BooleanField(_l("Partnerships (4 players: 1st & 3rd v 2nd & 4th)"),
                                default=True)
    target = WholeNumberField(_l("Target"), default=250,
                              validators=[InputRequired(), NumberRange(min=5, max=10000)])
    hand_size = WholeNumberField(_l("Tiles per hand"), default=7,
                                 validators=[InputRequired(), NumberRange(min=5, max=9)])
    spinner = SelectField(_l("Spinner"), default="first-double", choices=SPINNERS)
    counting = SelectField(_l("Counting"), default="standard", choices=COUNTINGS)
    finish_hand = BooleanField(_l("Finish the hand once the target is reached"))
    first = SelectField(_l("First lead"), default="random", validate_choice=True)

    def options(self, seats):
        """rules.straight.Options for `seats` players; ValueError when they break a rule."""
        return straight.Options(seats, partnerships=self.partnerships.data and seats == 4,
                                target=self.target.data, hand_size=self.hand_size.data,
                                spinner=self.spinner.data, counting=self.counting.data,
                                finish_hand=self.finish_hand.data)


def parse(verb, words, seat, tiles=(), pips=None):
    """A post of GRAMMAR (`verb` and its `words`) by `seat` as rules.straight reads it
    (a JSON dict); `tiles` or `pips` for a report (RULES G8)."""
    if verb == "play":
        play = {"type": "play", "seat": seat, "tile": words[0]}
        if "override" in words:  # a misplay that stands (RULES S4.6, G6.1)
            at = words.index("override")
            play.update(end=words[1] if at == 2 else None, override=True)
            return {**play, "shows": int(words[at + 1])} if len(words) > at + 1 else play
        return {**play, "end": words[1] if len(words) > 1 else None}
    if verb == "reveal":
        return reveal(seat, tiles, pips)
    return {"type": verb, "seat": seat}
