"""Magistr section by section (MASTER §2–§10): trumps, the deal, the lead, what may be
played, the sub-games in both halves, an early end, MAX, the sheet, the rating, places."""

from __future__ import annotations

import pytest
from magistr_deals import play, start

from debertz_desktop.engine.errors import IllegalActionError, RuleSetError
from debertz_desktop.engine.events import DealScored
from debertz_desktop.engine.magistr import (
    PRESETS,
    SUBGAMES,
    MagistrGame,
    MagistrRules,
    half_total,
    preset_of,
)
from debertz_desktop.engine.magistr.actions import parse_action
from debertz_desktop.engine.magistr.subgames import deal_points, max_points
from debertz_desktop.engine.pack import PackCard, Suit, mask_of, pack_cards
from debertz_desktop.engine.phase import Phase

# -- §3 trumps ---------------------------------------------------------------------------


def test_own_trumps_are_named_in_turn_from_the_dealers_left_each_a_different_suit():
    game = MagistrGame(MagistrRules(players=3), seed=4)
    dealer = game.first_dealer
    assert game.phase is Phase.CHOOSING_TRUMPS and game.deal is None
    assert game.to_act == (dealer + 1) % 3
    play(game, "trump H")
    assert game.to_act == (dealer + 2) % 3
    assert parse_action("trump H") not in game.legal_actions(game.to_act)
    with pytest.raises(IllegalActionError, match="already someone's trump") as err:
        game.apply(game.to_act, parse_action("trump H"))
    assert err.value.rule == "§3"
    play(game, "trump C trump S")
    assert game.trump_suits[(dealer + 1) % 3] is Suit.HEARTS
    assert game.phase is Phase.PLAY and game.deal.number == 1


def test_own_trumps_may_repeat_when_not_distinct():
    game = MagistrGame(MagistrRules(players=2, own_trump_distinct=False), seed=1)
    play(game, "trump H trump H")
    assert game.trump_suits == (Suit.HEARTS, Suit.HEARTS)


@pytest.mark.parametrize(("mode", "named"), [("one_common", "D"), ("two_common", "DC")])
def test_the_first_dealer_names_the_common_trumps(mode, named):
    game = MagistrGame(MagistrRules(players=4, trump_mode=mode), seed=2)
    for letter in named:
        assert game.to_act == game.first_dealer
        play(game, f"trump {letter}")
    assert game.phase is Phase.PLAY
    assert [s.letter for s in game.trump_suits] == list(named)


@pytest.mark.parametrize("mode", ["none", "senior_junior"])
def test_nothing_is_named_without_trumps_or_with_senior_and_junior(mode):
    game = MagistrGame(MagistrRules(players=2, trump_mode=mode), seed=2)
    assert game.phase is Phase.PLAY


def test_an_own_trump_counts_only_for_its_owner_unless_everyone():
    # §3 own_trump_scope
    game = start(MagistrRules(players=2), trumps="HC")
    owner = next(s for s in range(2) if game.trump_suits[s] is Suit.HEARTS)
    ace = PackCard.from_str("AH")
    assert game.trumps.level(ace, owner) == 1 and game.trumps.level(ace, 1 - owner) == 0
    everyone = start(MagistrRules(players=2, own_trump_scope="everyone"), trumps="HC")
    assert everyone.trumps.level(ace, 0) == everyone.trumps.level(ace, 1) == 1


def test_senior_and_junior_levels():
    game = MagistrGame(MagistrRules(players=2, trump_mode="senior_junior"), seed=1)
    assert [game.trumps.level(PackCard.from_str(c), 0) for c in ("AS", "AD", "AH", "AC")] == [
        2, 1, 0, 0]


def test_senior_and_junior_must_differ():
    with pytest.raises(RuleSetError, match="different suits"):
        MagistrRules(trump_mode="senior_junior", senior_trump="S", junior_trump="S")


