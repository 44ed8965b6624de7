"""Where the application's data files (card decks, later sounds and icons) live.

The data sit in the top-level ``resources/`` folder of the repository, beside the
``debertz_desktop`` package, not inside it. This keeps large licensed art out of
the Python package and lets each deck carry its own licence files. The first of
these folders that exists is used:

1. ``$DEBERTZ_RESOURCES``, an explicit override for packagers and tests;
2. ``<package>/resources``, for a wheel or installer that copies the folder into
   the package as package data;
3. ``<package>/../resources``, for a source checkout or an editable install;
4. ``<sys._MEIPASS>/resources``, for a PyInstaller bundle;
5. ``<sys.prefix>/share/debertz-desktop/resources``, for a ``data_files`` or
   distribution-package install.

How the packaging step gets the folder to one of these places is decided
elsewhere. This module only promises to look in all of them.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

ENV_VAR = "DEBERTZ_RESOURCES"

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidate_roots() -> list[Path]:
    roots: list[Path] = []
    override = os.environ.get(ENV_VAR)
    if override:
        roots.append(Path(override))
    roots.append(_PACKAGE_DIR / "resources")
    roots.append(_PACKAGE_DIR.parent / "resources")
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle) / "resources")
    roots.append(Path(sys.prefix) / "share" / "debertz-desktop" / "resources")
    return roots


@cache
def resource_roots() -> tuple[Path, ...]:
    """The existing resource folders, in search order.

    Computed once, so set ``$DEBERTZ_RESOURCES`` before the first lookup.
    """
    return tuple(root for root in _candidate_roots() if root.is_dir())


def resource_path(*parts: str) -> Path:
    """Path of ``resources/<parts...>``, looked up in every resource root.

    Returns the first root in which that file or folder exists. Raises
    :class:`FileNotFoundError` that names every place it looked, so a broken
    install says what is missing instead of failing later on a ``None`` path.
    """
    for root in resource_roots():
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
    searched = ", ".join(str(r) for r in _candidate_roots())
    raise FileNotFoundError(f"resource {'/'.join(parts)!r} not found; searched: {searched}")
