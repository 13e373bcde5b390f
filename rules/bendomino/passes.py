"""Bendomino's hidden-hand questions (RULES B4, B7, G9): the record of each pass,
where a tile may fit and where it fits for certain, and the three questions that
one test of "fits for certain" decides: the passes the reported tiles prove illegal
(G9), the checker's refusal of an empty-stock pass and of a draw with
`voluntary_draw` off when the tiles are shown (G7)."""
from __future__ import annotations

from dataclasses import dataclass

from ..engine import shown_hand, whole_hand
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
    with the stock empty, the passer held a reported tile that fitted an unblocked
    end for certain then (`proven_play`, with the makes known by the round's end).
    Nothing can be drawn after such a pass, so the tile was in hand. One flag per
    pass."""
    flags = []
    for passed in state.pass_log:
        report = state.reports[passed.seat]
        if passed.ends is None or not report or not report.tiles:
            continue
        proof = proven_play(state, passed.ends, [Tile(text) for text in report.tiles])
        if proof:
            tile, end, _turn = proof
            number = passed.ends[end]["number"]
            flags.append(pass_flag(passed.seat, passed.number,
                                   Msg("round {n}", n=state.hand), passed.after, str(tile),
                                   Msg("end {end} ({number})", end=end, number=number)))
    return tuple(flags)


def check_empty_stock_pass(state, action, hand) -> None:
    """A pass on a turn that began with the stock empty, by a player who shows a tile
    that fits an unblocked end for certain, is illegal (B4, G7). `hand` is the list
    of tile strings shown. Raises IllegalAction (B4; G1, G2, G5 for the hand), or
    NotProven (G7) when none fits and fewer tiles are shown than held."""
    shown = shown_hand(hand, state.on_table, state.held[action.seat])
    proof = proven_play(state, state.ends, shown)
    if proof:
        tile, end, turn = proof
        raise IllegalAction(Msg("{seat} could have played {tile} at end {end} turning "
                                "{turn}: with the stock empty, only a player who cannot "
                                "play passes", seat=Seat(action.seat), tile=tile, end=end,
                                turn=Word(turn)), "B4")
    whole_hand(shown, state.held[action.seat])


def check_forced_draw(state, action, hand) -> None:
    """With `voluntary_draw` off, a player who shows a tile that fits an unblocked end
    for certain may not draw (B4, G7). `hand` is the list of tile strings shown.
    Raises IllegalAction (B4; G1, G2, G5 for the hand), or NotProven (G7) when none
    fits and fewer tiles are shown than held."""
    shown = shown_hand(hand, state.on_table, state.held[action.seat])
    proof = proven_play(state, state.ends, shown)
    if proof:
        tile, end, turn = proof
        raise IllegalAction(Msg("{seat} could have played {tile} at end {end} turning "
                                "{turn} instead of drawing", seat=Seat(action.seat),
                                tile=tile, end=end, turn=Word(turn)), "B4")
    whole_hand(shown, state.held[action.seat])


def proven_play(state, ends: dict, tiles) -> tuple | None:
    """The one test of every Bendomino hidden-hand question (RULES B4): the first of
    `tiles` (Tiles; the highest first) that fits one of `ends` (a `State.ends` dict,
    perhaps of an earlier moment) for certain, as (tile, end, turn); None when none
    does, so nothing is proven."""
    for tile in sorted(tiles, reverse=True):
        sure = sure_places(state, ends, tile)
        if sure:
            return (tile, *sure[0])
    return None


def sure_places(state, ends: dict, tile: Tile) -> list:
    """The (end, turn) pairs where `tile` fits for certain (RULES B4): its number
    matches an unblocked end, and either its way of turning is known (a double turns
    either way; a non-double's make, B6) and that turn has room there, or both turns
    have room there. A non-double of unknown make at an end with room for one turn
    only may not fit: it proves nothing."""
    found = places(state, ends, tile)
    if tile.is_double or state.right_number(tile) is not None:
        return found
    return [(name, turn) for name, turn in found if len(ends[name]["turns"]) == 2]


def places(state, ends: dict, tile: Tile) -> list:
    """The (end, turn) pairs where `tile` may fit `ends` (a `State.ends` dict,
    perhaps of an earlier moment): an unblocked end showing one of its numbers, a turn
    the lattice leaves room for, and the tile's make where known (B6). A tile of
    unknown make is listed with every turn that has room (G7: what the checker shows)."""
    found = []
    right = state.right_number(tile)
    for name, end in ends.items():
        if end["status"] in BLOCKED or not tile.has(end["number"]):
            continue
        for turn in end["turns"]:
            if right is None or tile.is_double or \
                    turn == ("right" if right == end["number"] else "left"):
                found.append((name, turn))
    return found
