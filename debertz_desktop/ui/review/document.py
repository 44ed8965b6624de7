"""The review of a deal as a printed page or a PDF (issue 31).

One ``QTextDocument`` (HTML): the game and the contract, every hand as play
began, the deal as played and with the best play, the biggest mistakes with
their reasons and alternatives, and every decision with its loss.  It is
printed on the session's paper (``paper.py``), through the print dialog or
into a PDF file written atomically.
"""

from __future__ import annotations

import html
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QObject,
    QSizeF,
)
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
    QPagedPaintDevice,
    QPageLayout,
    QPdfWriter,
    QTextDocument,
    QTextOption,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from ...ai.review import DealReview, Decision
from ...engine.pack import PlayingCard
from ...engine.phase import Phase
from ...storage import paths
from ...storage.atomic import write_bytes_atomic
from ...storage.errors import StorageError
from ..card_words import card_text
from ..games import game_ui
from ..messages import error_text
from ..paper import session_page_size
from .frames import Frame
from .look import ReviewLook, look_of
from .panels import ALTERNATIVE_HEADS, DECISION_HEADS, result_lines, result_note
from .texts import kind_name

PDF_RESOLUTION = 300
#: The resolution the page is laid out at before printing (QTextDocument scales it to the
#: printer's from the screen's logical resolution).
PAGE_DPI = 96
MARGIN_MM = 15


def _t(text: str) -> str:
    return QCoreApplication.translate("Review", text)


def _cards_html(cards: Sequence[PlayingCard]) -> str:
    out = []
    for c in cards:
        colour = "#b3261e" if c.suit.is_red else "#111"
        out.append(f'<span style="color:{colour}">{html.escape(card_text(c))}</span>')
    return " ".join(out)


def review_html(review: DealReview, frames: Sequence[Frame], names: Sequence[str],
                side_names: Sequence[str], rules: Any, *, compact: bool = False,
                across: bool = True) -> str:
    """The page; ``compact``: laid out closer for a long deal (a 15-card Oh Hell deal), the
    decisions in two columns side by side (``across``; else in one)."""
    translate = QCoreApplication.translate
    look = look_of(rules)
    seat = review.seat
    title = translate("Review", "Deal {number}: the review for {name}").format(
        number=review.deal_number, name=names[seat])
    parts = [COMPACT_STYLE if compact else "", f"<h2>{html.escape(title)}</h2>"]
    played = next((f for f in frames if f.phase is Phase.PLAY), frames[-1] if frames else None)
    game_line = game_ui(rules).game_text(rules)
    facts = look.game_line(frames, names)
    if facts:
        game_line += " · " + facts
    parts.append(f"<p>{html.escape(game_line)}</p>")
    if played is not None:
        rows = "".join(
            f"<tr><td><b>{html.escape(names[s])}</b></td><td>{_cards_html(hand)}</td></tr>"
            for s, hand in enumerate(played.hands))
        began = translate("Review", "The hands as play began:")
        parts.append(f"<p>{html.escape(began)}</p>"
                     f"<table cellspacing='0' cellpadding='2'>{rows}</table>")
    trick_of = {d.index: d.trick for d in review.decisions}
    parts.append("<p>" + "<br>".join(html.escape(line) for line in
                                     result_lines(review, side_names, trick_of, look,
                                                  note=False)) + "</p>")
    biggest = translate("Review", "Biggest mistakes")
    parts.append(f"<h3>{html.escape(biggest)}</h3>")
    if not review.mistakes:
        none = translate("Review", "No mistake in this deal.")
        parts.append(f"<p>{html.escape(none)}</p>")
    for d in review.mistakes:
        parts.append(f"<p><b>{html.escape(_where(d))}:</b> "
                     f"{html.escape(look.reason_text(d.reason, d, names))}</p>")
    decisions = translate("Review", "Decisions")
    parts.append(f"<h3>{html.escape(decisions)}</h3>")
    heads = [_t(h) for h in DECISION_HEADS]
    rows = [_decision_row(d, look) for d in review.decisions]
    padding = COMPACT_PADDING if compact else PADDING
    if compact and across and len(rows) > SPLIT:
        half = (len(rows) + 1) // 2
        parts.append("<table width='100%' cellspacing='0' cellpadding='0'><tr><td valign='top'>"
                     f"{_table(heads, rows[:half], padding)}</td><td width='6'></td>"
                     f"<td valign='top'>{_table(heads, rows[half:], padding)}</td></tr></table>")
    else:
        parts.append(_table(heads, rows, padding))
    if review.mistakes:
        choices = translate("Review", "The choices at each mistake")
        parts.append(f"<h3>{html.escape(choices)}</h3>")
    shown: set[str] = set()
    for d in review.mistakes:
        parts.append(f"<p><b>{html.escape(_where(d))}:</b> "
                     f"{html.escape(look.choice_text(d.chosen))}</p>")
        parts.append(_alternatives_html(d, look, shown, padding))
    footnote = look.footnote(rules)
    if why := result_note(review):  # in the footnote: the page of a big deal has no line to spare
        footnote = f"{why} {footnote}"
    parts.append(f"<p style='color:#555'>{html.escape(footnote)}</p>")
    return "".join(parts)


