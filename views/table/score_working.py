"""How a side's running total was made (DESIGN: every number can be tapped to show
how it was made): hand by hand, what the side scored and why, with the total so far.
Read off the rules State; nothing is computed here that the rules did not decide."""
from typing import NamedTuple

from views.games.screen import side_names


class Line(NamedTuple):
    """One scoring line: `label` (hand or play), `points`, `how`, `running` total."""

    label: str
    points: int
    how: str
    running: int


def working(kind, state, names, side):
    """The lines of `side`'s score in a game of `kind` (a views.games.kind.Kind), ending at
    its current score (points)."""
    entries = kind.working_entries(state, names, side)
    lines, running = [], 0
    for label, points, how in entries:
        running += points
        lines.append(Line(label, points, how, running))
    return {"who": side_names(side, state, names), "score": state.scores[side], "lines": lines}
