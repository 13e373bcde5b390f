"""A play out of turn that stood (RULES G6.1) on a game's screen: the refusal of a
play by a seat whose turn it was not (G4) offers to log it anyway, as an override by
the seat that laid it. Whether it may stand is the rules' answer (`check`), never
decided here; each game says how its screen posts the override (`do`)."""
from typing import NamedTuple

from rules.tiles import Tile
from web.i18n import gettext as _


class Offer(NamedTuple):
    """Log `tile` as laid by `seat` out of turn: `skipped` loses the turn, and `do` is
    the screen's post that logs it (the game's grammar)."""

    seat: int
    skipped: int
    tile: str
    do: str


def refused_play(action, refusal):
    """The views.games.kind.Kind `misplay` hook: for a play by a seat whose turn it was not
    (refused under G4, without `override`), {"out_of_turn": action}; else {}."""
    if action.get("type") == "play" and refusal.section == "G4" \
            and not action.get("override"):
        return {"out_of_turn": action}
    return {}


def offer(state, module, action, do_of):
    """The Offer for `action` (a JSON play refused as out of turn) at the rules State
    `state`, or None when the rules refuse it as an override too: the tile's own
    checks still hold (G2, the end it fits). `do_of(tile, effect)` is the game's post
    for the override of `tile`, from the verdict's effect (where the rules laid it)."""
    if state.turn is None or action.get("seat") == state.turn:
        return None
    verdict = module.check(state, {**action, "override": True})
    if not verdict.legal:
        return None
    tile = str(Tile(action["tile"]))
    return Offer(action["seat"], state.turn, tile, do_of(tile, verdict.effect))


def turn_lost(names, skipped):
    """A play out of turn that stood, in a few words for the screen, the review and
    the exports: "out of turn, Budi's turn lost" (RULES G6.1)."""
    return _("out of turn, %(name)s's turn lost", name=names[skipped])
