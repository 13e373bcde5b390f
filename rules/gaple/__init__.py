"""Gaple, the Indonesian block game (RULES §GP, with G1-G9).

Pure rules: `replay(options, actions)` rebuilds a game from the JSON actions of its
event log; `apply(state, action)` returns the next state or raises IllegalAction;
`check(state, action, hand=None)` answers a dispute (G7). The whole set is dealt, so
the engine knows more than in Straight Domino: it ends a hand at a gaple itself
(GP6.2), refuses a fourth pass in a row (GP10.2), flags a pass the moment a tile
proves it false (GP10.3) and knows when a 0-0 or 6-6 is stranded (GP8.2)."""
from __future__ import annotations

from dataclasses import replace

from ..actions import Pass, Reveal
from ..engine import position_with, replay_with
from ..errors import IllegalAction, Verdict
from ..messages import Msg, Seat
from . import moves
from .actions import NoDouble, Play, Redeal, parse_action
from .check import check_with
from .hand import HandResult
from .lead import Lead, first_lead
from .line import Line, Placed
from .options import Options
from .state import PlayRecord, State

__all__ = ["Options", "State", "HandResult", "PlayRecord", "Lead", "Line", "Placed",
           "Play", "Pass", "Redeal", "NoDouble", "Reveal", "new_game", "apply", "check",
           "replay", "position", "IllegalAction", "Verdict"]


def new_game(options: Options) -> State:
    """Hand 1, dealt, before its lead (RULES GP2, GP3.1). Scores start at 0."""
    state = State(options, points=(0,) * options.sides)
    return moves.new_hand(state, 1, first_lead(options, 1))


def replay(options: Options, actions: list) -> State:
    """The state after `actions` (JSON objects of the event log, voided ones already
    removed). Raises IllegalAction at the first illegal one."""
    return replay_with(new_game, apply, options, actions)


def position(options: Options, plays: list) -> State:
    """A line built tile by tile for the standalone checker (RULES G7, GP4): `plays`
    are JSON play actions (seats ignored), laid in turn; nobody runs out of tiles.
    The lead follows the options' GP3.1 (use `first_lead="any"` for a free lead).
    Raises IllegalAction at the first refused play (a gaple ends the hand, GP6.2)."""
    def fresh(state):
        return replace(state, held=(7,) * 4) if state.phase in ("lead", "play") else state
    return position_with(new_game, apply, fresh, options, plays)


def apply(state: State, action) -> State:
    """Apply one action (an action object or its JSON dict) and return the new
    state. Raises IllegalAction with the RULES section; `state` is unchanged."""
    action = parse_action(action)
    if state.over:
        raise IllegalAction(Msg("the game is over"), "GP9")
    if isinstance(action, Reveal):
        return moves.report(state, action.seat, action.tiles, action.pips)
    if state.ended:
        raise IllegalAction(Msg("the hand is over: each player still holding tiles reports "
                                "them"), "GP6.3")
    if isinstance(action, Redeal):
        return moves.redeal(state, action.seat)
    if isinstance(action, Play) and action.override:
        return moves.lay(state, action.seat, action.tile, action.end, out_of_turn(state, action))
    if state.turn is not None and action.seat != state.turn:
        raise IllegalAction(Msg("it is {turn}'s turn, not {seat}'s", turn=Seat(state.turn),
                                seat=Seat(action.seat)), "G4")
    if isinstance(action, Play):
        return moves.lay(state, action.seat, action.tile, action.end)
    if isinstance(action, NoDouble):
        return moves.claim_no_double(state, action.seat)
    return moves.pass_turn(state, action.seat)


def out_of_turn(state: State, play: Play) -> int:
    """The seat whose turn a play out of turn that stood took (RULES G6.1): `play`
    has `override`. Raises IllegalAction (G6.1) when nobody's turn was taken: it is
    the seat's own turn, or anyone may lead."""
    if state.turn is None:
        raise IllegalAction(Msg("an override logs a play out of turn, and any seat may lead "
                                "now: log it as a normal play"), "G6.1")
    if play.seat == state.turn:
        raise IllegalAction(Msg("an override logs a play out of turn, and it is {seat}'s "
                                "turn: log it as a normal play", seat=Seat(play.seat)), "G6.1")
    return state.turn


def check(state: State, action, hand=None) -> Verdict:
    """The dispute checker (RULES G7): would `action` be accepted, which section
    decides, and its effect - for a play, the ends it fits, the end used, whether it
    goes out (and what that scores) or blocks the line; for a pass, whether it is
    legal given the tiles shown. `hand` is the list of tile strings the acting
    player shows (GP10.4). Records nothing; raises nothing."""
    return check_with(apply, state, action, hand)
