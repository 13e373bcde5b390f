"""Hand-end pip reports (RULES G8), shared by Straight Domino, Bendomino and Gaple."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Iterable, Sequence

from .errors import IllegalAction, Verdict
from .messages import Join, Msg, Plural, Seat
from .sharing import can_share
from .tiles import DOUBLE_SIX, Tile, total_pips


@dataclass(frozen=True)
class Report:
    """What one player still held at the end of a hand: the tiles (when shown) and
    their pips; `order` is its place among the hand's reports (0 for the first)."""

    seat: int
    pips: int
    tiles: tuple[str, ...] | None = None
    order: int = 0


def take_report(seat: int, tiles, pips, held: Sequence[int],
                reports: Sequence[Report | None], on_table: Iterable[Tile],
                stock: int) -> Report:
    """Validate one hand-end report (RULES G8) and return it.

    `held` is the tile count per seat, `reports` the reports so far per seat (None
    where not yet reported), `on_table` the tiles played this hand, `stock` the
    tiles left to draw. Exactly one of `tiles` (list of tile strings) or `pips`
    (int) is given. The report is checked alone, then together with the reports
    before it (`rules.sharing`). Raises IllegalAction (G8, or G1 for a tile outside
    the set); where earlier reports may be at fault, its `take_back` says how many
    of the latest actions to undo."""
    if held[seat] == 0:
        raise IllegalAction(Msg("{seat} holds no tiles: there is nothing to report",
                                seat=Seat(seat)), "G8")
    if reports[seat] is not None:
        raise IllegalAction(Msg("{seat} has already reported", seat=Seat(seat)), "G8")
    if tiles is None and pips is None:
        raise IllegalAction(Msg("report the tiles still held, or their pip total"), "G8")
    if tiles is not None and pips is not None:
        raise IllegalAction(Msg("report either the tiles or the pip total, not both"), "G8")
    played = set(on_table)
    shown = {t: r.seat for r in reports if r and r.tiles for t in map(Tile, r.tiles)}
    logged = sum(r is not None for r in reports)
    if tiles is not None:
        report = _tile_report(seat, tiles, held[seat], played, shown, logged)
    else:
        unaccounted = [t for t in DOUBLE_SIX if t not in played and t not in shown]
        report = _pip_report(seat, pips, held[seat], unaccounted, logged)
        if not possible_total(pips, held[seat], unaccounted):
            _refuse_impossible(report, [r for r in reports if r], held, played)
    others_due = [s for s, n in enumerate(held)
                  if n and s != seat and reports[s] is None]
    if not others_due and stock == 0:
        _check_total([r for r in reports if r] + [report], 168 - total_pips(played))
    _check_together(report, [r for r in reports if r], held, played)
    return report


def _check_together(report: Report, earlier: list[Report], held, played) -> None:
    """RULES G8: `report` checked with the reports before it. The fewest earlier
    reports that, with it, leave no way to share the tiles not on the table (each
    hand its tile count, each pip total as reported, each reported tile where it was
    reported) are named, and taking them back is offered: the latest actions, back
    to the earliest of them (this one is not logged)."""
    earlier = sorted(earlier, key=lambda r: r.order)
    for size in range(1, len(earlier) + 1):
        for group in combinations(earlier, size):
            if not _shareable(group + (report,), held, played):
                each = Join([_said(r) for r in group + (report,)], "; ")
                raise IllegalAction(Msg(
                    "these reports cannot all be right: {each}. The tiles not on the table "
                    "cannot be shared among the hands so that each holds its tile count "
                    "and pip total as reported", each=each), "G8",
                    take_back=report.order - group[0].order)


def _shareable(group, held, played) -> bool:
    shown = {t for r in group if r.tiles for t in map(Tile, r.tiles)}
    pool = [t for t in DOUBLE_SIX if t not in played and t not in shown]
    return can_share(pool, [(held[r.seat], r.pips) for r in group if r.tiles is None])


def _said(report: Report) -> Msg:
    """A report in words: "seat 0 5 pips", "seat 1 3-1 2-0"."""
    if report.tiles:
        return Msg("{seat} {tiles}", seat=Seat(report.seat), tiles=" ".join(report.tiles))
    return Plural("{seat} {n} pip", "{seat} {n} pips", report.pips, seat=Seat(report.seat))


def _check_total(reports: list[Report], unplayed: int) -> None:
    """The last report of a hand completes it: the hands must hold exactly the pips
    not on the table (RULES G8). If they do not, the reports cannot all be right; the
    refusal names each and offers to take back those already logged."""
    reported = sum(r.pips for r in reports)
    if reported == unplayed:
        return
    each = Join([Msg("{seat} {pips}", seat=Seat(r.seat), pips=r.pips) for r in reports])
    raise IllegalAction(Msg(
        "the reports add up to {reported} pips ({each}), but the tiles not on the table "
        "hold {unplayed}: nothing is left to draw, so these reports cannot all be right. "
        "Take the reports back and report again", reported=reported, each=each,
        unplayed=unplayed), "G8", take_back=len(reports) - 1)


