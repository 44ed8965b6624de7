"""The chat field's words are whole beside a 1024×700 table, open and closed.

The LAN tester's report: after the table closed, the chat field's placeholder was cut:
"The chat is closed with t…", "Чат закрыт вместе со с…" (and the open field's "Say
something to the table…" did not fit either).  A few words fit; the sentence is the
field's tooltip.  Real windows on 127.0.0.1.
"""

from __future__ import annotations

import pytest
from lan_windows import (
    close_boxes,
    english_after,  # noqa: F401 (autouse: English before and after)
)
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionFrame
from test_lan_after_the_game import start

from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n


def placeholder_room(edit) -> float:
    """The width a line edit writes its placeholder in (its contents less Qt's margins)."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    contents = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    return contents.width() - margins.left() - margins.right() - 2 * 2  # Qt's own 2 px


def assert_placeholder_whole(window) -> None:
    chat = window.network.chat_dock.widget()
    QApplication.processEvents()
    text = chat.edit.placeholderText()
    width = QFontMetricsF(chat.edit.font()).horizontalAdvance(text)
    assert width <= placeholder_room(chat.edit), (text, width, placeholder_room(chat.edit))
    assert chat.edit.toolTip(), "the whole sentence, for whoever wonders"


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_the_chat_fields_words_are_whole_at_1024_by_700_open_and_closed(qtbot, language):
    host_window, ann_window, _host, _ann = start(qtbot, deals=None, size=(1024, 700))
    i18n.apply_language(language)
    for window in (host_window, ann_window):
        assert_placeholder_whole(window)
    host_window.network.leave_now()
    qtbot.waitUntil(lambda: not ann_window.network.active, timeout=10_000)
    close_boxes()
    for window in (host_window, ann_window):
        assert_placeholder_whole(window)
