"""Bendomino in words: a review step (views.review.words) and the effect of a
checker verdict (views.games.checker), read off the rules; nothing is decided here."""
from views.games.bendomino.screen import STATUS, last_play
from web.i18n import gettext as _, pgettext
from views.review.words import scored
from views.games.wording import describe


def first_tile(state):
    """"open" when the next tile laid in `state` opens the round (RULES B2), else None
    (views.games.kind.Kind.first_tile)."""
    return "open" if state.phase == "opening" else None


def action_words(action, names, first=None):
    """views.games.wording.describe, with a draw in Bendomino's word for what is drawn, an
    "ubin" (docs/GLOSSARY.md), and a tile joining the chain in the words the last play
    uses, "at end b, turning left" (views.games.kind.Kind.action_words)."""
    if action["type"] == "draw":
        return pgettext("bendomino", "%(who)s drew", who=names[action["seat"]])
    if action["type"] == "play" and action.get("end") and action.get("turn") and not first:
        where = _("at end %(end)s, turning %(turn)s", end=action["end"], turn=_(action["turn"]))
        if action.get("override"):  # RULES B6
            where += " " + _("(override)")
        return _("%(who)s played %(tile)s %(where)s", who=names[action["seat"]],
                 tile=action["tile"], where=where)
    return describe(action, names, first)


def review_words(action, before, after, names):
    """What `action` (a JSON dict) did, from the rules State `before` to `after`: the
    tile laid and how, the draw-down beginning (RULES B5), the round over and scored
    (B7)."""
    if action["type"] == "play":
        words = [last_play(after, names)["text"]]
    else:
        words = [action_words(action, names)]
    if after.phase == "draw-down" and before.phase != "draw-down":
        words.append(_('Both ends blocked: draw-down'))
    if after.phase == "reports" and before.phase != "reports":
        words.append(_('Round over'))
    words.append(scored(before, after, names, lambda r: _('Round %(n)s', n=r.round)))
    return " · ".join(w for w in words if w)


def effect_lines(effect, names):
    """A verdict's effect (rules.bendomino.check: the `ends` after a play, the `fits`
    of shown tiles) as lines for the checker's card (RULES B4, B6)."""
    lines = []
    if "end" in effect:
        lines += [_("End %(e)s: %(n)s, %(status)s", e=name, n=end["number"],
                    status=_(STATUS[end["status"]]))
                  for name, end in effect["ends"].items()]
    for tile, places in effect.get("fits", {}).items():
        if places:
            where = ", ".join(_("end %(e)s turning %(t)s", e=e, t=_(t)) for e, t in places)
            lines.append(_("%(tile)s fits: %(where)s", tile=tile, where=where))
        else:
            lines.append(_("%(tile)s fits nowhere", tile=tile))
    return lines
