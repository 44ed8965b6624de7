"""Magistr's deal form in the score keeper (MASTER §4–§8): who led first, each player's
tricks and what the deal's sub-game counts.

The sub-game is named with what it scores ("Hearts: 4 each, minus") and the
cards it counts; the form asks each player's tricks and — but in "All" — the
sub-game's count: the scoring cards taken, the last two tricks taken, or the
card points for MAX.  The sums of §8 are shown as they are typed: the tricks
against the deal's tricks (the tricks left unplayed when a deal ended early,
``early_end``), the scoring cards against the sub-game's; each player's points
appear once the deal can be written.  The checks and their sentences are the
model's (``keeper/magistr.py``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from ....engine.magistr.cards import DECK, position
from ....engine.magistr.rules import FirstLead
from ....engine.magistr.subgames import Scores, subgame
from ....keeper import EntryError, MagistrDealEntry, MagistrLiveGame
from ...card_words import card_text
from ...messages import error_text
from ...score_keeper.form_base import HINT, RIGHT, WRONG, CountBox, say
from ...score_keeper.rows_form import PlayerRowsForm
from .sheet import signed, subgame_line


class MagistrKeeperForm(PlayerRowsForm):
    """Enter (or correct) one deal of Magistr."""

    live: MagistrLiveGame

    def __init__(self, live: MagistrLiveGame, parent: QWidget | None = None) -> None:
        super().__init__(live, parent)
        self.subgame = QLabel()
        self.subgame.setObjectName("subgameLine")
        self.subgame.setStyleSheet("font-weight: bold;")
        self.subgame.setWordWrap(True)
        self.counted = QLabel()
        self.counted.setObjectName("countedCards")
        self.counted.setWordWrap(True)
        self.deal_line = QLabel()
        self.deal_line.setWordWrap(True)

        self.leader = QComboBox()
        self.leader.setObjectName("firstLeader")
        self.leader_label = QLabel()
        self.leader_label.setBuddy(self.leader)
        self.leader_note = QLabel()
        self.leader_note.setWordWrap(True)
        self.leader_note.setStyleSheet("color: #505050;")
        head = QFormLayout()
        head.addRow(self.leader_label, self.leader)
        head.addRow(self.leader_note)

        self.tricks_head, self.count_head, self.points_head = QLabel(), QLabel(), QLabel()
        self._set_heads(self.player_head, self.tricks_head, self.count_head, self.points_head,
                        wrap=True)
        #: The rows: seat, name, tricks box, count box, points label (seat order).
        self.rows: list[tuple[int, QLabel, CountBox, CountBox, QLabel]] = []
        self.tricks_line = QLabel()
        self.tricks_line.setObjectName("tricksSum")
        self.tricks_line.setWordWrap(True)
        self.count_line = QLabel()
        self.count_line.setObjectName("countSum")
        self.count_line.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.subgame)
        layout.addWidget(self.counted)
        layout.addWidget(self.deal_line)
        layout.addLayout(head)
        layout.addWidget(self.players_box)
        layout.addWidget(self.tricks_line)
        layout.addWidget(self.count_line)
        layout.addWidget(self.error)
        layout.addLayout(self.buttons)
        layout.addStretch(1)
        self.leader.currentIndexChanged.connect(self._changed)
        self.retranslate()
        self.start_new()

    # -- the deal shown -------------------------------------------------------------------------

    @property
    def scores(self) -> Scores:
        return subgame(min(self.number, self.live.rules.deal_count)).scores

    def _show_deal(self, entry: MagistrDealEntry | None) -> None:
        self._loading = True
        self._clear_rows()
        self.leader.clear()
        if not self.over:
            live, rules = self.live, self.live.rules
            in_deal = rules.hand_size(self.number)
            game = subgame(self.number)
            most = {Scores.CARDS: len(game.scoring_cards(rules)), Scores.LAST_TWO: 2}.get(
                game.scores, 99)
            for seat, name in enumerate(live.names):
                self.leader.addItem(name, seat)
                label = QLabel()
                tricks = CountBox(in_deal)
                tricks.setObjectName(f"tricks{seat}")
                count = CountBox(most)
                count.setObjectName(f"count{seat}")
                points = QLabel()
                points.setObjectName(f"points{seat}")
                points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self._add_row(seat + 1, label, tricks, count, points)
                self.rows.append((seat, label, tricks, count, points))
                count.setVisible(game.scores is not Scores.TRICKS)
            dealer = live.dealer(self.number) if self.editing is None else \
                self._dealer_of(self.number)
            leader = entry.first_leader if entry is not None else (dealer + 1) % rules.players
            self.leader.setCurrentIndex(leader)
            if entry is not None:
                for seat, _label, tricks, count, _points in self.rows:
                    tricks.set_number(entry.tricks[seat])
                    count.set_number(None if entry.counts is None else entry.counts[seat])
        self.count_head.setVisible(not self.over and self.scores is not Scores.TRICKS)
        self._set_tab_order(self.leader)
        self._loading = False
        self.retranslate()

    def _boxes_in_order(self) -> list[CountBox]:
        """The tricks, then what the sub-game counts (but in "All")."""
        boxes = [tricks for _s, _l, tricks, _c, _p in self.rows]
        if self.scores is not Scores.TRICKS:
            boxes += [count for _s, _l, _t, count, _p in self.rows]
        return boxes

    def _dealer_of(self, number: int) -> int:
        """The dealer of deal ``number`` as written (``live.dealer`` reaches the next deal)."""
        rows = self.live.rows
        return rows[number - 1].dealer if number <= len(rows) else self.live.dealer(number)

    # -- reading ---------------------------------------------------------------------------------

    def entry(self) -> MagistrDealEntry | None:
        """The deal as entered, or ``None`` while a number is still to be typed."""
        if not self.rows:
            return None
        tricks = tuple(box.number() for _s, _l, box, _c, _p in self.rows)
        counts: tuple[int | None, ...] | None = None
        if self.scores is not Scores.TRICKS:
            counts = tuple(box.number() for _s, _l, _t, box, _p in self.rows)
        if any(t is None for t in tricks) or (counts is not None and None in counts):
            return None
        return MagistrDealEntry(self.leader.currentData(), tuple(t or 0 for t in tricks),
                                None if counts is None else tuple(c or 0 for c in counts))

    def _trial(self, entry: MagistrDealEntry) -> MagistrLiveGame:
        """The game with ``entry`` written (the next deal, or the correction): ``EntryError``
        with the model's sentence if it cannot be."""
        entries = list(self.live.entries)
        if self.editing is None:
            entries.append(entry)
        else:
            entries[self.editing] = entry
        live = self.live
        return MagistrLiveGame(live.rules, live.names, entries, first_dealer=live.first_dealer)

    # -- checking --------------------------------------------------------------------------------

    def _update(self) -> None:
        self.write.setEnabled(False)
        for *_, points in self.rows:
            points.setText("")
        if self.over:
            self._show_over(self.tricks_line, self.count_line, self.subgame, self.counted)
            return
        self._show_sums()
        entry = self.entry()
        if entry is None:
            if self.touched:
                say(self.error, self.tr("Enter every player's numbers (0 for none)."), HINT)
            else:
                say(self.error, self._hint(), HINT)
            return
        try:
            row = self._trial(entry).rows[self.number - 1]
        except EntryError as err:
            say(self.error, error_text(err), WRONG)
            return
        for seat, *_, points in self.rows:
            points.setText(signed(row.points[seat]))
        say(self.error, self.tr("The deal can be written: {stake:+d} in all.").format(
            stake=sum(row.points)), RIGHT)
        self.write.setEnabled(True)

    def _hint(self) -> str:
        return {
            Scores.TRICKS: self.tr("After the play, enter the tricks each player took."),
            Scores.CARDS: self.tr("After the play, enter the tricks each player took and the "
                                  "scoring cards in them."),
            Scores.LAST_TWO: self.tr("After the play, enter the tricks each player took and "
                                     "who took the last two."),
            Scores.MAX: self.tr("After the play, enter the tricks each player took and the "
                                "card points in them."),
        }[self.scores]

    def _show_sums(self) -> None:
        rules = self.live.rules
        game = subgame(self.number)
        in_deal = rules.hand_size(self.number)
        tricks = [box.number() for _s, _l, box, _c, _p in self.rows]
        typed = [t for t in tricks if t is not None]
        played = sum(typed)
        self.tricks_line.setVisible(bool(typed))
        text = self.tr("Tricks: {played} of {tricks}.").format(played=played, tricks=in_deal)
        if len(typed) == len(tricks) and played < in_deal and game.can_end_early(rules):
            text += " " + self.tr("{left} left unplayed: the deal ended early, every scoring "
                                  "card taken (§7).").format(left=in_deal - played)
        self.tricks_line.setText(text)
        counts = [box.number() for _s, _l, _t, box, _p in self.rows]
        said = [c for c in counts if c is not None]
        self.count_line.setVisible(bool(said) and game.scores in (Scores.CARDS,
                                                                 Scores.LAST_TWO))
        if game.scores is Scores.CARDS:
            self.count_line.setText(self.tr("Scoring cards taken: {taken} of {total}.").format(
                taken=sum(said), total=len(game.scoring_cards(rules))))
        elif game.scores is Scores.LAST_TWO:
            self.count_line.setText(self.tr("The last two tricks: {taken} of 2.").format(
                taken=sum(said)))

    # -- writing ---------------------------------------------------------------------------------

    def _submit(self) -> None:
        entry = self.entry()
        if entry is not None:
            self.submitted.emit(entry)

    # -- language ---------------------------------------------------------------------------------

    def retranslate(self) -> None:
        super().retranslate()
        self.leader_label.setText(self.tr("Led first"))
        self.players_box.setTitle(self.tr("Tricks and what the sub-game counts"))
        self.tricks_head.setText(self.tr("Tricks"))
        self.points_head.setText(self.tr("Points"))
        self.count_head.setText({
            Scores.TRICKS: "",
            Scores.CARDS: self.tr("Scoring cards"),
            Scores.LAST_TWO: self.tr("Of the last two tricks"),
            Scores.MAX: self.tr("Card points"),
        }[self.scores])
        self._show_title()
        if not self._loading:
            self._update()

    def _show_deal_lines(self) -> None:
        live = self.live
        if self.over:
            for widget in (self.deal_line, self.leader_note):
                widget.setText("")
            return
        number, rules = self.number, live.rules
        dealer = live.dealer(number) if self.editing is None else self._dealer_of(number)
        self.subgame.show()
        self.subgame.setText(subgame_line(number, rules))
        game = subgame(number)
        self.counted.setVisible(game.scores is not Scores.TRICKS)
        self.counted.setText(self._counted_text())
        in_deal = rules.hand_size(number)
        self.deal_line.setText(self.tr("Tricks in the deal: {tricks} · dealer: {dealer}").format(
            tricks=in_deal, dealer=live.names[dealer]))
        lowest = rules.first_lead is FirstLead.LOWEST_DIAMOND or number == 1
        self.leader_note.setText(
            self.tr("The player who held the lowest diamond (§5).") if lowest
            else self.tr("The player on the dealer's left (§5)."))
        for seat, label, tricks, count, _points in self.rows:
            name = self._name_row(seat, label, tricks, dealer)
            count.setToolTip(self._count_tip(name))

    def _counted_text(self) -> str:
        rules = self.live.rules
        game = subgame(self.number)
        if game.scores is Scores.CARDS:
            scoring = game.scoring_cards(rules)
            shown = sorted((c for c in DECK if c.index in scoring),
                           key=lambda c: (c.suit, position(c)))
            return self.tr("Scoring cards ({count}): {cards}").format(
                count=len(shown), cards=" ".join(card_text(c) for c in shown))
        if game.scores is Scores.LAST_TWO:
            return self.tr("Count who took the last two tricks: 0, 1 or 2 each.")
        if game.scores is Scores.MAX:
            return self.tr("Count each player's card points in his tricks, with any bonus "
                           "(§1); the most wins the deal's points (§7).")
        return ""

    def _count_tip(self, name: str) -> str:
        return {
            Scores.TRICKS: "",
            Scores.CARDS: self.tr("How many of the scoring cards {name} took."),
            Scores.LAST_TWO: self.tr("How many of the last two tricks {name} took."),
            Scores.MAX: self.tr("{name}'s card points, with any bonus."),
        }[self.scores].format(name=name)
