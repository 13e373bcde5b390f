"""Who leads a Gaple hand and with what (RULES GP3), the `no-double` claim (GP3.2)
and the redeal (GP2)."""
from __future__ import annotations

from dataclasses import dataclass

from ..errors import IllegalAction
from ..messages import Msg, Seat
from ..tiles import Tile

ANY_DOUBLE = "double"


@dataclass(frozen=True)
class Lead:
    """What the next lead must be: `seat` the seat due to lead (None: whoever holds
    the tile, or anyone under `first-lead=any`), `tile` None (any tile), "double"
    (any double, GP3.2) or a particular double ("0-0", GP3.4), and `section`, the
    ruling that says so."""

    seat: int | None
    tile: str | None
    section: str

    def allows(self, tile: Tile) -> bool:
        """May `tile` lead (RULES GP3)?"""
        if self.tile is None:
            return True
        if self.tile == ANY_DOUBLE:
            return tile.is_double
        return tile == Tile(self.tile)


def first_lead(options, hand: int) -> Lead:
    """The lead of hand `hand` when no earlier hand decides it: hand 1 (GP3.1), or
    every hand under `first-lead=rotating` (hand k: the double (k−1) mod 7)."""
    if options.first_lead == "rotating":
        n = (hand - 1) % 7
        return Lead(None, f"{n}-{n}", "GP3.1")
    if options.first_lead == "any":
        return Lead(None, None, "GP3.1")
    return Lead(None, options.first_lead, "GP3.1")


def next_lead(options, hand: int, result) -> Lead:
    """The lead of hand `hand`, which follows the finished hand `result` (RULES
    GP3.1-GP3.3): after an out its player leads, after a gaple the GP7 winner (or the
    holder of n-n under `after-gaple=double`); a leader by right leads any tile, or a
    double under `winner-lead=double`."""
    if options.first_lead == "rotating":
        return first_lead(options, hand)
    if result.how == "gaple" and options.after_gaple == "double":
        n = result.blocked
        return Lead(None, f"{n}-{n}", "GP3.3")
    section = "GP3.2" if result.how == "out" else "GP3.3"
    return Lead(result.next_leader, ANY_DOUBLE if options.winner_lead == "double" else None,
                section)


def check_lead(lead: Lead, tile: Tile) -> None:
    """Raise IllegalAction unless `tile` may lead (RULES GP3.2, GP3.4)."""
    if lead.allows(tile):
        return
    if lead.tile == ANY_DOUBLE:
        raise IllegalAction(Msg("{seat} leads a double, or says they hold none: {tile} is "
                                "not a double", seat=Seat(lead.seat), tile=tile), "GP3.2")
    raise IllegalAction(Msg("this hand is led with {double}: whoever holds it lays it first, "
                            "not {tile}", double=Tile(lead.tile), tile=tile), "GP3.4")


def before_lead(lead: Lead) -> None:
    """Refuse a pass before the lead: the leader can always lead (RULES GP3)."""
    if lead.tile not in (None, ANY_DOUBLE):
        raise IllegalAction(Msg("this hand is led with {double}: nothing comes before it",
                                double=Tile(lead.tile)), "GP3.4")
    if lead.tile == ANY_DOUBLE:
        raise IllegalAction(Msg("{seat} leads a double, or says they hold none: no pass "
                                "before the lead", seat=Seat(lead.seat)), "GP3.2")
    raise IllegalAction(Msg("the leader may lead any tile: no pass before the lead"),
                        lead.section)


def no_double(options, lead: Lead, claims: tuple, seat: int) -> Lead:
    """The lead after `seat` says it holds no double (RULES GP3.2): the right to
    lead passes to the next seat in turn. `claims` are the seats that said so
    before, this deal. Raises IllegalAction when no double is due, or when the three
    others have said so already: all seven doubles are dealt, so this seat holds
    one."""
    if lead.tile != ANY_DOUBLE:
        raise IllegalAction(Msg("no double is due: {seat} may not claim to hold none",
                                seat=Seat(seat)), "GP3.2")
    if len(claims) == 3:
        raise IllegalAction(Msg("{seat} holds a double: the three others hold none, and all "
                                "seven doubles are dealt", seat=Seat(seat)), "GP3.2")
    return Lead(options.next_seat(seat), ANY_DOUBLE, "GP3.2")


def check_redeal(options, leader_known: bool) -> None:
    """Refuse a redeal when the options have none or the hand's first tile is down
    (RULES GP2)."""
    if options.redeal_doubles is None:
        raise IllegalAction(Msg("this game has no redeal for doubles"), "GP2")
    if leader_known:
        raise IllegalAction(Msg("the hand's first tile is down: a redeal is claimed only "
                                "before it"), "GP2")