def _decision_row(d: Decision, look: ReviewLook) -> str:
    """A line of the decisions' table: the trick, the kind, the choice, the best, the losses
    (red for a mistake)."""
    best = d.best
    cells = [str(d.trick) if d.trick else "—", kind_name(d.kind), look.choice_text(d.chosen),
             look.choice_text(best.action) if best is not None and d.valued else "—",
             look.loss_text(d.loss) if d.valued else "—", look.knowable_loss_text(d.knowable_loss)]
    style = ' style="color:#b3261e"' if d.is_mistake else ""
    return "<tr>" + "".join(f"<td{style}>{html.escape(c)}</td>" for c in cells) + "</tr>"


def _where(d: Decision) -> str:
    if d.trick:
        return QCoreApplication.translate("Review", "Trick {trick}").format(trick=d.trick)
    return kind_name(d.kind).capitalize()


#: Alternatives beyond this many are printed across the page, a row per value (the bids of a
#: big Oh Hell deal), in even blocks of at most :data:`BLOCK`.
ACROSS = 5
BLOCK = 8
#: The compact page sets a decisions' table longer than this in two columns.
SPLIT = 6
#: The space inside the tables' cells (pixels of the layout): the plain page's, the compact's.
PADDING = 3
COMPACT_PADDING = 1
#: The compact page's cells: close lines above and below, the text clear of the side lines.
COMPACT_STYLE = "<style>td, th { padding-left: 2px; padding-right: 2px; }</style>"


