"""Gaple's tab of the standalone checker (RULES G7, GP10.4): a line built by
tapping, then a question: does this tile fit, and where (GP4)? What does going out
with it score (GP6.1, GP8)? Was a pass legal, given the tiles the player shows
(GP5)?"""
from dataclasses import replace

from wtforms import BooleanField, SelectField, SelectMultipleField

from rules import IllegalAction, gaple
from rules.messages import Msg
from rules.tiles import Tile
from views.games.checker import card, shown_for
from views.games.game_forms import TILE_CHOICES, action_from
from views.games.gaple.forms import GRAMMAR, ONCE_OR_DOUBLE, SCORINGS
from views.games.gaple.screen import line_layout, picker
from views.games.drawing import draw_layout
from web.i18n import gettext as _
from views.games.kind import Checker
from views.games.position import PositionForm, link, play


class GaplePosition(PositionForm):
    """A line (its plays, in order) under a scoring, the tiles the player to act
    shows (`hand`) and whether the tile asked is their last (`out`)."""

    GRAMMAR = GRAMMAR
    KEEP = ("scoring", "both_ends", "hand")

    scoring = SelectField(default="penalty", choices=SCORINGS)
    both_ends = SelectField(default="x1", choices=ONCE_OR_DOUBLE)
    hand = SelectMultipleField(choices=TILE_CHOICES, validate_choice=True)
    out = BooleanField()


def options_of(form):
    """The rules options the tab asks under: any tile leads (GP3.1 `any`), partners
    where the scoring has them (GP1)."""
    scoring = form.scoring.data
    return gaple.Options(partners=scoring != "penalty", scoring=scoring, first_lead="any",
                         both_ends=form.both_ends.data)


def build(form, kind):
    """The tab's context for the line and question in `form`; IllegalAction for a
    line that cannot arise, or a question that is neither a tile nor a pass (G7)."""
    options = options_of(form)
    names = [_("Player %(number)s", number=n) for n in range(1, 5)]
    plays = form.plays()
    state = gaple.position(options, [play(kind, p) for p in plays])
    hand = [t for t in form.hand.data or () if Tile(t) not in state.on_table]
    the_card = None
    if form.ask.data and state.phase in ("lead", "play"):
        seat = state.turn if state.turn is not None else 0
        action = action_from(kind, form.ask.data, seat)
        if action is None or action["type"] not in ("play", "pass"):
            raise IllegalAction(Msg("{do} is not a tile laid in this game", do=form.ask.data),
                                "G7")
        out = bool(form.out.data) and action["type"] == "play"
        at = replace(state, held=tuple(1 if s == seat else n for s, n in enumerate(state.held))) \
            if out else state
        verdict = gaple.check(at, action, hand=None if out else shown_for(action, hand))
        the_card = card(kind, verdict, names)
        if verdict.legal and action["type"] == "play":
            plays = plays + [form.ask.data]
            state = gaple.position(options, [play(kind, p) for p in plays])
    return {"card": the_card, "state": state, "plays": plays,
            "drawing": draw_layout(line_layout(state.line), []),
            "ends": list(state.open_ends.items()),
            "picker": picker(state) if state.phase in ("lead", "play") else [],
            "hand_tiles": [{"tile": str(t), "high": t.high, "low": t.low,
                            "shown": str(t) in hand} for t in state.unlaid],
            "to_act": names[state.turn if state.turn is not None else 0],
            "link": link(form, kind, plays)}


CHECKER = Checker(GaplePosition, build)
