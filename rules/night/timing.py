"""A table ended by time (docs/events.md): when the round's time is up the organiser
marks a table's last hand; the hand in play is finished first, and the match ends
when that hand is scored (at once when the hand in play has no play yet), the better
total winning (rules.night.outcome.time_outcome). Level at the top, the event's
option decides: one more hand (the mark moves to the next hand, and so on while
level) or a draw. A game that ends with its match still undecided (a best of three
at one game each) leaves no hand to play: level there, it is a draw. Pure."""
from dataclasses import dataclass

from rules.night.outcome import time_outcome


@dataclass(frozen=True)
class TimeEnd:
    """A table's end by time: `last` the hand whose scoring ends the match (0: the
    one before the first, i.e. at once); once that hand is scored, `points` per side
    (the match's, as they then stood), `winner` (a side, or None) and `drawn` (the
    sides sharing a draw, or ())."""

    last: int
    points: tuple | None = None
    winner: int | None = None
    drawn: tuple = ()

    @property
    def settled(self):
        """Whether the last hand was scored: the match is decided."""
        return self.points is not None


def scored(end, hand_before, hand_after, over):
    """Whether a play that took the game from hand `hand_before` to `hand_after`
    (hand numbers from 1; `over`: it ended the game) scored `end`'s last hand."""
    return not end.settled and (over or hand_before <= end.last < hand_after)


def after_play(end, hand_before, hand_after, over, points, low_wins=False, level="hand"):
    """`end` (a TimeEnd) after a play taking the game from hand `hand_before` to
    `hand_after` (or ending it, `over`), the match's `points` per side then; `low_wins`
    the game's scores run low (RULES §GP8.1), `level` one of TIME_LEVEL. Returns the
    TimeEnd: settled once the play scored its last hand, with the better total
    winning; level under "hand", its last hand the next one. Raises ValueError for an
    unknown `level`."""
    if not scored(end, hand_before, hand_after, over):
        return end
    winner, drawn = time_outcome(points, low_wins, "draw" if over else level)
    if winner is None and not drawn:
        return TimeEnd(hand_after)
    return TimeEnd(end.last, tuple(points), winner, drawn)


def at_tap(hand, started, over, points, low_wins=False, level="hand"):
    """The TimeEnd of the organiser's tap on a table whose game is in hand `hand`:
    `started` whether that hand has had a play, `over` whether the game is over (the
    match undecided: a best of three between games), `points` the match's per side.
    A hand under way is finished first; before its first play the match ends at once
    (as if the hand before it had just been scored). Raises ValueError for an unknown
    `level`."""
    if started and not over:
        return TimeEnd(hand)
    return after_play(TimeEnd(hand - 1), hand - 1, hand, over, points, low_wins, level)


def walk(steps, end, low_wins=False, level="hand"):
    """`end` (a TimeEnd) after each of `steps` in turn, the live plays of the game its
    mark names: each `(hand_before, hand_after, over, points)`. Returns (TimeEnd,
    index of the step that settled it or None). Raises ValueError for an unknown
    `level`."""
    for i, (before, after, over, points) in enumerate(steps):
        end = after_play(end, before, after, over, points, low_wins, level)
        if end.settled:
            return end, i
    return end, None