def _alternatives_html(d: Decision, look: ReviewLook, shown: set[str],
                       padding: int = PADDING) -> str:
    """The alternatives of a decision and, the first time it is met, what their values mean
    (``shown``: the captions printed already)."""
    heads = [_t(h) for h in ALTERNATIVE_HEADS]
    cells = []
    for alt in sorted(d.alternatives, key=lambda a: -(a.exact if a.exact is not None else -1e9)):
        style = ""
        if alt.action == d.chosen:
            style = ' style="color:#b3261e"'
        elif d.best is not None and alt.action == d.best.action:
            style = ' style="color:#1e7d32"'
        cells.append((style, [look.choice_text(alt.action), look.value_text(alt.exact),
                              look.estimate_text(alt.knowable)]))
    if len(cells) <= ACROSS:
        rows = ["<tr>" + "".join(f"<td{style}>{html.escape(c)}</td>" for c in values) + "</tr>"
                for style, values in cells]
        out = _table(heads, rows, padding)
    else:
        out = ""
        block = -(-len(cells) // -(-len(cells) // BLOCK))  # even blocks: 10 as 5 + 5
        for start in range(0, len(cells), block):
            rows = ["<tr><th align='left' style='white-space:nowrap'>" + html.escape(head)
                    + "</th>" + "".join(
                f"<td{style} style='white-space:nowrap'>{html.escape(values[k])}</td>"
                for style, values in cells[start:start + block])
                + "</tr>" for k, head in enumerate(heads)]
            out += (f"<table border='1' cellspacing='0' cellpadding='{padding}' "
                    f"style='border-collapse:collapse'>{''.join(rows)}</table>")
    note = look.note_text(d.note)
    unit = look.printed_unit_text(d.unit)
    caption = " ".join(t for t in (unit, note) if t and t not in shown)
    shown.update((unit, note))
    return out + (f"<p style='color:#555'>{html.escape(caption)}</p>" if caption else "")


def _table(heads: Sequence[str], rows: Sequence[str], padding: int = PADDING) -> str:
    # a heading on one line ("From the seat" over "−4"), as the window's are
    head = "".join(f"<th align='left' style='white-space:nowrap'>{html.escape(h)}</th>"
                   for h in heads)
    return (f"<table border='1' cellspacing='0' cellpadding='{padding}' "
            f"style='border-collapse:collapse'><tr>{head}</tr>{''.join(rows)}</table>")


#: The smallest type a page is shrunk to so that a deal's review stays on one page (a big Oh
#: Hell deal: many decisions, many bids).
SMALLEST_POINTS = 7.0


def smaller_sizes(points: float) -> list[float]:
    """The sizes below ``points`` a page's type can take, largest first, down to
    :data:`SMALLEST_POINTS` as printed: the document is laid out at the screen's resolution,
    which rounds a size to whole pixels (at 96 dpi, 7 pt would print as 6.75)."""
    screen = QGuiApplication.primaryScreen()
    dpi = screen.logicalDotsPerInchY() if screen is not None else 96.0
    pixels = round(points * dpi / 72)
    return [p * 72 / dpi for p in range(pixels - 1, 0, -1) if p * 72 / dpi >= SMALLEST_POINTS]


def review_document(*args: Any) -> QTextDocument:
    """The page, laid out on the review's paper.  A deal too long for one page in its type
    (a big Oh Hell deal: many decisions, many bids) is laid out compact — its decisions in
    two columns side by side where they fit across the page, else in one — and its type
    made smaller down to :data:`SMALLEST_POINTS` until it fits; only if even that is too
    long does it take two pages, in the plain layout and its own type.  Lines break between
    words only (a narrow column broke "Выбрано" as "Выбра-но"): a page whose tables are then
    too wide for the paper does not fit either."""
    document = QTextDocument()
    document.setPageSize(QSizeF(review_layout().paintRectPixels(PAGE_DPI).size()))
    option = document.defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    document.setDefaultTextOption(option)
    normal = QFont(document.defaultFont())
    document.setHtml(review_html(*args))
    if _fits(document):
        return document
    font = QFont(normal)
    for size in [normal.pointSizeF(), *smaller_sizes(normal.pointSizeF())]:
        font.setPointSizeF(size)
        document.setDefaultFont(font)
        for across in (True, False):
            document.setHtml(review_html(*args, compact=True, across=across))
            if _fits(document):
                return document
    document.setDefaultFont(normal)
    document.setHtml(review_html(*args))
    return document


def _fits(document: QTextDocument) -> bool:
    """One page, no wider than the paper (a pixel over is the layout's rounding)."""
    return (document.pageCount() == 1
            and document.size().width() <= document.pageSize().width() + 1)


def review_layout() -> QPageLayout:
    return QPageLayout(session_page_size(), QPageLayout.Orientation.Portrait,
                       QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                       QPageLayout.Unit.Millimeter)


def paint_review(device: QPagedPaintDevice, *args: Any) -> None:
    review_document(*args).print_(device)


def review_pdf_bytes(*args: Any) -> bytes:
    """The review as a PDF document (``QPdfWriter`` into memory)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(review_layout())
    writer.setResolution(PDF_RESOLUTION)
    writer.setCreator("Debertz Desktop")
    writer.setTitle(QCoreApplication.translate("Review", "Review the deal"))
    paint_review(writer, *args)
    del writer
    buffer.close()
    return bytes(data.data())


class ReviewPrinting(QObject):
    """Print and PDF for one review window; owns the printer its dialog uses."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.widget = parent
        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self.message_box: QMessageBox | None = None
        self._folder: str | None = None

    @classmethod
    def for_widget(cls, widget: QWidget) -> ReviewPrinting:
        return widget.findChild(ReviewPrinting) or cls(widget)

    def print_review(self, *args: Any) -> None:
        self.printer.setPageLayout(review_layout())
        dialog = QPrintDialog(self.printer, self.widget)
        dialog.setWindowTitle(self.tr("Print the review"))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            paint_review(self.printer, *args)

    def ask_pdf(self, review: DealReview, *args: Any) -> str | None:
        folder = self._folder or str(paths.documents_dir() if paths.documents_dir().is_dir()
                                     else Path.home())
        name = self.tr("review of deal {number}").format(number=review.deal_number) + ".pdf"
        path, _ = QFileDialog.getSaveFileName(self.widget, self.tr("Save the review as PDF"),
                                              os.path.join(folder, name),
                                              self.tr("PDF documents (*.pdf)"))
        if not path:
            return None
        if Path(path).suffix.lower() != ".pdf":
            path += ".pdf"
        try:
            write_bytes_atomic(path, review_pdf_bytes(review, *args))
        except StorageError as err:
            self._say(self.tr("The review was not saved.\n\n{reason}").format(
                reason=error_text(err)), QMessageBox.Icon.Warning)
            return None
        self._folder = str(Path(path).parent)
        self._say(self.tr("The review was saved as a PDF document:") + f"\n{path}",
                  QMessageBox.Icon.Information)
        return path

    def _say(self, text: str, icon: QMessageBox.Icon) -> None:
        box = QMessageBox(icon, self.tr("Save as PDF"), text, QMessageBox.StandardButton.Ok,
                          self.widget)
        box.setObjectName("ReviewPdfBox")
        self.message_box = box
        box.open()


__all__ = ["ReviewPrinting", "review_html", "review_pdf_bytes"]
