"""The example deals of Help → Rules agree with the engine (issues 29 and 31).

Each rules page walks through one deal.  Its cards, bids, tricks and points are
kept in ``rules_examples.json``; here the deal is built card by card, played
through the engine, and every number the engine gives is compared with the
fixture — and the fixture with the tables the pages show (``<table id="ex-…">``),
in both languages, so the page, the fixture and the rules cannot drift apart.
Magistr's banks and deal are in ``test_rules_examples_magistr.py``; reading the
pages' tables is ``rules_page_tables.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from debertz_desktop.engine.debertz import Game, preset
from debertz_desktop.engine.debertz.events import (
    BellaDeclared,
    BottomCardShown,
    CardPlayed,
    CombinationsCompared,
    DealScored,
    DealStarted,
    SevenExchanged,
    TrickTaken,
    TrumpFixed,
)
from debertz_desktop.engine.oh_hell import (
    BIDS,
    PRESETS,
    BiddingClosed,
    OhHellExplicitDeal,
    OhHellGame,
    parse_action,
)
from debertz_desktop.engine.pack import PACK

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "oh_hell"))
from deal_builder import explicit_deal, run
from oh_hell_deals import deck_for
from rules_page_tables import cards_in, example_text, number, tables

EXAMPLES = json.loads((Path(__file__).with_name("rules_examples.json")).read_text("utf-8"))
DEBERTZ = EXAMPLES["debertz"]
OH_HELL = EXAMPLES["oh_hell"]
LANGUAGES = ("en", "ru")

# -- Debertz: RULES §3–§10.1 ---------------------------------------------------------------


def play_debertz() -> list:
    rules = preset(DEBERTZ["preset"], players=DEBERTZ["players"])
    hands = {int(seat): cards for seat, cards in DEBERTZ["hands"].items()}
    buyin = {int(seat): cards for seat, cards in DEBERTZ["buyin"].items()}
    deal = explicit_deal(rules, DEBERTZ["dealer"], hands, DEBERTZ["turned"], buyin,
                         stock=DEBERTZ["stock"], bottom=DEBERTZ["bottom"])
    game = Game(rules, 0, deals={1: deal})
    return run(game, DEBERTZ["actions"])


def test_the_debertz_example_plays_as_the_fixture_says() -> None:
    """RULES §4 (play), §3 (bottom card), §5 (seven exchange), §6 (tertz to the ace beats
    tertz to the jack; bella), §8 (the tricks), §9 (deal totals), §10.1 (made), §2 (the top
    scorer deals next in Classic)."""
    events = play_debertz()
    want = DEBERTZ["expected"]
    fixed = next(e for e in events if isinstance(e, TrumpFixed))
    assert (fixed.maker, fixed.trump.letter) == (want["maker"], want["trump"])
    assert str(next(e for e in events if isinstance(e, BottomCardShown)).card) == DEBERTZ["bottom"]
    exchange = next(e for e in events if isinstance(e, SevenExchanged))
    assert (exchange.seat, str(exchange.seven), str(exchange.turned_card)) == \
        (want["maker"], "7H", DEBERTZ["turned"])
    assert next(e for e in events if isinstance(e, CombinationsCompared)).winner_side == 1
    assert [e.seat for e in events if isinstance(e, BellaDeclared)] == [want["maker"]]

    played = [e for e in events if isinstance(e, CardPlayed)]
    taken = [e for e in events if isinstance(e, TrickTaken)]
    tricks = [{"leader": played[3 * i].seat, "cards": " ".join(str(c) for c in t.cards),
               "winner": t.winner, "points": t.points} for i, t in enumerate(taken)]
    assert tricks == want["tricks"]

    row = next(e for e in events if isinstance(e, DealScored)).row
    sheet = {part: [getattr(side, part) for side in row.sides] for part in want["sheet"]}
    assert sheet == want["sheet"]
    assert not any(side.marks for side in row.sides), "made: no bite, no hang, no ski"
    assert next(e for e in events if isinstance(e, DealStarted)).dealer == want["next_dealer"]
    # The cards in play hold what the page says they hold.
    assert sum(t["points"] for t in want["tricks"]) == sum(want["sheet"]["cards"])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_debertz_page_shows_the_example(language: str) -> None:
    names = DEBERTZ["names"][language]
    want = DEBERTZ["expected"]
    shown = tables("rules", language)

    hands = {row[0]: row[1:] for row in shown["ex-hands"]}
    assert list(hands) == names
    for seat, name in enumerate(names):
        first, buyin = hands[name]
        assert sorted(cards_in(first, language)) == sorted(DEBERTZ["hands"][str(seat)].split())
        assert sorted(cards_in(buyin, language)) == sorted(DEBERTZ["buyin"][str(seat)].split())

    assert len(shown["ex-tricks"]) == len(want["tricks"])
    for row, trick in zip(shown["ex-tricks"], want["tricks"], strict=True):
        _number, leader, cards, winner, points = row
        assert cards_in(cards, language) == trick["cards"].split(), row
        assert (leader, winner) == (names[trick["leader"]], names[trick["winner"]]), row
        assert number(points) == trick["points"], row

    parts = ("cards", "last_trick", "combinations", "bella", "total", "written")
    sheet = {row[0]: [number(cell) for cell in row[1:]] for row in shown["ex-sheet"]}
    assert list(sheet) == names
    for seat, name in enumerate(names):
        assert sheet[name] == [want["sheet"][part][seat] for part in parts], name

    text = example_text("rules", language)
    turned = DEBERTZ["turned"]
    bottom = DEBERTZ["bottom"]
    assert any(cards_in(w, language) == [turned] for w in text.split()), "the turned card"
    assert any(cards_in(w, language) == [bottom] for w in text.split()), "the bottom card"


# -- Oh Hell: OH_HELL §3–§6 ------------------------------------------------------------------


def oh_hell_game(**options: Any) -> OhHellGame:
    """A game of the example's rules whose deal ``deal`` is the example's, reached by
    playing the earlier deals with the first legal action."""
    rules = PRESETS[OH_HELL["preset"]].rules(OH_HELL["players"])
    if options:
        rules = rules.replace(**options)
    number = OH_HELL["deal"]
    deck = deck_for(OH_HELL["hands"], OH_HELL["dealer"], OH_HELL["turned"])
    game = OhHellGame(rules, seed=5, deals={number: OhHellExplicitDeal(deck, OH_HELL["dealer"])})
    while game.deal.number < number:
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    return game


def play_oh_hell(**options: Any) -> list:
    game = oh_hell_game(**options)
    events = []
    for text in OH_HELL["actions"]:
        events += game.apply(game.to_act, parse_action(text))
    return events


def test_the_oh_hell_example_plays_as_the_fixture_says() -> None:
    """OH_HELL §3 (the turned trump), §4 (bids from the dealer's left, over by 1), §5 (follow
    suit, a free trump, the discard), §6 (exact bids score 10 + bid; the zero and bankrupt
    options)."""
    want = OH_HELL["expected"]
    game = oh_hell_game()
    assert game.deal.hand_size == 3 and game.deal.dealer == OH_HELL["dealer"]
    assert game.rules.has_trump(OH_HELL["deal"]) and game.to_act == (OH_HELL["dealer"] + 1) % 4
    assert str(PACK[game.deal.turned]) == OH_HELL["turned"]
    events = play_oh_hell()
    closed = next(e for e in events if isinstance(e, BiddingClosed))
    assert closed.over_under == want["over_under"]

    played = [e for e in events if isinstance(e, CardPlayed)]
    taken = [e for e in events if isinstance(e, TrickTaken)]
    tricks = [{"leader": played[4 * i].seat, "cards": " ".join(str(c) for c in t.cards),
               "winner": t.winner} for i, t in enumerate(taken)]
    assert tricks == want["tricks"]

    row = next(e for e in events if isinstance(e, DealScored)).row
    assert row.trump is not None and row.trump.letter == OH_HELL["turned"][-1]
    assert (list(row.bids), list(row.tricks), list(row.points)) == \
        (want["bids"], want["taken"], want["points"])
    for options, key in (({"zero_bid": "five_plus_cards"}, "points_zero_five_plus_cards"),
                         ({"failed_bid": "minus_difference"}, "points_minus_difference")):
        row = next(e for e in play_oh_hell(**options) if isinstance(e, DealScored)).row
        assert list(row.points) == want[key], options


def test_the_dealer_of_the_oh_hell_example_could_not_make_it_even() -> None:
    """OH_HELL §4: with the dealer's restriction, the dealer may not bid what makes the
    bids add up to the tricks — here 0 — and may bid anything else."""
    game = oh_hell_game(dealer_restriction=True)
    for text in OH_HELL["actions"][:3]:
        game.apply(game.to_act, parse_action(text))
    assert game.to_act == OH_HELL["dealer"]
    forbidden = OH_HELL["expected"]["dealer_may_not_bid"]
    assert game.legal_actions(game.to_act) == [BIDS[b] for b in range(4) if b != forbidden]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_oh_hell_page_shows_the_example(language: str) -> None:
    names = OH_HELL["names"][language]
    want = OH_HELL["expected"]
    shown = tables("oh_hell", language)

    hands = {row[0]: row[1:] for row in shown["ex-hands"]}
    assert list(hands) == names
    for seat, name in enumerate(names):
        cards, bid = hands[name]
        assert sorted(cards_in(cards, language)) == sorted(OH_HELL["hands"][seat].split())
        assert number(bid) == want["bids"][seat]

    for row, trick in zip(shown["ex-tricks"], want["tricks"], strict=True):
        _number, leader, cards, winner = row
        assert cards_in(cards, language) == trick["cards"].split(), row
        assert (leader, winner) == (names[trick["leader"]], names[trick["winner"]]), row
    assert len(shown["ex-tricks"]) == len(want["tricks"])

    score = {row[0]: [number(cell) for cell in row[1:]] for row in shown["ex-score"]}
    assert list(score) == names
    for seat, name in enumerate(names):
        assert score[name] == [want["bids"][seat], want["taken"][seat], want["points"][seat],
                               want["points_zero_five_plus_cards"][seat],
                               want["points_minus_difference"][seat]], name

    text = example_text("oh_hell", language)
    assert any(cards_in(w, language) == [OH_HELL["turned"]] for w in text.split())
    announced = {"en": "over by {0}", "ru": "завышение на {0}"}[language]
    assert announced.format(want["over_under"]) in text
