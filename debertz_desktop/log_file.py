"""The program's log: a rotating file in the per-user log folder, for bug reports.

A windowed build has no standard error, so warnings such as "autosave failed"
and the traceback of a bug would be lost; they go to ``debertz.log`` in
``paths.log_dir()`` (under ``DEBERTZ_HOME`` when it is set), at most a few MB
in all, and Help → About says where it is.  Standard error, when there is one,
still shows warnings.  Every line carries the process id, since two running
copies (a LAN host and a client) write to the same file.

The start's line is followed by a warning when a compiled search is missing: the
package installs without them where no C compiler was at hand (``setup.py``), and
the computer players then search in pure Python, several times slower — the log
is the one place that says so whatever pip showed.
"""

from __future__ import annotations

import importlib.util
import logging
import logging.handlers
import platform
import sys
from pathlib import Path
from types import TracebackType

from . import __version__
from .storage import paths

FORMAT = "%(asctime)s [%(process)d] %(levelname)s %(name)s: %(message)s"
MAX_BYTES = 1_000_000
BACKUPS = 3

log = logging.getLogger("debertz_desktop")


def start_log_file(path: Path | None = None, *, max_bytes: int = MAX_BYTES,
                   backups: int = BACKUPS) -> logging.Handler | None:
    """Send the program's log to the file (``paths.log_path()``); the handler, or ``None``.

    If the file cannot be opened (a read-only home), logging stays on standard
    error and the program goes on.  Uncaught exceptions are logged too.
    """
    where = path if path is not None else paths.log_path()
    root = logging.getLogger()
    if root.level == logging.NOTSET or root.level > logging.INFO:
        root.setLevel(logging.INFO)
    if sys.stderr is not None and not any(
            getattr(h, "_debertz_stderr", False) for h in root.handlers):
        console = logging.StreamHandler()
        console.setLevel(logging.WARNING)
        console._debertz_stderr = True  # type: ignore[attr-defined]
        root.addHandler(console)
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            where, maxBytes=max_bytes, backupCount=backups, encoding="utf-8")
    except OSError as error:
        log.warning("the log file %s cannot be written: %s", where, error)
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.setLevel(logging.INFO)
    root.addHandler(handler)
    _log_uncaught_exceptions()
    log.info("Debertz Desktop %s started (Python %s, %s)", __version__,
             platform.python_version(), platform.platform())
    missing = missing_compiled_searches()
    if missing:
        log.warning("the compiled search is missing (%s): the computer players search in "
                    "pure Python, several times slower; install a C compiler and the Python "
                    "headers, then install Debertz Desktop again", ", ".join(missing))
    return handler


#: The optional compiled modules (``setup.py``'s ``ext_modules``).
COMPILED_SEARCHES = ("debertz_desktop.ai._native_solver",
                     "debertz_desktop.ai.oh_hell._native_oh_hell")


def missing_compiled_searches() -> list[str]:
    """The compiled modules that were not built with this copy."""
    return [name for name in COMPILED_SEARCHES if importlib.util.find_spec(name) is None]


def stop_log_file(handler: logging.Handler | None) -> None:
    if handler is not None:
        logging.getLogger().removeHandler(handler)
        handler.close()


def _log_uncaught_exceptions() -> None:
    previous = sys.excepthook
    if getattr(previous, "_debertz_logs", False):
        return

    def hook(kind: type[BaseException], value: BaseException,
             traceback: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            previous(kind, value, traceback)
        else:  # to the file, and to standard error by the console handler if there is one
            log.critical("uncaught exception", exc_info=(kind, value, traceback))

    hook._debertz_logs = True  # type: ignore[attr-defined]
    sys.excepthook = hook
