"""Scoring through whole games with hand-built deals (RULES §2, §4, §10, §11, §13, §15).

The deals are laid out with ``deal_builder``; every expected number is worked
out by hand in the comments.  More whole deals with their sheets are in
``tests/corpus/scoring_*.json``.
"""

from __future__ import annotations

import pytest
from deal_builder import deal_game, explicit_deal, run
from scoring_support import written

from debertz_desktop.engine.debertz import Game, preset
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.sheet import DealKind

# -- next dealer (RULES §2, §15) -------------------------------------------------------------

# Site, pairs, dealer 1: seat 2 plays hearts and his pair takes every trick:
# 152 card points + 10 last trick + bella 20 = 182 against 0 (a ski, penalty 0).
PAIRS_CAPOT = dict(
    dealer=1,
    hands={2: "JH 9H AH 10H KH QH", 3: "7C 8C 9C 10C JC QC", 0: "AC 7D 8D 9D 10D JD",
           1: "7H KD AD 8S 9S JS"},
    turned="8H",
    buyin={2: "8H 7S", 3: "KC 10S", 0: "QD AS", 1: "QS KS"},
)
PAIRS_CAPOT_PLAY = [
    "2: play", "*: ready",
    "2: JH", "3: 7C", "0: 7D", "1: 7H",
    "2: 9H", "3: 8C", "0: 8D", "1: 8S",
    "2: AH", "3: 9C", "0: 9D", "1: 9S",
    "2: 10H", "3: 10C", "0: 10D", "1: JS",
    "2: KH", "3: JC", "0: JD", "1: QS",
    "2: QH bella", "3: QC", "0: QD", "1: KS",
    "2: 8H", "3: KC", "0: AC", "1: KD",
    "2: 7S", "3: 10S", "0: AS", "1: AD",  # the partner, seat 0, takes the last trick
]


# RULES §2, §11, §15: by scores the choice within a pair goes to the first seat left of the
# previous dealer (1): the top pair is 0+2 → seat 2; the loser pair is 1+3 → seat 3
@pytest.mark.parametrize(("next_dealer", "expected"),
                         [("rotate", 2), ("previous_top_scorer", 2), ("previous_loser", 3)])
def test_next_dealer_in_pairs(next_dealer, expected):
    rules = preset("site", 4, True).replace(next_dealer=next_dealer)
    game = deal_game(rules, **PAIRS_CAPOT)
    run(game, PAIRS_CAPOT_PLAY)
    (row,) = game.rows
    assert written(row) == [182, 0]
    assert [s.cards for s in row.sides] == [152, 0]
    assert [s.last_trick for s in row.sides] == [10, 0]
    assert [sorted(m.value for m in s.marks) for s in row.sides] == [[], ["ski"]]
    assert game.deal.number == 2
    assert game.deal.dealer == expected


# Kharkov, 3 players (a hand of 10), dealer 0: seat 1 plays hearts and takes all ten tricks:
# every card but the turned 7H and the bottom 7S — 152 — + 10 + bella 20 = 182; the two
# defenders take none: ski, 100 each with ski_penalty = by_players.
THREE_CAPOT = dict(
    dealer=0,
    hands={1: "JH 9H AH 10H KH QH", 2: "8S 10S QS 7C 9C JC", 0: "9S JS KS 8C 10C QC"},
    turned="7H",
    buyin={1: "8H AS AC AD", 2: "KC 8D 10D QD", 0: "7D 9D JD KD"},
    bottom="7S",
)
THREE_CAPOT_PLAY = [
    "1: play", "*: ready",
    "1: JH", "2: 10S", "0: JS",
    "1: 9H", "2: QS", "0: KS",
    "1: AH", "2: 9C", "0: 10C",
    "1: 10H", "2: JC", "0: QC",
    "1: KH bella", "2: KC", "0: 9D",
    "1: QH", "2: 10D", "0: JD",
    "1: 8H", "2: QD", "0: KD",
    "1: AS", "2: 8S", "0: 9S",
    "1: AC", "2: 7C", "0: 8C",
    "1: AD", "2: 8D", "0: 7D",
]


