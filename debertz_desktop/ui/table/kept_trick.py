"""A finished trick kept whole in the middle of the felt while something explains it.

A finished trick stays a moment (the speed's hold) and goes to its taker; the last
trick of a deal goes while the next deal is dealt, and with the cards' movement off
it is gone at once.  A lesson's explanation of a trick (``learn/lesson.py``) would
then speak of cards no longer shown.  So the scene can keep it (``TableScene.keep_trick``):
its cards leave the scene's own keeping — the cards of the view, or the old deal's on
their way back to the stock — for this one's, land in their places in the middle (or
are put there again, where they were gone), stay there whatever is dealt around them,
and go to the taker's pile once let go.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...engine.events import CardPlayed, DealStarted, Event, TrickTaken
from ...engine.pack import PlayingCard as Card
from .card_item import CardItem
from .layout import TableGeometry

#: Above the cards of the view (a trick's are 300 and up), under a card dragged.
KEPT_Z = 320


@dataclass
class FinishedTrick:
    """The cards of a finished trick, each with its seat, in the order played; its taker."""

    plays: list[tuple[int, Card]]
    winner: int


def finished_trick(trick: Sequence[tuple[int, Card]], events: Sequence[Event]
                   ) -> FinishedTrick | None:
    """The last trick the ``events`` finish (``trick``: the cards on the table before them),
    up to a new deal; ``None`` where they finish none."""
    running, last = list(trick), None
    for ev in events:
        if isinstance(ev, CardPlayed):
            running.append((ev.seat, ev.card))
        elif isinstance(ev, TrickTaken):
            last, running = FinishedTrick(running, ev.winner), []
        elif isinstance(ev, DealStarted):
            break
    return last if last is not None and last.plays else None


class KeptTrick:
    """The kept trick's cards on ``scene`` (a ``TableScene``: its geometry, look and speed)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self._cards: list[tuple[CardItem, int, int]] = []  # item, seat, order in the trick
        self._winner = 0

    @property
    def kept(self) -> bool:
        return bool(self._cards)

    def keep(self, trick: FinishedTrick, items: Sequence[CardItem | None]) -> None:
        """Keeps ``trick``; ``items``: its cards' items where the scene still had them (else
        ``None``: a card is made anew, in its place)."""
        scene = self.scene
        self.let_go(animate=False)
        self._winner = trick.winner
        for order, ((seat, card), item) in enumerate(zip(trick.plays, items, strict=True)):
            if item is None:
                item = CardItem(card.index, card, scene.faces, scene.deck)
                item.setVisible(False)
                scene.addItem(item)
            item.forget_landing()  # no more the scene's: not dropped where it was going
            item.set_state()  # not to be picked up, nor dimmed, nor framed
            item.setVisible(True)
            self._cards.append((item, seat, order))
        self.place(animate=True)

    def place(self, *, animate: bool = False) -> None:
        """Each card in its place in the middle (flying there with ``animate``); the table
        was laid out anew (a resize) or the trick was just kept."""
        g: TableGeometry | None = self.scene.geometry
        if g is None:
            return
        for item, seat, order in self._cards:
            spot, z = g.trick(seat, order), KEPT_Z + order
            item.set_look(self.scene.deck, g.card, self.scene.dpr)
            item.setZValue(z)
            if item.animating() and item.target == spot:
                continue  # on its way there
            if item.animating() and not animate:
                item.retarget(spot)  # a resize mid-flight: the flight goes on
            else:
                moving = animate and item.isVisible() and item.pos() != spot.pos
                item.move_to(spot, z, self.scene.duration if moving else 0)

    def landing_ms(self) -> int:
        """How long until the kept trick lies whole in its place."""
        return max((item.remaining_ms() for item, _, _ in self._cards), default=0)

    def let_go(self, *, animate: bool = True) -> None:
        """The trick goes to its taker's pile (at once without ``animate``)."""
        cards, self._cards = self._cards, []
        g, duration = self.scene.geometry, self.scene.duration
        for item, _, _ in cards:
            if animate and duration > 0 and g is not None:
                self.scene.send_off(item, g.pile(self._winner))
            else:
                self.scene.drop_item(item)


__all__ = ["FinishedTrick", "KeptTrick", "finished_trick"]
