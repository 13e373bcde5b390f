"""Straight Domino's tab of the standalone checker (RULES G7): a layout built by
tapping, its count (S5) and where a tile fits (S4.4)."""
from wtforms import SelectField

from rules import straight
from web.i18n import gettext as _, lazy_gettext as _l
from views.games.kind import Checker
from views.games.position import PositionForm, asked, link, play
from views.games.drawing import draw_layout
from views.games.straight.forms import COUNTINGS, GRAMMAR, SPINNERS
from views.games.straight.screen import picker


class StraightPosition(PositionForm):
    """A layout (its plays, in order) under the spinner and counting options."""

    GRAMMAR = GRAMMAR
    KEEP = ("spinner", "counting")

    spinner = SelectField(_l("Spinner"), default="first-double", choices=SPINNERS)
    counting = SelectField(_l("Counting"), default="standard", choices=COUNTINGS)


def build(form, kind):
    """The tab's context for the position and question in `form`; IllegalAction for a
    position that cannot arise."""
    options = straight.Options(2, spinner=form.spinner.data, counting=form.counting.data)
    names = [_("Player 1"), _("Player 2")]
    plays = form.plays()
    state = straight.position(options, [play(kind, p) for p in plays])
    the_card, plays = asked(form, kind, plays, state, names)
    state = straight.position(options, [play(kind, p) for p in plays])
    terms = state.layout.count_terms(options.counting)
    return {"card": the_card, "state": state, "plays": plays,
            "drawing": draw_layout(state.layout, terms),
            "working": " + ".join(written for _, _, written in terms),
            "open_ends": [(_(end), number) for end, number in state.open_ends.items()],
            "picker": picker(state), "link": link(form, kind, plays)}


CHECKER = Checker(StraightPosition, build)
