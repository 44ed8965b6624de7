"""What lies on the table besides the cards: each seat's plate (name, score, what it
said, its chips) and the count on its pile, the stock's count, the trump box and, with
pairs, the pairs' scores — laid out by the table's geometry from the game's ``TableLook``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from ..games.base import PlateContent, TableLook
from .decorations import Badge, TeamScores, TrumpSign, dealer_chip, maker_chip
from .layout import TableGeometry
from .seat_plate import SeatPlate


def chip_tips(content: PlateContent) -> list[str]:
    """The lines of a plate's tooltip that say what its chips mean ("D: deals")."""
    translate = QCoreApplication.translate
    lines = []
    if content.dealer:
        lines.append(translate("Table", "{chip}: deals this deal").format(chip=dealer_chip()))
    if content.maker:
        lines.append(content.maker_tip or translate(
            "Table", "{chip}: the maker, who chose the trump").format(chip=maker_chip()))
    return lines


class TableDecorations:
    """The scene's plates, badges, trump box and pairs' scores."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.plates: dict[int, SeatPlate] = {}
        #: Each seat's status, besides what it said (on the network: "Disconnected").
        self.seat_marks: dict[int, str] = {}
        self.pile_badges: dict[int, Badge] = {}
        self.stock_badge = Badge()
        self.trump = TrumpSign()
        self.teams = TeamScores()
        self.teams.setVisible(False)
        for item in (self.stock_badge, self.trump, self.teams):
            scene.addItem(item)
        self.trump.setVisible(False)  # until there is a deal to show

    def place(self, view: Any, look: TableLook, g: TableGeometry, taken: list[int],
              suit_colour: Callable[[Any], QColor]) -> None:
        """Everything where ``g`` puts it, saying what ``look`` says for ``view``."""
        n = view.rules.players
        for seat in range(n):
            plate = self.plates.get(seat)
            if plate is None:
                plate = self.plates[seat] = SeatPlate()
                self.scene.addItem(plate)
            plate.set_rect(g.plate(seat))
            content = look.plates[seat]
            plate.set_content(name=content.name, score=content.score, note=content.note,
                              dealer=content.dealer, maker=content.maker,
                              active=seat == view.to_act, team=content.team,
                              maker_chip=content.maker_chip,
                              status=self.seat_marks.get(seat, ""))
            tip = "\n".join([content.tip or content.name, *chip_tips(content)])
            if self.seat_marks.get(seat):
                tip += "\n" + self.seat_marks[seat]
            plate.setToolTip(tip)
            badge = self.pile_badges.get(seat)
            if badge is None:
                badge = self.pile_badges[seat] = Badge(z=40)
                self.scene.addItem(badge)
            badge.setPos(g.pile(seat).pos)  # the count lies on the pile
            badge.set_text(str(taken[seat]) if taken[seat] else "")
        for seat in list(self.plates):
            if seat >= n:
                self.scene.removeItem(self.plates.pop(seat))
                badge = self.pile_badges.pop(seat, None)
                if badge is not None:
                    self.scene.removeItem(badge)
        self._place_teams(g, look)
        self.stock_badge.setPos(g.stock().pos)
        self.stock_badge.set_text(str(look.stock) if look.stock else "")
        self.trump.set_rect(g.hud())
        self.trump.setVisible(True)
        hud = look.hud
        self.trump.setToolTip(hud.tip or hud.detail)
        self.trump.set_content(suit=hud.suit, caption=hud.caption, contract=hud.contract,
                               detail=hud.detail,
                               colour=suit_colour(hud.suit) if hud.suit is not None else None,
                               emblem=hud.emblem)

    def _place_teams(self, g: TableGeometry, look: TableLook) -> None:
        """With pairs, the pairs' names and totals under the trump box (RULES §11)."""
        box = g.team_box()
        rows = look.teams
        self.teams.setVisible(box is not None and rows is not None)
        if box is None or rows is None:
            return
        self.teams.set_rect(box)
        self.teams.set_rows(list(rows))

    def set_seat_marks(self, marks: dict[int, str], look: TableLook | None) -> None:
        """Each seat's status, said under its game's line (not instead of it: OH_HELL §4,
        the bids stay in sight; MASTER §3, whose trump is whose); ``{}`` clears them."""
        if marks == self.seat_marks:
            return
        self.seat_marks = dict(marks)
        if look is None:
            return
        for seat, plate in self.plates.items():
            plate.status = self.seat_marks.get(seat, "")
            plate.update()
