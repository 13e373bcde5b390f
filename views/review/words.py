"""What a logged action did, in words, for the review's step-through: "Ana played
6-4 left: count 10, +10". The phrases are the app's own: each game says what its
action did (`Kind.review_words`: a play as its screen's last play says it, any other
action as undo names it, `views.games.wording.describe`), then what followed (a trick won,
a hand over and scored); this module adds the game won. Read off the rules States
before and after the action; nothing is decided here."""

from web.i18n import gettext as _
from views.games.screen import scored_sides
from views.games.wording import with_names


def describe(kind, entry, names):
    """The sentence for `entry` (a views.review.steps.Entry) of a game of `kind` (a
    views.games.registry.Kind); `names` are the players by seat."""
    action, before, after = entry.action, entry.before, entry.after
    if after is before:
        return _('The rules now refuse this action.')
    words = [kind.review_words(action, before, after, names)]
    if after.winner is not None and before.winner is None:
        winners = after_side_names(after, names)
        words.append(_('%(names)s win!', names=winners) if after.options.partnerships
                     else _('%(name)s wins!', name=winners))
    return " · ".join(w for w in words if w)


def after_side_names(state, names):
    """The names of the winning side of `state`."""
    return " & ".join(names[s] for s in range(state.options.players)
                      if state.options.side_of(s) == state.winner)


def _who_scored(points, state, names):
    """"Ana +5, Budi +5": each side that scored, or that nobody did."""
    scored = scored_sides(points, state, names)
    return ", ".join(f"{who} {p:+d}" for who, p in scored) or _("nobody scores")


def scored(before, after, names, label):
    """The hand (round) results an action completed, in words, each as `label(result)`
    with its points, working and RULES G9 flags (a game won during a hand, `how`
    "target", has no hand result to tell: the win says it)."""
    results = [r for r in after.history[len(before.history):]
               if getattr(r, "how", None) != "target"]
    return " · ".join(f"{label(r)}: {_who_scored(r.points, after, names)} — "
                      f"{with_names(r.working, names)}"
                      + "".join(f" · ⚑ {with_names(f['message'], names)} (RULES §G9)"
                                for f in getattr(r, "flags", ()))
                      for r in results)
