"""Moon, the trick-taking domino game (RULES §M, with G1-G8).

Pure rules: `replay(options, actions)` rebuilds a game from the JSON actions of its
event log; `apply(state, action)` returns the next state or raises IllegalAction;
`check(state, action, hand=None)` answers a dispute (G7), including "is this a
renege?" when the player shows their hand (M8). The parts: `state` (Options, State,
Trick, Renege), `steps` (each step of a hand), `tricks` (suits and trick winners),
`score` (a hand's points), `verdicts` (the checker's answers)."""
from __future__ import annotations

# Every name these imports bring is part of the package, as before its split into
# parts (views, tests and tools read `rules.moon.SUIT_NAMES`, `tile_set`, ...).
from ..engine import OptionsJSON, replay_with, shown_hand
from ..errors import IllegalAction, Verdict, refusal_verdict
from ..messages import Join, Msg, Seat, Word
from .actions import Bid, Play, Ruling, Trump, Widow, parse_action
from .score import HandResult, game_winner, score_hand
from .state import GOES_OUT, SUIT_NAMES, VARIANTS, Options, Renege, State, Trick, tile_set
from .steps import bid, name_trump, out_of_step, play_tile, rule, step_section, take_widow
from .tricks import follows, is_trump, led_suit, trick_winner
from .verdicts import check_shown_hand, play_verdict, step_verdict
from ..tiles import DOUBLE_SIX, Tile

__all__ = ["Options", "State", "Trick", "Renege", "HandResult", "Bid", "Widow", "Trump",
           "Play", "Ruling", "new_game", "apply", "check", "replay", "IllegalAction",
           "Verdict", "tile_set"]


def new_game(options: Options) -> State:
    """Hand 1 before the first bid: whoever bids first is the first bidder (M4)."""
    return State(options, points=(0,) * options.sides)


def replay(options: Options, actions: list) -> State:
    """The state after `actions` (JSON objects of the event log, voided ones already
    removed). Raises IllegalAction at the first illegal one."""
    return replay_with(new_game, apply, options, actions)


def position(options: Options, trump, trick: list) -> State:
    """A trick on the table for the standalone checker (RULES G7, M7): seat 0 bid
    and named `trump` (0-6, "doubles" or "none") and leads; `trick` are the tiles
    played so far (strings), one per seat in turn, so at most one per player (M7).
    Raises IllegalAction for more tiles than players (M7), a tile played twice or
    outside the set, or a trump the options forbid."""
    if len(trick) > options.players:
        raise IllegalAction(Msg("a trick is up to {n} tiles, one per player",
                                n=options.players), "M7")
    state = new_game(options)
    for seat in range(options.players):
        state = apply(state, {"type": "bid", "seat": seat, "bid": 4 if seat == 0 else None})
    if state.phase == "widow":
        state = apply(state, {"type": "widow", "seat": 0})
    state = apply(state, {"type": "trump", "seat": 0, "trump": trump})
    for tile in trick:
        state = apply(state, {"type": "play", "seat": state.turn, "tile": tile})
    return state


def apply(state: State, action) -> State:
    """Apply one action (an action object or its JSON dict) and return the new
    state. Raises IllegalAction with the RULES section; `state` is unchanged."""
    action = parse_action(action, state.options.players)
    if state.winner is not None:
        raise IllegalAction(Msg("the game is over"), "M10")
    if isinstance(action, Ruling):
        return rule(state, action)
    step = {Bid: (("bidding",), bid), Widow: (("widow",), take_widow),
            Trump: (("widow", "trump"), name_trump), Play: (("play",), play_tile)}
    phases, handler = step[type(action)]
    if state.phase not in phases or (isinstance(action, Trump) and state.trump is not None):
        raise IllegalAction(out_of_step(state, action), step_section(action, state))
    if state.turn is not None and action.seat != state.turn:
        raise IllegalAction(Msg("it is {turn}'s turn, not {seat}'s", turn=Seat(state.turn),
                                seat=Seat(action.seat)),
                            "G4" if phases[0] in ("bidding", "play") else step_section(action))
    return handler(state, action)


def check(state: State, action, hand=None) -> Verdict:
    """The dispute checker (RULES G7): would `action` be accepted, which section
    decides, and its effect (for a play: `follows`, `led`, `winning` seat, and the
    trick `winner` when it completes one). `hand`, the tiles the player shows, also
    answers M8: does this tile follow suit given the hand? Records nothing."""
    try:
        parsed = parse_action(action, state.options.players)
        after = apply(state, parsed)
        if hand is not None and isinstance(parsed, Play):
            check_shown_hand(state, parsed, hand)
    except IllegalAction as refusal:
        return refusal_verdict(refusal)
    if not isinstance(parsed, Play):
        return step_verdict(parsed, state, after)
    return play_verdict(state, parsed, after)
