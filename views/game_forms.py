"""Forms of the game screens (Flask-WTF: CSRF included). They check the shape of
a post; whether the action is legal is for the rules to say."""
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import BooleanField, FieldList, SelectField, SelectMultipleField, StringField
from wtforms.fields.choices import SelectChoice
from wtforms.validators import InputRequired, NumberRange, Optional, Regexp

from rules import bendomino, moon, straight
from rules.tiles import DOUBLE_SIX
from views.form_messages import FormMeta
from views.forms import WholeNumberField

TILE_CHOICES = [SelectChoice(str(t), str(t)) for t in DOUBLE_SIX]
ACTION = (r"^(play [0-6]-[0-6]( (left|right|up|down)( override [0-6])?)?|draw|pass|reveal"
          r"|bid (pass|4|5|6|7|21)|widow|trump ([0-6]|doubles|none)|ruling [1-7] [0-3] (penalty|stand)"
          r"|open [0-3] [0-6]-[0-6] (left|right|-)|play [0-6]-[0-6] (a|b|-) (left|right|-)( override)?"
          r"|declare (a|b) (on|off)( confirmed)?)$")
VERBS = {"straight": {"play", "draw", "pass", "reveal"},
         "moon": {"bid", "widow", "trump", "play", "ruling"},
         "bendomino": {"open", "play", "draw", "pass", "declare", "reveal"}}


class NewStraightForm(FlaskForm):
    """A new Straight Domino game: seats in order of play and the RULES §S options."""

    Meta = FormMeta

    seats = FieldList(SelectField(coerce=int, validate_choice=True), min_entries=4,
                      max_entries=4)
    partnerships = BooleanField(_l("Partnerships (4 players: 1st & 3rd v 2nd & 4th)"),
                                default=True)
    target = WholeNumberField(_l("Target"), default=250,
                          validators=[InputRequired(), NumberRange(min=5, max=10000)])
    hand_size = WholeNumberField(_l("Tiles per hand"), default=7,
                             validators=[InputRequired(), NumberRange(min=5, max=9)])
    spinner = SelectField(_l("Spinner"), default="first-double", choices=[
        SelectChoice("first-double", _l("First double played")),
        SelectChoice("lead-only", _l("Lead double only")), SelectChoice("none", _l("No spinner"))])
    counting = SelectField(_l("Counting"), default="standard", choices=[
        SelectChoice("standard", _l("Standard")),
        SelectChoice("sniff", _l("Sniff: empty spinner ends count"))])
    finish_hand = BooleanField(_l("Finish the hand once the target is reached"))
    first = SelectField(_l("First lead"), default="random", validate_choice=True)

    def options(self, seats):
        """rules.straight.Options for `seats` players; ValueError when they break a rule."""
        return straight.Options(seats, partnerships=self.partnerships.data and seats == 4,
                                target=self.target.data, hand_size=self.hand_size.data,
                                spinner=self.spinner.data, counting=self.counting.data,
                                finish_hand=self.finish_hand.data)


class NewMoonForm(FlaskForm):
    """A new Moon game: the variant, seats in order of play and the RULES §M options."""

    Meta = FormMeta

    seats = FieldList(SelectField(coerce=int, validate_choice=True), min_entries=4,
                      max_entries=4)
    variant = SelectField(_l("Variant"), default="moon-4", choices=[
        SelectChoice("moon-4", _l("Four players, partners opposite (moon-4)")),
        SelectChoice("moon-3", _l("Three players with a widow (moon-3)"))])
    target = WholeNumberField(_l("Target"), default=21,
                          validators=[InputRequired(), NumberRange(min=1, max=1000)])
    all_pass = SelectField(_l("When everyone passes"), default="redeal", choices=[
        SelectChoice("redeal", _l("Throw in and redeal")),
        SelectChoice("forced", _l("The last bidder must bid"))])
    doubles_trump = BooleanField(_l("Doubles may be named trump"), default=True)
    no_trump_doubles = SelectField(_l("Doubles under no trump"), default="high", choices=[
        SelectChoice("high", _l("High in their suit")), SelectChoice("low", _l("Low in their suit"))])
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
            raise ValueError(str(_l("%(variant)s is for %(n)s players",
                                    variant=options.variant, n=options.players)))
        return options


