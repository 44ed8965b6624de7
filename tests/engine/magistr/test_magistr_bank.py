"""Beating the bank and taking it (MASTER §6): the seed's 25 worked examples, the table of
§6.1 for every pair of ranks, and each way of §6.3 in its order.

``master_examples.json`` is a copy of the shared one (25 rows of the seed's "Example
game"): player 1 leads, the others follow in order, a card of a listed trump suit is a
trump (level 1) whoever plays it, under own trumps.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from debertz_desktop.engine.magistr.bank import TAKING, Bank, Way, table_beats
from debertz_desktop.engine.magistr.cards import ORDER
from debertz_desktop.engine.pack import PackCard, Suit

EXAMPLES = json.loads((Path(__file__).parent / "master_examples.json").read_text("utf-8"))


def _bank(cards: list[str], trumps: str = "", *, common: bool = False,
          levels: list[int] | None = None) -> Bank:
    bank = Bank(common_levels=common)
    for seat, text in enumerate(cards):
        card = PackCard.from_str(text)
        level = levels[seat] if levels is not None else int(card.suit.letter in trumps)
        bank.add(card, level, seat)
    return bank


@pytest.mark.parametrize("example", EXAMPLES["examples"], ids=lambda e: f"row{e['id']}")
def test_every_worked_example_of_the_seed_gives_its_taker(example):
    # MASTER §6, §12: all 25 rows
    bank = _bank(example["cards"], "".join(example["trumps"]))
    assert bank.holder + 1 == example["expected_taker"], example["why"]


def test_there_are_25_examples():
    assert len(EXAMPLES["examples"]) == 25


# MASTER §6.1: which ranks a card beats of its own suit
TABLE = {
    "6": "7 9 J K 10 A", "7": "", "8": "6 7 9 J 10 A", "9": "7", "J": "7 9",
    "Q": "6 7 8 9 J", "K": "7 8 9 J Q", "10": "7 9 J Q K", "A": "7 9 J Q K 10",
}


@pytest.mark.parametrize("rank", list(TABLE))
def test_the_same_suit_table_for_every_pair_of_ranks(rank):
    card = PackCard.from_str(rank + "S")
    beaten = {PackCard.from_str(r + "S") for r in TABLE[rank].split()}
    for other in (PackCard(Suit.SPADES, r) for r in ORDER):
        assert table_beats(card, other) is (other in beaten), f"{card} on {other}"
        assert not table_beats(card, PackCard(Suit.HEARTS, other.rank))  # own suit only


def test_a_higher_card_of_the_main_suit_beats_a_trump_on_top_under_own_trumps():
    # §6.3 a (row 5): a main-suit card outranks a trump
    bank = _bank(["7S", "QH", "AS"], "H")
    assert bank.ways == [Way.LEAD, Way.TRUMP, Way.HIGHER] and bank.holder == 2
    # but a six is beaten in its suit only by the queen (or an eight): the ace discards
    assert _bank(["6S", "QH", "AS"], "H").holder == 1


def test_one_rank_down_runs_along_a_descending_chain_only():
    # §6.3 b: K Q J 9 of the led suit is a chain; a card that beat another way ends it
    bank = _bank(["KS", "QS", "JS", "9S"])
    assert bank.ways[1:] == [Way.ONE_LOWER] * 3 and bank.holder == 3
    # the ace beats the queen by the table, which closes the chain: the ten cannot go
    # one rank down on it, and by the table a ten never beats an ace
    broken = _bank(["KS", "QS", "AS", "10S"])
    assert broken.ways == [Way.LEAD, Way.ONE_LOWER, Way.HIGHER, None] and broken.holder == 2


def test_equal_value_works_on_the_main_card_only_and_the_last_one_holds():
    # §6.3 c (row 11)
    bank = _bank(["9S", "9H", "9C", "9D"])
    assert bank.ways[1:] == [Way.EQUAL] * 3 and bank.holder == 3


def test_an_eight_changes_the_main_suit_and_only_its_queen_king_or_an_eight_beat_it():
    # §6.3 d
    bank = _bank(["KS", "8H", "AS", "QH"], "S")
    assert bank.ways[1] is Way.EIGHT and bank.main_suit is Suit.HEARTS
    assert bank.ways[2] is None  # not even a trump touches an eight
    assert bank.ways[3] is Way.HIGHER and bank.holder == 3


def test_a_trump_must_rank_above_every_card_that_beat_and_the_main_card():
    # §6.3 e (rows 15, 25): a 9 of trumps cannot take a king's bank, a 10 can
    assert _bank(["KS", "9C"], "C").holder == 0
    assert _bank(["KS", "10C"], "C").holder == 1


def test_a_main_suit_card_that_does_not_beat_the_main_card_kills_without_taking():
    # §6.4 (rows 7, 8): 6♠ led, 8♠ beats it, K♠ beats the eight but not the six
    bank = _bank(["6S", "8S", "KS"])
    assert bank.ways == [Way.LEAD, Way.EIGHT, Way.KILL]
    assert bank.holder == 0 and Way.KILL not in TAKING


def test_in_common_modes_an_ordinary_card_never_beats_a_trump_but_equal_values_may():
    # §3: levels first in the common modes, except cards of equal value
    trumped = _bank(["9S", "AH", "10S"], "H", common=True)
    assert trumped.ways[2] is None and trumped.holder == 1
    equal = _bank(["9S", "9H", "9C"], "H", common=True)
    assert equal.ways[1:] == [Way.EQUAL, Way.EQUAL] and equal.holder == 2


def test_senior_trumps_beat_junior_ones_and_juniors_never_beat_seniors():
    # §3 senior_junior: ♠ senior (2), ♦ junior (1)
    bank = _bank(["9H", "JD", "QS", "AD"], common=True, levels=[0, 1, 2, 1])
    assert bank.ways[1:] == [Way.TRUMP, Way.TRUMP, None] and bank.holder == 2


def test_assess_changes_nothing():
    bank = _bank(["KS", "QS"])
    before = (list(bank.cards), bank.top, bank.way)
    assert bank.assess(PackCard.from_str("JS"), 0) is Way.ONE_LOWER
    assert bank.beats(PackCard.from_str("JS"), 0)
    assert (list(bank.cards), bank.top, bank.way) == before
