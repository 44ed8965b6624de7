"""Finding a held seat's table again when its host reopened it on another port (issue 19).

``TableAddresses`` decides, without sockets, which announced table is the one
a seat is held at (the same id and the certificate fingerprint pinned on
joining) and which address each reconnection attempt goes to.
"""

from __future__ import annotations

from dataclasses import dataclass

from debertz_desktop.net.messages import PROTOCOL_VERSION
from debertz_desktop.net.table_addresses import Address, TableAddresses

TABLE = "0123456789abcdef"
FP = "ab" * 32


@dataclass(frozen=True)
class Ad:
    """What discovery reports (the fields of ``discovery.TableAd`` read here)."""

    service: str = "Ann's table (012345)._debertz._tcp.local."
    id: str = TABLE
    address: str = "127.0.0.20"
    port: int = 47416
    fingerprint: str = FP
    encrypted: bool = True
    protocol: int = PROTOCOL_VERSION

    @property
    def compatible(self) -> bool:
        return self.protocol == PROTOCOL_VERSION


def held() -> TableAddresses:
    return TableAddresses("127.0.0.20", 47415, table_id=TABLE, fingerprint=FP.upper())


def test_without_announcements_the_known_address_is_tried_again_and_again():
    addresses = held()
    assert [addresses.next() for _ in range(3)] == [Address("127.0.0.20", 47415)] * 3


def test_the_table_announced_elsewhere_is_tried_first_then_in_turn_with_the_known_address():
    addresses = held()
    addresses.next()  # an attempt at the old port, under way
    assert addresses.seen(Ad()) is True  # new: worth an attempt at once
    tries = [addresses.next() for _ in range(4)]
    assert tries == [Address("127.0.0.20", 47416), Address("127.0.0.20", 47415)] * 2
    assert addresses.seen(Ad()) is False  # the same record again: nothing new


def test_once_back_the_new_address_is_the_one_known():
    addresses = held()
    addresses.seen(Ad())
    addresses.reached(addresses.next())
    addresses.gone(Ad().service)
    assert addresses.next() == Address("127.0.0.20", 47416)


def test_an_announcement_with_another_certificate_is_not_our_table():
    # another machine announcing the table's id must not get the seat's token
    addresses = held()
    for ad in (Ad(fingerprint="cd" * 32), Ad(fingerprint="", encrypted=False),
               Ad(id="fedcba9876543210"), Ad(protocol=PROTOCOL_VERSION + 1)):
        assert addresses.seen(ad) is False
        assert addresses.candidates() == [Address("127.0.0.20", 47415)]


def test_a_record_that_changes_to_another_table_is_dropped():
    addresses = held()
    addresses.seen(Ad())
    addresses.seen(Ad(fingerprint="cd" * 32))  # the same service name, another certificate
    assert addresses.candidates() == [Address("127.0.0.20", 47415)]


def test_nothing_is_taken_before_the_table_id_is_known_and_a_plain_table_matches_plain():
    addresses = TableAddresses("127.0.0.5", 47415)  # a typed address, not greeted yet
    assert addresses.seen(Ad(fingerprint="", encrypted=False)) is False
    addresses.know(table_id=TABLE)  # greeted: a table without TLS (no fingerprint)
    assert addresses.seen(Ad(fingerprint=FP)) is False
    assert addresses.seen(Ad(fingerprint="", encrypted=False, address="127.0.0.5")) is True
    addresses.know(fingerprint=FP)
    assert addresses.seen(Ad(fingerprint="", encrypted=False)) is False


def test_addresses_read_as_people_type_them():
    assert str(Address("127.0.0.20", 47416)) == "127.0.0.20:47416"
    assert str(Address("fe80::1", 47416)) == "[fe80::1]:47416"


def test_a_rejoin_reaching_another_table_keeps_the_token_and_looks_on():
    # another table took the old port (the default one, say): it must not be told the
    # token, and the seat is not given up: ``other_table`` is not a final end
    from net_support import Sim, computer

    from debertz_desktop.engine.debertz.presets import preset
    from debertz_desktop.net.client_seat import (
        OTHER_TABLE,
        ClientState,
        Ended,
        RejoinIntent,
        Seated,
    )
    from debertz_desktop.net.joining import FINAL
    from debertz_desktop.net.seating import SeatKind, SeatPlan

    ours = Sim(preset("classic", players=3), [SeatPlan(SeatKind.PERSON), computer(), computer()])
    token = ours.client(ours.join("Ann")).token
    other = Sim(preset("classic", players=3), [SeatPlan(SeatKind.PERSON), computer(), computer()])
    conn = other.connect(RejoinIntent(token, ours.table.table_id), pump=False)
    client = other.client(conn)
    other.pump()
    assert client.state is ClientState.CLOSED and client.end.code == OTHER_TABLE
    assert other.error_codes(conn) == []  # no rejoin reached it (else: bad_token)
    assert any(isinstance(e, Ended) for e in other.events[conn])
    assert OTHER_TABLE not in FINAL
    # at its own table the same intent takes the seat back
    back = ours.connect(RejoinIntent(token, ours.table.table_id))
    assert any(isinstance(e, Seated) and e.seat == 0 for e in ours.events[back])
