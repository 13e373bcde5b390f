"""Moon, the trick-taking domino game (RULES §M, with G1-G8).

Pure rules: `replay(options, actions)` rebuilds a game from the JSON actions of its
event log; `apply(state, action)` returns the next state or raises IllegalAction;
`check(state, action, hand=None)` answers a dispute (G7), including "is this a
renege?" when the player shows their hand (M8)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine import OptionsJSON, replay_with, shown_hand
from ..errors import IllegalAction, Verdict
from ..messages import Join, Msg, Seat, Word
from .actions import Bid, Play, Ruling, Trump, Widow, parse_action
from .score import HandResult, game_winner, score_hand
from .tricks import follows, is_trump, led_suit, trick_winner
from ..tiles import DOUBLE_SIX, Tile

__all__ = ["Options", "State", "Trick", "Renege", "HandResult", "Bid", "Widow", "Trump",
           "Play", "Ruling", "new_game", "apply", "check", "replay", "IllegalAction",
           "Verdict", "tile_set"]

VARIANTS = ("moon-4", "moon-3")
GOES_OUT = ("highest", "bidder")


@dataclass(frozen=True)
class Options(OptionsJSON):
    """A Moon game's options (RULES M1, M4, M6, M7, M9, M10): `variant` moon-4
    (four players, partners opposite) or moon-3 (three, 22 tiles, a widow);
    `target` points; `all_pass` redeal | forced; `doubles_trump` whether doubles may
    be named trump; `no_trump_doubles` high | low; `moon_21` wins-game | scores-21;
    `goes_out` highest | bidder (M10: "bidder goes out").
    Raises ValueError for anything else."""

    variant: str = "moon-4"
    target: int = 21
    all_pass: str = "redeal"
    doubles_trump: bool = True
    no_trump_doubles: str = "high"
    moon_21: str = "wins-game"
    goes_out: str = "highest"

    def __post_init__(self):
        if self.variant not in VARIANTS:
            raise ValueError(Msg("variant is moon-4 or moon-3"))
        if isinstance(self.target, bool) or not isinstance(self.target, int) or self.target <= 0:
            raise ValueError(Msg("the target must be a positive number of points"))
        if self.all_pass not in ("redeal", "forced"):
            raise ValueError(Msg("all_pass is redeal or forced"))
        if not isinstance(self.doubles_trump, bool):
            raise ValueError(Msg("doubles_trump is on or off"))
        if self.no_trump_doubles not in ("high", "low"):
            raise ValueError(Msg("no_trump_doubles is high or low"))
        if self.moon_21 not in ("wins-game", "scores-21"):
            raise ValueError(Msg("moon_21 is wins-game or scores-21"))
        if self.goes_out not in GOES_OUT:
            raise ValueError(Msg("goes_out is highest or bidder"))

    @property
    def players(self) -> int:
        return 4 if self.variant == "moon-4" else 3

    @property
    def partnerships(self) -> bool:
        return self.variant == "moon-4"

    @property
    def sides(self) -> int:
        return 2 if self.partnerships else 3

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat



SUIT_NAMES = {0: "blanks", 1: "ones", 2: "twos", 3: "threes", 4: "fours", 5: "fives",
              6: "sixes", "trumps": "trumps"}
"""A suit in words, for messages: 0-6 or "trumps" (M3)."""


def tile_set(options: Options) -> tuple[Tile, ...]:
    """The tiles in play (RULES M1, M2): moon-3 leaves out 1-0 ... 6-0."""
    if options.variant == "moon-3":
        return tuple(t for t in DOUBLE_SIX if t.low != 0 or t.high == 0)
    return DOUBLE_SIX


@dataclass(frozen=True)
class Trick:
    """A completed trick: who led, the tiles in play order, the led suit (0-6 or
    "trumps") and the winning seat (RULES M7)."""

    leader: int
    tiles: tuple[str, ...]
    led: int | str
    winner: int


@dataclass(frozen=True)
class Renege:
    """A proven renege (RULES M8): `seat` failed to follow in `trick` (from 1), and
    `tile`, played later, proves it could have; `ruling` None, "penalty" or "stand"."""

    seat: int
    trick: int
    tile: str
    ruling: str | None = None


@dataclass(frozen=True)
class State:
    """A Moon game at one moment. Read `.turn`, `.hand`, `.phase`, `.scores`,
    `.winner`, `.bids`, `.high_bid`, `.bidder`, `.trump`, `.tricks` (completed
    tricks of this hand, or of the hand just scored until the next hand's first
    action), `.current` (the trick on the table: (seat, tile) pairs), `.reneges`,
    `.tricks_won` per side and `.history`."""

    options: Options
    hand: int = 1
    first_bidder: int | None = None
    phase: str = "bidding"            # bidding, widow, trump, play, rulings, over
    # moon-3 (M5): "widow" until the widow is taken (trump may be named before it),
    # "trump" once it is taken and trump is still to be named.
    bids: tuple[tuple[int, int | None], ...] = ()
    high_bid: int | None = None
    bidder: int | None = None
    trump: int | str | None = None
    tricks: tuple[Trick, ...] = ()
    current: tuple[tuple[int, str], ...] = ()
    reneges: tuple[Renege, ...] = ()
    points: tuple[int, ...] = ()
    history: tuple[HandResult, ...] = ()
    winner: int | None = None

    @property
    def scores(self) -> list[int]:
        """Points per side (RULES M9); they may be negative."""
        return list(self.points)

    @property
    def turn(self) -> int | None:
        """The seat to act (M4, M5, M7); None before the game's first bid (anyone
        may bid first), while rulings are due, and once won (M10)."""
        n = self.options.players
        if self.phase == "bidding":
            return None if self.first_bidder is None else (self.first_bidder + len(self.bids)) % n
        if self.phase in ("widow", "trump"):
            return self.bidder
        if self.phase == "play":
            leader = self.tricks[-1].winner if self.tricks else self.bidder
            return (leader + len(self.current)) % n
        return None

    @property
    def led(self):
        """The led suit of the trick on the table, or None."""
        return led_suit(Tile(self.current[0][1]), self.trump) if self.current else None

    @property
    def played(self) -> frozenset[Tile]:
        """Tiles played this hand (RULES G2)."""
        return frozenset(Tile(t) for trick in self.tricks for t in trick.tiles) | \
            frozenset(Tile(t) for _, t in self.current)

    on_table = played  # the name the other games use for the same question (G2)

    @property
    def tricks_won(self) -> list[int]:
        won = [0] * self.options.sides
        for trick in self.tricks:
            won[self.options.side_of(trick.winner)] += 1
        return won

    @property
    def winning(self) -> int | None:
        """The seat whose tile is winning the trick on the table."""
        if not self.current:
            return None
        tiles = [Tile(t) for _, t in self.current]
        return self.current[trick_winner(tiles, self.trump, self._doubles_low)][0]

    @property
    def _doubles_low(self) -> bool:
        return self.options.no_trump_doubles == "low"


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
    played so far (strings), one per seat in turn. Raises IllegalAction for a tile
    played twice or outside the set, more tiles than one trick holds (M7), or a trump
    the options forbid."""
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
        return _ruling(state, action)
    step = {Bid: (("bidding",), _bid), Widow: (("widow",), _widow),
            Trump: (("widow", "trump"), _trump), Play: (("play",), _play)}
    phases, handler = step[type(action)]
    if state.phase not in phases or (isinstance(action, Trump) and state.trump is not None):
        raise IllegalAction(_out_of_step(state, action), _step_section(action, state))
    if state.turn is not None and action.seat != state.turn:
        raise IllegalAction(Msg("it is {turn}'s turn, not {seat}'s", turn=Seat(state.turn),
                                seat=Seat(action.seat)),
                            "G4" if phases[0] in ("bidding", "play") else _step_section(action))
    return handler(state, action)


