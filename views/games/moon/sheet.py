"""Moon's score sheet and a side's working, read off the rules State (RULES M9)."""

from web.i18n import gettext as _
from views.games.wording import with_names


def sheet_entries(state, names):
    """The score sheet's entries, one per finished hand: (hand, points per side, the
    hand's working lines, with `names` for seats) (RULES M9)."""
    return [(r.hand, r.points, [with_names(line, names) for line in r.lines])
            for r in state.history]


def working_entries(state, names, side):
    """`side`'s score as (label, points, how), hand by hand (RULES M9)."""
    for r in state.history:
        yield (_("Hand %(n)s", n=r.hand), r.points[side],
               " · ".join(f"{with_names(line, names)} (RULES §{section})"
                          for line, section in zip(r.lines, r.sections)))
