"""Moon's tab of the standalone checker (RULES G7): trump, the trick so far and a
tile, and optionally the next player's hand (does it follow suit? M7, M8)."""
import re

from wtforms import SelectField, SelectMultipleField
from wtforms.fields.choices import SelectChoice

from rules import IllegalAction, moon
from rules.messages import Msg
from rules.moon import SUIT_NAMES
from rules.tiles import Tile
from views.games.game_forms import TILE_CHOICES
from views.games.kind import Checker
from views.games.moon.forms import GRAMMAR, NO_TRUMP_DOUBLES
from views.games.moon.screen import picker, played, suit_name, trump_name
from views.games.position import TILE, PositionForm, asked, link
from web.i18n import lazy_gettext as _l

NAMES = (_l("Leader"), _l("2nd player"), _l("3rd player"), _l("4th player"))


class MoonPosition(PositionForm):
    """A trick (its tiles, in order) under a trump, and the next player's hand."""

    GRAMMAR = GRAMMAR
    KEEP = ("trump", "doubles", "hand")

    trump = SelectField(_l("Trump"), default="6", choices=[
        *(SelectChoice(str(n), _l(SUIT_NAMES[n])) for n in range(7)),
        SelectChoice("doubles", _l("doubles")), SelectChoice("none", _l("no trump"))])
    doubles = SelectField(_l("No-trump doubles"), default="high",
                          choices=NO_TRUMP_DOUBLES)
    hand = SelectMultipleField(_l("Tiles shown"), choices=TILE_CHOICES, validate_choice=True)


def _trick(form):
    """The trick's tiles; IllegalAction for an entry that is not a tile (G7)."""
    trick = form.plays()
    for entry in trick:
        if not re.fullmatch(TILE, entry):
            raise IllegalAction(Msg("{entry} is not a tile: a trick is tiles, like 5-3",
                                    entry=entry), "G7")
    return trick


def build(form, kind):
    """The tab's context for the trick and question in `form`; IllegalAction for a
    trick that cannot arise."""
    options = moon.Options(no_trump_doubles=form.doubles.data)
    trump = int(form.trump.data) if form.trump.data.isdigit() else form.trump.data
    names = [str(name) for name in NAMES]
    trick = _trick(form)
    state = moon.position(options, trump, trick)
    hand = [t for t in form.hand.data or () if Tile(t) not in state.on_table]
    the_card = None
    if len(trick) < 4:
        the_card, trick = asked(form, kind, trick, state, names, hand=hand or None,
                                do=f"play {form.ask.data}")
        state = moon.position(options, trump, trick)
    done = state.tricks[-1] if not state.current and state.tricks else None
    winning = done.winner if done else state.winning
    return {"card": the_card, "state": state, "plays": trick,
            "trick": [played(names, i, t, i == winning) for i, t in enumerate(trick)],
            "led": suit_name(done.led if done else state.led) if trick else "",
            "trump_label": trump_name(trump), "done": done,
            "next_name": names[len(trick)] if len(trick) < 4 else None,
            "winner": names[done.winner] if done else None,
            "hand_tiles": [{"tile": str(t), "high": t.high, "low": t.low,
                            "shown": str(t) in hand, "played": t in state.on_table}
                           for t in moon.tile_set(options)],
            "picker": picker(state), "link": link(form, kind, trick)}


CHECKER = Checker(MoonPosition, build)
