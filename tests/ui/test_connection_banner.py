"""The reconnect banner stands where nothing important lies: never over the trump box.

The LAN tester's report: "The connection to the table was lost — reconnecting…"
covered the trump box's heading ("Turned card", "Trump") at 1024×700 — a guest's
table is narrower there, with the chat docked beside it.  The banner now takes
free felt high on the table, clear of the trump box, the plates, the person's hand
and the trick, as the table's other overlays do.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtWidgets import QDockWidget, QLabel
from test_table import wait_my_turn

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.lan.connection_banner import ConnectionBanner
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.session import FallbackBot

TEXT = "The connection to the table was lost — reconnecting…"


def guest_window(qtbot, size: tuple[int, int]) -> MainWindow:
    """A window as a guest's looks: the chat docked at the right of the table."""
    i18n.apply_language(Language.EN)
    window = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE),
                        start_game=False)
    qtbot.addWidget(window)
    chat = QDockWidget("Chat", window)
    chat.setWidget(QLabel("chat", chat))
    chat.widget().setMinimumWidth(250)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, chat)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def in_banner_parent(window, banner, scene_rect: QRectF) -> QRectF:
    """A rectangle of the table's scene in the coordinates the banner is placed in."""
    view = window.table.view
    shown = view.scene_to_view(scene_rect)
    corner = view.viewport().mapTo(banner.parentWidget(), QPoint(0, 0))
    return shown.translated(corner.x(), corner.y())


def assert_clear(window, banner) -> None:
    scene = window.table.scene
    trump = scene.decorations.trump
    placed = QRectF(banner.geometry())
    heading = in_banner_parent(window, banner, trump.heading_rect())
    assert not placed.intersects(heading), (placed, heading)
    for box in scene.geometry.name_boxes():  # nor the rest of the box, nor a plate
        assert not placed.intersects(in_banner_parent(window, banner, box)), (placed, box)
    assert banner.parentWidget().rect().contains(banner.geometry())


TABLES = [pytest.param(preset("classic", players=2), id="2"),
          pytest.param(preset("classic", players=3), id="3"),
          pytest.param(preset("belote"), id="4 pairs"),
          pytest.param(OhHellRules(players=5), id="5 oh hell"),
          pytest.param(OhHellRules(players=7), id="7 oh hell")]


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)], ids=["1024x700", "1920x1080"])
@pytest.mark.parametrize("rules", TABLES)
def test_the_banner_leaves_the_trump_box_heading_readable(qtbot, size, rules):
    window = guest_window(qtbot, size)
    bots = {s: FallbackBot(s) for s in range(1, rules.players)}
    session = window.new_game(rules, seed=3, bots=bots, delay_ms=0)
    wait_my_turn(qtbot, session)
    banner = ConnectionBanner.over(window.table)
    banner.show_text(TEXT)
    assert banner.isVisible() and banner.text() == TEXT
    assert_clear(window, banner)
    window.resize(size[0] - 120, size[1] - 60)  # the table's layout changes: it follows
    qtbot.wait(50)
    assert_clear(window, banner)
    session.stop()
