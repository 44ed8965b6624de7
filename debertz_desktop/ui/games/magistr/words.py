"""Magistr's words shared by the table and the deal review: plural forms of points, tricks and
players, and how the holder holds the bank (MASTER §6.3)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ....engine.magistr.bank import Way

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
