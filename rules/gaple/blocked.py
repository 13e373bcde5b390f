"""Who wins a blocked Gaple hand (RULES GP7) and who leads the next one after it
(GP3.3)."""
from __future__ import annotations

from dataclasses import dataclass

from ..messages import Join, Msg, Plural, Seat
from .options import left_of
from .passes import players_of, side_name


@dataclass(frozen=True)
class Decision:
    """A blocked hand decided (RULES GP7): the `winner` side; `equal`, whether the
    sides were level before any tie-break (equal totals under `lowest`, an equal
    `duel`: GP8.4 scores that case apart); `leader`, the seat that leads next under
    `after-gaple=winner` (GP3.3); `line`, the decision in words."""

    winner: int
    equal: bool
    leader: int
    line: Msg


def decide(options, pips, tiles, blocker: int) -> Decision:
    """The winner of a blocked hand from the pips (face value, per seat) and tile
    counts (per seat) left in the hands, `blocker` the seat that blocked the line
    (RULES GP7: option `blocked`, `lowest` or `duel`)."""
    if options.blocked == "duel":
        return _duel(options, pips, blocker)
    return _lowest(options, pips, tiles, blocker)


def _lowest(options, pips, tiles, blocker) -> Decision:
    """The side with the lowest pip total wins; ties: fewer tiles, then the first in
    turn order starting with the blocker (RULES GP7 `lowest`)."""
    sides = range(options.sides)
    seats_of = {side: [s for s in range(4) if options.side_of(s) == side] for side in sides}
    totals = [sum(pips[s] for s in seats_of[side]) for side in sides]
    counts = [sum(tiles[s] for s in seats_of[side]) for side in sides]
    listed = Join(Msg("{side} {pips}", side=side_name(options, side), pips=totals[side])
                  for side in sides)
    low = min(totals)
    tied = [side for side in sides if totals[side] == low]
    fewest = min(counts[side] for side in tied)
    still = [side for side in tied if counts[side] == fewest]
    order = [options.side_of(s) for s in options.in_turn(blocker)]
    winner = next(side for side in order if side in still)
    name, players = side_name(options, winner), players_of(options)
    if len(tied) == 1:
        line = Plural("lowest hand: {listed}; {side} wins the hand",
                      "lowest hand: {listed}; {side} win the hand", players,
                      listed=listed, side=name)
    elif len(still) == 1:
        line = Plural("lowest hand: {listed}; {tied} tie on {pips}, and {side} holds fewer "
                      "tiles: {side} wins the hand",
                      "lowest hand: {listed}; {tied} tie on {pips}, and {side} hold fewer "
                      "tiles: {side} win the hand", players,
                      listed=listed, pips=low, side=name, tied=_names(options, tied))
    else:
        line = Plural("lowest hand: {listed}; {tied} tie on {pips} with as many tiles, and "
                      "{side} comes first in turn from the blocker: {side} wins the hand",
                      "lowest hand: {listed}; {tied} tie on {pips} with as many tiles, and "
                      "{side} come first in turn from the blocker: {side} win the hand",
                      players, listed=listed, pips=low, side=name,
                      tied=_names(options, still))
    return Decision(winner, len(tied) > 1, _lower_hand(options, winner, pips, blocker), line)


def _duel(options, pips, blocker) -> Decision:
    """The blocker's hand against that of the player on the blocker's left: the
    lower wins for its side; equal, the side that did not block (RULES GP7 `duel`)."""
    left = left_of(blocker)
    a, b = pips[blocker], pips[left]
    said = dict(blocker=Seat(blocker), a=a, left=Seat(left), b=b)
    if a == b:
        winner = options.side_of(left)
        return Decision(winner, True, left, Msg(
            "duel: {blocker} {a} against {left} {b}, equal: the side that did not block, "
            "{side}, wins the hand", side=side_name(options, winner), **said))
    seat = blocker if a < b else left
    winner = options.side_of(seat)
    return Decision(winner, False, seat, Plural(
        "duel: {blocker} {a} against {left} {b}; {side} wins the hand",
        "duel: {blocker} {a} against {left} {b}; {side} win the hand", players_of(options),
        side=side_name(options, winner), **said))


def _lower_hand(options, side: int, pips, blocker: int) -> int:
    """The seat of `side` with the fewer pips; equal hands, the first of them in turn
    from the blocker (RULES GP3.3)."""
    seats = [s for s in options.in_turn(blocker) if options.side_of(s) == side]
    return min(seats, key=lambda s: pips[s])  # min keeps the first of equals


def _names(options, sides) -> Join:
    return Join((side_name(options, side) for side in sides), " and ")
