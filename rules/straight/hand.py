"""Scoring the end of a Straight Domino hand (RULES S8, S3, G9)."""
from __future__ import annotations

from dataclasses import dataclass

from ..messages import Join, Msg, Plural, Seat, Seats, Word
from ..reports import pass_flag
from ..scoring import down5, round5
from ..tiles import Tile


@dataclass(frozen=True)
class HandResult:
    """A finished hand for the score sheet. `how` is "domino", "blocked" or
    "target" (the game was won by a play, S9: the hand ended with the game and no
    reports were asked, `pips` None). `pips` per seat, `points` scored at the hand's
    end per side, `play_points` scored by plays per side, `working` how the hand-end
    points were made (or that the hand ended with the game), `flags` the passes
    proven illegal (G9), `next_leader` the seat to lead the next hand (S3),
    `overrides` the misplays that stood in the hand, in words ("seat 1 laid 6-4 at
    the right end showing 6", S4.6). `winner` is the side that won the hand: the
    side that dominoed (S8.1), or the one side with the lowest total of a blocked
    hand (S8.2); None after a blocked tie (S8.3, the split included) and for a hand
    the game's end cut short (S9), which no side won as a hand."""

    hand: int
    how: str
    pips: tuple[int, ...] | None
    points: tuple[int, ...]
    play_points: tuple[int, ...]
    working: str
    flags: tuple[dict, ...] = ()
    next_leader: int | None = None
    dominoed: int | None = None
    overrides: tuple[str, ...] = ()
    scoring_plays: tuple = ()  # the hand's PlayRecords that scored (S6), in play order
    winner: int | None = None

    @classmethod
    def target_reached(cls, state) -> "HandResult":
        """The hand a play ended by winning the game (S9): its play points only, no
        reports, and a working that says the hand ended with the game. `state` is
        the state after that play (its last PlayRecord is the winning play)."""
        play = state.plays[-1]
        said = dict(side=_side_name(state.options.side_of(play.seat), state.options),
                    tile=play.tile)
        working = Msg("{side} reached the target with {tile}, going out: the hand ended "
                      "with the game, and no tiles were reported", **said) \
            if state.held[play.seat] == 0 else \
            Msg("{side} reached the target with {tile}: the hand ended with the game, and "
                "no tiles were reported", **said)
        return cls(state.hand, "target", None, (0,) * state.options.sides,
                   _play_points(state), working, overrides=_overrides(state),
                   scoring_plays=_scoring_plays(state))


def _overrides(state) -> tuple[str, ...]:
    """The hand's misplays that stood, in words (RULES S4.6, G6.1)."""
    return tuple(override_words(p) for p in state.plays if p.override)


def override_words(play) -> Msg:
    """A misplay that stood (a PlayRecord with `override`), in words: "seat 1 laid
    6-4 at the right end showing 6 (override)", the spinner's side it opened early
    and the turn it took (RULES S4.6, G6.1)."""
    said = dict(seat=Seat(play.seat), tile=play.tile, end=Word(play.end), shows=play.shown)
    if play.opened:
        words = Msg("{seat} laid {tile} at the spinner's {end} end before it was open, "
                    "showing {shows}", **said)
    elif play.end == "lead":
        words = Msg("{seat} led {tile}", **said)
    else:
        words = Msg("{seat} laid {tile} at the {end} end showing {shows}", **said)
    if play.skipped is not None:
        return Msg("{words}, out of turn: {skipped} lost the turn (override)", words=words,
                   skipped=Seat(play.skipped))
    return Msg("{words} (override)", words=words)


def _play_points(state) -> tuple[int, ...]:
    points = [0] * state.options.sides
    for play in state.plays:
        points[state.options.side_of(play.seat)] += play.points
    return tuple(points)


def _scoring_plays(state) -> tuple:
    """The plays of this hand that scored (RULES S6), for the score sheet's working."""
    return tuple(play for play in state.plays if play.points)


def _side_name(side: int, options) -> Msg:
    return Seats(side, side + 2) if options.partnerships else Seat(side)


def score_hand(state) -> HandResult:
    """Score a hand whose reports are all in (RULES S8.1-S8.3) and name the next
    leader (S3) and the hand's winner. Returns a HandResult; points per side."""
    pips = tuple(r.pips if r else 0 for r in state.reports)
    score = _domino if state.ended == "domino" else _blocked
    winner, points, working, leader = score(state, pips)
    return HandResult(state.hand, state.ended, pips, tuple(points), _play_points(state),
                      working, _illegal_passes(state), leader, state.dominoed,
                      _overrides(state), _scoring_plays(state), winner)