def _step_section(action, state=None) -> str:
    if isinstance(action, Play) and state is not None and state.phase in ("bidding", "widow",
                                                                          "trump"):
        # no lead before trump is named (M6); in moon-3, before both the widow and
        # trump, in either order (M5)
        return "M5" if state.options.variant == "moon-3" and state.phase != "bidding" \
            else "M6"
    return {Bid: "M4", Widow: "M5", Trump: "M6", Play: "M7"}[type(action)]


def _out_of_step(state: State, action) -> str:
    waiting = {"bidding": Msg("the bidding"),
               "widow": Msg("the high bidder to take the widow"),
               "trump": Msg("the high bidder to name trump"),
               "play": Msg("the play of the tricks"),
               "rulings": Msg("a ruling on each renege")}[state.phase]
    what = {Bid: Msg("a bid"), Widow: Msg("the widow"), Trump: Msg("naming trump"),
            Play: Msg("a play")}
    if isinstance(action, Widow) and state.options.variant == "moon-4":
        return Msg("moon-4 has no widow: all 28 tiles are dealt")
    if isinstance(action, Widow) and state.phase in ("trump", "play") and state.bidder is not None:
        return Msg("the widow is already taken")
    if isinstance(action, Trump) and state.trump is not None and state.phase in (
            "widow", "play"):
        return Msg("trump is already named ({trump})", trump=Word(state.trump))
    if isinstance(action, Play) and state.options.variant == "moon-3" and state.phase in (
            "widow", "trump"):
        missing = Join((step for step, due in (
            (Msg("take the widow"), state.phase == "widow"),
            (Msg("name trump"), state.trump is None)) if due), " and ")
        return Msg("the lead comes after the widow and trump, in either order: the high "
                   "bidder must still {missing}", missing=missing)
    return Msg("{what} is not due now: waiting for {waiting}", what=what[type(action)],
               waiting=waiting)


