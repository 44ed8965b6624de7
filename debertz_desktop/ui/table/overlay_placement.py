"""Where the table's overlays stand on the felt: the deal's summary, the game's result, notices.

Each goes in free felt as the table's geometry finds it (``geometry.TableGeometry``):
the deal's summary clear of the hands, the plates and the trump box, over the
talon or a pile only when nothing else is free, high on the felt when a lesson
explains it (:attr:`OverlayPlacement.summary_high`); the game's result as big as
its sheet needs, clear of the plates and the trump box where it fits; a notice
never over the plates, the trump box or the summary, nor over the trick or the
person's hand while other felt is free, nor a network table's reconnect banner,
which stands high on the felt.
A window too small for them centres the summary and the result over whatever
lies there.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from .deal_summary import DealSummaryPanel
from .game_over import GameOverPanel
from .notice import TableNotice
from .scene import TableScene
from .view import TableView

#: The deal summary's width: at least, at most (pixels).
SUMMARY_WIDTH = (300, 440)
#: The most a name column of the summary takes when the columns need more than the above.
SUMMARY_COLUMN_WIDTH = 100
#: The game-over panel at least (pixels), as much as its sheet needs; less in a small window.
GAME_OVER_SIZE = (860, 320)


class OverlayPlacement:
    """Places the ``summary`` and the ``game_over`` panel over ``view`` (while they are shown),
    and finds the ``notice`` its felt (:meth:`notice_spot`, the notice's ``spot``)."""

    def __init__(self, view: TableView, scene: TableScene, summary: DealSummaryPanel,
                 game_over: GameOverPanel, notice: TableNotice) -> None:
        self.view = view
        self.scene = scene
        self.summary = summary
        self.game_over = game_over
        self.notice = notice
        #: The summary high on the felt, leaving room under it (:meth:`lift_summary`).
        self.summary_high = False

    def place_summary(self) -> None:
        """In free felt, clear of the hands, the plates and the trump box (over the talon or
        a pile only when nothing else is free)."""
        if not self.summary.isVisible():
            return
        v = self.view.viewport().rect()
        g = self.scene.geometry
        zoom = self.view.zoom  # the table's pixels per scene unit
        wanted = max(self.summary.preferred_width(), SUMMARY_WIDTH[0])
        # Five to seven players' columns may take more than four's width, each a name's.
        widest = max(SUMMARY_WIDTH[1], self.summary.width_for_columns(SUMMARY_COLUMN_WIDTH))
        look = self.scene.look
        where = {"high": self.summary_high,
                 "talon": look is None or bool(look.stock or look.table_cards)}

        def spot_at(w: int, may_turn: bool) -> QRectF | None:
            self.summary.fit_width(w, may_turn=may_turn)  # the names decide the height
            h = min(self.summary.height_for(w), v.height() - 16)
            # Over the other seats' hands (their backs) rather than narrower than the names
            # need; narrower only when neither fits.
            size = QSizeF(w / zoom, h / zoom)
            return g.summary_spot(size, **where) or g.summary_spot(size, strict=False, **where)

        spot = None
        if g is not None:
            widths = range(min(wanted, widest, v.width() - 16), SUMMARY_WIDTH[0] - 1, -20)
            turned = []  # the widths where the names went down the side
            for w in widths:
                spot = spot_at(w, True)
                if spot is not None:
                    break
                if not self.summary.across:
                    turned.append(w)
            # Whole names found no room: across, cut short, at the widths where they turned.
            for w in turned if spot is None else ():
                spot = spot_at(w, False)
                if spot is not None:
                    break
        if spot is not None:
            spot = self.view.scene_to_view(spot)
        else:  # a tiny window: the middle, over whatever lies there
            w = min(wanted, widest, v.width() - 16)
            self.summary.fit_width(w)
            h = min(self.summary.height_for(w), v.height() - 16)
            spot = QRectF((v.width() - w) / 2, (v.height() - h) / 2, w, h)
        self.summary.setGeometry(spot.toRect())

    def lift_summary(self) -> bool:
        """The deal's summary high on the felt, as far left as it goes, leaving room under it
        for what explains it (a lesson's bubble, ``learn/coach.py``), until the next summary;
        ``False`` where it stands there already (or is not shown)."""
        if self.summary_high or not self.summary.isVisible():
            return False
        self.summary_high = True
        self.place_summary()
        self.notice.place()  # out of the summary's way; it passes (the status bar says it)
        if self.notice.geometry().intersects(self.summary.geometry()):
            self.notice.dismiss()
        return True

    def place_game_over(self) -> None:
        """As big as its sheet needs (less in a small window); in free felt clear of the
        plates and the trump box where it fits (as narrow as the sheet, if need be), else in
        the middle over them."""
        if not self.game_over.isVisible():
            return
        v = self.view.viewport().rect()
        wanted = self.game_over.wanted_size()  # a big window shows the whole sheet
        w = min(v.width() - 24, max(GAME_OVER_SIZE[0], wanted.width()))
        h = min(v.height() - 24, max(GAME_OVER_SIZE[1], wanted.height()))
        g, zoom = self.scene.geometry, self.view.zoom
        spot = g.result_spot(QSizeF(w / zoom, h / zoom)) if g is not None else None
        if spot is None and g is not None and wanted.width() < w:
            # as narrow as its sheet, the words wrapped, it may fit between the plates
            narrow = self.game_over.wanted_size(wanted.width())
            h_narrow = min(v.height() - 24, narrow.height())
            spot = g.result_spot(QSizeF(narrow.width() / zoom, h_narrow / zoom))
        if spot is not None:
            self.game_over.setGeometry(self.view.scene_to_view(spot).toRect())
        else:
            self.game_over.setGeometry((v.width() - w) // 2, (v.height() - h) // 2, w, h)
        self.game_over.fit_legend()

    def notice_spot(self, size: QSizeF, clear: bool = False,
                    loose: bool = False) -> QRectF | None:
        """Free felt for a notice of ``size`` (the viewport's pixels, as the answer): never
        over the trick, the person's hand, the plates, the trump box or the summary; over the
        talon, a pile or backs only when nothing else is free, and never when ``clear``.
        ``loose``: over the trick or the hand rather than nowhere (four players leave little
        felt at 1024×700), still never over a plate, the trump box or the summary."""
        g = self.scene.geometry
        if g is None:
            return None
        return self._felt_spot(size, clear, g.middle.center(), loose=loose)

    def banner_spot(self, size: QSizeF) -> QRectF | None:
        """Free felt for a banner of ``size`` (the viewport's pixels, as the answer), as high
        on the table as it goes and across its middle: what lies clear of a notice (above all
        the trump box and its heading), over the talon, a pile or backs only when nothing else
        is free."""
        g = self.scene.geometry
        return self._felt_spot(size, False, QPointF(g.width / 2, 0)) if g is not None else None

    def _felt_spot(self, size: QSizeF, clear: bool, near: QPointF, *,
                   loose: bool = False) -> QRectF | None:
        g = self.scene.geometry
        zoom = self.view.zoom  # the table's pixels per scene unit
        boxes = g.seat_boxes()
        played = [boxes.get("hand:bottom", QRectF()), g.trick_box()]
        hard = list(g.name_boxes())
        if self.summary.isVisible():  # in the viewport's pixels: in the table's
            shown = QRectF(self.summary.geometry())
            hard.append(QRectF(shown.topLeft() / zoom, shown.size() / zoom))
        soft = [g.talon_box()] + [box for name, box in boxes.items()
                                  if name.startswith(("pile", "hand"))]
        if loose:  # the trick's cards weigh most: the hint is about what lies there
            soft = [g.trick_box()] * 3 + played + soft
        else:
            hard += played
        if clear:
            hard, soft = hard + soft, []
        spot = g.free_spot(QSizeF(size.width() / zoom, size.height() / zoom), hard, soft,
                           near=near)
        return self.view.scene_to_view(spot) if spot is not None else None


__all__ = ["GAME_OVER_SIZE", "SUMMARY_COLUMN_WIDTH", "SUMMARY_WIDTH", "OverlayPlacement"]
