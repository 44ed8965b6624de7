"""The games the program plays, behind one small interface (STYLE: OpenSpiel's ``Game``).

Each game is a folder of its own rules (``debertz/``, ``oh_hell/``, ``magistr/``)
and one :class:`~.game_kind.GameKind` (its ``kind.py``) registered here.
Everything above the engine — the table, the sheet, the keeper, the network,
storage, statistics, the computer players — asks the kind for what differs
between games: its rule set and option metadata, presets, the pack, how to read
an action or a card, and how to start a game.  A game's state speaks the
protocol of :class:`~.game_kind.GameState`.  Adding a game is a new folder and
one line in :data:`GAMES`; no ``if game == ...``.
"""

from __future__ import annotations

from typing import Any

from .debertz.kind import DEBERTZ
from .errors import QT_TRANSLATE_NOOP, RecordError
from .game_kind import GameKind, GameState
from .magistr.kind import MAGISTR
from .oh_hell.kind import OH_HELL

#: Every game, by key, in the order the program offers them.
GAMES: dict[str, GameKind] = {kind.key: kind for kind in (DEBERTZ, OH_HELL, MAGISTR)}
DEFAULT_GAME = "debertz"

_BY_RULES_TYPE: dict[type, GameKind] = {kind.rules_type: kind for kind in GAMES.values()}


def game_kind(key: str) -> GameKind:
    """The game called ``key`` in a file or a message; :class:`RecordError` if unknown."""
    try:
        return GAMES[key]
    except (KeyError, TypeError):
        raise RecordError(QT_TRANSLATE_NOOP("Record", "game \"{game}\": this version knows "
                                            "{known}"), game=key,
                          known=", ".join(GAMES)) from None


def kind_of(rules: Any) -> GameKind:
    """The game a rule set belongs to."""
    return _BY_RULES_TYPE[type(rules)]


__all__ = ["DEFAULT_GAME", "GAMES", "GameKind", "GameState", "game_kind", "kind_of"]
