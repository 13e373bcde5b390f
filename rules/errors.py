"""What every rules engine raises and returns when it judges an action (RULES G5, G7)."""
from __future__ import annotations

from dataclasses import dataclass, field

from .messages import Plural


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


class NotProven(IllegalAction):
    """The checker's "not proven" (RULES G7): the player showed fewer tiles than they
    hold and none of them fits, so the tiles shown prove the pass (or draw, or
    off-suit play) neither legal nor illegal. `not_shown` is how many tiles were not
    shown. Raised only by the checkers' hidden-hand questions, never by `apply`."""

    def __init__(self, not_shown: int):
        super().__init__(Plural("not proven: {n} tile not shown. Only the whole hand shown "
                                "can prove that none fits", "not proven: {n} tiles not "
                                "shown. Only the whole hand shown can prove that none fits",
                                not_shown), "G7")
        self.not_shown = not_shown


class ImpossibleQuestion(IllegalAction):
    """A question the checker refuses because it cannot be right (RULES G7): more
    tiles shown than the player holds, a tile shown twice or already on the table, or
    a play of a tile not among those shown. It judges nobody's play. Raised only by
    the checkers' hidden-hand questions (`rules.engine.shown_hand`), never by `apply`."""


def refusal_verdict(refusal: IllegalAction, effect: dict | None = None) -> "Verdict":
    """The checker's answer for a refused action: not legal, with the refusal's
    section and message; `effect` as given, plus `proven: False` and `not_shown` (a
    count of tiles) when the tiles shown prove nothing, or `answerable: False` when
    the question itself cannot be right (RULES G7)."""
    effect = dict(effect or {})
    if isinstance(refusal, NotProven):
        effect.update(proven=False, not_shown=refusal.not_shown)
    elif isinstance(refusal, ImpossibleQuestion):
        effect.update(answerable=False)
    return Verdict(False, refusal.section, refusal.message, effect)


@dataclass(frozen=True)
class Verdict:
    """The dispute checker's answer (RULES G7): is the action legal, which section
    decides it, a sentence for the table, and its effect (a dict such as
    `{"count": 15, "points": 15}`) when legal. A verdict that is not legal holds
    `effect["proven"] is False` when the tiles shown prove nothing ("not proven"),
    and `effect["answerable"] is False` when the question cannot be right (more tiles
    shown than held, a tile already on the table): a refused question, not a ruling."""

    legal: bool
    section: str
    message: str
    effect: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"legal": self.legal, "section": self.section,
                "message": self.message, "effect": self.effect}
