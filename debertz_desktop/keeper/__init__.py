"""The score keeper for games played with real cards (RULES §13): Qt-free model and checks."""

from .checks import card_point_bounds, check_entry, deck_points
from .entry import BellaEntry, DealEntry, Declared, EntryError
from .live_game import LiveGame

__all__ = ["BellaEntry", "DealEntry", "Declared", "EntryError", "LiveGame", "card_point_bounds",
           "check_entry", "deck_points"]
