"""Engine messages name seats by number ("seat 2", "seats 1+3"); the table knows
them by name. One place turns the one into the other."""
import re

_SEATS = re.compile(r"\bseats (\d)\+(\d)\b")
_SEAT = re.compile(r"\bseat (\d)\b")


def with_names(text, names):
    """`text` with every "seat N" and "seats N+M" replaced by the players' names
    (`names` is the list of names by seat)."""
    if not text:
        return text

    def seat(n):
        n = int(n)
        return names[n] if 0 <= n < len(names) else f"seat {n}"

    text = _SEATS.sub(lambda m: f"{seat(m[1])} & {seat(m[2])}", text)
    return _SEAT.sub(lambda m: seat(m[1]), text)