def _domino(state, pips):
    """(winner, points, working, next leader) after a domino (S8.1, S3): the side
    that went out scores round5 of the pips in all opposing hands."""
    o = state.options
    points = [0] * o.sides
    side = o.side_of(state.dominoed)
    against = [(s, p) for s, p in enumerate(pips) if o.side_of(s) != side]
    total = sum(p for _, p in against)
    points[side] = round5(total)
    terms = Join((Msg("{seat} {p}", seat=Seat(s), p=p) for s, p in against), " + ")
    working = Plural("{side} dominoed: {terms} = {n} pip, rounded to {points}",
                     "{side} dominoed: {terms} = {n} pips, rounded to {points}", total,
                     side=_side_name(side, o), terms=terms, points=points[side])
    return side, points, working, state.dominoed


def _blocked(state, pips):
    """(winner, points, working, next leader) after a blocked hand (S8.2, S8.3, S3):
    the one lowest side scores round5 of the others' totals; a tie scores nobody,
    except two of three individual players, who split the third's."""
    o = state.options
    points = [0] * o.sides
    totals = [sum(p for s, p in enumerate(pips) if o.side_of(s) == side)
              for side in range(o.sides)]
    low = min(totals)
    lowest = [side for side, t in enumerate(totals) if t == low]
    listed = Join(Msg("{side} {t}", side=_side_name(side, o), t=t)
                  for side, t in enumerate(totals))
    next_seat = (state.leader + 1) % o.players
    if len(lowest) == 1:
        side = lowest[0]
        rest = sum(totals) - low
        points[side] = round5(rest)
        # "the lowest, Ana & Citra, scores": the verb agrees with one side, however
        # many names it has.
        working = Plural("blocked: {listed}; the lowest, {side}, scores the others' "
                         "{n} pip, rounded to {points}",
                         "blocked: {listed}; the lowest, {side}, scores the others' "
                         "{n} pips, rounded to {points}", rest, listed=listed,
                         side=_side_name(side, o), points=points[side])
        return side, points, working, _fewest_pips(side, pips, state.leader, o)
    if not o.partnerships and o.players == 3 and len(lowest) == 2:
        third = next(t for side, t in enumerate(totals) if side not in lowest)
        share = down5(round5(third) // 2)
        for side in lowest:
            points[side] = share
        working = Plural("blocked: {listed}; a tie for lowest splits the third "
                         "player's {n} pip: half of {rounded}, rounded down, is {share} "
                         "each", "blocked: {listed}; a tie for lowest splits the third "
                         "player's {n} pips: half of {rounded}, rounded down, is {share} "
                         "each", third, listed=listed, rounded=round5(third), share=share)
        return None, points, working, next_seat
    working = Msg("blocked: {listed}; a tie for lowest scores nobody", listed=listed)
    return None, points, working, next_seat


def _fewest_pips(side: int, pips, previous: int, options) -> int:
    """The seat on `side` with the fewest pips; between equal partners the first
    clockwise after the previous leader (RULES S3)."""
    n = options.players
    order = [(previous + 1 + i) % n for i in range(n)]
    seats = [s for s in order if options.side_of(s) == side]
    return min(seats, key=lambda s: pips[s])  # min keeps the first of equals


def _illegal_passes(state) -> tuple[dict, ...]:
    """Passes the reported tiles prove illegal (RULES G9): the passer reported a
    tile that fitted an open end at the time (a pass needs an empty boneyard, S7,
    so nothing was drawn after it: the tile was in hand). One flag per pass, naming
    the pass (which of the seat's passes, after which tile), the tile and the end, and
    every other reported tile that fitted then."""
    flags = []
    for passed in state.pass_log:
        report = state.reports[passed.seat]
        fitted = [(text, [(e, n) for e, n in passed.open_ends.items() if Tile(text).has(n)])
                  for text in ((report.tiles or ()) if report else ())]
        fitted = [(text, ends) for text, ends in fitted if ends]
        if fitted:
            (text, ((end, number), *_)), *others = fitted
            flags.append(pass_flag(passed.seat, passed.number, Msg("hand {n}", n=state.hand),
                                   passed.after, text,
                                   Msg("the {end} end ({number})", end=Word(end), number=number),
                                   also=tuple(other for other, _ in others)))
    return tuple(flags)
