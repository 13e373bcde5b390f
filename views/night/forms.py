"""The new-event form: the event's own fields, and the entries as typed, one a line.
The game's options come from that game's own new-game form (views.games.registry)."""
import re

from flask_wtf import FlaskForm
from wtforms import HiddenField, SelectField, StringField, TextAreaField
from wtforms.fields.choices import SelectChoice
from wtforms.validators import InputRequired, Length, NumberRange, Optional

from rules.night import BYE_RULES, DEFAULT_TIE_BREAKS, TIME_LEVEL
from web.form_messages import FormMeta
from web.forms import WholeNumberField, is_text, plain_text, tidy
from web.i18n import lazy_gettext as _l

MAX_ENTRIES = 400
BYE_CHOICES = dict(zip(BYE_RULES, (_l("A match won, 0 points difference"),
                                   _l("Nothing: the round is not counted"))))
TIME_LEVEL_CHOICES = dict(zip(TIME_LEVEL, (_l("One more hand (and another, while level)"),
                                           _l("A draw: half a match won each"))))
# The orders of tie-breaks the organiser chooses from (rules.night.ties), the first the
# default: as Swiss events rank, Buchholz first.
TIE_BREAK_CHOICES = {
    ",".join(DEFAULT_TIE_BREAKS):
        _l("Buchholz, then points difference, points scored, head to head"),
    "difference,points,head,buchholz":
        _l("Points difference, then points scored, head to head, Buchholz"),
    "head,buchholz,difference,points":
        _l("Head to head, then Buchholz, points difference, points scored"),
    "difference,points,head":
        _l("Points difference, then points scored, head to head (no Buchholz)"),
}


class EventForm(FlaskForm):
    """A new event: its name, how many play at each table, the match format, the
    rounds, the round's time limit, what a table level at time does, the finals (how
    many of the standings play the knockout: 0, 4 or 8), what a bye counts for, the tie-breaks' order, the draw's seed, the organiser's time zone, and the
    entries (one a line: "Ana & Budi", or "Garuda: Ana & Budi" with a team name)."""

    Meta = FormMeta

    name = StringField(_l("Name of the event"), filters=[tidy],
                       validators=[InputRequired(), Length(max=120), plain_text])
    table_size = WholeNumberField(_l("Players at each table"), default=4,
                                  validators=[InputRequired(), NumberRange(min=2, max=4)])
    best_of = SelectField(_l("A match"), default="1", choices=[
        SelectChoice("1", _l("One game to the target")),
        SelectChoice("3", _l("Best of three games"))])
    rounds = WholeNumberField(_l("Rounds"), default=4,
                              validators=[InputRequired(), NumberRange(min=1, max=15)])
    round_minutes = WholeNumberField(_l("Time limit of a round, in minutes (optional)"),
                                     validators=[Optional(), NumberRange(min=1, max=600)])
    time_level = SelectField(_l("Level when time is up"), default="hand",
                             choices=[SelectChoice(k, v) for k, v in TIME_LEVEL_CHOICES.items()])
    tie_breaks = SelectField(_l("Tie-breaks after match points"),
                             default=",".join(DEFAULT_TIE_BREAKS),
                             choices=[SelectChoice(k, v) for k, v in TIE_BREAK_CHOICES.items()])
    finals = SelectField(_l("Finals after the rounds"), default="0", choices=[
        SelectChoice("0", _l("None: the standings decide")),
        SelectChoice("4", _l("The top 4: semi-finals and a final")),
        SelectChoice("8", _l("The top 8: quarter-finals, semi-finals and a final"))])
    bye_rule = SelectField(_l("A bye counts as"), default="win",
                           choices=[SelectChoice(k, v) for k, v in BYE_CHOICES.items()])
    seed = WholeNumberField(_l("Draw number for round 1 (optional)"),
                            validators=[Optional(), NumberRange(min=0, max=2**31 - 1)])
    entries = TextAreaField(_l("Entries, one a line"),
                            validators=[InputRequired(), Length(max=20_000)])
    # The organiser's phone's IANA time zone, filled in by its browser; an unknown
    # one (or none, without JavaScript) is UTC (views.night.clock.time_zone).
    time_zone = HiddenField()


def parse_entries(text, per_side):
    """The entries typed in `text`, one a line (blank lines skipped): a list of
    (name, [player names]) where each entry has `per_side` players. "Garuda: Ana &
    Budi" names the team; "Ana & Budi" (or "Ana, Budi", "Ana / Budi") is named by its
    players. Raises ValueError with a message for the organiser."""
    entries = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = tidy(line)
        if not line:
            continue
        team, _, players = line.rpartition(":")
        names = [tidy(n) for n in re.split(r"\s*(?:&|,|/|\+)\s*", players) if tidy(n)]
        if len(names) != per_side:
            raise ValueError(str(_l("Line %(n)s: an entry is %(count)s players, not %(given)s.",
                                    n=number, count=per_side, given=len(names))))
        if any(len(n) > 40 for n in names) or len(team) > 120 or not is_text(line):
            raise ValueError(str(_l("Line %(n)s: a name is at most 40 letters, a team's "
                                    "120, and only letters, digits, spaces and "
                                    "punctuation.", n=number)))
        entries.append((tidy(team) or " & ".join(names), names))
    everyone = [n.lower() for _, names in entries for n in names]
    if len(set(everyone)) != len(everyone):
        raise ValueError(str(_l("Each player is entered once: a name appears twice.")))
    if len(entries) > MAX_ENTRIES:
        raise ValueError(str(_l("An event takes at most %(n)s entries.", n=MAX_ENTRIES)))
    return entries