def _tile_report(seat, tiles, count, played, shown, logged) -> Report:
    """`logged`: the reports logged so far this hand, the latest actions. A tile shown
    by two reports means one of them is wrong: the refusal offers to take those back
    (this one is not logged; a mistapped one is simply reported again)."""
    if not isinstance(tiles, (list, tuple)):
        raise IllegalAction(Msg("the tiles must be a list like [\"6-5\", \"2-1\"]"), "G8")
    try:
        parsed = [Tile(t) for t in tiles]
    except ValueError as error:
        raise IllegalAction(error.args[0], "G1") from None
    if len(set(parsed)) != len(parsed):
        raise IllegalAction(Msg("the same tile is listed twice"), "G8")
    for tile in parsed:
        if tile in played:
            raise IllegalAction(Msg("{tile} was played in this hand", tile=tile), "G8")
        if tile in shown:
            raise IllegalAction(Msg("{tile} was already reported by {seat}", tile=tile,
                                    seat=Seat(shown[tile])), "G8", take_back=logged)
    if len(parsed) != count:
        raise IllegalAction(Plural("{seat} holds {n} tile, not {shown}",
                                   "{seat} holds {n} tiles, not {shown}", count,
                                   seat=Seat(seat), shown=len(parsed)), "G8")
    return Report(seat, total_pips(parsed), tuple(str(t) for t in parsed), logged)


def _pip_report(seat, pips, count, unaccounted, logged) -> Report:
    if isinstance(pips, bool) or not isinstance(pips, int) or pips < 0:
        raise IllegalAction(Msg("the pip total must be a whole number, 0 or more"), "G8")
    return Report(seat, pips, order=logged)


def _refuse_impossible(report: Report, earlier: list[Report], held, played) -> None:
    """RULES G8: `report`'s pip total is impossible for its tile count among the tiles
    still unaccounted for. Where only tiles reported earlier make it so, those reports
    may be the wrong ones: the refusal names the fewest of them and offers to take them
    back, as `_check_together` does; otherwise it is refused alone."""
    impossible = Plural("{n} pip is impossible for {count} of the tiles still unaccounted "
                        "for", "{n} pips is impossible for {count} of the tiles still "
                        "unaccounted for", report.pips, count=held[report.seat])
    off_table = [t for t in DOUBLE_SIX if t not in played]
    if not possible_total(report.pips, held[report.seat], off_table):
        raise IllegalAction(impossible, "G8")
    try:
        _check_together(report, earlier, held, played)
    except IllegalAction as together:
        raise IllegalAction(Msg("{impossible}, so {together}", impossible=impossible,
                                together=together.message), "G8",
                            take_back=together.take_back) from None
    raise IllegalAction(impossible, "G8")


def possible_total(pips: int, count: int, tiles: Iterable[Tile]) -> bool:
    """Can `count` distinct tiles among `tiles` add up to `pips`? (RULES G8)"""
    reach = [0] * (count + 1)  # reach[k]: bit s set when k tiles can sum to s pips
    reach[0] = 1
    for tile in tiles:
        for k in range(count - 1, -1, -1):
            reach[k + 1] |= reach[k] << tile.pips
    return pips >= 0 and bool(reach[count] >> pips & 1)


def report_verdict(report, before: tuple, after: tuple):
    """The checker's answer to a legal hand-end report (RULES G8): what it reports and,
    when it is the last one due, the hand's (or round's) score from the result that
    `after` (the history with it) adds to `before` (the history without it)."""
    what = (" ".join(report.tiles) if report.tiles
            else Plural("{n} pip", "{n} pips", report.pips))
    message, effect = Msg("{seat} may report {what}", seat=Seat(report.seat), what=what), {}
    if len(after) > len(before):
        result = after[-1]
        effect = {"points": list(result.points), "working": result.working}
        message = Msg("{message}; then the hand is scored: {working}", message=message,
                      working=result.working)
    return Verdict(True, "G8", message, effect)


def ordinal(n: int) -> Msg:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st (n >= 1)."""
    if 10 <= n % 100 <= 20:
        return Msg("{n}th", n=n)
    return {1: Msg("{n}st", n=n), 2: Msg("{n}nd", n=n),
            3: Msg("{n}rd", n=n)}.get(n % 10) or Msg("{n}th", n=n)


def pass_flag(seat: int, number: int, hand: str, after: str | None, tile: str,
              end: str, also: tuple = ()) -> dict:
    """A pass proven illegal by a reported tile (RULES G9), as a flag of a hand (or
    round) result: `seat` passed for the `number`-th time (from 1) in `hand` ("hand 3",
    "round 2"), the tile `after` having been played last, while holding `tile`, which
    fitted `end` (in words: "the left end (6)", "end a (5)"), and the other tiles `also`
    (strings) that fitted an open end then. The message names all of these, so two
    flags of one result never read alike and no tile that fitted goes unnamed."""
    said = dict(seat=Seat(seat), nth=ordinal(number), hand=hand, tile=tile, end=end)
    message = Msg("{seat}'s {nth} pass in {hand}, after {after} was played: {seat} held "
                  "{tile}, which fitted {end}", after=after, **said) if after else \
        Msg("{seat}'s {nth} pass in {hand}: {seat} held {tile}, which fitted {end}", **said)
    if also:
        message = Msg("{flag}; {tiles} fitted too", flag=message,
                      tiles=Join(list(also), ", "))
    return {"seat": seat, "pass": number, "hand": hand, "after": after, "tile": tile,
            "end": end, "message": message}
