"""A named variant of a game where each plays for himself (Oh Hell's OH_HELL §10, Master's
MASTER §13): its options, with the table size (no pairs) chosen separately.

A game's preset class derives from :class:`SoloPreset` and names its rule set (``RULES``);
its presets are instances of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from .errors import QT_TRANSLATE_NOOP, RuleSetError


@dataclass(frozen=True)
class SoloPreset:
    key: str
    # English name, marked for translation (context ``"Preset"``).
    name: str
    options: dict[str, Any]
    # Allowed (players, teams) seatings: never in pairs.
    seatings: tuple[tuple[int, bool], ...]

    RULES: ClassVar[type[Any]]

    def rules(self, players: int | None = None, teams: bool | None = None) -> Any:
        """The rule set of this preset for ``players`` (default 4)."""
        players = 4 if players is None else players
        if teams or (players, False) not in self.seatings:
            template = (
                QT_TRANSLATE_NOOP("RuleSet", "{preset} is not played by {players} players in pairs")
                if teams else
                QT_TRANSLATE_NOOP("RuleSet", "{preset} is not played by {players} players")
            )
            raise RuleSetError(template, "§2", preset=self.name, players=players)
        return self.RULES(players=players, **self.options)

    def matches(self, rules: object) -> bool:
        """True if ``rules`` is exactly this preset for its table (else: "Custom")."""
        if not isinstance(rules, self.RULES):
            return False
        try:
            return bool(self.rules(rules.players) == self.as_preset(rules))
        except RuleSetError:
            return False

    @staticmethod
    def as_preset(rules: Any) -> Any:
        """``rules`` with what no preset fixes set as the presets have it."""
        return rules


__all__ = ["SoloPreset"]
