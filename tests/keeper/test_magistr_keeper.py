"""The Magistr score keeper's model (MASTER §7, §8): per deal the tricks and what the
sub-game counts; the program checks the sums, writes the row and keeps the sheet."""

from __future__ import annotations

import json

import pytest

from debertz_desktop.engine.errors import RecordError
from debertz_desktop.engine.magistr import MagistrGame, MagistrRules
from debertz_desktop.engine.magistr.subgames import Scores, max_points, subgame
from debertz_desktop.keeper import (
    EntryError,
    MagistrDealEntry,
    MagistrLiveGame,
    live_game_from_dict,
)

NAMES = ("Аня", "Борис", "Вера")


def _entry_of_played_deal(rules: MagistrRules, deal) -> MagistrDealEntry:
    """What a scorer would enter for a deal played on the table (read off the engine)."""
    kind = subgame(deal.number).scores
    if kind is Scores.TRICKS:
        counts = None
    elif kind is Scores.CARDS:
        counts = tuple((m & deal.scoring).bit_count() for m in deal.taken)
    elif kind is Scores.LAST_TWO:
        counts = tuple(sum(1 for taker, _c in deal.bank_log()[-2:] if taker == s)
                       for s in range(rules.players))
    else:
        counts = max_points(rules, deal.taken, deal.bank_log())
    return MagistrDealEntry(deal.first_leader, tuple(deal.tricks), counts)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_game_kept_by_hand_gives_the_tables_sheet(players):
    # §8: the keeper writes exactly the rows the engine writes on the table
    rules = MagistrRules(players=players)
    game = MagistrGame(rules, seed=players)
    keeper = MagistrLiveGame(rules, NAMES[:players] + ("Глеб",) * (players - 3),
                             first_dealer=game.first_dealer)
    while not game.is_over:
        before = len(game.rows)
        deal = game.deal  # the deal being played: it is over once a row is written
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
        if len(game.rows) > before:
            keeper.add(_entry_of_played_deal(rules, deal))
    assert keeper.is_over
    assert [r.to_dict() for r in keeper.rows] == [r.to_dict() for r in game.rows]
    assert keeper.sheet.places == game.sheet.places and keeper.sheet.checks_hold()
    back = live_game_from_dict(json.loads(keeper.to_json()))
    assert isinstance(back, MagistrLiveGame)
    assert back.sheet.to_dict() == keeper.sheet.to_dict()


@pytest.mark.parametrize(("number", "entry", "message"), [
    (1, MagistrDealEntry(0, (4, 3, 1)), "the tricks add up to 8, but the deal has 9"),
    (2, MagistrDealEntry(0, (4, 4, 4), (3, 2, 2)), "the cards taken add up to 7, but there "
                                                   "are 8"),
    (2, MagistrDealEntry(0, (4, 4, 4)), "what each player took of K and J"),
    (11, MagistrDealEntry(0, (4, 8, 0), (1, 0, 1)), "two in all, each to a player who took"),
    # §6.5, §7: t tricks hold t·players cards; none without a trick
    (3, MagistrDealEntry(0, (6, 6, 0), (2, 0, 2)), "Sixes: Вера took no tricks, so no cards"),
    (4, MagistrDealEntry(0, (1, 5, 6), (9, 0, 0)), "Hearts: Аня is given 9 of its cards, but "
                                                   "his tricks hold only 3 cards"),
])
def test_wrong_sums_are_refused_with_a_sentence(number, entry, message):
    rules = MagistrRules(players=3, next_dealer="left")
    keeper = MagistrLiveGame(rules, NAMES)
    filler = MagistrDealEntry(0, (3, 3, 3))
    for n in range(1, number):
        kind = subgame(n).scores
        tricks = (3, 3, 3) if n == 1 else (4, 4, 4)
        counts = {Scores.TRICKS: None, Scores.CARDS: None, Scores.LAST_TWO: (1, 1, 0),
                  Scores.MAX: (50, 40, 34)}[kind]
        if kind is Scores.CARDS:
            total = len(subgame(n).scoring_cards(rules))
            counts = (total, 0, 0)
        keeper.add(MagistrDealEntry(0, tricks, counts) if n > 1 else filler)
    with pytest.raises(EntryError, match=message):
        keeper.add(entry)
    assert len(keeper.entries) == number - 1


def test_an_early_end_leaves_remaining_tricks():
    # §7 early_end, §8 КВОП
    rules = MagistrRules(players=3)
    keeper = MagistrLiveGame(rules, NAMES, first_dealer=2)
    keeper.add(MagistrDealEntry(1, (3, 3, 3)))
    row = keeper.add(MagistrDealEntry(0, (2, 3, 1), (4, 2, 2)))
    assert row.remaining == 6 and row.points == (-8, -4, -4) and all(row.checks())
    assert keeper.dealer(2) == 1  # the first leader of deal 1 deals deal 2 (§4)


def test_a_damaged_file_names_its_first_bad_item():
    keeper = MagistrLiveGame(MagistrRules(players=3), NAMES)
    keeper.add(MagistrDealEntry(0, (3, 3, 3)))
    data = keeper.to_dict()
    data["deals"][0]["tricks"] = [3, 3]
    with pytest.raises(RecordError, match=r"deals\[0\]: tricks: a list of 3 numbers"):
        live_game_from_dict(data)
