"""Text for the terminal from a windowed program: ``debertz.exe --version`` on Windows.

The Windows bundle's ``debertz.exe`` is a windowed program (no console window
opens with the game), so Python starts it with no ``sys.stdout`` and whatever it
prints is lost: ``--version`` and ``--help`` used to answer nothing.  Typed in a
terminal, the program attaches to that terminal's console (``AttachConsole``)
and prints there; started with no terminal (a shortcut with ``--help``), it
shows the text in a message box instead.  Elsewhere, and where the output is
redirected to a file or a pipe, ``sys.stdout`` exists and is used as it is.
"""

from __future__ import annotations

import contextlib
import sys
from typing import Any, TextIO

#: ``AttachConsole``'s argument for "the console of the process that started me".
ATTACH_PARENT_PROCESS = -1
MB_OK = 0x0
MB_ICONINFORMATION = 0x40
TITLE = "Debertz Desktop"


def _kernel32() -> Any:
    import ctypes

    return ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]


def _user32() -> Any:
    import ctypes

    return ctypes.WinDLL("user32", use_last_error=True)  # type: ignore[attr-defined]


def _open_console() -> TextIO:
    # Python opens CONOUT$ as a console stream (WriteConsoleW): any language prints right.
    return open("CONOUT$", "w", encoding="utf-8", errors="replace", buffering=1)


def attach_parent_console() -> bool:
    """On Windows, with no ``sys.stdout`` (a windowed program): attaches to the console of
    the terminal the program was started from and points ``sys.stdout`` and ``sys.stderr``
    at it.  Whether there is a ``sys.stdout`` now."""
    if sys.stdout is not None:
        return True
    if sys.platform != "win32":
        return False
    try:
        if not _kernel32().AttachConsole(ATTACH_PARENT_PROCESS):
            return False  # started from Explorer or a shortcut: no terminal
        stream = _open_console()
    except OSError:
        return False
    stream.write("\n")  # the terminal's prompt is already on the line
    sys.stdout = stream
    if sys.stderr is None:
        sys.stderr = stream
    return True


def show_text(text: str) -> None:
    """``text`` (``--version``, ``--help``) where the person who asked can read it: the
    terminal, else (Windows, no terminal) a message box."""
    if attach_parent_console():
        print(text, flush=True)
    elif sys.platform == "win32":
        with contextlib.suppress(OSError):  # else nowhere is left to say it
            _user32().MessageBoxW(None, text, TITLE, MB_OK | MB_ICONINFORMATION)


__all__ = ["attach_parent_console", "show_text"]
