"""Bendomino, the curved-tile draw game (RULES §B, with G1-G8).

Pure rules: `replay(options, actions)`, `apply(state, action)` (raising
IllegalAction), `check(state, action, hand=None)`. The chain lies on the triangular
lattice of `rules.lattice`; the engine knows which turns each end still allows,
which ends are blocked and why, and runs the draw-down and the round's scoring."""
from __future__ import annotations

from dataclasses import dataclass, replace

from . import lattice
from ..actions import Reveal
from .actions import Declare, Draw, Pass, Play, parse_action
from .passes import BLOCKED, PassRecord, check_empty_stock_pass, illegal_passes, \
    places
from ..engine import OptionsJSON, position_with, replay_with, shown_hand
from ..errors import IllegalAction, Verdict
from ..messages import Join, Msg, Seat, Word
from ..reports import Report, report_verdict, take_report
from ..scoring import leading_side
from ..tiles import Tile

__all__ = ["Options", "State", "Placed", "RoundResult", "Play", "Draw", "Pass", "Declare",
           "Reveal", "new_game", "apply", "check", "replay", "IllegalAction", "Verdict"]

DEAL = {2: 7, 3: 6, 4: 5}


@dataclass(frozen=True)
class Options(OptionsJSON):
    """A Bendomino game's options (RULES B1, B4, B7, B8): `players` 2-4, `target`
    points, `voluntary_draw` (a player may draw while able), `tie` nobody | each.
    Raises ValueError for anything else."""

    players: int
    target: int = 100
    voluntary_draw: bool = True
    tie: str = "nobody"

    def __post_init__(self):
        if isinstance(self.players, bool) or self.players not in DEAL:
            raise ValueError(Msg("Bendomino is for 2 to 4 players"))
        if isinstance(self.target, bool) or not isinstance(self.target, int) or self.target <= 0:
            raise ValueError(Msg("the target must be a positive number of points"))
        if not isinstance(self.voluntary_draw, bool):
            raise ValueError(Msg("voluntary_draw is on or off"))
        if self.tie not in ("nobody", "each"):
            raise ValueError(Msg("tie is nobody or each"))

    @property
    def hand_size(self) -> int:
        return DEAL[self.players]

    @property
    def sides(self) -> int:
        return self.players

    @property
    def partnerships(self) -> bool:
        return False

    def side_of(self, seat: int) -> int:
        return seat



@dataclass(frozen=True)
class Placed:
    """A tile in the chain: its halves' numbers and triangles (`first` touches the
    chain; for the opening tile, the half at end b), its centre, the end it went to
    ("a", "b" or "open"), its turn, and whether the table overrode the lattice."""

    tile: str
    seat: int
    end: str
    turn: str | None
    numbers: tuple[int, int]
    triangles: tuple[frozenset, frozenset]
    centre: tuple[int, int]
    override: bool = False


@dataclass(frozen=True)
class RoundResult:
    """A scored round: pips left per seat, points per seat, how they were made, and
    `flags`, the passes the reported tiles prove illegal (RULES B4, G9), shaped as
    Straight Domino's HandResult.flags: dicts with `seat`, `pass` (which of that
    seat's passes this round, from 1), `hand` ("round 2"), `after` (the tile played
    last before it), `tile`, `end` (in words) and `message`."""

    round: int
    pips: tuple[int, ...]
    points: tuple[int, ...]
    working: str
    went_out: int | None
    flags: tuple[dict, ...] = ()


