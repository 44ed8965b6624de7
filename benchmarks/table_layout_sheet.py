"""Pictures of the table's geometry, and how long choosing it takes.

    QT_QPA_PLATFORM=offscreen python benchmarks/table_layout_sheet.py [OUT_DIR] [--hand N]

For 3 to 7 players at 1024×700 and 1920×1080 (the table's view: 1024×572 and
1920×952, the window's menu, bar and status taken off) and at 700×560 (1024×700
with the score sheet's dock), draws what :func:`table_geometry` places: the
person's fan (faces), the other seats' backs, piles and plates (with an Oh Hell
line, "bid 2 · took 1"), the trump box, the stock with the turned card, a full
trick, and in thin lines the felt left for the trick (``middle``), where the last
trick and the deal's summary would go.  Hands hold the table's largest Oh Hell deal
unless ``--hand`` says otherwise (``--players``, ``--views`` choose the tables and
sizes).  Then prints, per picture, the card height, how
much of each card in the fan shows, the problems (none expected) and the median
time of :func:`table_geometry` (it runs on every resize of the window).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen

from debertz_desktop.engine.pack import PACK
from debertz_desktop.ui.card_faces import CARD_ASPECT, CardFaces
from debertz_desktop.ui.table.layout import CardSpot, table_geometry

#: The largest Oh Hell deal by table size (OH_HELL.md §2); two players: Magistr's 18.
LARGEST = {2: 18, 3: 15, 4: 13, 5: 10, 6: 8, 7: 7}
VIEWS = {"1024x700": (1024, 572), "1920x1080": (1920, 952), "700x560": (700, 560)}
DECK = "atlasnye_ru"


def draw_card(painter: QPainter, faces: CardFaces, spot: CardSpot, card_size: QSizeF,
              card) -> None:
    w, h = card_size.width() * spot.scale, card_size.height() * spot.scale
    pixmap = faces.pixmap(DECK, card, QSize(round(w), round(h)))
    painter.save()
    painter.translate(spot.pos)
    painter.rotate(spot.rotation)
    painter.drawPixmap(QRectF(-w / 2, -h / 2, w, h), pixmap, QRectF(pixmap.rect()))
    painter.restore()


def draw_box(painter: QPainter, rect: QRectF, fill: QColor, lines: list[str],
             pen: QColor | None = None) -> None:
    painter.setPen(QPen(pen or QColor(255, 255, 255, 90), 1.0))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, 10, 10)
    painter.setPen(QColor(250, 245, 228))
    font = QFont()
    for i, line in enumerate(lines):
        font.setPixelSize(16 if i == 0 else 13)
        font.setBold(i == 0)
        painter.setFont(font)
        painter.drawText(QRectF(rect.left() + 10, rect.top() + 4 + i * 19, rect.width() - 20, 20),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)


def picture(players: int, size: tuple[int, int], hand: int, faces: CardFaces) -> QImage:
    w, h = size
    g = table_geometry(w, h, players, 0, CARD_ASPECT, hand, talon_stays=True)
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(QColor(26, 96, 50))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    deck = iter(PACK)
    thin = QPen(QColor(255, 255, 255, 70), 1.0, Qt.PenStyle.DashLine)
    painter.setPen(thin)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(g.middle)
    painter.setPen(QPen(QColor(255, 214, 64, 120), 1.0, Qt.PenStyle.DotLine))
    painter.drawRect(g.last_trick_box())
    summary = g.summary_spot(QSizeF(300, 200))
    if summary is not None:
        painter.setPen(QPen(QColor(140, 200, 255, 120), 1.0, Qt.PenStyle.DotLine))
        painter.drawRect(summary)
    for seat in range(players):
        draw_card(painter, faces, g.pile(seat), g.card, None)
        if seat:
            for spot in g.hand(seat, hand):
                draw_card(painter, faces, spot, g.card, None)
        draw_box(painter, g.plate(seat), QColor(10, 40, 22, 220),
                 [f"Player {seat + 1}", "42 points", "bid 2 · took 1"])
    draw_card(painter, faces, g.stock(), g.card, None)
    draw_card(painter, faces, g.table_card(), g.card, next(deck))
    for spot in g.hand(0, hand):
        draw_card(painter, faces, spot, g.card, next(deck))
    for order in range(players):
        seat = (1 + order) % players
        draw_card(painter, faces, g.trick(seat, order), g.card, next(deck))
    draw_box(painter, g.hud(), QColor(10, 40, 22, 220), ["Trump ♠ Spades", "Deal 7"],
             QColor(255, 214, 64))
    painter.end()
    return image


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", nargs="?", default="/tmp/table-layout")
    parser.add_argument("--hand", type=int, default=None)
    parser.add_argument("--players", type=int, nargs="*", default=[3, 4, 5, 6, 7])
    parser.add_argument("--views", nargs="*", default=list(VIEWS),
                        help="names of VIEWS or sizes of the table's view, e.g. 1066x640")
    args = parser.parse_args()
    views = {name: VIEWS.get(name) or tuple(int(v) for v in name.split("x"))
             for name in args.views}
    QGuiApplication(sys.argv)
    faces = CardFaces()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for players in args.players:
        hand = args.hand or LARGEST[players]
        for name, size in views.items():
            times = []
            for _ in range(5):
                start = time.perf_counter()
                g = table_geometry(*size, players, 0, CARD_ASPECT, hand, talon_stays=True)
                times.append(time.perf_counter() - start)
            path = out / f"table-{players}p-{hand}c-{name}.png"
            picture(players, size, hand, faces).save(str(path))
            print(f"{path}: card {g.card.height():.0f} px ({g.card.height() / size[1]:.2f} of"
                  f" the height), fan step {g.fan_step() / g.card.width():.2f} card,"
                  f" {statistics.median(times) * 1000:.1f} ms, problems {g.problems()}")


if __name__ == "__main__":
    main()
