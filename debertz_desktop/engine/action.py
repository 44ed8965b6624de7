"""The base of every game's actions: small immutable values with a text form that
round-trips (``str(action)`` and the game's ``parse_action``), so records, logs, tests
and network messages read like the game."""

from __future__ import annotations


class Action:
    """Base class of all actions of all games."""

    __slots__ = ()
