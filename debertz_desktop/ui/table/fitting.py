"""Names and headings cut to their room, for the sheets and the summaries of every game."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyle, QWidget

#: Names in the sheet and the summary are cut to about this many pixels.
NAME_WIDTH = 96


def elided(widget: QWidget, text: str, width: int) -> str:
    return widget.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width)


def side_heading(name: str, metrics, width: int) -> str:
    """A side's name for its column: whole, else on two lines ("Computer" / "1"), each cut
    in the middle if it must be, so that what tells two names apart stays in sight."""
    if metrics.horizontalAdvance(name) <= width:
        return name
    return "\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideMiddle, width)
                     for line in halves(name, metrics))


#: About how wide the summary's table is (its name columns share what the labels leave).
SUMMARY_TABLE_WIDTH = 380


def halves(text: str, metrics) -> list[str]:
    """``text`` broken at the space that makes its longer line shortest (itself if none);
    of two such spaces the later, so that "Ann and" / "Bob" keeps the "and" on top."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if not spaces:
        return [text]
    cut = min(spaces, key=lambda i: (max(metrics.horizontalAdvance(text[:i]),
                                         metrics.horizontalAdvance(text[i + 1:])), -i))
    return [text[:cut], text[cut + 1:]]


#: A plain space between a number and the word (or number) beside it.
_SPACE_BY_A_NUMBER = re.compile(r"(?<=\w) (?=\d)|(?<=\d) (?=\w)")


def numbers_kept_with_words(text: str) -> str:
    """``text`` with a no-break space between each number and the word beside it ("Deal 12",
    "Computer 1", "4 each"): a title that wraps never leaves a number alone on a line."""
    return _SPACE_BY_A_NUMBER.sub("\u00a0", text)


def whole_in(text: str, metrics, width: int) -> bool:
    """``text`` fits ``width`` on one line, or on two (broken at a space: :func:`halves`)."""
    return (metrics.horizontalAdvance(text) <= width
            or all(metrics.horizontalAdvance(line) <= width for line in halves(text, metrics)))


def heading_pad(widget: QWidget) -> int:
    """What a header's section needs beside its words: the style's margins either side and
    the grid's line."""
    return 2 * widget.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + 2


def cap_widest(widths: list[int], spare: int) -> int:
    """The widest a column may be for ``widths`` (ascending) to give up ``-spare`` pixels,
    the widest giving way first."""
    budget = sum(widths) + spare
    for k, width in enumerate(widths):
        left = len(widths) - k  # this column and the wider ones share what is left
        if width * left >= budget:
            return budget // left
        budget -= width
    return widths[-1] if widths else 0


def fill_up(wishes: list[int], total: int) -> list[int]:
    """``total`` pixels shared by columns that wish for ``wishes`` (their sum at most
    ``total``): the narrowest grow to one width, a wider one keeps its own, so that columns
    stay alike where they can."""
    kept = sorted(range(len(wishes)), key=wishes.__getitem__, reverse=True)
    level, rest = 0, total
    for taken, k in enumerate(kept):  # the widest keep their wish while it tops the level
        level = rest // (len(wishes) - taken)
        if wishes[k] <= level:
            break
        rest -= wishes[k]
    return [max(w, level) for w in wishes]


def two_lines(text: str, metrics, width: int) -> str:
    """``text`` as it fits ``width``: whole, broken at the space nearest its middle, or each
    line cut short with "…"."""
    lines = [text] if metrics.horizontalAdvance(text) <= width else halves(text, metrics)
    return "\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
                     for line in lines)


#: A side's name wider than this goes on two lines in the summary (pixels).
ONE_LINE_NAME = 130
#: What a header section needs beside its text (its margins and frame).
HEADER_PADDING = 18
