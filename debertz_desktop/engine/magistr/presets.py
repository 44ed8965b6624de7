"""The named variants of MASTER §13 as rule sets; the table size (2–4) is chosen separately."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import QT_TRANSLATE_NOOP
from ..solo_preset import SoloPreset
from .rules import PLAYERS, MagistrRules


@dataclass(frozen=True)
class MagistrPreset(SoloPreset):
    seatings: tuple[tuple[int, bool], ...] = tuple((p, False) for p in PLAYERS)

    RULES = MagistrRules


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
