"""Tests' help for a lesson's trick explained while it lies on the table (``keeps_trick``)."""

from __future__ import annotations

from debertz_desktop.engine.events import CardPlayed, TrickTaken


class TrickWatch:
    """The cards of the last trick taken, as (seat, card) in the order they were played."""

    def __init__(self, session) -> None:
        self._playing: list = []
        self.last: list = []
        session.events_happened.connect(self._events)

    def _events(self, events) -> None:
        for ev in events:
            if isinstance(ev, CardPlayed):
                self._playing.append((ev.seat, ev.card))
            elif isinstance(ev, TrickTaken):
                self.last, self._playing = self._playing, []


def trick_cards_in_sight(window, plays) -> list[str]:
    """What keeps each card of ``plays`` (seat, card) from being seen in its trick's place on
    the felt: ``[]`` when all are there, face up, uncovered by the deal's summary and by the
    lesson's bubble."""
    table = window.table
    scene, g = table.scene, table.scene.geometry
    wrong = []
    for order, (seat, card) in enumerate(plays):
        spot = g.trick(seat, order).pos
        items = [item for item in scene.items() if getattr(item, "card", None) == card
                 and item.isVisible() and (item.pos() - spot).manhattanLength() < 2]
        if not items:
            wrong.append(f"{card} not in the trick's place")
            continue
        box = table.view.mapFromScene(items[0].sceneBoundingRect()).boundingRect()
        for name, panel in (("the summary", table.summary),
                            ("the bubble", window.lesson.coach)):
            if panel.isVisible() and panel.geometry().intersects(box):
                wrong.append(f"{card} under {name}")
    return wrong


def trick_left_the_felt(window, plays) -> bool:
    """None of ``plays`` lies in its trick's place any more."""
    scene = window.table.scene
    return not any(getattr(item, "card", None) == card and item.isVisible()
                   and item.pos() == scene.geometry.trick(seat, i).pos
                   for i, (seat, card) in enumerate(plays) for item in scene.items())
