"""Debertz's rules in a few words: "Classic (Moscow), 3 players, to 501" (``DebertzUi.game_text``).

Said alike of a table on the window's status bar, in the lobby, in the Join
dialog and of a table found on the network, whose advertisement names only its
preset, its seating and its target.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.debertz.presets import PRESETS, preset_of
from ....engine.debertz.rule_options import SINGLE_DEAL
from ....engine.debertz.rules import RuleSet

translate = QCoreApplication.translate


def seating_text(key: str | None, players: int, teams: bool, target: int | str | None) -> str:
    """"Classic (Moscow), 3 players, to 501" from a preset's key (``None``: custom rules)."""
    found = PRESETS.get(key or "")
    name = (translate("Preset", found.name) if found
            else translate("Lan", "Custom rules"))
    seating = (translate("Lan", "{players} players in pairs") if teams
               else translate("Lan", "{players} players")).format(players=players)
    if target is None:
        return f"{name}, {seating}"
    if target == SINGLE_DEAL:
        return f"{name}, {seating}, " + translate("Lan", "one deal")
    return f"{name}, {seating}, " + translate("Lan", "to {target}").format(target=target)


def rules_text(rules: RuleSet) -> str:
    found = preset_of(rules)
    return seating_text(found.key if found else None, rules.players, rules.teams, rules.target)
