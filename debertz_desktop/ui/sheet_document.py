"""The printed score sheet, laid out page by page for any paper (RULES §13).

Two documents can be printed: the table (``TablePages``: a header with title,
date, players and rules, then one row per deal) and the pencil notation
(``pencil_document.PencilPages``, Debertz's).  A game whose sheet is a grid of texts (Oh Hell,
Magistr: ``GameUi.sheet_grid``) prints that grid as the table
(``grid_document.py``).  Both are laid out in points (1/72 inch) for the printable
area of the page they go to, whatever printer, paper or orientation was
chosen.  What is wider than the page is scaled down to its width rather than
cut off; the table's heading rows (``<thead>``) and the pencil sheet's names
are repeated at the top of every page; every page has a footer with the page
number.  Text is set in DejaVu Sans, which has Cyrillic and the suit symbols.

``render`` paints a document on a ``QPrinter`` or ``QPdfWriter``: one
``QPainter`` for all pages, the pages laid out once.
"""

from __future__ import annotations

import datetime
import html
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPen,
    QTextDocument,
    QTextTable,
)

from ..engine.debertz.presets import nearest_preset
from ..engine.debertz.rules import SINGLE_DEAL
from . import pencil_sheet as pencil
from .games import game_ui
from .grid_document import (
    GRID_PADDING,
    GRID_TRIALS,
    grid_font_points,
    grid_html,
    grid_is_wide,
    grid_of,
)
from .paper import session_page_size
from .rule_texts import setting_text
from .sheet_texts import (
    BITE_MARKS,
    SheetInfo,
    contract_cell,
    deal_heads,
    end_text,
    hanging_head,
    has_stakes,
    mark_sign,
    marks_legend,
    part_short_heads,
    parts_legend,
    parts_text,
    stake_head,
    total_head,
    winner_text,
)

FONT_FAMILY = "DejaVu Sans"
#: Points per inch: the unit the documents are laid out in.
POINTS = 72
#: The footer strip under every page's body, in points.
FOOTER = 16.0
MARGIN_MM = 12.0
#: A document is never scaled below this; past it, it runs off (which a test would catch).
MIN_SCALE = 0.3
#: The pencil notation on paper: a deal's row (before scaling) and the scale it is drawn at.
PENCIL_ROW = 38
PENCIL_SCALE = 0.85

_points_device: QImage | None = None


def points_device() -> QImage:
    """A paint device of 72 dots per inch: text laid out on it is measured in points.

    Kept for the life of the program: a document's layout holds on to it.
    """
    global _points_device
    if _points_device is None:
        image = QImage(1, 1, QImage.Format.Format_RGB32)
        dots_per_metre = round(POINTS / 0.0254)
        image.setDotsPerMeterX(dots_per_metre)
        image.setDotsPerMeterY(dots_per_metre)
        _points_device = image
    return _points_device


def sheet_font(info: SheetInfo) -> QFont:
    """The text size of a document (laid out in points by ``points_device``)."""
    font = QFont(FONT_FAMILY)
    grid = grid_of(info)
    if grid is not None:
        font.setPointSizeF(grid_font_points(grid))
    else:
        font.setPointSizeF(8 if len(info.sheet.side_names) > 2 else 9)
    return font


def drawing_font(points: int) -> QFont:
    """A font for what is drawn with ``QPainter.drawText`` on a page.

    The page is painted in points; a font sized in pixels is measured in the
    painter's units, so one pixel is one point on any printer.
    """
    font = QFont(FONT_FAMILY)
    font.setPixelSize(points)
    return font


def default_page_size() -> QPageSize:
    """The paper a sheet is laid out for: the session's (``paper.session_page_size``)."""
    return session_page_size()


def pencil_is_wide(sides: int, paper: QPageSize) -> bool:
    """Whether the pencil sheet for ``sides`` columns needs the page turned sideways."""
    portrait = paper.size(QPageSize.Unit.Point).width() - 2 * MARGIN_MM * POINTS / 25.4
    return pencil.sheet_width(sides) * PENCIL_SCALE > portrait


def default_layout(info: SheetInfo, *, pencil_notation: bool = False,
                   paper: QPageSize | None = None) -> QPageLayout:
    """``paper`` (the session's), portrait for two columns of players (pairs), landscape
    for more — for the pencil notation, landscape only if it is wider than the page; a
    game's grid sheet sideways when it has many columns (``grid_is_wide``)."""
    paper = paper if paper is not None else default_page_size()
    sides = len(info.sheet.side_names)
    grid = grid_of(info)
    if grid is not None:
        wide = grid_is_wide(grid)
    else:
        wide = sides > 2 if not pencil_notation else pencil_is_wide(sides, paper)
    orientation = (QPageLayout.Orientation.Landscape if wide
                   else QPageLayout.Orientation.Portrait)
    return QPageLayout(paper, orientation,
                       QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                       QPageLayout.Unit.Millimeter)


