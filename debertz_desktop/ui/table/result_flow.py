"""The deal's summary, then the game's result: when each shows on the felt, and who waits.

A deal's summary (``deal_summary.DealSummaryPanel``) shows once the deal's last
trick has gone to its pile, beside the new deal's bidding; it stays until the
person closes it (its button, a key, or a move at the table), and a game
against the computer waits for that.  When the game ends, the last deal's
summary comes first and its button then shows the game's result
(``game_over.GameOverPanel``, with New game, Save and Print); a finished game
opened or resumed shows its result at once.  Where they stand on the felt is
``overlay_placement.py``.

The table (``card_table.CardTable``) makes this part and hands itself over;
this module never imports the table.  Its one text keeps the table's
translation context (``CardTable``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer


class ResultFlow(QObject):
    """The summary of each deal and the result of the game on ``table`` (the ``CardTable``,
    whose ``summary``, ``game_over``, ``notice``, ``placement``, ``panel`` and ``session`` it
    uses)."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.table = table
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._show_summary)
        #: The summary waiting for the last trick to reach its pile.
        self._due = None
        #: The game is over: its result shows once the last deal's summary is closed.
        self.over_due = False
        table.summary.closed.connect(self._summary_closed)
        table.scene.trick_let_go.connect(self._trick_gone)

    def clear(self) -> None:
        """Another game on the table (a table on the network played again, or another
        session): the last game's result and summary go."""
        self.over_due = False
        self._timer.stop()
        self._due = None
        self.table.summary.setVisible(False)
        self.table.game_over.setVisible(False)

    def deal_scored(self, summary) -> None:
        """Shown once the last trick has gone to its pile, beside the new deal's bidding; it
        stays until the person closes it, and the computers wait for that."""
        self._due = summary
        self._pause(True)  # the computers wait from now; the prompt says why once it shows
        self._show_when_still()

    def _show_when_still(self) -> None:
        wait = self.table.scene.busy_ms()
        if wait > 0:
            self._timer.start(wait)
        else:
            self._show_summary()

    def _trick_gone(self) -> None:
        if self._due is not None:
            self._show_when_still()

    def _show_summary(self) -> None:
        """Once the cards have stopped moving and no trick is kept on the felt to be read (a
        lesson's, ``TableScene.keep_trick``), which the summary would cover."""
        if self.table.scene.trick_kept:
            return  # ``_trick_gone`` comes back
        summary, self._due = self._due, None
        if summary is not None:
            table = self.table
            table.summary.offer_review(table.can_review())
            table.summary.show_summary(summary, final=self.over_due)
            table.placement.summary_high = False
            table.placement.place_summary()
            table.notice.place()  # out of the summary's way
            self._say_reading()

    def offer_review(self) -> None:
        """The deals became reviewable (a network game's record came at its end)."""
        if self.table.summary.isVisible():
            self.table.summary.offer_review(self.table.can_review())

    def game_over(self, side: int) -> None:
        """The last deal's summary first; its button then shows the game's result."""
        self.over_due = True
        if self.table.summary.isVisible():
            self.table.summary.set_final(True)
        elif self._due is None:
            QTimer.singleShot(self.table.scene.busy_ms(), self._show_game_over)

    def result_at_once(self) -> None:
        """A finished game opened or resumed: its result, as at its end."""
        self.over_due = True
        QTimer.singleShot(0, self._show_game_over)

    def _summary_closed(self) -> None:
        self._pause(False)
        if self.over_due:
            self._show_game_over()
        if not self.table.game_over.isVisible():  # else the keyboard stays with the result
            self.table.focus_hand()

    def _pause(self, on: bool) -> None:
        """While the person reads a deal's summary, a game against the computer waits: from
        the moment the deal is scored, though the summary shows only once the last trick has
        gone to its pile."""
        session = self.table.session
        if session is None or not hasattr(session, "pause") or (on and session.is_over):
            return
        if not on:
            self.table.panel.set_waiting({})
        session.pause(on)

    def _say_reading(self) -> None:
        """The prompt asks for the summary to be read once it is there to read (said before,
        it asked for a close while the last trick was still on the felt)."""
        session = self.table.session
        if (session is None or not hasattr(session, "pause") or session.is_over
                or not session.paused):
            return
        text = QCoreApplication.translate(
            "CardTable", "Read the deal's summary, then close it (or press a key) to go on.")
        self.table.panel.set_waiting({seat: text for seat in range(session.rules.players)
                                      if seat != session.human_seat})

    def _show_game_over(self) -> None:
        table = self.table
        if not self.over_due or table.session is None:
            return
        self.over_due = False
        table.summary.setVisible(False)
        table.notice.dismiss()  # the result says it all
        table.game_over.show_result(table.session.sheet, tuple(table.session.names),
                                    table.session.rules)
        table.placement.place_game_over()


__all__ = ["ResultFlow"]
