"""What a client trying to get back to its seat learns, and says, within seconds, on 127.0.0.1.

A tester's rejoin sat for minutes on "Rejoining «Root's table»…" while its
program knocked at the table's address every 3 seconds: the host had discarded
the table (nobody answered), or hosted a new one at the same address (another
table answered, was rightly not given the token, and the client looked on in
silence).  The connection now says both: which table answers instead of the
seat's (``other_table``, from the ``welcome`` that showed another id), and that
nobody has answered for a few seconds (``unanswered``) while it goes on trying.
"""

from __future__ import annotations

import socket

from net_support import PERSON, Sim, computer
from PySide6.QtNetwork import QHostAddress

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.client_seat import (
    OTHER_TABLE,
    ClientState,
    Ended,
    OtherTable,
    RejoinIntent,
)
from debertz_desktop.net.hosting import TableHost
from debertz_desktop.net.joining import NO_ANSWER_SECONDS, ConnectionState, TableConnection
from debertz_desktop.net.seating import TableConfig

RULES = preset("classic", players=2)


def free_port() -> int:
    """A port of this computer that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_rejoin_reaching_another_table_names_that_table_and_keeps_the_token():
    ours = Sim(RULES, [PERSON, computer()])
    token = ours.client(ours.join("Ann")).token
    other = Sim(RULES, [PERSON, computer()])
    conn = other.connect(RejoinIntent(token, ours.table.table_id))
    events = other.events[conn]
    answered = [e for e in events if isinstance(e, OtherTable)]
    assert [e.table.id for e in answered] == [other.table.table_id]
    assert answered[0].table.name == "Test table"
    assert isinstance(events[-1], Ended) and events[-1].code == OTHER_TABLE
    assert events.index(answered[0]) < len(events) - 1  # said before the end
    assert other.error_codes(conn) == []  # the token never reached it (else: bad_token)
    assert not any(seat.taken for seat in other.table.info().seats if seat.kind == "person")


def test_the_own_table_answering_is_no_other_table():
    ours = Sim(RULES, [PERSON, computer()])
    conn = ours.join("Ann")
    token = ours.client(conn).token
    ours.drop(conn)
    again = ours.connect(RejoinIntent(token, ours.table.table_id))
    assert ours.client(again).state is ClientState.SEATED
    assert not any(isinstance(e, OtherTable) for e in ours.events[again])


def connection_to(port: int, **options) -> TableConnection:
    return TableConnection("127.0.0.1", port, RejoinIntent("a" * 32), table_id="0123456789abcdef",
                           discover=False, **options)


def test_a_new_table_at_the_seats_address_is_named_within_seconds(qtbot):
    """The host hosted a new table (the same name) where the seat's table was."""
    port = free_port()
    config = TableConfig("Root's table", RULES, (PERSON, computer()))
    new = TableHost.new(config, advertise=False, delay_ms=0)
    assert new.open(QHostAddress(QHostAddress.SpecialAddress.LocalHost), port) == port
    connection = connection_to(port)
    answered: list = []
    connection.other_table.connect(answered.append)
    try:
        connection.open()
        qtbot.waitUntil(lambda: bool(answered), timeout=3000)
        assert answered[0].id == new.table.table_id and answered[0].name == "Root's table"
        assert connection.state == ConnectionState.RECONNECTING  # it looks on, token kept
        assert connection.token == "a" * 32
        assert not any(seat.taken for seat in new.table.info().seats if seat.kind == "person")
    finally:
        connection.close()
        new.close()


def test_nobody_answering_is_said_after_a_few_seconds_and_it_goes_on_trying(qtbot):
    assert NO_ANSWER_SECONDS <= 10  # "within seconds", not the 15 minutes of retries
    connection = connection_to(free_port(), no_answer_seconds=0.6)
    quiet: list[int] = []
    connection.unanswered.connect(lambda: quiet.append(1))
    try:
        connection.open()
        qtbot.waitUntil(lambda: bool(quiet), timeout=3000)
        assert connection.state == ConnectionState.RECONNECTING
        qtbot.wait(1500)
        assert quiet == [1]  # said once, not at every attempt
    finally:
        connection.close()
    assert connection.state == ConnectionState.CLOSED


def test_a_table_that_answers_in_time_is_not_called_silent(qtbot):
    port = free_port()
    config = TableConfig("Other", RULES, (PERSON, computer()))
    other = TableHost.new(config, advertise=False, delay_ms=0)
    assert other.open(QHostAddress(QHostAddress.SpecialAddress.LocalHost), port) == port
    connection = connection_to(port, no_answer_seconds=4.0)  # more than the 3 s between tries
    quiet: list[int] = []
    answers: list = []
    connection.unanswered.connect(lambda: quiet.append(1))
    connection.other_table.connect(answers.append)
    try:
        connection.open()
        qtbot.wait(5500)  # another table answers at every attempt: a host is there
        assert len(answers) >= 3 and quiet == []
    finally:
        connection.close()
        other.close()
