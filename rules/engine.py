"""What every game's rules module does the same way."""
from __future__ import annotations

from dataclasses import MISSING, fields

from .errors import IllegalAction, ImpossibleQuestion, NotProven
from .messages import Msg, Seat
from .tiles import Tile


def replay_with(new_game, apply, options, actions: list):
    """The state after `actions` (JSON objects of the event log, voided ones already
    removed), from `new_game(options)` through `apply`. Raises IllegalAction at the
    first illegal one."""
    state = new_game(options)
    for action in actions:
        state = apply(state, action)
    return state


def shown_hand(hand, on_table, held=None) -> list:
    """The tiles a player shows to the dispute checker (RULES G7), as Tiles: each one
    a tile of the set (G1), none shown twice, none already on the table (G2), and no
    more than the `held` tiles the player holds, when known (G5).
    `hand` is a list of tile strings; `on_table` a set of Tiles. Raises
    ImpossibleQuestion (an IllegalAction): such a question cannot be right (G7)."""
    if held is not None and len(hand) > held:
        raise ImpossibleQuestion(Msg("{shown} tiles are shown, but the player holds {held}",
                                shown=len(hand), held=held), "G5")
    tiles = []
    for text in hand:
        try:
            tile = Tile(text)
        except ValueError as error:
            raise ImpossibleQuestion(error.args[0], "G1") from None
        if tile in tiles:
            raise ImpossibleQuestion(Msg("{tile} is shown twice", tile=tile), "G1")
        if tile in on_table:
            raise ImpossibleQuestion(Msg("{tile} is already on the table, so it is not in a hand",
                                    tile=tile), "G2")
        tiles.append(tile)
    return tiles


def whole_hand(shown, held) -> None:
    """RULES G7: none of the `shown` tiles fits, which proves the pass (or draw)
    legal only when they are all the `held` tiles the player holds (None: not
    known). Raises NotProven, naming how many were not shown."""
    if held is not None and len(shown) < held:
        raise NotProven(held - len(shown))


FIRST_PHASES = ("lead", "bidding")  # Straight's first lead (S3), Moon's first bid (M4)


def check_first_seat(state, action, first_seat: int, first_phase: str | None = None) -> None:
    """RULES G4 for the first hand's first action: the rules let whoever acts first
    lead (Straight, S3) or bid (Moon, M4), but a table that drew or picked that seat
    when the game began has chosen the first player, so another seat is out of turn.
    `state` is any game's State, `action` a JSON action dict (or action object),
    `first_seat` the seat chosen, `first_phase` the phase of that first action
    (`state.phase`: "lead", "bidding"; None for either). Only in hand 1 before anyone
    has the turn; a Bendomino opening is whoever holds the opening tile (B2), never
    refused here. Raises IllegalAction (G4), naming whose turn it is."""
    phases = FIRST_PHASES if first_phase is None else (first_phase,)
    if state.turn is not None or state.hand != 1 or state.phase not in phases:
        return
    seat = action.get("seat") if isinstance(action, dict) else getattr(action, "seat", None)
    if seat is not None and seat != first_seat:
        raise IllegalAction(Msg("it is {turn}'s turn, not {seat}'s: the first player was "
                                "chosen when the game began", turn=Seat(first_seat),
                                seat=Seat(seat)), "G4")


def position_with(new_game, apply, fresh, options, plays: list):
    """A position for the standalone checker (RULES G7): from `new_game(options)`,
    each of `plays` (JSON play actions, their seats ignored) is laid by whoever's turn
    it is, and `fresh(state)` tops the hands up after each, so nobody goes out and
    only the rules of the layout decide. Raises IllegalAction at the first play they
    refuse."""
    state = fresh(new_game(options))
    for play in plays:
        seat = state.turn if state.turn is not None else 0
        state = fresh(apply(state, {**play, "seat": seat}))
    return state


class OptionsJSON:
    """What every game's frozen Options dataclass does with JSON (DESIGN: options are
    serialisable to JSON): `to_json()` a dict of its fields, `from_json(data)` back
    (names with "_" or "-"), raising ValueError for an unknown or missing option or
    a value the dataclass's own checks refuse."""

    def to_json(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_json(cls, data: dict):
        known = {f.name: f for f in fields(cls)}
        given = {str(key).replace("-", "_"): value for key, value in data.items()}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise ValueError(Msg("there is no option {name!r}: the options are {names}",
                                 name=unknown[0], names=", ".join(known)))
        missing = [name for name, f in known.items() if name not in given
                   and f.default is MISSING and f.default_factory is MISSING]
        if missing:
            raise ValueError(Msg("the option {name!r} is needed", name=missing[0]))
        return cls(**given)
