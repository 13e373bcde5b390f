"""Gaple's passes (RULES GP5, GP10): the record of each pass and `no-double` claim,
the pass point, the fourth pass in a row the app refuses, and the passes the app
proves false - by a tile laid later, by the reports, or because the unlaid tiles
cannot be shared among the hands at all."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from ..errors import IllegalAction
from ..messages import InGame, Join, Msg, N_, Plural, Seat, Seats, Word
from ..reports import ordinal, pass_flag
from ..tiles import DOUBLE_SIX, Tile

OR = N_(" or ")


@dataclass(frozen=True)
class PassRecord:
    """A pass: the seat, which of its passes this hand it was (from 1), the tile laid
    last before it and the ends it was made against ("left"/"right" → number). It
    proves the passer holds no tile bearing either number (GP10.3)."""

    seat: int
    number: int
    after: str
    ends: dict

    @property
    def numbers(self) -> set[int]:
        return set(self.ends.values())


@dataclass(frozen=True)
class Claim:
    """A `no-double` claim (GP3.2): it proves the claimant holds no double."""

    seat: int


@dataclass(frozen=True)
class PassPoint:
    """A pass point (GP5): `seat` passed after `after`, and `side` scores 1 (under
    `penalty`, the passer's own total)."""

    seat: int
    side: int
    after: str


def pass_point(options, passer: int, last: int, after: str) -> PassPoint | None:
    """The pass point of a pass by `passer` when `last` laid the most recent tile,
    `after` (RULES GP5): under `penalty` the passer adds 1; otherwise the side of the
    player who laid that tile scores 1, unless it is the passer's own side. None
    when `pass-point` is off or nobody scores."""
    if not options.pass_point:
        return None
    if options.scoring == "penalty":
        return PassPoint(passer, options.side_of(passer), after)
    side = options.side_of(last)
    return None if side == options.side_of(passer) else PassPoint(passer, side, after)


def pass_point_line(options, point: PassPoint) -> Msg:
    """A pass point in words, for the hand's working (RULES GP5)."""
    if options.scoring == "penalty":
        return Msg("{seat} passed after {tile} and adds 1", seat=Seat(point.seat),
                   tile=point.after)
    return Plural("{seat} passed after {tile}: {side} scores 1",
                  "{seat} passed after {tile}: {side} score 1", players_of(options),
                  seat=Seat(point.seat), tile=point.after, side=side_name(options, point.side))


def side_name(options, side: int) -> Msg:
    """A side in words: "seat 2", or "seats 0+2" with partners."""
    return Seats(side, side + 2) if options.partners else Seat(side)


def players_of(options) -> int:
    """The players a side is (2 with partners, else 1): a `Plural`'s n, so that the
    verb after `side_name` agrees ("Budi scores 1", "Budi & Dewi score 1")."""
    return 2 if options.partners else 1


def refuse_fourth_pass(passes: int, seat: int, ends: dict, after: str) -> None:
    """A fourth pass in a row is impossible (RULES GP10.2): the line is not blocked,
    so a tile bearing an end's number is still in a hand - this player's, or one of
    the three who passed since the last tile. Raises IllegalAction."""
    if passes < 3:
        return
    numbers = sorted(set(ends.values()))
    bearing = Join(numbers, OR) if len(numbers) > 1 else numbers[0]
    raise IllegalAction(Msg("a fourth pass in a row is impossible: the line is not "
                            "blocked, so a tile bearing {numbers} is still in a hand, "
                            "{seat}'s or that of one of the three who passed since {tile}. "
                            "{seat} plays, or the table undoes back to the pass that was "
                            "false", numbers=bearing, seat=Seat(seat), tile=after), "GP10.2")


def flag_pass(record: PassRecord, hand: int, tile: Tile, proof: str) -> dict:
    """The flag of a pass that `tile` proves false (RULES GP10.3, G9): laid later in
    the hand (`proof` "play") or reported ("report"). It names the pass, the tile and
    the end it fitted; `ends` are the ends as they were."""
    end = next(e for e, n in record.ends.items() if tile.has(n))
    flag = pass_flag(record.seat, record.number, Msg("hand {n}", n=hand), record.after,
                     str(tile), Msg("the {end} end ({number})", end=Word(end),
                                    number=record.ends[end]))
    # pass_flag's sentence, as a Gaple table says it ("pas": GLOSSARY).
    said = flag["message"].params
    message = InGame("gaple", "{seat}'s {nth} pass in {hand}, after {after} was played: "
                     "{seat} held {tile}, which fitted {end}", **said) if record.after else \
        InGame("gaple", "{seat}'s {nth} pass in {hand}: {seat} held {tile}, which fitted {end}",
               **said)
    return {**flag, "message": message, "hand": hand, "ends": dict(record.ends),
            "kind": "pass", "proof": proof, "section": "GP10.3" if proof == "play" else "G9"}


def flag_claim(claim: Claim, hand: int, tile: Tile, proof: str) -> dict:
    """The flag of a `no-double` claim that the double `tile` proves false (RULES
    GP10.3), laid later or reported."""
    message = Msg("{seat} said they held no double in hand {n}, but held {tile}",
                  seat=Seat(claim.seat), n=hand, tile=str(tile))
    return {"seat": claim.seat, "pass": None, "hand": hand, "after": None,
            "tile": str(tile), "end": None, "ends": {}, "kind": "no-double",
            "proof": proof, "message": message,
            "section": "GP10.3" if proof == "play" else "G9"}


def proven(seat: int, tiles, pass_log, claims, flags, hand: int, proof: str) -> list:
    """The new flags that `tiles` (Tiles laid or reported by `seat`) raise against
    its passes and claims not yet flagged (RULES GP10.3, G9): one flag per pass or
    claim, naming the first tile that proves it."""
    done = {(f["kind"], f["seat"], f["pass"]) for f in flags}
    found = []
    for record in pass_log:
        if record.seat != seat or ("pass", seat, record.number) in done:
            continue
        tile = next((t for t in tiles if record.numbers & {t.high, t.low}), None)
        if tile is not None:
            found.append(flag_pass(record, hand, tile, proof))
    if any(c.seat == seat for c in claims) and ("no-double", seat, None) not in done:
        tile = next((t for t in tiles if t.is_double), None)
        if tile is not None:
            found.append(flag_claim(Claim(seat), hand, tile, proof))
    return found


def unshareable(on_table, held, pass_log, claims, flags, hand: int) -> dict | None:
    """The flag that the passes and claims of this hand not yet proven false cannot
    all be true (RULES GP10.3): there is no way to share the unlaid tiles among the
    hands, each hand its tile count, no player given a number they passed on (nor a
    double after a `no-double` claim). It names every pass and claim of the hand so
    far; the app cannot tell which is false. None when a sharing exists, or
    such a flag is already raised this hand."""
    if any(f["kind"] == "unshareable" for f in flags):
        return None
    done = {(f["seat"], f["pass"]) for f in flags if f["kind"] == "pass"}
    passes = [r for r in pass_log if (r.seat, r.number) not in done]
    claimed = {c.seat for c in claims} - {f["seat"] for f in flags if f["kind"] == "no-double"}
    unlaid = [t for t in DOUBLE_SIX if t not in on_table]

    def allowed(tile):
        return {s for s in range(4) if not (tile.is_double and s in claimed) and not any(
            r.seat == s and r.numbers & {tile.high, tile.low} for r in passes)}

    within = {t: allowed(t) for t in unlaid}
    for size in range(4):
        for seats in combinations(range(4), size):
            stuck = [t for t, able in within.items() if able <= set(seats)]
            if len(stuck) > sum(held[s] for s in seats):
                return _unshareable_flag(pass_log, claims, hand)
    return None


def _unshareable_flag(named, claimed, hand) -> dict:
    """The flag naming every pass (`named`, PassRecords) and every `no-double` claim
    (`claimed`, Claims) of the hand so far."""
    claims = sorted({c.seat for c in claimed})
    items = [Msg("{seat}'s {nth} pass, after {tile}", seat=Seat(r.seat),
                 nth=ordinal(r.number), tile=r.after) for r in named]
    items += [Msg("{seat}'s no-double claim", seat=Seat(s)) for s in claims]
    message = Msg("these cannot all be true in hand {n}: {items}. The tiles not on the "
                  "table cannot be shared among the hands without giving a player a "
                  "number they passed on", n=hand, items=Join(items, "; "))
    return {"seat": None, "pass": None, "hand": hand, "after": None, "tile": None,
            "end": None, "ends": {}, "kind": "unshareable", "proof": "sharing",
            "passes": [(r.seat, r.number) for r in named], "claims": claims,
            "message": message, "section": "GP10.3"}
