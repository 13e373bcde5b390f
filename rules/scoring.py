"""Rounding and sides, shared by the games (RULES G3, S1, M1)."""
from __future__ import annotations


def round5(pips: int) -> int:
    """Round a pip total to the nearest multiple of 5, remainders 1-2 down and 3-4 up
    (RULES G3): 2→0, 3→5, 12→10, 13→15. `pips` ≥ 0; returns points."""
    if pips < 0:
        raise ValueError("pips cannot be negative")
    return 5 * ((pips + 2) // 5)


def down5(points: int) -> int:
    """Round down to a multiple of 5 (RULES S8.3: half of a split)."""
    return 5 * (points // 5)


def side_of(seat: int, partnerships: bool) -> int:
    """The side a seat plays for: the seat itself, or seat % 2 in partnerships
    (seats 0+2 and 1+3 are partners)."""
    return seat % 2 if partnerships else seat


def side_count(players: int, partnerships: bool) -> int:
    """How many sides keep a score."""
    return 2 if partnerships else players


def seats_of(side: int, players: int, partnerships: bool) -> list[int]:
    """The seats that play for `side`, in seat order."""
    return [s for s in range(players) if side_of(s, partnerships) == side]


def leading_side(scores: list[int], target: int) -> int | None:
    """The side that has won: the single highest score at or above `target`
    (RULES S9, M10, B8). None when no side has reached it or the top is tied."""
    top = max(scores)
    if top < target or scores.count(top) > 1:
        return None
    return scores.index(top)
