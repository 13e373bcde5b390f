"""Bendomino, the curved-tile draw game (RULES §B, with G1-G8).

Pure rules: `replay(options, actions)`, `apply(state, action)` (raising
IllegalAction), `check(state, action, hand=None)`. The chain lies on the triangular
lattice of `rules.bendomino.lattice`; the engine knows which turns each end still
allows, which ends are blocked and why, and runs the draw-down and the round's
scoring. The parts: `state` (Options, State, RoundResult), `laying` (the opening
and each tile laid), `rounds` (draws, passes, declarations, reports, scoring),
`passes` (the hidden-hand questions of B4 and G9)."""
from __future__ import annotations

from dataclasses import replace

# Every name these imports bring is part of the package, as before its split into
# parts (views and tests read `rules.bendomino.BLOCKED`, `lattice`, ...).
from . import lattice
from ..actions import Reveal
from .actions import Declare, Draw, Pass, Play, parse_action
from .laying import open_chain, play_tile
from .passes import BLOCKED, PassRecord, check_empty_stock_pass, check_forced_draw, \
    illegal_passes, places, proven_play, sure_places
from .rounds import declare, draw, draw_down, new_round, pass_turn, reveal
from .state import DEAL, Options, Placed, RoundResult, State
from ..engine import OptionsJSON, position_with, replay_with, shown_hand
from ..errors import IllegalAction, Verdict, refusal_verdict
from ..messages import Join, Msg, Seat, Word
from ..reports import Report, report_verdict, take_report
from ..scoring import leading_side
from ..tiles import Tile

__all__ = ["Options", "State", "Placed", "RoundResult", "Play", "Draw", "Pass", "Declare",
           "Reveal", "new_game", "apply", "check", "replay", "IllegalAction", "Verdict"]


def new_game(options: Options) -> State:
    """Round 1 before its opening tile."""
    return new_round(State(options, points=(0,) * options.players), 1)


def replay(options: Options, actions: list) -> State:
    """The state after `actions` (JSON objects of the event log, voided ones already
    removed). Raises IllegalAction at the first illegal one."""
    return replay_with(new_game, apply, options, actions)


def position(options: Options, plays: list) -> State:
    """A chain built tile by tile for the standalone checker (RULES G7, B6): `plays`
    are JSON play actions (seats ignored; the first opens), laid in turn; nobody runs
    out of tiles. Raises IllegalAction at the first refused play."""
    def fresh(state):
        return replace(state, held=(options.hand_size,) * options.players)
    return position_with(new_game, apply, fresh, options, plays)


def apply(state: State, action) -> State:
    """Apply one action (an action object or its JSON dict) and return the new
    state. Raises IllegalAction with the RULES section; `state` is unchanged."""
    action = parse_action(action, state.options.players)
    if state.winner is not None:
        raise IllegalAction(Msg("the game is over"), "B8")
    if isinstance(action, Reveal):
        return reveal(state, action)
    if state.phase == "reports":
        raise IllegalAction(Msg("the round is over: each player still holding tiles reports "
                                "them"), "B7")
    if isinstance(action, Declare):
        return declare(state, action)
    if state.turn is not None and action.seat != state.turn \
            and not (isinstance(action, Play) and action.override):  # G6.1: it stood
        raise IllegalAction(Msg("it is {turn}'s turn, not {seat}'s", turn=Seat(state.turn),
                                seat=Seat(action.seat)), "G4")
    if state.phase == "opening":
        if not isinstance(action, Play):
            raise IllegalAction(Msg("the round opens with a tile: no {action} before it",
                                    action=Word(action.type)), "B2")
        return open_chain(state, action)
    if state.phase == "draw-down":
        if not isinstance(action, Draw):
            raise IllegalAction(Msg("both ends are blocked: each player in turn draws one "
                                    "tile until the stock is empty"), "B5")
        return draw_down(state, action)
    return {Play: play_tile, Draw: draw, Pass: pass_turn}[type(action)](state, action)


def check(state: State, action, hand=None) -> Verdict:
    """The dispute checker (RULES G7): would `action` be accepted, which section
    decides, and its effect (for a play: the end, the turn, and the ends' new
    numbers and statuses). `hand`, the tiles a player shows, answers where each of
    them may fit (`effect["fits"]`: end and turn pairs, every turn with room for a
    tile of unknown make), where each fits for certain (`effect["sure"]`, B4), and
    the hidden-hand questions of B4, each decided by that one test of "fits for
    certain" (`passes.proven_play`): a draw with `voluntary_draw` off, a pass on a
    turn that began with the stock empty. Records nothing; raises nothing."""
    fits = {"fits": {}, "sure": {}}
    try:
        parsed = parse_action(action, state.options.players)
        if hand is not None:
            seat = getattr(parsed, "seat", None)
            held = state.held[seat] if seat is not None and state.phase != "opening" else None
            fits = _fits(state, shown_hand(hand, state.on_table, held))
        after = apply(state, parsed)
        if hand is not None and not state.drawn and state.phase == "play":
            if isinstance(parsed, Draw) and not state.options.voluntary_draw:
                check_forced_draw(state, parsed, hand)
            if isinstance(parsed, Pass):
                check_empty_stock_pass(state, parsed, hand)
    except IllegalAction as refusal:
        return refusal_verdict(refusal, fits)
    return _verdict(state, parsed, after, {"ends": after.ends, **fits})


def _verdict(state: State, parsed, after: State, effect: dict) -> Verdict:
    """The checker's answer for an accepted action: the section that allows it (B2
    for the opening, B3 for a tile laid, B5 for a declaration, B4 for a draw or a
    pass, G8 for a report) and its words."""
    if isinstance(parsed, Play) and after.chain and len(after.chain) > len(state.chain):
        placed = after.chain[-1]
        effect.update(end=placed.end, turn=placed.turn)
        if placed.turn is None:
            return Verdict(True, "B2", Msg("{tile} opens", tile=placed.tile), effect)
        fits = Msg("{tile} fits end {end} turning {turn}", tile=placed.tile, end=placed.end,
                   turn=Word(placed.turn))
        if placed.skipped is not None:  # a play out of turn that stood (G6.1)
            fits = Msg("{message}, out of turn: {skipped} loses the turn (override)",
                       message=fits, skipped=Seat(placed.skipped))
        return Verdict(True, "B3", fits, effect)
    if isinstance(parsed, Reveal):
        verdict = report_verdict(parsed, state.history, after.history)
        return replace(verdict, effect={**effect, **verdict.effect})
    if isinstance(parsed, Declare):
        done = Msg("end {end} may be declared blocked", end=parsed.end) if parsed.blocked \
            else Msg("end {end} may be reopened", end=parsed.end)
        return Verdict(True, "B5", done, effect)
    return Verdict(True, "B4", Msg("{seat} may {action}", seat=Seat(parsed.seat),
                                   action=Word(parsed.type)), effect)


def _fits(state: State, hand) -> dict:
    """For the shown tiles (Tiles): {"fits": tile → the (end, turn) pairs where it may
    fit, "sure": tile → those where it fits for certain} (RULES G7, B4)."""
    if not hand or not state.chain:
        return {"fits": {}, "sure": {}}
    return {"fits": {str(tile): places(state, state.ends, tile) for tile in hand},
            "sure": {str(tile): sure_places(state, state.ends, tile) for tile in hand}}
