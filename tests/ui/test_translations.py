"""The Russian and English interface (issue 3): complete, switchable at run time, fitting.

The catalogue checks read ``translations/*.ts`` and run the real ``pyside6-lupdate``
and ``pyside6-lrelease``; the widget checks switch the running application to
Russian and walk every visible widget for English words and clipped texts.
"""

from __future__ import annotations

import ast
import dataclasses
import html
import importlib.util
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QTabBar,
    QTableWidget,
    QWidget,
)
from test_table import read_the_summary

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.errors import RuleSetError
from debertz_desktop.resources import resource_path
from debertz_desktop.storage.settings import (
    AnimationSpeed,
    AppSettings,
    Deck,
    Language,
    SettingsStore,
)
from debertz_desktop.ui import i18n
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.new_game_dialog import NewGameDialog
from debertz_desktop.ui.rule_texts import rule_error_text
from debertz_desktop.ui.rules_browser import RulesDialog, rules_html
from debertz_desktop.ui.settings_controller import SettingsController
from debertz_desktop.ui.settings_dialog import SettingsDialog
from debertz_desktop.ui.table.decorations import TrumpSign
from debertz_desktop.ui.table.mnemonics import plain
from debertz_desktop.ui.table.seat_plate import SeatPlate

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def load_update_script():
    spec = importlib.util.spec_from_file_location("translations_update",
                                                  TRANSLATIONS / "update.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


UPDATE = load_update_script()


def messages(ts: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [(context.findtext("name") or "", message)
            for context in root.iter("context") for message in context.iter("message")]


def translations_of(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def tools_available() -> bool:
    try:
        UPDATE.tool("pyside6-lupdate")
        UPDATE.tool("pyside6-lrelease")
    except SystemExit:
        return False
    return True


needs_tools = pytest.mark.skipif(not tools_available(), reason="pyside6-lupdate not installed")


# -- the catalogues -------------------------------------------------------------------------------


def test_every_source_string_has_a_russian_translation() -> None:
    found = messages(TRANSLATIONS / "debertz_ru.ts")
    assert len(found) > 300
    problems = []
    for context, message in found:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        forms = translations_of(message)
        where = f"{context}: {source!r}"
        if translation.get("type") in ("unfinished", "obsolete", "vanished"):
            problems.append(f"{where} is {translation.get('type')}")
            continue
        if message.get("numerus") == "yes" and len(forms) != 3:
            problems.append(f"{where} needs 3 Russian plural forms, has {len(forms)}")
        for text in forms:
            if not text.strip():
                problems.append(f"{where} has an empty translation")
            if set(PLACEHOLDER.findall(text)) != set(PLACEHOLDER.findall(source)):
                problems.append(f"{where}: placeholders differ in {text!r}")
            if "%n" in source and "%n" not in text:
                problems.append(f"{where}: %n lost in {text!r}")
            if source.count("&") == 1 and text.count("&") != 1:
                problems.append(f"{where}: the accelerator is lost in {text!r}")
    assert problems == []


def test_english_catalogue_holds_the_plural_forms() -> None:
    found = messages(TRANSLATIONS / "debertz_en.ts")
    sources = [m.findtext("source") for _, m in found]
    assert "%n point(s)" in sources
    for context, message in found:
        assert message.get("numerus") == "yes", (context, message.findtext("source"))
        forms = translations_of(message)
        assert len(forms) == 2 and all("%n" in f and "(s)" not in f for f in forms), forms


@needs_tools
def test_ts_files_hold_every_string_of_the_sources(tmp_path) -> None:
    """lupdate over the package finds nothing new and nothing gone: run translations/update.py."""
    for language, plurals_only in UPDATE.CATALOGUES.items():
        ts = tmp_path / f"debertz_{language}.ts"
        shutil.copy(UPDATE.ts_path(language), ts)
        UPDATE.lupdate(ts, language, plurals_only)
        before = {(c, m.findtext("source"), m.findtext("comment"))
                  for c, m in messages(UPDATE.ts_path(language))}
        after = {(c, m.findtext("source"), m.findtext("comment")) for c, m in messages(ts)}
        assert after - before == set(), f"new strings: run translations/update.py ({language})"
        assert before - after == set(), f"gone strings: run translations/update.py ({language})"


@needs_tools
def test_qm_files_are_up_to_date(tmp_path) -> None:
    for language in UPDATE.CATALOGUES:
        built = UPDATE.qm_path(language, tmp_path)
        UPDATE.lrelease(UPDATE.ts_path(language), built)
        committed = UPDATE.qm_path(language)
        assert committed.exists(), f"{committed.name} missing: run translations/update.py"
        assert built.read_bytes() == committed.read_bytes(), (
            f"{committed.name} is older than its .ts: run translations/update.py --release")


@needs_tools
def test_a_catalogue_is_replaced_not_written_over(tmp_path) -> None:
    """A running program maps its .qm in memory: lrelease writing over that very file made the
    program (and tests running beside the update) die of SIGBUS.  The new catalogue is a new
    file put in the old one's place."""
    qm = UPDATE.qm_path("ru", tmp_path)
    qm.write_bytes(b"the catalogue a running copy has mapped")
    old_inode = qm.stat().st_ino
    with qm.open("rb") as mapped_by_a_running_copy:
        UPDATE.lrelease(UPDATE.ts_path("ru"), qm)
        assert mapped_by_a_running_copy.read() == b"the catalogue a running copy has mapped"
    assert qm.stat().st_ino != old_inode
    assert qm.read_bytes() == UPDATE.qm_path("ru").read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == [qm.name]


def test_translations_are_data_files_of_the_package() -> None:
    """The .qm files are built into resources/translations, installed as package data (issue 22)."""
    folder = i18n.translations_dir()
    assert folder == resource_path("translations")
    assert folder == UPDATE.QM_DIR or (folder / "debertz_ru.qm").read_bytes() == (
        UPDATE.qm_path("ru").read_bytes())
    assert (folder / "debertz_ru.qm").is_file() and (folder / "debertz_en.qm").is_file()
    setup = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    folders = next(ast.literal_eval(node.value) for node in setup.body
                   if isinstance(node, ast.Assign)
                   and any(getattr(target, "id", "") == "DATA_FOLDERS" for target in node.targets))
    assert "*.qm" in folders["translations"] and "*.html" in folders["rules"]
    listed = subprocess.run(["git", "check-ignore", "resources/translations/debertz_ru.qm"],
                            cwd=ROOT, capture_output=True, text=True, check=False)
    assert listed.returncode == 1, "resources/translations/*.qm must not be ignored by git"


# -- the language ---------------------------------------------------------------------------------


@pytest.fixture
def russian(qapp):
    assert i18n.apply_language(Language.RU) == "ru"
    QApplication.processEvents()
    yield
    i18n.apply_language(Language.EN)
    QApplication.processEvents()


@pytest.mark.parametrize(("system", "expected"), [
    ("ru_RU", "ru"), ("ru_UA", "ru"), ("en_GB", "en"), ("de_DE", "en"), ("C", "en")])
def test_system_language_is_followed(system: str, expected: str) -> None:
    assert i18n.resolve_language(Language.SYSTEM, QLocale(system)) == expected
    assert i18n.resolve_language(Language.RU, QLocale(system)) == "ru"
    assert i18n.resolve_language(Language.EN, QLocale(system)) == "en"


def test_plural_forms(russian) -> None:
    def points(n: int) -> str:
        return QCoreApplication.translate("DebertzPlurals", "%n point(s)", "", n)

    assert [points(n) for n in (0, 1, 2, 4, 5, 11, 21, 22, 25)] == [
        "0 очков", "1 очко", "2 очка", "4 очка", "5 очков", "11 очков", "21 очко", "22 очка",
        "25 очков"]
    i18n.apply_language(Language.EN)
    assert [points(n) for n in (0, 1, 2)] == ["0 points", "1 point", "2 points"]


def test_qt_standard_buttons_are_russian(qtbot, russian) -> None:
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == "Отмена"


def test_engine_messages_read_naturally_in_russian(russian) -> None:
    with pytest.raises(RuleSetError) as raised:
        preset("classic", players=2).replace(players=4, teams=True, turned_card_to="table")
    text = rule_error_text(raised.value)
    assert text.startswith("«Открытая карта уходит»"), text
    with pytest.raises(RuleSetError) as raised:
        RuleSet(buyin=5)  # type: ignore[arg-type]
    assert "прикуп" in rule_error_text(raised.value)


#: A Russian ending written both ways in brackets: «взял(а)», «выиграл(а)».
BOTH_GENDERS = re.compile(r"\w\((?:а|ла|ась|ы)\)")


def test_no_russian_text_writes_both_genders_in_brackets() -> None:
    """«Банк взял(а) Вы», «Взятку взял(а) Вера»: the names are anyone's, and «Вы» for the
    person; a Russian text says it in a form that reads for every name instead."""
    found = [(message.findtext("source"), text)
             for _, message in messages(TRANSLATIONS / "debertz_ru.ts")
             for text in translations_of(message) if BOTH_GENDERS.search(text)]
    assert found == []


def test_who_took_the_trick_reads_for_you_and_for_anyone(russian) -> None:
    from types import SimpleNamespace

    from debertz_desktop.engine.magistr import MagistrRules
    from debertz_desktop.engine.oh_hell import OhHellRules
    from debertz_desktop.ui.games import game_ui

    view = SimpleNamespace(names=("Вы", "Вера"))
    for rules in (OhHellRules(), MagistrRules()):
        texts = [game_ui(rules).last_trick_text(view, SimpleNamespace(winner=seat))
                 for seat in (0, 1)]
        assert all("(а)" not in text for text in texts), texts
    assert game_ui(OhHellRules()).last_trick_text(view, SimpleNamespace(winner=0)) \
        == "Взятка: Вы"
    assert game_ui(MagistrRules()).last_trick_text(view, SimpleNamespace(winner=1)) \
        == "Банк: Вера"


# -- no English in Russian ----------------------------------------------------------------------

#: Latin words allowed in the Russian interface: keys, card indices, formats, endonyms, OK.
ALLOWED_LATIN = {"OK", "PDF", "CSV", "Enter", "Esc", "Ctrl", "Alt", "H", "L", "Z", "J", "Q", "K",
                 "A", "JSON", "English", "json", "debertz", "UTF", "NaN", "Infinity"}
LATIN_WORD = re.compile(r"[A-Za-z]+")


def english_words(text: str) -> list[str]:
    plain = html.unescape(re.sub(r"<[^>]+>", " ", text)).replace("&", "")
    plain = re.sub(r"\*\.[a-z]+", "", plain)  # file patterns
    return [w for w in LATIN_WORD.findall(plain) if w not in ALLOWED_LATIN]


def shown_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text a person can see in ``root`` now, tooltips included."""
    texts: list[tuple[str, str]] = [("window title", root.windowTitle())]
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        kind = type(widget).__name__
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append((kind, widget.text()))
        elif isinstance(widget, QLineEdit):
            texts.append((kind, widget.placeholderText()))
        elif isinstance(widget, QComboBox):
            texts += [(kind, widget.itemText(i)) for i in range(widget.count())]
        elif isinstance(widget, QTabBar):
            texts += [(kind, widget.tabText(i)) for i in range(widget.count())]
        elif isinstance(widget, QGroupBox):
            texts.append((kind, widget.title()))
        elif isinstance(widget, QDockWidget):
            texts.append((kind, widget.windowTitle()))
        if isinstance(widget, QTableWidget):
            for header, count in ((widget.horizontalHeaderItem, widget.columnCount()),
                                  (widget.verticalHeaderItem, widget.rowCount())):
                texts += [(f"{kind} header", header(i).text()) for i in range(count)
                          if header(i) is not None]
            texts += [(f"{kind} cell", widget.item(r, c).text())
                      for r in range(widget.rowCount()) for c in range(widget.columnCount())
                      if widget.item(r, c) is not None]
        if widget.toolTip():
            texts.append((f"{kind} tooltip", widget.toolTip()))
    if isinstance(root, QMainWindow):
        for menu in root.menuBar().findChildren(QMenu):
            texts.append(("menu", menu.title()))
            texts += [("action", a.text()) for a in menu.actions() if not a.isSeparator()]
        texts.append(("status bar", root.statusBar().currentMessage()))
        table = getattr(root, "table", None)
        for item in table.scene.items() if hasattr(table, "scene") else ():
            if isinstance(item, SeatPlate):
                texts += [("plate", item.score), ("plate", item.note)]
            elif isinstance(item, TrumpSign):
                texts += [("trump sign", t) for t in (item.caption, item.contract, item.detail)]
    return [(where, text) for where, text in texts if text]


def assert_russian(root: QWidget, names: tuple[str, ...] = ()) -> None:
    allowed = set(ALLOWED_LATIN)
    for name in names:
        allowed.update(LATIN_WORD.findall(name))
    english = [(where, text) for where, text in shown_texts(root)
               if [w for w in english_words(text) if w not in allowed]]
    assert english == []


NAMES = {2: ("Вы", "Борис"), 3: ("Вы", "Борис", "Вера"), 4: ("Вы", "Борис", "Вера", "Глеб")}


@pytest.fixture
def window(qtbot, russian):
    settings = AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE_RU)
    w = MainWindow(settings, start_game=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    if w.session is not None:
        w.session.stop()


def human_to_act(session) -> bool:
    if read_the_summary(session):
        return False
    if session.is_over or session.busy or session.game.to_act != session.human_seat:
        return False
    return session.game.legal_actions(session.human_seat) != [A.Ready()]


def play_until(qtbot, session, done, limit: int = 400) -> None:
    """Plays the human seat plainly (first card, play or pass) until ``done()``."""
    for _ in range(limit):
        qtbot.waitUntil(lambda: done() or session.is_over or human_to_act(session),
                        timeout=20_000)
        if done() or session.is_over:
            return
        legal = session.game.legal_actions(session.human_seat)
        for kind in (A.PlayCard, A.Ready, A.PlayOn, A.RefuseConcession, A.PlayTurned,
                     A.NameSuit, A.AcceptDave, A.Pass):
            choice = next((a for a in legal if type(a) is kind), None)
            if choice is not None:
                break
        else:
            choice = legal[0]
        session.submit(choice)
    raise AssertionError("the deal did not get there")


@pytest.mark.parametrize(("players", "teams"), [(2, False), (3, False), (4, True)])
def test_table_mid_game_is_russian_and_fits(qtbot, window, players, teams) -> None:
    rules = preset("classic" if players < 4 else "site", players=players, teams=teams)
    session = window.new_game(rules, seed=7 + players, names=NAMES[players], delay_ms=0,
                              levels=[None] + ["easy"] * (players - 1))
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    assert session.view().phase is Phase.BIDDING
    assert window.table.panel.buttons(), "the decision bar shows the bidding buttons"
    assert_russian(window, NAMES[players])
    assert_fits(window)
    # Mid-play, after a deal: the deal summary and the score sheet are Russian too.
    play_until(qtbot, session, lambda: bool(session.game.sheet.rows))
    window.sheet_dock.setVisible(True)
    QApplication.processEvents()
    assert window.table.summary.isVisible()
    assert_russian(window, NAMES[players])
    assert_fits(window)


def test_dialogs_are_russian_on_every_tab(qtbot, russian) -> None:
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for tab in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(tab)
        groups = dialog.rules_editor.tabs
        for group in range(groups.count() if tab == 0 else 1):
            groups.setCurrentIndex(group)
            QApplication.processEvents()
            assert_russian(dialog)
            assert_fits(dialog)

    new_game = NewGameDialog(AppSettings(last_players=4))
    qtbot.addWidget(new_game)
    new_game.show()
    qtbot.waitExposed(new_game)
    assert_russian(new_game)
    assert_fits(new_game)
    new_game.show_rules(True)
    QApplication.processEvents()
    assert_russian(new_game)
    assert new_game.width() >= new_game.minimumSizeHint().width(), "the rule tabs are cut off"
    assert_fits(new_game)


def test_rules_are_shown_in_the_current_language(qtbot, russian) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Правила деберца"
    text = dialog.browser.toPlainText()
    for term in ("козырь", "прикуп", "терц", "полтинник", "бэлла", "деберц", "клабор", "байт",
                 "висячие", "болт", "последнюю взятку", "семёрки козырной"):
        assert term in text.lower(), term
    i18n.apply_language(Language.EN)
    QApplication.processEvents()
    assert dialog.windowTitle() == "Rules of Debertz"
    assert "tertz" in dialog.browser.toPlainText()
    assert "терц" in rules_html("ru") and "tertz" in rules_html("en")


# -- switching while running ------------------------------------------------------------------


def test_language_switches_without_restart(qtbot, tmp_path) -> None:
    i18n.apply_language(Language.EN)
    settings = AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE)
    w = MainWindow(settings, start_game=False)
    qtbot.addWidget(w)
    w.show()
    session = w.new_game(preset("classic", players=3), seed=5, names=("A", "B", "C"),
                         delay_ms=0, levels=[None, "easy", "easy"])
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    menus = lambda: [m.text() for m in w.menuBar().actions()]
    plates = lambda: [i.score for i in w.table.scene.items()
                      if isinstance(i, SeatPlate)]
    assert menus()[0] == "&Game" and w.table.panel.last_trick.text() == "Last trick"
    assert "0 points" in plates()
    try:
        controller = SettingsController(SettingsStore(tmp_path / "settings.json"), w)
        controller.update(dataclasses.replace(settings, language=Language.RU))
        QApplication.processEvents()
        assert i18n.current_language() == "ru"
        assert menus()[0] == "&Игра"
        assert w.windowTitle() == "Деберц"
        assert w.sheet_dock.windowTitle() == "Запись"
        assert w.table.panel.last_trick.text() == "Последняя взятка"
        assert "0 очков" in plates()
        # the words, without the key's mark ("&Пас": Alt+П, issue 27)
        buttons = [plain(b.text()) for b in w.table.panel.buttons().values()]
        assert "Пас" in buttons, buttons
        w.undo_action.trigger()  # the rebuilt menus still work
    finally:
        i18n.apply_language(Language.EN)
        QApplication.processEvents()
    assert menus()[0] == "&Game"
    assert "Pass" in [plain(b.text()) for b in w.table.panel.buttons().values()]
    session.stop()


# -- fitting --------------------------------------------------------------------------------------


def assert_fits(root: QWidget) -> None:
    """No visible one-line label, button or check box is narrower than its text needs."""
    clipped = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel) and (widget.wordWrap() or not widget.text()):
            continue
        if not isinstance(widget, QLabel | QPushButton | QCheckBox):
            continue
        if widget.sizeHint().width() > widget.width():
            clipped.append((type(widget).__name__, widget.text(), widget.sizeHint().width(),
                            widget.width()))
    assert clipped == []


def test_russian_texts_fit_at_the_default_window_size(qtbot, russian) -> None:
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), start_game=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    session = w.new_game(preset("classic", players=3), seed=11, delay_ms=0,
                         levels=[None, "easy", "easy"])
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    assert_fits(w)
    session.stop()


def test_over_and_under_are_russian_for_every_number(russian) -> None:
    # OH_HELL §4: "over by 2" — a number in Russian's second or third plural form once fell
    # back to English (the text was not a plural message)
    from debertz_desktop.ui.games.oh_hell.sheet import over_under_text, place_text

    # the number stays with its word (a no-break space): a title never wraps before it
    assert [over_under_text(n) for n in (1, 2, 5, 21)] == [
        f"завышение на\u00a0{n}" for n in (1, 2, 5, 21)]
    assert over_under_text(-3) == "занижение на\u00a03" and over_under_text(0) == "баланс"
    assert place_text(2) == "место 2"


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_the_oh_hell_deal_title_keeps_each_number_with_its_word(qapp, language) -> None:
    """"Deal 1: 1 card, ♥ hearts — under by 1" wrapped at 1024 pixels and left "1" alone on the
    second line: no plain space between a number and its word."""
    from debertz_desktop.engine.oh_hell import OhHellRules
    from debertz_desktop.engine.oh_hell.sheet import OhHellRow
    from debertz_desktop.engine.pack import Suit
    from debertz_desktop.ui.games import game_ui
    from debertz_desktop.ui.games.base import DealSummary

    rules = OhHellRules(players=4)
    rows = [OhHellRow(1, 0, 1, Suit.HEARTS, (0, 0, 0, 0), (1, 0, 0, 0), (0, 10, 10, 10),
                      (0, 10, 10, 10)),
            OhHellRow(2, 1, 2, None, (1, 1, 1, 1), (1, 1, 0, 0), (11, 11, 0, 0),
                      (11, 21, 10, 10))]
    i18n.apply_language(language)
    try:
        titles = [game_ui(rules).deal_summary(DealSummary(rules, row, ("A", "B", "C", "D")))
                  .title for row in rows]
    finally:
        i18n.apply_language(Language.EN)
    for title in titles:
        assert not re.search(r"[^\W\d] \d|\d [^\W\d]", title), title
    if language is Language.EN:
        assert titles[0] == "Deal\u00a01: 1\u00a0card, \u2665 hearts \u2014 under by\u00a01"
        assert titles[1].endswith("over by\u00a02")


def debertz_row(number: int):
    """A played Debertz deal's row, numbered ``number`` (a first deal played by the rules)."""
    from debertz_desktop.engine.debertz.game import Game
    from debertz_desktop.engine.debertz.sheet import DealKind

    for seed in range(20):
        game = Game(preset("classic", players=3), seed)
        while not game.rows:
            game.apply(game.to_act, game.legal_actions(game.to_act)[0])
        if game.rows[0].kind is DealKind.PLAYED:
            return dataclasses.replace(game.rows[0], number=number)
    raise AssertionError("no played deal")


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_the_debertz_and_master_titles_keep_each_number_with_its_word(qtbot, language) -> None:
    """As Oh Hell's: a summary's title wraps in a narrow window, and "Deal 12: ♥ hearts",
    "Deal 17: 10 and A: 5 each, plus" or "Game over. Winner: Computer 1" must not leave a
    number alone at the start of its second line (nor "10" at the end of the first)."""
    from debertz_desktop.engine.debertz.sheet import ScoreSheet
    from debertz_desktop.engine.magistr import PRESETS as MAGISTR
    from debertz_desktop.engine.magistr.sheet import MagistrRow, MagistrSheet
    from debertz_desktop.ui.games.base import DealSummary
    from debertz_desktop.ui.table.deal_summary import DealSummaryPanel
    from debertz_desktop.ui.table.game_over import GameOverPanel

    names = ("Anna", "Computer 1", "Computer 2")
    debertz = preset("classic", players=3)
    magistr = MAGISTR["magistr"].rules(3)
    magistr_rows = [MagistrRow(number, 0, 1, (4, 4, 4), (0, 12, 0), 0, 12, 12)
                    for number in (5, 17, 23)]
    i18n.apply_language(language)
    try:
        summary = DealSummaryPanel()
        qtbot.addWidget(summary)
        titles = []
        for rules, row in ([(debertz, debertz_row(12))]
                           + [(magistr, row) for row in magistr_rows]):
            summary.show_summary(DealSummary(rules, row, names))
            titles.append(summary.title.text())
        over = GameOverPanel()
        qtbot.addWidget(over)
        over.show_result(ScoreSheet(names, 501, [debertz_row(12)], 1), names, debertz)
        titles.append(over.title.text())
        lines = [over.how.text(), over.totals.text()]
        over.show_result(MagistrSheet(magistr, names, magistr_rows, over=True), names, magistr)
        titles.append(over.title.text())
        # the result's lines under the title too ("Places: 1. Computer 1: +36 (12 tricks, …)")
        lines += [over.how.text(), over.totals.text()]
    finally:
        i18n.apply_language(Language.EN)
    for title in titles + lines:
        assert not re.search(r"[^\W\d] \d|\d [^\W\d]", title), title
    assert any("Computer\u00a01" in line for line in lines)
    if language is Language.EN:
        assert titles[0].startswith("Deal\u00a012: ")
        assert titles[2] == "Deal\u00a017: 10\u00a0and A: 5\u00a0each, plus"
        assert titles[4:] == ["Game over. Winner: Computer\u00a01"] * 2
