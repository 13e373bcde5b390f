"""What the Moon screen shows, read off the rules State: the auction, the trump,
the trick on the table with the winning tile, the tricks tally against the bid,
reneges awaiting a ruling, and the hand's result. Legality comes from
`rules.moon.check`; nothing is decided here."""
from typing import NamedTuple

from rules.moon import SUIT_NAMES as SUITS, tile_set
from rules.tiles import Tile
from web.i18n import gettext as _
from views.games.moon.sheet import sheet_entries
from views.games.screen import acting_seat, post_urls, score_sheet, side_names
from views.games.wording import called_by, with_names

FIRST_PHASE = "bidding"  # the first hand's first bid is by the seat drawn or picked (G4)


class MoonSide(NamedTuple):
    """A side on the scoreboard with its tricks this hand and, for the bidding
    side, the bid; `penalised`, a renege of the side's ruled a penalty this hand,
    shown until the hand is scored (RULES M8)."""

    names: str
    score: int
    to_go: int
    share: float
    to_play: bool
    won: bool
    tricks: int
    bid: int | None
    penalised: bool = False


class Played(NamedTuple):
    """A tile on the table in the current trick: `who` played it, called `given` by
    the table, `rest` the rest of their name (views.games.wording.called_by)."""

    who: str
    tile: str
    high: int
    low: int
    winning: bool
    given: str
    rest: str


def played(names, seat, tile, winning):
    """The Played of `tile` by `seat` (`names` by seat); `winning`: it takes the trick."""
    return Played(names[seat], tile, Tile(tile).high, Tile(tile).low, winning,
                  *called_by(names, seat))


class Button(NamedTuple):
    label: str
    do: str
    enabled: bool
    pips: int | None = None


def suit_name(suit):
    return _(SUITS[suit]) if suit in SUITS else str(suit)


def trump_name(trump):
    if trump is None:
        return ""
    return {"doubles": _("doubles"), "none": _("no trump")}.get(trump) or suit_name(trump)


def game_context(game, state, module, oob=False, read_only=False, error=None, section=None):
    """Template context for moon.html: `state` is the rules State of `game`."""
    names = [seat.player.name for seat in game.seats]
    seat = acting_seat(game, state, FIRST_PHASE)
    return {
        "game": game, "state": state, "options": state.options, "names": names, "oob": oob,
        "read_only": read_only, "seat": seat, "error": with_names(error, names),
        "section": section, "sides": _sides(state, names, seat),
        "bids": [(names[s], _("pass") if b is None else str(b)) for s, b in state.bids],
        "bid_buttons": _bid_buttons(state, module, seat) if state.phase == "bidding" else [],
        # moon-3: trump may be named before or after the widow (RULES M5)
        "trump_buttons": _trump_buttons(state, module, seat)
        if state.phase in ("widow", "trump") and state.trump is None else [],
        "trump_label": trump_name(state.trump),
        "led_label": suit_name(state.led) if state.led is not None else "",
        "trick": _trick(state, names), "last_trick": _last_trick(state, names),
        "hand_over": _hand_over(state),
        "picker": picker(state) if state.phase == "play" else [],
        "reneges": [_renege(r, names) for r in state.reneges],
        "result": _result(state, names),
        "sheet": score_sheet(sheet_entries(state, names), state.options.sides)
        if state.phase == "over" else [],
        **post_urls(game, read_only),
    }


def _sides(state, names, seat):
    o = state.options
    tricks = state.tricks_won
    bidding = o.side_of(state.bidder) if state.bidder is not None else None
    return [MoonSide(names=side_names(side, state, names), score=score,
                     to_go=max(o.target - score, 0), share=max(min(score / o.target, 1), 0),
                     to_play=seat is not None and o.side_of(seat) == side
                     and state.phase != "over",
                     won=state.winner == side, tricks=tricks[side],
                     bid=state.high_bid if side == bidding else None,
                     penalised=any(r.ruling == "penalty" and o.side_of(r.seat) == side
                                   for r in state.reneges))
            for side, score in enumerate(state.scores)]


def _bid_buttons(state, module, seat):
    values = [None, 4, 5, 6, 7, 21]
    return [Button(_("Pass") if v is None else str(v), f"bid {'pass' if v is None else v}",
                   module.check(state, {"type": "bid", "seat": seat, "bid": v}).legal)
            for v in values]


def _trump_buttons(state, module, seat):
    modes = list(range(7)) + ["doubles", "none"]
    return [Button(trump_name(m), f"trump {m}",
                   module.check(state, {"type": "trump", "seat": seat, "trump": m}).legal,
                   m if isinstance(m, int) else None)
            for m in modes]


def _trick(state, names):
    winning = state.winning
    return [played(names, s, t, s == winning) for s, t in state.current]


def _last_trick(state, names):
    """The trick just completed, while the next one is still empty."""
    if state.current or not state.tricks:
        return None
    trick = state.tricks[-1]
    n = state.options.players
    seats = [(trick.leader + i) % n for i in range(len(trick.tiles))]
    return {"number": len(state.tricks), "winner": names[trick.winner],
            "led": suit_name(trick.led),
            "tiles": [played(names, s, t, s == trick.winner)
                      for s, t in zip(seats, trick.tiles)]}


def _hand_over(state):
    """True from a hand's seventh trick until the next hand's first bid: the board
    keeps that trick, its winner and the result on the table (State.tricks holds the
    finished hand's tricks until then)."""
    return state.phase in ("bidding", "over") and not state.bids and bool(state.tricks)


def picker(state):
    """The tiles of the game's set, those already played this hand marked."""
    played = state.played
    return [{"tile": str(t), "high": t.high, "low": t.low, "played": t in played}
            for t in tile_set(state.options)]


def _renege(renege, names):
    return {"seat": renege.seat, "trick": renege.trick, "tile": renege.tile,
            "ruling": renege.ruling, "who": names[renege.seat]}


def _result(state, names):
    if not state.history or (state.phase in ("play", "trump", "widow", "rulings")):
        return None
    result = state.history[-1]
    return {"hand": result.hand, "lines": [with_names(line, names) for line in result.lines],
            "sections": result.sections,
            "points": result.points,
            "sides": [(side_names(side, state, names), points)
                      for side, points in enumerate(result.points)]}
