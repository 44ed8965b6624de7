"""At the table as a player expects it (issue 23): colours, focus, the last trick, the hint,
partners, declared sequences and the end of the game."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_table import card_point, wait_my_turn
from test_table_polish import make_window
from test_translations import human_to_act, play_until

from debertz_desktop.ai.hint import OUTLOOKS, TEMPLATES, Hint, table_of
from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.cards import Card, Rank, Suit
from debertz_desktop.engine.debertz.combinations import CombinationKind
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.debertz.views import Announcement
from debertz_desktop.storage.settings import Deck, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.games import game_ui
from debertz_desktop.ui.games.debertz.texts import announcement_text
from debertz_desktop.ui.table.decorations import TEAM_COLOURS


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot)
    yield w
    if w.session is not None:
        w.session.stop()


@pytest.fixture
def russian(qapp):
    i18n.apply_language(Language.RU)
    QApplication.processEvents()
    yield
    i18n.apply_language(Language.EN)
    QApplication.processEvents()


# -- four colours ---------------------------------------------------------------------------


def pip_colours(item) -> set[tuple[int, int, int]]:
    """The strong colours painted on a card item (its pips and index)."""
    image = item._composite(item._size.width(), item._size.height()).toImage()
    found = set()
    for x in range(0, image.width(), 2):
        for y in range(0, image.height(), 2):
            c = QColor(image.pixel(x, y))
            if c.saturation() > 150 and c.value() > 80:
                found.add((c.red() // 40, c.green() // 40, c.blue() // 40))
    return found


def is_blue(colours) -> bool:
    return any(b > r + 1 and b >= g for r, g, b in colours)


def is_red(colours) -> bool:
    return any(r > b + 1 and r > g + 1 for r, g, b in colours)


def test_four_colours_reach_the_card_faces(qtbot) -> None:
    window = make_window(qtbot, deck=Deck.DRAWN)
    session = window.new_game(preset("classic", players=2), seed=5, delay_ms=0)
    wait_my_turn(qtbot, session)
    scene = window.table.scene
    diamond = Card(Suit.DIAMONDS, Rank.ACE)
    item = scene._items.get(diamond.index)
    if item is None:  # the ace of diamonds is elsewhere: paint one anyway
        from debertz_desktop.ui.table.card_item import CardItem
        item = CardItem(diamond.index, diamond, scene.faces, scene.deck)
        item.set_look(scene.deck, scene.geometry.card, 1.0)
        scene.addItem(item)
    assert is_red(pip_colours(item)) and not is_blue(pip_colours(item))
    window.apply_settings(dataclasses.replace(window.settings, four_colour=True))
    assert is_blue(pip_colours(item)), "diamonds turn blue on the simple deck"
    assert window.table.scene.decorations.trump.colour is not None
    window.apply_settings(dataclasses.replace(window.settings, four_colour=False))
    assert is_red(pip_colours(item))
    session.stop()


def test_four_colours_are_on_from_the_start(qtbot) -> None:
    window = make_window(qtbot, deck=Deck.DRAWN, four_colour=True)
    assert window.table.scene.faces.drawn_style.four_colour


# -- the keyboard stays with the hand ---------------------------------------------------------


def focus_is_on_the_hand(window) -> bool:
    return QApplication.focusWidget() is window.table.view


def test_focus_returns_to_the_hand_after_every_button(qtbot, window, monkeypatch) -> None:
    import debertz_desktop.ui.session as session_module

    monkeypatch.setattr(session_module, "advise", lambda view, seed: (
        next(a for a in view.legal_actions if isinstance(a, A.PlayCard)), "Because."))
    window.activateWindow()
    session = window.new_game(preset("classic", players=2), seed=4, delay_ms=0)
    wait_my_turn(qtbot, session)
    panel = window.table.panel
    # A decision clicked with the mouse: the next decision is still taken by the keyboard.
    decision = next(iter(panel.buttons()))
    window.sheet_dock.setVisible(True)
    window.sheet.setFocus()
    qtbot.mouseClick(panel.button_for(decision), Qt.MouseButton.LeftButton)
    assert focus_is_on_the_hand(window)
    to_second_trick(qtbot, session)
    clicked = 0
    for button in (panel.hint, panel.last_trick, panel.last_trick, panel.undo):
        if button.isEnabled():
            window.sheet.setFocus()
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            assert focus_is_on_the_hand(window), button.objectName()
            clicked += 1
    assert clicked == 4
    # The arrows and Enter go to the hand: a card is played by keyboard.
    wait_my_turn(qtbot, session)
    scene = window.table.scene
    legal = {a.card for a in session.view().legal_actions if isinstance(a, A.PlayCard)}
    for _ in range(10):
        if scene.focused_card() in legal:
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    card = scene.focused_card()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert card not in session.game.view(0).hand
    # A click never takes the keyboard from the hand; Tab reaches every button (issue 27).
    for button in (panel.hint, panel.last_trick, panel.undo, panel.bella, panel.confirm,
                   panel.cancel):
        assert button.focusPolicy() == Qt.FocusPolicy.TabFocus


# -- the last trick ---------------------------------------------------------------------------


def to_second_trick(qtbot, session) -> None:
    play_until(qtbot, session, lambda: len(session.view().tricks) >= 1
               and session.view().phase is Phase.PLAY and human_to_act(session))


def test_last_trick_is_a_toggle_beside_the_trick(qtbot, window) -> None:
    session = window.new_game(preset("classic", players=3), seed=9, delay_ms=0,
                              levels=[None, "easy", "easy"])
    assert not window.last_trick_action.isEnabled(), "no trick taken yet"
    assert not window.undo_action.isEnabled(), "no card to take back"
    to_second_trick(qtbot, session)
    assert window.last_trick_action.isEnabled()
    table, scene, panel = window.table, window.table.scene, window.table.panel
    qtbot.mouseClick(panel.last_trick, Qt.MouseButton.LeftButton)
    assert scene.showing_last_trick and panel.last_trick.isChecked()
    box = scene.geometry.last_trick_box()
    for _, card in session.view().trick:
        assert not box.intersects(scene.item_for(card).sceneBoundingRect().adjusted(6, 6, -6, -6))
    # Escape closes it, and the button pops up.
    QTest.keyClick(table.view, Qt.Key.Key_Escape)
    assert not scene.showing_last_trick and not panel.last_trick.isChecked()
    # L opens it; a click anywhere on the table closes it (and plays nothing).
    QTest.keyClick(table.view, Qt.Key.Key_L)
    assert scene.showing_last_trick and panel.last_trick.isChecked()
    hand = list(session.view().hand)
    item = scene.item_for(hand[0])
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, card_point(table.view, item))
    assert not scene.showing_last_trick and not panel.last_trick.isChecked()
    assert session.view().hand == tuple(hand)
    # Clicking the pressed button closes it too.
    qtbot.mouseClick(panel.last_trick, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.last_trick, Qt.MouseButton.LeftButton)
    assert not scene.showing_last_trick and not panel.last_trick.isChecked()
    # L answers with the keys anywhere in the window, as H does: on the bar's tools too (it is
    # the View menu's shortcut, which also finds it on a Cyrillic layout's «Д» key); a
    # shortcut needs the window active
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    panel.hint.setFocus()
    QTest.keyClick(panel.hint, Qt.Key.Key_L)
    assert scene.showing_last_trick and panel.last_trick.isChecked()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_L)
    assert not scene.showing_last_trick
    session.stop()


# -- the hint's words --------------------------------------------------------------------------


def view_for(players: int, teams: bool = False, target=None):
    rules = preset("site", players=players, teams=teams)
    if target is not None:
        rules = rules.replace(target=target)
    game = Game(rules, seed=1)
    return game.view(game.to_act)


@pytest.mark.parametrize(("players", "teams", "target", "who"), [
    (2, False, None, "opponent"), (4, True, None, "pair"), (3, False, None, "two"),
    (4, False, None, "others"), (2, False, "single_deal", "opponent")])
def test_the_hint_says_behind_when_behind(players, teams, target, who) -> None:
    view = view_for(players, teams, target)
    table = table_of(view)
    assert table[1] == who
    a, b = A.PlayCard(Card.from_str("7S")), A.PlayCard(Card.from_str("8S"))
    behind = Hint(a, {a: -18.2, b: -25.0}, 10, "best", table)
    text = behind.explanation()
    assert "18" in text and "-18" not in text and "7" in text
    assert ("behind" in text or "fewer" in text) and "ahead" not in text
    assert {"opponent": "opponent", "pair": "pair", "two": "other two",
            "others": "other players"}[who] in text
    ahead = Hint(a, {a: 12.0, b: 2.0}, 10, "best", table)
    assert "ahead" in ahead.explanation() or "more" in ahead.explanation()
    level = Hint(a, {a: 0.2, b: -9.0}, 10, "best", table)
    assert "about level" in level.explanation() or "as many" in level.explanation()
    assert "10 points better" in ahead.explanation()
    # one point is "1 point" (RULES §1 counts points one by one: a margin of 1 is a real one)
    close = Hint(a, {a: 1.2, b: 0.1}, 10, "best", table)
    assert "about 1 point " in close.explanation() and "1 point better" in close.explanation()


def test_every_outlook_is_translated(russian) -> None:
    from PySide6.QtCore import QCoreApplication

    for key, text in OUTLOOKS.items():
        russian_text = QCoreApplication.translate("Hint", text)
        assert russian_text != text, key
        assert ("{value}" in russian_text) == ("{value}" in text), key
    for text in TEMPLATES.values():
        assert QCoreApplication.translate("Hint", text) != text


def test_the_ui_hint_is_worded_in_russian(russian) -> None:
    view = view_for(4, True)
    a, b = A.PlayCard(Card.from_str("7S")), A.PlayCard(Card.from_str("8S"))
    hint = Hint(a, {a: -6.0, b: -20.0}, 10, "best", table_of(view))
    ui = game_ui(view.rules)
    _, text = ui.explained(hint, ui.hint_arguments(hint))
    assert "на 6 очков позади другой пары" in text and "на 14 очков лучше" in text, text
    one = Hint(a, {a: 1.0, b: -20.0}, 10, "best", table_of(view))
    _, text = ui.explained(one, ui.hint_arguments(one))
    assert "на 1 очко впереди" in text and "на 21 очко лучше" in text, text


# -- partners and pairs ------------------------------------------------------------------------


def test_partners_are_marked_with_four_in_pairs(qtbot, window, russian) -> None:
    session = window.new_game(preset("site", players=4, teams=True), seed=6, delay_ms=0,
                              levels=[None] + ["easy"] * 3)
    wait_my_turn(qtbot, session)
    scene = window.table.scene
    plates = scene.decorations.plates
    assert plates[0].team == plates[2].team == 0 and plates[1].team == plates[3].team == 1
    assert TEAM_COLOURS[0] != TEAM_COLOURS[1]
    assert "Ваш партнёр" in plates[2].toolTip()
    assert "Вы и Компьютер 2" in plates[1].toolTip() or "Компьютер 3" in plates[1].toolTip()
    teams = scene.decorations.teams
    assert teams.isVisible()
    assert [name for name, _ in teams.rows] == ["Вы и Компьютер 2", "Компьютер 1 и Компьютер 3"]
    box = teams.sceneBoundingRect()
    for plate in plates.values():
        assert not box.intersects(plate.sceneBoundingRect())
    # The deal summary's pairs: «и», not «&», and whole words (two lines if need be).
    play_until(qtbot, session, lambda: bool(session.game.rows), limit=2000)
    qtbot.waitUntil(lambda: window.table.summary.isVisible(), timeout=5000)
    table = window.table.summary.table
    heads = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    assert [h.toolTip() for h in heads] == ["Вы и Компьютер 2", "Компьютер 1 и Компьютер 3"]
    for head in heads:
        assert "&" not in head.text() and "…" not in head.text()
        assert head.text().replace("\n", " ") == head.toolTip()
    session.stop()


def test_no_partner_marks_without_pairs(qtbot, window) -> None:
    session = window.new_game(preset("site", players=4, teams=False), seed=6, delay_ms=0,
                              levels=[None] + ["easy"] * 3)
    wait_my_turn(qtbot, session)
    scene = window.table.scene
    assert all(plate.team is None for plate in scene.decorations.plates.values())
    assert not scene.decorations.teams.isVisible()
    session.stop()


# -- declared sequences ------------------------------------------------------------------------


def test_a_declared_sequence_is_named_as_players_say_it(russian) -> None:
    assert announcement_text(CombinationKind.TERTZ, Rank.KING, Suit.DIAMONDS) == \
        "терц до короля ♦"
    assert announcement_text(CombinationKind.FIFTY, Rank.ACE) == "полтинник до туза"
    i18n.apply_language(Language.EN)
    assert announcement_text(CombinationKind.TERTZ, Rank.KING, Suit.DIAMONDS) == \
        "tertz to the king of ♦"
    assert announcement_text(CombinationKind.HUNDRED, Rank.TEN) == "hundred to the ten"


def test_the_seat_box_names_the_declared_sequence(qtbot, window) -> None:
    session = window.new_game(preset("classic", players=2), seed=2, delay_ms=0)
    wait_my_turn(qtbot, session)
    scene = window.table.scene
    view = dataclasses.replace(session.view(), phase=Phase.PLAY,
                               announcements=(Announcement(1, CombinationKind.TERTZ, Rank.KING),),
                               shown_combinations=())
    scene.set_view(view)
    assert scene.decorations.plates[1].note == "tertz to the king"
    from debertz_desktop.engine.debertz.combinations import Combination
    shown = Combination(CombinationKind.TERTZ, Suit.DIAMONDS, Rank.KING, 3)
    scene.set_view(dataclasses.replace(view, shown_combinations=((1, shown),)))
    assert scene.decorations.plates[1].note == "tertz to the king of ♦"
    session.stop()


# -- the end of the game -----------------------------------------------------------------------


def test_the_result_offers_a_new_game_saving_and_printing(qtbot, window, monkeypatch) -> None:
    calls = []
    monkeypatch.setattr(window, "ask_new_game", lambda: calls.append("new"))
    monkeypatch.setattr(window, "save_game", lambda: calls.append("save"))
    monkeypatch.setattr(window, "print_sheet", lambda: calls.append("print"))
    window.table.new_game_requested.disconnect()
    window.table.save_requested.disconnect()
    window.table.print_requested.disconnect()
    window.table.new_game_requested.connect(window.ask_new_game)
    window.table.save_requested.connect(window.save_game)
    window.table.print_requested.connect(window.print_sheet)
    rules = preset("classic", players=2).replace(target=301)
    session = window.new_game(rules, seed=3, delay_ms=0)
    play_until(qtbot, session, lambda: session.is_over, limit=5000)
    table = window.table
    qtbot.waitUntil(lambda: table.summary.isVisible(), timeout=5000)
    assert not table.game_over.isVisible(), "the last deal is shown first"
    assert not session.can_undo() and not table.panel.undo.isEnabled()
    qtbot.mouseClick(table.summary.close_button, Qt.MouseButton.LeftButton)
    panel = table.game_over
    assert panel.isVisible()
    assert panel.sheet.rowCount() == len(session.game.rows)
    viewport = table.view.viewport().rect()
    assert viewport.contains(panel.geometry())
    for button in (panel.new_game_button, panel.save_button, panel.print_button):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert calls == ["new", "save", "print"]
    qtbot.mouseClick(panel.close_button, Qt.MouseButton.LeftButton)
    assert not panel.isVisible()
