"""Scoring a Moon hand (RULES M8 penalties, M9) and who has won after it (M10)."""
from __future__ import annotations

from dataclasses import dataclass

from ..messages import Msg, Plural, Seat, Seats
from ..scoring import leading_side


@dataclass(frozen=True)
class HandResult:
    """A scored (or thrown-in) hand for the score sheet: the bid and its side,
    tricks and points per side, and one provenance line per side that scored
    ("bid 5 made with 6 tricks: +6"). `moon` is a made (or conceded) 21 that wins
    the game at once (M9); `made` whether the bidding side made its bid (or had it
    conceded, M8), None for a thrown-in hand (M10 `goes_out`)."""

    hand: int
    bid: int | None
    bidding_side: int | None
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    lines: tuple[str, ...]
    moon: bool = False
    made: bool | None = None

    @classmethod
    def thrown_in(cls, hand: int, sides: int) -> "HandResult":
        return cls(hand, None, None, (0,) * sides, (0,) * sides,
                   (Msg("everyone passed: thrown in and redealt"),))


def _name(side, options) -> Msg:
    return Seats(side, side + 2) if options.partnerships else Seat(side)


def score_hand(state) -> HandResult:
    """Points per side for a hand whose seven tricks are played and whose reneges
    all have a ruling (M8, M9)."""
    o = state.options
    bid, side = state.high_bid, o.side_of(state.bidder)
    tricks = state.tricks_won
    points, lines = [0] * o.sides, []
    penalties = sorted((r for r in state.reneges if r.ruling == "penalty"),
                       key=lambda r: (r.trick, _play_order(state, r)))
    culprit = o.side_of(penalties[0].seat) if penalties else None
    needed = 7 if bid == 21 else bid  # a 21 needs every trick (M9)
    made = tricks[side] >= needed if culprit is None else culprit != side
    moon = False
    if made:
        taken = tricks[side] if culprit is None else max(bid, tricks[side])
        if bid == 21 and o.moon_21 == "wins-game":
            points[side], moon = 7, True  # made, or conceded as made: all seven tricks
            lines.append(Msg("{side} bid 21 and {made}: +7 and the game", side=_name(side, o),
                             made=_made(culprit)))
        else:
            points[side] = 21 if bid == 21 else taken
            lines.append(Msg("{side} bid {bid} and {made} with {tricks}: +{points}",
                             side=_name(side, o), bid=bid, made=_made(culprit),
                             tricks=_tricks(tricks[side]), points=points[side]))
    else:
        points[side] = -bid
        why = Msg("reneged (penalty): set") if culprit == side else \
            Msg("took {tricks}: set", tricks=_tricks(tricks[side]))
        lines.append(Msg("{side} bid {bid} and {why}: -{bid}", side=_name(side, o), bid=bid,
                         why=why))
    for other in range(o.sides):
        if other == side:
            continue
        if other == culprit:
            lines.append(Msg("{side} reneged (penalty): nothing", side=_name(other, o)))
        elif tricks[other]:
            points[other] = tricks[other]
            lines.append(Msg("{side} took {tricks}: +{points}", side=_name(other, o),
                             tricks=_tricks(tricks[other]), points=tricks[other]))
    return HandResult(state.hand, bid, side, tuple(tricks), tuple(points), tuple(lines), moon,
                      made)


def _tricks(n: int) -> Msg:
    return Plural("{n} trick", "{n} tricks", n)


def _made(culprit) -> Msg:
    return Msg("made it") if culprit is None else Msg("the defenders conceded (renege)")


def _play_order(state, renege) -> int:
    trick = state.tricks[renege.trick - 1]
    return (renege.seat - trick.leader) % state.options.players


def game_winner(options, scores: list[int], result: HandResult) -> int | None:
    """The side that has won after a hand (RULES M10), or None to play on: the single
    highest score at or above the target; with `goes_out="bidder"`, first the
    bidding side if it made its bid (`result.made`) and has reached the target, even
    when another side has more. `scores` are the totals after the hand."""
    side = result.bidding_side
    if options.goes_out == "bidder" and result.made and scores[side] >= options.target:
        return side
    return leading_side(scores, options.target)
