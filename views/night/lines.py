"""The rows the live pages of an event read, as plain values (no ORM objects): a
match's, a game's and an entry's columns (views.night.live.live_tables)."""
from typing import NamedTuple


class MatchLine(NamedTuple):
    """A Match's columns as the live pages read them (no ORM object)."""

    id: int
    round: int
    table_no: int | None
    entry_ids: list
    voided: bool
    ended: dict | None
    settled: dict | None

    @property
    def is_bye(self):
        return self.table_no is None


class GameLine(NamedTuple):
    """A Game's projection columns as the live pages read them, and what tells whether
    it is the match's (its kind, options and the game it was started from)."""

    id: int
    scores: list
    winner: int | None
    hand: int
    last_seq: int
    again_of: int | None
    kind: str
    options: dict
    status: str = "playing"

    @property
    def is_over(self):
        return self.status == "over"


class EntryLine(NamedTuple):
    """An Entry's columns as the live pages read them."""

    id: int
    number: int
    name: str
    player_ids: list
    withdrawn_from: int | None
