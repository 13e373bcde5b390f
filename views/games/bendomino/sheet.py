"""Bendomino's score sheet and a player's working, read off the rules State
(RULES B7, G9)."""

from web.i18n import gettext as _
from views.games.screen import flag_lines
from views.games.wording import with_names


def sheet_entries(state, names):
    """The score sheet's entries, one per finished round: (round, points per player,
    the round's working as lines, with `names` for seats) (RULES B7), then its plays
    out of turn that stood (G6.1) and its G9 flags."""
    return [(r.round, r.points, [with_names(r.working, names),
                                 *(with_names(w, names) + " (RULES §G6.1)" for w in r.overrides),
                                 *flag_lines(r, names)])
            for r in state.history]


def working_entries(state, names, side):
    """`side`'s score as (label, points, how), round by round (RULES B7)."""
    for r in state.history:
        yield (_("Round %(n)s", n=r.round), r.points[side],
               with_names(r.working, names) + " (RULES §B7)")
