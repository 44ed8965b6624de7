"""The score keeper as a newcomer meets it (RULES §13; issue 27).

The set-up asks who deals first once; the deal form says nothing in red before
anything is typed; and the feature has one Russian name, «Запись счёта», in the
menu, the window, the messages, the rules page and the Linux file types.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.score_keeper import ScoreKeeperWindow
from debertz_desktop.ui.table.mnemonics import mnemonic_of, plain

ROOT = Path(__file__).resolve().parents[2]
RED = "#8b0000"


@pytest.fixture
def keeper(qtbot):
    window = ScoreKeeperWindow(rules=RuleSet(players=3))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def russian(qapp):
    assert i18n.apply_language(Language.RU) == "ru"
    QApplication.processEvents()
    yield
    i18n.apply_language(Language.EN)
    QApplication.processEvents()


def test_the_first_dealer_is_asked_once(keeper) -> None:
    setup = keeper.setup
    # by name, above the rules; the rules' "first dealer: at random / first ace" is not asked
    assert plain(setup.dealer_label.text()) == "First dealer"
    assert mnemonic_of(setup.dealer_label.text())  # Alt + its letter, as every field's
    with pytest.raises(KeyError):
        setup.rules.control("first_dealer")
    shown = [plain(w.text()) for w in setup.findChildren(type(setup.dealer_label))
             if w.isVisibleTo(setup) and "dealer" in w.text().lower()]
    assert [t for t in shown if "first" in t.lower()] == ["First dealer"]
    setup.first_dealer.setCurrentIndex(2)
    setup.start.click()
    assert keeper.live is not None and keeper.form.dealer.currentIndex() == 2


def test_the_deal_form_says_nothing_in_red_before_anything_is_typed(keeper) -> None:
    keeper.setup.start.click()
    form = keeper.form
    # RULES §13: nothing entered yet is not a mistake
    assert not form.write.isEnabled()
    assert RED not in form.error.styleSheet()
    assert "in all" not in form.error.text()
    assert form.error.text().startswith("Enter the deal")
    # the first number typed: what is still wrong is said, in red
    form.points[0].setValue(60)
    assert RED in form.error.styleSheet() and "in all" in form.error.text()
    # a written deal: the next form is quiet again
    form.points[0].setValue(60)
    form.points[1].setValue(40)
    form.points[2].setValue(52)
    form.tricks[0].setValue(3)
    form.tricks[1].setValue(3)
    form.tricks[2].setValue(3)
    form.last[0].setChecked(True)
    assert form.write.isEnabled(), form.error.text()
    form.write.click()
    assert len(keeper.live.entries) == 1
    assert RED not in keeper.form.error.styleSheet() and not keeper.form.write.isEnabled()


#: What the feature was also called in Russian: every one is gone.
OTHER_NAMES = re.compile(
    r"счётчик|живой игр|живая парти|живой парти|живые карты|партия в записи", re.I)


def russian_translations() -> list[str]:
    text = (ROOT / "translations" / "debertz_ru.ts").read_text(encoding="utf-8")
    return re.findall(r"<translation[^>]*>(.*?)</translation>", text, re.S)


@pytest.mark.usefixtures("russian")
def test_the_keeper_has_one_russian_name_everywhere(keeper) -> None:
    name = "Запись счёта"
    assert keeper.windowTitle() == name
    menu = QCoreApplication.translate("MainWindow", "Score &keeper for real cards…")
    assert menu.replace("&", "").startswith(name)
    resumed = QCoreApplication.translate("GameFiles", "The score keeper's game ({names})")
    assert resumed.startswith(name)
    assert [t for t in russian_translations() if OTHER_NAMES.search(t)] == []
    mime = (ROOT / "packaging" / "linux" / "io.github.debertz_desktop.Debertz.mime.xml")
    assert f'<comment xml:lang="ru">{name} ' in mime.read_text(encoding="utf-8")
    rules_page = (ROOT / "resources" / "rules" / "rules_ru.html").read_text(encoding="utf-8")
    assert not OTHER_NAMES.search(rules_page) and "«Записи счёта»" in rules_page
