"""Scoring a Moon hand (RULES M8 penalties, M9) and who has won after it (M10)."""
from __future__ import annotations

from dataclasses import dataclass

from ..messages import Msg, Plural, Seat, Seats
from ..scoring import leading_side


@dataclass(frozen=True)
class HandResult:
    """A scored (or thrown-in) hand for the score sheet: the bid and its side,
    tricks and points per side, and one provenance line per side that scored
    ("bid 5 made with 6 tricks: +6"), each with the RULES section that decides it
    in `sections` (M4 for a thrown-in hand, M8 for a line a penalty decides, M9
    otherwise). `moon` is a made (or conceded) 21 that wins the game at once (M9);
    `made` whether the bidding side made its bid (or had it conceded, M8), None for
    a thrown-in hand (M10 `goes_out`). `winner` is the side that won the hand: the
    bidding side when it made its bid (or had it conceded), the defending side when
    the bid was set in `moon-4`; None for a thrown-in hand, and for a set bid in
    `moon-3`, where two defenders share the setting (M9 names no single winner)."""

    hand: int
    bid: int | None
    bidding_side: int | None
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    lines: tuple[str, ...]
    moon: bool = False
    made: bool | None = None
    sections: tuple[str, ...] = ()
    winner: int | None = None

    @classmethod
    def thrown_in(cls, hand: int, sides: int) -> "HandResult":
        """A hand everyone passed: thrown in and redealt, nobody scores (M4)."""
        return cls(hand, None, None, (0,) * sides, (0,) * sides,
                   (Msg("everyone passed: thrown in and redealt"),), sections=("M4",))


def _name(side, options) -> Msg:
    return Seats(side, side + 2) if options.partnerships else Seat(side)


def earliest_penalty(state):
    """The renege that decides a hand (RULES M8): the earliest ruled a penalty, by
    trick, then by order of play within the trick; reneges let stand count as if
    they had not happened. A Renege, or None when no renege was penalised."""
    penalties = [r for r in state.reneges if r.ruling == "penalty"]
    return min(penalties, key=lambda r: (r.trick, _play_order(state, r)), default=None)


def score_hand(state) -> HandResult:
    """Points per side for a hand whose seven tricks are played and whose reneges
    all have a ruling (M8, M9). The earliest penalised renege decides: by the bidding
    side, the bid is set; by a defender, the defenders concede and every defender
    with a penalised renege scores nothing."""
    o = state.options
    bid, side = state.high_bid, o.side_of(state.bidder)
    tricks = state.tricks_won
    first = earliest_penalty(state)
    culprit = o.side_of(first.seat) if first else None
    conceded = culprit is not None and culprit != side
    needed = 7 if bid == 21 else bid  # a 21 needs every trick (M9)
    made = conceded or (culprit is None and tricks[side] >= needed)
    points, lines = [0] * o.sides, []
    points[side], moon, line = (_made_line if made else _set_line)(state, culprit)
    lines.append(line)
    silenced = {o.side_of(r.seat) for r in state.reneges if r.ruling == "penalty"} \
        if conceded else set()
    for other in range(o.sides):
        if other == side:
            continue
        if other in silenced:
            lines.append((Msg("{side} reneged (penalty): nothing", side=_name(other, o)),
                          "M8"))
        elif tricks[other]:
            points[other] = tricks[other]
            lines.append((Msg("{side} took {tricks}: +{points}", side=_name(other, o),
                              tricks=_tricks(tricks[other]), points=tricks[other]), "M9"))
    winner = side if made else (1 - side if o.partnerships else None)
    return HandResult(state.hand, bid, side, tuple(tricks), tuple(points),
                      tuple(text for text, _ in lines), moon, made,
                      tuple(section for _, section in lines), winner)


def _made_line(state, culprit):
    """(points, moon, (line, section)) for a bid made, or conceded by a defender's
    renege (M8): the larger of the bid and the tricks; a 21 scores 7 and the game
    (`moon-21=wins-game`) or 21 (`scores-21`), conceded or made (M8, M9)."""
    o = state.options
    bid, side = state.high_bid, o.side_of(state.bidder)
    tricks = state.tricks_won[side]
    section = "M9" if culprit is None else "M8"
    if bid == 21 and o.moon_21 == "wins-game":
        return 7, True, (Msg("{side} bid 21 and {made}: +7 and the game",
                             side=_name(side, o), made=_made(culprit)), section)
    points = 21 if bid == 21 else (tricks if culprit is None else max(bid, tricks))
    return points, False, (Msg("{side} bid {bid} and {made} with {tricks}: +{points}",
                               side=_name(side, o), bid=bid, made=_made(culprit),
                               tricks=_tricks(tricks), points=points), section)


def _set_line(state, culprit):
    """(points, moon, (line, section)) for a bid set: by too few tricks (M9) or by
    the bidding side's own penalised renege (M8); it loses the bid."""
    o = state.options
    bid, side = state.high_bid, o.side_of(state.bidder)
    if culprit == side:
        why, section = Msg("reneged (penalty): set"), "M8"
    else:
        why, section = Msg("took {tricks}: set",
                           tricks=_tricks(state.tricks_won[side])), "M9"
    return -bid, False, (Msg("{side} bid {bid} and {why}: -{bid}", side=_name(side, o),
                             bid=bid, why=why), section)


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
