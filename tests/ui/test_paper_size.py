"""The paper a sheet is printed on follows the system, not the interface language (issue 27).

The system's paper is the default printer's, else libpaper's setting (the
``PAPERSIZE`` variable, the ``/etc/papersize`` file), else the usual paper of
the locale's territory (``LC_PAPER``).  A paper the player picks in the print
dialog or the preview's page setup (Qt's own) serves the rest of the session,
PDF export included.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinterInfo
from PySide6.QtWidgets import QWidget

from debertz_desktop.engine.debertz import PRESETS
from debertz_desktop.engine.debertz.sheet import ScoreSheet
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n, paper
from debertz_desktop.ui.paper import forget_paper, page_size_named, remember_paper
from debertz_desktop.ui.printing import SheetPrinting, pdf_bytes
from debertz_desktop.ui.sheet_texts import SheetInfo

A4 = QPageSize.PageSizeId.A4
LETTER = QPageSize.PageSizeId.Letter


@pytest.fixture(autouse=True)
def no_printer_and_a_new_session(monkeypatch, tmp_path):
    """No default printer (the test machine's would decide otherwise), no paper chosen yet,
    and no libpaper file unless a test writes one."""
    monkeypatch.setattr(paper.QPrinterInfo, "defaultPrinter",
                        staticmethod(lambda: QPrinterInfo()))
    monkeypatch.setattr(paper, "PAPER_FILES", (str(tmp_path / "papersize"),))
    for name in ("PAPERSIZE", "PAPERCONF", "LC_ALL", "LC_PAPER"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    paper.system_page_size.cache_clear()
    forget_paper()
    yield
    paper.system_page_size.cache_clear()
    forget_paper()


def system_paper() -> QPageSize.PageSizeId:
    paper.system_page_size.cache_clear()
    return paper.system_page_size().id()


def test_the_locales_territory_decides_without_a_paper_setting(monkeypatch, qapp):
    assert system_paper() == LETTER  # en_US
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    assert system_paper() == A4
    monkeypatch.setenv("LC_PAPER", "en_CA.UTF-8")  # Canada prints on Letter
    assert system_paper() == LETTER
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    assert system_paper() == A4


def test_libpapers_setting_comes_before_the_locale(monkeypatch, tmp_path, qapp):
    (tmp_path / "papersize").write_text("# the system's paper\na4\n", encoding="utf-8")
    assert system_paper() == A4  # although LANG is en_US
    monkeypatch.setenv("PAPERSIZE", "letter")
    assert system_paper() == LETTER
    monkeypatch.delenv("PAPERSIZE")
    (tmp_path / "conf").write_text("a5\n", encoding="utf-8")
    monkeypatch.setenv("PAPERCONF", str(tmp_path / "conf"))
    assert system_paper() == QPageSize.PageSizeId.A5
    assert page_size_named("legal").id() == QPageSize.PageSizeId.Legal
    assert page_size_named("no such paper") is None


def test_the_interface_language_does_not_change_the_paper(monkeypatch, qapp):
    try:
        for locale, expected in (("en_US.UTF-8", LETTER), ("ru_RU.UTF-8", A4)):
            monkeypatch.setenv("LANG", locale)
            for language in (Language.EN, Language.RU, Language.EN):
                i18n.apply_language(language)  # sets QLocale's default to en / ru
                assert system_paper() == expected, (locale, language)
    finally:
        i18n.apply_language(Language.EN)


def sheet() -> SheetInfo:
    rules = PRESETS["classic"].rules(2)
    return SheetInfo(ScoreSheet(("Аня", "Борис"), rules.target, [], None), ("Аня", "Борис"),
                     rules)


def pdf_paper(data: bytes) -> tuple[int, int]:
    box = re.search(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", data)
    assert box is not None
    return round(float(box.group(1))), round(float(box.group(2)))


def test_the_paper_chosen_in_the_preview_serves_printing_and_pdf_all_session(qtbot):
    assert system_paper() == LETTER
    assert pdf_paper(pdf_bytes(sheet())) == (612, 792)  # Letter, portrait
    owner = QWidget()
    qtbot.addWidget(owner)
    printing_ = SheetPrinting(owner)
    dialog = printing_.preview(sheet(), modal=False)
    assert printing_.printer.pageLayout().pageSize().id() == LETTER
    # the player picks A4 in the preview's page setup (Qt's QPageSetupDialog), then closes it
    printing_.printer.setPageLayout(QPageLayout(QPageSize(A4), QPageLayout.Orientation.Portrait,
                                                QMarginsF(12, 12, 12, 12),
                                                QPageLayout.Unit.Millimeter))
    dialog.close()
    assert paper.session_page_size().id() == A4
    assert pdf_paper(pdf_bytes(sheet())) == (595, 842)
    again = printing_.preview(sheet(), modal=False)
    assert printing_.printer.pageLayout().pageSize().id() == A4
    again.close()
    # back to the system's paper: nothing is kept beyond it
    remember_paper(QPageLayout(QPageSize(LETTER), QPageLayout.Orientation.Portrait,
                               QMarginsF(), QPageLayout.Unit.Millimeter))
    assert paper.session_page_size().id() == LETTER
