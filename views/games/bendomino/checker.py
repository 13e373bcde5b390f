"""Bendomino's tab of the standalone checker (RULES G7): a chain built by tapping,
its ends' statuses (B6) and where a tile fits (B3)."""

from rules import bendomino
from views.games.bendomino.drawing import draw_chain
from views.games.bendomino.forms import GRAMMAR
from views.games.bendomino.screen import end_rows, ghost_box, picker
from web.i18n import gettext as _
from views.games.kind import Checker
from views.games.position import PositionForm, asked, link, play


class BendominoPosition(PositionForm):
    """A chain (its plays, in order)."""

    GRAMMAR = GRAMMAR


def build(form, kind):
    """The tab's context for the chain and question in `form`; IllegalAction for a
    chain that cannot arise."""
    options = bendomino.Options(2)
    names = [_("Lay it")]
    plays = form.plays()
    state = bendomino.position(options, [play(kind, p) for p in plays])
    the_card, plays = asked(form, kind, plays, state, names * 2)
    state = bendomino.position(options, [play(kind, p) for p in plays])
    picks = picker(state, bendomino, state.turn, names) \
        if state.phase in ("opening", "play") else []
    return {"card": the_card, "state": state, "plays": plays, "drawing": draw_chain(state),
            "ends": end_rows(state), "picker": picks, "ghost_box": ghost_box(state, picks),
            "link": link(form, kind, plays)}


CHECKER = Checker(BendominoPosition, build)