# RULES §9, §15: the skied defenders write −100 each; for the next dealer the penalties do
# not count: both wrote 0, and the tie goes to the first left of the previous dealer (0):
# seat 1 is the maker, so seat 2 — not seat 0
@pytest.mark.parametrize(("next_dealer", "expected"),
                         [("previous_loser", 2), ("previous_top_scorer", 1), ("rotate", 1)])
def test_next_dealer_ties_go_left_of_the_previous_dealer(next_dealer, expected):
    rules = preset("kharkov", 3).replace(next_dealer=next_dealer)
    game = deal_game(rules, **THREE_CAPOT)
    run(game, THREE_CAPOT_PLAY)
    (row,) = game.rows
    assert [s.total for s in row.sides] == [0, 182, 0]
    assert [s.penalty for s in row.sides] == [-100, 0, -100]
    assert written(row) == [-100, 182, -100]
    assert game.deal.dealer == expected


# RULES §15: after a void deal the deal passes to the left, whatever next_dealer says
def test_next_dealer_after_a_void_deal_passes_left():
    rules = preset("kharkov", 3)  # next_dealer = previous_loser
    sevens = explicit_deal(rules, 2, {0: "7S 7C 7D 7H 8S 9S"}, "AH")
    game = deal_game(rules, **THREE_CAPOT, later={2: sevens})
    run(game, THREE_CAPOT_PLAY)
    assert game.deal.dealer == 2
    run(game, ["0: play", "0: redeal four_sevens"])
    assert [r.kind for r in game.rows] == [DealKind.PLAYED, DealKind.VOID]
    assert game.rows[1].number == 2
    assert written(game.rows[1]) == [0, 0, 0]
    assert game.deal.number == 3
    assert game.deal.dealer == 0


# -- negative round and first_bidder = previous_loser (RULES §4, §10.4, §15) -----------------

# Paired Belote, dealer 0: everybody passes twice — a negative round with hearts (the turned
# 7H goes to the dealer). Seat 1 leads 7S; seat 2 takes it with AS (11) and then every trump
# trick: his pair takes all 152 + 10 and writes −162; the other pair took no trick and
# writes minus seat 2's bella: −20.
NEGATIVE = dict(
    dealer=0,
    hands={1: "7S 7C 8C 9C 10C", 2: "JH 9H AH 10H KH", 3: "AC 7D 8D 9D 10D",
           0: "AD 8S 9S 10S JS"},
    turned="7H",
    buyin={1: "JC QC KC", 2: "QH 8H AS", 3: "JD QD KD", 0: "7H QS KS"},
)
NEGATIVE_PLAY = [
    "1: pass", "2: pass", "3: pass", "0: pass", "1: pass", "2: pass", "3: pass", "0: pass",
    "1: 7S", "2: AS", "3: 7D", "0: 8S",
    "2: JH", "3: 8D", "0: 7H", "1: 7C",
    "2: 9H", "3: 9D", "0: 9S", "1: 8C",
    "2: AH", "3: 10D", "0: 10S", "1: 9C",
    "2: 10H", "3: JD", "0: JS", "1: 10C",
    "2: KH bella", "3: QD", "0: QS", "1: JC",
    "2: QH", "3: KD", "0: KS", "1: QC",
    "2: 8H", "3: AC", "0: AD", "1: KC",
]


# RULES §10.4, §15: the negative round's sheet; the first bidder of the next deal is the
# first of the pair that wrote least (0+2), from the new dealer's (1) left: seat 2
def test_negative_round_through_a_game_and_the_next_first_bidder():
    rules = preset("belote")
    game = deal_game(rules, **NEGATIVE)
    assert game.to_act == 1  # the first deal: left of the dealer
    run(game, NEGATIVE_PLAY)
    (row,) = game.rows
    assert row.kind is DealKind.NEGATIVE and row.maker is None
    assert written(row) == [-162, -20]
    assert [sorted(m.value for m in s.marks) for s in row.sides] == [[], ["ski"]]
    assert game.deal.dealer == 1
    assert game.to_act == 2


