"""The last trick, opened beside the current one on request (the "Last trick" button, L).

Its cards are drawn small on a dimmed plate with a caption and the game's line about
the trick (who took it, its points).  It stays open, following the game, until the
person closes it; the scene places it anew after every change (``TableScene._relayout``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF

from .card_item import CardItem
from .decorations import Backdrop
from .layout import LAST_TRICK_CAPTION, CardSpot

#: Above everything on the felt but a card dragged.
LAST_TRICK_Z = 810


class LastTrickOverlay:
    """The last trick's plate and cards on ``scene`` (a ``TableScene``: its view, geometry,
    game and faces)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.showing = False
        self.items: list[CardItem] = []
        self._backdrop = Backdrop()
        self._backdrop.setVisible(False)
        scene.addItem(self._backdrop)

    def show(self, show: bool) -> bool:
        """Opens (placed anew, with the newest last trick) or closes it; whether it is open.
        Nothing opens before a trick is taken."""
        s = self.scene
        for item in self.items:
            s.removeItem(item)
        self.items = []
        v, g = s.view, s.geometry
        self.showing = bool(show and v and v.tricks and g)
        self._backdrop.setVisible(self.showing)
        if self.showing:
            self._place(v, g)
        return self.showing

    def _place(self, v: Any, g: Any) -> None:
        s = self.scene
        last = v.tricks[-1]
        box = g.last_trick_box()
        caption = QCoreApplication.translate("TableScene", "Last trick")
        self._backdrop.set_content(box, caption, s.ui.last_trick_text(v, last))
        n = len(last.plays)
        scale = g.last_trick_scale
        step = g.card.width() * scale * 0.9
        top = box.top() + LAST_TRICK_CAPTION
        for i, (_, card) in enumerate(last.plays):
            item = CardItem(("last", i), card, s.faces, s.deck)
            item.set_look(s.deck, g.card, s.dpr)
            s.addItem(item)
            pos = QPointF(box.center().x() + (i - (n - 1) / 2) * step,
                          (top + box.bottom()) / 2)
            item.move_to(CardSpot(pos, 0.0, scale), LAST_TRICK_Z + i, 0)
            self.items.append(item)
