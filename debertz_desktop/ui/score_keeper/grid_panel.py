"""The sheet beside the deal form for the games whose sheet is a grid (Oh Hell, Magistr):
the game's ``GridSheetView``, how the game stands (or its result), and the legend."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..games.base import GameUi
from ..sheet_grid import LineKind


class GridSheetPanel(QWidget):
    """``table`` (the grid), ``status`` and ``legend``; ``deal_at`` maps a line to a deal."""

    #: The keeper prints the table, never a pencil notation, for these games.
    showing_pencil = False

    def __init__(self, game: GameUi, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.table = game.sheet_view(self)
        self.table.setObjectName("keeperSheet")
        self.status = QLabel()
        self.status.setObjectName("sheetStatus")
        self.status.setWordWrap(True)
        self.legend = QLabel()
        self.legend.setObjectName("sheetLegend")
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("color: #505050;")
        self.legend.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.legend)
        self._shown: tuple[Any, tuple[str, ...]] | None = None

    def set_sheet(self, sheet: Any, names: tuple[str, ...]) -> None:
        self._shown = (sheet, tuple(names))
        self.table.set_sheet(sheet, tuple(names))
        self.legend.setText("\n".join(self.table.grid.legend))
        if sheet.over:
            result = self.game.result(sheet, tuple(names))
            self.status.setText(f"{result.title}\n{result.totals}")
        else:
            self.status.setText(self.tr("Deals written: {count}").format(count=len(sheet.rows)))

    def deal_at(self, row: int) -> int | None:
        """The deal (0-based) on line ``row`` of the grid, or ``None`` for a summary line."""
        grid = self.table.grid
        if grid is None or not 0 <= row < len(grid.lines):
            return None
        if grid.lines[row].kind is not LineKind.DEAL:
            return None
        return sum(1 for line in grid.lines[:row] if line.kind is LineKind.DEAL)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._shown is not None:
            self.set_sheet(*self._shown)
        super().changeEvent(event)
