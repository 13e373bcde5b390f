"""What a logged action did, in words, for the review's step-through: "Ana played
6-4 left: count 10, +10". The phrases are the app's own: a play as the game screen's
last play says it, any other action as undo names it (`views.wording.describe`), then
what followed (a trick won, a hand over and scored, the game won), read off the rules
States before and after the action; nothing is decided here."""
from flask_babel import gettext as _

from rules.tiles import Tile
from views.bendomino_screen import last_play as last_placed
from views.moon_screen import trump_name
from views.straight_screen import last_play
from views.wording import describe as action_words
from views.wording import with_names


def describe(kind, entry, names):
    """The sentence for `entry` (a views.review_steps.Entry) of a game of `kind`;
    `names` are the players by seat."""
    action, before, after = entry.action, entry.before, entry.after
    if after is before:
        return _('The rules now refuse this action.')
    words = [WORDS[kind](action, before, after, names)]
    if after.winner is not None and before.winner is None:
        winners = after_side_names(after, names)
        words.append(_('%(names)s win!', names=winners) if after.options.partnerships
                     else _('%(name)s wins!', name=winners))
    return " · ".join(w for w in words if w)


def after_side_names(state, names):
    """The names of the winning side of `state`."""
    return " & ".join(names[s] for s in range(state.options.players)
                      if state.options.side_of(s) == state.winner)


def _scored(before, after, names, label):
    """The hand (round) result an action completed, if it completed one (a Straight
    game won during a hand has no hand result to tell: the win says it)."""
    results = [r for r in after.history[len(before.history):]
               if getattr(r, "how", None) != "target"]
    return " · ".join(f"{label(r)}: +{max(r.points)} — {with_names(r.working, names)}"
                      + "".join(f" · ⚑ {with_names(f['message'], names)} (RULES §G9)"
                                for f in getattr(r, "flags", ()))
                      for r in results)


def _straight(action, before, after, names):
    if action["type"] == "play":
        play = last_play(after, names)
        verb = _('%(who)s led %(tile)s', who=play.who, tile=play.tile) if play.end == _("lead") \
            else _('%(who)s played %(tile)s %(end)s', who=play.who, tile=play.tile, end=play.end)
        if play.override:  # a misplay that stands (RULES S4.6)
            verb += " " + _('(override: it stands, showing %(n)s)', n=play.shows)
        score = _('count %(n)s, +%(p)s', n=play.count, p=play.points) if play.points \
            else _('count %(n)s, no score', n=play.count)
        words = [f"{verb}: {score}"]
    else:
        words = [action_words(action, names)]
    if after.ended and not before.ended:
        words.append(_('Hand over: %(how)s', how=_('domino') if after.ended == 'domino'
                                                else _('blocked')))
    words.append(_scored(before, after, names, lambda r: _('Hand %(n)s', n=r.hand)))
    return " · ".join(w for w in words if w)


def _moon(action, before, after, names):
    kind = action["type"]
    if kind == "trump":  # named as the screen's trump chip names it: "threes", "no trump"
        words = [_('%(name)s named trump: %(t)s', name=names[action["seat"]],
                   t=trump_name(action["trump"]))]
    elif kind != "play":
        words = [action_words(action, names)]
    else:  # the tile as the picker writes it: 6-1, not 1-6
        words = [action_words({**action, "tile": str(Tile(action["tile"]))}, names)]
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


def _bendomino(action, before, after, names):
    words = [last_placed(after, names)["text"] if action["type"] == "play"
             else action_words(action, names)]
    if after.phase == "draw-down" and before.phase != "draw-down":
        words.append(_('Both ends blocked: draw-down'))
    if after.phase == "reports" and before.phase != "reports":
        words.append(_('Round over'))
    words.append(_scored(before, after, names, lambda r: _('Round %(n)s', n=r.round)))
    return " · ".join(w for w in words if w)


WORDS = {"straight": _straight, "moon": _moon, "bendomino": _bendomino}
