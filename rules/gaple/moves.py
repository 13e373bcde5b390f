"""What each Gaple action does to the state (RULES GP2-GP10); `rules.gaple.apply`
checks whose turn it is and calls these."""
from __future__ import annotations

from dataclasses import replace

from ..errors import IllegalAction
from ..messages import Msg
from ..reports import take_report
from ..tiles import Tile
from .end import game_end
from .hand import score_hand
from .lead import before_lead, check_lead, check_redeal, first_lead, next_lead, no_double
from .line import Line
from .passes import Claim, PassRecord, pass_point, proven, refuse_fourth_pass, unshareable
from .state import PlayRecord, State


def new_hand(state: State, hand: int, lead) -> State:
    """Hand `hand` dealt, before its lead (RULES GP2, GP3)."""
    return replace(state, hand=hand, lead=lead, line=Line(), held=(7,) * 4, next_seat=None,
                   passes=0, pass_log=(), claims=(), redeals=(), plays=(), point_log=(),
                   hand_flags=(), ended=None, went_out=None, blocker=None,
                   reports=(None,) * 4)


def lay(state: State, seat: int, text: str, end: str | None, skipped: int | None = None) \
        -> State:
    """`seat` lays the tile written `text` (RULES GP3, GP4), then: flags the passes
    and claims it proves false (GP10.3), ends the hand at an out (GP6.1) or a gaple
    (GP6.2), else checks that the hands can still be shared (GP10.3). `skipped`: the
    seat whose turn a play out of turn that stood took (G6.1); play goes on from
    `seat` all the same."""
    tile = Tile(text)
    if tile in state.on_table:
        raise IllegalAction(Msg("{tile} is already on the table", tile=tile), "G2")
    if state.lead is not None:
        check_lead(state.lead, tile)
    before = state.open_ends
    line, used = state.line.lay(text, end, seat)
    record = PlayRecord(seat, str(tile), used, before, _shows(line, used), tile.is_double,
                        state.line.fits_either_end(tile), skipped)
    held = list(state.held)
    held[seat] -= 1
    flags = state.hand_flags + tuple(proven(seat, [tile], state.pass_log, state.claims,
                                            state.hand_flags, state.hand, "play"))
    state = replace(state, lead=None, line=line, held=tuple(held), passes=0,
                    plays=state.plays + (record,), hand_flags=flags,
                    next_seat=state.options.next_seat(seat))
    if held[seat] == 0:
        return hand_over(replace(state, ended="out", went_out=seat))
    if line.blocked is not None:
        return hand_over(replace(state, ended="gaple", blocker=seat))
    return _check_sharing(state)


def _shows(line: Line, end: str) -> int:
    return line.open_ends["left" if end == "left" else "right"]


def pass_turn(state: State, seat: int) -> State:
    """`seat` passes (RULES GP5): refused before the lead (GP3) and as a fourth pass
    in a row (GP10.2); the pass point, if any, counts at once (GP5)."""
    if state.lead is not None:
        before_lead(state.lead)
    last = state.plays[-1]
    refuse_fourth_pass(state.passes, seat, state.open_ends, last.tile)
    number = 1 + sum(1 for p in state.pass_log if p.seat == seat)
    record = PassRecord(seat, number, last.tile, state.open_ends)
    point = pass_point(state.options, seat, last.seat, last.tile)
    points, log = state.points, state.point_log
    if point is not None:
        points = tuple(p + (point.side == side) for side, p in enumerate(points))
        log += (point,)
    state = replace(state, passes=state.passes + 1, pass_log=state.pass_log + (record,),
                    points=points, point_log=log, next_seat=state.options.next_seat(seat))
    return _check_sharing(state)


def claim_no_double(state: State, seat: int) -> State:
    """`seat` says it holds no double (RULES GP3.2): the right to lead moves on."""
    if state.lead is None:
        raise IllegalAction(Msg("the hand has been led: a no-double claim comes before the "
                                "lead"), "GP3.2")
    lead = no_double(state.options, state.lead, state.claims, seat)
    state = replace(state, lead=lead, claims=state.claims + (Claim(seat),))
    return _check_sharing(state)


def redeal(state: State, seat: int) -> State:
    """`seat` claims a redeal (RULES GP2): the same hand is dealt again, its lead rule
    unchanged; claims made on the old deal are void."""
    check_redeal(state.options, state.lead is None)
    lead = _lead_of(state)
    return replace(new_hand(state, state.hand, lead), redeals=state.redeals + (seat,))


def _lead_of(state: State):
    """The lead this hand began with (GP3), before any `no-double` claim."""
    if not state.history:
        return first_lead(state.options, state.hand)
    return next_lead(state.options, state.hand, state.history[-1])


def report(state: State, seat: int, tiles, pips) -> State:
    """`seat` reports the tiles it still holds, or their pips (RULES G8, GP6.3); the
    reported tiles flag the passes and claims they prove false (G9, GP10.3); after
    the last report the hand is scored."""
    if not state.ended:
        raise IllegalAction(Msg("tiles are reported only once the hand has ended"), "G8")
    done = take_report(seat, tiles, pips, state.held, state.reports, state.on_table, 0)
    _need_tiles(state, seat, done)
    reports = list(state.reports)
    reports[seat] = done
    shown = [Tile(t) for t in done.tiles or ()]
    flags = state.hand_flags + tuple(proven(seat, shown, state.pass_log, state.claims,
                                            state.hand_flags, state.hand, "report"))
    state = replace(state, reports=tuple(reports), hand_flags=flags)
    return state if state.reports_due else hand_over(state)


def _need_tiles(state: State, seat: int, done) -> None:
    """While a stranded 0-0 or 6-6 that counts (GP8.2) is in a hand no report has
    shown, only the last report may be a pip total: the app must learn who holds it
    (GP10.1). Raises IllegalAction."""
    if done.tiles is not None or len(state.reports_due) == 1:
        return
    shown = {Tile(t) for r in state.reports if r and r.tiles for t in r.tiles}
    for double, value in state.stranded.items():
        if double not in shown:
            raise IllegalAction(Msg("{double} is stranded and counts {value} in the hand "
                                    "that holds it: report the tiles, so the app knows who "
                                    "holds it", double=double, value=value), "GP8.2")


def hand_over(state: State) -> State:
    """After an out or a gaple: wait for the reports (G8), or - under `points` after
    an out, when none are asked (GP6.3), and after the last report - score the hand
    (GP8), then end the game (GP9) or deal the next hand (GP3)."""
    if state.reports_due and not (state.ended == "out" and state.options.scoring == "points"):
        return state
    result = score_hand(state)
    points = tuple(p + q for p, q in zip(state.points, result.points))
    state = replace(state, points=points, history=state.history + (result,), hand_flags=())
    end = game_end(state.options, points, state.hand)
    if end.over:
        return replace(state, over=True, winner=end.winner, first=end.first,
                       losers=end.losers)
    return new_hand(state, state.hand + 1, next_lead(state.options, state.hand + 1, result))


def _check_sharing(state: State) -> State:
    flag = unshareable(state.on_table, state.held, state.pass_log, state.claims,
                       state.hand_flags, state.hand)
    return replace(state, hand_flags=state.hand_flags + (flag,)) if flag else state

