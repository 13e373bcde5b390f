"""Moon's new-game form and the `do` posts of its screen (Flask-WTF: CSRF
included). They check the shape of a post; whether the action is legal is for
`rules.moon` to say."""
from flask_wtf import FlaskForm
from wtforms import BooleanField, SelectField
from wtforms.fields.choices import SelectChoice
from wtforms.validators import InputRequired, NumberRange

from rules import moon
from web.form_messages import FormMeta
from web.forms import WholeNumberField
from views.games.game_forms import seat_fields
from web.i18n import lazy_gettext as _l

# "bid 5", "bid pass", "widow", "trump 3" (or doubles, none), "play 6-4" (a trick
# has no ends), "ruling 2 1 penalty" (trick, seat, ruling: RULES M8).
# Any bid (two digits at most, no leading zero) or trump number reads as one: the
# rules say which are bids (RULES M4) and trumps (M6), citing them, where the grammar
# would only refuse.
GRAMMAR = (r"bid (pass|[1-9]?[0-9])|widow|trump ([0-9]|doubles|none)"
           r"|ruling [1-7] [0-3] (penalty|stand)|play [0-6]-[0-6]")

NO_TRUMP_DOUBLES = [SelectChoice("high", _l("High in their suit")),
                    SelectChoice("low", _l("Low in their suit"))]


class NewMoonForm(FlaskForm):
    """A new Moon game: the variant, seats in order of play and the RULES §M options."""

    Meta = FormMeta

    seats = seat_fields()
    variant = SelectField(_l("Variant"), default="moon-4", choices=[
        SelectChoice("moon-4", _l("Four players, partners opposite (moon-4)")),
        SelectChoice("moon-3", _l("Three players with a widow (moon-3)"))])
    target = WholeNumberField(_l("Target"), default=21,
                              validators=[InputRequired(), NumberRange(min=1, max=1000)])
    all_pass = SelectField(_l("When everyone passes"), default="redeal", choices=[
        SelectChoice("redeal", _l("Throw in and redeal")),
        SelectChoice("forced", _l("The last bidder must bid"))])
    doubles_trump = BooleanField(_l("Doubles may be named trump"), default=True)
    no_trump_doubles = SelectField(_l("Doubles under no trump"), default="high",
                                   choices=NO_TRUMP_DOUBLES)
    moon_21 = SelectField(_l("A bid of 21 made"), default="wins-game", choices=[
        SelectChoice("wins-game", _l("Wins the game")), SelectChoice("scores-21", _l("Scores 21"))])
    goes_out = SelectField(_l("Who goes out at the target"), default="highest", choices=[
        SelectChoice("highest", _l("The highest score")),
        SelectChoice("bidder", _l("Bidder goes out: a made bid wins"))])
    first = SelectField(_l("First bidder"), default="random", validate_choice=True)

    def options(self, seats):
        """rules.moon.Options for `seats` players; ValueError when they do not fit."""
        options = moon.Options(variant=self.variant.data, target=self.target.data,
                               all_pass=self.all_pass.data, doubles_trump=self.doubles_trump.data,
                               no_trump_doubles=self.no_trump_doubles.data,
                               moon_21=self.moon_21.data, goes_out=self.goes_out.data)
        if seats != options.players:
            raise ValueError(str(_l("%(variant)s is for %(n)s players (RULES §M1)",
                                    variant=options.variant, n=options.players)))
        return options


def prefill(form, table):
    """A table of three starts on moon-3 (RULES M1)."""
    if not form.is_submitted() and len(table.players) == 3:
        form.variant.data = "moon-3"


def parse(verb, words, seat, tiles=(), pips=None):
    """A post of GRAMMAR (`verb` and its `words`) by `seat` as rules.moon reads it
    (a JSON dict)."""
    if verb == "play":
        return {"type": "play", "seat": seat, "tile": words[0]}
    if verb == "bid":
        return {"type": "bid", "seat": seat, "bid": None if words[0] == "pass" else int(words[0])}
    if verb == "trump":
        trump = words[0]
        return {"type": "trump", "seat": seat, "trump": int(trump) if trump.isdigit() else trump}
    if verb == "ruling":
        return {"type": "ruling", "trick": int(words[0]), "seat": int(words[1]),
                "ruling": words[2]}
    return {"type": verb, "seat": seat}
