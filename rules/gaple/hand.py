"""Scoring a finished Gaple hand (RULES GP6-GP8): stranded doubles, the three
scorings, and the hand's working for the score sheet."""
from __future__ import annotations

from dataclasses import dataclass

from ..messages import Join, Msg, Plural, Seat
from ..tiles import Tile
from .blocked import decide
from .passes import pass_point_line, players_of, side_name


@dataclass(frozen=True)
class HandResult:
    """A finished hand. `how` "out" (GP6.1) or "gaple" (GP6.2); `winner` the side
    that won it (went out, or the GP7 winner); `went_out`, `blocked` (the gaple's
    number) and `blocker`; `pips` per seat at face value (0 for the player who went
    out; None where nothing was reported, `points` after an out, GP6.3); `counted`
    per seat, what the hand counts under GP8.2; `points` per side at the hand's end
    and `pass_points` per side during it (GP5); `lines`, the working line by line
    (`working` joins them); `flags` the passes and claims proven false (GP10.3, G9);
    `next_leader` the seat due to lead next by right (GP3.2, GP3.3); `stranded` the
    doubles that counted their GP8.2 value; `last_tile` the tile that ended the hand
    (the out, or the tile that made the gaple); `overrides` the plays out of turn that
    stood, in words ("seat 2 laid 4-3 out of turn: seat 1 lost the turn (override)",
    G6.1)."""

    hand: int
    how: str
    winner: int
    went_out: int | None
    blocked: int | None
    blocker: int | None
    pips: tuple
    counted: tuple
    points: tuple[int, ...]
    pass_points: tuple[int, ...]
    lines: tuple
    flags: tuple[dict, ...] = ()
    next_leader: int | None = None
    stranded: tuple[str, ...] = ()
    last_tile: str | None = None
    overrides: tuple[Msg, ...] = ()

    @property
    def working(self) -> Join:
        """How the hand's points were made, in one sentence."""
        return Join(self.lines, "; ")

    @property
    def play_points(self) -> tuple[int, ...]:
        """Points scored during the hand, per side: the pass points (GP5)."""
        return self.pass_points

    @property
    def total(self) -> tuple[int, ...]:
        """What the hand added to each side's score, pass points included."""
        return tuple(p + q for p, q in zip(self.points, self.pass_points))


def stranded(options, on_table) -> dict:
    """The doubles whose GP8.2 value counts if left in a hand now: 0-0 (25, under
    `dead-0-0`) or 6-6 (50, under `dead-6-6`) not on the table, the six other tiles
    of its number all on it. Tile → value; empty under `points` scoring."""
    found = {}
    if options.scoring == "points":
        return found
    for number, value in ((0, options.dead_0_0), (6, options.dead_6_6)):
        double = Tile(number, number)
        if value and double not in on_table and \
                sum(1 for t in on_table if t.has(number)) == 6:
            found[double] = value
    return found


def holder(double: Tile, reports) -> int | None:
    """The seat holding `double`, from the reports (RULES GP10.1): the one who
    reported it, else the only one who reported a pip total."""
    for seat, report in enumerate(reports):
        if report and report.tiles and double in map(Tile, report.tiles):
            return seat
    by_pips = [s for s, r in enumerate(reports) if r and r.tiles is None]
    return by_pips[0] if len(by_pips) == 1 else None


def score_hand(state) -> HandResult:
    """Score the hand that just ended (RULES GP8) from `state` (its reports in, or
    none after an out under `points`), with the hand's pass points (GP5). Points per
    side; raises nothing."""
    o = state.options
    pass_points = [0] * o.sides
    for point in state.point_log:
        pass_points[point.side] += 1
    pips = tuple(r.pips if r else (0 if n == 0 else None)
                 for r, n in zip(state.reports, state.held))
    counted, extra, lines = list(pips), [], []
    for double, value in stranded(o, state.on_table).items():
        seat = holder(double, state.reports)
        if seat is not None and counted[seat] is not None:
            counted[seat] += value - double.pips
            extra.append((seat, double, value))
    if state.ended == "out":
        winner, leader, decision = o.side_of(state.went_out), state.went_out, None
        lines.append(Msg("{seat} went out with {tile}", seat=Seat(state.went_out),
                         tile=state.plays[-1].tile))
    else:
        decision = decide(o, pips, state.held, state.blocker)
        winner, leader = decision.winner, decision.leader
        lines += [Msg("gaple {n}: {seat} blocked the line", n=state.line.blocked,
                      seat=Seat(state.blocker)), decision.line]
    scorer = {"penalty": _penalty, "collect": _collect, "points": _points}[o.scoring]
    points, more = scorer(state, winner, decision, counted, extra)
    lines += more + [pass_point_line(o, p) for p in state.point_log]
    return HandResult(state.hand, state.ended, winner, state.went_out,
                      state.line.blocked if state.ended == "gaple" else None,
                      state.blocker, pips, tuple(counted), tuple(points), tuple(pass_points),
                      tuple(lines), state.hand_flags, leader,
                      tuple(str(d) for _, d, _ in extra), state.plays[-1].tile,
                      tuple(Msg("{seat} laid {tile} out of turn: {skipped} lost the turn "
                                "(override)", seat=Seat(p.seat), tile=p.tile,
                                skipped=Seat(p.skipped))
                            for p in state.plays if p.skipped is not None))


