"""What a player reads about a table on the network: seats, their state, rules, problems.

Shared by the Join dialog, the lobby and the table's seat marks, so a seat is
called the same everywhere.  Every text is translated (context ``"Lan"``); the
protocol's own messages (context ``"Net"``) come translated from
``lan_session.net_text`` and are put in a sentence here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ...engine.errors import RuleSetError
from ...engine.games import GAMES
from ...net.messages import SeatInfo, TableInfo
from ...net.seat_kind import SeatKind
from ..games import game_ui, game_ui_by_key
from ..player_names import shown_computer_name

if TYPE_CHECKING:
    from ...net.discovery import TableAd

translate = QCoreApplication.translate


def level_text(level: str | None) -> str:
    names = {"easy": translate("Lan", "Easy"), "medium": translate("Lan", "Medium"),
             "hard": translate("Lan", "Hard")}
    return names.get(level or "", level or "")


def game_name(key: str) -> str:
    """The game a table plays, by its key (``"oh_hell"``), as the program names it; a game
    this version does not know, by its key."""
    kind = GAMES.get(key)
    return translate("Game", kind.name) if kind is not None else key


def rules_text(rules: Any) -> str:
    """The table's rules in a few words, as its game says them ("Classic (Moscow), 3
    players, to 501"; "Chert poberi (classic), 5 players, 10 deals")."""
    return game_ui(rules).game_text(rules)


def table_rules_text(game: str, rules: Any) -> str:
    """The table's game and rules in a few words ("Debertz: Classic (Moscow), 3 players, to
    501"); the game is not named twice where its rules' words name it already ("Master
    (classic): own trumps, 3 players")."""
    words, name = rules_text(rules), game_name(game)
    if words.casefold().startswith(name.casefold()):
        return words
    return translate("Lan", "{game}: {rules}").format(game=name, rules=words)


def advertised_rules_text(ad: TableAd) -> str:
    """A discovered table's rules in words, from its advertisement's summary (``classic 3p
    501``, ``chert_poberi 5p``): its game's preset for its seating, as a table of that
    preset says it; else "Custom rules, 5 players" (the advertisement holds no more)."""
    from ...net.discovery import rules_summary

    parts = ad.rules.split()
    players = max(ad.players, 0)
    teams = "pairs" in parts
    kind = GAMES.get(ad.game)
    preset = kind.presets.get(parts[0]) if kind is not None and parts else None
    if preset is not None:
        try:
            rules = preset.rules(players, teams)
        except (RuleSetError, TypeError, ValueError):
            rules = None
        if rules is not None and rules_summary(rules) == ad.rules:
            return game_ui_by_key(ad.game).game_text(rules)
    if not players:
        return ""
    seating = (translate("Lan", "{players} players in pairs") if teams
               else translate("Lan", "{players} players")).format(players=players)
    text = translate("Lan", "Custom rules") + ", " + seating
    target = parts[-1] if len(parts) > 2 else ""
    if target.isdigit():
        text += ", " + translate("Lan", "to {target}").format(target=target)
    return text


def seat_title(seat: int) -> str:
    return translate("Lan", "Seat {number}").format(number=seat + 1)


def player_name(info: SeatInfo) -> str:
    """The name at a seat as this program shows it: a computer's default name ("Computer
    2", the host's words) in this program's language, any other name as the host sent it."""
    return shown_computer_name(info.name) if info.kind == SeatKind.COMPUTER else info.name


def seat_name(info: SeatInfo) -> str:
    """The name at a seat, or what stands for it while nobody has taken it."""
    if info.name:
        return player_name(info)
    return translate("Lan", "(free)") if info.kind == "person" else seat_title(info.seat)


def seat_state(info: SeatInfo, started: bool) -> str:
    """Who is at the seat now: here, missing, dropped or left, a computer playing for him."""
    if info.kind == "computer":
        return translate("Lan", "Computer ({level})").format(level=level_text(info.level))
    if info.computer_playing and info.left:
        return translate("Lan", "Left the table: a computer is playing for {name}").format(
            name=info.name)
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


def table_mark(info: SeatInfo, *, over: bool = False) -> str:
    """The seat's status, a short line on its plate under its game's line ("" when all is
    well).  After the game (``over``) nobody plays for anybody: a person gone has left the
    table, or lost the connection."""
    if over and info.kind != "computer" and info.taken and not info.connected:
        return (translate("Lan", "Left the table", "a seat's status: its person left after "
                          "the game") if info.left else translate("Lan", "Disconnected"))
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
    name = player_name(table.seats[partner])
    return translate("Lan", "partner of {name}").format(name=name) if name else ""