def _bid(state: State, action: Bid) -> State:
    n = state.options.players
    if not state.bids:  # a new hand's first action: the last hand's tricks are cleared
        state = replace(state, tricks=(), reneges=(), trump=None, first_bidder=(
            action.seat if state.first_bidder is None else state.first_bidder))
    high = state.high_bid
    if action.bid is not None and high is not None and action.bid <= high:
        raise IllegalAction(Msg("a bid must beat the high bid of {high}", high=high), "M4")
    last = len(state.bids) == n - 1
    if (action.bid is None and last and high is None
            and state.options.all_pass == "forced"):
        raise IllegalAction(Msg("everyone else passed: the last bidder must bid"), "M4")
    bids = state.bids + ((action.seat, action.bid),)
    if action.bid is not None:
        state = replace(state, high_bid=action.bid, bidder=action.seat)
    state = replace(state, bids=bids)
    if action.bid == 21 or len(bids) == n:
        if state.high_bid is None:  # all passed: thrown in, redealt, the next seat bids
            return _next_hand(state, HandResult.thrown_in(state.hand, state.options.sides))
        return replace(state, phase="widow" if state.options.variant == "moon-3" else "trump")
    return state


def _widow(state: State, action: Widow) -> State:
    """The high bidder takes the widow and discards (M5): trump next, or the lead if
    trump was named first."""
    return replace(state, phase="trump" if state.trump is None else "play")


def _trump(state: State, action: Trump) -> State:
    """The high bidder names trump (M6); in moon-3 it may come before the widow (M5),
    which is then still due."""
    if action.trump == "doubles" and not state.options.doubles_trump:
        raise IllegalAction(Msg("doubles may not be named trump at this table"), "M6")
    return replace(state, trump=action.trump,
                   phase="widow" if state.phase == "widow" else "play")


