"""The score keeper for games played with real cards (RULES §13, OH_HELL §8): Qt-free model
and checks, one live game class per game."""

from typing import Any

from ..engine.errors import QT_TRANSLATE_NOOP, RecordError
from ..engine.games import DEFAULT_GAME
from .checks import card_point_bounds, check_entry, deck_points
from .entry import BellaEntry, DealEntry, Declared, EntryError
from .live_game import LiveGame
from .magistr import MagistrDealEntry, MagistrLiveGame
from .oh_hell import OhHellDealEntry, OhHellLiveGame

#: The live game class of each game (``games.py``'s keys).
LIVE_GAMES: dict[str, Any] = {"debertz": LiveGame, "oh_hell": OhHellLiveGame,
                              "magistr": MagistrLiveGame}


def live_game_from_dict(data: Any) -> Any:
    """The kept game in a live file's JSON value, of whichever game it names."""
    key = data.get("game", DEFAULT_GAME) if isinstance(data, dict) else DEFAULT_GAME
    try:
        cls = LIVE_GAMES[key]
    except (KeyError, TypeError):
        raise RecordError(QT_TRANSLATE_NOOP("Record", "game \"{game}\": this version knows "
                                            "{known}"), game=str(key),
                          known=", ".join(LIVE_GAMES)) from None
    return cls.from_dict(data)


__all__ = ["LIVE_GAMES", "BellaEntry", "DealEntry", "Declared", "EntryError", "LiveGame",
           "MagistrDealEntry", "MagistrLiveGame", "OhHellDealEntry", "OhHellLiveGame",
           "card_point_bounds", "check_entry", "deck_points", "live_game_from_dict"]
