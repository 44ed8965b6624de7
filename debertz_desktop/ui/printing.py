"""Printing the score sheet: print, print preview, PDF and CSV (issue 6, RULES §13).

The printed sheet is a ``QTextDocument`` built from HTML: a header (title,
date, players, rules) and one table whose header row repeats on every page
(``<thead>``: Qt sets the table's header row count from it), so a long game
breaks across pages cleanly.  Text is set in DejaVu Sans, which has Cyrillic
and the suit symbols, and is embedded in the PDF.

``SheetPrinting`` keeps its ``QPrinter`` alive for as long as a dialog may use
it — a preview dialog given a temporary printer crashes (qt-toolchain §5).
"""

from __future__ import annotations

import csv
import datetime
import html
import io

from PySide6.QtCore import QCoreApplication, QMarginsF, QObject, QSizeF
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from ..engine.presets import preset_of
from ..engine.rules import SINGLE_DEAL
from ..storage.atomic import write_bytes_atomic, write_text_atomic
from ..storage.errors import StorageError
from .sheet_view import (
    PARTS,
    SheetInfo,
    contract_cell,
    mark_sign,
    part_heads,
    part_short_heads,
)

FONT_FAMILY = "DejaVu Sans"


def rules_text(info: SheetInfo) -> str:
    rules = info.rules
    found = preset_of(rules)
    name = (
        QCoreApplication.translate("Preset", found.name)
        if found is not None
        else QCoreApplication.translate("Printing", "Custom rules")
    )
    if rules.target == SINGLE_DEAL:
        target = QCoreApplication.translate("Printing", "one deal (Short Deberts)")
    else:
        target = QCoreApplication.translate("Printing", "to {target} points").format(
            target=rules.target
        )
    seating = (
        QCoreApplication.translate("Printing", "{players} players in pairs")
        if rules.teams
        else QCoreApplication.translate("Printing", "{players} players")
    ).format(players=rules.players)
    return f"{name}, {seating}, {target}"


def date_text(info: SheetInfo) -> str:
    if info.date:
        try:
            return datetime.datetime.fromisoformat(info.date).strftime("%Y-%m-%d %H:%M")
        except ValueError:
            return info.date
    return datetime.datetime.now().strftime("%Y-%m-%d %H:%M")


