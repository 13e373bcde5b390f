"""An evening off the script, pure (no Flask, no database): a result the organiser
types by hand when a table's phone died, a walkover (forfeit) when an entry never
came, who is seated once some have withdrawn, and the round's clock with its pauses
(docs/events.md, "Corrections").

Refusals are ValueError whose first argument is one of the codes below; the pages
say each in the reader's language (views.night.corrections)."""
from datetime import datetime

from rules.night.standings import BYE_RULES, Result, time_winner

# Why a result typed by hand is refused.
HAND_SIDES, HAND_WHOLE, HAND_LEVEL = "sides", "whole", "level"
MAX_HAND_POINTS = 100_000


def hand_result(points, sides, low_wins=False, draws=False):
    """The winning side of a match whose final points the organiser typed: `points`
    (one per side, whole numbers from 0 to MAX_HAND_POINTS), `sides` how many the
    table seats; the better score wins, the higher or under `low_wins` the lower
    (RULES §GP8.1). Returns the side index, or None for a level result where `draws`
    are allowed. Raises ValueError(HAND_SIDES) for a count that is not one a side,
    ValueError(HAND_WHOLE) for a score that is not a whole number from 0,
    ValueError(HAND_LEVEL) for shared best scores where the event has no draws."""
    points = list(points)
    if len(points) != sides or sides < 2:
        raise ValueError(HAND_SIDES)
    if not all(type(p) is int and 0 <= p <= MAX_HAND_POINTS for p in points):
        raise ValueError(HAND_WHOLE)
    winner = time_winner(points, low_wins)
    if winner is None and not draws:
        raise ValueError(HAND_LEVEL)
    return winner


def walkover(round_no, entries, winner, bye_rule):
    """A table decided by forfeit: the entry at side `winner` of `entries` (by side)
    was there, the others never came. It is scored as the event's bye (BYE_RULES):
    under "win" a match won with 0 points and 0 difference, and each absent entry a
    match lost with 0 points; under "none" it counts for nobody, as a bye counts
    nothing. Returns the rules.night.Result, or None. Raises ValueError for an unknown
    bye rule or a winner that is no side."""
    if bye_rule not in BYE_RULES:
        raise ValueError(f"unknown bye rule {bye_rule!r}")
    if winner not in range(len(entries)):
        raise ValueError("the winner must be one of the table's sides")
    if bye_rule == "none":
        return None
    return Result(round_no, tuple(entries), (0,) * len(entries), winner)


def seated_from(entries, withdrawn, round_no):
    """The entries of `entries` (ids, best placed first) that are seated in round
    `round_no`: all but those withdrawn from that round or an earlier one.
    `withdrawn` maps an entry to the first round it is not seated in. Raises
    nothing."""
    return [e for e in entries if withdrawn.get(e) is None or withdrawn[e] > round_no]


def seconds_left(minutes, started, paused, now):
    """The round clock's whole seconds left: `minutes` the round's limit, `started`
    when its clock started (datetime, moved on by every resumed pause), `paused` when
    it was paused (None while running), `now` the moment asked about. None for an
    untimed round or a clock not started; never below 0 nor above the limit. Counted
    from the time elapsed, so a start near the calendar's end cannot overflow."""
    if not minutes or started is None:
        return None
    until = paused if paused is not None else now
    elapsed = (until - started).total_seconds() if isinstance(until, datetime) else 0
    return int(min(minutes * 60, max(0, minutes * 60 - elapsed)))
