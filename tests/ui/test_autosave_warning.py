"""A failed autosave stays said until one succeeds again (issue 27).

A full disk or a read-only folder showed "The game could not be autosaved" in the
status bar for 8 seconds, then nothing: the player went on believing each trick
was kept.  The warning now stays, in the player's language, until an autosave
succeeds — at the table and in the score keeper.
"""

from __future__ import annotations

import errno

import pytest
from PySide6.QtCore import Qt
from test_game_files_ui import cards_played, play_until, start
from test_nothing_lost import keeper_with_deals, make_window
from test_score_keeper_ui import enter
from test_translations import russian  # noqa: F401

from debertz_desktop.storage import autosaves
from debertz_desktop.storage.errors import FILE_NOT_WRITTEN, StorageError, os_error_reason


@pytest.fixture
def disk_full(monkeypatch):
    """Every autosave fails as on a full disk while ``on``."""
    state = {"on": True}
    real = autosaves.save_kept

    def write(path, item, extra=None):
        if state["on"]:
            raise StorageError(FILE_NOT_WRITTEN, path=str(path),
                               reason=os_error_reason(OSError(errno.ENOSPC, "No space")))
        return real(path, item, extra)

    monkeypatch.setattr(autosaves, "save_kept", write)
    return state


def test_the_tables_warning_stays_until_an_autosave_succeeds(qtbot, disk_full):
    window = make_window(qtbot)
    session = start(window, seed=8)
    play_until(qtbot, session, lambda s: cards_played(s) >= 3)
    warning = window.files.autosave_warning()
    assert warning.isVisible()
    assert warning.text() == "⚠ Not autosaved: the disk is full"
    assert "Game → Save" in warning.toolTip()
    qtbot.wait(9000 // 8)  # the passing messages come and go; this one stays
    window.statusBar().showMessage("something else", 10)
    qtbot.wait(50)
    assert warning.isVisible()
    disk_full["on"] = False
    played = cards_played(session)
    play_until(qtbot, session, lambda s: cards_played(s) >= played + 3)
    assert not warning.isVisible()
    session.stop()


def test_the_keepers_warning_stays_until_an_autosave_succeeds(qtbot, disk_full):
    window = make_window(qtbot)
    keeper = keeper_with_deals(qtbot, window, deals=1)
    assert keeper.autosave_warning.isVisible()
    assert "the disk is full" in keeper.autosave_warning.text()
    assert "every deal" in keeper.autosave_warning.toolTip()
    disk_full["on"] = False
    enter(qtbot, keeper.form, maker=1, points=(50, 90), tricks=(4, 5), last=1)
    qtbot.mouseClick(keeper.form.write, Qt.MouseButton.LeftButton)
    assert not keeper.autosave_warning.isVisible()


def test_the_warning_is_in_russian(qtbot, disk_full, russian):  # noqa: F811
    window = make_window(qtbot)
    keeper = keeper_with_deals(qtbot, window, deals=1)
    text = keeper.autosave_warning.text()
    assert "disk" not in text and "autosaved" not in text, text
    assert "диск" in text, text
