"""The paper sheets are printed on: the system's, or the one the player picked this session.

The system's paper is the default printer's, else libpaper's setting (the
``PAPERSIZE`` variable, the ``PAPERCONF`` or ``/etc/papersize`` file), else
the usual paper of the locale's territory (``LC_PAPER``; Letter in the
Americas, A4 elsewhere).  It never depends on the interface language, which
sets Qt's default locale.  A paper the player picks in the print dialog or the
print preview's page setup (Qt's own dialogs) is kept for the rest of the
session, for printing and PDF files alike.
"""

from __future__ import annotations

import functools
import os

from PySide6.QtCore import QLocale
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinterInfo

#: Where Letter is the usual paper (CLDR's paperSize data); everywhere else, A4.
LETTER_TERRITORIES = frozenset({"BZ", "CA", "CL", "CO", "CR", "GT", "MX", "NI", "PA", "PE",
                                "PH", "PR", "SV", "US", "VE"})
#: libpaper's setting of the system's paper (Linux, BSD): the variable, then the file.
PAPER_FILES = ("/etc/papersize",)


def page_size_named(name: str) -> QPageSize | None:
    """``QPageSize`` for a paper name as libpaper writes it ("a4", "letter"), if Qt has it."""
    wanted = name.strip().lower()
    for size_id in QPageSize.PageSizeId:
        if size_id is not QPageSize.PageSizeId.Custom and QPageSize.key(size_id).lower() == wanted:
            return QPageSize(size_id)
    return None


def _libpaper_size() -> QPageSize | None:
    name = os.environ.get("PAPERSIZE", "").strip()
    files = [os.environ["PAPERCONF"]] if os.environ.get("PAPERCONF") else list(PAPER_FILES)
    for path in files if not name else ():
        try:
            with open(path, encoding="utf-8") as handle:
                name = next((line.split()[0] for line in handle
                             if line.strip() and not line.lstrip().startswith("#")), "")
        except (OSError, UnicodeDecodeError):
            continue
        if name:
            break
    return page_size_named(name) if name else None


def _locale_paper() -> QPageSize:
    """A4 or Letter by the territory of the locale's paper setting (``LC_PAPER``), else of
    the system's locale — never by the language the interface was given."""
    setting = next((os.environ[v] for v in ("LC_ALL", "LC_PAPER", "LANG")
                    if os.environ.get(v)), "")
    locale = QLocale(setting.split(".")[0]) if setting not in ("", "C", "POSIX") else None
    if locale is None or locale.language() == QLocale.Language.C:
        locale = QLocale.system()
    territory = QLocale.territoryToCode(locale.territory())
    letter = territory in LETTER_TERRITORIES
    return QPageSize(QPageSize.PageSizeId.Letter if letter else QPageSize.PageSizeId.A4)


@functools.cache
def system_page_size() -> QPageSize:
    """The paper this computer prints on, the same all session whatever the interface language:
    the default printer's paper, else the system's paper setting (libpaper), else the usual
    paper of the locale's territory (A4, or Letter in the Americas)."""
    printer = QPrinterInfo.defaultPrinter()
    if not printer.isNull():
        size = printer.defaultPageSize()
        if size.isValid():
            return QPageSize(size)
    return _libpaper_size() or _locale_paper()


_chosen_paper: QPageSize | None = None


def session_page_size() -> QPageSize:
    """The paper the player last chose in a print dialog this session, else the system's."""
    return QPageSize(_chosen_paper) if _chosen_paper is not None else system_page_size()


def remember_paper(layout: QPageLayout) -> None:
    """Keep the paper of ``layout`` (the print dialog's choice) for the rest of the session."""
    global _chosen_paper
    size = layout.pageSize()
    if size.isValid():
        _chosen_paper = None if size.isEquivalentTo(system_page_size()) else QPageSize(size)


def forget_paper() -> None:
    """Back to the system's paper (for tests: a new session)."""
    global _chosen_paper
    _chosen_paper = None
