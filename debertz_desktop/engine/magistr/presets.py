"""The named variants of MASTER §13 as rule sets; the table size (2–4) is chosen separately."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import QT_TRANSLATE_NOOP, RuleSetError
from .rules import PLAYERS, MagistrRules


@dataclass(frozen=True)
class MagistrPreset:
    key: str
    #: English name, marked for translation (context ``"Preset"``).
    name: str
    options: dict[str, Any]
    seatings: tuple[tuple[int, bool], ...] = tuple((p, False) for p in PLAYERS)

    def rules(self, players: int | None = None, teams: bool | None = None) -> MagistrRules:
        """The rule set of this preset for ``players`` (default 4)."""
        players = 4 if players is None else players
        if teams or (players, False) not in self.seatings:
            template = (
                QT_TRANSLATE_NOOP("RuleSet", "{preset} is not played by {players} players in pairs")
                if teams else
                QT_TRANSLATE_NOOP("RuleSet", "{preset} is not played by {players} players")
            )
            raise RuleSetError(template, "§2", preset=self.name, players=players)
        return MagistrRules(players=players, **self.options)

    def matches(self, rules: object) -> bool:
        if not isinstance(rules, MagistrRules):
            return False
        try:
            return self.rules(rules.players) == rules
        except RuleSetError:
            return False


_COMMON: dict[str, Any] = dict(must_beat=False, early_end=True, max_tie="split",
                               four_of_a_kind_bonus="rank", rating="points_share")

PRESETS: dict[str, MagistrPreset] = {
    p.key: p
    for p in (
        MagistrPreset("magistr", QT_TRANSLATE_NOOP("Preset", "Master (classic): own trumps"),
                      dict(_COMMON, trump_mode="own", own_trump_scope="owner_only")),
        MagistrPreset("magistr_no_trumps", QT_TRANSLATE_NOOP("Preset", "Master without trumps"),
                      dict(_COMMON, trump_mode="none")),
        MagistrPreset("magistr_one_trump", QT_TRANSLATE_NOOP("Preset", "Master, one trump for "
                                                             "all"),
                      dict(_COMMON, trump_mode="one_common")),
        MagistrPreset("magistr_two_trumps", QT_TRANSLATE_NOOP("Preset", "Master, two trumps for "
                                                              "all"),
                      dict(_COMMON, trump_mode="two_common")),
        MagistrPreset("magistr_senior_junior",
                      QT_TRANSLATE_NOOP("Preset", "Master, senior ♠ and junior ♦ trumps"),
                      dict(_COMMON, trump_mode="senior_junior", senior_trump="S",
                           junior_trump="D")),
    )
}


def preset_of(rules: MagistrRules) -> MagistrPreset | None:
    """The preset ``rules`` is exactly, or ``None`` for custom rules."""
    return next((p for p in PRESETS.values() if p.matches(rules)), None)
