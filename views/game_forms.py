"""Forms of the game screens (Flask-WTF: CSRF included). They check the shape of
a post; whether the action is legal is for the rules to say."""
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import BooleanField, FieldList, IntegerField, SelectField, SelectMultipleField, \
    StringField
from wtforms.fields.choices import SelectChoice
from wtforms.validators import InputRequired, NumberRange, Optional, Regexp

from rules.tiles import DOUBLE_SIX

TILE_CHOICES = [SelectChoice(str(t), str(t)) for t in DOUBLE_SIX]
ACTION = r"^(play [0-6]-[0-6]( (left|right|up|down))?|draw|pass|reveal)$"


class NewStraightForm(FlaskForm):
    """A new Straight Domino game: seats in order of play and the RULES §S options."""

    seats = FieldList(SelectField(coerce=int, validate_choice=True), min_entries=4,
                      max_entries=4)
    partnerships = BooleanField(_l("Partnerships (4 players: 1st & 3rd v 2nd & 4th)"),
                                default=True)
    target = IntegerField(_l("Target"), default=250,
                          validators=[InputRequired(), NumberRange(min=5, max=10000)])
    hand_size = IntegerField(_l("Tiles per hand"), default=7,
                             validators=[InputRequired(), NumberRange(min=5, max=9)])
    spinner = SelectField(_l("Spinner"), default="first-double", choices=[
        SelectChoice("first-double", _l("First double played")),
        SelectChoice("lead-only", _l("Lead double only")), SelectChoice("none", _l("No spinner"))])
    counting = SelectField(_l("Counting"), default="standard", choices=[
        SelectChoice("standard", _l("Standard")),
        SelectChoice("sniff", _l("Sniff: empty spinner ends count"))])
    finish_hand = BooleanField(_l("Finish the hand once the target is reached"))
    first = SelectField(_l("First lead"), default="random", validate_choice=True)


class ActionForm(FlaskForm):
    """One logged action: `do` is "play 6-4 left", "play 6-4", "draw", "pass" or
    "reveal" (with `tiles` or `pips`); `seq` is the last event the phone saw.

    Every field names its label (lazily): a field without one translates its name
    when the form is built, which makes Flask-WTF load its message catalogue on every
    post; with labels, that happens only when a post is refused."""

    seq = IntegerField(_l("Seq"), validators=[InputRequired(), NumberRange(min=0)])
    seat = IntegerField(_l("Seat"), validators=[InputRequired(), NumberRange(min=0, max=3)])
    do = StringField(_l("Action"), validators=[InputRequired(), Regexp(ACTION)])
    tiles = SelectMultipleField(_l("Tiles"), choices=TILE_CHOICES, validate_choice=True)
    pips = IntegerField(_l("Pips"), validators=[Optional(), NumberRange(min=0, max=168)])

    def action(self):
        """The action as the rules read it (a JSON dict)."""
        words = self.do.data.split()
        seat = self.seat.data
        if words[0] == "play":
            return {"type": "play", "seat": seat, "tile": words[1],
                    "end": words[2] if len(words) > 2 else None}
        if words[0] == "reveal":
            if self.tiles.data:
                return {"type": "reveal", "seat": seat, "tiles": list(self.tiles.data)}
            return {"type": "reveal", "seat": seat, "pips": self.pips.data}
        return {"type": words[0], "seat": seat}


class SeqForm(FlaskForm):
    """A post that only carries the last event the phone saw (undo). Labelled as
    ActionForm's fields are, for the same reason."""

    seq = IntegerField(_l("Seq"), validators=[InputRequired(), NumberRange(min=0)])
