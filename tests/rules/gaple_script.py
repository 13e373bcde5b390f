"""Gaple hands written the way RULES writes them, as JSON actions of the event log.

Players A, B, C, D sit in seats 0-3. A script is a comma-separated list of steps:
"A 0-0" (a tile, its end unnamed: the lead, or the one end it fits), "B 5-0 left",
"C pass", "D redeal", "A no-double", "B shows 6-4 5-5" (a report of tiles) and
"C shows 7 pips" (a report of a pip total)."""
from __future__ import annotations

SEATS = {"A": 0, "B": 1, "C": 2, "D": 3}


def actions(script: str) -> list[dict]:
    """The JSON actions of `script` (see the module docstring), in order."""
    steps = [step.split() for step in script.replace("\n", " ").split(",") if step.strip()]
    return [_action(SEATS[words[0]], words[1:]) for words in steps]


def _action(seat: int, words: list[str]) -> dict:
    if words[0] in ("pass", "redeal", "no-double"):
        return {"type": words[0], "seat": seat}
    if words[0] == "shows":
        if words[-1] == "pips":
            return {"type": "reveal", "seat": seat, "pips": int(words[1])}
        return {"type": "reveal", "seat": seat, "tiles": words[1:]}
    end = words[1] if len(words) > 1 else None
    return {"type": "play", "seat": seat, "tile": words[0], "end": end}
