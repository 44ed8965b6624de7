"""The environment the user started the bundle in, for the programs the bundle starts.

PyInstaller's bundle sets variables for itself: ``LD_LIBRARY_PATH`` (Linux) and
``DYLD_LIBRARY_PATH`` (macOS) point at the bundle's libraries, ``QT_PLUGIN_PATH``
and ``QML2_IMPORT_PATH`` at its Qt plugins, ``PATH`` (Windows) gains the bundle's
folder, and ``_PYI_*`` are the bootloader's own.  A file manager or browser
started with them ("Open the folder" after an export, a link in Help → About)
would load the bundle's libraries and Qt plugins instead of its own, and crash
or misbehave.  PyInstaller keeps what the user had as ``LD_LIBRARY_PATH_ORIG``
and so on; :func:`original_environment` puts those back and drops what points
into the bundle, and :func:`system_environment` applies that to ``os.environ``
(which the C library and Qt's ``QProcess`` read) while a program is started.

Outside a bundle (a pip install, a checkout) nothing changes.  Qt-free: the Qt
side is ``ui/external_links.py``.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager

#: What PyInstaller's bootloader saves as ``NAME_ORIG`` before it changes ``NAME``.
SAVED_SUFFIX = "_ORIG"
#: The variables it saves so: the libraries' search paths.
SAVED_BY_BOOTLOADER = ("LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH", "LIBPATH")
#: The bootloader's own variables (``_PYI_APPLICATION_HOME_DIR``, ``_PYI_ARCHIVE_FILE``…).
BOOTLOADER_PREFIXES = ("_PYI_", "_MEI")

_lock = threading.Lock()


def _inside(path: str, folder: str) -> bool:
    path = os.path.normcase(os.path.abspath(path))
    folder = os.path.normcase(os.path.abspath(folder))
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


def bundle_folder() -> str | None:
    """The bundle's folder when running frozen (else ``None``): the one holding the
    executable and ``_internal`` (``debertz/``; ``Debertz.app/Contents`` on macOS, whose
    ``Resources`` PyInstaller's Qt paths also name)."""
    if not getattr(sys, "frozen", False):
        return None
    internal = getattr(sys, "_MEIPASS", None)
    if internal is None:
        return None
    parent = os.path.dirname(os.path.abspath(internal))
    return parent if _inside(sys.executable, parent) else internal


def original_environment(environ: Mapping[str, str], bundle: str | None) -> dict[str, str]:
    """``environ`` as it was before the bundle started (``bundle``: its folder; ``None``:
    not a bundle, ``environ`` as it is)."""
    result = dict(environ)
    if bundle is None:
        return result
    for name in list(result):
        if name.startswith(BOOTLOADER_PREFIXES):
            del result[name]
    saved = {name: environ[name + SAVED_SUFFIX] for name in SAVED_BY_BOOTLOADER
             if name + SAVED_SUFFIX in environ}
    for name, value in saved.items():
        result.pop(name + SAVED_SUFFIX, None)
        result[name] = value
    for name in list(result):
        if name in saved:
            continue
        # LD_LIBRARY_PATH where the user had none, QT_PLUGIN_PATH, QML2_IMPORT_PATH, PATH
        # (Windows), SSL_CERT_FILE…: without the bundle's entries; a variable that named
        # only the bundle's folders goes
        parts = result[name].split(os.pathsep)
        if not any(part and _inside(part, bundle) for part in parts if os.path.isabs(part)):
            continue
        kept = [part for part in parts if not (os.path.isabs(part) and _inside(part, bundle))]
        if any(kept):
            result[name] = os.pathsep.join(kept)
        else:
            del result[name]
    return result


@contextmanager
def system_environment() -> Iterator[dict[str, str]]:
    """While inside, ``os.environ`` is the one the user started the bundle with (outside a
    bundle: unchanged), so that a program started meanwhile gets it; restored after."""
    bundle = bundle_folder()
    if bundle is None:
        yield dict(os.environ)
        return
    with _lock:
        before = dict(os.environ)
        wanted = original_environment(before, bundle)
        _replace(wanted)
        try:
            yield wanted
        finally:
            _replace(before)


def _replace(values: Mapping[str, str]) -> None:
    for name in [n for n in os.environ if n not in values]:
        del os.environ[name]
    for name, value in values.items():
        if os.environ.get(name) != value:
            os.environ[name] = value


__all__ = ["bundle_folder", "original_environment", "system_environment"]