# -- §4 the deal ---------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "whole"), [(2, 18), (3, 12), (4, 9)])
def test_all_deals_give_nine_cards_the_others_the_whole_deck(players, whole):
    rules = MagistrRules(players=players, trump_mode="none")
    assert [rules.hand_size(n) for n in (1, 2, 12, 13, 14, 24)] == [9, whole, whole, 9, whole,
                                                                    whole]
    game = MagistrGame(rules, seed=7)
    assert game.view(0).hand_sizes == (9,) * players
    aside = game.deal.aside.bit_count()
    assert aside == 36 - 9 * players  # set aside, no part in the deal (§4)


# -- §5 the lead and what may be played -------------------------------------------------------

HANDS3 = ["7D 9S QS JH 8C 6C 10S 10D AH", "6D 7S KS QH 8H 7C KC AS KD",
          "JD QD 8D 9D 6S 8S 9H AC 10C"]


def test_the_lowest_diamond_leads_first():
    # §5, §11.1: 6♦ is the lowest diamond (6 7 8 9 J Q K 10 A)
    game = start(MagistrRules(players=3, trump_mode="none"), HANDS3, dealer=0)
    assert game.to_act == 1 and game.deal.first_leader == 1


def test_without_a_diamond_dealt_the_dealers_left_leads():
    hands = ["7S 9S QS JH 8C 6C 10S 7H AH", "6S 8S KS QH 8H 7C KC AS 9H",
             "JS QC 10C 9C 6H JC 10H AC KH"]
    game = start(MagistrRules(players=3, trump_mode="none"), hands, dealer=1)
    assert game.to_act == 2


def test_lowest_diamond_first_deal_only_then_the_dealers_left():
    rules = MagistrRules(players=3, trump_mode="none", first_lead="lowest_diamond_first_deal",
                         next_dealer="left")
    game = start(rules, HANDS3, dealer=0)
    assert game.to_act == 1
    while game.deal.number == 1:
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    assert game.deal.dealer == 1 and game.to_act == 2


def test_one_who_does_not_beat_follows_the_main_suit_or_value():
    # §5 follow = suit_or_value; beating is a choice (must_beat = false)
    game = start(MagistrRules(players=3, trump_mode="none"), HANDS3, dealer=0)
    play(game, "QH")  # seat 1 leads Q♥: main suit hearts
    legal = {str(a) for a in game.legal_actions(2)}
    # seat 2 holds 9♥ (a heart) and Q♦ (the main card's value): those, and any card that beats
    assert {"9H", "QD"} <= legal
    assert "JD" not in legal and "6S" not in legal
    with pytest.raises(IllegalActionError, match="main suit") as err:
        game.apply(2, parse_action("JD"))
    assert err.value.rule == "§5"


def test_an_eight_of_another_suit_only_without_a_card_of_the_main_suit():
    # §5, §11.1
    game = start(MagistrRules(players=3, trump_mode="none"), HANDS3, dealer=0)
    play(game, "QH")
    assert "8D" not in {str(a) for a in game.legal_actions(2)}  # seat 2 holds 9♥
    with pytest.raises(IllegalActionError, match="eight of another suit"):
        game.apply(2, parse_action("8D"))


def test_must_beat_forces_a_card_that_takes():
    rules = MagistrRules(players=3, trump_mode="none", must_beat=True)
    game = start(rules, HANDS3, dealer=0)
    play(game, "7C")  # seat 1 leads 7♣: a seven is beaten by almost anything of its suit
    legal = {str(a) for a in game.legal_actions(2)}
    assert legal and all(game.deal.bank.beats(PackCard.from_str(c), 0) for c in legal)
    assert "10C" in legal


# -- §7 sub-games -----------------------------------------------------------------------------


def test_a_half_is_worth_244_and_more_with_the_longer_ninth_and_tenth():
    rules = MagistrRules()
    assert [s.total(rules) for s in SUBGAMES] == [9, 16, 12, 36, 40, 18, 28, 32, 9, 10, 22, 12]
    assert half_total(rules) == 244
    assert half_total(rules.replace(deal9_cards="nine_to_queen_of_spades",
                                    deal10_cards="king_and_ten_of_hearts")) == 272


