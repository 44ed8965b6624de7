"""The last game set up, as the settings remember it: its rules and its computer levels.

A game's rules are remembered by the key of their preset when they are that
preset at its usual table, else in full (:data:`CUSTOM`); Debertz keeps the
fields of version 1 of the settings (``last_players``, ``last_preset``,
``last_rules``, ``last_levels``), every other game its entry of
``game_setups``.  A preset chosen for a table it is not played at is seated
at the nearest one (:func:`preset_for_seating`), or keeps its options at
that table (:func:`seated`, "Custom").

Used by the rules editor (``rules_editor.py``), the new-game and host dialogs,
the settings dialog and the main window; nothing here is Qt.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from debertz_desktop.engine.debertz.kind import DEBERTZ
from debertz_desktop.engine.errors import RuleSetError
from debertz_desktop.engine.game_kind import GameKind
from debertz_desktop.engine.games import GAMES, kind_of
from debertz_desktop.storage.settings import AppSettings

#: ``AppSettings.last_preset`` of a rule set that matches no preset.
CUSTOM = "custom"


def preset_for_seating(preset: Any, players: int, teams: bool) -> Any:
    """``preset`` for this seating, or for the nearest one the preset is played by.

    Paired Belote is played by four in pairs only, so choosing it with three
    players seats four; the seating controls follow the rules.
    """
    if (players, teams) in preset.seatings:
        return preset.rules(players, teams)
    if any(p == players for p, _ in preset.seatings):
        return preset.rules(players)
    return preset.rules()


def settings_kind(settings: AppSettings) -> GameKind:
    """The game of the last new game (Debertz for one this version does not know)."""
    return GAMES.get(settings.last_game, DEBERTZ)


def _setup(settings: AppSettings, kind: GameKind) -> tuple[int, str, dict[str, Any] | None]:
    """A game's last table, preset and custom rules: Debertz's in the fields of version 1."""
    if kind is DEBERTZ:
        return settings.last_players, settings.last_preset, settings.last_rules
    setup = settings.game_setups.get(kind.key, {})
    players = setup.get("players")
    if players not in kind.player_counts:
        players = kind.default_rules().players
    rules = setup.get("rules")
    return players, str(setup.get("preset", kind.default_preset)), \
        rules if isinstance(rules, dict) else None


def rules_from_settings(settings: AppSettings, kind: GameKind | None = None) -> Any:
    """The rules last set up for ``kind`` (the last game's by default): its custom rules,
    else its preset for its table."""
    kind = kind or settings_kind(settings)
    players, preset_key, custom = _setup(settings, kind)
    if custom is not None:
        try:
            return kind.rules_from_dict(custom)
        except (RuleSetError, TypeError):
            pass
    chosen = kind.presets.get(preset_key) or kind.presets[kind.default_preset]
    if not any(p == players for p, _ in chosen.seatings):
        # Keep the player count: the preset's options, seated as last time ("Custom").
        try:
            return seated(kind, chosen.rules(), players, players == 4)
        except RuleSetError:
            pass
    return preset_for_seating(chosen, players, players == 4)


def seated(kind: GameKind, rules: Any, players: int, teams: bool) -> Any:
    """``rules`` for another table (pairs only where the game has them)."""
    if kind.option("teams") is not None:
        return rules.replace(players=players, teams=teams)
    return rules.replace(players=players)


def settings_with_rules(settings: AppSettings, rules: Any) -> AppSettings:
    """``settings`` remembering ``rules`` as the last game's: a preset by its key, anything
    else in full."""
    kind = kind_of(rules)
    matching = kind.preset_of(rules)
    # a preset is remembered by its key when its usual table is this one (pairs with four)
    usual_pairs = kind.option("teams") is not None and rules.players == 4
    exact = matching is not None and preset_for_seating(
        matching, rules.players, usual_pairs) == rules
    preset_key = matching.key if matching is not None else CUSTOM
    custom = None if exact else rules.to_dict()
    if kind is DEBERTZ:
        return dataclasses.replace(settings, last_game=kind.key, last_players=rules.players,
                                   last_preset=preset_key, last_rules=custom)
    setups = dict(settings.game_setups)
    setups[kind.key] = dict(setups.get(kind.key, {}), players=rules.players, preset=preset_key,
                            rules=custom)
    return dataclasses.replace(settings, last_game=kind.key, game_setups=setups)


def levels_from_settings(settings: AppSettings, kind: GameKind) -> tuple[str, ...]:
    """The computer levels last chosen for ``kind``'s seats (by computer number)."""
    if kind is DEBERTZ:
        return settings.last_levels
    levels = settings.game_setups.get(kind.key, {}).get("levels", [])
    return tuple(str(level) for level in levels) if isinstance(levels, list) else ()


def settings_with_levels(settings: AppSettings, kind: GameKind,
                         levels: tuple[str, ...]) -> AppSettings:
    if kind is DEBERTZ:
        return dataclasses.replace(settings, last_levels=levels)
    setups = dict(settings.game_setups)
    setups[kind.key] = dict(setups.get(kind.key, {}), levels=list(levels))
    return dataclasses.replace(settings, game_setups=setups)


__all__ = [
    "CUSTOM",
    "levels_from_settings",
    "preset_for_seating",
    "rules_from_settings",
    "seated",
    "settings_kind",
    "settings_with_levels",
    "settings_with_rules",
]
