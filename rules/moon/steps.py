"""The steps of a Moon hand (RULES M4-M10): bidding, the widow, trump, each tile
played to a trick (and the reneges it proves), the rulings, and the hand's end."""
from __future__ import annotations

from dataclasses import replace

from .actions import Bid, Play, Ruling, Trump, Widow
from ..errors import IllegalAction
from ..messages import Join, Msg, Seat, Word
from .score import HandResult, game_winner, score_hand
from .state import Renege, State, Trick, tile_set
from .tricks import follows, led_suit, trick_winner
from ..tiles import Tile


def step_section(action, state=None) -> str:
    """The section that rules `action` (a Bid, Widow, Trump or Play) when it comes
    out of step: M4, M5, M6 or M7; a lead before trump (and, in moon-3, the widow)
    is M6 (M5)."""
    if isinstance(action, Play) and state is not None and state.phase in ("bidding", "widow",
                                                                          "trump"):
        # no lead before trump is named (M6); in moon-3, before both the widow and
        # trump, in either order (M5)
        return "M5" if state.options.variant == "moon-3" and state.phase != "bidding" \
            else "M6"
    return {Bid: "M4", Widow: "M5", Trump: "M6", Play: "M7"}[type(action)]


def out_of_step(state: State, action) -> Msg:
    """Why `action` is not due in `state`'s phase, in words: what the table is
    waiting for (M4-M7)."""
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


def bid(state: State, action: Bid) -> State:
    """A bid or a pass (M4): higher than the high bid; 21 ends the bidding; all
    passing throws the hand in. Raises IllegalAction."""
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


def take_widow(state: State, action: Widow) -> State:
    """The high bidder takes the widow and discards (M5): trump next, or the lead if
    trump was named first."""
    return replace(state, phase="trump" if state.trump is None else "play")


def name_trump(state: State, action: Trump) -> State:
    """The high bidder names trump (M6); in moon-3 it may come before the widow (M5),
    which is then still due."""
    if action.trump == "doubles" and not state.options.doubles_trump:
        raise IllegalAction(Msg("doubles may not be named trump at this table"), "M6")
    return replace(state, trump=action.trump,
                   phase="widow" if state.phase == "widow" else "play")


def play_tile(state: State, action: Play) -> State:
    """A tile played to the trick (M7), from the game's set (M2), once a hand (G2);
    it may prove reneges (M8); the seventh trick ends the play. Raises IllegalAction."""
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


def rule(state: State, action: Ruling) -> State:
    """The table's ruling on a proven renege (M8); the last one due scores the hand.
    Raises IllegalAction for a renege not proven or already ruled."""
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
