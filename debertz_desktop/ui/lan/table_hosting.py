"""Hosting a table: the Host dialog, and hosting again a table closed before its end.

A table hosted again (from its autosave after a crash or a close, or from a
file the host saved) has the same seats; its people come back to them as soon
as their programs reconnect, a computer playing for them until then.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox

from ..messages import file_problem_details, file_problem_text
from ..player_names import offered_player_name
from .problems import port_moved_text
from .unfinished_tables import describe_saved_table, unfinished_tables


class TableHosting(QObject):
    """The host's side of the window's network play; ``play`` is its ``NetworkPlay``."""

    def __init__(self, play) -> None:
        super().__init__(play)
        self.play = play
        self.window = play.window

    def ask_host(self) -> None:
        """The Host dialog; on OK (and after "Save changes?"), the table opens and its lobby."""
        from ...net.transport import tls_available
        from .host_dialog import HostDialog

        settings = self.window.settings
        dialog = HostDialog(settings, self.window,
                            player_name=offered_player_name(settings.player_name),
                            encrypted=tls_available())
        self.play.dialog = dialog
        dialog.accepted.connect(lambda d=dialog: self._host_chosen(d))
        dialog.open()

    def _host_chosen(self, dialog) -> None:
        choice = dialog.host_choice()
        self.window.remember_settings(dialog.remembered())
        self.window.files.confirm_discard(lambda: self.host(choice))

    def host(self, choice, **options):
        """Open the table ``choice`` asks for; ``None`` (and a message) if it cannot listen."""
        from ..lan_session import HostSession

        self.play.leave_now()
        try:
            options.setdefault("loopback", self.window.settings.lan_loopback)
            options.setdefault("seed", random.randrange(1 << 30))  # a new deck every table
            session = HostSession.new(choice.name, choice.rules, choice.seats,
                                      join_code=choice.join_code, parent=self.play, **options)
        except OSError as err:
            self._tell_not_opened(err)
            return None
        self.play.adopt(session, is_host=True)
        return session

    def ask_host_again(self, path: Path) -> None:
        self.window.files.confirm_discard(lambda: self.host_again(path))

    def host_again(self, path: Path, **options):
        """Host the table of an autosave again: same seats, the players rejoin theirs."""
        from ...engine.errors import DebertzError
        from ...storage.errors import StorageError
        from ..lan_session import HostSession
        from ..messages import error_text

        self.play.leave_now()
        try:
            options.setdefault("loopback", self.window.settings.lan_loopback)
            session = HostSession.reopen(Path(path), parent=self.play, **options)
        except (StorageError, DebertzError) as err:
            self.play.tell(self.tr("The table could not be hosted again"), error_text(err))
            return None
        except OSError as err:
            self._tell_not_opened(err)
            return None
        self.play.adopt(session, is_host=True)
        self.play.hosted_again()
        wanted = session.host.preferred_port
        if "port" not in options and wanted and session.port != wanted:
            self._tell_port_moved(session, wanted)
        return session

    def _tell_not_opened(self, err: OSError) -> None:
        self.play.tell(self.tr("The table could not be opened"),
                       self.tr("No network port could be opened for the table: {reason}").format(
                           reason=str(err)))

    def _tell_port_moved(self, session, wanted: int) -> None:
        """The table's port is taken by another program: it listens elsewhere."""
        self.play.tell(self.tr("The table moved to another port"), port_moved_text(
            self.play.table_name, wanted, session.port, session.addresses,
            started=session.started, announced=session.host.advertise))

    def offer_saved_table(self, path, data: dict) -> None:
        """Game → Open of a table the host saved: host it again?  (Then "Save changes?" for
        the game on the table, and the table opens; its people come back to their seats.)"""
        def answered(result: int) -> None:
            if result == QMessageBox.StandardButton.Yes:
                self.window.files.confirm_discard(lambda: self.host_saved(path))

        yes, cancel = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Cancel
        self.play.ask("HostSavedBox", self.tr("Host the table"),
                      self.tr("{file} holds the table you hosted, {table}. Host it again now? "
                              "Its players come back to their seats as soon as their programs "
                              "reconnect; until then a computer plays for them.").format(
                          file=Path(path).name, table=describe_saved_table(data)),
                      {yes: self.tr("&Host the table"), cancel: ""}, answered)

    def host_saved(self, path, **options):
        """Host the table saved in ``path`` again; the file stays as saved (the table
        autosaves to its own file) and is the one Save writes to."""
        session = self.host_again(path, keep_file=True, **options)
        if session is not None and self.window.session is session:
            self.window.record_path = str(path)
            self.window.files.mark_saved()
        return session

    def offer_unfinished_tables(self) -> None:
        """On start: a table this copy hosted whose game was not finished — host it again?
        (Else a seat held at another's table — go back to it?)

        Asked once the window's own questions (a damaged settings file, an
        unfinished game) are answered, and the person told of a table's autosave
        or the held seats' file that could not be read (set aside, as a damaged
        game autosave is: he knows why it is not offered); "Not now" keeps it in
        *Host again*.
        """
        waiting = [box for box in (self.window.files.message_box,
                                   getattr(self.window._controller, "warning_box", None))
                   if box is not None and box.isVisible()]
        if waiting:
            waiting[0].finished.connect(
                lambda _result: QTimer.singleShot(0, self.offer_unfinished_tables))
            return
        self.tell_damaged_tables(
            lambda: self.play.joining.tell_damaged_seats(self._offer_unfinished_table))

    def tell_damaged_tables(self, then: Callable[[], None]) -> None:
        """Set aside each hosted table's autosave that cannot be read (``….broken``, kept) and
        say so, as ``GameFiles.offer_resume`` does for games; ``then()`` once it is read (at
        once if none was set aside).  Said once: the file is no longer where tables are."""
        from ...net.table_save import set_aside_damaged_tables

        set_aside = set_aside_damaged_tables()
        if not set_aside:
            then()
            return
        reasons = "\n\n".join(file_problem_text(item.path or "", item.error)
                              for item in set_aside)
        details = "\n\n".join(file_problem_details(item.path or "", item.error)
                              for item in set_aside)
        self.play.tell(self.tr("Unfinished table"),
                       self.tr("A table you hosted could not be read and was set aside: it "
                               "cannot be hosted again.\n\n{reasons}").format(reasons=reasons),
                       name="TableSetAsideBox", details=details, then=then)

    def _offer_unfinished_table(self) -> None:
        tables = unfinished_tables()
        if not tables:
            self.play.joining.offer_held_seat()  # a seat at another's table, if any
            return
        if self.play.active:
            return
        path, data = tables[0]
        def answered(result: int) -> None:
            if result == QMessageBox.StandardButton.Yes:
                self.ask_host_again(path)
            elif result == QMessageBox.StandardButton.Discard:
                with contextlib.suppress(OSError):
                    Path(path).unlink()

        yes, no, discard = (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No,
                            QMessageBox.StandardButton.Discard)
        self.play.ask("HostAgainBox", self.tr("Unfinished table"),
                      self.tr("The table you hosted, {table}, was not finished. Host it again? "
                              "Its players come back to their seats.").format(
                          table=describe_saved_table(data)),
                      {yes: self.tr("&Host again"), no: self.tr("&Not now"), discard: ""},
                      answered)
