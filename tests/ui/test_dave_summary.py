"""The deal summary of a Short Deberts deal ended by a declined dave (RULES §12): the deal
was not played to its end and its tricks are not counted, so the summary does not show
"Tricks 0 / 0" beside a pile of tricks on the table; it says why the figures are not there."""

from __future__ import annotations

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.debertz.sheet import DealKind
from debertz_desktop.ui.games import game_ui
from debertz_desktop.ui.games.base import DealSummary


def declined_after_tricks() -> Game:
    """Short Deberts with dave: cards are played until a trick is taken, then the player to
    act offers a dave and the other declines."""
    rules = preset("short").replace(dave=True)
    for seed in range(40):
        game = Game(rules, seed=seed)
        while not game.is_over:
            legal = game.legal_actions(game.to_act)
            dave = A.OfferDave() in legal
            if dave and any(game.view(0).tricks_taken):
                game.apply(game.to_act, A.OfferDave())
                game.apply(game.to_act, A.DeclineDave())
                return game
            game.apply(game.to_act, next(a for a in legal if not isinstance(
                a, A.OfferDave | A.ClaimFinish)))
    raise AssertionError("no deal reached a trick with a dave to offer")


def test_a_declined_dave_does_not_show_zero_tricks(qapp) -> None:
    game = declined_after_tricks()
    row = game.sheet.rows[-1]
    assert row.kind is DealKind.DAVE_DECLINED
    content = game_ui(game.rules).deal_summary(DealSummary(game.rules, row, game.side_names))
    labels = [label for label, _ in content.rows]
    assert "Tricks" not in labels and "Card points" not in labels and "Deal total" not in labels
    assert "Written" in labels  # the stakes given up are written (RULES §12)
    assert any("not played to its end" in note for note in content.notes), content.notes


def test_a_played_deal_still_shows_its_tricks(qapp) -> None:
    rules = preset("short")
    game = Game(rules, seed=3)
    while not game.is_over:
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    row = game.sheet.rows[-1]
    content = game_ui(rules).deal_summary(DealSummary(rules, row, game.side_names))
    labels = [label for label, _ in content.rows]
    if row.kind is DealKind.PLAYED:
        assert labels[:2] == ["Tricks", "Card points"]