@dataclass(frozen=True)
class State:
    """A Bendomino game at one moment. Read `.turn`, `.hand` (the round), `.phase`
    (opening, play, draw-down, reports, over), `.ends` ("a"/"b" → number, status,
    turns), `.chain`, `.held`, `.stock`, `.scores`, `.winner`, `.history`."""

    options: Options
    hand: int = 1
    phase: str = "opening"
    chain: tuple[Placed, ...] = ()
    edges: tuple = ()                  # (end a, end b) as lattice edges
    numbers: tuple = ()                # (number at a, number at b)
    filled: frozenset = frozenset()
    declared: frozenset = frozenset()
    handedness: tuple = ()             # (tile, the number that attached turns it right)
    held: tuple[int, ...] = ()
    stock: int = 0
    next_seat: int | None = None
    drawn: bool = False
    passes: int = 0                    # empty-stock passes in a row (B7)
    pass_log: tuple[PassRecord, ...] = ()
    reports: tuple[Report | None, ...] = ()
    went_out: int | None = None
    points: tuple[int, ...] = ()
    history: tuple[RoundResult, ...] = ()
    winner: int | None = None

    @property
    def scores(self) -> list[int]:
        return list(self.points)

    @property
    def turn(self) -> int | None:
        """The seat to act; None before a round's opening (whoever holds the opening
        tile lays it, B2), while reports are due, and once won."""
        return self.next_seat if self.phase in ("play", "draw-down") else None

    @property
    def on_table(self) -> frozenset[Tile]:
        return frozenset(Tile(p.tile) for p in self.chain)

    @property
    def ends(self) -> dict:
        """"a"/"b" → {number, status, turns} (RULES B5, B6); empty before the opening."""
        if not self.chain:
            return {}
        return {name: {"number": self.numbers[i], "status": self.status(name),
                       "turns": lattice.possible_turns(self.edges[i], self.filled)}
                for i, name in enumerate(("a", "b"))}

    def status(self, name: str) -> str:
        """joined, dead-end, used-up, declared, half-blocked or open (RULES B6)."""
        i = "ab".index(name)
        if lattice.same_edge(*self.edges):
            return "joined"
        turns = lattice.possible_turns(self.edges[i], self.filled)
        if not turns:
            return "dead-end"
        number = self.numbers[i]
        if sum(1 for t in self.on_table if t.has(number)) == 7:
            return "used-up"
        if name in self.declared:
            return "declared"
        return "half-blocked" if len(turns) == 1 else "open"

    @property
    def reports_due(self) -> list[int]:
        if self.phase != "reports":
            return []
        return [s for s, n in enumerate(self.held) if n and self.reports[s] is None]

    @property
    def ended(self) -> str | None:
        """Why the round ended, once it has (reports due, or the game over): "went-out"
        (a player played their last tile, B7), "ends-blocked" (both ends blocked:
        the draw-down, B5, or scored at once with the stock empty) or "passed" (the
        stock empty and nobody could play, B7). None while the round is played."""
        if self.phase not in ("reports", "over") or not self.chain:
            return None
        if self.went_out is not None:
            return "went-out"
        if all(self.status(name) in BLOCKED for name in "ab"):
            return "ends-blocked"
        return "passed"

    def right_number(self, tile: Tile) -> int | None:
        """The number by which `tile`, attached, turns the chain right, once known."""
        return dict(self.handedness).get(str(tile))


def new_game(options: Options) -> State:
    """Round 1 before its opening tile."""
    return _new_round(State(options, points=(0,) * options.players), 1)


def _new_round(state: State, number: int) -> State:
    o = state.options
    return replace(state, hand=number, phase="opening", chain=(), edges=(), numbers=(),
                   filled=frozenset(), declared=frozenset(), held=(o.hand_size,) * o.players,
                   stock=28 - o.players * o.hand_size, next_seat=None, drawn=False, passes=0,
                   pass_log=(), reports=(None,) * o.players, went_out=None)


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
        return _reveal(state, action)
    if state.phase == "reports":
        raise IllegalAction(Msg("the round is over: each player still holding tiles reports "
                                "them"), "B7")
    if isinstance(action, Declare):
        return _declare(state, action)
    if state.turn is not None and action.seat != state.turn:
        raise IllegalAction(Msg("it is {turn}'s turn, not {seat}'s", turn=Seat(state.turn),
                                seat=Seat(action.seat)), "G4")
    if state.phase == "opening":
        if not isinstance(action, Play):
            raise IllegalAction(Msg("the round opens with a tile: no {action} before it",
                                    action=Word(action.type)), "B2")
        return _open(state, action)
    if state.phase == "draw-down":
        if not isinstance(action, Draw):
            raise IllegalAction(Msg("both ends are blocked: each player in turn draws one "
                                    "tile until the stock is empty"), "B5")
        return _draw_down(state, action)
    return {Play: _play, Draw: _draw, Pass: _pass}[type(action)](state, action)


def _open(state: State, action: Play) -> State:
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
                    held=_bump(state.held, action.seat, -1))
    return _after_turn(state, action.seat)


