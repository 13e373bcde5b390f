"""The rules of an event (a domino night: many tables, several rounds, one set of
standings), pure like the games' rules: seating a round (`pairing`) and the standings
(`standings`). The games themselves are played by their own rules."""
from rules.night.matches import Counted, TableGame, by_entry, match_games
from rules.night.pairing import Seating, first_round, next_round, pairs
from rules.night.standings import BYE_RULES, Result, Row, match_result, standings, \
    time_winner

__all__ = ["BYE_RULES", "Counted", "Result", "Row", "Seating", "TableGame", "by_entry",
           "first_round", "match_games", "match_result", "next_round", "pairs", "standings",
           "time_winner"]
