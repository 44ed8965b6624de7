"""The card table scene: shows one seat's view and turns drags into plays.

The scene knows no rule and no game.  It draws the seat's view as its game's
``GameUi.table_look`` lays it out, highlights the cards the view lists as legal,
and reports a card dropped on the table or
double-clicked (``card_activated``); the session decides.  Items are kept by
identity (a card, or a seat's n-th back), so a change of view animates each
card from where it was to where it now lies.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from ...engine.events import CardPlayed, DealStarted, Event, TrickTaken
from ...engine.pack import PlayingCard as Card
from ..card_faces import CardFaces, deck_info, suit_colour
from ..games import GameUi, game_ui
from ..games.base import TableLook
from .card_item import CardItem
from .deal_schedule import deal_schedule
from .decorations import paint_felt
from .kept_trick import FinishedTrick, KeptTrick, finished_trick
from .last_trick import LastTrickOverlay
from .layout import CardSpot, TableGeometry, table_geometry
from .spots import PLATE, PLATE_LINE
from .table_decorations import TableDecorations


class TableScene(QGraphicsScene):
    card_activated = Signal(object)  # Card
    last_trick_shown = Signal(bool)  # the last trick's overlay opened or closed
    #: The trick kept for reading (``keep_trick``) went.
    trick_let_go = Signal()

    def __init__(self, faces: CardFaces | None = None, deck: str = "atlasnye", parent=None):
        super().__init__(parent)
        self.faces = faces or CardFaces()
        self.deck = deck
        self.dpr = 1.0
        self.duration = 250  # ms per move; 0 = no animation
        self.hold = 700  # ms a finished trick stays in the middle
        self.highlight_legal = True
        self.view: Any = None
        #: The table's session has ended (a network table left or closed): its last view
        #: stays to read, but no card of it can be picked or played.
        self.closed = False
        #: The view's game's part of the interface, and how it lays the view out.
        self.ui: GameUi | None = None
        self.look: TableLook | None = None
        self.geometry: TableGeometry | None = None
        self._geometry_key: tuple = ()
        self._size = (1024.0, 640.0)
        self._items: dict[object, CardItem] = {}
        #: The plates, the counts, the trump box and the pairs' scores.
        self.decorations = TableDecorations(self)
        #: The last trick, opened beside the current one on request.
        self.last_trick = LastTrickOverlay(self)
        self._trick: list[tuple[int, Card]] = []
        self._held: FinishedTrick | None = None
        #: The trick the last view's events finished, and whether a new deal came with it:
        #: what ``keep_trick`` keeps.
        self._finished: tuple[FinishedTrick, bool] | None = None
        self.kept_trick = KeptTrick(self)
        self._hold_timer = QTimer(self)
        self._hold_timer.setSingleShot(True)
        self._hold_timer.timeout.connect(self._collect_held)
        #: While the old deal's cards leave the felt, the plates and the trump box still say
        #: that deal (its view and look): the new deal's come with its cards.
        self._old_deal: tuple[Any, Any] | None = None
        self._new_deal_timer = QTimer(self)
        self._new_deal_timer.setSingleShot(True)
        self._new_deal_timer.timeout.connect(self._new_deal_decorations)
        self._focus = 0
        self._collecting: int | None = None
        #: Cards of a finished deal on their way back to the stock.
        self._leaving: list[CardItem] = []
        #: Fresh cards of a new deal or buy-in: key → (delay ms, face down in flight).
        self._dealing: dict[object, tuple[int, bool]] = {}
        self.hint_card: Card | None = None
        self.pending_card: Card | None = None
        #: The keys go to the hand (its view has the focus): only then is the focused card
        #: framed, so the frame shows where the keys go.
        self.keyboard_focus = False
        self.dealt = False
        self._flushing = False
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # -- input from the window --------------------------------------------------------------

    def set_table_size(self, width: float, height: float, dpr: float) -> None:
        self._size = (float(width), float(height))
        self.dpr = dpr
        self.setSceneRect(QRectF(0, 0, width, height))
        self._relayout(animate=False)

    def set_deck(self, deck: str) -> None:
        self.deck = deck
        self._relayout(animate=False)

    def set_four_colour(self, on: bool) -> None:
        """Clubs green and diamonds blue on the simple deck (Settings → Application)."""
        style = dataclasses.replace(self.faces.drawn_style, four_colour=on)
        if style == self.faces.drawn_style:
            return
        self.faces.drawn_style = style
        for item in [*self._items.values(), *self.last_trick.items, *self._leaving]:
            item.refresh_face()
        self._relayout(animate=False)

    def suit_colour(self, suit) -> QColor:
        """The colour of ``suit``'s pips on the cards shown (four colours on the simple deck)."""
        drawn = deck_info(self.deck).file is None
        return suit_colour(suit, four_colour=drawn and self.faces.drawn_style.four_colour)

    def set_view(self, view: Any, events: list[Event] | None = None) -> None:
        """Show ``view``; ``events`` (what just happened) let a finished trick linger.

        A new deal first lets the last trick of the old one fly to its taker's
        pile, gathers the old cards back, then deals the new ones from the stock
        in the real order (RULES §3): packets of three, the rest, the turned card,
        and after the bidding the buy-in seat by seat.
        """
        events = events or []
        old = self.view
        self.let_trick_go()  # the game went on: read or not
        self.hint_card = None
        self.pending_card = None
        ui = game_ui(view.rules)
        new_deal = any(isinstance(ev, DealStarted) for ev in events) or (
            old is None and ui.fresh_deal(view))
        if events and old is not None and not new_deal:
            running = list(self._trick)
            for ev in events:
                if isinstance(ev, CardPlayed):
                    self._held = None
                    running.append((ev.seat, ev.card))
                elif isinstance(ev, TrickTaken):
                    self._held = (FinishedTrick(running, ev.winner) if self.hold > 0 and running
                                  else None)
                    running = []
        elif not new_deal:
            self._held = None
        finished = finished_trick(self._trick, events) if old is not None else None
        self._finished = (finished, new_deal) if finished is not None else None
        start = 0
        if new_deal:
            start = self._clear_old_deal(finished)
            self._old_deal = (old, self.look) if start > 0 and old is not None else None
            if self._old_deal is not None:
                self._new_deal_timer.start(start)
            else:
                self._new_deal_timer.stop()
        self._trick = list(view.trick)
        self.view, self.ui = view, ui
        self.look = ui.table_look(view)
        if self._held is not None:
            self._hold_timer.start(self.hold)
        hand = self.human_hand()
        self._focus = min(self._focus, max(0, len(hand) - 1))
        legal = self.legal_cards()
        if hand and self.can_play() and hand[self._focus] not in legal:
            self._focus = next((i for i, c in enumerate(hand) if c in legal), self._focus)
        if self.duration > 0 and (new_deal or ui.dealing_events(events)):
            self._dealing = deal_schedule(
                self.ui.deal_packets(view, events, new_deal), self.ui.first_cards(view), view,
                self.look, self._items, start, self.duration)
        #: Cards were dealt by this view (a new deal, the buy-in): they are still flying.
        self.dealt = bool(self._dealing)
        self._relayout(animate=True)
        self._dealing = {}

    def _new_deal_decorations(self) -> None:
        """The old deal's cards have left: the plates and the trump box say the new deal."""
        self._old_deal = None
        v, g = self.view, self.geometry
        if v is not None and g is not None:
            self.decorations.place(v, self.look, g, self.ui.pile_counts(v), self.suit_colour)

    def _clear_old_deal(self, last: FinishedTrick | None) -> int:
        """Send the old deal's cards away (``last``: its last trick, just finished); the ms
        after which the new deal may fly in."""
        self._hold_timer.stop()
        self._held = None
        leaving = list(self._items.values())
        self._items.clear()
        g = self.geometry
        if not leaving or g is None or self.duration <= 0:
            for item in leaving:
                self.drop_item(item)
            return 0
        d = self.duration
        stock = CardSpot(g.stock().pos, 0.0, 1.0)
        wait = 0
        legs: dict[object, list] = {}
        if last is not None and self.hold > 0:
            plays, winner = last.plays, last.winner
            pile = g.pile(winner)
            keys = {item.key for item in leaving}
            for seat, card in plays:  # a card played with the deal's last batch: its back
                if card.index not in keys:
                    back = next((it for it in leaving if isinstance(it.key, tuple)
                                 and it.key[:2] == ("back", seat)), None)
                    if back is not None:
                        back.key = card.index
                        back.set_card(card)
            for order, (seat, card) in enumerate(plays):
                legs[card.index] = [(0, g.trick(seat, order), d // 2), (self.hold, pile, d),
                                    (0, stock, d)]
            wait = d // 2 + self.hold + d
        for item in leaving:
            z = 300 if item.key in legs else 8
            item.fly(legs.get(item.key, [(wait, stock, d)]), z,
                     on_done=lambda it=item: self.drop_item(it))
            self._leaving.append(item)
        return wait + d

    def busy_ms(self) -> int:
        """How long the table is still busy animating (a computer waits that long)."""
        busy = max((it.remaining_ms() for it in [*self._items.values(), *self._leaving]),
                   default=0)
        if self._hold_timer.isActive():
            busy = max(busy, self._hold_timer.remainingTime() + self.duration)
        return max(busy, self.kept_trick.landing_ms())

    # -- a trick kept for reading --------------------------------------------------------------

    def keep_trick(self) -> bool:
        """The trick the last view finished stays whole in the middle, whatever is dealt around
        it, until ``let_trick_go`` (a lesson explains it: ``kept_trick.py``); ``False`` where
        that view finished none."""
        finished, self._finished = self._finished, None
        if finished is None or self.geometry is None:
            return False
        trick, new_deal = finished
        if self._held is not None:
            self._hold_timer.stop()
            self._held = None
        items = []
        for _, card in trick.plays:
            item = next((it for it in self._leaving if it.key == card.index), None)
            if item is not None:  # the old deal's, on its way to the taker and the stock
                self._leaving.remove(item)
            elif not new_deal:  # the view's (a new deal's own card may have its key)
                item = self._items.pop(card.index, None)
            items.append(item)
        self.kept_trick.keep(trick, items)
        return True

    @property
    def trick_kept(self) -> bool:
        return self.kept_trick.kept

    def let_trick_go(self, *, animate: bool = True) -> None:
        """The kept trick goes to its taker's pile."""
        if self.kept_trick.kept:
            self.kept_trick.let_go(animate=animate)
            self.trick_let_go.emit()

    def send_off(self, item: CardItem, spot: CardSpot) -> None:
        """``item`` flies to ``spot`` and goes."""
        self._leaving.append(item)
        item.move_to(spot, 200, self.duration, on_done=lambda: self.drop_item(item))

    def set_hint(self, card: Card | None) -> None:
        self.hint_card = card
        self._relayout(animate=True)

    def set_pending(self, card: Card | None) -> None:
        """The card waiting for "confirm before playing": lifted out of the fan."""
        self.pending_card = card
        self._relayout(animate=True)

    def rename(self, names: tuple[str, ...]) -> None:
        """The seats' names changed (a language switch): the plates and captions follow."""
        if self.view is not None and self.view.names != names:
            self.view = dataclasses.replace(self.view, names=names)
            self.look = self.ui.table_look(self.view)
            self._relayout(animate=False)

    def retranslate(self) -> None:
        """Paints the plates, the trump sign and the last trick's caption in the new language."""
        if self.view is not None:
            self.look = self.ui.table_look(self.view)
        self._relayout(animate=False)

    # -- the person's cards --------------------------------------------------------------------

    def human_hand(self) -> list[Card]:
        """The person's cards in the order his game holds them."""
        return list(self.look.hand) if self.look is not None else []

    def can_play(self) -> bool:
        v = self.view
        return (not self.closed and v is not None and v.to_act == v.seat
                and bool(self.legal_cards()))

    def set_closed(self, closed: bool) -> None:
        """The session has ended (``True``): the hand stays as it was, none of it playable."""
        if closed == self.closed:
            return
        self.closed = closed
        if self.view is not None:
            self._relayout(animate=False)

    def legal_cards(self) -> set[Card]:
        v = self.view
        if v is None:
            return set()
        return {self.ui.card_of(a) for a in self.ui.card_actions(v)}

    def item_for(self, card: Card) -> CardItem | None:
        return self._items.get(card.index)

    def move_focus(self, step: int) -> None:
        hand = self.human_hand()
        if hand:
            self._focus = (self._focus + step) % len(hand)
            self._relayout(animate=False)

    def focus_card(self, card: Card) -> None:
        """Moves the keyboard's cursor onto ``card`` (the hint's)."""
        if self._take_focus(card):
            self._relayout(animate=False)

    def _take_focus(self, card: Card) -> bool:
        """The keyboard's cursor on ``card`` if it is in the person's hand (no relayout)."""
        hand = self.human_hand()
        if card not in hand:
            return False
        self._focus = hand.index(card)
        return True

    def set_keyboard_focus(self, on: bool) -> None:
        if on != self.keyboard_focus:
            self.keyboard_focus = on
            self._relayout(animate=False)

    def focused_card(self) -> Card | None:
        hand = self.human_hand()
        return hand[self._focus] if hand else None

    def activate_focused(self) -> None:
        card = self.focused_card()
        if card is not None:
            self.card_activated.emit(card)
            self._relayout(animate=True)

    def card_released(self, item: CardItem, moved: bool) -> None:
        """A card of the hand let go: played if dropped on the table; clicked without moving,
        it takes the keyboard's cursor, so that the click shows and Enter plays it."""
        g = self.geometry
        if moved and g is not None and item.card is not None and g.drop_area.contains(item.pos()):
            self.card_activated.emit(item.card)
        elif not moved and item.card is not None:
            self._take_focus(item.card)
        self._relayout(animate=True)  # a refused card springs back home

    def card_double_clicked(self, item: CardItem) -> None:
        if item.card is not None and item.draggable:
            self.card_activated.emit(item.card)
            self._relayout(animate=True)

    def flush(self) -> None:
        """Finish every pending move at once (tests, a new game, the person acting)."""
        self.let_trick_go(animate=False)
        if self._held is not None:
            self._hold_timer.stop()
            self._collect_held(animate=False)
        for item in self._leaving:
            item.stop()
            self.drop_item(item)
        self._leaving = []
        for item in list(self._items.values()):
            item.stop(land=True)
        self._flushing = True
        try:
            self._relayout(animate=False)
        finally:
            self._flushing = False

    # -- the last trick -------------------------------------------------------------------------

    def show_last_trick(self, show: bool) -> None:
        """Opens (or closes) the last trick beside the current one; it stays open, following
        the game, until a click, Escape or the person's own move closes it."""
        was = self.last_trick.showing
        if self.last_trick.show(show) != was:
            self.last_trick_shown.emit(not was)

    @property
    def showing_last_trick(self) -> bool:
        return self.last_trick.showing

    # -- placing everything -----------------------------------------------------------------------

    def drawBackground(self, painter, rect) -> None:
        paint_felt(painter, self.sceneRect())

    def _collect_held(self, animate: bool = True) -> None:
        if self._held is not None:
            self._collecting = self._held.winner
        self._held = None
        self._relayout(animate=animate)
        self._collecting = None

    def _geometry_options(self, view: Any) -> dict[str, Any]:
        """The game's table (``GameUi.geometry_options``), its plates a line taller while a
        seat has a status to say besides its game's line (``set_seat_marks``)."""
        options = self.ui.geometry_options(view.rules, tuple(view.names))
        if self.decorations.seat_marks:
            plate = QSizeF(options.get("plate_size", PLATE))
            options["plate_size"] = QSizeF(plate.width(), plate.height() + PLATE_LINE)
        return options

    def _relayout(self, animate: bool) -> None:
        v = self.view
        if v is None:
            return
        aspect = self.faces.aspect_ratio(self.deck)
        options = self._geometry_options(v)
        key = (*self._size, v.rules.players, v.seat, aspect, *sorted(options.items()))
        g = self.geometry
        if g is None or self._geometry_key != key:
            g = table_geometry(self._size[0], self._size[1], v.rules.players, v.seat, aspect,
                               **options)
            self.geometry, self._geometry_key = g, key
        look = self.look
        duration = self.duration if animate else 0
        targets: dict[object, tuple[Card | None, CardSpot, float]] = {}
        origin: dict[object, QPointF] = {}

        hand = self.human_hand()
        for i, (card, spot) in enumerate(zip(hand, g.hand(v.seat, len(hand)), strict=True)):
            targets[card.index] = (card, spot, 100 + i)
        n = v.rules.players
        for seat in range(n):
            if seat == v.seat:
                continue
            known = list(look.known.get(seat, ()))
            count = v.hand_sizes[seat]
            spots = g.hand(seat, count)
            for i, spot in enumerate(spots):
                if i < len(known):
                    targets[known[i].index] = (known[i], spot, 20 + i)
                else:
                    targets[("back", seat, i - len(known))] = (None, spot, 20 + i)
        spots = {"turned": g.table_card, "bottom": g.bottom_card, "stock": g.stock}
        for table_card in look.table_cards:
            if table_card.key not in targets:
                targets[table_card.key] = (table_card.card, spots[table_card.spot](),
                                           table_card.z)
        if look.stock > 0:
            targets["stock"] = (None, g.stock(), 12)
        if self._held is not None:
            for order, (seat, card) in enumerate(self._held.plays):
                targets[card.index] = (card, g.trick(seat, order), 300 + order)
        else:
            for order, (seat, card) in enumerate(self._trick):
                targets[card.index] = (card, g.trick(seat, order), 300 + order)
                if seat != v.seat:
                    origin[card.index] = g.hand_anchor(seat)
        taken = self.ui.pile_counts(v)
        for seat in range(n):
            if taken[seat]:
                targets[("pile", seat)] = (None, g.pile(seat), 5)

        self._reconcile(targets, origin, duration, g)
        self.kept_trick.place()
        if self._old_deal is not None and self._new_deal_timer.isActive():
            old, look = self._old_deal
            self.decorations.place(old, look, g, self.ui.pile_counts(old), self.suit_colour)
        else:
            self.decorations.place(v, self.look, g, taken, self.suit_colour)
        if self.showing_last_trick:
            self.show_last_trick(True)  # placed anew, and the newest last trick

    def _reconcile(self, targets, origin, duration: int, g: TableGeometry) -> None:
        v = self.view
        for key in list(self._items):
            if key not in targets:
                item = self._items.pop(key)
                if duration and self._collecting is not None and isinstance(key, int):
                    self._leaving.append(item)
                    item.move_to(g.pile(self._collecting), 200, duration,
                                 on_done=lambda it=item: self.drop_item(it))
                    continue
                self.drop_item(item)
        legal = self.legal_cards() if self.can_play() else set()
        playing = bool(legal)  # ``can_play()``, once for every card below
        # the person's word is due, no card with it (a bid): Enter in the hand goes to it
        deciding = not self.closed and v.to_act == v.seat and not playing
        hand = {c.index for c in v.hand}
        focus = self.focused_card()
        for key, (card, spot, z) in targets.items():
            item = self._items.get(key)
            fresh = item is None
            if fresh:
                item = CardItem(key, card, self.faces, self.deck)
                item.setVisible(False)
                self.addItem(item)
                self._items[key] = item
                start = origin.get(key)
                if start is None and isinstance(key, tuple) and key[0] == "pile":
                    start = g.centre
                if start is None:
                    start = g.stock().pos if isinstance(key, int) or key[0] == "back" else None
                item.setPos(start if (start is not None and duration) else spot.pos)
                item.setRotation(spot.rotation if key not in self._dealing else 0.0)
                item.setScale(spot.scale if key not in self._dealing else 1.0)
                item.setVisible(key not in self._dealing or self._dealing[key][0] <= 0)
            item.set_card(card)
            item.set_look(self.deck, g.card, self.dpr)
            mine = isinstance(key, int) and key in hand
            playable = mine and card in legal
            if mine and card is not None and card == self.pending_card:
                spot = CardSpot(spot.pos - QPointF(0, g.card.height() * 0.22), 0.0, spot.scale)
                z += 50
            item.set_state(
                dimmed=mine and playing and self.highlight_legal and not playable,
                focused=mine and card is focus and playing and self.keyboard_focus,
                resting=mine and card is focus and self.keyboard_focus and deciding,
                draggable=mine and playing,
                hinted=card is not None and card == self.hint_card,
                marked=mine and card in self.look.marked and playing,
            )
            if item.dragging:
                item.home = spot
                continue
            if fresh and key in self._dealing and duration:
                delay, face_down = self._dealing[key]
                item.move_to(spot, z, duration, delay=delay, face_down=face_down)
            elif item.animating() and item.target == spot:
                pass  # already on its way there (dealing, collecting)
            elif item.animating() and not duration and not self._flushing:
                item.retarget(spot)  # a resize mid-flight: the flight goes on
            elif spot.pos != item.pos() or spot.rotation != item.rotation() or fresh:
                item.move_to(spot, z, duration)
            else:
                item.setZValue(z)
            item.home = spot

    def drop_item(self, item: CardItem) -> None:
        if item in self._leaving:
            self._leaving.remove(item)
        if item.scene() is self:
            self.removeItem(item)
        item.deleteLater()

    def set_seat_marks(self, marks: dict[int, str]) -> None:
        """Each seat's status (a person disconnected, a computer playing for him), said on
        its plate under its game's line; ``{}`` clears them.  The plates grow by a line
        while a seat has one, and back."""
        tall = bool(self.decorations.seat_marks)
        self.decorations.set_seat_marks(marks, self.look if self.view is not None else None)
        if bool(self.decorations.seat_marks) != tall:
            self._relayout(animate=False)

    def seat_mark(self, seat: int) -> str:
        return self.decorations.seat_marks.get(seat, "")