def _play(state: State, action: Play) -> State:
    tile = Tile(action.tile)
    if tile in state.on_table:
        raise IllegalAction(Msg("{tile} is already in the chain", tile=tile), "G2")
    name = _choose_end(state, tile, action.end)
    i = "ab".index(name)
    number, edge = state.numbers[i], state.edges[i]
    turn = _choose_turn(state, tile, number, edge, action)
    first_tri, second_tri, new_edge, centre = lattice.place(edge, turn)
    if not action.override and {first_tri, second_tri} & state.filled:
        raise IllegalAction(Msg("{tile} turning {turn} at end {end} would lie on the chain; "
                                "if it fits on the table, log it as an override", tile=tile,
                                turn=Word(turn), end=name), "B6")
    handedness = dict(state.handedness)
    if not tile.is_double:
        handedness[str(tile)] = number if turn == "right" else tile.other(number)
    placed = Placed(str(tile), action.seat, name, turn, (number, tile.other(number)),
                    (first_tri, second_tri), centre, action.override)
    edges, numbers = list(state.edges), list(state.numbers)
    edges[i], numbers[i] = new_edge, tile.other(number)
    state = replace(state, chain=state.chain + (placed,), edges=tuple(edges),
                    numbers=tuple(numbers), filled=state.filled | {first_tri, second_tri},
                    handedness=tuple(sorted(handedness.items())),
                    held=_bump(state.held, action.seat, -1), passes=0,
                    declared=state.declared - {name})
    return _after_turn(state, action.seat)


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


def _after_turn(state: State, seat: int) -> State:
    """The turn passes clockwise; going out ends the round (B7); two blocked ends
    start the draw-down (B5)."""
    n = state.options.players
    state = replace(state, next_seat=(seat + 1) % n, drawn=False)
    if state.held[seat] == 0:
        return replace(state, phase="reports", went_out=seat)
    return _check_blocked(state)


def _check_blocked(state: State) -> State:
    if all(state.status(name) in BLOCKED for name in "ab"):
        if state.stock == 0:
            return replace(state, phase="reports")
        return replace(state, phase="draw-down", drawn=False)
    return state


def _draw(state: State, action: Draw) -> State:
    if state.stock == 0:
        raise IllegalAction(Msg("the stock is empty: play or pass"), "B4")
    if state.drawn:
        raise IllegalAction(Msg("one draw a turn: play the drawn tile or pass"), "B4")
    return replace(state, held=_bump(state.held, action.seat, 1), stock=state.stock - 1,
                   drawn=True)


def _pass(state: State, action: Pass) -> State:
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


def _draw_down(state: State, action: Draw) -> State:
    state = replace(state, held=_bump(state.held, action.seat, 1), stock=state.stock - 1,
                    next_seat=(action.seat + 1) % state.options.players)
    return replace(state, phase="reports") if state.stock == 0 else state


def _declare(state: State, action: Declare) -> State:
    if state.phase != "play":
        raise IllegalAction(Msg("an end is declared blocked during play"), "B5")
    declared = state.declared | {action.end} if action.blocked else state.declared - {action.end}
    return _check_blocked(replace(state, declared=declared))


def _reveal(state: State, action: Reveal) -> State:
    if state.phase != "reports":
        raise IllegalAction(Msg("tiles are reported only once the round has ended"), "G8")
    report = take_report(action.seat, action.tiles, action.pips, state.held,
                         state.reports, state.on_table, state.stock)
    reports = state.reports[:action.seat] + (report,) + state.reports[action.seat + 1:]
    state = replace(state, reports=reports)
    return _score_round(state) if not state.reports_due else state