def sheet_html(info: SheetInfo) -> str:
    """The whole printed document as HTML (Qt's rich-text subset)."""
    sheet = info.sheet
    e = html.escape
    title = info.title or QCoreApplication.translate("Printing", "Debertz score sheet")
    out = [
        "<html><head><style>th { white-space: nowrap; } td.name { white-space: nowrap; }"
        "</style></head><body>",
        f"<h2 style='margin-bottom:2px'>{e(title)}</h2>",
        "<table cellspacing='0' cellpadding='1' style='margin-bottom:8px'>",
    ]
    header = (
        (QCoreApplication.translate("Printing", "Date"), date_text(info)),
        (QCoreApplication.translate("Printing", "Players"), ", ".join(info.names)),
        (QCoreApplication.translate("Printing", "Rules"), rules_text(info)),
    )
    for key, value in (*header, *info.extra.items()):
        out.append(f"<tr><td><b>{e(key)}:</b>&nbsp;</td><td>{e(value)}</td></tr>")
    out.append("</table>")
    heads = part_short_heads()
    out.append(
        "<table border='1' cellspacing='0' cellpadding='3' width='100%' "
        "style='border-collapse:collapse; border-color:#888'>"
    )
    out.append("<thead><tr style='background-color:#e8e0c8'>")
    for text in (
        QCoreApplication.translate("Printing", "Deal"),
        QCoreApplication.translate("Printing", "Dealer"),
        QCoreApplication.translate("Printing", "Maker"),
        QCoreApplication.translate("Printing", "Contract"),
    ):
        out.append(f"<th rowspan='2'>{e(text)}</th>")
    for side in sheet.side_names:
        out.append(f"<th colspan='2'>{e(side)}</th>")
    hanging = QCoreApplication.translate("Printing", "Hanging")
    out.append(f"<th rowspan='2' style='white-space:nowrap'>{e(hanging)}</th></tr>")
    parts_label = QCoreApplication.translate("Printing", "parts")
    out.append("<tr style='background-color:#e8e0c8'>")
    for _ in sheet.side_names:
        out.append(
            f"<th>{e(heads['written'])} <small>({e(parts_label)})</small></th>"
            f"<th>{e(heads['running'])}</th>"
        )
    out.append("</tr></thead><tbody>")
    names = info.names
    for row in sheet.rows:
        out.append("<tr>")
        maker = "—" if row.maker is None else names[row.maker]
        out.append(
            f"<td align='right'>{row.number}</td>"
            f"<td class='name'>{e(names[row.dealer])}</td>"
            f"<td class='name'>{e(maker)}</td>"
            f"<td style='white-space:nowrap'>{e(contract_cell(row))}</td>"
        )
        for side in row.sides:
            marks = " ".join(mark_sign(m) for m in side.marks)
            mark_html = f" <font color='#b00020'>{e(marks)}</font>" if marks else ""
            parts = _parts_text(side)
            parts_html = f"<br/><small>{e(parts)}</small>" if parts else ""
            out.append(f"<td align='right'><b>{side.written:+d}</b>{mark_html}{parts_html}</td>")
            out.append(f"<td align='right' style='white-space:nowrap'>{side.running}</td>")
        out.append(f"<td align='right'>{row.hanging_pool or ''}</td></tr>")
    out.append("<tr style='background-color:#f3ecd6'>")
    total_label = QCoreApplication.translate("Printing", "Total")
    winner_label = QCoreApplication.translate("Printing", "winner")
    out.append(f"<td colspan='4'><b>{e(total_label)}</b></td>")
    for k, total in enumerate(sheet.totals):
        won = sheet.winner_side == k
        out.append(
            f"<td colspan='2' align='right'><b>{total}</b>"
            + (f" — {e(winner_label)}" if won else "")
            + "</td>"
        )
    out.append(f"<td align='right'>{sheet.hanging_pool or ''}</td></tr>")
    out.append("</tbody></table>")
    out.append(
        "<p><small>"
        + e(
            QCoreApplication.translate(
                "Printing",
                "Parts: c cards, l last trick, k combinations, b bella, "
                "r received, p penalties. Marks: Б bitten, hang: the "
                "points hang, ski: no trick.",
            )
        )
        + "</small></p>"
    )
    if sheet.winner_side is not None:
        out.append(
            "<p><b>"
            + e(
                QCoreApplication.translate("Printing", "Winner: {name}").format(
                    name=sheet.side_names[sheet.winner_side]
                )
            )
            + "</b></p>"
        )
    out.append("</body></html>")
    return "".join(out)


def _parts_text(side) -> str:
    """``cards 62 · last 10 · comb. 20 · bella 20`` — the nonzero parts of a deal total."""
    labels = {
        "cards": QCoreApplication.translate("Printing", "c"),
        "last_trick": QCoreApplication.translate("Printing", "l"),
        "combinations": QCoreApplication.translate("Printing", "k"),
        "bella": QCoreApplication.translate("Printing", "b"),
        "received": QCoreApplication.translate("Printing", "r"),
        "penalty": QCoreApplication.translate("Printing", "p"),
    }
    values = {
        "cards": side.cards,
        "last_trick": side.last_trick,
        "combinations": side.combinations,
        "bella": side.bella,
        "received": side.received,
        "penalty": side.penalty,
    }
    parts = [f"{labels[k]} {v}" for k, v in values.items() if v]
    return " · ".join(parts)


def sheet_document(info: SheetInfo, layout: QPageLayout | None = None) -> QTextDocument:
    """The document, laid out for the printable area of ``layout`` (points).

    With a page size set, ``QTextDocument.print_`` keeps our margins instead of
    adding its own 2 cm on every side.
    """
    doc = QTextDocument()
    font = QFont(FONT_FAMILY)
    font.setPointSizeF(8 if len(info.sheet.side_names) > 2 else 9)
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    doc.setHtml(sheet_html(info))
    area = (layout or _layout(info)).paintRect(QPageLayout.Unit.Point)
    doc.setPageSize(QSizeF(area.width(), area.height()))
    return doc


