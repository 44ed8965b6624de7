"""The Oh Hell score keeper's model (OH_HELL §3–§8): entries checked, the sheet written by
the engine, a half-entered deal kept, a whole 5-player game saved and read back."""

from __future__ import annotations

import json

import pytest

from debertz_desktop.engine.errors import RecordError
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.engine.pack import Suit
from debertz_desktop.keeper import EntryError, OhHellDealEntry, OhHellLiveGame, live_game_from_dict

NAMES = ("Аня", "Борис", "Вера", "Глеб", "Даша")
H, S = Suit.HEARTS, Suit.SPADES


def _game(**options) -> OhHellLiveGame:
    return OhHellLiveGame(OhHellRules(players=5, **options), NAMES, first_dealer=4)


def test_deals_pass_to_the_left_and_bids_start_left_of_the_dealer():
    # OH_HELL §3, §4
    game = _game()
    assert game.dealer(1) == 4 and game.dealer(2) == 0
    assert game.bidding_order(1) == (0, 1, 2, 3, 4)
    assert game.bidding_order(3) == (2, 3, 4, 0, 1)
    assert [game.cards(n) for n in (1, 2, 10)] == [1, 2, 10]


def test_bids_entered_as_they_are_said_show_over_under_once_all_are_in():
    game = _game()
    game.enter(OhHellDealEntry(H, (1, 0, None, None, None)))
    assert game.pending is not None and game.number == 1
    assert game.over_under(1, game.pending.bids) is None
    game.enter(OhHellDealEntry(H, (1, 0, 1, 0, 1)))
    assert game.over_under(1, game.pending.bids) == 2
    assert game.rows == ()  # not written until the tricks are in


def test_a_whole_deal_is_written_by_the_engines_scoring():
    # OH_HELL §6: exact bids score 10 + bid, the others nothing
    game = _game()
    game.enter(OhHellDealEntry(H, (1, 0, 1, 0, 0)))
    game.enter(OhHellDealEntry(H, (1, 0, 1, 0, 0), (1, 0, 0, 0, 0)))
    (row,) = game.rows
    assert row.points == (11, 10, 0, 10, 10)
    assert row.trump is H and row.cards == 1 and row.dealer == 4
    assert game.number == 2 and game.pending is None


@pytest.mark.parametrize(("entry", "message"), [
    (OhHellDealEntry(H, (2, 0, 0, 0, 0)), "Аня's bid 2: a bid is from 0 to 1"),
    (OhHellDealEntry(H, (1, 0, 0, 0, 0), (1, 1, 0, 0, 0)),
     "the tricks add up to 2, but 1 were played"),
    (OhHellDealEntry(H, (1, 0, 0, 0, 0), (0, 0, 0, 0, 0)),
     "the tricks add up to 0, but 1 were played"),
    (OhHellDealEntry(None, (1, 0, 0, 0, 0), (1, 0, 0, 0, 0)), "which suit was turned"),
    (OhHellDealEntry(H, (1, None, 0, 0, 0), (1, 0, 0, 0, 0)), "every player bids"),
])
def test_wrong_entries_are_refused_with_a_sentence_and_nothing_changes(entry, message):
    game = _game()
    with pytest.raises(EntryError, match=message) as err:
        game.enter(entry)
    assert str(err.value).startswith("deal 1: ")
    assert game.entries == ()


def test_the_dealers_restriction_is_checked_when_it_is_on():
    # OH_HELL §4 dealer_restriction = on: the dealer (seat 4) may not make it even
    game = _game(dealer_restriction=True)
    assert game.forbidden_bid(1, (0, 0, 1, 0, None)) == 0
    with pytest.raises(EntryError, match="dealer Даша may not bid 0"):
        game.enter(OhHellDealEntry(H, (0, 0, 1, 0, 0)))
    game.enter(OhHellDealEntry(H, (0, 0, 1, 0, 1)))


