"""Rule options, their values and the engine's objections to them, as a player reads them.

The engine names an option by its field (``mercy_gap``) and a value by its
code (``table``); a player reads the option's label ("End when far ahead") and
the value's ("stays on the table"), in quotes, in the interface's language.
The rules editor, the printed sheet and the error messages all say it so; the
tables a preset is played at are said here too.
Only ``QtCore`` is used.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum, StrEnum
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from ..engine.errors import RuleSetError
from ..engine.game_kind import GameKind
from ..engine.games import GAMES
from ..engine.option_info import OptionInfo, OptionKind

translate = QCoreApplication.translate


class TablePlurals(QObject):
    """A table's size with the plural form of its (largest) number: «3–7 игроков»."""

    def players(self, count: int) -> str:
        return self.tr("%n player(s)", "", count)

    def span(self, low: int, high: int) -> str:
        """"2–3 players": the word agrees with the larger number."""
        return self.tr("{low}–%n players", "", high).format(low=low)


def _info(name: str, kind: GameKind | None) -> OptionInfo | None:
    """Option ``name`` of ``kind``, or of the first game that has it (a message that does not
    say its game)."""
    if kind is not None:
        return kind.option(name)
    return next((k.option(name) for k in GAMES.values() if k.option(name) is not None), None)


def quoted(text: str) -> str:
    """“text” in English, «text» in Russian."""
    return translate("RulesEditor", "\u201c{text}\u201d").format(text=text)


def option_label(name: str, kind: GameKind | None = None) -> str:
    """An option's label in the current language ("End when far ahead"); else its name."""
    info = _info(name, kind)
    return translate("RuleOption", info.label) if info is not None else name


def value_label(value: object, kind: GameKind | None = None, option: str = "") -> str:
    """A choice value as the player reads it (context ``"RuleValue"``); numbers as such.

    A game's labels may name a value of one ``option`` apart (``"max_tie.none"``) where two
    options share a value's word with different meanings."""
    key = value.value if isinstance(value, StrEnum) else value
    text = None
    if isinstance(key, str | Enum):  # a suit (an IntEnum) by itself, never a plain number
        kinds = [kind] if kind is not None else list(GAMES.values())
        keys = [f"{option}.{key}", key] if option and isinstance(key, str) else [key]
        text = next((k.value_labels[name] for name in keys for k in kinds
                     if name in k.value_labels), None)
    return translate("RuleValue", text) if text else str(key)


def option_value_text(name: str, value: object, kind: GameKind | None = None) -> str:
    """An option's value as a dialog shows it: "on"/"off", a number, a choice's label."""
    info = _info(name, kind)
    option_kind = info.kind if info is not None else None
    if option_kind is OptionKind.BOOL or isinstance(value, bool):
        return translate("RulesEditor", "on") if value else translate("RulesEditor", "off")
    if option_kind is OptionKind.OPTIONAL_NUMBER:
        return translate("RulesEditor", "off") if value is None else str(value)
    return value_label(value, kind, name)


def setting_text(name: str, value: object, kind: GameKind | None = None) -> str:
    """“End when far ahead”: 250 — one option set to one value."""
    return translate("RulesEditor", "{option}: {value}").format(
        option=quoted(option_label(name, kind)), value=option_value_text(name, value, kind))


def change_text(name: str, value: object, kind: GameKind | None = None) -> str:
    """What setting an option to ``value`` does, said as an action: "turn off “Klabor”"."""
    info = _info(name, kind)
    label = quoted(option_label(name, kind))
    if info is not None and info.kind is OptionKind.BOOL:
        return (translate("RulesEditor", "turn on {option}") if value
                else translate("RulesEditor", "turn off {option}")).format(option=label)
    if info is not None and info.kind is OptionKind.OPTIONAL_NUMBER and value is None:
        return translate("RulesEditor", "turn off {option}").format(option=label)
    return translate("RulesEditor", "set {option} to {value}").format(
        option=label, value=quoted(option_value_text(name, value, kind)))


def changes_text(changes: Mapping[str, object], kind: GameKind | None = None) -> str:
    """Several ``change_text``s in one phrase: "turn off “Concede fifty”, set … to …"."""
    return translate("RulesEditor", ", ").join(
        change_text(name, value, kind) for name, value in changes.items())


def table_text(preset: Any) -> str:
    """Who plays ``preset`` (RULES §14): "2–3 players", "2–4 players, pairs with 4"."""
    counts = sorted({players for players, _ in preset.seatings})
    pairs = (4, True) in preset.seatings
    solo = (4, False) in preset.seatings
    span = str(counts[0]) if len(counts) == 1 else f"{counts[0]}\u2013{counts[-1]}"
    plurals = TablePlurals()
    if counts == [4] and pairs and not solo:
        return translate("RulesEditor", "4 players in pairs")
    if 4 in counts and pairs and solo:
        return translate("RulesEditor", "{span} players, alone or in pairs with 4").format(
            span=span)
    if 4 in counts and pairs:
        return translate("RulesEditor", "{span} players, in pairs with 4").format(span=span)
    return (plurals.players(counts[0]) if len(counts) == 1
            else plurals.span(counts[0], counts[-1]))


def seating_text(players: int, teams: bool) -> str:
    """A table: "3 players", "4 players in pairs", "4 players, each for himself"."""
    if players == 4:
        return (translate("RulesEditor", "4 players in pairs") if teams
                else translate("RulesEditor", "4 players, each for himself"))
    return TablePlurals().players(players)


def rule_param_text(key: str, value: object, kind: GameKind | None = None) -> object:
    """A parameter of a rule-set message in words: an option by its label, a chosen value
    by its label (both in quotes), a preset by its name; anything else as it is."""
    if key == "option" and isinstance(value, str) and _info(value, kind) is not None:
        return quoted(option_label(value, kind))
    if key == "choice":
        return quoted(value_label(value, kind))
    if key == "preset" and isinstance(value, str):
        return translate("Preset", value)
    return value


def rule_error_text(error: RuleSetError, kind: GameKind | None = None) -> str:
    """The engine's objection in the current language (context ``"RuleSet"``), in words."""
    template = translate("RuleSet", error.template)
    if not error.params:
        return template
    params = {key: rule_param_text(key, value, kind) for key, value in error.params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return str(error)


def preset_item_text(kind: GameKind, key: str) -> str:
    """A variant as the Variant list says it: "Classic (Moscow) — 3 players", "Custom"."""
    preset = kind.presets.get(key)
    if preset is None:
        return QCoreApplication.translate("RulesEditor", "Custom")
    return QCoreApplication.translate("RulesEditor", "{preset} \u2014 {table}").format(
        preset=QCoreApplication.translate("Preset", preset.name), table=table_text(preset))


__all__ = ["change_text", "changes_text", "option_label", "option_value_text", "preset_item_text",
           "quoted", "rule_error_text", "rule_param_text", "seating_text", "setting_text",
           "table_text", "value_label"]
