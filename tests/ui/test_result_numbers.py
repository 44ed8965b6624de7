"""How the game's result and the review's averages write their numbers: a name that ends
in a digit is never run into its score ("Computer 1 2"), and decimals are written as the
language writes them ("1,5" in Russian)."""

from __future__ import annotations

import pytest

from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.magistr import MagistrRules
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.games import game_ui
from debertz_desktop.ui.numbers import decimal_text
from debertz_desktop.ui.review.texts import estimate_text


def finished(game):
    while not game.is_over:
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    return game


def games():
    from debertz_desktop.engine.magistr import MagistrGame
    from debertz_desktop.engine.oh_hell import OhHellGame

    yield preset("classic", players=2), finished(Game(preset("classic", players=2), seed=5))
    yield OhHellRules(players=3, deals=2), finished(OhHellGame(OhHellRules(players=3, deals=2),
                                                               seed=4))
    yield MagistrRules(players=3), finished(MagistrGame(MagistrRules(players=3), seed=4))


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_each_final_score_is_set_apart_from_the_name(qapp, language) -> None:
    for rules, game in games():
        i18n.apply_language(language)
        try:
            totals = game_ui(rules).result(game.sheet, tuple(game.names)).totals
        finally:
            i18n.apply_language(Language.EN)
        names = game.sheet.side_names if hasattr(game.sheet, "side_names") else game.names
        for name in names:
            # "Computer 1: 2", never "Computer 1 2"
            assert f"{name}: " in totals, (name, totals)
            assert f"{name} " not in totals.replace(f"{name}: ", ""), (name, totals)


@pytest.mark.parametrize(("language", "said", "signed"), [
    (Language.EN, "1.5", "+2.3"), (Language.RU, "1,5", "+2,3")])
def test_decimals_are_written_as_the_language_writes_them(qapp, language, said, signed) -> None:
    i18n.apply_language(language)
    try:
        assert decimal_text(1.46) == said
        assert estimate_text(2.26) == signed
        assert estimate_text(-2.26) == "−" + signed[1:]
        assert decimal_text(-0.01) == ("0.0" if language is Language.EN else "0,0")
    finally:
        i18n.apply_language(Language.EN)


def test_a_master_zero_is_written_without_a_sign(qapp) -> None:
    # MASTER §7: a player who takes no scoring card in a minus deal loses nothing; "+0"
    # read as a won zero beside the others' minus
    from debertz_desktop.engine.magistr import MagistrGame
    from debertz_desktop.ui.games.magistr.sheet import sheet_grid

    game = MagistrGame(MagistrRules(players=3), seed=4)
    while not any(0 in row.points for row in game.sheet.rows):
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    grid = sheet_grid(game.sheet, tuple(game.names))
    cells = [cell for line in grid.lines for cell in line.cells]
    assert "0" in cells and not any(cell.startswith("+0") for cell in cells)
    assert any(cell.startswith("-") for cell in cells)
