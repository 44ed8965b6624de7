"""Files of network games in the main window: the host's saved table, a client's score sheet.

Game → Save at a table on the network writes what that player may keep (the
session's ``save_file``): the host the whole table (``net.table_save``, the
format of its autosave), a client the score sheet as his seat saw it
(``net.seat_sheet``: no card of anybody's hand).  Game → Open, or
``debertz FILE``, of such a file:

* a table whose game is under way (or not begun): offers to host it again —
  the same seats, its people come back to them (``NetworkPlay.offer_saved_table``);
* a table whose game is over, or a client's sheet: shows the sheet read-only in
  a window of its own, to print and export, titled as a network game's sheet.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt

from ...engine.games import kind_of
from ...storage.saved_games import LoadedGame
from ..player_names import team_names
from ..sheet_texts import SheetInfo
from ..window_placement import place

translate = QCoreApplication.translate


def network_sheet_info(table: str, names: Sequence[str], rules: Any, rows: Sequence[Any],
                       winner_side: int | None, *, date: str = "",
                       saved_by: str | None = None) -> SheetInfo:
    """The sheet of a network game of any game (``rules``' own sheet of ``rows``) for the
    sheet window, the printout and the CSV: its title says so, its header names the table
    (and who saved it)."""
    names = tuple(names)
    sides = team_names(names) if rules.teams else names
    sheet = kind_of(rules).sheet_of(rules, sides, rows, winner_side)
    extra = {translate("NetworkSheet", "Table"): table} if table else {}
    if saved_by:
        extra[translate("NetworkSheet", "Saved by")] = saved_by
    return SheetInfo(sheet, names, rules,
                     title=translate("NetworkSheet", "Score sheet of a network game"),
                     date=date, extra=extra)


def open_network_file(window, path: str, loaded: LoadedGame) -> bool:
    """Open a saved table or sheet (``RecordError``/``StorageError`` if its content is bad)."""
    if loaded.sheet is not None:
        from ...net.seat_sheet import SeatSheet

        seat_sheet = SeatSheet.from_dict(loaded.sheet)

        def info() -> SheetInfo:
            return network_sheet_info(seat_sheet.table, seat_sheet.names, seat_sheet.rules,
                                      seat_sheet.rows, seat_sheet.winner_side,
                                      date=seat_sheet.created or seat_sheet.saved,
                                      saved_by=seat_sheet.names[seat_sheet.seat])

        window.files.remember(path)
        show_sheet_window(window, path, info)
        return True
    from ...net.table_save import table_from_saved

    data = loaded.table
    table = table_from_saved(data, 0.0)  # checks the whole file: seats, rules, the game
    window.files.remember(path)
    game = table.game
    if game is None or not game.is_over:
        window.network.offer_saved_table(path, data)
        return True
    names = tuple(s.name for s in table.seats)

    def finished() -> SheetInfo:
        return network_sheet_info(table.config.name, names, table.rules, game.sheet.rows,
                                  game.winner_side)

    show_sheet_window(window, path, finished)
    return True


def show_sheet_window(window, path: str, make_info: Callable[[], SheetInfo]):
    """A read-only sheet window for the file at ``path`` (its info remade in a new language)."""
    from ..sheet_window import SheetWindow

    sheet_window = SheetWindow(window, folders=window.files)
    sheet_window.setWindowFlag(Qt.WindowType.Window)
    sheet_window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    sheet_window.file_name = Path(path).name
    sheet_window.set_info(make_info(), remake=make_info)
    place(sheet_window, SheetWindow.DEFAULT_SIZE, window)
    sheet_window.show()
    sheet_window.raise_()
    window.files.sheet_window = sheet_window
    return sheet_window
