"""The headings of a game's result as a paper sheet writes them: a player's name once over his
columns ("Computer 1" over "Tricks" and "Points"), each column's own word under it.

A name wider than its columns is cut short with "…" (whole in the heading's
tooltip, in the title and in the places above the sheet); the other columns'
headings are drawn as any heading is.  The sheet (``grid_sheet.GridSheetView``)
says which columns are whose with :meth:`PairedHeader.set_groups`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QWidget

#: A column's group: the seat (``None``: a column of the deal's own), the name over the group,
#: the column's own word.
Group = tuple[int | None, str, str]


class PairedHeader(QHeaderView):
    """Horizontal headings with each seat's name once over its columns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self._groups: list[Group] = []

    def set_groups(self, groups: Sequence[Group]) -> None:
        self._groups = list(groups)
        self.viewport().update()

    def group(self, logical: int) -> Group:
        return self._groups[logical] if 0 <= logical < len(self._groups) else (None, "", "")

    def span(self, logical: int) -> tuple[int, int]:
        """The first and last column of the seat's group ``logical`` is in."""
        seat = self.group(logical)[0]
        first = last = logical
        while first > 0 and self.group(first - 1)[0] == seat:
            first -= 1
        while last + 1 < self.count() and self.group(last + 1)[0] == seat:
            last += 1
        return first, last

    def name_shown(self, logical: int) -> str:
        """The name as drawn over the group of column ``logical`` (cut short to its width)."""
        seat, name, _word = self.group(logical)
        if seat is None:
            return ""
        first, last = self.span(logical)
        width = sum(self.sectionSize(c) for c in range(first, last + 1)
                    if not self.isSectionHidden(c))
        return self.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight,
                                             max(0, width - 8))

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:
        seat, _name, word = self.group(logical)
        if seat is None or not rect.isValid():
            super().paintSection(painter, rect, logical)
            return
        first, last = self.span(logical)
        left = self.sectionViewportPosition(first)
        right = self.sectionViewportPosition(last) + self.sectionSize(last)
        half = rect.height() // 2
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.section = logical
        option.orientation = Qt.Orientation.Horizontal
        option.textAlignment = Qt.AlignmentFlag.AlignCenter
        style = self.style()
        painter.save()
        top = QRect(left, rect.top(), right - left, half)
        painter.setClipRect(rect.intersected(top))
        option.rect = top
        option.text = self.name_shown(logical)
        option.position = QStyleOptionHeader.SectionPosition.OnlyOneSection
        style.drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.restore()
        option.rect = QRect(rect.left(), rect.top() + half, rect.width(), rect.height() - half)
        option.text = word
        option.position = QStyleOptionHeader.SectionPosition.Middle
        style.drawControl(QStyle.ControlElement.CE_Header, option, painter, self)


__all__ = ["Group", "PairedHeader"]
