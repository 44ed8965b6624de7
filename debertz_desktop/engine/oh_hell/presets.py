"""The named variants of OH_HELL §10 as rule sets; the table size is chosen separately."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import QT_TRANSLATE_NOOP
from ..solo_preset import SoloPreset
from .rules import PLAYERS, OhHellRules


@dataclass(frozen=True)
class OhHellPreset(SoloPreset):
    # 3 to 7 players, each for himself.
    seatings: tuple[tuple[int, bool], ...] = tuple((p, False) for p in PLAYERS)
    by_players: dict[int, dict[str, Any]] | None = None

    RULES = OhHellRules

    @staticmethod
    def as_preset(rules: OhHellRules) -> OhHellRules:
        """The sheet's columns are the scorer's choice, not the variant's."""
        return rules.replace(sheet_columns="double")


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
