"""A host who closes his table on purpose says so, and only so, to everybody at it.

The LAN tester's report: when the host closed the table, the guests' chat said
"Hostess lost the connection." before "The host closed the table": the host's own
connection was closed first, and the others were sent the table with his seat
disconnected before their ``bye``.  A close is announced by ``bye`` ``table_closed``
alone (docs/lan-protocol.md, A session, step 10).  No sockets.
"""

from __future__ import annotations

import random

from net_support import HOST, PERSON, Sim, computer

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.net.client_seat import Ended


def closed_table(sim: Sim) -> dict[int, list]:
    """Each connection's events from the close on."""
    for events in sim.events.values():
        events.clear()
    sim.table.close(sim.now)
    sim.pump()
    return {conn: list(events) for conn, events in sim.events.items()}


def test_closing_the_lobby_says_only_that_the_table_closed():
    sim = Sim(preset("classic", players=3), (HOST, PERSON, PERSON))
    sim.connect_host()
    guests = [sim.join("Ann"), sim.join("Boris")]
    heard = closed_table(sim)
    for conn in guests:
        assert [type(e) for e in heard[conn]] == [Ended], heard[conn]
        assert heard[conn][0].code == "table_closed"


def test_closing_mid_game_says_only_that_the_table_closed():
    sim = Sim(OhHellRules(players=4), (HOST, PERSON, PERSON, computer()))
    host = sim.connect_host()
    guests = [sim.join("Ann"), sim.join("Boris")]
    sim.table.start(sim.now)
    sim.pump()
    sim.play(random.Random(3), until=lambda: len(sim.table.game.history) > 6)
    heard = closed_table(sim)
    for conn in guests:
        assert [(type(e), e.code) for e in heard[conn]] == [(Ended, "table_closed")]
    assert [type(e) for e in heard[host]] == [Ended]
    assert sim.table.connection_count() == 0 and not sim.clients
