"""The rules of an event (a domino night: many tables, several rounds, one set of
standings), pure like the games' rules: seating a round (`pairing`), how a game and a
match come out (`outcome`: won, or drawn between the sides sharing first place), the
standings (`standings`) and their tie-breaks (`ties`), and the finals' seeded knockout
(`finals`: its pairings, who advances, a draw to the higher seed). The games
themselves are played by their own rules."""
from rules.night.matches import Counted, TableGame, by_entry, match_games
from rules.night.outcome import TIME_LEVEL, Outcome, match_outcome, shared_first, \
    time_outcome
from rules.night.pairing import Seating, first_round, next_round, pairs
from rules.night.standings import BYE_RULES, Result, Row, match_result, standings, \
    time_winner
from rules.night.ties import DEFAULT_TIE_BREAKS, LEGACY_TIE_BREAKS, TIE_BREAKS, \
    check_tie_breaks

__all__ = ["BYE_RULES", "Counted", "DEFAULT_TIE_BREAKS", "LEGACY_TIE_BREAKS", "Outcome",
           "Result", "Row", "Seating", "TIE_BREAKS", "TIME_LEVEL", "TableGame", "by_entry",
           "check_tie_breaks", "first_round", "match_games", "match_outcome",
           "match_result", "next_round", "pairs", "shared_first", "standings",
           "time_outcome", "time_winner"]
