"""The score sheet in a window of its own (View → Score sheet window, a sheet file opened
read-only, a finished network game's sheet): the game's sheet panel with print, print
preview and the PDF and CSV exports."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QToolBar, QWidget

from .grid_document import grid_of
from .printing import ExportFolders, SheetPrinting
from .sheet_texts import SheetInfo
from .sheet_view import GridSheetPanel, SheetPanel


class SheetWindow(QMainWindow):
    """The score sheet in a window of its own, with print, preview and export.

    Debertz's sheet shows in its panel with the pencil tab (``SheetPanel``); a game
    whose sheet is a grid (``GameUi.sheet_grid``) in a ``GridSheetPanel``.
    """

    DEFAULT_SIZE = QSize(1100, 560)

    def __init__(self, parent: QWidget | None = None, *,
                 folders: ExportFolders | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SheetWindow")
        self.folders = folders
        self.panel = SheetPanel()
        self.grid_panel = GridSheetPanel()
        self.pages = QStackedWidget()
        self.pages.addWidget(self.panel)
        self.pages.addWidget(self.grid_panel)
        self.setCentralWidget(self.pages)
        self.info: SheetInfo | None = None
        #: The file shown (a score sheet opened read-only), named in the title; "" for the game's.
        self.file_name = ""
        self._remake: Callable[[], SheetInfo] | None = None
        self.toolbar = QToolBar()
        self.toolbar.setObjectName("sheetToolbar")
        self.addToolBar(self.toolbar)
        self.print_action = self.toolbar.addAction("")
        self.print_action.setShortcut(QKeySequence.StandardKey.Print)
        self.preview_action = self.toolbar.addAction("")
        self.pdf_action = self.toolbar.addAction("")
        self.csv_action = self.toolbar.addAction("")
        self.print_action.triggered.connect(lambda: self._printing("print_sheet"))
        self.preview_action.triggered.connect(lambda: self._printing("preview"))
        self.pdf_action.triggered.connect(lambda: self._printing("ask_pdf"))
        self.csv_action.triggered.connect(lambda: self._printing("ask_csv"))
        # Escape closes it, as it closes the statistics, the rules and a review
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self.resize(self.DEFAULT_SIZE)
        self.retranslate()

    def set_info(self, info: SheetInfo, *,
                 remake: Callable[[], SheetInfo] | None = None) -> None:
        """Show ``info``; ``remake`` makes it again in a new language (names of pairs, title)."""
        self.info = info
        self._remake = remake
        if grid_of(info) is not None:
            self.grid_panel.set_sheet(info.sheet, info.names, info.rules)
            self.pages.setCurrentWidget(self.grid_panel)
        else:
            self.panel.set_sheet(info.sheet, info.names)
            self.pages.setCurrentWidget(self.panel)
        self._title()

    @property
    def showing_grid(self) -> bool:
        return self.pages.currentWidget() is self.grid_panel

    def _title(self) -> None:
        title = self.info.title if self.info is not None and self.info.title else self.tr(
            "Score sheet")
        self.setWindowTitle(f"{self.file_name} — {title}" if self.file_name else title)

    def _printing(self, what: str) -> None:
        """Print or export what the window shows: the table, or the pencil notation."""
        if self.info is None:
            return
        pencil = not self.showing_grid and self.panel.showing_pencil
        SheetPrinting.for_widget(self, self.folders).run(what, self.info, pencil=pencil)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        if self._remake is not None:
            self.set_info(self._remake(), remake=self._remake)
        self._title()
        self.print_action.setText(self.tr("Print…"))
        self.preview_action.setText(self.tr("Print preview…"))
        self.pdf_action.setText(self.tr("Export PDF…"))
        self.csv_action.setText(self.tr("Export CSV…"))
