"""Going back to a held seat whose table is gone says so within seconds (127.0.0.1 only).

A tester's Join dialog sat for minutes on "Rejoining «Root's table»…" while its
program knocked at the table's address every 3 seconds: the host had discarded
the table, or hosted a new one (the same name) at the same address.  Now the
dialog says, when another table answers there, that this table no longer has
the seat — forget it, or join the new table; and when nobody answers, after a
few seconds, that the host does not answer and it is still trying, with Stop.
"""

from __future__ import annotations

import socket

import pytest
from lan_windows import close_boxes, make_window
from PySide6.QtNetwork import QHostAddress

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net import joining
from debertz_desktop.net.hosting import TableHost
from debertz_desktop.net.seat_store import HeldSeat, held_seats, remember_seat
from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig
from debertz_desktop.ui.lan.join_dialog import JoinDialog


@pytest.fixture(autouse=True)
def no_boxes_left():
    yield
    close_boxes()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def hold_seat(port: int, fingerprint: str = "") -> HeldSeat:
    seat = HeldSeat(table_id="t-old", table_name="Root's table", host="127.0.0.1", port=port,
                    seat=1, token="x" * 32, name="Ann", fingerprint=fingerprint,
                    encrypted=bool(fingerprint))
    remember_seat(seat)
    return seat


def join_dialog(qtbot) -> JoinDialog:
    dialog = JoinDialog("Ann", browse=False, loopback=True)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_nobody_answering_is_said_within_seconds_and_stop_ends_the_tries(qtbot, monkeypatch):
    monkeypatch.setattr(joining, "NO_ANSWER_SECONDS", 0.6)  # 8 s in the program
    port = free_port()
    hold_seat(port)
    dialog = join_dialog(qtbot)
    trouble = dialog.trouble
    dialog.rejoin_button.click()
    assert dialog.message() == "Rejoining «Root's table»…"
    assert not trouble.stop_button.isVisible()
    qtbot.waitUntil(trouble.stop_button.isVisible, timeout=4000)
    assert dialog.message() == (
        f"The host of «Root's table» does not answer at 127.0.0.1:{port}: its program may be "
        "closed, or the table not hosted again yet. Still trying…")
    assert dialog.session is not None  # still trying meanwhile
    trouble.stop_button.click()
    assert dialog.session is None and not trouble.isVisible()
    assert dialog.message() == ("Stopped. Your seat at «Root's table» stays in the list above: "
                                "Rejoin once its host has hosted the table again.")
    assert dialog.rejoin_button.isEnabled() and dialog.join_button.isEnabled()
    assert [s.table_id for s in held_seats()] == ["t-old"]


def test_the_go_back_offer_says_when_nobody_answers(qtbot, monkeypatch):
    monkeypatch.setattr(joining, "NO_ANSWER_SECONDS", 0.6)
    hold_seat(free_port())
    window = make_window(qtbot, start_game=True)
    qtbot.waitUntil(lambda: window.network.message_box is not None
                    and window.network.message_box.isVisible(), timeout=5000)
    box = window.network.message_box
    box.button(box.StandardButton.Yes).click()  # Go back
    qtbot.waitUntil(lambda: window.network.dialog is not None, timeout=5000)
    dialog = window.network.dialog
    qtbot.waitUntil(dialog.trouble.stop_button.isVisible, timeout=4000)
    assert "does not answer" in dialog.message() and "Still trying…" in dialog.message()
    dialog.reject()


def new_table_at(port: int, name: str = "Root's table") -> TableHost:
    """The host's program hosts a new table where the old one was (its own certificate)."""
    config = TableConfig(name, preset("classic", players=2),
                         (SeatPlan(SeatKind.PERSON), SeatPlan(SeatKind.COMPUTER, "C", "easy")))
    host = TableHost.new(config, advertise=False, delay_ms=0)
    assert host.open(QHostAddress(QHostAddress.SpecialAddress.LocalHost), port) == port
    return host


