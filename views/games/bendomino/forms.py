"""Bendomino's new-game form and the `do` posts of its screen (Flask-WTF: CSRF
included). They check the shape of a post; whether the action is legal is for
`rules.bendomino` to say."""
from flask_wtf import FlaskForm
from wtforms import BooleanField, SelectField
from wtforms.fields.choices import SelectChoice
from wtforms.validators import InputRequired, NumberRange

from rules import bendomino
from web.form_messages import FormMeta
from web.forms import WholeNumberField
from views.games.game_forms import reveal, seat_fields
from web.i18n import lazy_gettext as _l

# "open 2 6-3 left" (who lays the opening tile, the tile, its turn: RULES B2),
# "play 6-3 a left" (end and turn, "-" where the tile's make decides), "... override"
# (a placement the lattice refuses: B6), "draw", "pass", "reveal", "declare a on"
# (an end declared blocked, B5; "confirmed" once the table confirmed it).
GRAMMAR = (r"open [0-3] [0-6]-[0-6] (left|right|-)|play [0-6]-[0-6] (a|b|-) (left|right|-)"
           r"( override)?|draw|pass|reveal|declare (a|b) (on|off)( confirmed)?")


class NewBendominoForm(FlaskForm):
    """A new Bendomino game: 2-4 seats in order of play and the RULES §B options.
    Whoever logs the opening tile opens (B2), so no first player is asked."""

    Meta = FormMeta

    seats = seat_fields()
    target = WholeNumberField(_l("Target"), default=100,
                              validators=[InputRequired(), NumberRange(min=1, max=10000)])
    voluntary_draw = BooleanField(_l("A player may draw instead of playing"), default=True)
    tie = SelectField(_l("A tie for fewest pips"), default="nobody", choices=[
        SelectChoice("nobody", _l("Nobody scores")),
        SelectChoice("each", _l("Each tied player scores the others' pips"))])
    first = SelectField(_l("First player"), default="random", validate_choice=True)

    def options(self, seats):
        """rules.bendomino.Options for `seats` players; ValueError when they do not fit."""
        return bendomino.Options(seats, target=self.target.data,
                                 voluntary_draw=self.voluntary_draw.data, tie=self.tie.data)


def parse(verb, words, seat, tiles=(), pips=None):
    """A post of GRAMMAR (`verb` and its `words`) by `seat` as rules.bendomino reads
    it (a JSON dict); `tiles` or `pips` for a report (RULES G8)."""
    if verb == "open":  # whoever lays the opening tile opens (RULES B2)
        return {"type": "play", "seat": int(words[0]), "tile": words[1], "end": None,
                "turn": None if words[2] == "-" else words[2]}
    if verb == "play":
        end, turn = (None if w == "-" else w for w in words[1:3])
        return {"type": "play", "seat": seat, "tile": words[0], "end": end, "turn": turn,
                "override": words[3:] == ["override"]}
    if verb == "declare":
        return {"type": "declare", "end": words[0], "blocked": words[1] == "on"}
    if verb == "reveal":
        return reveal(seat, tiles, pips)
    return {"type": verb, "seat": seat}
