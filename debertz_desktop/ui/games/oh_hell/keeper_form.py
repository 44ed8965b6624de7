"""Oh Hell's deal form in the score keeper (OH_HELL §3–§8): the trump turned, the bids as
they are said, then the tricks each player took.

The form shows the deal's number, the cards each player holds, the dealer and
the bidding order (a row per player, from the dealer's left, the dealer last);
the trump as four suit buttons, or "no trump" said plainly; one bid box per
player, keyboard first (a digit, or digits and Enter, moves to the next
player), with the over/under figure updated as each bid is typed and the
dealer's forbidden bid explained under ``dealer_restriction``; then the tricks,
their sum checked.  Every bid that the rules allow is kept at once
(``OhHellLiveGame.enter``): the window autosaves it, so a quit or a crash in the
middle of the bidding loses nothing.  The checks and their sentences are the
model's (``keeper/oh_hell.py``).
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QButtonGroup,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ....engine.pack import Suit
from ....keeper import EntryError, OhHellDealEntry, OhHellLiveGame
from ...card_words import suit_name
from ...messages import error_text
from ...score_keeper.form_base import HINT, RIGHT, WRONG, CountBox, say
from ...score_keeper.rows_form import PlayerRowsForm
from .plurals import OhHellPlurals
from .sheet import over_under_text

SUITS = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)


class OhHellKeeperForm(PlayerRowsForm):
    """Enter (or correct) one deal of Oh Hell."""

    live: OhHellLiveGame

    def __init__(self, live: OhHellLiveGame, parent: QWidget | None = None) -> None:
        super().__init__(live, parent)
        self.deal_line = QLabel()
        self.deal_line.setObjectName("dealLine")
        self.deal_line.setWordWrap(True)

        self.trump_box = QGroupBox()
        self.trump_buttons: dict[Suit, QPushButton] = {}
        self.trump_group = QButtonGroup(self)
        self.trump_group.setExclusive(False)  # a second click takes the suit back
        trumps = QHBoxLayout()
        for suit in SUITS:
            button = QPushButton()
            button.setObjectName(f"trump{suit.letter}")
            button.setCheckable(True)
            button.setAutoDefault(True)
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            colour = "#b00020" if suit.is_red else "palette(button-text)"
            # the suit turned stands out: the scorer sees at once which one he chose
            button.setStyleSheet(
                f"QPushButton {{ color: {colour}; padding: 4px 8px; }}"
                "QPushButton:checked { background-color: palette(highlight); "
                "color: palette(highlighted-text); font-weight: bold; }")
            button.toggled.connect(lambda on, s=suit: self._trump_toggled(s, on))
            self.trump_group.addButton(button)
            self.trump_buttons[suit] = button
            trumps.addWidget(button)
        self.no_trump = QLabel()
        self.no_trump.setObjectName("noTrump")
        self.no_trump.setWordWrap(True)
        trump_layout = QVBoxLayout(self.trump_box)
        trump_layout.addLayout(trumps)
        trump_layout.addWidget(self.no_trump)

        self.bid_head, self.tricks_head = QLabel(), QLabel()
        self._set_heads(self.player_head, self.bid_head, self.tricks_head)
        #: The rows of this deal: seat, name label, bid box, tricks box — in bidding order.
        self.rows: list[tuple[int, QLabel, CountBox, CountBox]] = []
        self.bids_line = QLabel()
        self.bids_line.setObjectName("overUnder")
        self.bids_line.setWordWrap(True)
        self.dealer_note = QLabel()
        self.dealer_note.setObjectName("dealerNote")
        self.dealer_note.setWordWrap(True)
        self.tricks_line = QLabel()
        self.tricks_line.setObjectName("tricksSum")
        self.tricks_line.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.deal_line)
        layout.addWidget(self.trump_box)
        layout.addWidget(self.players_box)
        layout.addWidget(self.bids_line)
        layout.addWidget(self.dealer_note)
        layout.addWidget(self.tricks_line)
        layout.addWidget(self.error)
        layout.addLayout(self.buttons)
        layout.addStretch(1)
        self.retranslate()
        self.start_new()

    # -- the deal shown ------------------------------------------------------------------------

    def kept_entry(self) -> OhHellDealEntry | None:
        """The bids kept before a quit, without the tricks."""
        return self.live.pending

    def _show_deal(self, entry: OhHellDealEntry | None) -> None:
        """Lay out the rows of deal ``self.number`` (in its bidding order) and fill them."""
        self._loading = True
        self._clear_rows()
        if not self.over:
            cards = self.live.cards(self.number)
            dealer = self.live.dealer(self.number)
            for line, seat in enumerate(self.live.bidding_order(self.number), start=1):
                label = QLabel()
                bid = CountBox(cards)
                bid.setObjectName(f"bid{seat}")
                tricks = CountBox(cards)
                tricks.setObjectName(f"tricks{seat}")
                if seat == dealer:
                    label.setStyleSheet("font-weight: bold;")
                self._add_row(line, label, bid, tricks)
                self.rows.append((seat, label, bid, tricks))
            if entry is not None:
                for seat, _label, bid, tricks in self.rows:
                    bid.set_number(entry.bids[seat])
                    tricks.set_number(None if entry.tricks is None else entry.tricks[seat])
        trump = entry.trump if entry is not None else None
        for suit, button in self.trump_buttons.items():
            button.setChecked(suit == trump)
        self._set_tab_order(*self.trump_buttons.values())
        self._loading = False
        self._name_rows()
        self._show_title()

    def put_back(self, entry: OhHellDealEntry) -> None:
        """The removed deal's bids and tricks in the form; its bids kept at once, as bids
        said are (a quit loses them not)."""
        super().put_back(entry)
        self._keep()

    def _boxes_in_order(self) -> list[CountBox]:
        """The bids in bidding order, then the tricks."""
        return [bid for *_, bid, _tricks in self.rows] + [tricks for *_, tricks in self.rows]

    # -- reading ---------------------------------------------------------------------------------

    def trump(self) -> Suit | None:
        return next((s for s, b in self.trump_buttons.items() if b.isChecked()), None)

    def bids(self) -> tuple[int | None, ...]:
        bids: list[int | None] = [None] * self.live.rules.players
        for seat, _label, bid, _tricks in self.rows:
            bids[seat] = bid.number()
        return tuple(bids)

    def tricks(self) -> tuple[int | None, ...]:
        tricks: list[int | None] = [None] * self.live.rules.players
        for seat, _label, _bid, box in self.rows:
            tricks[seat] = box.number()
        return tuple(tricks)

    def bidding(self) -> OhHellDealEntry:
        """The deal as bid so far (no tricks)."""
        return OhHellDealEntry(self.trump(), self.bids())

    def entry(self) -> OhHellDealEntry:
        """The whole deal, once every trick count is typed (else the bidding alone)."""
        tricks = self.tricks()
        if any(t is None for t in tricks):
            return self.bidding()
        return OhHellDealEntry(self.trump(), self.bids(), tuple(t or 0 for t in tricks))

    def holds_unkept(self) -> bool:
        """The bidding is kept as it is said (``_keep``) and comes back after a correction:
        only trick counts typed, or a bidding the rules refused to keep, would be lost."""
        if not self.unwritten or self.editing is not None:
            return self.unwritten
        bidding, pending = self.bidding(), self.live.pending
        kept = pending is not None and (pending.trump, pending.bids) == (bidding.trump,
                                                                        bidding.bids)
        empty = bidding.trump is None and all(b is None for b in bidding.bids)
        return not (kept or empty) or any(t is not None for t in self.tricks())

    # -- reacting --------------------------------------------------------------------------------

    def _trump_toggled(self, suit: Suit, on: bool) -> None:
        if on:
            for other, button in self.trump_buttons.items():
                if other != suit and button.isChecked():
                    button.setChecked(False)
        if self._loading:
            return
        self._changed()
        if on:
            self.focus_next()

    def _changed(self, *args) -> None:
        super()._changed()
        if not self._loading:
            self._keep()

    def _keep(self) -> None:
        """Keep the bidding as it stands, if the rules allow it (the window autosaves it)."""
        if self.editing is not None or self.over:
            return
        entry = self.bidding()
        empty = entry.trump is None and all(b is None for b in entry.bids)
        pending = self.live.pending
        if empty:
            if pending is not None:
                self.kept.emit(None)
            return
        if pending is not None and pending.trump == entry.trump and pending.bids == entry.bids:
            return
        try:
            self.live.check(self.number, entry)
        except EntryError:
            return  # said in the form's sentence; the last good bidding stays kept
        self.kept.emit(entry)

    def _focus_first(self) -> list[QWidget]:
        """The trump, while it is still to choose."""
        if self.live.has_trump(self.number) and self.trump() is None:
            return [self.trump_buttons[SUITS[0]]]
        return []

    # -- checking --------------------------------------------------------------------------------

    def _update(self) -> None:
        if self.over:
            for button in self.trump_buttons.values():
                button.setEnabled(False)
            self._show_over(self.bids_line, self.dealer_note, self.tricks_line, self.no_trump)
            return
        live, number = self.live, self.number
        cards = live.cards(number)
        bids = self.bids()
        all_bid = all(b is not None for b in bids)
        for *_, tricks in self.rows:
            tricks.setEnabled(all_bid or tricks.number() is not None)
        self._show_trump()
        self.bids_line.show()
        self._show_bids(cards, bids)
        self._show_dealer_note(cards, bids)
        typed = [t for t in self.tricks() if t is not None]
        self.tricks_line.setVisible(bool(typed))
        self.tricks_line.setText(self.tr("Tricks taken: {total} of {cards}.").format(
            total=sum(typed), cards=cards))
        self.write.setEnabled(False)
        self.error.setProperty("wrongField", "")
        entry = self.entry()
        try:
            live.check(number, entry)
        except EntryError as err:
            self._wrong(err, bids)
            return
        if entry.complete:
            say(self.error, self.tr("The deal can be written."), RIGHT)
            self.write.setEnabled(True)
        elif not self.touched:
            say(self.error, self._first_hint(number), HINT)
        elif not all_bid:
            order = live.bidding_order(number)
            nxt = next(s for s in order if bids[s] is None)
            say(self.error, self.tr("Next to bid: {name}.").format(name=live.names[nxt]), HINT)
        elif not typed:
            say(self.error, self.tr("Every bid is in (kept). After the play, enter the tricks "
                                    "each player took."), HINT)
        else:
            say(self.error, self.tr("Enter the tricks of every player: {left} still to "
                                    "enter.").format(left=len(self.rows) - len(typed)), HINT)

    def _first_hint(self, number: int) -> str:
        """What to enter first: the trump turned and the bids — the bids alone in a deal
        without trumps (OH_HELL §3)."""
        if not self.live.has_trump(number):
            return self.tr("Enter the bids as they are said (no trump in this deal); after "
                           "the play, the tricks each player took.")
        return self.tr("Enter the trump turned and the bids as they are said; after the play, "
                       "the tricks each player took.")

    def _wrong(self, err: EntryError, bids: tuple[int | None, ...]) -> None:
        """What is wrong, in red — or a hint where only the tricks are still being typed."""
        if err.field == "tricks" and any(t is None for t in self.tricks()):
            say(self.error, self.tr("Enter the tricks of every player."), HINT)
            return
        if not self.touched:
            say(self.error, self._first_hint(self.number), HINT)
            return
        say(self.error, error_text(err), WRONG)
        if err.field == "bids":
            wrong = self._wrong_bid(bids)
            if wrong is not None:
                self.error.setProperty("wrongField", wrong.objectName())

    def _wrong_bid(self, bids: tuple[int | None, ...]) -> CountBox | None:
        """The box of the bid the rules refuse (over the hand, or the dealer's forbidden)."""
        cards = self.live.cards(self.number)
        forbidden = self.live.forbidden_bid(self.number, bids)
        dealer = self.live.dealer(self.number)
        for seat, _label, bid, _tricks in self.rows:
            said = bid.number()
            if said is not None and (said > cards or (seat == dealer and said == forbidden)):
                return bid
        return None

    def _show_trump(self) -> None:
        has_trump = self.live.has_trump(self.number)
        for button in self.trump_buttons.values():
            button.setVisible(has_trump)
            button.setEnabled(has_trump)
        self.no_trump.setVisible(not has_trump)
        if has_trump:
            return
        if self.number == self.live.rules.deal_count:
            text = self.tr("No trump: the last deal of the game is played without trumps "
                           "(§3).")
        else:
            text = self.tr("No trump: every card is dealt, none is left to turn (§3).")
        self.no_trump.setText(text)

    def _show_bids(self, cards: int, bids: tuple[int | None, ...]) -> None:
        said = [b for b in bids if b is not None]
        over_under = self.live.over_under(cards, bids)
        tricks = OhHellPlurals().tricks(cards)  # "1 trick", "5 tricks"
        if over_under is None:
            text = self.tr("Bids so far: {total} for {tricks} ({count} of {players} "
                           "players).").format(total=sum(said), tricks=tricks, count=len(said),
                                               players=len(bids))
        else:
            text = self.tr("Bids: {total} for {tricks} — {over_under}.").format(
                total=sum(said), tricks=tricks, over_under=over_under_text(over_under))
        self.bids_line.setText(text)
        self.bids_line.setStyleSheet("font-weight: bold;" if over_under is not None else "")

    def _show_dealer_note(self, cards: int, bids: tuple[int | None, ...]) -> None:
        rules = self.live.rules
        self.dealer_note.setVisible(rules.dealer_restriction)
        if not rules.dealer_restriction:
            return
        dealer = self.live.dealer(self.number)
        name = self.live.names[dealer]
        forbidden = self.live.forbidden_bid(self.number, bids)
        others_in = all(b is not None for s, b in enumerate(bids) if s != dealer)
        if forbidden is not None:
            text = self.tr("{name} deals and may not bid {bid}: the bids would add up to the "
                           "number of tricks ({cards}) (§4).").format(name=name, bid=forbidden,
                                                                      cards=cards)
        elif others_in:
            text = self.tr("{name} deals and may bid anything: no bid of his makes the bids add "
                           "up to the number of tricks ({cards}) (§4).").format(name=name,
                                                                                cards=cards)
        else:
            text = self.tr("{name} deals and bids last; he may not make the bids add up to the "
                           "number of tricks ({cards}) (§4).").format(name=name, cards=cards)
        self.dealer_note.setText(text)

    # -- writing ---------------------------------------------------------------------------------

    def write_entry(self, entry: OhHellDealEntry) -> None:
        if self.editing is None:
            self.live.enter(entry)
        else:
            self.live.replace(self.editing, entry)

    def keep_entry(self, entry: OhHellDealEntry | None) -> None:
        """Keep the bidding so far; ``None``: everything said was taken back."""
        if entry is None:
            self.live.take_back_bids()
        else:
            self.live.enter(entry)

    def _submit(self) -> None:
        entry = self.entry()
        if entry.complete:
            self.submitted.emit(entry)

    # -- language ---------------------------------------------------------------------------------

    def retranslate(self) -> None:
        super().retranslate()
        self.trump_box.setTitle(self.tr("Trump turned"))
        for suit, button in self.trump_buttons.items():
            button.setText(f"{suit.symbol} {suit_name(suit)}")
            keep_room_for_bold(button)
            button.setToolTip(self.tr("The dealer turned a card of {suit}: {suit} are trumps "
                                      "in this deal (§3).").format(suit=suit_name(suit)))
        self.players_box.setTitle(self.tr("Bids and tricks, in bidding order"))
        self.bid_head.setText(self.tr("Bid"))
        self.tricks_head.setText(self.tr("Tricks taken"))
        self._name_rows()
        self._show_title()
        if hasattr(self, "rows"):
            self._update()

    def _name_rows(self) -> None:
        if self.over:
            return
        dealer = self.live.dealer(self.number)
        for seat, label, bid, tricks in self.rows:
            name = self._name_row(seat, label, tricks, dealer)
            bid.setToolTip(self.tr("{name}'s bid: how many tricks he says he will take "
                                   "(0 to {cards}).").format(
                name=name, cards=self.live.cards(self.number)))

    def _show_deal_lines(self) -> None:
        live = self.live
        if self.over:
            self.deal_line.setText("")
            return
        number = self.number
        order = " → ".join(live.names[s] for s in live.bidding_order(number))
        self.deal_line.setText(self.tr("Cards each: {cards} · dealer: {dealer}\nBidding and "
                                       "the first lead: {order}").format(
            cards=live.cards(number),
            dealer=live.names[live.dealer(number)], order=order))


def keep_room_for_bold(button: QPushButton) -> None:
    """The suit turned is written bold (its style sheet): its button keeps room for the bold
    words, else "♠ spades" is cut to "♠ spade" once chosen."""
    text = button.text()
    plain, bold = QFont(button.font()), QFont(button.font())
    plain.setBold(False)
    bold.setBold(True)
    extra = (QFontMetrics(bold).horizontalAdvance(text)
             - QFontMetrics(plain).horizontalAdvance(text))
    button.setMinimumWidth(0)
    button.setMinimumWidth(button.sizeHint().width() + max(0, extra))
