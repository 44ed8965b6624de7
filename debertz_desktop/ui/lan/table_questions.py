"""The questions about the network table itself: leave or close it, play again at it.

Closing the host's table stops the game for everybody at it, so it is asked as
such (with "Save changes?" first when a new game or another file replaces it);
a lobby or a finished game's table just closes.  A client's leaving mid-game hands
his seat to a computer, and so does his quitting the program mid-game, until he
comes back (asked too).  At the host's finished table,
New game offers the same people again.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox

from ..save_changes import ask_save_changes


class TableQuestions(QObject):
    """Asked in the window about its network table; ``play`` is the window's ``NetworkPlay``."""

    def __init__(self, play) -> None:
        super().__init__(play)
        self.play = play
        self.window = play.window
        # The person said Quit while at a table: the window's closing asks no more.
        self._quit_answered = False

    def confirm_leave(self, go_on, *, ask_save: bool = False) -> None:
        """Ask before the table is left (a client) or closed (the host); then ``go_on()``.

        ``ask_save`` (a new game or another file instead of the table): the host's table
        with moves not saved asks "Save changes?" as a game against the computer does.
        """
        play = self.play
        if play.session is None:
            if go_on is not None:
                go_on()
            return

        def leave() -> None:
            play.leave_now()
            if go_on is not None:
                QTimer.singleShot(0, go_on)

        name = play.table_name
        if ask_save and play.is_host and play.playing and self.window.files.unsaved_moves():
            play.message_box = ask_save_changes(
                self.window, self.tr("The game at your table «{name}» has moves that are not "
                                     "saved. Save it first? The table closes for everybody at "
                                     "it.").format(name=name),
                save=self.window.files.save, go_on=leave)
            return
        # a game under way stops (and may be hosted again); a lobby or a finished game's
        # table just closes: it is not offered again
        under_way = play.playing and not play.session.is_over
        if play.is_host and under_way:
            text = self.tr("Close the table «{name}»? The game stops for everybody at it; you "
                           "can host it again later (Game → Play on the network → Host "
                           "again).").format(name=name)
        elif play.is_host:
            text = self.tr("Close the table «{name}»? It closes for everybody at it.").format(
                name=name)
        elif under_way:
            text = self.tr("Leave the table «{name}»? A computer plays your seat for the rest "
                           "of the game.").format(name=name)
        else:
            text = self.tr("Leave the table «{name}»?").format(name=name)
        title = self.tr("Close the table") if play.is_host else self.tr("Leave the table")

        def answered(result: int) -> None:
            if result == QMessageBox.StandardButton.Yes:
                leave()

        play.ask("LeaveTableBox", title, text,
                 {QMessageBox.StandardButton.Yes: "", QMessageBox.StandardButton.No: ""},
                 answered, parent=play.lobby)

    def must_ask_quit(self) -> bool:
        """The program is quitting while its person plays at someone else's table."""
        play = self.play
        session = play.session
        return (session is not None and not play.is_host and play.playing
                and not session.is_over and not self._quit_answered)

    def confirm_quit(self, go_on) -> None:
        """A guest quits mid-game: his seat goes to a computer until he comes back — say so
        (the host is asked about closing his table; a guest was not asked at all)."""
        play = self.play

        def answered(result: int) -> None:
            if result == QMessageBox.StandardButton.Yes:
                self._quit_answered = True
                QTimer.singleShot(0, go_on)

        yes, cancel = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Cancel
        play.ask("QuitTableBox", self.tr("Quit"),
                 self.tr("You are playing at «{name}». Quit anyway? A computer plays your "
                         "seat until you come back: start Debertz again and join the table "
                         "(Game → Play on the network → Join a table): your seat waits for "
                         "you.").format(name=play.table_name),
                 {yes: self.tr("&Quit"), cancel: self.tr("&Stay at the table")}, answered)

    def offer_another_game(self, elsewise) -> bool:
        """New game at the host's finished table: the same people again, or ``elsewise()``
        (a new game here, once the table is closed).  ``False``: not the host's to offer."""
        play = self.play
        session = play.session
        if session is None or not play.is_host or not session.is_over:
            return False
        def answered(result: int) -> None:
            if result == QMessageBox.StandardButton.Yes and play.session is session:
                self.window.files.forget_game()
                self.window.record_path = None  # a new game: Save asks for a new file
                session.new_game()
            elif result == QMessageBox.StandardButton.No:
                QTimer.singleShot(0, elsewise)

        yes, no, cancel = (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No,
                           QMessageBox.StandardButton.Cancel)
        play.ask("AnotherGameBox", self.tr("New game"),
                 self.tr("Play another game with the same people at «{name}»?").format(
                     name=play.table_name),
                 {yes: self.tr("&Same people"), no: self.tr("A new game &here"), cancel: ""},
                 answered)
        return True
