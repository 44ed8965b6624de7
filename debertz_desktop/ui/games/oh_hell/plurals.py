"""Oh Hell's words with a number's plural form, shared by the table and the lesson."""

from __future__ import annotations

from PySide6.QtCore import QObject


class OhHellPlurals(QObject):
    """Texts with a number's plural form (lupdate takes ``%n`` as a plural only in ``tr``)."""

    def points(self, count: int) -> str:
        return self.tr("%n point(s)", "", count)

    def cards(self, count: int) -> str:
        return self.tr("%n card(s)", "", count)

    def tricks(self, count: int) -> str:
        return self.tr("%n trick(s)", "", count)

    def players(self, count: int) -> str:
        return self.tr("%n player(s)", "", count)

    def deals(self, count: int) -> str:
        return self.tr("%n deal(s)", "", count)


__all__ = ["OhHellPlurals"]
