"""The existing card table and score sheet work unchanged on network sessions (issue 19).

Two real :class:`CardTable` widgets — the host's and a client's — are attached
to a :class:`HostSession` and a :class:`ClientSession` exactly as to a game
against the computer; each person plays through his table (``play_card`` and
the decision bar's ``submit``) to the end of a game, the deal summaries come,
the sheets match the host's, and hints and undo stay off.
"""

from __future__ import annotations

import random

from net_support import random_choice
from PySide6.QtCore import QTimer

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.seating import SeatKind, SeatPlan
from debertz_desktop.ui.card_faces import CardFaces
from debertz_desktop.ui.games.debertz.sheet_dock import ScoreSheetView
from debertz_desktop.ui.lan_session import ClientSession, HostSession
from debertz_desktop.ui.table.card_table import CardTable


class TablePlayer:
    """A person at a real table widget: plays a card or presses a decision when it is his turn."""

    def __init__(self, qtbot, session, seed: int) -> None:
        self.session = session
        self.table = CardTable(CardFaces(), "drawn")
        qtbot.addWidget(self.table)
        self.table.resize(1100, 760)
        self.table.show()
        self.table.set_speed("off")
        self.table.attach(session)
        self.sheet = ScoreSheetView()
        self.rng = random.Random(seed)
        self.summaries = []
        self.refusals = []
        session.deal_scored.connect(self.summaries.append)
        session.action_refused.connect(lambda text, rule: self.refusals.append(rule))
        session.view_changed.connect(self._on_view)
        session.start()

    def _on_view(self, view) -> None:
        self.sheet.set_sheet(self.session.game.sheet, self.session.names)
        if view.to_act == self.session.human_seat and view.winner_side is None:
            QTimer.singleShot(0, self._act)

    def _act(self) -> None:
        view = self.session.view()
        if view is None or view.to_act != self.session.human_seat or view.winner_side is not None:
            return
        action = random_choice(self.rng, view.legal_actions)
        if isinstance(action, A.PlayCard) and not action.bella:
            self.table.play_card(action.card)  # as a drag or a double-click would
        else:
            self.table.submit(action)  # the decision bar's buttons


def test_the_card_table_plays_network_games_unchanged(qtbot):
    rules = preset("classic", players=3)
    host = HostSession.new("Table", rules, (SeatPlan(SeatKind.HOST, "Host"),
                                            SeatPlan(SeatKind.PERSON),
                                            SeatPlan(SeatKind.COMPUTER, "Robot", "easy")),
                           seed=4, advertise=False, delay_ms=0, port=0)
    client = ClientSession("127.0.0.1", host.port, name="Ann", remember=False)
    client.open()
    qtbot.waitUntil(lambda: host.table is not None and host.table.can_start, timeout=10000)
    host.start_game()
    qtbot.waitUntil(lambda: client.view() is not None, timeout=10000)
    players = [TablePlayer(qtbot, host, 1), TablePlayer(qtbot, client, 2)]
    for p in players:
        assert p.table.tournament  # no hint, no undo on the network
        assert not p.session.can_hint() and not p.session.can_undo()
    qtbot.waitUntil(lambda: host.is_over and client.is_over, timeout=180000)
    game = host.host.table.game
    for p in players:
        assert p.session.game.sheet.rows == game.sheet.rows
        assert len(p.summaries) == len(game.rows)
        assert p.table.scene.view == p.session.view()
        assert p.session.game.sheet.winner_side == game.winner_side
    assert client.names == ("Host", "Ann", "Robot")
    host.close()
