"""What a player reads about a table on the network: seats, their state, rules, problems.

Shared by the Join dialog, the lobby and the table's seat marks, so a seat is
called the same everywhere.  Every text is translated (context ``"Lan"``); the
protocol's own messages (context ``"Net"``) come translated from
``lan_session.net_text`` and are put in a sentence here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.debertz.presets import PRESETS, preset_of
from ...engine.debertz.rule_options import SINGLE_DEAL
from ...engine.debertz.rules import RuleSet
from ...net.messages import SeatInfo, TableInfo

translate = QCoreApplication.translate


def level_text(level: str | None) -> str:
    names = {"easy": translate("Lan", "Easy"), "medium": translate("Lan", "Medium"),
             "hard": translate("Lan", "Hard")}
    return names.get(level or "", level or "")


def game_text(key: str | None, players: int, teams: bool, target: int | None) -> str:
    """"Classic (Moscow), 3 players, to 501" from a preset's key (``None``: custom rules)."""
    found = PRESETS.get(key or "")
    name = (QCoreApplication.translate("Preset", found.name) if found
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
    return game_text(found.key if found else None, rules.players, rules.teams, rules.target)


def advertised_rules_text(summary: str, players: int) -> str:
    """A discovered table's rules (``classic 3p 501``, ``belote 4p pairs 1001``) in words."""
    parts = summary.split()
    if not parts:
        return translate("Lan", "{players} players").format(players=players) if players else ""
    key = parts[0] if parts[0] in PRESETS else None
    teams = "pairs" in parts
    target = int(parts[-1]) if parts[-1].lstrip("-").isdigit() else None
    return game_text(key, players or 0, teams, target)


def seat_title(seat: int) -> str:
    return translate("Lan", "Seat {number}").format(number=seat + 1)


def seat_name(info: SeatInfo) -> str:
    """The name at a seat, or what stands for it while nobody has taken it."""
    if info.name:
        return info.name
    return translate("Lan", "(free)") if info.kind == "person" else seat_title(info.seat)


def seat_state(info: SeatInfo, started: bool) -> str:
    """Who is at the seat now: here, missing, dropped, a computer playing for him."""
    if info.kind == "computer":
        return translate("Lan", "Computer ({level})").format(level=level_text(info.level))
    if info.computer_playing:
        return translate("Lan", "Disconnected: a computer is playing for {name}").format(
            name=info.name)
    if info.kind == "host":
        return (translate("Lan", "The host") if info.connected
                else translate("Lan", "The host (disconnected)"))
    if not info.taken:
        return (translate("Lan", "Waiting for a person to join") if not started
                else translate("Lan", "Nobody"))
    if info.connected:
        return translate("Lan", "Here")
    return translate("Lan", "Disconnected: waiting for {name}").format(name=info.name)


def table_mark(info: SeatInfo) -> str:
    """The short mark under a seat's name at the table ("" when all is well)."""
    if info.computer_playing:
        return translate("Lan", "Played by a computer")
    if info.kind != "computer" and info.taken and not info.connected:
        return translate("Lan", "Disconnected")
    return ""


def waiting_text(info: SeatInfo) -> str:
    """What the decision bar says while an absent person's seat is to act ("" if present)."""
    if info.computer_playing:
        return translate("Lan", "A computer is playing for {name}…").format(name=info.name)
    if info.kind != "computer" and info.taken and not info.connected:
        return translate("Lan", "Waiting for {name}: the connection is lost…").format(
            name=info.name)
    return ""


def missing_seats(table: TableInfo) -> list[SeatInfo]:
    """The seats a person still has to take (or come back to) before the game can start."""
    return [s for s in table.seats if s.kind != "computer" and not (s.taken and s.connected)]


def partner_text(table: TableInfo, seat: int) -> str:
    """With pairs: "partner of Ann" for the seat opposite a seated person."""
    rules = table.rules
    if not rules.teams:
        return ""
    partner = (seat + 2) % rules.players
    name = table.seats[partner].name
    return translate("Lan", "partner of {name}").format(name=name) if name else ""
