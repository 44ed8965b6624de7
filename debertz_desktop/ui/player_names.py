"""The players' names as the table, the sheet and the summary show them.

A name left empty is a *default name* in the current language: "You" for the
person at this computer, "Computer 1", "Computer 2"… for the others in seat
order.  The same defaults are used everywhere (the first game, New Game, the
settings), and a session keeps the names as given, so that a language switch
shows the defaults in the new language at once.  Pairs are named "Ann and Bob"
with the current language's "and".

A saved game holds the names as they were shown; :func:`given_names` turns a
default name of any language back into "" so that it follows the language too.
"""

from __future__ import annotations

import getpass
from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator

from ..engine.seat_names import COMPUTER as _COMPUTER
from ..engine.seat_names import computer_number
from ..storage.settings import AppSettings
from .i18n import CATALOGUE, LANGUAGES, SOURCE_LANGUAGE, translations_dir

CONTEXT = "Names"
#: The most computer players at a table.
COMPUTERS = 6
_YOU = QT_TRANSLATE_NOOP("Names", "You")
_PAIR = QT_TRANSLATE_NOOP("Names", "{first} and {second}")


def _you(translate) -> str:
    return translate(CONTEXT, _YOU)


def _computer(translate, number: int) -> str:
    return translate(CONTEXT, _COMPUTER).format(number=number)


def default_name(seat: int, human_seat: int = 0) -> str:
    """The name of a seat whose name was left empty, in the current language."""
    if seat == human_seat:
        return _you(QCoreApplication.translate)
    return computer_name(computer_number(seat, human_seat))


def computer_name(number: int) -> str:
    """The default name of the computer numbered ``number``, in the current language."""
    return _computer(QCoreApplication.translate, number)


def shown_computer_name(name: str) -> str:
    """A computer's name as this program shows it: a default computer name of any language
    the program speaks ("Computer 2", «Компьютер 2»: a host's, on the network) in the current
    one, with its number; any other name (one a person typed) as it is."""
    number = _default_computer_number(name)
    return name if number is None else computer_name(number)


def shown_names(given: Sequence[str], human_seat: int = 0) -> tuple[str, ...]:
    """``given`` with every empty name replaced by its default name."""
    return tuple(name.strip() or default_name(seat, human_seat)
                 for seat, name in enumerate(given))


def team_name(first: str, second: str) -> str:
    """A pair's name: "Ann and Bob", «Аня и Боря»."""
    return QCoreApplication.translate(CONTEXT, _PAIR).format(first=first, second=second)


def team_names(names: Sequence[str]) -> tuple[str, str]:
    """The two pairs of a four-player table: seats 0 and 2, seats 1 and 3 (RULES §2)."""
    return team_name(names[0], names[2]), team_name(names[1], names[3])


def settings_names(settings: AppSettings, players: int) -> tuple[str, ...]:
    """The names Settings gives a table of ``players`` (the person at seat 0; "" = default)."""
    computers = list(settings.computer_names[:COMPUTERS])
    computers += [""] * (COMPUTERS - len(computers))
    return (settings.player_name.strip(), *(name.strip() for name in computers[:players - 1]))


def offered_player_name(settings_name: str) -> str:
    """The name to offer at a network table: the one in the settings, else the login name."""
    if settings_name.strip():
        return settings_name.strip()
    try:
        login = getpass.getuser()
    except Exception:  # no login name (a service account, a container)
        return ""
    return login[:1].upper() + login[1:] if login.isascii() else login


def kept_names(names) -> tuple[str, ...]:
    """Names to keep in the settings: stripped, without the empty ones at the end."""
    kept = [name.strip() for name in names]
    while kept and not kept[-1]:
        kept.pop()
    return tuple(kept)


def given_names(names: Sequence[str], human_seat: int = 0) -> tuple[str, ...]:
    """``names`` with each default name, in any language the program speaks, made ""."""
    out = []
    for seat, name in enumerate(names):
        name = name.strip()
        if seat == human_seat:
            defaults = _default_yous()
        else:
            defaults = _default_computers(computer_number(seat, human_seat))
        out.append("" if name in defaults else name)
    return tuple(out)


@cache
def _catalogues() -> tuple[QTranslator, ...]:
    folder = translations_dir()
    found = []
    for code in LANGUAGES:
        if code == SOURCE_LANGUAGE or folder is None:
            continue
        translator = QTranslator()
        if translator.load(f"{CATALOGUE}_{code}", str(folder)):
            found.append(translator)
    return tuple(found)


def _english(context: str, text: str) -> str:
    return text


def _all_languages() -> list:
    """Translating functions: English, each catalogue, and the language in use."""
    return [_english, *(t.translate for t in _catalogues()), QCoreApplication.translate]


def _default_yous() -> set[str]:
    return {_you(tr) for tr in _all_languages()} - {""}


def _default_computers(number: int) -> set[str]:
    return {_computer(tr, number) for tr in _all_languages()} - {""}


def _default_computer_number(name: str) -> int | None:
    """The number in ``name`` when it is a default computer name of some language."""
    for tr in _all_languages():
        head, placeholder, tail = tr(CONTEXT, _COMPUTER).partition("{number}")
        if not placeholder or not name.startswith(head) or not name.endswith(tail):
            continue
        digits = name[len(head):len(name) - len(tail)]
        if digits.isascii() and digits.isdigit() and len(digits) <= 2:
            return int(digits)
    return None


__all__ = ["computer_name", "computer_number", "default_name", "given_names", "kept_names",
           "settings_names", "shown_computer_name", "shown_names", "team_name", "team_names"]
