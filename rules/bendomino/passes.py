"""Bendomino's passes (RULES B4, B7, G9): the record of each pass, the passes the
reported tiles prove illegal, the checker's refusal of an empty-stock pass when the
tiles are shown, and where a tile surely fits."""
from __future__ import annotations

from dataclasses import dataclass

from ..engine import shown_hand
from ..errors import IllegalAction
from ..messages import Msg, Seat, Word
from ..reports import pass_flag
from ..tiles import Tile

BLOCKED = ("joined", "dead-end", "used-up", "declared")


@dataclass(frozen=True)
class PassRecord:
    """A pass (for G9): the seat, which of its passes this round it was (from 1),
    the tile played last before it, and - for a pass on a turn that began with the
    stock empty (B4), the only kind that can be illegal - the ends as they were
    (`State.ends`); None for a pass right after one's own draw."""

    seat: int
    number: int
    after: str | None
    ends: dict | None


def illegal_passes(state) -> tuple[dict, ...]:
    """Passes the reported tiles prove illegal (RULES B4, G9): on a turn that began
    with the stock empty, the passer held a reported tile that surely fitted an
    unblocked end then (B6 geometry and the makes known by the round's end). Nothing
    can be drawn after such a pass, so the tile was in hand. One flag per pass."""
    flags = []
    for passed in state.pass_log:
        report = state.reports[passed.seat]
        if passed.ends is None or not report or not report.tiles:
            continue
        for text in report.tiles:
            fits = places(state, passed.ends, Tile(text), certain=True)
            if fits:
                end, _turn = fits[0]
                number = passed.ends[end]["number"]
                flags.append(pass_flag(passed.seat, passed.number,
                                       Msg("round {n}", n=state.hand), passed.after, text,
                                       Msg("end {end} ({number})", end=end, number=number)))
                break
    return tuple(flags)


def check_empty_stock_pass(state, action, hand) -> None:
    """A pass on a turn that began with the stock empty, by a player who shows a tile
    that surely fits an unblocked end, is illegal (B4, G7)."""
    for tile in sorted(shown_hand(hand, state.on_table, state.held[action.seat]),
                       reverse=True):
        fits = places(state, state.ends, tile, certain=True)
        if fits:
            end, turn = fits[0]
            raise IllegalAction(Msg("{seat} could have played {tile} at end {end} turning "
                                    "{turn}: with the stock empty, only a player who cannot "
                                    "play passes", seat=Seat(action.seat), tile=tile, end=end,
                                    turn=Word(turn)), "B4")


def places(state, ends: dict, tile: Tile, certain: bool = False) -> list:
    """The (end, turn) pairs where `tile` fits `ends` (a `State.ends` dict, perhaps
    of an earlier moment): an unblocked end showing one of its numbers, a turn the
    lattice leaves room for, and the tile's make where known (B6). With `certain`, a
    non-double of unknown make fits only where both turns have room: whichever way
    it is made, it fits (what the app can prove, G9)."""
    found = []
    for name, end in ends.items():
        if end["status"] in BLOCKED or not tile.has(end["number"]):
            continue
        right = state.right_number(tile)
        if certain and right is None and not tile.is_double and len(end["turns"]) < 2:
            continue
        for turn in end["turns"]:
            if right is None or tile.is_double or \
                    turn == ("right" if right == end["number"] else "left"):
                found.append((name, turn))
    return found
