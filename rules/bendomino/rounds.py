"""A Bendomino round's other steps (RULES B4, B5, B7, B8, G8): drawing, passing, the
draw-down, declaring an end blocked, the reports, and scoring the round."""
from __future__ import annotations

from dataclasses import replace

from .actions import Declare, Draw, Pass
from .laying import bump, check_blocked
from .passes import PassRecord, illegal_passes
from ..actions import Reveal
from ..errors import IllegalAction
from ..messages import Join, Msg, Seat
from ..reports import take_report
from ..scoring import leading_side
from .state import RoundResult, State


def new_round(state: State, number: int) -> State:
    """Round `number` before its opening tile (B1, B2): hands dealt, the stock full,
    the chain empty; scores and history kept."""
    o = state.options
    return replace(state, hand=number, phase="opening", chain=(), edges=(), numbers=(),
                   filled=frozenset(), declared=frozenset(), held=(o.hand_size,) * o.players,
                   stock=28 - o.players * o.hand_size, next_seat=None, drawn=False, passes=0,
                   pass_log=(), reports=(None,) * o.players, went_out=None)


def draw(state: State, action: Draw) -> State:
    """One draw from the stock instead of playing (B4): one a turn, not from an empty
    stock. Raises IllegalAction."""
    if state.stock == 0:
        raise IllegalAction(Msg("the stock is empty: play or pass"), "B4")
    if state.drawn:
        raise IllegalAction(Msg("one draw a turn: play the drawn tile or pass"), "B4")
    return replace(state, held=bump(state.held, action.seat, 1), stock=state.stock - 1,
                   drawn=True)


def pass_turn(state: State, action: Pass) -> State:
    """A pass (B4). Only passes on turns that began with the stock empty count
    towards the end of the round (B7): a pass right after drawing - even the last
    tile - starts the count again, so the turn comes round to that player once more."""
    if not state.drawn and state.stock:
        raise IllegalAction(Msg("a pass comes after one's own draw, or when the stock is "
                                "empty"), "B4")
    passes = 0 if state.drawn else state.passes + 1
    number = 1 + sum(1 for p in state.pass_log if p.seat == action.seat)
    record = PassRecord(action.seat, number, state.chain[-1].tile if state.chain else None,
                        None if state.drawn else state.ends)
    state = replace(state, passes=passes, drawn=False, pass_log=state.pass_log + (record,),
                    next_seat=(action.seat + 1) % state.options.players)
    if passes == state.options.players:  # nobody can play and nothing is left (B7)
        return replace(state, phase="reports")
    return state


def draw_down(state: State, action: Draw) -> State:
    """A draw of the draw-down (B5): the turn passes after it; the last tile of the
    stock ends the round."""
    state = replace(state, held=bump(state.held, action.seat, 1), stock=state.stock - 1,
                    next_seat=(action.seat + 1) % state.options.players)
    return replace(state, phase="reports") if state.stock == 0 else state


def declare(state: State, action: Declare) -> State:
    """The table declares an end blocked, or withdraws that (B5 b), during play. Once
    the draw-down has begun a declaration is final: a withdrawal is refused with
    that reason. Raises IllegalAction (B5)."""
    if state.phase == "draw-down" and not action.blocked:
        raise IllegalAction(Msg("the draw-down has begun: a declaration is final, so end "
                                "{end} cannot be reopened", end=action.end), "B5")
    if state.phase != "play":
        raise IllegalAction(Msg("an end is declared blocked during play"), "B5")
    declared = state.declared | {action.end} if action.blocked else state.declared - {action.end}
    return check_blocked(replace(state, declared=declared))


def reveal(state: State, action: Reveal) -> State:
    """A report of the tiles left in a hand (G8); the last one scores the round (B7).
    Raises IllegalAction for a report the app can prove wrong."""
    if state.phase != "reports":
        raise IllegalAction(Msg("tiles are reported only once the round has ended"), "G8")
    report = take_report(action.seat, action.tiles, action.pips, state.held,
                         state.reports, state.on_table, state.stock)
    reports = state.reports[:action.seat] + (report,) + state.reports[action.seat + 1:]
    state = replace(state, reports=reports)
    return _score_round(state) if not state.reports_due else state


def _score_round(state: State) -> State:
    """The round's result (B7), added to the scores; then the game ends (B8) or the
    next round opens."""
    o = state.options
    pips = tuple(r.pips if r else 0 for r in state.reports)
    winner, points, working = round_points(pips, state.went_out, o.tie)
    stood = tuple(Msg("{seat} laid {tile} out of turn: {skipped} lost the turn (override)",
                      seat=Seat(p.seat), tile=p.tile, skipped=Seat(p.skipped))
                  for p in state.chain if p.skipped is not None)  # G6.1
    result = RoundResult(state.hand, pips, points, working, state.went_out,
                         illegal_passes(state), winner, stood)
    scores = tuple(p + q for p, q in zip(state.points, points))
    state = replace(state, points=scores, history=state.history + (result,))
    champion = leading_side(list(scores), o.target)
    if champion is not None:
        return replace(state, winner=champion, phase="over")
    return new_round(state, state.hand + 1)


def round_points(pips: tuple[int, ...], went_out: int | None, tie: str) -> tuple:
    """(winner, points per seat, working) for a round with `pips` left per seat
    (RULES B7): the winner - who went out, else the one with fewest pips - takes
    the sum of all opponents' pips, not rounded; a tie for fewest scores nobody, or
    with `tie="each"` each tied player the pips of those outside the tie (winner
    None)."""
    points = [0] * len(pips)
    lowest = [s for s, p in enumerate(pips) if p == min(pips)]
    if went_out is not None or len(lowest) == 1:
        winner = went_out if went_out is not None else lowest[0]
        points[winner] = sum(pips) - pips[winner]
        terms = Join((Msg("{seat} {p}", seat=Seat(s), p=p)
                      for s, p in enumerate(pips) if s != winner), " + ")
        said = dict(seat=Seat(winner), terms=terms, points=points[winner])
        working = Msg("{seat} went out and scores the others' pips: {terms} = {points}",
                      **said) if went_out is not None else \
            Msg("{seat} has fewest pips and scores the others' pips: {terms} = {points}",
                **said)
        return winner, tuple(points), working
    if tie == "each":
        outside = sum(p for s, p in enumerate(pips) if s not in lowest)
        for s in lowest:
            points[s] = outside
        return None, tuple(points), Msg("a tie for fewest pips: each tied player scores "
                                        "the others' {outside}", outside=outside)
    return None, tuple(points), Msg("a tie for fewest pips: nobody scores")