# -- the texts ---------------------------------------------------------------------------------


def rules_text(info: SheetInfo) -> str:
    """The variant, the table and the target; a custom rule set as its nearest preset and
    what differs from it: "Classic (Moscow), 3 players, to 1001 points, except …"; another
    game's rules as its ``GameUi.game_text`` says them."""
    translate = QCoreApplication.translate
    rules = info.rules
    if grid_of(info) is not None:
        return game_ui(rules).game_text(rules)
    likeness = nearest_preset(rules)
    name = translate("Preset", likeness.preset.name)
    if rules.target == SINGLE_DEAL:
        target = translate("Printing", "one deal (Short Deberts)")
    else:
        target = translate("Printing", "to {target} points").format(target=rules.target)
    seating = (
        translate("Printing", "{players} players in pairs")
        if rules.teams
        else translate("Printing", "{players} players")
    ).format(players=rules.players)
    text = translate("Printing", "{variant}, {seating}, {target}").format(
        variant=name, seating=seating, target=target)
    if not likeness.differences:
        return text
    changes = translate("Printing", "; ").join(
        setting_text(option, getattr(rules, option)) for option in likeness.differences)
    return translate("Printing", "{rules}, except {changes}").format(rules=text,
                                                                    changes=changes)


def date_text(info: SheetInfo) -> str:
    if info.date:
        try:
            return datetime.datetime.fromisoformat(info.date).strftime("%Y-%m-%d %H:%M")
        except ValueError:
            return info.date
    return datetime.datetime.now().strftime("%Y-%m-%d %H:%M")


def title_text(info: SheetInfo) -> str:
    if info.title:
        return info.title
    if grid_of(info) is not None:
        return QCoreApplication.translate("Printing", "{game} score sheet").format(
            game=game_ui(info.rules).title())
    return QCoreApplication.translate("Printing", "Debertz score sheet")


