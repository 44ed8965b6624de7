"""Contact sheet and render timing for every card deck.

    QT_QPA_PLATFORM=offscreen python benchmarks/card_faces_sheet.py [sheet.png]

Writes one PNG with the 32 faces and the back of each deck, each labelled with
``str(card)``, so a person can check that each face shows the right rank and
suit. The drawn deck appears twice: Latin two-colour and Cyrillic four-colour.
Then prints, for each deck, the median of 5 runs of rendering all 33 faces at
120 x 180 px. "Cold" includes loading the SVG and "warm" does not. No run uses
the cache.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from debertz_desktop.engine.debertz.cards import CARDS, Rank, Suit
from debertz_desktop.ui.card_faces import CardFaces, DrawnStyle

SIZE = QSize(120, 180)
RUNS = 5
VARIANTS = (
    ("atlasnye_ru", DrawnStyle()),
    ("atlasnye", DrawnStyle()),
    ("drawn", DrawnStyle(indices="latin", four_colour=False)),
    ("drawn", DrawnStyle(indices="cyrillic", four_colour=True)),
)


def variant_title(deck: str, style: DrawnStyle) -> str:
    if deck != "drawn":
        return deck
    colours = "four colours" if style.four_colour else "two colours"
    return f"drawn ({style.indices}, {colours})"


def contact_sheet(path: Path) -> None:
    gap, label_h, title_h = 10, 18, 28
    cols = 9  # 8 ranks of a suit, and the back at the end of the first row
    block_h = title_h + 4 * (SIZE.height() + label_h + gap)
    sheet = QImage(
        gap + cols * (SIZE.width() + gap),
        gap + len(VARIANTS) * block_h,
        QImage.Format.Format_RGB32,
    )
    sheet.fill(QColor("#2d6a3e"))
    painter = QPainter(sheet)
    painter.setPen(Qt.GlobalColor.white)
    for block, (deck, style) in enumerate(VARIANTS):
        faces = CardFaces(drawn_style=style)
        top = gap + block * block_h
        painter.drawText(QRectF(gap, top, 800, title_h), variant_title(deck, style))
        for suit in Suit:
            y = top + title_h + suit * (SIZE.height() + label_h + gap)
            items = [CARDS[suit * 8 + rank] for rank in Rank]
            for col, card in enumerate([*items, None] if suit == 0 else items):
                x = gap + col * (SIZE.width() + gap)
                painter.drawPixmap(x, y, faces.pixmap(deck, card, SIZE))
                label = "back" if card is None else str(card)
                painter.drawText(
                    QRectF(x, y + SIZE.height(), SIZE.width(), label_h),
                    Qt.AlignmentFlag.AlignCenter,
                    label,
                )
    painter.end()
    path.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(str(path))
    print(f"contact sheet: {path} ({sheet.width()}x{sheet.height()})")


def render_all(faces: CardFaces, deck: str) -> None:
    for card in [*CARDS, None]:
        faces.image(deck, card, SIZE)


def timing() -> None:
    print(f"render 33 faces at {SIZE.width()}x{SIZE.height()}, median of {RUNS} runs:")
    for deck, style in VARIANTS:
        cold, warm = [], []
        for _ in range(RUNS):
            faces = CardFaces(drawn_style=style)
            start = time.perf_counter()
            render_all(faces, deck)
            cold.append(time.perf_counter() - start)
            start = time.perf_counter()
            render_all(faces, deck)
            warm.append(time.perf_counter() - start)
        print(
            f"  {variant_title(deck, style):34} cold {statistics.median(cold) * 1000:6.1f} ms"
            f"   warm {statistics.median(warm) * 1000:6.1f} ms"
        )


def main() -> None:
    app = QGuiApplication(sys.argv[:1])  # noqa: F841 - must outlive the painting
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("artefacts/card_faces_sheet.png")
    contact_sheet(out)
    timing()


if __name__ == "__main__":
    main()
