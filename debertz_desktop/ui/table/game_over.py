"""The end of a game on the table: the winner, how the game was won, the whole sheet, and
what to do next.

Shown once the last deal's summary has been read (RULES §10.3): the table is
done, so the panel covers the felt; New game, Save and Print act on the game
just finished, Close goes back to the table as it was left.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.debertz.sheet import ScoreSheet
from ..sheet_texts import end_text, marks_legend
from .score_sheet import ScoreSheetView

#: The result has room for whole names (pixels; the dock cuts them shorter).
RESULT_NAME_WIDTH = 260


class GameOverPanel(QFrame):
    """"Winner: …", the final totals, every deal's row; New game, Save, Print, Close."""

    new_game_requested = Signal()
    save_requested = Signal()
    print_requested = Signal()
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameOver")
        self.setStyleSheet(
            "QFrame#GameOver { background: rgba(250,245,228,246); border: 2px solid #8a7d50;"
            " border-radius: 12px; } QLabel { color: #1b1b1b; }")
        self.title = QLabel(self)
        self.title.setObjectName("winner")
        self.title.setStyleSheet("font-size: 20px; font-weight: bold;")
        self.title.setWordWrap(True)
        self.how = QLabel(self)
        self.how.setObjectName("how")
        self.how.setWordWrap(True)
        self.how.setStyleSheet("font-size: 14px;")
        self.totals = QLabel(self)
        self.totals.setObjectName("totals")
        self.totals.setWordWrap(True)
        self.totals.setStyleSheet("font-size: 14px;")
        self.sheet = ScoreSheetView(self, name_width=RESULT_NAME_WIDTH, spelled_out=True)
        self.legend = QLabel(self)
        self.legend.setObjectName("legend")
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("font-size: 11px; color: #4a4a4a;")
        self.new_game_button = QPushButton(self)
        self.new_game_button.setObjectName("newGame")
        self.save_button = QPushButton(self)
        self.save_button.setObjectName("save")
        self.print_button = QPushButton(self)
        self.print_button.setObjectName("print")
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("close")
        self.new_game_button.clicked.connect(self.new_game_requested)
        self.save_button.clicked.connect(self.save_requested)
        self.print_button.clicked.connect(self.print_requested)
        self.close_button.clicked.connect(self.dismiss)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(self.title)
        layout.addWidget(self.how)
        layout.addWidget(self.totals)
        layout.addWidget(self.sheet, 1)
        layout.addWidget(self.legend)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_game_button)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.print_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.setVisible(False)
        self._shown: tuple[ScoreSheet, tuple[str, ...]] | None = None
        self._saves_sheet = False
        self.retranslate()

    def set_saves_sheet(self, sheet_only: bool) -> None:
        """Save keeps only the score sheet (a client's at a table on the network)."""
        self._saves_sheet = sheet_only
        self.retranslate()

    def show_result(self, sheet: ScoreSheet, names: tuple[str, ...]) -> None:
        """Shows the finished game (``sheet.winner_side`` set) and raises the panel."""
        self._shown = (sheet, tuple(names))
        self._fill()
        self.setVisible(True)
        self.raise_()
        self.new_game_button.setFocus()

    def dismiss(self) -> None:
        self.setVisible(False)
        self.closed.emit()

    def _fill(self) -> None:
        if self._shown is None:
            return
        sheet, names = self._shown
        winner = sheet.winner_side
        if winner is not None:
            self.title.setText(self.tr("Game over. Winner: {name}").format(
                name=sheet.side_names[winner]))
        else:
            self.title.setText(self.tr("Game over"))
        self.how.setText(end_text(sheet))
        self.how.setVisible(bool(self.how.text()))
        marked = any(side.marks for row in sheet.rows for side in row.sides)
        self.legend.setText(marks_legend() if marked else "")
        self.legend.setVisible(marked)
        order = sorted(range(len(sheet.side_names)), key=lambda side: -sheet.totals[side])
        self.totals.setText(self.tr("Final score: {totals}").format(totals=", ".join(
            f"{sheet.side_names[side]} {sheet.totals[side]}" for side in order)))
        self.sheet.set_sheet(sheet, names)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.new_game_button.setText(self.tr("&New game…"))
        self.save_button.setText(self.tr("&Save sheet…") if self._saves_sheet
                                 else self.tr("&Save…"))
        self.print_button.setText(self.tr("&Print…"))
        self.close_button.setText(self.tr("Close"))
        self._fill()

    def rename(self, sheet: ScoreSheet, names: tuple[str, ...]) -> None:
        """The names read differently (a language switch) while the panel is shown."""
        if self._shown is not None:
            self._shown = (sheet, tuple(names))
            self._fill()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.dismiss()
            return
        super().keyPressEvent(event)
