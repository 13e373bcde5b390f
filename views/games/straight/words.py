"""Straight Domino in words: a review step (views.review.words) and the effect of a
checker verdict (views.games.checker), read off the rules; nothing is decided here."""

from web.i18n import gettext as _
from views.review.words import scored
from views.games.straight.screen import last_play
from views.games.wording import describe


def first_tile(state):
    """"lead" when the next tile laid in `state` leads the hand (RULES S3), else None
    (views.games.kind.Kind.first_tile)."""
    return "lead" if state.phase == "lead" else None


def review_words(action, before, after, names):
    """What `action` (a JSON dict) did, from the rules State `before` to `after`:
    "Ana played 6-4 left: count 10, +10 · Hand over: domino · Hand 2: +30 — …"."""
    if action["type"] == "play":
        play = last_play(after, names)
        verb = _('%(who)s led %(tile)s', who=play.who, tile=play.tile) if play.lead \
            else _('%(who)s played %(tile)s %(end)s', who=play.who, tile=play.tile, end=play.end)
        if play.override:  # a misplay that stands (RULES S4.6, G6.1)
            verb += " " + (_('(override: %(what)s)', what=play.stood) if play.stood
                           else _('(override: it stands, showing %(n)s)', n=play.shows))
        score = _('count %(n)s, +%(p)s', n=play.count, p=play.points) if play.points \
            else _('count %(n)s, no score', n=play.count)
        words = [f"{verb}: {score}"]
    else:
        words = [describe(action, names)]
    if after.ended and not before.ended:
        words.append(_('Hand over: %(how)s', how=_('domino') if after.ended == 'domino'
                                                else _('blocked')))
    words.append(scored(before, after, names, lambda r: _('Hand %(n)s', n=r.hand)))
    return " · ".join(w for w in words if w)


def effect_lines(effect, names):
    """A verdict's effect (rules.straight.check: `count`, `working`, `points`,
    `winner`) as lines for the checker's card (RULES S5, S6, S9)."""
    if "count" not in effect:
        return []
    count, points = effect["count"], effect["points"]
    lines = [_("Count: ends %(w)s = %(n)s", w=effect["working"], n=count)]
    if points:
        lines.append(_("Scores %(n)s: a multiple of 5 scores the count (RULES §S6)", n=points))
    else:
        lines.append(_("No score: %(n)s is not a positive multiple of 5 (RULES §S6)", n=count))
    if effect.get("winner") is not None:
        lines.append(_("That reaches the target: the game is won (RULES §S9)"))
    return lines
