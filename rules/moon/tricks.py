"""Moon's suits, trumps and tricks (RULES M3, M6, M7): pure functions of a tile
and the trump mode. `trump` is 0-6, "doubles" or "none"."""
from __future__ import annotations

from ..tiles import Tile

TRUMPS = "trumps"


def is_trump(tile: Tile, trump) -> bool:
    """A trump bears the trump number, or is a double when doubles are trump (M7)."""
    if trump == "doubles":
        return tile.is_double
    return trump != "none" and tile.has(trump)


def led_suit(lead: Tile, trump):
    """The suit a lead calls for (M7): "trumps", the double's number, or the lead's
    higher number."""
    if is_trump(lead, trump):
        return TRUMPS
    return lead.high


def follows(tile: Tile, led, trump) -> bool:
    """Whether `tile` follows the suit `led` (M7)."""
    if led == TRUMPS:
        return is_trump(tile, trump)
    return tile.has(led) and not is_trump(tile, trump)


def rank(tile: Tile, suit, trump, doubles_low: bool = False) -> int:
    """Rank of `tile` within `suit` ("trumps" or 0-6), higher wins (M3, M7). The
    double tops its suit (bottom under no trump with doubles low); the others rank
    by their other number; under doubles trump the doubles rank by number."""
    if suit == TRUMPS:
        if trump == "doubles":
            return tile.high
        suit = trump
    if tile.is_double:
        return -1 if doubles_low and trump == "none" else 7
    return tile.other(suit)


def trick_winner(tiles: list[Tile], trump, doubles_low: bool = False) -> int:
    """Index in play order of the tile that wins a trick (M7): the highest trump,
    else the highest tile of the led suit."""
    led = led_suit(tiles[0], trump)
    trumps = [i for i, t in enumerate(tiles) if is_trump(t, trump)]
    suit = TRUMPS if trumps else led
    contenders = trumps or [i for i, t in enumerate(tiles) if follows(t, led, trump)]
    return max(contenders, key=lambda i: rank(tiles[i], suit, trump, doubles_low))