def _play(state: State, action: Play) -> State:
    tile = Tile(action.tile)
    if tile not in tile_set(state.options):
        raise IllegalAction(Msg("{tile} is not in the moon-3 set: 1-0 to 6-0 are left out",
                                tile=tile), "M2")
    if tile in state.played:
        raise IllegalAction(Msg("{tile} has already been played this hand", tile=tile), "G2")
    state = replace(state, reneges=state.reneges + _proven(state, action.seat, tile),
                    current=state.current + ((action.seat, str(tile)),))
    if len(state.current) < state.options.players:
        return state
    tiles = [Tile(t) for _, t in state.current]
    winner = state.current[trick_winner(tiles, state.trump, state._doubles_low)][0]
    trick = Trick(state.current[0][0], tuple(str(t) for t in tiles),
                  led_suit(tiles[0], state.trump), winner)
    state = replace(state, tricks=state.tricks + (trick,), current=())
    if len(state.tricks) < 7:
        return state
    return _end_of_play(state)


def _proven(state: State, seat: int, tile: Tile) -> tuple[Renege, ...]:
    """Reneges this play proves (M8): earlier tricks of this hand in which `seat` did
    not follow the led suit, although `tile` — in hand all along — would have."""
    known = {(r.seat, r.trick) for r in state.reneges}
    found = []
    for number, trick in enumerate(state.tricks, start=1):
        order = [(trick.leader + i) % state.options.players for i in range(len(trick.tiles))]
        played = Tile(trick.tiles[order.index(seat)])
        if (seat != trick.leader and (seat, number) not in known
                and not follows(played, trick.led, state.trump)
                and follows(tile, trick.led, state.trump)):
            found.append(Renege(seat, number, str(tile)))
    return tuple(found)


def _ruling(state: State, action: Ruling) -> State:
    if state.phase not in ("play", "rulings"):
        raise IllegalAction(Msg("there is no renege to rule on: rulings are made while the "
                                "tricks are played, before the hand is scored"), "M8")
    for index, renege in enumerate(state.reneges):
        if (renege.seat, renege.trick) == (action.seat, action.trick):
            if renege.ruling is not None:
                raise IllegalAction(Msg("the renege by {seat} in trick {trick} already has a "
                                        "ruling", seat=Seat(action.seat),
                                        trick=action.trick), "M8")
            reneges = list(state.reneges)
            reneges[index] = replace(renege, ruling=action.ruling)
            state = replace(state, reneges=tuple(reneges))
            return _end_of_play(state) if state.phase == "rulings" else state
    raise IllegalAction(Msg("no renege by {seat} in trick {trick} has been proven",
                            seat=Seat(action.seat), trick=action.trick), "M8")


def _end_of_play(state: State) -> State:
    """After the seventh trick: wait for rulings (M8), then score the hand (M9)."""
    if any(r.ruling is None for r in state.reneges):
        return replace(state, phase="rulings")
    result = score_hand(state)
    points = tuple(p + q for p, q in zip(state.points, result.points))
    state = replace(state, points=points)
    if result.moon:
        return replace(state, winner=state.options.side_of(state.bidder), phase="over",
                       history=state.history + (result,))
    winner = game_winner(state.options, list(points), result)
    if winner is not None:
        return replace(state, winner=winner, phase="over", history=state.history + (result,))
    return _next_hand(state, result)


def _next_hand(state: State, result: HandResult) -> State:
    """The next hand's bidding, its first bidder one seat on (M4, M10). The tricks
    (and the trump they were played under) stay readable until that hand's first bid."""
    return replace(state, hand=state.hand + 1, phase="bidding", bids=(), high_bid=None,
                   bidder=None, current=(), history=state.history + (result,),
                   first_bidder=(state.first_bidder + 1) % state.options.players)


