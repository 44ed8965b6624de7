"""The lobby: who sits where, who is still missing, the chat, and (for the host) the start.

Everybody sees the seats as the host's table has them (``TableInfo``), whether
the connection is encrypted, and the chat.  The host also sees the address
and join code to read out, and for each seat what he can do before the start:
let a computer take a person's seat that nobody has taken (or whose person
dropped), give a computer's seat back to a person, send a person away.  "Start
the game" is on when every person's seat is taken by a connected person.
The lobby closes when the game starts (the controller shows the table).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.seat_names import computer_number, first_person
from ...net.messages import TableInfo
from ..player_names import computer_name
from .chat import ChatLog, ChatPanel
from .texts import (
    level_text,
    missing_seats,
    partner_text,
    seat_name,
    seat_state,
    seat_title,
    table_rules_text,
)

#: The columns of the seats' table.
SEAT, NAME, STATE, CONTROL = range(4)
LEVELS = ("easy", "medium", "hard")


class LobbyDialog(QDialog):
    """The table before its game: seats, chat, the host's controls.

    ``leave_requested`` when the person closes it (the controller asks and
    leaves or closes the table); the controller closes it with ``done``.
    """

    leave_requested = Signal()

    def __init__(self, session, chat: ChatLog, *, is_host: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LobbyDialog")
        self.session = session
        self.is_host = is_host
        self.table: TableInfo | None = None

        self.title_label = QLabel(self)
        self.title_label.setObjectName("lobbyTitle")
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        self.title_label.setWordWrap(True)
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title_label.setFont(font)
        self.rules_label = QLabel(self)
        self.rules_label.setTextFormat(Qt.TextFormat.PlainText)
        self.rules_label.setWordWrap(True)  # a game's preset has long words, in Russian too
        self.lock_label = QLabel(self)
        self.lock_label.setObjectName("encryption")
        self.lock_label.setWordWrap(True)
        self.lock_label.setTextFormat(Qt.TextFormat.PlainText)

        self.invite = QWidget(self)
        invite = QGridLayout(self.invite)
        invite.setContentsMargins(0, 0, 0, 0)
        self.address_caption = QLabel(self.invite)
        self.address_label = QLabel(self.invite)
        self.address_label.setObjectName("address")
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QToolButton(self.invite)
        self.copy_button.setObjectName("copyAddress")
        self.copy_button.clicked.connect(self.copy_address)
        self.code_caption = QLabel(self.invite)
        self.code_label = QLabel(self.invite)
        self.code_label.setObjectName("joinCode")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        big = self.address_label.font()
        big.setPointSizeF(big.pointSizeF() * 1.3)
        big.setBold(True)
        self.address_label.setFont(big)
        self.code_label.setFont(big)
        self.firewall_label = QLabel(self.invite)
        self.firewall_label.setWordWrap(True)
        invite.addWidget(self.address_caption, 0, 0)
        invite.addWidget(self.address_label, 0, 1)
        invite.addWidget(self.copy_button, 0, 2)
        invite.addWidget(self.code_caption, 1, 0)
        invite.addWidget(self.code_label, 1, 1)
        invite.addWidget(self.firewall_label, 2, 0, 1, 3)
        invite.setColumnStretch(1, 1)
        self.invite.setVisible(is_host)

        self.seats = QGroupBox(self)
        self.seats.setObjectName("lobbySeats")
        self.seat_grid = QGridLayout(self.seats)
        self.seat_grid.setColumnStretch(STATE, 1)
        self.seat_grid.setHorizontalSpacing(14)
        self._seat_widgets: list[list[QWidget]] = []
        self.waiting_label = QLabel(self)
        self.waiting_label.setObjectName("waiting")
        self.waiting_label.setWordWrap(True)
        self.waiting_label.setTextFormat(Qt.TextFormat.PlainText)

        self.chat_panel = ChatPanel(chat, session.say, self)

        self.buttons = QDialogButtonBox(self)
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("startGame")
        self.start_button.clicked.connect(self.start_game)
        self.leave_button = QPushButton(self)
        self.leave_button.setObjectName("leaveTable")
        self.leave_button.setAutoDefault(False)
        self.leave_button.clicked.connect(self.leave_requested)
        if is_host:
            self.buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
            self.start_button.setDefault(True)
        else:
            self.start_button.hide()
        self.buttons.addButton(self.leave_button, QDialogButtonBox.ButtonRole.RejectRole)

        top = QHBoxLayout()
        top.addWidget(self.title_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.rules_label)
        layout.addWidget(self.lock_label)
        layout.addWidget(self.invite)
        layout.addWidget(self.seats)
        layout.addWidget(self.waiting_label)
        layout.addWidget(self.chat_panel, 1)
        layout.addWidget(self.buttons)

        session.table_changed.connect(self.show_table)
        self.retranslate()
        if session.table is not None:
            self.show_table(session.table)

    def sizeHint(self) -> QSize:
        """Room for a few chat lines to start with.  Not a least size: the layout's own must
        win, or the seats' texts ("Waiting for a person to join · partner of …") are cut."""
        return super().sizeHint().expandedTo(QSize(560, 500))

    # -- the table ---------------------------------------------------------------------------

    def show_table(self, table: TableInfo) -> None:
        self.table = table
        self.title_label.setText(table.name)
        self.rules_label.setText(table_rules_text(table.game, table.rules))
        self._show_lock(table)
        for row in self._seat_widgets:
            for widget in row:
                self.seat_grid.removeWidget(widget)
                widget.deleteLater()
        self._seat_widgets = []
        mine = getattr(self.session, "human_seat", -1)
        for seat in table.seats:
            name = seat_name(seat)
            if seat.seat == mine:
                name = self.tr("{name} (you)").format(name=name)
            row: list[QWidget] = []
            state = seat_state(seat, table.started)
            partner = partner_text(table, seat.seat)
            if partner and seat.seat != mine:
                state = f"{state} · {partner}"
            for column, text in enumerate((seat_title(seat.seat), name, state)):
                label = QLabel(text, self.seats)
                label.setTextFormat(Qt.TextFormat.PlainText)
                if column == NAME:
                    font = label.font()
                    font.setBold(True)
                    label.setFont(font)
                if column == STATE and seat.kind != "computer" and not (
                        seat.taken and seat.connected):
                    label.setStyleSheet("color: #a01010;")
                self.seat_grid.addWidget(label, seat.seat, column)
                row.append(label)
            if self.is_host and seat.kind != "host":
                control = self._seat_control(table, seat)
                self.seat_grid.addWidget(control, seat.seat, CONTROL)
                row.append(control)
            self._seat_widgets.append(row)
        self._show_waiting(table)

    def _show_lock(self, table: TableInfo) -> None:
        encrypted = table.encrypted and getattr(self.session, "encrypted", table.encrypted)
        self.lock_label.setText(
            self.tr("Encrypted: nobody else on the network can read the cards.")
            if encrypted
            else "⚠ " + self.tr("Not encrypted: this computer's Qt has no TLS, so others on the "
                           "network could read the cards."))

    def _show_waiting(self, table: TableInfo) -> None:
        missing = missing_seats(table)
        if missing:
            names = ", ".join(seat_title(s.seat) for s in missing)
            text = self.tr("Still missing: {seats}.").format(seats=names)
            if self.is_host:
                text += " " + self.tr("Or let a computer take a seat (the button beside it).")
        elif self.is_host:
            text = self.tr("Everybody is here: start the game when you are ready.")
        else:
            text = self.tr("Everybody is here: the host starts the game.")
        self.waiting_label.setText(text)
        self.start_button.setEnabled(self.is_host and table.can_start and not table.started)

    def _seat_control(self, table: TableInfo, seat) -> QPushButton:
        """The host's button for a seat: a computer takes it, a person may have it, send away."""
        button = QPushButton(self.seats)
        button.setObjectName(f"seatControl{seat.seat}")
        button.setAutoDefault(False)
        if seat.kind == "person":
            button.setText(self.tr("Change") if seat.taken else self.tr("A computer takes it"))
            menu = QMenu(button)
            for level in LEVELS:
                action = menu.addAction(
                    self.tr("Computer: {level}").format(level=level_text(level)))
                action.setObjectName(f"computer.{level}")
                action.triggered.connect(
                    lambda _=False, s=seat.seat, lv=level: self.seat_computer(s, lv))
            if seat.taken:
                menu.addSeparator()
                away = menu.addAction(self.tr("Send {name} away").format(name=seat.name))
                away.setObjectName("free")
                away.triggered.connect(lambda _=False, s=seat.seat: self.session.free_seat(s))
            button.setMenu(menu)
            # the menu's arrow is drawn over the text unless there is room for it
            button.setMinimumWidth(button.sizeHint().width() + 16)
        else:
            button.setText(self.tr("For a person"))
            button.setToolTip(self.tr("Offer this seat to a person on the network"))
            button.clicked.connect(lambda _=False, s=seat.seat: self.session.set_person(s))
        button.setEnabled(not table.started)
        return button

    def seat_computer(self, seat: int, level: str) -> None:
        """A computer of ``level`` takes ``seat`` (a person's that nobody connected holds)."""
        info = self.table.seats[seat] if self.table is not None else None
        if info is not None and info.taken:
            self.session.free_seat(seat)
        people = (s.kind != "computer" for s in self.table.seats) if self.table else ()
        # numbered as in ``engine.seat_names`` (the host's seat skipped: seat 1 has "Computer
        # 1"), the program's default name, which every guest shows in his own language
        number = computer_number(seat, first_person(people))
        self.session.set_computer(seat, level, computer_name(number))

    def seat_text(self, seat: int, column: int) -> str:
        """What the lobby says of ``seat`` in ``column`` (``SEAT``, ``NAME``, ``STATE``)."""
        return self._seat_widgets[seat][column].text()

    def seat_control(self, seat: int) -> QPushButton | None:
        """The host's button for ``seat`` (none for his own)."""
        row = self._seat_widgets[seat]
        return row[CONTROL] if len(row) > CONTROL else None

    def start_game(self) -> None:
        if self.is_host and self.table is not None and self.table.can_start:
            self.start_button.setEnabled(False)
            self.session.start_game()

    # -- the host's invitation ---------------------------------------------------------------

    def addresses(self) -> list[str]:
        """``address:port`` for people to type."""
        return list(getattr(self.session, "addresses", []))

    def _show_invite(self) -> None:
        if not self.is_host:
            return
        addresses = self.addresses()
        self.address_label.setText("\n".join(addresses))
        code = getattr(self.session, "join_code", None)
        self.code_caption.setVisible(bool(code))
        self.code_label.setVisible(bool(code))
        self.code_label.setText(code or "")
        port = getattr(self.session, "port", 0)
        self.firewall_label.setText(self.tr(
            "People on this network type this address in Game → Play on the network → Join, "
            "or find the table in its list. A firewall on this computer must let TCP port "
            "{port} in.").format(port=port))

    def copy_address(self) -> None:
        addresses = self.addresses()
        if addresses:
            QGuiApplication.clipboard().setText(addresses[0])

    # -- the dialog ----------------------------------------------------------------------------

    def reject(self) -> None:
        """Escape or the close button: the person wants to leave (the controller asks)."""
        self.leave_requested.emit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Table on the network"))
        self.address_caption.setText(self.tr("Others join at:"))
        self.code_caption.setText(self.tr("Join code:"))
        self.copy_button.setText(self.tr("Copy"))
        self.copy_button.setToolTip(self.tr("Copy the address to the clipboard"))
        self.seats.setTitle(self.tr("Seats"))
        self.start_button.setText(self.tr("&Start the game"))
        self.leave_button.setText(self.tr("&Close the table") if self.is_host
                                  else self.tr("&Leave the table"))
        self._show_invite()
        if self.table is not None:
            self.show_table(self.table)