def test_the_last_deal_has_no_trump_and_refuses_one():
    game = OhHellLiveGame(OhHellRules(players=3, deals=1), NAMES[:3])
    with pytest.raises(EntryError, match="without trumps"):
        game.enter(OhHellDealEntry(S, (0, 0, 1), (0, 0, 1)))
    game.enter(OhHellDealEntry(None, (0, 0, 1), (0, 0, 1)))
    assert game.is_over and game.sheet.totals == (10, 10, 11)
    assert game.sheet.places == (2, 2, 1)


def _play_whole_game(game: OhHellLiveGame, stop_at: int | None = None) -> None:
    for number in range(1, game.rules.deal_count + 1):
        cards = game.cards(number)
        trump = H if game.has_trump(number) else None
        tricks = [0] * 5
        tricks[number % 5] = cards  # one player takes everything
        bids = [0] * 5
        bids[number % 5] = cards
        if number == stop_at:
            game.enter(OhHellDealEntry(trump, (bids[0], bids[1], None, None, None)))
            return
        game.enter(OhHellDealEntry(trump, tuple(bids), tuple(tricks)))


def test_a_whole_five_player_game_survives_saving_at_any_point():
    # issue 29: quit mid-game (even mid-deal), reopen: nothing lost
    whole = _game(failed_bid="minus_difference")
    _play_whole_game(whole)
    assert whole.is_over and len(whole.rows) == 10
    # every bid is exact: 10 a deal each, and the taker of deal n (seat n % 5) n more
    expected = [100] * 5
    for number in range(1, 11):
        expected[number % 5] += number
    assert whole.sheet.totals == tuple(expected)
    again = live_game_from_dict(json.loads(whole.to_json()))
    assert isinstance(again, OhHellLiveGame)
    assert again.sheet.to_dict() == whole.sheet.to_dict()
    half = _game()
    _play_whole_game(half, stop_at=6)
    data = json.loads(half.to_json())
    assert data["game"] == "oh_hell" and data["version"] == 2
    back = live_game_from_dict(data)
    assert back.number == 6 and back.pending.bids == (0, 6, None, None, None)
    assert back.sheet.to_dict() == half.sheet.to_dict()


def test_correcting_an_old_deal_writes_every_later_total_again():
    game = _game()
    _play_whole_game(game)
    before = game.sheet.totals
    first = game.entries[0]
    game.replace(0, OhHellDealEntry(first.trump, (0, 0, 0, 0, 0), (0, 1, 0, 0, 0)))
    assert game.rows[0].points == (10, 0, 10, 10, 10)
    assert game.sheet.totals != before
    assert game.rows[-1].totals == game.sheet.totals


def test_a_damaged_live_file_names_its_first_bad_item():
    game = _game()
    game.enter(OhHellDealEntry(H, (1, 0, 0, 0, 0), (1, 0, 0, 0, 0)))
    data = game.to_dict()
    data["deals"][0]["bids"] = [1, 0]
    with pytest.raises(RecordError, match=r"deals\[0\]: bids: a list of 5 numbers"):
        live_game_from_dict(data)
    data = game.to_dict()
    data["deals"][0]["tricks"] = [5, 0, 0, 0, 0]
    with pytest.raises(RecordError, match="Аня cannot take 5 tricks of 1"):
        live_game_from_dict(data)


def test_removing_the_last_deal_removes_a_written_one():
    # OH_HELL §8: the last written row goes, with the next deal's bids said after it
    game = _game()
    game.enter(OhHellDealEntry(H, (1, 0, None, None, None)))
    assert game.deals_written == 0
    game.remove_last()  # nothing written: the bids stay
    assert game.pending == OhHellDealEntry(H, (1, 0, None, None, None))
    game.enter(OhHellDealEntry(H, (1, 0, 1, 0, 0), (1, 0, 0, 0, 0)))
    game.enter(OhHellDealEntry(S, (1, None, None, None, None)))
    assert game.deals_written == 1
    game.remove_last()
    assert game.entries == () and game.rows == () and game.number == 1
    game.enter(OhHellDealEntry(H, (1, 0, None, None, None)))
    game.take_back_bids()
    assert game.entries == ()
