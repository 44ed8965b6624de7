"""Printing the score sheet: print, print preview, PDF and CSV (issue 6, RULES §13).

The pages themselves are ``sheet_document.py``'s: the table or the pencil
notation, fitted to whatever paper the printer or the PDF has.  The paper is
the system's until the player picks another in the print dialog or the
preview's page setup; that one then serves the rest of the session, for
printing and for PDF files alike (``paper.py``).  This module
asks where to put a file (the documents folder the first time, then the folder
last used), writes it atomically, and says where it went.

``SheetPrinting`` keeps its ``QPrinter`` alive for as long as a dialog may use
it — a preview dialog given a temporary printer crashes (qt-toolchain §5).
"""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QObject,
    QSize,
    Qt,
    QUrl,
)
from PySide6.QtGui import QDesktopServices, QPagedPaintDevice, QPageLayout, QPdfWriter
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMessageBox, QWidget

from ..storage import paths
from ..storage.atomic import write_bytes_atomic, write_text_atomic
from ..storage.errors import StorageError
from .accelerators import assign_mnemonics
from .grid_document import grid_csv, grid_of
from .messages import error_text
from .paper import remember_paper, session_page_size
from .pencil_document import PencilPages
from .sheet_document import (
    TablePages,
    date_text,
    default_layout,
    render,
    title_text,
)
from .sheet_texts import (
    PARTS,
    SheetInfo,
    contract_cell,
    deal_heads,
    hanging_head,
    has_stakes,
    mark_sign,
    part_heads,
    stake_head,
    total_head,
)
from .window_placement import fitting_size

#: The resolution of exported PDFs (dots per inch).
PDF_RESOLUTION = 300


def pencil_of(info: SheetInfo, pencil: bool) -> bool:
    """Whether the pencil notation is printed: when asked, for a sheet that has one (a
    game's grid sheet has only its table)."""
    return pencil and grid_of(info) is None


def sheet_layout(info: SheetInfo, *, pencil: bool = False) -> QPageLayout:
    """The page a sheet is laid out on unless told otherwise: the session's paper."""
    return default_layout(info, pencil_notation=pencil_of(info, pencil),
                          paper=session_page_size())


def pages_of(info: SheetInfo, *, pencil: bool = False) -> Callable:
    """The document to lay out for a page body: the table, or the pencil notation."""
    kind = PencilPages if pencil_of(info, pencil) else TablePages
    return lambda body: kind(info, body)


def paint_sheet(device: QPagedPaintDevice, info: SheetInfo, *, pencil: bool = False,
                first: int = 0, last: int = 0) -> int:
    """Paint the sheet on a printer or PDF writer; returns the number of pages."""
    return render(pages_of(info, pencil=pencil), device, title_text(info), first, last)


