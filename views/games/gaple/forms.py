"""Gaple's new-game form and the `do` posts of its screen (Flask-WTF: CSRF included).
They check the shape of a post; whether the action is legal is for `rules.gaple` to
say (RULES §GP)."""
from flask_wtf import FlaskForm
from wtforms import BooleanField, SelectField
from wtforms.fields.choices import SelectChoice
from wtforms.validators import NumberRange, Optional

from rules import gaple
from web.form_messages import FormMeta
from web.forms import WholeNumberField
from views.games.game_forms import reveal, seat_fields
from views.games.wording import with_names
from web.i18n import lazy_gettext as _l

# "play 6-4" (the lead, or the one end it fits, or either when both ends show the
# same number), "play 6-4 left", "pass", "redeal" (GP2), "no-double" (GP3.2),
# "reveal" (a hand-end report, G8). The acting seat is the form's `seat`.
# "play 6-4 left override": a play out of turn that stood (RULES G6.1).
GRAMMAR = r"play [0-6]-[0-6]( (left|right))?( override)?|pass|redeal|no-double|reveal"

MAX_TARGET = 10_000  # the highest target a file may hold (views.exchange.table_file)


def _number_or_off(value):
    """A select's value as the option holds it: a whole number, or None for "off"."""
    if value in (None, "", "None"):
        return None
    return value if isinstance(value, int) else int(value)


def _choices(*pairs):
    return [SelectChoice(value, label) for value, label in pairs]


SCORINGS = _choices(
    ("penalty", _l("Penalty: each adds their own pips; reach the limit and lose")),
    ("collect", _l("Collect: the winners score the losers' pips")),
    ("points", _l("Points: the federation's fixed points, partners")))
ONCE_OR_DOUBLE = _choices(("x1", _l("Scores once")), ("x2", _l("Scores double")))


class NewGapleForm(FlaskForm):
    """A new Gaple game: four seats in order of play and the RULES §GP options. The
    field names are the option names (rules.gaple.Options), so the review lists them
    in these words."""

    Meta = FormMeta

    seats = seat_fields()
    partners = BooleanField(_l("Partners (1st & 3rd v 2nd & 4th)"))
    scoring = SelectField(_l("Scoring"), default="penalty", choices=SCORINGS)
    target = WholeNumberField(_l("Limit or target (empty: 100 penalty, 101 collect, 7 points)"),
                              validators=[Optional(), NumberRange(min=1, max=MAX_TARGET)])
    hands = SelectField(_l("Game length"), default=None, coerce=_number_or_off,
                        choices=_choices((None, _l("Until the limit or target")),
                                         *((n, _l("%(n)s hands", n=n))
                                           for n in (4, 5, 6, 8, 10, 12, 16, 20))))
    direction = SelectField(_l("Direction of play"), default="clockwise", choices=_choices(
        ("clockwise", _l("Clockwise")), ("counter-clockwise", _l("Counter-clockwise"))))
    redeal_doubles = SelectField(_l("Redeal for doubles"), default=5, coerce=_number_or_off,
                                 choices=_choices((5, _l("5 doubles or more")),
                                                  (6, _l("6 doubles or more")),
                                                  (None, _l("No redeal"))))
    first_lead = SelectField(_l("Lead of hand 1"), default="0-0", choices=_choices(
        ("0-0", _l("Whoever holds 0-0 leads it")), ("6-6", _l("Whoever holds 6-6 leads it")),
        ("rotating", _l("Rotating: hand 1 with 0-0, hand 2 with 1-1, …")),
        ("any", _l("Any tile, by the first player"))))
    first = SelectField(_l("First player (a lead of any tile)"), default="random",
                        validate_choice=True)
    winner_lead = SelectField(_l("After an out, its player leads"), default="any",
                              choices=_choices(("any", _l("Any tile")),
                                               ("double", _l("A double, or says none"))))
    after_gaple = SelectField(_l("After a gaple"), default="winner", choices=_choices(
        ("winner", _l("The winner of the hand leads")),
        ("double", _l("The holder of the blocked number's double leads it"))))
    blocked = SelectField(_l("Who wins a gaple"), default="lowest", choices=_choices(
        ("lowest", _l("The lowest hand")),
        ("duel", _l("Duel: the blocker against the player on their left (partners)"))))
    gaple_winner = SelectField(_l("Under penalty, the winner of a gaple"), default="counts",
                               choices=_choices(("counts", _l("Adds their pips too")),
                                                ("zero", _l("Adds nothing"))))
    pass_point = BooleanField(_l("A pass scores a pass point"))
    dead_0_0 = SelectField(_l("A stranded 0-0"), default=25, coerce=_number_or_off,
                           choices=_choices((25, _l("Counts 25")), (None, _l("Counts 0"))))
    dead_6_6 = SelectField(_l("A stranded 6-6"), default=None, coerce=_number_or_off,
                           choices=_choices((None, _l("Counts 12")), (50, _l("Counts 50"))))
    failed_block = SelectField(_l("Under collect, a gaple the blocker's side loses"),
                               default="x2", choices=ONCE_OR_DOUBLE)
    both_ends = SelectField(_l("Under collect, an out with a tile that fitted either end"),
                            default="x1", choices=ONCE_OR_DOUBLE)

    OPTIONS = ("partners", "scoring", "target", "hands", "direction", "redeal_doubles",
               "first_lead", "winner_lead", "after_gaple", "blocked", "gaple_winner",
               "pass_point", "dead_0_0", "dead_6_6", "failed_block", "both_ends")

    def options(self, seats):
        """rules.gaple.Options for `seats` players; ValueError, in the request's
        language, when they are not four (RULES GP1) or the options break a rule."""
        if seats != 4:
            raise ValueError(str(_l("Gaple is for four players (RULES §GP1)")))
        try:
            return gaple.Options(**{name: self[name].data for name in self.OPTIONS})
        except ValueError as error:
            raise ValueError(str(with_names(error.args[0]))) from None


def parse(verb, words, seat, tiles=(), pips=None):
    """A post of GRAMMAR (`verb` and its `words`) by `seat` as rules.gaple reads it
    (a JSON dict); `tiles` or `pips` for a report (RULES G8)."""
    if verb == "play":
        override = words[-1] == "override"  # out of turn, and it stood (G6.1)
        words = words[:-1] if override else words
        play = {"type": "play", "seat": seat, "tile": words[0],
                "end": words[1] if len(words) > 1 else None}
        return {**play, "override": True} if override else play
    if verb == "reveal":
        return reveal(seat, tiles, pips)
    return {"type": verb, "seat": seat}
