"""Persistence: sessions at a table, players, games with their seats, the event log,
and events of many tables (models.night)."""
from models.game import Event, Game, Seat
from models.night import Correction, Entry, Match, Tournament
from models.table import Player, Session

__all__ = ["Correction", "Entry", "Event", "Game", "Match", "Player", "Seat", "Session",
           "Tournament"]