def _taken(*hands: str) -> list[int]:
    return [mask_of(pack_cards(h)) for h in hands]


@pytest.mark.parametrize(("number", "taken", "points"), [
    (2, ("KS JH 7C", "KD 6S"), (-4, -2)),      # K and J: 2 each, minus
    (14, ("KS JH 7C", "KD 6S"), (4, 2)),       # the same deal in the plus half
    (3, ("6S 6H", "6D 7C"), (-6, -3)),         # sixes: 3 each
    (4, ("AH 7H", "9C"), (-8, 0)),             # hearts: 4 each
    (5, ("AH 10C", "10S AS"), (-10, -10)),     # tens and aces: 5 each
    (6, ("JD QD", "KD AD"), (-12, -6)),        # J–K of diamonds: 6 each
    (7, ("QS QH", "QD"), (-14, -7)),           # queens: 7 each
    (8, ("8S", "8H 8D 8C"), (-8, -24)),        # eights: 8 each
    (9, ("QS 9S", "JS"), (-9, 0)),             # Q♠: 9
    (10, ("KH 10H", ""), (-10, 0)),            # K♥: 10
])
def test_each_sub_game_counts_its_own_cards(number, taken, points):
    rules = MagistrRules(players=2, trump_mode="none")
    assert deal_points(rules, number, _taken(*taken), [1, 1], [], True) == points


def test_all_counts_tricks_and_last_two_the_last_two_tricks():
    rules = MagistrRules(players=3, trump_mode="none")
    assert deal_points(rules, 1, [0, 0, 0], [4, 3, 2], [], True) == (-4, -3, -2)
    banks = [(0, ()), (2, ()), (1, ())]
    assert deal_points(rules, 23, [0, 0, 0], [1, 1, 1], banks, True) == (0, 11, 11)


def test_max_goes_to_the_most_card_points_with_four_of_a_rank_adding_ten():
    # §1, §7: A 12, 10 10, K 5, Q 3, J 1
    rules = MagistrRules(players=2, trump_mode="none")
    taken = _taken("6S 6H 6D 6C", "JS")  # four sixes: 0 + 10 beats a jack's 1
    assert max_points(rules, taken, []) == (10, 1)
    assert deal_points(rules, 12, taken, [1, 1], [], True) == (-12, 0)
    off = rules.replace(four_of_a_kind_bonus="off")
    assert deal_points(off, 24, taken, [1, 1], [], True) == (0, 12)


@pytest.mark.parametrize(("tie", "points"), [("split", (-6, -6, 0)), ("none", (0, 0, 0))])
def test_a_tie_in_max_shares_the_twelve_or_scores_nothing(tie, points):
    rules = MagistrRules(players=3, trump_mode="none", max_tie=tie,
                         four_of_a_kind_bonus="off")
    assert deal_points(rules, 12, _taken("AS", "AH", "KS"), [1, 1, 1], [], True) == points


def test_a_bank_of_one_suit_adds_ten_with_four_players():
    rules = MagistrRules(players=4, trump_mode="none", four_of_a_kind_bonus="trick_of_one_suit")
    bank = tuple(pack_cards("6S 7S 9S JS"))
    assert max_points(rules, _taken("6S 7S 9S JS", "", "", ""), [(0, bank)])[0] == 11
    with pytest.raises(RuleSetError, match="needs 4 players"):
        MagistrRules(players=3, four_of_a_kind_bonus="trick_of_one_suit")


