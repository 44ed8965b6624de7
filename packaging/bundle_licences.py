"""The licence texts of what a bundle carries besides the program: its ``licenses/`` folder.

A bundle ships the Python runtime and the program's dependencies (PySide6 with Qt and
shiboken6, zeroconf, ifaddr, platformdirs, cryptography…), and their licences ask for their
texts to travel with them (LGPL-3 for Qt and PySide6, LGPL-2.1 for zeroconf, MIT,
PSF…).  ``debertz.spec`` copies them into ``licenses/`` of the bundle, one folder a
distribution, and ``bundle_checks.py licences`` checks they are there:

- each installed distribution the program needs (``debertz-desktop``'s requirements and
  theirs, read from the installed metadata) brings the files its ``*.dist-info`` holds as
  licence files (``License-File``, or ``LICENSE*``/``COPYING*``/``NOTICE*``);
- PySide6-Essentials and shiboken6 ship none in their wheels (6.11: the metadata only says
  ``LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only``), nor does Qt inside them: they get the
  LGPL 3.0 and the GPL 3.0 it builds on, the texts the card decks' folder already carries
  (``resources/cards/COPYING.*``);
- the Python runtime: ``LICENSE.txt`` of the interpreter's standard library (the PSF
  licence and the licences of what CPython includes), where the interpreter has it.

``licenses/README.txt`` lists each distribution with its version and licence.
"""

from __future__ import annotations

import re
import sys
import sysconfig
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The folder of the bundle (PyInstaller's contents folder, ``_internal`` on Linux).
FOLDER = "licenses"
#: The program, whose own LICENSE is at the bundle's top.
PROGRAM = "debertz-desktop"
#: The runtime's folder in ``licenses/``.
PYTHON = "Python"
#: Distributions whose wheels carry no licence file: the texts they are licensed under.
NO_LICENCE_FILE = {
    "pyside6-essentials": (ROOT / "resources/cards/COPYING.LGPL3",
                           ROOT / "resources/cards/COPYING.GPL3"),
    "shiboken6": (ROOT / "resources/cards/COPYING.LGPL3", ROOT / "resources/cards/COPYING.GPL3"),
}
LICENCE_NAME = re.compile(r"^(licen[cs]e|copying|notice|authors)", re.IGNORECASE)


def _key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def needed_distributions(root: str = PROGRAM) -> list[metadata.Distribution]:
    """``root``'s installed requirements and theirs (no extras), ``root`` not included."""
    found: dict[str, metadata.Distribution] = {}
    todo = [root]
    while todo:
        for requirement in metadata.requires(todo.pop()) or []:
            specifier, _, marker = requirement.partition(";")
            if "extra" in marker:  # an optional dependency (test, packaging…)
                continue
            name = re.split(r"[\s<>=!~\[(]", specifier.strip(), maxsplit=1)[0]
            if _key(name) in found:
                continue
            try:
                dist = metadata.distribution(name)
            except metadata.PackageNotFoundError:  # a marker left it out on this system
                continue
            found[_key(name)] = dist
            todo.append(name)
    return sorted(found.values(), key=lambda d: _key(d.metadata["Name"]))


def licence_files(dist: metadata.Distribution) -> list[Path]:
    """The licence files ``dist`` installed (its ``*.dist-info``), or the texts given for it."""
    files = []
    for file in dist.files or []:
        parts = Path(str(file)).parts
        if not parts or not parts[0].endswith(".dist-info"):
            continue
        if parts[1:2] == ("licenses",) or LICENCE_NAME.match(parts[-1]):
            path = Path(str(dist.locate_file(file)))
            if path.is_file():
                files.append(path)
    return files or [p for p in NO_LICENCE_FILE.get(_key(dist.metadata["Name"]), ()) if p.is_file()]


def python_licence() -> Path | None:
    """The interpreter's ``LICENSE.txt`` (beside its standard library), if it has one."""
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    for folder in (sysconfig.get_path("stdlib"), Path(sys.base_prefix) / "lib" / version,
                   sys.base_prefix):
        path = Path(folder) / "LICENSE.txt"
        if path.is_file():
            return path
    return None


def licence_of(dist: metadata.Distribution) -> str:
    """What the metadata says of the licence, in one line."""
    text = dist.metadata["License-Expression"] or dist.metadata["License"] or ""
    return text.strip().splitlines()[0] if text.strip() else "see its files"


def collect(target: Path) -> list[str]:
    """Copies the texts into ``target`` (``licenses/``), a folder a distribution; the names."""
    import shutil

    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    lines = ["The licences of what this bundle carries besides Debertz Desktop (../LICENSE).",
             ""]
    names = []
    for dist in needed_distributions():
        name = dist.metadata["Name"]
        files = licence_files(dist)
        folder = target / name
        folder.mkdir(exist_ok=True)
        for file in files:
            shutil.copyfile(file, folder / file.name)
        names.append(name)
        lines.append(f"{name} {dist.version}: {licence_of(dist)}")
    runtime = python_licence()
    if runtime is not None:
        (target / PYTHON).mkdir(exist_ok=True)
        shutil.copyfile(runtime, target / PYTHON / runtime.name)
        names.append(PYTHON)
        lines.append(f"{PYTHON} {sys.version.split()[0]}: PSF-2.0 (and what CPython includes)")
    pyside = next((n for n in names if _key(n) == "pyside6-essentials"), None)
    if pyside is not None:
        lines.append(f"Qt (its libraries inside PySide6): LGPL-3.0-only, the text in {pyside}/")
    (target / "README.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return names


def expected() -> list[str]:
    """The folders ``licenses/`` must have: every needed distribution, and Python's."""
    names = [d.metadata["Name"] for d in needed_distributions()]
    return names + ([PYTHON] if python_licence() is not None else [])


def problems(licenses: Path, names: list[str] | None = None) -> list[str]:
    """What is missing from a bundle's ``licenses/`` folder."""
    if not licenses.is_dir():
        return [f"no {FOLDER}/ folder in the bundle ({licenses})"]
    found = []
    for name in names if names is not None else expected():
        folder = licenses / name
        texts = [p for p in folder.iterdir() if p.is_file() and p.stat().st_size > 0] \
            if folder.is_dir() else []
        if not texts:
            found.append(f"no licence text for {name} in {FOLDER}/")
        elif _key(name) in NO_LICENCE_FILE and not any(  # Qt's and PySide6's: the LGPL
                "GNU LESSER GENERAL PUBLIC LICENSE" in p.read_text(errors="replace")
                for p in texts):
            found.append(f"{FOLDER}/{name} has no LGPL text")
    return found


def find_folder(bundle: Path) -> Path:
    """The bundle's ``licenses/`` (``_internal/licenses`` on Linux and Windows, in
    ``Contents/`` on macOS): the one with the list ``README.txt``."""
    for folder in sorted(bundle.rglob(FOLDER)):
        if (folder / "README.txt").is_file():
            return folder
    return bundle / FOLDER