def check(state: State, action, hand=None) -> Verdict:
    """The dispute checker (RULES G7): would `action` be accepted, which section
    decides, and its effect (for a play: `follows`, `led`, `winning` seat, and the
    trick `winner` when it completes one). `hand`, the tiles the player shows, also
    answers M8: does this tile follow suit given the hand? Records nothing."""
    try:
        parsed = parse_action(action, state.options.players)
        after = apply(state, parsed)
        if hand is not None and isinstance(parsed, Play):
            _check_shown_hand(state, parsed, hand)
    except IllegalAction as refusal:
        return Verdict(False, refusal.section, refusal.message)
    if not isinstance(parsed, Play):
        return _step_verdict(parsed, state, after)
    tile, led = Tile(parsed.tile), state.led
    effect = {"led": led_suit(tile, state.trump) if led is None else led,
              "follows": True if led is None else follows(tile, led, state.trump),
              "trump": is_trump(tile, state.trump)}
    if after.current:
        effect["winning"] = after.winning
        message = Msg("{tile} is legal; {seat} is winning the trick", tile=tile,
                      seat=Seat(after.winning))
    else:
        effect["winner"] = after.tricks[-1].winner if after.tricks else None
        message = Msg("{tile} is legal; {seat} wins the trick", tile=tile,
                      seat=Seat(effect["winner"]))
    return Verdict(True, "M7", message, effect)


def _held(state: State, seat: int) -> int:
    """Tiles `seat` holds during play: seven (in moon-3 the high bidder's widow tile
    replaces the discard, M5), less those it has played this hand (G5)."""
    n = state.options.players
    played = sum(1 for trick in state.tricks for i in range(len(trick.tiles))
                 if (trick.leader + i) % n == seat)
    return 7 - played - sum(1 for s, _ in state.current if s == seat)


def _step_verdict(action, before: State, after: State) -> Verdict:
    """The checker's words for a legal bid, widow, trump or ruling; when it lets the
    hand be scored, the effect carries the points per side and their working (M9)."""
    if isinstance(action, Bid):
        message = (Msg("{seat} may pass", seat=Seat(action.seat)) if action.bid is None
                   else Msg("{seat} may bid {bid}", seat=Seat(action.seat), bid=action.bid))
    elif isinstance(action, Widow):
        message = Msg("{seat} takes the widow and discards one tile", seat=Seat(action.seat))
    elif isinstance(action, Trump):
        named = {"doubles": "doubles", "none": "no trump"}.get(action.trump) \
            or SUIT_NAMES[action.trump]
        message = Msg("{seat} may name {trump} as trump", seat=Seat(action.seat),
                      trump=Word(named))
    else:
        seat, trick = Seat(action.seat), action.trick
        message = Msg("the renege by {seat} in trick {trick} may be ruled a penalty",
                      seat=seat, trick=trick) if action.ruling == "penalty" else \
            Msg("the renege by {seat} in trick {trick} may be ruled to stand",
                seat=seat, trick=trick)
    effect = {}
    if len(after.history) > len(before.history):
        result = after.history[-1]
        effect = {"points": list(result.points), "lines": list(result.lines)}
        message = Msg("{message}; the hand is then scored: {lines}", message=message,
                      lines=Join(result.lines, " "))
    section = "M8" if isinstance(action, Ruling) else _step_section(action)
    return Verdict(True, section, message, effect)


def _check_shown_hand(state: State, action: Play, hand) -> None:
    shown = shown_hand(hand, state.played, _held(state, action.seat))
    outside = [str(t) for t in shown if t not in tile_set(state.options)]
    if outside:
        raise IllegalAction(Msg("{tile} is not in the {variant} set", tile=outside[0],
                                variant=state.options.variant), "M2")
    tile = Tile(action.tile)
    if tile not in shown:
        raise IllegalAction(Msg("{tile} is not among the tiles shown", tile=tile), "G7")
    led = state.led
    if led is not None and not follows(tile, led, state.trump):
        able = [t for t in shown if follows(t, led, state.trump)]
        if able:
            suit = Word(SUIT_NAMES[led])
            raise IllegalAction(Msg("renege: {tile} does not follow {suit}, but {able} "
                                    "in the hand does", tile=tile, suit=suit, able=able[0]),
                                "M8")
