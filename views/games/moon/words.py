"""Moon in words: a review step (views.review.words) and the effect of a checker
verdict (views.games.checker), read off the rules; nothing is decided here."""

from rules.tiles import Tile
from web.i18n import gettext as _
from views.games.moon.screen import suit_name, trump_name
from views.games.wording import describe, with_names


def first_tile(state):
    """"trick" when the next tile laid in `state` leads a trick (RULES M7), else None
    (views.games.kind.Kind.first_tile)."""
    return "trick" if state.phase == "play" and not state.current else None


def action_words(action, names, first=None):
    """views.games.wording.describe, with trump named as the screen's trump chip names it:
    "threes", "no trump" (views.games.kind.Kind.action_words)."""
    if action["type"] == "trump":
        return _('%(name)s named trump: %(t)s', name=names[action["seat"]],
                 t=trump_name(action["trump"]))
    return describe(action, names, first)


def review_words(action, before, after, names):
    """What `action` (a JSON dict) did, from the rules State `before` to `after`: the
    bid, trump or tile, the trick it won, a renege it proved (RULES M8), the hand's
    result (M9)."""
    kind = action["type"]
    if kind != "play":
        words = [action_words(action, names)]
    else:  # the tile as the picker writes it: 6-1, not 1-6
        words = [describe({**action, "tile": str(Tile(action["tile"]))}, names,
                          first_tile(before))]
        if len(after.tricks) > len(before.tricks) or after.hand != before.hand:
            trick = after.tricks[-1]
            words.append(_('Trick %(n)s: %(name)s wins', n=len(after.tricks),
                           name=names[trick.winner]))
        for renege in after.reneges[len(before.reneges):]:
            words.append(_('Renege!') + " " + _(
                '%(name)s did not follow suit in trick %(n)s: %(tile)s, played later, '
                'proves it.', name=names[renege.seat], n=renege.trick, tile=renege.tile))
    for result in after.history[len(before.history):]:
        words.append(_('Hand %(n)s', n=result.hand) + ": "
                     + "; ".join(with_names(line, names) for line in result.lines))
    return " · ".join(words)


def effect_lines(effect, names):
    """A verdict's effect (rules.moon.check: `led`, `trump`, `follows`, `winning` or
    `winner`) as lines for the checker's card (RULES M7)."""
    if "led" not in effect:
        return []
    lines = [_("Led suit: %(s)s", s=suit_name(effect["led"]))]
    if effect["trump"]:
        lines.append(_("It is a trump"))
    if not effect["follows"]:
        lines.append(_("It does not follow suit: allowed only when the player holds no "
                       "%(s)s (RULES §M7)", s=suit_name(effect["led"])))
    if effect.get("winning") is not None:
        lines.append(_("Winning the trick so far: %(who)s", who=names[effect["winning"]]))
    elif effect.get("winner") is not None:
        lines.append(_("Wins the trick: %(who)s", who=names[effect["winner"]]))
    return lines