def _adds(seat, counted, extra) -> Msg:
    """"seat 3 adds 30 (0-0 is stranded and counts 25)" (RULES GP8.1, GP8.2)."""
    for who, double, value in extra:
        if who == seat:
            return Msg("{seat} adds {n} ({double} is stranded and counts {value})",
                       seat=Seat(seat), n=counted[seat], double=str(double), value=value)
    return Msg("{seat} adds {n}", seat=Seat(seat), n=counted[seat])


def _penalty(state, winner, decision, counted, extra):
    """Each player adds the pips left in their own hand; after a gaple the winner too,
    unless `gaple-winner=zero` (RULES GP8.1)."""
    points, lines = [0] * 4, []
    for seat in range(4):
        if state.held[seat] == 0:
            continue
        if decision and seat == winner and state.options.gaple_winner == "zero":
            lines.append(Msg("{seat} wins the gaple and adds nothing", seat=Seat(seat)))
            continue
        points[seat] = counted[seat]
        lines.append(_adds(seat, counted, extra))
    return points, lines


def _collect(state, winner, decision, counted, extra):
    """The winning side scores the pips left in every hand outside it, doubled after
    a failed block (`failed-block=x2`) or an out that fitted either end
    (`both-ends=x2`) (RULES GP8.3)."""
    o = state.options
    points = [0] * o.sides
    against = [s for s in range(4) if o.side_of(s) != winner and state.held[s]]
    total = sum(counted[s] for s in against)
    terms = Join((_term(s, counted, extra) for s in against), " + ")
    name = side_name(o, winner)
    line = Plural("{side} scores {terms} = {total}", "{side} score {terms} = {total}",
                  players_of(o), side=name, terms=terms, total=total) \
        if against else Plural("{side} scores {total}", "{side} score {total}", players_of(o),
                               side=name, total=total)
    why = None
    if decision and winner != o.side_of(state.blocker) and o.failed_block == "x2":
        why = Msg("the blocker's side did not win")
    elif not decision and state.plays[-1].either_end and o.both_ends == "x2":
        why = Msg("the last tile fitted either end")
    points[winner] = total * 2 if why else total
    lines = [line] + ([Msg("doubled to {points}: {why}", points=points[winner], why=why)]
                      if why else [])
    return points, lines


def _term(seat, counted, extra) -> Msg:
    for who, double, value in extra:
        if who == seat:
            return Msg("{seat} {n} ({double} counts {value})", seat=Seat(seat),
                       n=counted[seat], double=str(double), value=value)
    return Msg("{seat} {n}", seat=Seat(seat), n=counted[seat])


def _points(state, winner, decision, counted, extra):
    """The federation's fixed points (RULES GP8.4): an out 1, with a double 2, with a
    tile that fitted either end 3, a double when both ends showed its number 4; a
    gaple +2 to the blocker's side when it wins, else −1 to it and +2 to the
    other; level, +1 to the side that did not block."""
    o = state.options
    points = [0, 0]
    if not decision:
        last = state.plays[-1]
        value, why = {(False, False): (1, Msg("out")),
                      (True, False): (2, Msg("out with a double")),
                      (False, True): (3, Msg("out with a tile that fitted either end")),
                      (True, True): (4, Msg("out with a double when both ends showed its "
                                            "number"))}[(last.double, last.either_end)]
        points[winner] = value
        return points, [Plural("{side} scores {points}: {why}", "{side} score {points}: {why}",
                               players_of(o), side=side_name(o, winner), points=value, why=why)]
    blocking = o.side_of(state.blocker)
    other = 1 - blocking
    if decision.equal:
        points[other] = 1
        return points, [Msg("level: the side that did not block, {side}, scores 1",
                            side=side_name(o, other))]
    if winner == blocking:
        points[blocking] = 2
        return points, [Plural("the blocker's side wins: {side} scores 2",
                               "the blocker's side wins: {side} score 2", players_of(o),
                               side=side_name(o, blocking))]
    points[blocking], points[other] = -1, 2
    return points, [Plural("the blocker's side lost: {blocking} −1, {side} scores 2",
                           "the blocker's side lost: {blocking} −1, {side} score 2",
                           players_of(o), blocking=side_name(o, blocking),
                           side=side_name(o, other))]
