"""Magistr's words shared by the table and the deal review: plural forms of points, tricks and
players, how the holder holds the bank (MASTER §6.3), the trumps for everyone (§3)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from ....engine.magistr.bank import Way
from ....engine.magistr.rules import TrumpMode
from ....engine.pack import Suit

translate = QCoreApplication.translate


class MagistrPlurals(QObject):
    """Texts with a number's plural form (lupdate takes ``%n`` as a plural only in ``tr``)."""

    def points(self, count: int) -> str:
        return self.tr("%n point(s)", "", count)

    def tricks(self, count: int) -> str:
        return self.tr("%n trick(s)", "", count)

    def players(self, count: int) -> str:
        return self.tr("%n player(s)", "", count)


def way_text(way: Way | None) -> str:
    """How the holder holds the bank (MASTER §6.3)."""
    return {
        Way.LEAD: translate("MagistrTable", "led, not beaten"),
        Way.HIGHER: translate("MagistrTable", "a higher card of the main suit"),
        Way.ONE_LOWER: translate("MagistrTable", "one rank down"),
        Way.EQUAL: translate("MagistrTable", "equal value"),
        Way.EIGHT: translate("MagistrTable", "an eight"),
        Way.TRUMP: translate("MagistrTable", "a trump"),
        Way.KILL: translate("MagistrTable", "killed without taking: back to the leader"),
    }.get(way, "")


def way_word(way: Way | None) -> str:
    """How the holder holds the bank, in a word or two for the small box (MASTER §6.3)."""
    return {
        Way.LEAD: translate("MagistrTable", "led"),
        Way.HIGHER: translate("MagistrTable", "higher"),
        Way.ONE_LOWER: translate("MagistrTable", "one down"),
        Way.EQUAL: translate("MagistrTable", "equal value"),
        Way.EIGHT: translate("MagistrTable", "an eight"),
        Way.TRUMP: translate("MagistrTable", "a trump"),
        Way.KILL: translate("MagistrTable", "killed"),
    }.get(way, "")


__all__ = ["MagistrPlurals", "way_text", "way_word"]


def trumps_line(suits: Sequence[Suit], mode: TrumpMode | None = None) -> str:
    """The trumps everyone plays with (MASTER §3): which is senior and which junior under
    ``senior_junior`` (the senior first, ``MagistrGame.trump_suits``), else the suits alone
    ("Trumps for everyone: ♠ ♦" said two equal trumps, never which one beats the other)."""
    if mode is TrumpMode.SENIOR_JUNIOR and len(suits) == 2:
        return translate("MagistrTable", "Senior trump {senior} · junior trump {junior}").format(
            senior=suits[0].symbol, junior=suits[1].symbol)
    return translate("MagistrTable", "Trumps for everyone: {suits}").format(
        suits=" ".join(s.symbol for s in suits))
