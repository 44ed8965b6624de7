"""The end of a game on the table: the winner, how the game was won, the whole sheet, and
what to do next.

Shown once the last deal's summary has been read (RULES §10.3): the table is
done, so the panel covers the felt; New game, Save and Print act on the game
just finished, Close goes back to the table as it was left.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..accelerators import assign_mnemonics, assign_soon
from ..games import GameUi, game_ui
from .fitting import numbers_kept_with_words
from .grid_sheet import GridSheetView

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
        #: The game's sheet, spelled out (``GameUi.sheet_view``): set with the first result.
        self.sheet: Any = None
        self._ui: GameUi | None = None
        self.legend = QLabel(self)
        self.legend.setObjectName("legend")
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("font-size: 11px; color: #4a4a4a;")
        # A long legend (Magistr's in Russian: eight lines) folds behind this toggle when the
        # sheet needs the room for its rows; the headings' tooltips say it column by column.
        self.legend_button = QPushButton(self)
        self.legend_button.setObjectName("legendToggle")
        self.legend_button.setCheckable(True)
        self.legend_button.toggled.connect(self._legend_toggled)
        #: The player chose to show or fold the legend (else it folds when room is short).
        self._legend_chosen = False
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
        self._sheet_at = layout.count()
        layout.addWidget(self.legend)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_game_button)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.legend_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.setVisible(False)
        self._shown: tuple[Any, tuple[str, ...]] | None = None
        self._saves_sheet = False
        self.retranslate()

    def set_saves_sheet(self, sheet_only: bool) -> None:
        """Save keeps only the score sheet (a client's at a table on the network)."""
        self._saves_sheet = sheet_only
        self.retranslate()

    def show_result(self, sheet: Any, names: tuple[str, ...], rules: Any) -> None:
        """Shows the finished game of ``rules``' game and raises the panel."""
        ui = game_ui(rules)
        if ui is not self._ui:  # the sheet of this game
            if self.sheet is not None:
                self.layout().removeWidget(self.sheet)
                self.sheet.deleteLater()
            self.sheet = ui.sheet_view(self, result=True)
            self.layout().insertWidget(self._sheet_at, self.sheet, 1)
            self._ui = ui
        self._shown = (sheet, tuple(names))
        self._fill()
        self.setVisible(True)
        self.raise_()
        self.new_game_button.setFocus()

    def dismiss(self) -> None:
        self.setVisible(False)
        self.closed.emit()

    def _fill(self) -> None:
        if self._shown is None or self._ui is None:
            return
        sheet, names = self._shown
        content = self._ui.result(sheet, names)
        self.title.setText(numbers_kept_with_words(content.title))
        self.how.setText(numbers_kept_with_words(content.how))
        self.how.setVisible(bool(content.how))
        self.legend.setText(content.legend)
        self.legend_button.setVisible(bool(content.legend))
        self.totals.setText(numbers_kept_with_words(content.totals))
        self.sheet.set_sheet(sheet, names)
        self._show_legend()

    # -- the legend --------------------------------------------------------------------------

    def _legend_toggled(self, shown: bool) -> None:
        self._legend_chosen = True
        self.legend.setVisible(shown and bool(self.legend.text()))

    def _show_legend(self) -> None:
        """The legend shown unless the sheet would then scroll (a choice of the player's
        stays); decided once the layout has placed the sheet."""
        if not self.legend.text():
            self.legend.setVisible(False)
            return
        if self._legend_chosen:
            self.legend.setVisible(self.legend_button.isChecked())
            return
        self.legend.setVisible(self.legend_button.isChecked())
        QTimer.singleShot(0, self, self.fit_legend)

    def fit_legend(self) -> None:
        """Shows the legend if the sheet keeps room for all its rows, else folds it (unless
        the player chose)."""
        if self._legend_chosen or not self.legend.text() or not self.isVisible():
            return
        self.layout().activate()
        fits = self.legend_fits()
        self.legend_button.blockSignals(True)
        self.legend_button.setChecked(fits)
        self.legend_button.blockSignals(False)
        self.legend.setVisible(fits)

    def legend_fits(self) -> bool:
        """The sheet shows all its rows with the legend under it (else: fold the legend)."""
        sheet = self.sheet
        if not isinstance(sheet, QAbstractItemView) or not hasattr(sheet, "verticalHeader"):
            return True
        spacing = self.layout().spacing()
        room = sheet.height()  # the sheet's height with the legend as it is now
        legend = self.legend.heightForWidth(self.legend.width() if self.legend.isVisible()
                                            else self.sheet.width())
        if not self.legend.isVisible():
            room -= legend + spacing
        frame = sheet.height() - sheet.viewport().height()
        return room >= frame + sheet.verticalHeader().length()

    def wanted_size(self, width: int | None = None) -> QSize:
        """The size that shows the whole sheet, every column and row, with the legend: as
        wide as the sheet, or ``width`` wide with the lines of words wrapped to it."""
        hint = self.sizeHint()
        sheet = self.sheet
        if isinstance(sheet, QTableView):
            frame = 2 * sheet.frameWidth()
            wide = (sheet.whole_width() if isinstance(sheet, GridSheetView)
                    else sheet.horizontalHeader().length() + frame
                    + sheet.verticalScrollBar().sizeHint().width())
            whole = QSize(wide,
                          sheet.horizontalHeader().height() + sheet.verticalHeader().length()
                          + frame)
            margins = self.layout().contentsMargins()
            if width is not None and self.layout().hasHeightForWidth():
                hint = QSize(width, self.layout().totalHeightForWidth(width))
            else:  # as wide as the sheet (a long line of words wraps), as high as it all
                hint.setWidth(whole.width() + margins.left() + margins.right()
                              + self.width() - self.contentsRect().width())  # its border
            hint.setHeight(max(self.minimumSizeHint().height(),
                               hint.height() + whole.height() - sheet.sizeHint().height()))
        if self.legend.text() and not self.legend.isVisible():
            margins = self.layout().contentsMargins()
            width = hint.width() - margins.left() - margins.right()
            hint.setHeight(hint.height() + self.legend.heightForWidth(width)
                           + self.layout().spacing())
        return hint

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if not self._legend_chosen and self.legend.text():
            QTimer.singleShot(0, self, self.fit_legend)

    def showEvent(self, event) -> None:
        # Alt + a letter for each button, none of them a letter of the menu bar (Alt+S must
        # not open Settings instead of saving: ``ui/accelerators.py``)
        assign_mnemonics(self)
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.new_game_button.setText(self.tr("&New game…"))
        # not S: the Settings menu's
        self.save_button.setText(self.tr("S&ave sheet…") if self._saves_sheet
                                 else self.tr("S&ave…"))
        self.print_button.setText(self.tr("&Print…"))
        self.close_button.setText(self.tr("Close"))
        self.legend_button.setText(self.tr("&Legend"))
        self.legend_button.setToolTip(self.tr(
            "What the columns and marks of the sheet mean (each heading's tooltip says it "
            "too)"))
        self._fill()
        assign_soon(self)

    def rename(self, sheet: Any, names: tuple[str, ...]) -> None:
        """The names read differently (a language switch) while the panel is shown."""
        if self._shown is not None:
            self._shown = (sheet, tuple(names))
            self._fill()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.dismiss()
            return
        super().keyPressEvent(event)
