"""The main window's menu bar: Game, View, Settings, Help (built anew on a language switch).

Save's words follow what the window would save (:func:`name_saving`).  The texts
keep the window's translation context (``MainWindow``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

translate = QCoreApplication.translate


def add(menu, text: str, slot, shortcut=None) -> QAction:
    """A menu item calling ``slot()``, with its ``shortcut``."""
    action = menu.addAction(text)
    action.triggered.connect(lambda _=False: slot())
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    return action


def reviews(window: Any):
    """The deal review's opener for ``window`` (issue 31; imported when first used)."""
    from .review.opening import DealReviews

    return DealReviews.of(window)


def lessons() -> list[tuple[str, Any]]:
    """The games that have a lesson (Help → Learn to play …), with their ``GameUi``."""
    from ..engine.games import GAMES
    from .games import game_ui_by_key

    return [(key, game_ui_by_key(key)) for key in GAMES if game_ui_by_key(key).lesson()]


def build_menus(window: Any) -> None:
    """The menus of ``window`` (the ``MainWindow``, which imports this module); its actions
    that change state are kept on it (``save_action``, ``save_as_action``, ``undo_action``,
    ``hint_action``, ``last_trick_action``), and those about games and files answer in its
    companion windows too (``CompanionWindows.lend_keys``)."""
    keys = QKeySequence.StandardKey
    bar = window.menuBar()
    game = bar.addMenu(translate("MainWindow", "&Game"))
    new_game = add(game, translate("MainWindow", "&New game…"), window.ask_new_game, keys.New)
    window.network.build_menu(game)
    open_game = add(game, translate("MainWindow", "&Open…"), window.open_game, keys.Open)
    window.files.recent_menu.setTitle(translate("MainWindow", "Open &recent"))
    game.addMenu(window.files.recent_menu)
    window.save_action = add(game, translate("MainWindow", "&Save"), window.save_game,
                             keys.Save)
    window.save_as_action = add(game, translate("MainWindow", "Save &as…"),
                                window.save_game_as, keys.SaveAs)
    game.addSeparator()
    add(game, translate("MainWindow", "&Print…"), window.print_sheet, keys.Print)
    add(game, translate("MainWindow", "Print pre&view…"), lambda: window.printing("preview"))
    add(game, translate("MainWindow", "Export P&DF…"), lambda: window.printing("ask_pdf"))
    add(game, translate("MainWindow", "Export &CSV…"), lambda: window.printing("ask_csv"))
    game.addSeparator()
    add(game, translate("MainWindow", "Score &keeper for real cards…"),
        window.companions.open_score_keeper)
    add(game, translate("MainWindow", "S&tatistics…"), window.companions.show_statistics)
    review = add(game, translate("MainWindow", "Revie&w a deal…"),
                 lambda: reviews(window).open_deal(), QKeySequence("Ctrl+R"))
    add(game, translate("MainWindow", "Review a saved &game…"),
        lambda: reviews(window).open_file())
    game.addSeparator()
    window.undo_action = add(game, translate("MainWindow", "&Undo last card"),
                             window.table.undo, keys.Undo)
    window.hint_action = add(game, translate("MainWindow", "&Hint"), window.table.request_hint,
                             QKeySequence("H"))
    game.addSeparator()
    quit_action = add(game, translate("MainWindow", "&Quit"), window.close, keys.Quit)

    view = bar.addMenu(translate("MainWindow", "&View"))
    sheet_action = window.sheet_dock.toggleViewAction()
    sheet_action.setText(translate("MainWindow", "&Score sheet"))
    sheet_action.setShortcut(QKeySequence("Ctrl+H"))
    view.addAction(sheet_action)
    add(view, translate("MainWindow", "Score sheet &window"), window.companions.show_sheet_window,
        QKeySequence("Ctrl+Shift+H"))
    last_trick = window.last_trick_action = add(view, translate("MainWindow", "&Last trick"),
                                                window.table.toggle_last_trick)
    # L alone too, as H is the hint: a shortcut rather than a key the hand reads, so that it
    # answers with the keys anywhere in the window and on a Cyrillic layout (Qt finds the
    # Latin letter of the key pressed; the hand's own check saw «Д» and did nothing)
    last_trick.setShortcuts([QKeySequence("Ctrl+L"), QKeySequence("L")])

    settings = bar.addMenu(translate("MainWindow", "&Settings"))
    preferences = add(settings, translate("MainWindow", "&Settings…"), window.edit_settings,
                      keys.Preferences)

    help_menu = bar.addMenu(translate("MainWindow", "&Help"))
    for key, ui in lessons():
        # the game's name gives the item its key (D, O, M): one letter for each lesson
        add(help_menu, translate("MainWindow", "Learn to play {game}").format(
            game="&" + ui.title()), lambda key=key: window.learn_to_play(key))
    rules = add(help_menu, translate("MainWindow", "&Rules"), window.companions.show_rules,
                keys.HelpContents)
    add(help_menu, translate("MainWindow", "&About"), window.companions.show_about)
    # the keys that answer in the windows beside this one too (not the table's: Undo, H, L;
    # not Print, which the score sheet's window has for its own sheet)
    window.companions.lend_keys((new_game, open_game, window.save_action, window.save_as_action,
                                 review, quit_action, preferences, rules))


def name_saving(window: Any) -> None:
    """Save's words for what it saves (``GameFiles.write``): a game, the table its host
    runs (opened again, it is hosted again), or a client's score sheet — a client
    holds no record of the game, only the sheet as his seat saw it."""
    from .game_files import file_kind

    kind = file_kind(window.session)
    if kind == "sheet":
        texts = (translate("MainWindow", "Save score &sheet"),
                 translate("MainWindow", "Save score sheet &as…"))
        tip = translate("MainWindow", "Saves the score sheet as you see it; the game itself is "
                        "kept by its host.")
    else:
        texts = (translate("MainWindow", "&Save"), translate("MainWindow", "Save &as…"))
        tip = translate("MainWindow", "Saves the whole table: open the file to host it again, "
                        "and its players come back to their seats.") if kind == "table" else ""
    for action, text in zip((window.save_action, window.save_as_action), texts, strict=True):
        action.setText(text)
        action.setStatusTip(tip)
    window.table.game_over.set_saves_sheet(kind == "sheet")
