"""Persistence: sessions at a table, players, games with their seats, and the event log."""
from models.game import Event, Game, Seat
from models.table import Player, Session

__all__ = ["Event", "Game", "Player", "Seat", "Session"]
