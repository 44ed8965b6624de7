"""The named variants of OH_HELL §10 as rule sets; the table size is chosen separately."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import QT_TRANSLATE_NOOP, RuleSetError
from .rules import PLAYERS, OhHellRules


@dataclass(frozen=True)
class OhHellPreset:
    key: str
    #: English name, marked for translation (context ``"Preset"``).
    name: str
    options: dict[str, Any]
    #: Allowed (players, teams) seatings: 3 to 7, each for himself.
    seatings: tuple[tuple[int, bool], ...] = tuple((p, False) for p in PLAYERS)
    by_players: dict[int, dict[str, Any]] | None = None

    def rules(self, players: int | None = None, teams: bool | None = None) -> OhHellRules:
        """The rule set of this preset for ``players`` (default 4)."""
        players = 4 if players is None else players
        if teams or (players, False) not in self.seatings:
            template = (
                QT_TRANSLATE_NOOP("RuleSet", "{preset} is not played by {players} players in pairs")
                if teams else
                QT_TRANSLATE_NOOP("RuleSet", "{preset} is not played by {players} players")
            )
            raise RuleSetError(template, "§2", preset=self.name, players=players)
        return OhHellRules(players=players, **self.options)

    def matches(self, rules: object) -> bool:
        """True if ``rules`` is exactly this preset for its table (else: "Custom")."""
        if not isinstance(rules, OhHellRules):
            return False
        try:
            return self.rules(rules.players) == rules.replace(sheet_columns="double")
        except RuleSetError:
            return False


PRESETS: dict[str, OhHellPreset] = {
    p.key: p
    for p in (
        OhHellPreset("chert_poberi", QT_TRANSLATE_NOOP("Preset", "Chert poberi (classic)"),
                     dict(deal_order="up", dealer_restriction=False, zero_bid="ten",
                          failed_bid="nothing")),
        OhHellPreset("chert_poberi_zero",
                     QT_TRANSLATE_NOOP("Preset", "Chert poberi, zero bids 5 + cards"),
                     dict(deal_order="up", dealer_restriction=False, zero_bid="five_plus_cards",
                          failed_bid="nothing")),
        OhHellPreset("oh_hell_river", QT_TRANSLATE_NOOP("Preset", "Oh Hell river (up and down)"),
                     dict(deal_order="up_down", dealer_restriction=True, zero_bid="ten",
                          failed_bid="nothing")),
    )
}


def preset_of(rules: OhHellRules) -> OhHellPreset | None:
    """The preset ``rules`` is exactly (the sheet's columns aside), or ``None`` for custom rules."""
    return next((p for p in PRESETS.values() if p.matches(rules)), None)
