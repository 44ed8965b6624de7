"""The ``debertz`` entry point: start Qt and show the main window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    from .ui.main_window import MainWindow

    app = QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("Debertz Desktop")
    app.setOrganizationName("debertz-desktop")
    window = MainWindow()
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
