"""What a logged action did, in words, for the review's step-through: "Ana played
6-4 left: count 10, +10". The phrases are the game screens' own (the same msgids),
read off the rules States before and after the action; nothing is decided here."""
from flask_babel import gettext as _

from rules.tiles import Tile
from views.moon_screen import trump_name
from views.wording import with_names


def describe(kind, entry, names):
    """The sentence for `entry` (a views.review_steps.Entry) of a game of `kind`;
    `names` are the players by seat."""
    action, before, after = entry.action, entry.before, entry.after
    if after is before:
        return _('The rules now refuse this action.')
    name = names[action["seat"]] if isinstance(action.get("seat"), int) \
        and 0 <= action["seat"] < len(names) else ""
    words = [WORDS[kind](action, before, after, name, names)]
    if after.winner is not None and before.winner is None:
        winners = after_side_names(after, names)
        words.append(_('%(names)s win!', names=winners) if after.options.partnerships
                     else _('%(name)s wins!', name=winners))
    return " · ".join(w for w in words if w)


def after_side_names(state, names):
    """The names of the winning side of `state`."""
    return " & ".join(names[s] for s in range(state.options.players)
                      if state.options.side_of(s) == state.winner)


def _common(action, name):
    """Words for the actions every draw game has: draw, pass, a hand-end report."""
    kind = action["type"]
    if kind == "draw":
        return _('%(name)s drew a tile', name=name)
    if kind == "pass":
        return _('%(name)s passed', name=name)
    if kind == "reveal":
        if action.get("tiles"):
            return _('%(name)s reported %(tiles)s', name=name, tiles=", ".join(action["tiles"]))
        return _('%(name)s reported %(n)s pips', name=name, n=action.get("pips"))
    return None


def _scored(before, after, names, label):
    """The hand (round) result an action completed, if it completed one (a Straight
    game won during a hand has no hand result to tell: the win says it)."""
    results = [r for r in after.history[len(before.history):]
               if getattr(r, "how", None) != "target"]
    return " · ".join(f"{label(r)}: +{max(r.points)} — {with_names(r.working, names)}"
                      for r in results)


def _straight(action, before, after, name, names):
    if action["type"] == "play":
        play = after.plays[-1]
        verb = _('%(who)s led %(tile)s', who=name, tile=play.tile) if play.end == "lead" \
            else _('%(who)s played %(tile)s %(end)s', who=name, tile=play.tile, end=_(play.end))
        score = _('count %(n)s, +%(p)s', n=play.count, p=play.points) if play.points \
            else _('count %(n)s, no score', n=play.count)
        words = [f"{verb}: {score}"]
    else:
        words = [_common(action, name)]
    if after.ended and not before.ended:
        words.append(_('Hand over: %(how)s', how=_('domino') if after.ended == 'domino'
                                                else _('blocked')))
    words.append(_scored(before, after, names, lambda r: _('Hand %(n)s', n=r.hand)))
    return " · ".join(w for w in words if w)


def _moon(action, before, after, name, names):
    kind = action["type"]
    if kind == "bid":
        words = [_('%(name)s passed', name=name) if action.get("bid") is None
                 else _('%(name)s bid %(bid)s', name=name, bid=action["bid"])]
    elif kind == "widow":
        words = [_('%(name)s took the widow', name=name)]
    elif kind == "trump":
        words = [_('%(name)s named trump: %(t)s', name=name, t=trump_name(action["trump"]))]
    elif kind == "ruling":
        words = [_('Renege by %(name)s in trick %(n)s: %(ruling)s', name=name,
                   n=action["trick"], ruling=_('penalty') if action["ruling"] == "penalty"
                   else _('let it stand'))]
    else:
        words = [_('%(name)s played %(tile)s', name=name, tile=str(Tile(action["tile"])))]
        if len(after.tricks) > len(before.tricks) or after.hand != before.hand:
            trick = after.tricks[-1]
            words.append(_('Trick %(n)s: %(name)s wins', n=len(after.tricks),
                           name=names[trick.winner]))
        for renege in after.reneges[len(before.reneges):]:
            words.append(_('Renege! %(name)s did not follow suit in trick %(n)s: %(tile)s, '
                           'played later, proves it.', name=names[renege.seat],
                           n=renege.trick, tile=renege.tile))
    for result in after.history[len(before.history):]:
        words.append(_('Hand %(n)s', n=result.hand) + ": "
                     + "; ".join(with_names(line, names) for line in result.lines))
    return " · ".join(words)


def _bendomino(action, before, after, name, names):
    kind = action["type"]
    if kind == "play":
        placed = after.chain[-1]
        how = _("opened") if placed.end == "open" else _(
            "at end %(end)s, turning %(turn)s", end=placed.end, turn=_(placed.turn))
        words = [f"{name}: {placed.tile} {how}" + (f" ({_('override')})" if placed.override
                                                   else "")]
    elif kind == "declare":
        words = [_('End %(e)s declared blocked', e=action["end"]) if action.get("blocked")
                 else _('End %(e)s reopened', e=action["end"])]
    else:
        words = [_common(action, name)]
    if after.phase == "draw-down" and before.phase != "draw-down":
        words.append(_('Both ends blocked: draw-down'))
    if after.phase == "reports" and before.phase != "reports":
        words.append(_('Round over'))
    words.append(_scored(before, after, names, lambda r: _('Round %(n)s', n=r.round)))
    return " · ".join(w for w in words if w)


WORDS = {"straight": _straight, "moon": _moon, "bendomino": _bendomino}
