"""Straight Domino's score sheet and a side's working (DESIGN: every number can be
tapped to show how it was made), read off the rules State (RULES S6, S8)."""

from web.i18n import gettext as _
from views.games.screen import flag_lines, side_names
from views.games.wording import with_names


def sheet_entries(state, names):
    """The score sheet's entries, one per finished hand: (hand, points per side, the
    hand's working as lines, with `names` for seats). A hand's points are what its
    plays scored (RULES S6) plus its end (S8): one line per side whose plays scored,
    each play with its count, the hand end's line, then its misplays that stood
    (S4.6, G6.1), then its G9 flags."""
    return [(r.hand, [a + b for a, b in zip(r.play_points, r.points)],
             hand_working(state, r, names)) for r in state.history]


def hand_working(state, result, names):
    """The lines that explain a finished hand's row (RULES S6, S8)."""
    lines = []
    for side, points in enumerate(result.play_points):
        plays = [p for p in result.scoring_plays if state.options.side_of(p.seat) == side]
        if points and plays:
            lines.append(_("Plays by %(side)s +%(p)s: %(list)s (RULES §S6)",
                           side=side_names(side, state, names), p=points,
                           list="; ".join(_play_words(p) for p in plays)))
        elif points:
            lines.append(_("Plays by %(side)s +%(p)s (RULES §S6)",
                           side=side_names(side, state, names), p=points))
    end = with_names(result.working, names)
    scored = [(side, p) for side, p in enumerate(result.points) if p]
    if scored:
        who = ", ".join(f"{side_names(side, state, names)} +{p}" for side, p in scored)
        lines.append(_("Hand end, %(who)s: %(how)s (RULES §S8)", who=who, how=end))
    else:
        lines.append(_("Hand end: %(how)s (RULES §S8)", how=end))
    return lines + [with_names(w, names) for w in result.overrides] + flag_lines(result, names)


def _play_words(play):
    where = _("lead") if play.end == "lead" else _(play.end)
    return _("%(tile)s %(end)s, ends %(w)s = %(c)s", tile=play.tile, end=where,
             w=play.working, c=play.count)


def working_entries(state, names, side):
    """`side`'s score as (label, points, how), hand by hand, then play by play in the
    current hand (RULES S6, S8)."""
    o = state.options
    for r in state.history:
        hand_end = with_names(r.working, names) if r.points[side] else _("nothing")
        yield (_("Hand %(n)s", n=r.hand), r.play_points[side] + r.points[side],
               _("plays %(p)s; hand end %(e)s: %(how)s (RULES §S6, §S8)",
                 p=r.play_points[side], e=r.points[side], how=hand_end))
    for play in state.plays:
        if play.points and o.side_of(play.seat) == side:
            yield (_("Hand %(n)s", n=state.hand), play.points,
                   _("%(who)s played %(tile)s: ends %(w)s = %(c)s (RULES §S6)",
                     who=names[play.seat], tile=play.tile, w=play.working, c=play.count))
