"""The dispute checker's answers for Moon (RULES G7, M7, M8): the words and effect
of a legal step, and the renege a shown hand proves at once."""
from __future__ import annotations

from .actions import Bid, Play, Ruling, Trump, Widow
from ..engine import shown_hand, whole_hand
from ..errors import IllegalAction, ImpossibleQuestion, Verdict
from ..messages import Join, Msg, Seat, Word
from .state import SUIT_NAMES, State, tile_set
from .steps import step_section
from .tricks import follows, is_trump, led_suit
from ..tiles import Tile


def play_verdict(before: State, action: Play, after: State) -> Verdict:
    """The checker's answer for a legal play (M7): its effect holds the `led` suit,
    whether it `follows` and is a `trump`, and the seat `winning` the trick so far
    (or the trick's `winner` when it completes one)."""
    tile, led = Tile(action.tile), before.led
    effect = {"led": led_suit(tile, before.trump) if led is None else led,
              "follows": True if led is None else follows(tile, led, before.trump),
              "trump": is_trump(tile, before.trump)}
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


def step_verdict(action, before: State, after: State) -> Verdict:
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
    section = "M8" if isinstance(action, Ruling) else step_section(action)
    return Verdict(True, section, message, effect)


def check_shown_hand(state: State, action: Play, hand) -> None:
    """With the player's tiles shown (G7): each one of the set (M2), none played, no
    more than the player holds, the tile played among them, and no renege (M8): a
    tile that does not follow while a shown one does. A tile that does not follow
    is proven legal only by the whole hand: with fewer shown, NotProven (G7).
    Raises IllegalAction."""
    shown = shown_hand(hand, state.played, _held(state, action.seat))
    outside = [str(t) for t in shown if t not in tile_set(state.options)]
    if outside:
        raise IllegalAction(Msg("{tile} is not in the {variant} set", tile=outside[0],
                                variant=state.options.variant), "M2")
    tile = Tile(action.tile)
    if tile not in shown:
        raise ImpossibleQuestion(Msg("{tile} is not among the tiles shown", tile=tile), "G7")
    led = state.led
    if led is not None and not follows(tile, led, state.trump):
        able = [t for t in shown if follows(t, led, state.trump)]
        if able:
            suit = Word(SUIT_NAMES[led])
            raise IllegalAction(Msg("renege: {tile} does not follow {suit}, but {able} "
                                    "in the hand does", tile=tile, suit=suit, able=able[0]),
                                "M8")
        whole_hand(shown, _held(state, action.seat))