def _layout(info: SheetInfo) -> QPageLayout:
    orientation = (
        QPageLayout.Orientation.Landscape
        if len(info.sheet.side_names) > 2
        else QPageLayout.Orientation.Portrait
    )
    return QPageLayout(
        QPageSize(QPageSize.PageSizeId.A4),
        orientation,
        QMarginsF(12, 12, 12, 12),
        QPageLayout.Unit.Millimeter,
    )


def pdf_bytes(info: SheetInfo) -> bytes:
    """The sheet as a PDF document (``QPdfWriter`` into memory)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(_layout(info))
    writer.setResolution(300)
    writer.setTitle(info.title or QCoreApplication.translate("Printing", "Debertz score sheet"))
    writer.setCreator("Debertz Desktop")
    doc = sheet_document(info, writer.pageLayout())
    doc.print_(writer)
    del writer
    buffer.close()
    return bytes(data.data())


def export_pdf(path: str, info: SheetInfo) -> None:
    """Write the PDF atomically (``StorageError`` if it cannot be written)."""
    write_bytes_atomic(path, pdf_bytes(info))


def sheet_csv(info: SheetInfo) -> str:
    """Every column of the sheet as CSV: a header line, one line per deal, the totals."""
    sheet = info.sheet
    heads = part_heads()
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    header = [
        QCoreApplication.translate("Printing", "Deal"),
        QCoreApplication.translate("Printing", "Dealer"),
        QCoreApplication.translate("Printing", "Maker"),
        QCoreApplication.translate("Printing", "Contract"),
    ]
    for side in sheet.side_names:
        header += [f"{side}: {heads[p]}" for p in PARTS]
    header += [QCoreApplication.translate("Printing", "Hanging")]
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
        w.writerow(cells)
    totals: list[object] = ["", QCoreApplication.translate("Printing", "Total"), "", ""]
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


class SheetPrinting(QObject):
    """Print, preview and export for one window; owns the printer the dialogs use."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.widget = parent
        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self.preview_dialog: QPrintPreviewDialog | None = None
        self._info: SheetInfo | None = None

    @classmethod
    def for_widget(cls, widget: QWidget) -> SheetPrinting:
        existing = widget.findChild(SheetPrinting)
        return existing if existing is not None else cls(widget)

    def paint(self, printer: QPrinter) -> None:
        if self._info is not None:
            sheet_document(self._info, printer.pageLayout()).print_(printer)

    def print_sheet(self, info: SheetInfo) -> None:
        self._info = info
        self.printer.setPageLayout(_layout(info))
        dialog = QPrintDialog(self.printer, self.widget)
        dialog.setWindowTitle(self.tr("Print the score sheet"))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.paint(self.printer)

    def preview(self, info: SheetInfo, *, modal: bool = True) -> QPrintPreviewDialog:
        self._info = info
        self.printer.setPageLayout(_layout(info))
        dialog = QPrintPreviewDialog(self.printer, self.widget)
        dialog.setWindowTitle(self.tr("Print preview"))
        dialog.paintRequested.connect(self.paint)
        dialog.resize(QSizeF(900, 700).toSize())
        self.preview_dialog = dialog
        if modal:
            dialog.exec()
        else:
            dialog.show()
        return dialog

    def ask_pdf(self, info: SheetInfo) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.widget, self.tr("Export PDF"), "sheet.pdf", self.tr("PDF documents (*.pdf)")
        )
        if path:
            self._write(export_pdf, path, info)

    def ask_csv(self, info: SheetInfo) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.widget, self.tr("Export CSV"), "sheet.csv", self.tr("CSV tables (*.csv)")
        )
        if path:
            self._write(export_csv, path, info)

    def _write(self, writer, path: str, info: SheetInfo) -> bool:
        try:
            writer(path, info)
        except StorageError as err:
            from .messages import error_text

            QMessageBox.warning(self.widget, self.tr("Export"), error_text(err))
            return False
        return True
