"""Updates the translations: ``pyside6-lupdate`` over the package, then ``pyside6-lrelease``.

Run from anywhere::

    python translations/update.py            # lupdate + lrelease
    python translations/update.py --release  # lrelease only (after editing in Linguist)

lupdate reads every ``tr()``, ``QCoreApplication.translate()`` and
``QT_TRANSLATE_NOOP()`` in ``debertz_desktop/`` (the engine and storage mark
their messages with a local ``QT_TRANSLATE_NOOP``, some modules as ``_``; some
name ``QCoreApplication.translate`` ``t``) into
``debertz_ru.ts`` (every string) and ``debertz_en.ts`` (only the ``%n`` plural
forms).  Translate new strings with ``pyside6-linguist translations/debertz_ru.ts``,
then run this again.  The ``.qm`` files go to ``resources/translations/``, the
data files installed with the package; they are committed and a test checks
that they match the ``.ts`` files.

The tools come with PySide6-Essentials; they are looked for beside the
running Python, then on ``PATH``.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SOURCES = ROOT / "debertz_desktop"
#: Where the compiled catalogues go: installed as package data (``debertz_desktop.resources``).
QM_DIR = ROOT / "resources" / "translations"
#: The languages and whether lupdate keeps only the plural forms (English is the source).
CATALOGUES = {"ru": False, "en": True}
LUPDATE_OPTIONS = [
    "-extensions", "py", "-recursive", "-no-obsolete", "-locations", "none",
    # ``t`` is ``QCoreApplication.translate`` where a function says many texts (ui/games/)
    "-tr-function-alias", "QT_TRANSLATE_NOOP+=_,translate+=t",
]


def tool(name: str) -> str:
    """The path of ``pyside6-<name>``, next to this Python first."""
    local = Path(sys.executable).parent / name
    found = str(local) if local.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials in this Python")
    return found


def ts_path(language: str) -> Path:
    return HERE / f"debertz_{language}.ts"


def qm_path(language: str, folder: Path = QM_DIR) -> Path:
    return folder / f"debertz_{language}.qm"


def lupdate(ts: Path, language: str, plurals_only: bool) -> None:
    command = [tool("pyside6-lupdate"), *LUPDATE_OPTIONS, str(SOURCES),
               "-source-language", "en", "-target-language", language, "-ts", str(ts)]
    if plurals_only:
        command.insert(1, "-pluralonly")
    subprocess.run(command, check=True, cwd=ROOT)


def drop_attribute_notes(ts: Path) -> None:
    """Takes out the translator notes (``<extracomment>``) lupdate made of ``#:`` comments.

    In Python lupdate reads a ``#:`` comment as a note to the translator of the next
    string; in this code ``#:`` documents an attribute (Sphinx's comment for attributes
    and constants), so every such note was about something else (79 of them: "Pixels
    between two buttons of the bar" on "Show the last trick").  A note a translator needs
    goes in ``tr``'s disambiguation instead (``<comment>``), which is kept.
    """
    text = ts.read_text(encoding="utf-8")
    cleaned = re.sub(r"\n[ \t]*<extracomment>.*?</extracomment>", "", text, flags=re.DOTALL)
    if cleaned != text:
        ts.write_text(cleaned, encoding="utf-8")


def lrelease(ts: Path, qm: Path) -> None:
    """Compiles ``ts`` to ``qm`` beside it, then puts it in place in one step: a running copy
    of the program (or a test) maps the old ``.qm`` in memory, and writing over that file in
    place would pull the pages from under it (SIGBUS)."""
    fresh = qm.with_name(qm.name + ".new")
    try:
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(fresh)],
                       check=True, cwd=ROOT)
        os.replace(fresh, qm)
    finally:
        fresh.unlink(missing_ok=True)


def main(argv: list[str]) -> int:
    release_only = "--release" in argv
    for language, plurals_only in CATALOGUES.items():
        if not release_only:
            lupdate(ts_path(language), language, plurals_only)
            drop_attribute_notes(ts_path(language))
        lrelease(ts_path(language), qm_path(language))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