def pdf_bytes(info: SheetInfo, *, pencil: bool = False,
              layout: QPageLayout | None = None) -> bytes:
    """The sheet as a PDF document (``QPdfWriter`` into memory)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(layout or sheet_layout(info, pencil=pencil))
    writer.setResolution(PDF_RESOLUTION)
    writer.setTitle(title_text(info))
    writer.setCreator("Debertz Desktop")
    paint_sheet(writer, info, pencil=pencil)
    del writer
    buffer.close()
    return bytes(data.data())


def export_pdf(path: str, info: SheetInfo, *, pencil: bool = False) -> None:
    """Write the PDF atomically (``StorageError`` if it cannot be written)."""
    write_bytes_atomic(path, pdf_bytes(info, pencil=pencil))


def sheet_csv(info: SheetInfo) -> str:
    """Every column of the sheet as CSV: a header line, one line per deal, the totals (a
    game's grid sheet: its headings and every line, ``grid_document.grid_csv``)."""
    grid = grid_of(info)
    if grid is not None:
        return grid_csv(grid)
    sheet = info.sheet
    heads = part_heads()
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    header = deal_heads()
    for side in sheet.side_names:
        header += [f"{side}: {heads[p]}" for p in PARTS]
    header += [hanging_head()]
    stakes = has_stakes(sheet)
    if stakes:
        header.append(stake_head())
    w.writerow(header)
    names = info.names
    for row in sheet.rows:
        cells: list[object] = [
            row.number,
            names[row.dealer],
            "" if row.maker is None else names[row.maker],
            contract_cell(row),
        ]
        for side in row.sides:
            for p in PARTS:
                if p == "marks":
                    cells.append(" ".join(mark_sign(m) for m in side.marks))
                else:
                    cells.append(getattr(side, p))
        cells.append(row.hanging_pool)
        if stakes:
            cells.append(row.stake)
        w.writerow(cells)
    totals: list[object] = ["", total_head(), "", ""]
    for total in sheet.totals:
        totals += [""] * (len(PARTS) - 1) + [total]
    totals.append(sheet.hanging_pool)
    w.writerow(totals)
    if sheet.winner_side is not None:
        w.writerow(
            [
                "",
                QCoreApplication.translate("Printing", "Winner"),
                sheet.side_names[sheet.winner_side],
            ]
        )
    return out.getvalue()


def export_csv(path: str, info: SheetInfo) -> None:
    """UTF-8 with a byte order mark, so spreadsheet programs read Cyrillic names right."""
    write_text_atomic(path, "\ufeff" + sheet_csv(info))


class ExportFolders(Protocol):
    """Where exports went last (kept in the settings by the main window's files)."""

    def export_folder(self) -> str | None: ...

    def remember_export(self, path: str) -> None: ...


def file_stem(info: SheetInfo) -> str:
    """``score sheet 2026-11-22``: the name the export dialogs propose."""
    return QCoreApplication.translate("Printing", "score sheet {date}").format(
        date=date_text(info)[:10])


class SheetPrinting(QObject):
    """Print, preview and export for one window; owns the printer the dialogs use."""

    def __init__(self, parent: QWidget, folders: ExportFolders | None = None) -> None:
        super().__init__(parent)
        self.widget = parent
        self.folders = folders
        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self.preview_dialog: QPrintPreviewDialog | None = None
        self.message_box: QMessageBox | None = None
        self._info: SheetInfo | None = None
        self._pencil = False
        self._last_folder: str | None = None

    @classmethod
    def for_widget(cls, widget: QWidget, folders: ExportFolders | None = None) -> SheetPrinting:
        existing = widget.findChild(SheetPrinting)
        if existing is None:
            return cls(widget, folders)
        if folders is not None:
            existing.folders = folders
        return existing

    def run(self, what: str, info: SheetInfo, *, pencil: bool = False) -> None:
        """``print_sheet``, ``preview`` or ``ask_pdf`` of the table or the pencil notation;
        ``ask_csv`` of the table."""
        if what == "ask_csv":
            self.ask_csv(info)
        else:
            getattr(self, what)(info, pencil=pencil)

    def paint(self, printer: QPrinter) -> None:
        if self._info is not None:
            paint_sheet(printer, self._info, pencil=self._pencil,
                        first=printer.fromPage(), last=printer.toPage())

    def _prepare(self, info: SheetInfo, pencil: bool) -> None:
        self._info, self._pencil = info, pencil
        self.printer.setPageLayout(sheet_layout(info, pencil=pencil))
        self.printer.setFromTo(0, 0)
        self.printer.setDocName(title_text(info))

    def print_sheet(self, info: SheetInfo, *, pencil: bool = False) -> None:
        self._prepare(info, pencil)
        dialog = QPrintDialog(self.printer, self.widget)
        dialog.setWindowTitle(self.tr("Print the score sheet"))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            remember_paper(self.printer.pageLayout())
            self.paint(self.printer)

    def preview(self, info: SheetInfo, *, modal: bool = True,
                pencil: bool = False) -> QPrintPreviewDialog:
        self._prepare(info, pencil)
        dialog = QPrintPreviewDialog(self.printer, self.widget)
        dialog.setWindowTitle(self.tr("Print preview"))
        dialog.paintRequested.connect(self.paint)
        # the paper chosen in the preview's page setup serves the rest of the session
        dialog.finished.connect(lambda _: remember_paper(self.printer.pageLayout()))
        dialog.resize(fitting_size(QSize(1000, 880), self.widget.window()))
        self.preview_dialog = dialog
        if modal:
            dialog.exec()
        else:
            dialog.show()
        return dialog

    def ask_pdf(self, info: SheetInfo, *, pencil: bool = False) -> str | None:
        path = self.ask_path(self.tr("Export PDF"), file_stem(info) + ".pdf",
                             self.tr("PDF documents (*.pdf)"))
        if path and self._write(lambda p: export_pdf(p, info, pencil=pencil), path):
            self.confirm(self.tr("The score sheet was saved as a PDF document:"), path)
            return path
        return None

    def ask_csv(self, info: SheetInfo) -> str | None:
        path = self.ask_path(self.tr("Export CSV"), file_stem(info) + ".csv",
                             self.tr("CSV tables (*.csv)"))
        if path and self._write(lambda p: export_csv(p, info), path):
            self.confirm(self.tr("The score sheet was saved as a CSV table:"), path)
            return path
        return None

    # -- where files go ---------------------------------------------------------------------------

    def start_folder(self) -> str:
        """The folder last exported to if it still exists, else the user's documents folder."""
        remembered = self.folders.export_folder() if self.folders is not None else None
        for folder in (self._last_folder, remembered):
            if folder and os.path.isdir(folder):
                return folder
        documents = paths.documents_dir()
        return str(documents if documents.is_dir() else Path.home())

    def ask_path(self, title: str, name: str, filters: str) -> str | None:
        """The file to write, from a save dialog opened in ``start_folder()``; the suffix added."""
        start = os.path.join(self.start_folder(), name)
        path, _ = QFileDialog.getSaveFileName(self.widget, title, start, filters)
        if not path:
            return None
        suffix = Path(name).suffix
        if Path(path).suffix.lower() != suffix:
            path += suffix
        return path

    def _write(self, writer: Callable[[str], None], path: str) -> bool:
        try:
            writer(path)
        except StorageError as err:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Export"),
                              self.tr("The score sheet was not saved.\n\n{reason}").format(
                                  reason=error_text(err)),
                              QMessageBox.StandardButton.Ok, self.widget)
            box.setObjectName("ExportErrorBox")
            box.setWindowModality(Qt.WindowModality.WindowModal)
            self.message_box = box
            assign_mnemonics(box)
            box.open()
            return False
        folder = str(Path(path).parent)
        self._last_folder = folder
        if self.folders is not None:
            self.folders.remember_export(folder)
        return True

    def confirm(self, what: str, path: str) -> None:
        """Say where the file went, with a button that opens its folder."""
        window = self.widget.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 8000)
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Export"),
                          f"{what}\n{path}", QMessageBox.StandardButton.Ok, self.widget)
        box.setObjectName("ExportDoneBox")
        show = box.addButton(self.tr("&Open the folder"), QMessageBox.ButtonRole.ActionRole)
        show.clicked.connect(lambda: QDesktopServices.openUrl(
            QUrl.fromLocalFile(str(Path(path).parent))))
        # Enter says OK, as in every message; the folder only when asked for
        box.setDefaultButton(QMessageBox.StandardButton.Ok)
        box.setEscapeButton(QMessageBox.StandardButton.Ok)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.message_box = box
        assign_mnemonics(box)  # Alt+O: "Open the folder"
        box.open()