# RULES §15: first_bidder = previous_loser looks at the last non-void deal; after the
# void deal 2 (four sevens), deal 3 is dealt by seat 2 and opened by pair 0+2's first
# seat from the dealer's left: seat 0 (not seat 3, left of the dealer)
def test_first_bidder_previous_loser_skips_void_deals():
    rules = preset("belote").replace(redeal_four_sevens=True)
    sevens = explicit_deal(rules, 1, {2: "7S 7C 7D 7H 8S"}, "AS", {2: "AS"})
    game = deal_game(rules, **NEGATIVE, later={2: sevens})
    run(game, [*NEGATIVE_PLAY[:8], "*: ready", *NEGATIVE_PLAY[8:]])
    assert game.deal.number == 2 and game.to_act == 2
    run(game, ["2: play", "2: redeal four_sevens"])
    assert game.rows[1].kind is DealKind.VOID
    assert game.deal.number == 3
    assert game.deal.dealer == 2
    assert game.to_act == 0


# -- claims through a game ---------------------------------------------------------------------


# RULES §5: a debertz sets the declarer's score to the target and ends the game; the sheet
# shows the winner
def test_debertz_claim_through_a_game():
    rules = preset("site", 2)
    game = deal_game(rules, dealer=1, hands={0: "7H 8H 9H 10H JH QH"}, turned="AH",
                     buyin={0: "KH 7S 8S"})
    run(game, ["0: play", "0: debertz"])
    assert game.is_over
    (row,) = game.rows
    assert row.kind is DealKind.INSTANT_WIN
    assert written(row) == [501, 0]
    sheet = game.sheet
    assert sheet.totals == (501, 0)
    assert sheet.winner_side == 0
    assert sheet.format_table().splitlines()[-1] == f"winner: {game.names[0]}"


# RULES §4, §15: concede fifty — 50 to the maker, 0 to the defender, no marks; play goes on
def test_concede_fifty_accepted_through_a_game():
    rules = preset("fifty")
    game = Game(rules, seed=4)
    maker = game.to_act
    defender = 1 - maker
    run(game, [f"{maker}: play"])
    assert game.phase is Phase.CONCESSION and game.to_act == defender
    run(game, [f"{defender}: concede", f"{maker}: accept_concession"])
    (row,) = game.rows
    assert row.kind is DealKind.CONCEDED
    expected = [0, 0]
    expected[maker] = 50
    assert written(row) == expected
    assert all(s.marks == () for s in row.sides)
    assert not game.is_over
    assert game.deal.dealer == maker  # Classic: the top scorer deals next


# RULES §4: the maker may refuse the concession and play; the defender may play on
@pytest.mark.parametrize("answers", [["concede", "refuse_concession"], ["play_on"]])
def test_concede_fifty_refused_or_not_offered(answers):
    game = Game(preset("fifty"), seed=4)
    maker = game.to_act
    seats = [1 - maker, maker]
    run(game, [f"{maker}: play"] + [f"{seats[i]}: {a}" for i, a in enumerate(answers)])
    assert game.rows == []
    assert game.phase is Phase.BEFORE_LEAD
    assert all(size == 9 for size in game.view(0).hand_sizes)


# RULES §8.7, §15: a false finish claim — the other pair wins; nothing is written
def test_false_finish_claim_through_a_game():
    game = Game(preset("belote"), seed=2)
    first = game.to_act
    run(game, [f"{first}: play"])
    assert game.to_act == first  # first_lead = first_bidder
    run(game, [f"{first}: finish"])
    (row,) = game.rows
    assert row.kind is DealKind.FINISH
    assert written(row) == [0, 0]
    assert game.is_over
    assert game.winner_side == 1 - first % 2


# -- the sheet (RULES §13, §15) ----------------------------------------------------------------


# RULES §15: void deals are rows and count in the deal numbers
def test_void_deals_are_rows():
    game = Game(preset("classic", 2), seed=9)  # all_pass = redeal
    dealer = game.deal.dealer
    for number in (1, 2):
        first = game.to_act
        run(game, [f"{first}: pass", f"{1 - first}: pass"] * 2)
        assert game.deal.number == number + 1
    assert [(r.number, r.kind, r.dealer) for r in game.rows] == [
        (1, DealKind.VOID, dealer), (2, DealKind.VOID, 1 - dealer)]
    assert [written(r) for r in game.rows] == [[0, 0], [0, 0]]
    assert [r.note for r in game.rows] == ["all passed", "all passed"]
    assert game.deal.dealer == dealer
    table = game.sheet.format_table().splitlines()
    assert [line.split()[:1] for line in table[2:4]] == [["1"], ["2"]]
    assert all("void" in line for line in table[2:4])