class NewBendominoForm(FlaskForm):
    """A new Bendomino game: 2-4 seats in order of play and the RULES §B options.
    Whoever logs the opening tile opens (B2), so no first player is asked."""

    Meta = FormMeta

    seats = FieldList(SelectField(coerce=int, validate_choice=True), min_entries=4,
                      max_entries=4)
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


class ActionForm(FlaskForm):
    """One logged action: `do` is, for Straight Domino, "play 6-4 left", "play 6-4",
    "play 6-4 left override 6" (a misplay that stands, showing 6: RULES S4.6),
    "draw", "pass" or "reveal" (with `tiles` or `pips`); for Moon, "bid 5",
    "bid pass", "widow", "trump 3" (or doubles, none), "play 6-4" or
    "ruling 2 1 penalty" (trick, seat, ruling). `seq` is the last event the phone saw.

    Every field names its label (lazily): a field without one translates its name
    when the form is built, which makes Flask-WTF load its message catalogue on every
    post; with labels, that happens only when a post is refused."""

    Meta = FormMeta

    seq = WholeNumberField(_l("Seq"), validators=[InputRequired(), NumberRange(min=0)])
    seat = WholeNumberField(_l("Seat"), validators=[InputRequired(), NumberRange(min=0, max=3)])
    do = StringField(_l("Action"), validators=[InputRequired(), Regexp(ACTION)])
    tiles = SelectMultipleField(_l("Tiles"), choices=TILE_CHOICES, validate_choice=True)
    pips = WholeNumberField(_l("Pips"), validators=[Optional(), NumberRange(min=0, max=168)])

    def action(self, kind):
        """The action as the rules of game `kind` read it (a JSON dict), or None when
        the verb is not one of that game's."""
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
    """A post that only carries the last event the phone saw (undo). Labelled as
    ActionForm's fields are, for the same reason."""

    Meta = FormMeta

    seq = WholeNumberField(_l("Seq"), validators=[InputRequired(), NumberRange(min=0)])


def action_from(kind, do, seat, tiles=(), pips=None):
    """The action `do` (a string of the ACTION grammar, e.g. "play 6-4 left") of game
    `kind` by `seat`, as the rules read it (a JSON dict); `tiles` or `pips` for a
    report. None when the verb is not one of that game's."""
    verb, *words = do.split()
    if verb not in VERBS[kind]:
        return None
    if verb == "open":  # Bendomino's opening: whoever lays it opens (RULES B2)
        return {"type": "play", "seat": int(words[0]), "tile": words[1], "end": None,
                "turn": None if words[2] == "-" else words[2]}
    if verb == "play":
        tile = {"type": "play", "seat": seat, "tile": words[0]}
        if kind == "bendomino":
            if len(words) < 3:
                return None
            end, turn = (None if w == "-" else w for w in words[1:3])
            return {**tile, "end": end, "turn": turn, "override": words[3:] == ["override"]}
        if kind == "moon":
            return None if len(words) > 1 else tile  # a trick has no ends
        if words[2:3] == ["override"]:  # a misplay that stands (RULES S4.6)
            return {**tile, "end": words[1], "override": True, "shows": int(words[3])}
        return {**tile, "end": words[1] if len(words) > 1 else None}
    if verb == "declare":
        return {"type": "declare", "end": words[0], "blocked": words[1] == "on"}
    if verb == "reveal":
        if tiles:
            return {"type": "reveal", "seat": seat, "tiles": list(tiles)}
        return {"type": "reveal", "seat": seat, "pips": pips}
    if verb == "bid":
        return {"type": "bid", "seat": seat, "bid": None if words[0] == "pass" else int(words[0])}
    if verb == "trump":
        trump = words[0]
        return {"type": "trump", "seat": seat, "trump": int(trump) if trump.isdigit() else trump}
    if verb == "ruling":
        return {"type": "ruling", "trick": int(words[0]), "seat": int(words[1]),
                "ruling": words[2]}
    return {"type": verb, "seat": seat}
