"""What every game's forms share: the tiles a form offers, a new-game form's seats, a
report, and a post read as a game's action (each game reads its own `do` grammar,
`Kind.parse`; whether the action is legal is for its rules to say). The forms the game
screen posts are views.table.posts."""
import re

from wtforms import FieldList, SelectField
from wtforms.fields.choices import SelectChoice

from rules.tiles import DOUBLE_SIX, total_pips

TILE_CHOICES = [SelectChoice(str(t), str(t)) for t in DOUBLE_SIX]
TILE_NAMES = frozenset(str(t) for t in DOUBLE_SIX)
MOST_PIPS = total_pips(DOUBLE_SIX)  # a report's pips: at most the whole set's, 168


def seat_fields():
    """A new-game form's four seats, in order of play (a player's id, -1 for empty)."""
    return FieldList(SelectField(coerce=int, validate_choice=True), min_entries=4,
                     max_entries=4)


def reveal(seat, tiles=(), pips=None):
    """A report of the tiles `seat` holds at a hand's end (RULES G8): the `tiles`
    tapped, or their `pips` typed; both when both were posted, which the rules refuse
    (one or the other), and `pips` None when neither was."""
    action = {"type": "reveal", "seat": seat}
    if tiles:
        action["tiles"] = list(tiles)
    if pips is not None or not tiles:
        action["pips"] = pips
    return action


def action_from(kind, do, seat, tiles=(), pips=None):
    """The post `do` (e.g. "play 6-4 left") by `seat` as the rules of `kind` (a
    views.games.registry.Kind) read it (a JSON dict); `tiles` or `pips` for a report. None when
    `do` is not a post of that game's grammar."""
    if not re.fullmatch(kind.grammar, do):
        return None
    verb, *words = do.split()
    return kind.parse(verb, words, seat, tiles, pips)
