"""Help → Learn to play: the first explanation says "press Enter or Next to go on", and its button
says Next («Дальше») in every lesson, in English and Russian — Master's said Got it («Понятно»),
its next explanation waiting for the computers to name their trumps."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_table_polish import make_window

from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.table.mnemonics import plain

#: The button the welcome names, in each language.
NEXT = {Language.EN: "Next", Language.RU: "Дальше"}


@pytest.mark.parametrize("language", [Language.EN, Language.RU], ids=["en", "ru"])
@pytest.mark.parametrize("game", ["debertz", "oh_hell", "magistr"])
def test_the_welcome_names_the_button_it_shows(qtbot, game, language):
    window = make_window(qtbot)
    i18n.apply_language(language)
    QApplication.processEvents()
    try:
        window.learn_to_play(game)
        coach = window.lesson.coach
        assert coach.isVisible() and sum(window.lesson.seen.values()) == 1  # the first
        button = plain(coach.next_button.text())
        assert button == NEXT[language]
        assert f"«{button}»" in coach.text.text() if language is Language.RU else (
            f"Enter or {button} to go on" in coach.text.text())
        # another explanation follows, as Next says
        coach.next_button.click()
        qtbot.waitUntil(lambda: sum(window.lesson.seen.values()) == 2, timeout=10_000)
    finally:
        window.session.stop()
        i18n.apply_language(Language.EN)