def header_html(info: SheetInfo) -> str:
    """Title, date, players, rules: the top of the first page."""
    e = html.escape
    out = [
        f"<h2 style='margin-bottom:2px'>{e(title_text(info))}</h2>",
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
    return "".join(out)


def sheet_html(info: SheetInfo, *, padding: int = GRID_PADDING) -> str:
    """The whole table document as HTML (Qt's rich-text subset).

    Numbers never wrap; names and contracts may, at their spaces, before the
    table is scaled down.  A game's grid sheet is ``grid_document``'s table under
    the same header (its cells ``padding`` points inside their lines).
    """
    grid = grid_of(info)
    if grid is not None:
        return grid_html(grid, header_html(info), padding=padding)
    sheet = info.sheet
    e = html.escape
    heads = part_short_heads()
    out = ["<html><head><style>th { white-space: nowrap; }</style></head><body>",
           header_html(info)]
    out.append(
        "<table border='1' cellspacing='0' cellpadding='3' width='100%' "
        "style='border-collapse:collapse; border-color:#888'>"
    )
    out.append("<thead><tr style='background-color:#e8e0c8'>")
    stakes = has_stakes(sheet)
    for text in [*deal_heads(), *([stake_head()] if stakes else [])]:
        out.append(f"<th rowspan='2'>{e(text)}</th>")
    for side in sheet.side_names:
        out.append(f"<th colspan='2' style='white-space:normal'>{e(side)}</th>")
    out.append(f"<th rowspan='2'>{e(hanging_head())}</th></tr>")
    parts_label = QCoreApplication.translate("Printing", "parts")
    out.append("<tr style='background-color:#e8e0c8'>")
    for _ in sheet.side_names:
        out.append(
            f"<th>{e(heads['written'])}<br/><small>({e(parts_label)})</small></th>"
            f"<th>{e(heads['running'])}</th>"
        )
    out.append("</tr></thead><tbody>")
    names = info.names
    for row in sheet.rows:
        out.append("<tr>")
        maker = "—" if row.maker is None else names[row.maker]
        out.append(
            f"<td align='right'>{row.number}</td>"
            f"<td>{e(names[row.dealer])}</td>"
            f"<td>{e(maker)}</td>"
            f"<td style='white-space:nowrap'>{e(contract_cell(row))}</td>"
        )
        if stakes:
            out.append(f"<td align='right'>{row.stake}</td>")
        for side in row.sides:
            marks = " ".join(mark_sign(m) for m in side.marks)
            colour = "#b00020" if set(BITE_MARKS) & set(side.marks) else "#444444"
            mark_html = (f" <font color='{colour}'>{e(marks)}</font>" if marks else "")
            parts = parts_text(side)
            parts_html = f"<br/><small>{e(parts)}</small>" if parts else ""
            out.append(f"<td align='right' style='white-space:nowrap'><b>{side.written:+d}</b>"
                       f"{mark_html}{parts_html}</td>")
            out.append(f"<td align='right' style='white-space:nowrap'>{side.running}</td>")
        out.append(f"<td align='right'>{row.hanging_pool or ''}</td></tr>")
    out.append("<tr style='background-color:#f3ecd6'>")
    winner_label = QCoreApplication.translate("Printing", "winner")
    out.append(f"<td colspan='{5 if stakes else 4}'><b>{e(total_head())}</b></td>")
    for k, total in enumerate(sheet.totals):
        won = sheet.winner_side == k
        out.append(
            f"<td colspan='2' align='right' style='white-space:nowrap'><b>{total}</b>"
            + (f" — {e(winner_label)}" if won else "")
            + "</td>"
        )
    out.append(f"<td align='right'>{sheet.hanging_pool or ''}</td></tr>")
    out.append("</tbody></table>")
    out.append(f"<p><small>{e(parts_legend())}<br/>{e(marks_legend())}</small></p>")
    if sheet.winner_side is not None:
        why = end_text(sheet)
        out.append(f"<p><b>{e(winner_text(sheet))}</b>"
                   + (f"<br/>{e(why)}" if why else "") + "</p>")
    out.append("</body></html>")
    return "".join(out)


# -- pages --------------------------------------------------------------------------------------


class Pages(Protocol):
    """A document laid out for a page body of a given size (points)."""

    def page_count(self) -> int: ...

    def paint_page(self, painter: QPainter, index: int) -> None:
        """Page ``index`` (from 0) with the painter's origin at the body's top left, in points."""


def html_document(html_text: str, font: QFont) -> QTextDocument:
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(points_device())
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    doc.setHtml(html_text)
    return doc


class TablePages:
    """The table document, scaled down to the body's width if it is wider, cut between rows.

    Qt's own pagination would split a row whose cell holds two lines (the
    written points and their parts) across two pages; here the document is
    laid out once, unpaginated, and each page shows a band of it that ends on
    a row boundary, under a copy of the table's heading rows.

    A game's grid sheet is set a size or two smaller when that puts the whole
    game on one page (Magistr's 24 deals with their totals and legend).
    """

    def __init__(self, info: SheetInfo, body: QSizeF) -> None:
        text, font = sheet_html(info), sheet_font(info)
        self._lay_out(text, font, body)
        if len(self.bands) > 1 and grid_of(info) is not None:
            self._fit_one_page(info, font, body)
            if len(self.bands) > 1:
                self._lay_out(text, font, body)

    def _fit_one_page(self, info: SheetInfo, font: QFont, body: QSizeF) -> None:
        """Smaller type, then closer lines, while that puts a grid sheet on one page."""
        size = font.pointSizeF()
        for points, padding in GRID_TRIALS:
            if points > size or (points == size and padding == GRID_PADDING):
                continue
            trial = QFont(font)
            trial.setPointSizeF(points)
            self._lay_out(sheet_html(info, padding=padding), trial, body)
            if len(self.bands) == 1:
                return

    def _lay_out(self, text: str, font: QFont, body: QSizeF) -> None:
        self.doc = html_document(text, font)
        self.scale = fit_width(self.doc, body.width())
        self.width = body.width() / self.scale
        self.height = body.height() / self.scale
        self.heading, self.bands = self._paginate()

    def _paginate(self) -> tuple[tuple[float, float], list[tuple[float, float]]]:
        end = self.doc.size().height()
        table = sheet_table(self.doc)
        if table is None:
            return (0.0, 0.0), [(0.0, end)]
        cuts = row_cuts(self.doc, table)
        head_rows = table.format().headerRowCount()
        heading = (cuts[0], cuts[head_rows])
        heading_height = heading[1] - heading[0]
        # the places a page may end: after each body row, then at the end of the document
        ends = [*cuts[head_rows + 2:], end]
        bands: list[tuple[float, float]] = []
        start, last = 0.0, cuts[head_rows + 1]
        for stop in ends:
            room = self.height - (heading_height if bands else 0.0)
            if stop - start > room and last > start:
                bands.append((start, last))
                start = last
            last = stop
        bands.append((start, end))
        return heading, bands

    def page_count(self) -> int:
        return len(self.bands)

    def paint_page(self, painter: QPainter, index: int) -> None:
        painter.scale(self.scale, self.scale)
        top = 0.0
        if index:
            top = self._band(painter, *self.heading, 0.0)
        self._band(painter, *self.bands[index], top)

    def _band(self, painter: QPainter, start: float, stop: float, at: float) -> float:
        """Draw the document from ``start`` to ``stop`` at ``at``; returns where it ends."""
        painter.save()
        painter.translate(0, at - start)
        self.doc.drawContents(painter, QRectF(0, start, self.width, stop - start))
        painter.restore()
        return at + stop - start


def sheet_table(doc: QTextDocument) -> QTextTable | None:
    """The score table: the one with heading rows (the header's key-value table has none)."""
    for frame in doc.rootFrame().childFrames():
        if isinstance(frame, QTextTable) and frame.format().headerRowCount():
            return frame
    return None


def row_cuts(doc: QTextDocument, table: QTextTable) -> list[float]:
    """Where the table may be cut: its top, between each two rows, its bottom (points)."""
    layout = doc.documentLayout()
    tops: list[float] = []
    bottoms: list[float] = []
    for r in range(table.rows()):
        top, bottom = float("inf"), float("-inf")
        for c in range(table.columns()):
            cell = table.cellAt(r, c)
            if cell.row() != r or cell.rowSpan() != 1:
                continue
            top = min(top, layout.blockBoundingRect(cell.firstCursorPosition().block()).top())
            bottom = max(bottom,
                         layout.blockBoundingRect(cell.lastCursorPosition().block()).bottom())
        tops.append(top)
        bottoms.append(bottom)
    frame = layout.frameBoundingRect(table)
    cuts = [frame.top()]
    for r in range(1, table.rows()):
        cuts.append((bottoms[r - 1] + tops[r]) / 2)
    # the frame's box reaches a little into the paragraph after it: end where that begins
    after = doc.findBlock(table.lastPosition() + 1)
    end = frame.bottom()
    if after.isValid() and after.position() > table.lastPosition():
        end = min(end, max(bottoms[-1], layout.blockBoundingRect(after).top()))
    cuts.append(end)
    return cuts


def fit_width(doc: QTextDocument, width: float) -> float:
    """The scale at which ``doc`` fits ``width``: 1, or less when its table cannot be narrower.

    The document is left laid out at ``width / scale``.
    """
    scale = 1.0
    doc.setTextWidth(width)
    for _ in range(4):
        needed = doc.idealWidth()
        if needed <= width / scale + 0.5:
            break
        scale = max(MIN_SCALE, width / needed)
        doc.setTextWidth(width / scale)
    return scale


def footer_text(title: str, page: int, pages: int) -> str:
    return QCoreApplication.translate("Printing", "{title} — page {page} of {pages}").format(
        title=title, page=page, pages=pages)


def body_size(device: QPagedPaintDevice) -> QSizeF:
    area = device.pageLayout().paintRect(QPageLayout.Unit.Point)
    return QSizeF(area.width(), area.height() - FOOTER)


def render(make_pages, device: QPagedPaintDevice, title: str,
           first: int = 0, last: int = 0) -> int:
    """Paint the document ``make_pages(body size)`` on ``device``; returns the page count.

    ``first``/``last`` (from 1; 0: all) limit the pages, as a print dialog's range does.
    """
    pages: Pages = make_pages(body_size(device))
    count = pages.page_count()
    wanted = range(max(1, first) - 1, min(count, last) if last else count)
    painter = QPainter()
    if not painter.begin(device):
        return 0
    to_device = device.logicalDpiX() / POINTS, device.logicalDpiY() / POINTS
    body = body_size(device)
    footer_font = drawing_font(7)
    for n, index in enumerate(wanted):
        if n:
            device.newPage()
        painter.save()
        painter.scale(*to_device)
        painter.save()
        painter.setClipRect(QRectF(0, 0, body.width(), body.height()))
        pages.paint_page(painter, index)
        painter.restore()
        painter.setFont(footer_font)
        painter.setPen(QPen(QColor("#555555")))
        painter.drawText(QRectF(0, body.height(), body.width(), FOOTER),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                         footer_text(title, index + 1, count))
        painter.restore()
    painter.end()
    return count
