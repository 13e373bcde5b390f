"""Straight Domino, All Fives style (RULES §S, with G1-G9).

Pure rules: `replay(options, actions)` rebuilds a game from the JSON actions of
its event log; `apply(state, action)` returns the next state or raises
IllegalAction; `check(state, action, hand=None)` answers a dispute (G7).
"""
from __future__ import annotations

from dataclasses import replace

# Every name these imports bring is part of the package, as before its split into
# parts (the state moved to `state`).
from ..actions import Draw, Pass, Play, Reveal, parse_action, say_shows
from ..engine import OptionsJSON, position_with, replay_with, shown_hand, whole_hand
from ..errors import IllegalAction, ImpossibleQuestion, Verdict, refusal_verdict
from .layout import Layout
from ..messages import Msg, Plural, Seat, Word
from ..reports import Report, report_verdict, take_report
from ..scoring import leading_side, side_count, side_of
from .state import COUNTINGS, SPINNERS, Options, PassRecord, PlayRecord, State
from .hand import HandResult, score_hand
from ..tiles import Tile

__all__ = ["Options", "State", "HandResult", "Play", "Draw", "Pass", "Reveal",
           "new_game", "apply", "check", "replay", "IllegalAction", "Verdict"]


def new_game(options: Options) -> State:
    """The start of hand 1: no leader yet, whoever leads first leads (RULES S3)."""
    return _new_hand(State(options, points=(0,) * options.sides), hand=1, leader=None)


def _new_hand(state: State, hand: int, leader: int | None) -> State:
    o = state.options
    return replace(state, hand=hand, leader=leader, next_seat=leader, layout=Layout(),
                   held=(o.hand_size,) * o.players, boneyard=28 - o.players * o.hand_size,
                   passes=0, plays=(), pass_log=(), ended=None, dominoed=None,
                   reports=(None,) * o.players)


def replay(options: Options, actions: list) -> State:
    """The state after `actions` (JSON objects of the event log, voided ones
    already removed). Raises IllegalAction at the first illegal one."""
    return replay_with(new_game, apply, options, actions)


def position(options: Options, plays: list) -> State:
    """A layout built tile by tile for the standalone checker (RULES G7, S4, S5):
    `plays` are JSON play actions (seats ignored), laid in turn; nobody runs out of
    tiles and no score accumulates. Raises IllegalAction at the first refused play."""
    def fresh(state):
        return replace(state, held=(options.hand_size,) * options.players,
                       points=(0,) * options.sides)
    return position_with(new_game, apply, fresh, options, plays)


def apply(state: State, action) -> State:
    """Apply one action (an action object or its JSON dict) and return the new
    state. Raises IllegalAction with the RULES section; `state` is unchanged."""
    action = parse_action(action, state.options.players)
    if state.winner is not None:
        raise IllegalAction(Msg("the game is over"), "S9")
    if isinstance(action, Reveal):
        return _reveal(state, action)
    if state.ended:
        raise IllegalAction(Msg("the hand is over: each player still holding tiles reports "
                                "them"), "S8.4")
    if state.turn is not None and action.seat != state.turn \
            and not (isinstance(action, Play) and action.override):
        raise IllegalAction(Msg("it is {turn}'s turn, not {seat}'s", turn=Seat(state.turn),
                                seat=Seat(action.seat)), "G4")
    if isinstance(action, Play):
        return _play(state, action)
    if state.layout.lead is None:
        raise IllegalAction(Msg("the leader may not {action} before the lead: "
                                "any tile can lead", action=Word(action.type)), "S3")
    return _draw(state, action) if isinstance(action, Draw) else _pass(state, action)


def _play(state: State, action: Play) -> State:
    tile = Tile(action.tile)
    if tile in state.on_table:
        raise IllegalAction(Msg("{tile} is already on the table", tile=tile), "G2")
    # A play out of turn that stood (G6.1): the seat that laid it plays, the seat
    # whose turn it was loses that turn, and play goes on from the seat that laid it.
    skipped = state.turn if action.override and action.seat != state.turn else None
    if action.override and action.shows is None and skipped is None:
        raise IllegalAction(say_shows(tile), "S4.6")  # in turn, it is a misplay (S4.6)
    layout, end = state.layout.play(action.tile, action.end, state.options.spinner,
                                    action.shows if action.override else None)
    terms = layout.count_terms(state.options.counting)
    count = sum(pips for _, pips, _ in terms)
    points = count if count > 0 and count % 5 == 0 else 0
    working = " + ".join(f"({w})" if "+" in w and len(terms) > 1 else w
                         for _, _, w in terms)
    seat, side = action.seat, state.options.side_of(action.seat)
    held = _bump(state.held, seat, -1)
    scores = _bump(state.points, side, points)
    far = layout.lead.far if end == "lead" else layout.arm(end)[-1].far
    record = PlayRecord(seat, str(tile), end, count, points, working, action.override, far,
                        skipped=skipped, opened=end in state.layout.closed_sides)
    state = replace(state, layout=layout, held=held, points=scores, passes=0,
                    plays=state.plays + (record,), next_seat=(seat + 1) % len(held),
                    leader=seat if state.leader is None else state.leader)
    if points and not state.options.finish_hand:
        winner = leading_side(scores, state.options.target)
        if winner is not None:  # S9: the game ends the moment the target is reached
            return replace(state, winner=winner, history=state.history + (
                HandResult.target_reached(state),))
    if held[seat] == 0:
        return replace(state, ended="domino", dominoed=seat)
    return state


