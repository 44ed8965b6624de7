"""The main window. For now a frame with the menus; the card table comes with its own issue."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Debertz Desktop"))
        self.resize(1024, 720)
        placeholder = QLabel(self.tr("Debertz Desktop"))
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(placeholder)
        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        game_menu.addAction(self.tr("&Quit"), self.close)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self.tr("&About"), self._about)

    def _about(self) -> None:
        QMessageBox.about(self, self.tr("About Debertz Desktop"),
                          self.tr("Debertz Desktop — Debertz for the desktop."))
