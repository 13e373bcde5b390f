"""Laying tiles in Bendomino (RULES B2, B3, B5, B6): the opening tile, a tile at an
end (which end, which turn, room on the lattice, the tile's make), and what follows
a turn (going out, both ends blocked)."""
from __future__ import annotations

from dataclasses import replace

from . import lattice
from .actions import Play
from .passes import BLOCKED
from ..errors import IllegalAction
from ..messages import Join, Msg, Word
from ..tiles import Tile
from .state import Placed, State

def open_chain(state: State, action: Play) -> State:
    """The round's opening tile (B2), lying as its make says (B6): whoever logs it is
    the opener. Raises IllegalAction when it names an end (the chain has none yet),
    when the make is unknown and no turn is given, or the turn contradicts it."""
    if action.end is not None or action.override:
        raise IllegalAction(Msg("the opening tile starts the chain: it goes at no end"), "B2")
    tile = Tile(action.tile)
    first, second = (int(n) for n in action.tile.split("-"))
    at_b, at_a, end_a, end_b, centre = lattice.opening()
    handedness = dict(state.handedness)
    if tile.is_double:
        numbers = (tile.high, tile.high)
    else:
        known = handedness.get(str(tile))
        turn = action.turn
        if known is not None:
            implied = "right" if known == first else "left"
            if turn is not None and turn != implied:
                raise IllegalAction(Msg("{tile} attached by its {number} turns the chain {turn}: "
                                        "its make decides the way it lies", tile=tile,
                                        number=first, turn=Word(implied)), "B6")
            turn = implied
        if turn is None:
            raise IllegalAction(Msg("which way does {tile} turn the chain when attached by its "
                                    "{number}? Say left or right: it fixes how the tile lies",
                                    tile=tile, number=first), "B6")
        right = first if turn == "right" else second
        handedness[str(tile)] = right
        numbers = (right, tile.other(right))  # end a shows the number that turns it right
    placed = Placed(str(tile), action.seat, "open", None, (numbers[1], numbers[0]),
                    (at_b, at_a), centre)
    state = replace(state, phase="play", chain=(placed,), edges=(end_a, end_b),
                    numbers=numbers, filled=frozenset((at_b, at_a)),
                    handedness=tuple(sorted(handedness.items())),
                    held=bump(state.held, action.seat, -1))
    return after_turn(state, action.seat)


def play_tile(state: State, action: Play) -> State:
    """A tile laid at an end (B3): its end and turn chosen or checked, room on the
    lattice (B6, unless logged as an override), its make remembered; with `override`
    by a seat whose turn it is not, a play out of turn that stood (G6.1): play goes
    on from that seat. Raises IllegalAction."""
    tile = Tile(action.tile)
    if tile in state.on_table:
        raise IllegalAction(Msg("{tile} is already in the chain", tile=tile), "G2")
    name = _choose_end(state, tile, action.end)
    i = "ab".index(name)
    number, edge = state.numbers[i], state.edges[i]
    turn = _choose_turn(state, tile, number, edge, action)
    first_tri, second_tri, new_edge, centre = lattice.place(edge, turn)
    overlaps = bool({first_tri, second_tri} & state.filled)
    if not action.override and overlaps:
        raise IllegalAction(Msg("{tile} turning {turn} at end {end} would lie on the chain; "
                                "if it fits on the table, log it as an override", tile=tile,
                                turn=Word(turn), end=name), "B6")
    handedness = dict(state.handedness)
    if not tile.is_double:
        handedness[str(tile)] = number if turn == "right" else tile.other(number)
    # An override by another seat than the turn's is a play out of turn that stood
    # (G6.1); it marks the lattice as overridden only where the tile overlaps (B6).
    skipped = state.turn if action.override and action.seat != state.turn else None
    placed = Placed(str(tile), action.seat, name, turn, (number, tile.other(number)),
                    (first_tri, second_tri), centre,
                    action.override and (overlaps or skipped is None), skipped)
    edges, numbers = list(state.edges), list(state.numbers)
    edges[i], numbers[i] = new_edge, tile.other(number)
    state = replace(state, chain=state.chain + (placed,), edges=tuple(edges),
                    numbers=tuple(numbers), filled=state.filled | {first_tri, second_tri},
                    handedness=tuple(sorted(handedness.items())),
                    held=bump(state.held, action.seat, -1), passes=0,
                    declared=state.declared - {name})
    return after_turn(state, action.seat)


def _choose_end(state: State, tile: Tile, end: str | None) -> str:
    ends = state.ends
    fits = [name for name, e in ends.items()
            if tile.has(e["number"]) and e["status"] not in BLOCKED]
    if end is None:
        if len(fits) == 1:
            return fits[0]
        if not fits:
            raise IllegalAction(Msg("{tile} fits no open end: {ends}", tile=tile,
                                    ends=_listed(ends)), "B3")
        raise IllegalAction(Msg("{tile} fits both ends: say a or b", tile=tile), "B6")
    if ends[end]["status"] in BLOCKED:
        raise IllegalAction(Msg("end {end} is blocked ({status})", end=end,
                                status=Word(ends[end]["status"])), "B5")
    if not tile.has(ends[end]["number"]):
        raise IllegalAction(Msg("{tile} does not match end {end}, which shows {number}",
                                tile=tile, end=end, number=ends[end]["number"]), "B3")
    return end


def _choose_turn(state: State, tile: Tile, number: int, edge, action: Play) -> str:
    room = lattice.possible_turns(edge, state.filled)
    if not tile.is_double:
        right = state.right_number(tile)
        if right is not None:
            made = "right" if right == number else "left"
            if action.turn is not None and action.turn != made:
                raise IllegalAction(Msg("{tile} attached by its {number} turns the chain {turn}, "
                                        "not {other}", tile=tile, number=number,
                                        turn=Word(made), other=Word(action.turn)), "B6")
            return made
    if action.turn is not None:
        return action.turn
    if len(room) == 1:
        return room[0]
    raise IllegalAction(Msg("which way does {tile} turn the chain? Say left or right",
                            tile=tile), "B6")


def after_turn(state: State, seat: int) -> State:
    """The turn passes clockwise; going out ends the round (B7); two blocked ends
    start the draw-down (B5)."""
    n = state.options.players
    state = replace(state, next_seat=(seat + 1) % n, drawn=False)
    if state.held[seat] == 0:
        return replace(state, phase="reports", went_out=seat)
    return check_blocked(state)


def check_blocked(state: State) -> State:
    """With both ends blocked, the draw-down begins, or the round is scored at once
    when the stock is empty (B5)."""
    if all(state.status(name) in BLOCKED for name in "ab"):
        if state.stock == 0:
            return replace(state, phase="reports")
        return replace(state, phase="draw-down", drawn=False)
    return state


def bump(values: tuple, index: int, delta: int) -> tuple:
    """`values` with `delta` added at `index`."""
    return values[:index] + (values[index] + delta,) + values[index + 1:]


def _listed(ends: dict) -> Join:
    return Join(Msg("{end} shows {number} ({status})", end=name, number=e["number"],
                    status=Word(e["status"])) for name, e in ends.items())