def test_a_new_table_at_the_address_says_the_seat_is_gone_and_offers_the_new_one(qtbot):
    port = free_port()
    new = new_table_at(port)
    try:
        hold_seat(port, new.fingerprint)
        dialog = join_dialog(qtbot)
        trouble = dialog.trouble
        joined: list = []
        dialog.joined.connect(joined.append)
        dialog.rejoin_button.click()
        qtbot.waitUntil(trouble.forget_button.isVisible, timeout=3000)
        assert dialog.message() == (
            f"This table no longer has your seat: at 127.0.0.1:{port} its host has a new "
            "table now, «Root's table». Join the new table, or forget your seat at «Root's "
            "table» (keep it only if the host may still open that table again).")
        assert dialog.session is None  # no more knocking; the token never went there
        assert not any(s.taken for s in new.table.info().seats if s.kind == "person")
        assert trouble.other_button.isVisible() and not trouble.stop_button.isVisible()
        assert dialog.rejoin_button.isEnabled()
        # Join (Enter) now means the table at that address, not the old seat again
        assert not dialog.held_list.selectedItems()
        assert dialog.address_edit.text() == f"127.0.0.1:{port}"

        trouble.forget_button.click()
        assert held_seats() == [] and not dialog.held_box.isVisible()
        assert dialog.message() == "Your seat at «Root's table» is forgotten."
        assert trouble.other_button.isVisible() and not trouble.forget_button.isVisible()

        trouble.other_button.click()  # its seats are shown, to join
        qtbot.waitUntil(lambda: dialog.session is not None and dialog.session.table is not None,
                        timeout=5000)
        assert dialog.session.table.id == new.table.table_id
        assert dialog.address_edit.text() == f"127.0.0.1:{port}"
        assert not trouble.isVisible()
        dialog.join_button.click()
        qtbot.waitUntil(lambda: bool(joined), timeout=5000)
        assert joined[0].human_seat == 0
        joined[0].close()
    finally:
        new.close()


def test_the_seat_is_kept_when_its_table_is_announced_elsewhere(qtbot):
    """Another table took the old port, but the seat's table is announced at another one
    (its host opened it again there): the rejoin goes on there, nothing is given up."""
    from debertz_desktop.net.discovery import TableAd

    port = free_port()
    other = new_table_at(port, "Kitchen")
    try:
        hold_seat(port, other.fingerprint)
        dialog = join_dialog(qtbot)
        ad = TableAd(service="Root's table (01)._debertz._tcp.local.", id="t-old",
                     name="Root's table", address="127.0.0.1", port=free_port(), protocol=1,
                     rules="classic 2p 501", players=2, free=0, encrypted=other.encrypted,
                     fingerprint=other.fingerprint, join_code=False)
        dialog.add_table(ad)
        dialog.rejoin_button.click()
        answered: list = []
        dialog.session.connection.other_table.connect(answered.append)
        qtbot.waitUntil(lambda: bool(answered), timeout=8000)
        qtbot.wait(100)
        assert dialog.session is not None  # still looking, at the announced address too
        assert not dialog.trouble.forget_button.isVisible()
        assert [s.table_id for s in held_seats()] == ["t-old"]
        dialog.reject()
    finally:
        other.close()


def test_a_players_table_says_when_nobody_answers_and_when_a_new_table_does(qtbot, monkeypatch):
    """The same at the table, while the program reconnects by itself: the banner said
    "reconnecting" for 15 minutes, whoever answered."""
    from test_lan_play import start_two

    monkeypatch.setattr(joining, "NO_ANSWER_SECONDS", 0.8)
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, ann = start_two(qtbot, host_window, ann_window)
    port, table_host = host.port, host.host
    table_host._tick.stop()  # the host's program dies
    table_host.transport.server.close()
    for sock in list(table_host.transport._sockets.values()):
        sock.abort()
    qtbot.waitUntil(lambda: ann_window.network.banner is not None
                    and ann_window.network.banner.isVisible(), timeout=5000)
    banner = ann_window.network.banner
    qtbot.waitUntil(lambda: "answer" in banner.text(), timeout=5000)
    assert banner.text() == "The host of «Friday» does not answer — still trying…"
    assert ann_window.statusBar().currentMessage() == banner.text()
    new = new_table_at(port, "Friday")  # started again, its host hosts a new table there
    try:
        qtbot.waitUntil(lambda: "Another table" in banner.text(), timeout=8000)
        assert banner.text() == (
            f"Another table answers at 127.0.0.1:{port} now: the host no longer has your seat "
            "at «Friday» there. Still looking for it — to stop, leave the table (Game → Play "
            "on the network).")
        assert ann_window.network.session is ann  # the seat is not given up by itself
        assert not any(s.taken for s in new.table.info().seats if s.kind == "person")
    finally:
        ann.close()
        new.close()