def _draw(state: State, action: Draw) -> State:
    if state.boneyard == 0:
        raise IllegalAction(Msg("the boneyard is empty: pass instead"), "S7")
    return replace(state, held=_bump(state.held, action.seat, 1),
                   boneyard=state.boneyard - 1)


def _pass(state: State, action: Pass) -> State:
    if state.boneyard:
        n = state.boneyard
        raise IllegalAction(Plural("the boneyard still has {n} tile: draw until a tile can "
                                   "be played", "the boneyard still has {n} tiles: draw "
                                   "until a tile can be played", n), "S7")
    passes = state.passes + 1
    number = 1 + sum(1 for p in state.pass_log if p.seat == action.seat)
    after = state.plays[-1].tile if state.plays else None
    record = PassRecord(action.seat, state.open_ends, number, after)
    state = replace(state, passes=passes, next_seat=(action.seat + 1) % len(state.held),
                    pass_log=state.pass_log + (record,))
    return replace(state, ended="blocked") if passes == len(state.held) else state


def _reveal(state: State, action: Reveal) -> State:
    if not state.ended:
        raise IllegalAction(Msg("tiles are reported only once the hand has ended"), "G8")
    report = take_report(action.seat, action.tiles, action.pips, state.held,
                         state.reports, state.on_table, state.boneyard)
    state = replace(state, reports=_bump(state.reports, action.seat, report, set_=True))
    return _finish_hand(state) if not state.reports_due else state


def _finish_hand(state: State) -> State:
    """Score the hand (S8), then end the game (S9) or start the next hand."""
    result = score_hand(state)
    scores = tuple(p + q for p, q in zip(state.points, result.points))
    state = replace(state, points=scores, history=state.history + (result,))
    winner = leading_side(list(scores), state.options.target)
    if winner is not None:
        return replace(state, winner=winner)
    return _new_hand(state, state.hand + 1, result.next_leader)


def _bump(values: tuple, index: int, delta, set_: bool = False) -> tuple:
    new = list(values)
    new[index] = delta if set_ else new[index] + delta
    return tuple(new)


def check(state: State, action, hand=None) -> Verdict:
    """The dispute checker (RULES G7): would `action` be accepted, which section
    decides, and its effect (`count`, `points`, `end`, `working` for a play).
    `hand` is the list of tiles the acting player shows, for S7 and G9 questions.
    Records nothing; raises nothing."""
    try:
        parsed = parse_action(action, state.options.players)
        after = apply(state, parsed)
        if hand is not None:
            _check_shown_hand(state, parsed, hand)
    except IllegalAction as refusal:
        return refusal_verdict(refusal)
    if isinstance(parsed, Play):
        record = after.plays[-1]
        effect = {"count": record.count, "points": record.points, "end": record.end,
                  "working": record.working, "winner": after.winner}
        section = "S6" if record.points else "S5"
        verb = Msg("scores {points}", points=record.points) if record.points \
            else Msg("scores nothing")
        where = Msg("leads") if record.end == "lead" \
            else Msg("on the {end} end", end=Word(record.end))
        if record.override and parsed.shows is not None:
            where = Msg("{where} as it stands (override, showing {shows})", where=where,
                        shows=parsed.shows)
        if record.skipped is not None:  # G6.1
            where = Msg("{where}, out of turn: {skipped} loses the turn (override)",
                        where=where, skipped=Seat(record.skipped))
        return Verdict(True, section, Msg("{tile} {where}: count {count} ({working}), {verb}",
                                          tile=record.tile, where=where, count=record.count,
                                          working=record.working, verb=verb), effect)
    if not isinstance(parsed, Reveal):
        return Verdict(True, "S7", Msg("{seat} may {action}", seat=Seat(parsed.seat),
                                       action=Word(parsed.type)), {})
    return report_verdict(parsed, state.history, after.history)


def _check_shown_hand(state: State, action, hand) -> None:
    held = state.held[action.seat] if state.held else None
    shown = set(shown_hand(hand, state.on_table, held))
    if isinstance(action, Play) and Tile(action.tile) not in shown:
        raise ImpossibleQuestion(Msg("{tile} is not among the tiles shown", tile=Tile(action.tile)),
                            "G7")
    if isinstance(action, (Draw, Pass)) and state.layout.lead is not None:
        for tile in sorted(shown, reverse=True):
            ends = state.ends_for(tile)
            if ends:
                instead = "drawing" if isinstance(action, Draw) else "passing"
                raise IllegalAction(Msg("{seat} could have played {tile} on the {end} end "
                                        "instead of {instead}", seat=Seat(action.seat),
                                        tile=tile, end=Word(ends[0]), instead=Word(instead)),
                                    "S7")
        whole_hand(shown, held)
