"""The program's data files, installed as the package ``debertz_desktop.resources``.

This folder is the top-level ``resources/`` of the repository; ``setup.py`` maps
it into the package (``package_dir``), so a wheel, an editable install, ``pip
install --target`` or ``--user`` and the PyInstaller bundle all carry it as
package data beside the code, and it is read one way everywhere, with
:mod:`importlib.resources`:

- ``cards/`` — the Atlasnye decks and their licences (see ``cards/README.md``);
- ``rules/`` — the rules pages, ``rules_<lang>.html``;
- ``translations/`` — the compiled catalogues ``debertz_<lang>.qm``, built from
  the top-level ``translations/*.ts`` by ``python translations/update.py``;
- ``icons/`` — the application icon (see ``icons/README.md``).

A file that is not there raises :class:`MissingResourceError` naming the file
and the folder looked in; the program tells the user at start which files are
missing (``ui/install_check.py``) instead of quietly going on without them.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from pathlib import Path


class MissingResourceError(FileNotFoundError):
    """A data file of the program is not installed."""


@cache
def resource_root() -> Path:
    """The folder of the installed data files.

    Qt reads the decks and catalogues from real paths, so the package must be
    unpacked on disk (every supported install is; a zip import is not).
    """
    root = files(__name__)
    if not isinstance(root, Path):
        raise MissingResourceError(
            f"the data files of {__name__} are not in a folder on disk ({root!r})")
    return root


def resource_path(*parts: str) -> Path:
    """Path of ``<parts...>`` under the data files, e.g. ``resource_path("cards", "x.svgz")``.

    Raises :class:`MissingResourceError` (a ``FileNotFoundError``) naming the
    file and where it was looked for, so a broken install says what is missing.
    """
    candidate = resource_root().joinpath(*parts)
    if not candidate.exists():
        raise MissingResourceError(
            f"resource {'/'.join(parts)!r} not found in {resource_root()}")
    return candidate


__all__ = ["MissingResourceError", "resource_path", "resource_root"]
