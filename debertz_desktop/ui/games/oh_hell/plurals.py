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

    def deals_played(self, count: int) -> str:
        """The result's first line ("1 deal played", a game of fewer deals); ``{made}`` and
        ``{bids}`` are filled in after."""
        return self.tr("%n deal(s) played; {made} of {bids} bids made.", "", count)


__all__ = ["OhHellPlurals"]
