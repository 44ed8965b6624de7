"""The examples of Magistr's rules pages agree with the engine (issue 30).

§6 of the pages shows the seed's worked examples of a bank — who beats, how, and
who takes — and the page ends with one deal worked through.  Both are kept in
``rules_examples.json`` (``"magistr"``): here each bank is laid card by card on
the engine's :class:`~debertz_desktop.engine.magistr.bank.Bank`, the deal is
played through :class:`~debertz_desktop.engine.magistr.MagistrGame` and scored,
and the fixture is compared with the tables the pages show in both languages —
so the pages, the fixture and the rules cannot drift apart.  The same-suit table
of §6.1 and the sub-games of §7 are checked against the engine too.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from debertz_desktop.engine.events import DealScored, TrickTaken
from debertz_desktop.engine.magistr import PRESETS, SUBGAMES, half_total
from debertz_desktop.engine.magistr.actions import parse_action
from debertz_desktop.engine.magistr.bank import TAKING, Bank, Way, table_beats
from debertz_desktop.engine.magistr.cards import DECK, ORDER, position
from debertz_desktop.engine.magistr.subgames import deal_points
from debertz_desktop.engine.pack import PackCard, PackRank, Suit

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "magistr"))
from magistr_deals import start
from rules_page_tables import RANKS, bold_cells, cards_in, number, section_html, tables

EXAMPLES = json.loads(Path(__file__).with_name("rules_examples.json").read_text("utf-8"))
MAGISTR = EXAMPLES["magistr"]
BANKS = MAGISTR["banks"]
DEAL = MAGISTR["deal"]
#: The seed's 25 worked examples (the engine's copy of the shared file).
SEED = {e["id"]: e for e in json.loads(
    (Path(__file__).resolve().parents[1] / "engine" / "magistr" / "master_examples.json")
    .read_text("utf-8"))["examples"]}
LANGUAGES = ("en", "ru")
PAGE = "magistr"
SYMBOL = {symbol: letter for letter, symbol in ((s.letter, s.symbol) for s in Suit)}


# -- the banks of §6 --------------------------------------------------------------------------


def owners(example: dict) -> dict[str, int]:
    """Whose own trump each listed suit is: the first player who lays a card of it."""
    found: dict[str, int] = {}
    for seat, text in enumerate(example["cards"]):
        suit = text[-1]
        if suit in example["trumps"]:
            found.setdefault(suit, seat)
    return found


def laid(example: dict, *, owner_only: bool) -> Bank:
    """The example's bank, a card of a listed trump suit being a trump whoever lays it (as
    ``test_magistr_bank`` reads the seed) or only for its owner (the program's default)."""
    mine = owners(example)
    bank = Bank()
    for seat, text in enumerate(example["cards"]):
        card = PackCard.from_str(text)
        suit = card.suit.letter
        level = int(mine.get(suit) == seat) if owner_only else int(suit in example["trumps"])
        bank.add(card, level, seat)
    return bank


def held_by(bank: Bank) -> str:
    return "kill" if bank.way is Way.KILL else bank.way.value


def test_the_examples_on_the_page_are_the_seeds_rows() -> None:
    """MASTER §6, §12: each example shown is a row of the seed's table, unchanged."""
    assert len(BANKS) >= 5 and len({b["row"] for b in BANKS}) == len(BANKS)
    for example in BANKS:
        seed = SEED[example["row"]]
        assert (example["cards"], example["trumps"], example["taker"] + 1) == \
            (seed["cards"], seed["trumps"], seed["expected_taker"]), example["row"]


@pytest.mark.parametrize("owner_only", [False, True], ids=["listed", "owner_only"])
@pytest.mark.parametrize("example", BANKS, ids=lambda e: f"row{e['row']}")
def test_each_bank_is_taken_as_the_page_says(example: dict, owner_only: bool) -> None:
    """MASTER §6.3–§6.5: the engine's bank gives the taker the page names, holding the bank
    the way the example shows it (or fallen back to the leader by a kill, §6.4)."""
    bank = laid(example, owner_only=owner_only)
    assert bank.holder == example["taker"]
    assert held_by(bank) == example["holds_by"]


def test_the_examples_show_every_way_to_beat_and_a_kill() -> None:
    """MASTER §6.3 a–e and §6.4: each way takes a bank in some example, and one kills."""
    shown = {example["holds_by"] for example in BANKS}
    assert {"higher", "one_lower", "equal", "eight", "trump", "kill"} <= shown
    ways = {way for example in BANKS for way in laid(example, owner_only=True).ways}
    assert set(TAKING) | {Way.KILL} <= ways


def trump_cell(example: dict, names: list[str]) -> str:
    mine = owners(example)
    return ", ".join(f"{Suit.from_str(s).symbol} {names[mine[s]]}" for s in example["trumps"]) \
        or "—"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_page_shows_each_bank_in_its_section(language: str) -> None:
    names = MAGISTR["bank_names"][language]
    shown = tables(PAGE, language)
    bold = bold_cells(PAGE, language)
    for table in dict.fromkeys(example["table"] for example in BANKS):
        examples = [e for e in BANKS if e["table"] == table]
        rows = shown[table]
        assert len(rows) == len(examples), table
        for example, row, marks in zip(examples, rows, bold[table], strict=True):
            *cards, trumps, taker, why = row
            assert [cards_in(cell, language) for cell in cards] == \
                [[c] for c in example["cards"]], example["row"]
            assert taker == names[example["taker"]], example["row"]
            assert [i for i, b in enumerate(marks[:4]) if b] == [example["taker"]], \
                "the taker's card is the one in bold"
            assert trumps == trump_cell(example, names), example["row"]
            assert len(why.split()) >= 5, "each example says why"
        section = examples[0]["section"]
        assert all(e["section"] == section for e in examples)
        assert f'id="{table}"' in section_html(PAGE, language, f"s{section}"), \
            f"{table} is under §{section}"


# -- the table of §6.1 and the sub-games of §7 -------------------------------------------------


def ranks_in(text: str, language: str) -> list[PackRank]:
    letters = RANKS[language]
    out = []
    for word in text.replace("(", " ").replace(")", " ").split():
        if word != "—":
            out.append(PackCard.from_str(letters.get(word, word) + "S").rank)
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_same_suit_table_is_the_engines(language: str) -> None:
    """MASTER §6.1: for every pair of ranks the page says what the engine does; a rank in
    brackets is beaten only one rank down (§6.3 b)."""
    rows = tables(PAGE, language)["beats"]
    assert [ranks_in(row[0], language)[0] for row in rows] == list(ORDER)
    for first, beats, never in rows:
        card = PackCard(Suit.SPADES, ranks_in(first, language)[0])
        bracketed = [r for r in ranks_in(beats[beats.find("("):], language)] if "(" in beats \
            else []
        plain = [r for r in ranks_in(beats, language) if r not in bracketed]
        for rank in ORDER:
            other = PackCard(Suit.SPADES, rank)
            assert table_beats(card, other) is (rank in plain), f"{card} on {other}"
            lead = Bank()
            lead.add(other, 0, 0)
            down = lead.assess(card, 0) is Way.ONE_LOWER
            assert down is (rank in bracketed), f"{card} one rank down on {other}"
        assert set(ranks_in(never, language)) == set(ORDER) - {card.rank} - set(plain) \
            - set(bracketed)
        for rank in bracketed:
            assert position(PackCard(Suit.SPADES, rank)) == position(card) + 1


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_sub_games_table_is_the_engines(language: str) -> None:
    """MASTER §7: the twelve sub-games in their order, what each item and the whole deal are
    worth with the default rules, and the half's 244."""
    rules = PRESETS["magistr"].rules(4)
    rows = tables(PAGE, language)["subgames"]
    assert len(rows) == len(SUBGAMES) == 12
    for index, (row, game) in enumerate(zip(rows, SUBGAMES, strict=True)):
        deals, _name, _what, each, total = row
        assert [int(n) for n in deals.split(",")] == [index + 1, index + 13]
        assert (number(each), number(total)) == (game.per_item, game.total(rules)), game.key
    assert half_total(rules) == 244
    assert "<b>244</b>" in section_html(PAGE, language, "s7")


# -- the example deal: deal 4, Hearts, at three ---------------------------------------------------


def rules_of_the_deal():
    return PRESETS[DEAL["preset"]].rules(DEAL["players"])


def deal_game():
    """The game at the start of the example's deal: trumps named, earlier deals played."""
    return start(rules_of_the_deal(), DEAL["hands"], dealer=DEAL["dealer"],
                 number=DEAL["number"], trumps=DEAL["trumps"])


def test_the_example_deal_plays_and_scores_as_the_fixture_says() -> None:
    """MASTER §3 (own trumps), §4 (the whole pack at three), §5 (the lowest diamond leads;
    following), §6 (the banks), §7 (Hearts: 4 each, minus; the deal ends once every heart is
    taken), §8 (the row and its checks), §4 (who led first deals next)."""
    want = DEAL["expected"]
    game = deal_game()
    deal = game.deal
    assert (deal.number, deal.dealer, deal.hand_size) == (DEAL["number"], DEAL["dealer"], 12)
    assert deal.subgame.key == "hearts" and not rules_of_the_deal().is_positive(deal.number)
    assert "".join(s.letter for s in game.trump_suits) == DEAL["trumps"]
    assert deal.first_leader == want["first_leader"] == game.to_act

    events = []
    for text in DEAL["cards"].split():
        events += game.apply(game.to_act, parse_action(text))
    taken = [e for e in events if isinstance(e, TrickTaken)]
    hearts = [sum(c.suit is Suit.HEARTS for c in t.cards) for t in taken]
    leaders = [want["first_leader"]] + [t.winner for t in taken[:-1]]
    assert [{"leader": leader, "cards": " ".join(str(c) for c in t.cards), "taker": t.winner,
             "hearts": h} for leader, t, h in zip(leaders, taken, hearts, strict=True)] \
        == want["banks"]
    assert taken[-1].last and sum(hearts) == 9, "the deal stops with the last heart"

    row = next(e for e in events if isinstance(e, DealScored)).row
    assert (list(row.tricks), list(row.points)) == (want["tricks"], want["points"])
    assert (row.remaining, row.stake, row.first_leader, row.dealer) == \
        (want["remaining"], want["stake"], want["first_leader"], DEAL["dealer"])
    assert all(row.checks())
    assert game.deal.number == DEAL["number"] + 1 and game.deal.dealer == want["next_dealer"]


def test_the_same_banks_score_plus_in_the_plus_half() -> None:
    """MASTER §7: deal 16 is the same sub-game for plus."""
    game = deal_game()
    deal = game.deal
    for text in DEAL["cards"].split():
        game.apply(game.to_act, parse_action(text))
    want = DEAL["expected"]
    hearts = [sum(1 for c in DECK if c.suit is Suit.HEARTS and mask >> c.index & 1)
              for mask in deal.taken]
    assert hearts == want["hearts"]
    rules = rules_of_the_deal()
    assert list(deal_points(rules, DEAL["number"], deal.taken, deal.tricks, deal.bank_log(),
                            deal.played_out)) == want["points"]
    assert list(deal_points(rules, DEAL["number"] + 12, deal.taken, deal.tricks,
                            deal.bank_log(), deal.played_out)) == want["points_in_deal_16"]


def test_what_the_players_could_have_done_instead() -> None:
    """MASTER §5, §6.3: the text says who could have beaten with what, and who could not
    help beating; each claim is what the engine allows at that moment."""
    want = DEAL["expected"]
    could = {(c["bank"], c["seat"]): c for c in want["could_beat"]}
    forced = {(f["bank"], f["seat"]) for f in want["only_beating"]}
    game = deal_game()
    checked = set()
    for index, text in enumerate(DEAL["cards"].split()):
        bank_number, seat = index // DEAL["players"] + 1, game.to_act
        deal = game.deal
        legal = [a.card for a in game.legal_actions(seat)]
        ways = {str(card): deal.bank.assess(card, deal.level(card, seat)) for card in legal}
        claim = could.get((bank_number, seat))
        if claim is not None:
            assert ways[claim["card"]] is Way(claim["way"]), claim
            assert ways[text] not in TAKING, "but chose a card that does not beat"
            checked.add((bank_number, seat))
        if (bank_number, seat) in forced:
            assert all(way in TAKING for way in ways.values()), (bank_number, seat, ways)
            checked.add((bank_number, seat))
        game.apply(seat, parse_action(text))
    assert checked == set(could) | forced


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_page_shows_the_example_deal(language: str) -> None:
    names = DEAL["names"][language]
    want = DEAL["expected"]
    shown = tables(PAGE, language)
    game = deal_game()

    hands = {row[0]: row[1:] for row in shown["ex-hands"]}
    assert list(hands) == names
    for seat, name in enumerate(names):
        trump, cards = hands[name]
        assert SYMBOL[trump] == game.trump_suits[seat].letter
        assert sorted(cards_in(cards, language)) == sorted(DEAL["hands"][seat].split())

    assert len(shown["ex-banks"]) == len(want["banks"])
    for index, (row, bank) in enumerate(zip(shown["ex-banks"], want["banks"], strict=True)):
        count, leader, cards, taker, hearts = row
        assert number(count) == index + 1
        assert cards_in(cards, language) == bank["cards"].split(), row
        assert (leader, taker) == (names[bank["leader"]], names[bank["taker"]]), row
        assert number(hearts) == bank["hearts"], row

    score = {row[0]: [number(cell) for cell in row[1:]] for row in shown["ex-score"]}
    assert list(score) == names
    for seat, name in enumerate(names):
        assert score[name] == [want["tricks"][seat], want["hearts"][seat], want["points"][seat],
                               want["points_in_deal_16"][seat]], name

    text = " ".join(section_html(PAGE, language, "example").split())
    assert any(cards_in(w, language) == ["6D"] for w in text.split()), "the lowest diamond"
    for claim in want["could_beat"]:
        assert any(cards_in(w, language) == [claim["card"]] for w in text.split()), claim
    assert {"en": "stake −36", "ru": "ВОП −36"}[language] in text
