"""The ``debertz`` entry point: start Qt and show the main window.

``--benchmark-startup`` (or ``DEBERTZ_BENCHMARK_STARTUP=1``) prints the wall-clock
time of the first shown window (``shown <epoch seconds>``) and quits: the
startup benchmark measures launch → first show with it.
"""

from __future__ import annotations

import os
import sys
import time

BENCHMARK_FLAG = "--benchmark-startup"


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    benchmark = BENCHMARK_FLAG in argv or os.environ.get("DEBERTZ_BENCHMARK_STARTUP") == "1"
    argv = [a for a in argv if a != BENCHMARK_FLAG]

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication(argv)
    app.setApplicationName("Debertz Desktop")
    app.setOrganizationName("debertz-desktop")

    from .storage.settings import Language, SettingsStore
    from .ui.i18n import apply_language
    from .ui.main_window import MainWindow

    if benchmark:
        store = None
        loaded = None
    else:
        from .log_file import log, start_log_file
        from .storage.leftovers import tidy_leftovers

        start_log_file()
        store = SettingsStore()
        loaded = store.load()  # its warning is shown once the window is up
        if loaded.warning is not None:
            log.warning("settings: %s", loaded.warning)
        for removed in tidy_leftovers(loaded.settings.recent_files):
            log.info("removed a leftover of an interrupted run: %s", removed)
    settings = loaded.settings if loaded is not None else None
    apply_language(settings.language if settings is not None else Language.SYSTEM)
    window = MainWindow(settings, store=store, loaded=loaded)
    if benchmark:
        def report() -> None:
            print(f"shown {time.time():.6f}", flush=True)
            QTimer.singleShot(0, app.quit)
        window.first_shown.connect(report)
    window.show()
    code = app.exec()
    from .ui.session import wait_for_pool

    if window.session is not None:
        window.session.stop()
    wait_for_pool(2000)
    return code


if __name__ == "__main__":
    sys.exit(main())