def test_a_deal_ends_early_once_every_scoring_card_is_taken():
    # §7 early_end: deal 9 (Q♠) stops when the queen of spades is taken
    hands = ["QS 7S 8S 9S JS KS 10S AS 7H", "6S 6H 8H 9H JH QH KH 10H AH",
             "6C 7C 8C 9C JC QC KC 10C AC", "6D 7D 8D 9D JD QD KD 10D AD"]
    rules = MagistrRules(players=4, trump_mode="none", next_dealer="left")
    game = start(rules, hands, dealer=3, number=9)
    assert game.to_act == 3  # 6♦, the lowest diamond
    # Q♠ is a discard (no diamond, no six); the sixes of the others beat by equal value
    events = play(game, "6D QS 6H 6C")
    scored = [e.row for e in events if isinstance(e, DealScored)]
    assert scored, "the deal ended with the queen of spades taken"
    row = scored[0]
    assert row.remaining == 8 and sum(row.tricks) == 1 and row.ended_early
    assert row.points == (0, 0, -9, 0) and all(row.checks())


def test_all_last_two_and_max_are_always_played_out():
    rules = MagistrRules(players=4, trump_mode="none")
    assert not SUBGAMES[0].can_end_early(rules) and not SUBGAMES[10].can_end_early(rules)
    assert not SUBGAMES[11].can_end_early(rules) and SUBGAMES[1].can_end_early(rules)
    assert not SUBGAMES[1].can_end_early(rules.replace(early_end=False))


# -- §8–§10 the sheet, the rating, the places ---------------------------------------------------


def _whole_game(rules: MagistrRules, seed: int = 1) -> MagistrGame:
    game = MagistrGame(rules, seed=seed)
    while not game.is_over:
        legal = game.legal_actions(game.to_act)
        game.apply(game.to_act, legal[(seed + len(game.history)) % len(legal)])
    return game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_sheets_checks_hold_with_half_totals_of_plus_and_minus_244(players):
    sheet = _whole_game(MagistrRules(players=players)).sheet
    assert len(sheet.rows) == 24 and sheet.checks_hold()
    first, second = sheet.half(0), sheet.half(1)
    assert first.stake == -244 and second.stake == 244
    assert first.all_tricks == second.all_tricks == {2: 207, 3: 141, 4: 108}[players]
    assert sum(sheet.totals) == 0


def test_the_rating_is_half_plus_half_the_share_of_points():
    # §9 points_share: 50 % + 50 % × ОРВИ / 244
    sheet = _whole_game(MagistrRules(players=3)).sheet
    for points, rating in zip(sheet.totals, sheet.ratings(), strict=True):
        assert rating == pytest.approx(0.5 + 0.5 * points / 244)


def test_places_rank_points_then_fewer_tricks():
    # §10, §11.1
    from debertz_desktop.engine.magistr.sheet import MagistrRow, MagistrSheet

    rows = [MagistrRow(number=n, dealer=0, first_leader=0, tricks=(2, 1, 1),
                       points=(0, 0, 0), remaining=0, stake=0, tricks_in_deal=4)
            for n in range(1, 25)]
    rows[0] = MagistrRow(number=1, dealer=0, first_leader=0, tricks=(1, 1, 2),
                         points=(5, 5, -10), remaining=0, stake=0, tricks_in_deal=4)
    sheet = MagistrSheet(MagistrRules(players=3), ("A", "B", "C"), rows, over=True)
    assert sheet.totals == (5, 5, -10)
    assert sheet.tricks == (47, 24, 25)
    assert sheet.places == (2, 1, 3)


def test_the_first_leader_deals_next_by_default():
    # §4 next_dealer = first_leader
    game = start(MagistrRules(players=3, trump_mode="none"), HANDS3, dealer=0)
    leader = game.deal.first_leader
    while game.deal.number == 1:
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    assert game.deal.dealer == leader


def test_presets_are_the_rule_books_table():
    # §13
    assert PRESETS["magistr"].rules(3) == MagistrRules(players=3)
    sj = PRESETS["magistr_senior_junior"].rules(2)
    assert sj.trump_mode == "senior_junior" and sj.senior_trump is Suit.SPADES
    assert sj.junior_trump is Suit.DIAMONDS
    assert preset_of(PRESETS["magistr_two_trumps"].rules(4)) is PRESETS["magistr_two_trumps"]
    assert preset_of(MagistrRules(must_beat=True)) is None