def _score_round(state: State) -> State:
    """The winner takes the sum of all opponents' pips, not rounded (RULES B7); then
    the game ends (B8) or the next round opens."""
    o = state.options
    pips = tuple(r.pips if r else 0 for r in state.reports)
    points = [0] * o.players
    low = min(pips)
    lowest = [s for s, p in enumerate(pips) if p == low]
    if state.went_out is not None or len(lowest) == 1:
        winner = state.went_out if state.went_out is not None else lowest[0]
        points[winner] = sum(pips) - pips[winner]
        terms = Join((Msg("{seat} {p}", seat=Seat(s), p=p)
                      for s, p in enumerate(pips) if s != winner), " + ")
        said = dict(seat=Seat(winner), terms=terms, points=points[winner])
        working = Msg("{seat} went out and scores the others' pips: {terms} = {points}",
                      **said) if state.went_out is not None else \
            Msg("{seat} has fewest pips and scores the others' pips: {terms} = {points}",
                **said)
    elif o.tie == "each":
        outside = sum(p for s, p in enumerate(pips) if s not in lowest)
        for s in lowest:
            points[s] = outside
        working = Msg("a tie for fewest pips: each tied player scores the others' {outside}",
                      outside=outside)
    else:
        working = Msg("a tie for fewest pips: nobody scores")
    scores = tuple(p + q for p, q in zip(state.points, points))
    result = RoundResult(state.hand, pips, tuple(points), working, state.went_out,
                         illegal_passes(state))
    state = replace(state, points=scores, history=state.history + (result,))
    winner = leading_side(list(scores), o.target)
    if winner is not None:
        return replace(state, winner=winner, phase="over")
    return _new_round(state, state.hand + 1)


def _bump(values: tuple, index: int, delta: int) -> tuple:
    return values[:index] + (values[index] + delta,) + values[index + 1:]


def _listed(ends: dict) -> Join:
    return Join(Msg("{end} shows {number} ({status})", end=name, number=e["number"],
                    status=Word(e["status"])) for name, e in ends.items())


def check(state: State, action, hand=None) -> Verdict:
    """The dispute checker (RULES G7): would `action` be accepted, which section
    decides, and its effect (for a play: the end, the turn, and the ends' new
    numbers and statuses). `hand`, the tiles a player shows, answers which of them
    fit which end and turn (`effect["fits"]`) and, with `voluntary_draw` off, whether
    a draw was forced (B4). Records nothing; raises nothing."""
    fits = {}
    try:
        parsed = parse_action(action, state.options.players)
        if hand is not None:
            seat = getattr(parsed, "seat", None)
            held = state.held[seat] if seat is not None and state.phase != "opening" else None
            fits = _fits(state, shown_hand(hand, state.on_table, held))
        after = apply(state, parsed)
        if isinstance(parsed, Draw) and not state.options.voluntary_draw:
            _check_forced_draw(parsed, fits)
        if isinstance(parsed, Pass) and hand is not None and not state.drawn:
            check_empty_stock_pass(state, parsed, hand)
    except IllegalAction as refusal:
        return Verdict(False, refusal.section, refusal.message, {"fits": fits})
    effect = {"ends": after.ends, "fits": fits}
    if isinstance(parsed, Play) and after.chain and len(after.chain) > len(state.chain):
        placed = after.chain[-1]
        effect.update(end=placed.end, turn=placed.turn)
        return Verdict(True, "B3", Msg("{tile} fits end {end} turning {turn}",
                                       tile=placed.tile, end=placed.end,
                                       turn=Word(placed.turn)) if placed.turn
                       else Msg("{tile} opens", tile=placed.tile), effect)
    if isinstance(parsed, Reveal):
        verdict = report_verdict(parsed, state.history, after.history)
        return replace(verdict, effect={**effect, **verdict.effect})
    if isinstance(parsed, Declare):
        done = Msg("end {end} may be declared blocked", end=parsed.end) if parsed.blocked \
            else Msg("end {end} may be reopened", end=parsed.end)
        return Verdict(True, "B5", done, effect)
    return Verdict(True, "B4", Msg("{seat} may {action}", seat=Seat(parsed.seat),
                                   action=Word(parsed.type)), effect)


def _check_forced_draw(draw: Draw, fits: dict) -> None:
    """With voluntary draws off, a player who shows a tile that fits may not draw (B4)."""
    for tile, spots in fits.items():
        if spots:
            end, turn = spots[0]
            raise IllegalAction(Msg("{seat} could have played {tile} at end {end} turning "
                                    "{turn} instead of drawing", seat=Seat(draw.seat),
                                    tile=tile, end=end, turn=Word(turn)), "B4")


def _fits(state: State, hand) -> dict:
    """For each shown tile (Tiles), the (end, turn) pairs where it would fit (RULES G7)."""
    if not hand or not state.chain:
        return {}
    return {str(tile): places(state, state.ends, tile) for tile in hand}
