"""How a side's running total was made (DESIGN: every number can be tapped to show
how it was made): hand by hand, what the side scored and why, with the total so far.
Read off the rules State; nothing is computed here that the rules did not decide."""
from typing import NamedTuple

from flask_babel import gettext as _

from views.screen import side_names
from views.wording import with_names


class Line(NamedTuple):
    """One scoring line: `label` (hand or play), `points`, `how`, `running` total."""

    label: str
    points: int
    how: str
    running: int


def working(kind, state, names, side):
    """The lines of `side`'s score in a game of `kind` ("straight", "moon" or
    "bendomino"), ending at its current score (points)."""
    entries = ENTRIES[kind](state, names, side)
    lines, running = [], 0
    for label, points, how in entries:
        running += points
        lines.append(Line(label, points, how, running))
    return {"who": side_names(side, state, names), "score": state.scores[side], "lines": lines}


def _straight(state, names, side):
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


def _moon(state, names, side):
    for r in state.history:
        yield (_("Hand %(n)s", n=r.hand), r.points[side],
               " · ".join(f"{with_names(line, names)} (RULES §{section})"
                          for line, section in zip(r.lines, r.sections)))


def _bendomino(state, names, side):
    for r in state.history:
        yield (_("Round %(n)s", n=r.round), r.points[side],
               with_names(r.working, names) + " (RULES §B7)")


ENTRIES = {"straight": _straight, "moon": _moon, "bendomino": _bendomino}
