"""Pure game rules (no Flask, no database): one module per game with the same
interface (DESIGN: the rules interface)."""
from .errors import IllegalAction, Verdict

__all__ = ["IllegalAction", "Verdict"]
