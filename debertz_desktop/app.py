"""The ``debertz`` entry point: start Qt and show the main window.

``debertz [FILE]`` opens a saved game or a score-keeper file instead of a new
game (``command_line.py``; macOS's open events are ``ui/open_requests.py``).

``--benchmark-startup`` (or ``DEBERTZ_BENCHMARK_STARTUP=1``) prints the wall-clock
time of the first shown window (``shown <epoch seconds>``) and quits: the
startup benchmark measures launch → first show with it.  ``--benchmark-first-deal``
starts as a player does (settings, log, autosaves), presses the first game's Deal
as soon as the window is shown, and prints ``dealt <epoch seconds> <cards in the
hand>`` once the table with the first deal is painted, then quits
(``packaging/build-linux.sh`` measures the first start with it).
``--check-install REPORT`` checks an installed copy (``ui/install_check.py``).
``debertz --host OPTIONS`` hosts a table without a window (``net/host.py``), for
the bundles, which have no ``python -m``.  On Windows, where the bundle is a
windowed program, ``console.py`` finds the terminal for the text.

Also run as ``python -m debertz_desktop`` and from the bundle's launcher
(``packaging/launcher.py``); both call ``multiprocessing.freeze_support()``
before anything else, as does :func:`main` for the ``debertz`` script.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import sys
import time

from .command_line import BENCHMARK_FLAG, FIRST_DEAL_FLAG, host_arguments, parse_command_line

logger = logging.getLogger(__name__)


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()
    argv = list(sys.argv if argv is None else argv)
    host = host_arguments(argv)
    if host is not None:  # debertz --host …, debertz-host …
        return run_host(*host)
    answer = parse_command_line(argv[1:]).answer
    if answer is not None:  # --version, --help: before Qt, no display needed
        from .console import show_text

        show_text(answer)
        return 0
    benchmark = BENCHMARK_FLAG in argv or os.environ.get("DEBERTZ_BENCHMARK_STARTUP") == "1"
    first_deal = FIRST_DEAL_FLAG in argv
    argv = [a for a in argv if a not in (BENCHMARK_FLAG, FIRST_DEAL_FLAG)]

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from . import APP_ID

    app = QApplication(argv)
    app.setApplicationName("Debertz Desktop")
    app.setOrganizationName("debertz-desktop")
    app.setDesktopFileName(APP_ID)
    options = parse_command_line(app.arguments()[1:])
    if options.ignored:
        logger.warning("command line: ignored %s", " ".join(options.ignored))
    checking = options.check_report is not None

    from .storage.settings import Language, SettingsStore
    from .ui.external_links import install_url_handlers
    from .ui.i18n import apply_language
    from .ui.install_check import CHECK_SETTINGS, InstallCheck, note_window_shown
    from .ui.main_window import MainWindow
    from .ui.open_requests import OpenRequests, application_icon

    app.setWindowIcon(application_icon())
    install_url_handlers(app)
    if benchmark or checking:
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
    settings = loaded.settings if loaded is not None else (CHECK_SETTINGS if checking else None)
    apply_language(settings.language if settings is not None else Language.SYSTEM)
    window = MainWindow(settings, store=store, loaded=loaded,
                        start_game=options.file is None and not checking)
    requests = OpenRequests(window)
    app.installEventFilter(requests)
    note_window_shown(window)
    if benchmark:
        def report() -> None:
            print(f"shown {time.time():.6f}", flush=True)
            QTimer.singleShot(0, app.quit)
        window.first_shown.connect(report)
    elif checking:
        InstallCheck(window, options.check_report)
    else:
        from .ui.error_report import install_error_reporter

        install_error_reporter(window)  # the log has each error; the player hears of it
        window.first_shown.connect(lambda: requests.at_start(options.file))
        if first_deal:
            report_first_deal(window)
    window.show()
    code = app.exec()
    from .ui.session import wait_for_pool

    if window.session is not None:
        window.session.stop()
    wait_for_pool(2000)
    reviews = sys.modules.get("debertz_desktop.ui.review.worker")
    if reviews is not None:  # a deal review still analysing stops at its next search
        reviews.stop_all()
        reviews.wait_for_reviews(2000)
    return code


def run_host(prog: str, arguments: list[str]) -> int:
    """The headless host (``net/host.py``), its text in the terminal it was started from."""
    from .console import attach_parent_console
    from .net.host import main as host_main

    attach_parent_console()
    return host_main(arguments, prog=prog)


def report_first_deal(window) -> None:
    """Prints ``dealt <epoch seconds> <cards in the hand>`` once the table is painted with
    the person's hand of the first deal, then closes the window as a player would.

    The first deal waits for the person's Deal (``ui/table/deal_prompt.py``); the benchmark
    presses it as soon as the window is shown, so the figure is the program's own time from
    launch to the cards on the table, without the person's pause before pressing Deal."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    viewport = window.table.view.viewport()
    prompt = window.table.deal_prompt

    def press_deal() -> None:
        if prompt.waiting:
            prompt.deal_button.click()

    window.first_shown.connect(lambda: QTimer.singleShot(0, press_deal))

    class Painted(QObject):
        done = False

        def eventFilter(self, watched, event) -> bool:
            view = window.table.scene.view
            if (not self.done and event.type() == QEvent.Type.Paint and view is not None
                    and view.hand):
                self.done = True
                QTimer.singleShot(0, lambda: finish(len(view.hand)))
            return False

    def finish(cards: int) -> None:
        print(f"dealt {time.time():.6f} {cards}", flush=True)
        window.close()
        QTimer.singleShot(0, QApplication.instance().quit)

    watcher = Painted(window)
    viewport.installEventFilter(watcher)


if __name__ == "__main__":
    sys.exit(main())
