"""Join a table on the network: the tables found, a typed address, the name, a seat, the code.

The tables on the local network are listed, each with its game, as they
appear and disappear (``net.discovery.TableBrowser``, ``found_tables``); an
address typed as ``host:port`` reaches a table where multicast is blocked.
Choosing a table connects at once, without taking a seat, so the dialog can
show who sits where and offer the free seats; "Join" then asks for the seat.
A table this copy was seated at (``net.seat_store``) is offered first, to
rejoin — at the address where the network announces it now, if its host
opened it again on another port, else where it was (``held_seats``); a
table's seats are listed by ``seat_list``.  The dialog emits ``joined`` with the seated
``ClientSession`` and closes; a refusal (a wrong code, a taken seat, another
version, a game this program cannot play; ``problems``) is shown in the
dialog, which stays open.  A rejoin that does not get the seat back says so
within seconds, with what can be done (``rejoin_trouble``): nobody answers
(still trying — Stop), or a new table answers at the seat's address (forget
the seat, or join the new table).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...net.discovery import TableAd
from ...net.messages import CODE_LIMIT, NAME_LIMIT, TableInfo
from ...net.seat_store import HeldSeat, forget_seat
from ...net.table_addresses import Address
from ...net.transport import DEFAULT_PORT
from .found_tables import FoundTablesList, parse_address
from .held_seats import HeldSeatsBox
from .problems import end_text, refusal_text
from .rejoin_trouble import RejoinTrouble
from .seat_list import SeatList
from .texts import table_rules_text

log = logging.getLogger(__name__)

class JoinDialog(QDialog):
    """Finds a table and takes a seat at it; ``joined(ClientSession)`` when seated."""

    joined = Signal(object)

    def __init__(self, name: str = "", parent: QWidget | None = None, *,
                 browse: bool = True, session_factory=None, loopback: bool = False) -> None:
        """``name``: the player's name to start with; ``session_factory(host, port, **kw)``
        makes the ``ClientSession`` (the tests pass their own limits through it);
        ``loopback``: look for tables on this computer only (the setting)."""
        super().__init__(parent)
        self._loopback = loopback
        self.setObjectName("JoinDialog")
        if session_factory is None:
            from ..lan_session import ClientSession

            session_factory = ClientSession
        self._make_session = session_factory
        self.session = None
        self._target: tuple[str, int] | None = None
        self._joining = False
        self._pending_join = False
        # The seat asked for by the join under way (``None``: any free one).
        self._asked_seat: int | None = None
        self._rejoining: HeldSeat | None = None
        # A rejoin stopped because another table answers at the seat's address: the seat,
        # that table and where it answers (``rejoin_trouble``).
        self._lost_seat: HeldSeat | None = None
        self._new_table: tuple[TableInfo, Address] | None = None
        self.browser = None

        self.held_box = HeldSeatsBox(self.found_ads, self)
        self.held_list = self.held_box.list
        self.rejoin_button = self.held_box.rejoin_button
        self.held_box.rejoin_asked.connect(self.rejoin_selected)
        self.held_list.itemSelectionChanged.connect(self._held_selected)

        self.found_box = QGroupBox(self)
        found_layout = QVBoxLayout(self.found_box)
        self.found_list = FoundTablesList(self.found_box)
        self.found_list.itemSelectionChanged.connect(self._table_selected)
        self.found_list.itemDoubleClicked.connect(lambda _item, _col: self.join_now())
        self.searching_label = QLabel(self.found_box)
        self.searching_label.setWordWrap(True)
        found_layout.addWidget(self.found_list, 1)
        found_layout.addWidget(self.searching_label)
        address_row = QHBoxLayout()
        self.address_label = QLabel(self.found_box)
        self.address_edit = QLineEdit(self.found_box)
        self.address_edit.setObjectName("address")
        self.address_label.setBuddy(self.address_edit)
        self.connect_button = QPushButton(self.found_box)
        self.connect_button.setObjectName("connect")
        self.connect_button.setAutoDefault(False)
        self.connect_button.clicked.connect(self.connect_typed)
        self.address_edit.returnPressed.connect(self.connect_typed)
        self.address_edit.textEdited.connect(self._address_edited)
        address_row.addWidget(self.address_label)
        address_row.addWidget(self.address_edit, 1)
        address_row.addWidget(self.connect_button)
        found_layout.addLayout(address_row)

        self.table_box = QGroupBox(self)
        table_layout = QVBoxLayout(self.table_box)
        self.table_label = QLabel(self.table_box)
        self.table_label.setObjectName("tableLabel")
        self.table_label.setWordWrap(True)
        self.table_label.setTextFormat(Qt.TextFormat.PlainText)
        self.seat_list = SeatList(self.table_box)
        self.seat_list.itemDoubleClicked.connect(lambda _item: self.join_now())
        table_layout.addWidget(self.table_label)
        table_layout.addWidget(self.seat_list)
        form = QFormLayout()
        self.name_label = QLabel(self.table_box)
        self.name_edit = QLineEdit(self.table_box)
        self.name_edit.setObjectName("playerName")
        self.name_edit.setMaxLength(NAME_LIMIT)
        self.name_edit.setText(name[:NAME_LIMIT])
        self.name_edit.textChanged.connect(self._update_buttons)
        self.name_label.setBuddy(self.name_edit)
        self.code_label = QLabel(self.table_box)
        self.code_edit = QLineEdit(self.table_box)
        self.code_edit.setObjectName("joinCode")
        self.code_edit.setMaxLength(CODE_LIMIT)
        self.code_label.setBuddy(self.code_edit)
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.code_label, self.code_edit)
        table_layout.addLayout(form)

        self.message_label = QLabel(self)
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.trouble = RejoinTrouble(self)
        self.trouble.stop_asked.connect(self.stop_rejoining)
        self.trouble.forget_asked.connect(self.forget_lost_seat)
        self.trouble.other_asked.connect(self.look_at_new_table)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.join_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.setObjectName("join")
        self.join_button.setDefault(True)
        self.buttons.accepted.connect(self.join_now)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.held_box)
        layout.addWidget(self.found_box, 2)
        layout.addWidget(self.table_box, 1)
        layout.addWidget(self.message_label)
        layout.addWidget(self.trouble)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(760)  # the rules of a game's preset are long words

        self.retranslate()
        self._show_table(None)
        self._update_buttons()
        if browse:
            QTimer.singleShot(0, self, self.start_browsing)

    # -- the tables on the network ----------------------------------------------------------------

    def start_browsing(self) -> None:
        """Look for tables (zeroconf); without it the typed address still works."""
        if self.browser is not None:
            return
        try:
            from ...net.discovery import TableBrowser, loopback_only

            self.browser = TableBrowser(loopback=loopback_only(self._loopback), parent=self)
            self.browser.found.connect(self.add_table)
            self.browser.gone.connect(self.remove_table)
            self.browser.start()
            self._update_searching()
        except Exception:  # no zeroconf, no network: say so, keep the address field
            log.exception("looking for tables failed")
            self.browser = None
            self.searching_label.setText(self.tr(
                "Tables cannot be looked for on this network: type the host's address."))

    def add_table(self, ad: TableAd) -> None:
        """A table appeared (or its record changed: free seats)."""
        self.found_list.show_ad(ad)
        self._update_searching()
        self.held_box.place()
        if self.session is not None and self._rejoining is not None:
            self.session.table_seen(ad)  # the table rejoined may be found elsewhere

    def remove_table(self, service: str) -> None:
        if self.found_list.item_for(service) is None:
            return
        was_selected = self.found_list.take(service)
        self.held_box.place()
        if was_selected and self._joining is False and self.session is not None \
                and self.session.table is None:
            self._drop_session()
        self._update_searching()

    def found_ads(self) -> list[TableAd]:
        return self.found_list.ads()

    def _update_searching(self) -> None:
        if self.browser is None:
            return
        count = self.found_list.topLevelItemCount()
        self.searching_label.setText(
            self.tr("Looking for tables on this network…") if count == 0 else
            self.tr("Choose a table, or type the address the host reads out."))

    # -- choosing a table -----------------------------------------------------------------------

    def _table_selected(self) -> None:
        ad = self.found_list.chosen()
        if ad is None:
            return
        self.held_list.clearSelection()
        self.address_edit.setText(f"{ad.address}:{ad.port}")
        self.connect_to(ad.address, ad.port, fingerprint=ad.fingerprint if ad.encrypted else "")

    def _address_edited(self) -> None:
        self.found_list.clearSelection()
        self.held_list.clearSelection()
        self._update_buttons()

    def connect_typed(self) -> None:
        target = parse_address(self.address_edit.text())
        if target is None:
            self._say(self.tr("Type the address the host reads out, for example "
                           "192.168.1.20:{port}.").format(port=DEFAULT_PORT), error=True)
            return
        self.connect_to(*target)

    def connect_to(self, host: str, port: int, *, fingerprint: str = "") -> None:
        """Greet the table at ``host:port`` to see its seats (no seat is taken yet)."""
        if self._target == (host, port) and self.session is not None:
            return
        pending = self._pending_join
        self._drop_session()
        self._pending_join = pending
        self._target = (host, port)
        session = self._make_session(host, port, fingerprint=fingerprint, remember=True,
                                     loopback=self._loopback, parent=self)
        self.session = session
        self._follow(session)
        self._show_table(None)
        self._say(self.tr("Connecting to {address}…").format(address=f"{host}:{port}"))
        session.open()
        self._update_buttons()

    def _drop_session(self) -> None:
        session, self.session = self.session, None
        self._target = None
        self._joining = self._pending_join = False
        self._rejoining = None
        self.trouble.offer()
        if session is not None:
            self._unfollow(session)
            session.close()
            session.deleteLater()

    def _follow(self, session) -> None:
        session.table_changed.connect(self._show_table)
        session.seated.connect(self._on_seated)
        session.request_refused.connect(self._on_refused)
        session.ended.connect(self._on_ended)
        session.table_moved.connect(self._on_moved)
        session.other_table.connect(self._on_other_table)
        session.unanswered.connect(self._on_unanswered)

    def _unfollow(self, session) -> None:
        for signal in (session.table_changed, session.seated, session.request_refused,
                       session.ended, session.table_moved, session.other_table,
                       session.unanswered):
            signal.disconnect()

    def _on_moved(self, address: str) -> None:
        """The table rejoined was found announced at another address: tried there now."""
        if self._rejoining is not None:
            self.trouble.offer()
            self._say(self.tr("«{table}» is at {address} now: rejoining there…").format(
                table=self._rejoining.table_name, address=address))

    def _show_table(self, table: TableInfo | None) -> None:
        self.seat_list.show_table(table)
        if table is None:
            self.table_label.setText(self.tr("Choose a table to see its seats."))
            self.code_edit.setEnabled(True)
            self._update_buttons()
            return
        lock = self.tr("encrypted") if table.encrypted else self.tr("not encrypted")
        self.table_label.setText(self.tr("«{name}», {rules}; {lock}.").format(
            name=table.name, rules=table_rules_text(table.game, table.rules), lock=lock))
        if self.session is not None and self.session.human_seat < 0 and not self._joining:
            self._say("" if table.started is False else self.tr(
                "The game at this table has started: only its players can rejoin."),
                error=table.started)
        self.code_edit.setEnabled(table.join_code)
        if not table.join_code:
            self.code_edit.clear()
        QTimer.singleShot(0, self, self._make_room)  # once the lists' new sizes are laid out
        self._update_buttons()
        if self._pending_join:
            self._pending_join = False
            self.join_now()

    def chosen_seat(self) -> int | None:
        return self.seat_list.chosen_seat()

    def player_name(self) -> str:
        return " ".join(self.name_edit.text().split())

    # -- joining ----------------------------------------------------------------------------------

    def join_now(self) -> None:
        """Take the chosen seat (greeting a typed address first); or rejoin the seat chosen."""
        if self._joining:
            return
        if self.held_list.selectedItems():
            self.rejoin_selected()
            return
        if not self.player_name():
            self._say(self.tr("Type your name: the others see it at the table."), error=True)
            self.name_edit.setFocus()
            return
        target = parse_address(self.address_edit.text())
        if self.session is None or (target is not None and target != self._target):
            self._pending_join = True
            self.connect_typed()
            if self.session is None:
                self._pending_join = False
            return
        if self.session.table is None:  # still greeting: join as soon as it answers
            self._pending_join = True
            return
        code = self.code_edit.text().strip() or None
        if code is None and self.session.table.join_code:
            self._ask_for_code()
            return
        self._joining = True
        self._update_buttons()
        self._asked_seat = self.chosen_seat()
        self._say(self.tr("Taking a seat…"))
        self.session.join(self.player_name(), self._asked_seat, code)

    def _ask_for_code(self) -> None:
        self._say(self.tr("This table asks for a join code: type the code the host reads "
                          "out."), error=True)
        self.code_edit.setFocus()

    def _on_seated(self, seat: int) -> None:
        session = self.session
        self._joining = False
        if session is None:
            return
        self._unfollow(session)
        self.session = None
        self._target = None
        self.joined.emit(session)
        self.accept()

    def _on_refused(self, code: str, text: str) -> None:
        """The table did not seat us: what it means for the player, and where to mend it."""
        self._joining = False
        self._say(self.refusal_text(code, text), error=True)
        if code == "bad_join_code":
            self.code_edit.setFocus()
            self.code_edit.selectAll()
        elif code == "bad_name":
            self.name_edit.setFocus()
            self.name_edit.selectAll()
        elif code in ("seat_taken", "no_such_seat"):
            self.seat_list.setFocus()
        self._update_buttons()

    def refusal_text(self, code: str, text: str) -> str:
        """Why the table refused, in a sentence (``text``: the protocol's reason, translated)."""
        return refusal_text(code, text, code_typed=bool(self.code_edit.text().strip()),
                            seat=self._asked_seat)

    def _on_ended(self, code: str, text: str) -> None:
        held = self._rejoining
        target = self.session.address if held is not None and self.session is not None \
            else self._target
        self._drop_session()
        if held is not None and code == "bad_token":
            self.held_box.fill()
        self._say(end_text(code, text, target), error=True)
        self._update_buttons()

    # -- rejoining ------------------------------------------------------------------------------

    def held_address(self, held: HeldSeat) -> Address:
        """Where the table of ``held`` is now (announced there, else where it was)."""
        return self.held_box.address(held)

    def _held_selected(self) -> None:
        if self.held_list.selectedItems():
            self.found_list.clearSelection()
        self._update_buttons()

    def rejoin_selected(self) -> None:
        held = self.held_box.chosen()
        if held is None:
            return
        self._drop_session()
        self._target = (held.host, held.port)
        self._rejoining = held
        # the address it was joined at; where it is announced now goes first (``table_seen``)
        session = self._make_session(held.host, held.port, token=held.token,
                                     fingerprint=held.fingerprint, table_id=held.table_id,
                                     deals_seen=held.deals_seen, loopback=self._loopback,
                                     parent=self)
        for ad in self.found_ads():
            session.table_seen(ad)
        self.session = session
        self._follow(session)
        self._joining = True
        self._say(self.tr("Rejoining «{table}»…").format(table=held.table_name))
        session.open()
        self._update_buttons()

    # -- a rejoin in trouble ----------------------------------------------------------------

    def _on_unanswered(self) -> None:
        """No table has answered for a few seconds: said, and the tries can be stopped."""
        held = self._rejoining
        if held is None:
            return
        self._say(self.trouble.unanswered_text(held.table_name, str(self.held_address(held))),
                  error=True)
        self.trouble.offer(stop=True)

    def stop_rejoining(self) -> None:
        """*Stop trying*: the seat stays held, to rejoin later."""
        held = self._rejoining
        self._drop_session()
        if held is not None:
            self._say(self.trouble.stopped_text(held.table_name))
        self._update_buttons()

    def _on_other_table(self, table: TableInfo) -> None:
        """Another table answers where the seat's was: its host hosts a new one there, and this
        one no longer has the seat — unless the seat's table is announced elsewhere, where
        the tries go on."""
        held, session = self._rejoining, self.session
        if held is None or session is None or session.looked_for_elsewhere:
            return
        address = Address(*session.address)
        self._drop_session()  # no more knocking there
        self._lost_seat, self._new_table = held, (table, address)
        self.held_list.clearSelection()  # Join (Enter) is for the new table there now
        self.address_edit.setText(str(address))
        self._say(self.trouble.other_table_text(held.table_name, table.name, str(address)),
                  error=True)
        self.trouble.offer(forget=True, other=True)
        self._update_buttons()

    def forget_lost_seat(self) -> None:
        held, self._lost_seat = self._lost_seat, None
        if held is None:
            return
        forget_seat(held.table_id)
        self.held_box.fill()
        self.held_list.clearSelection()  # Join is for the new table now, not another seat
        self._say(self.trouble.forgotten_text(held.table_name))
        self.trouble.offer(other=self._new_table is not None)
        self._update_buttons()

    def look_at_new_table(self) -> None:
        """*Join the new table*: its seats are shown, as when it is chosen in the list."""
        new, self._new_table = self._new_table, None
        self._lost_seat = None
        if new is None:
            return
        table, address = new
        self.held_list.clearSelection()
        self.trouble.offer()
        for ad in self.found_ads():
            if ad.id == table.id and (ad.address, ad.port) == (address.host, address.port):
                item = self.found_list.item_for(ad.service)
                if item is not None:
                    self.found_list.setCurrentItem(item)  # connects, with its fingerprint
                    return
        self.address_edit.setText(str(address))
        self.connect_to(address.host, address.port)

    # -- the dialog ---------------------------------------------------------------------------

    def _make_room(self) -> None:
        """As high as the layout asks at the dialog's width, within the screen.  Its labels
        wrap, and Qt's least height for such a window counts less than the layout then
        gives out: a table's seats were drawn under the name field below them."""
        layout = self.layout()
        if not layout.hasHeightForWidth():
            return
        need = layout.heightForWidth(self.width())
        screen = self.screen()
        if screen is not None:
            frame = self.frameGeometry().height() - self.height()
            need = min(need, screen.availableGeometry().height() - frame)
        self.setMinimumHeight(need)
        if self.height() < need:
            self.resize(self.width(), need)

    def _say(self, text: str, *, error: bool = False) -> None:
        palette = self.message_label.palette()
        palette.setColor(QPalette.ColorRole.WindowText,
                         QColor(190, 30, 30) if error else
                         self.palette().color(QPalette.ColorRole.WindowText))
        self.message_label.setPalette(palette)
        self.message_label.setText(text)

    def message(self) -> str:
        return self.message_label.text()

    def _update_buttons(self) -> None:
        self.join_button.setEnabled(not self._joining)
        self.held_box.set_busy(self._joining)

    def done(self, result: int) -> None:
        if result != QDialog.DialogCode.Accepted:
            self._drop_session()
        if self.browser is not None:
            self.browser.stop()
            self.browser = None
        super().done(result)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a table on the network"))
        self.held_box.retranslate()
        self.trouble.retranslate()
        self.found_box.setTitle(self.tr("Tables on this network"))
        self.found_list.retranslate()
        self.address_label.setText(self.tr("&Address:"))
        self.address_edit.setPlaceholderText(self.tr("host:port, for example 192.168.1.20:{port}")
                                             .format(port=DEFAULT_PORT))
        self.connect_button.setText(self.tr("&Look"))
        self.connect_button.setToolTip(self.tr("Connect to this address and show its seats"))
        self.table_box.setTitle(self.tr("Your seat"))
        self.name_label.setText(self.tr("Your &name:"))
        self.code_label.setText(self.tr("Join c&ode:"))
        self.code_edit.setPlaceholderText(self.tr("if the host gave one"))
        self.join_button.setText(self.tr("&Join"))
        self._update_searching()
        if self.session is not None:
            self._show_table(self.session.table)
        else:
            self._show_table(None)
