"""What every rules engine raises and returns when it judges an action (RULES G5, G7)."""
from __future__ import annotations

from dataclasses import dataclass, field


class IllegalAction(Exception):
    """An action the rules refuse.

    `message` is what the phone shows ("6-6 does not fit: the open ends are 3 and 5");
    `section` is the RULES section that decides it ("S4.4"); `take_back`, where the
    fault may lie in actions already logged, how many of the latest ones to undo to
    put it right (the reports of a hand that cannot all be true, RULES G8), else 0.
    Raised by every `rules.<game>.apply`; the state it was applied to is unchanged.
    """

    def __init__(self, message: str, section: str, take_back: int = 0):
        super().__init__(message)
        self.message = message
        self.section = section
        self.take_back = take_back

    def __str__(self) -> str:
        return f"{self.message} (RULES §{self.section})"


@dataclass(frozen=True)
class Verdict:
    """The dispute checker's answer (RULES G7): is the action legal, which section
    decides it, a sentence for the table, and its effect (a dict such as
    `{"count": 15, "points": 15}`) when legal."""

    legal: bool
    section: str
    message: str
    effect: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"legal": self.legal, "section": self.section,
                "message": self.message, "effect": self.effect}
