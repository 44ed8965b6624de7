"""The score keeper's model (RULES §13): same sheet as the engine, checks, edits, file format."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from keeper_support import play_random

from debertz_desktop.engine.debertz import PRESETS, RuleSet
from debertz_desktop.engine.debertz.cards import Contract, Suit
from debertz_desktop.engine.debertz.combinations import Combination
from debertz_desktop.engine.debertz.pencil import pencil_number
from debertz_desktop.engine.debertz.sheet import DealKind, Mark
from debertz_desktop.engine.errors import RecordError
from debertz_desktop.keeper import (
    BellaEntry,
    DealEntry,
    Declared,
    EntryError,
    LiveGame,
    card_point_bounds,
    deck_points,
)
from debertz_desktop.storage.saved_games import load_game, save_live

CONFIGS = [p.rules(players, teams) for p in PRESETS.values() for players, teams in p.seatings]
CONFIGS += [RuleSet(**options) for options in (
    dict(players=2, contracts_no_trump=True, contracts_all_trump=True, target=301),
    dict(players=3, all_pass="negative_round", contracts_no_trump=True,
         contracts_all_trump=True, first_lead="left_of_dealer", combination_tie="trump_only"),
    dict(players=4, deal_4p="5+3", all_pass="negative_round", contracts_no_trump=True,
         contracts_all_trump=True, first_lead="first_bidder", first_bidder="previous_loser",
         target=301),
    dict(players=2, concede_fifty=True, turned_card_to="maker", show_bottom_card=False,
         all_pass="redeal"),
    dict(players=2, target="single_deal", dave=True, short_bite="double"),
    dict(players=3, target="single_deal", short_bite="stake", buyin=4),
    dict(players=4, hundred="five", trump_breaks_ties=False, combination_tie="trump_only",
         must_overruff=True, target=301),
    dict(players=3, buyin=4, hundred="six", combination_tie="last_trick",
         declare_until="second_trick", bite_split="equal", three_bites_penalty=100),
    dict(players=3, bella_to_trick_taker=True, bella_needs_trick=True,
         bella_when="either_card", ski_penalty="by_players"),
    dict(players=4, hanging_queue=True, forced_after_hang=True, turned_card_to="dealer",
         both_over="last_trick", three_bites_penalty=100, target=301),
    dict(players=2, forced_after_hang=True, hanging_queue=True, redeal_poor_hand=13,
         klabor=True, debertz="six_any"),
    dict(players=3, mercy_gap=250, next_dealer="previous_top_scorer",
         first_bidder="previous_loser"),
    dict(players=4, teams=True, must_overruff=True, partner_exemption=True,
         overtrump_partner=True, finish=True, target=301, next_dealer="previous_loser",
         first_dealer="draw_ace"),
    dict(players=4, teams=True, contracts_no_trump=True, contracts_all_trump=True,
         all_pass="redeal", both_over="defenders", next_dealer="previous_top_scorer",
         bella_when="either_card"),
    dict(players=4, teams=True, all_pass="negative_round", bella_to_trick_taker=True,
         bella_when="either_card", finish=True, target=301),
)]


def live_of(game, entries) -> LiveGame:
    return LiveGame(game.rules, game.names, entries, first_dealer=game.rows[0].dealer)


# -- the property: a live game scores exactly as the engine -------------------------------------


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=st.sampled_from(range(len(CONFIGS))), seed=st.integers(0, 10_000))
def test_entering_engine_games_gives_the_engines_sheet(config, seed):
    rules = CONFIGS[config]
    game, entries = play_random(rules, seed)
    assert game.is_over
    live = live_of(game, entries)
    assert live.sheet.to_dict() == game.sheet.to_dict()
    assert live.is_over
    # the form's suggested dealer is the engine's next dealer
    for k in range(1, len(entries)):
        partial = live_of(game, entries[:k])
        assert partial.next_dealer() == entries[k].dealer
    # and the file keeps it all
    again = LiveGame.from_json(live.to_json())
    assert again.entries == live.entries
    assert again.sheet.to_dict() == game.sheet.to_dict()


def test_every_configuration_once():
    for rules in CONFIGS:
        game, entries = play_random(rules, 7)
        assert live_of(game, entries).sheet.to_dict() == game.sheet.to_dict()


# -- editing ------------------------------------------------------------------------------------


def test_editing_a_past_deal_recomputes_the_later_rows():
    rules = PRESETS["classic"].rules(2)
    game, entries = play_random(rules, 11)
    live = live_of(game, entries[:3])
    before = live.sheet.rows
    first = entries[0]
    assert first.kind is DealKind.PLAYED
    # give the first deal's maker 1 point more and his opponent 1 fewer... on an even game
    maker = first.maker
    points = list(first.card_points)
    other = 1 - maker
    shift = min(points[other], 5)
    points[maker] += shift
    points[other] -= shift
    if points[other] == 0 and first.tricks[other]:
        pass
    live.replace(0, DealEntry(**{**first.__dict__, "card_points": tuple(points)}))
    after = live.sheet.rows
    assert live.entries[1:] == tuple(entries[1:3])  # the later entries are kept as entered
    assert after[0].sides[maker].cards == before[0].sides[maker].cards + shift
    # every later running total moved with the first deal's written points
    for old, new in zip(before[1:], after[1:], strict=True):
        for s in range(2):
            moved = new.sides[s].running - old.sides[s].running
            assert moved == after[0].sides[s].running - before[0].sides[s].running \
                or Mark.HANG_WON in new.sides[s].marks or Mark.BITE in old.sides[s].marks \
                or Mark.BITE in new.sides[s].marks or Mark.HANGING in after[0].sides[s].marks \
                or Mark.HANGING in before[0].sides[s].marks
    # recomputing from scratch equals a fresh game with the edited entries
    fresh = LiveGame(rules, game.names, live.entries, first_dealer=live.first_dealer)
    assert fresh.sheet.to_dict() == live.sheet.to_dict()


def test_an_edit_that_breaks_a_later_deal_is_refused_and_nothing_changes():
    live = LiveGame(RuleSet(players=2, target=301), ("A", "B"))
    live.add(deal(0, maker=0, points=(100, 46), tricks=(5, 4), last=0))
    live.add(deal(1, maker=0, points=(140, 6), tricks=(8, 1), last=0))
    live.add(deal(0, maker=1, points=(40, 106), tricks=(3, 6), last=1))
    snapshot = live.sheet.to_dict()
    # two fifties in deal 1 make A reach 301 in deal 2, so deal 3 cannot follow
    fifties = (Declared(0, Combination.from_str("fifty-AS")),
               Declared(0, Combination.from_str("fifty-AH")))
    with pytest.raises(EntryError, match="deal 3: the game was already over"):
        live.replace(0, deal(0, maker=0, points=(100, 46), tricks=(5, 4), last=0,
                             declared=fifties))
    assert live.sheet.to_dict() == snapshot


def deal(dealer, *, maker, points, tricks, last, trump=Suit.SPADES, declared=(), bellas=(),
         contract=Contract.SUIT) -> DealEntry:
    return DealEntry(dealer=dealer, maker=maker, contract=contract,
                     trump=trump if contract is Contract.SUIT else None,
                     card_points=points, tricks=tricks, last_trick_side=last,
                     declared=declared, bellas=bellas)


def test_edit_changes_a_later_bite():
    rules = RuleSet(players=2, target=501)
    live = LiveGame(rules, ("A", "B"))
    live.add(deal(0, maker=0, points=(90, 46), tricks=(5, 4), last=0))
    live.add(deal(1, maker=1, points=(80, 56), tricks=(5, 4), last=0))  # B bitten
    assert Mark.BITE in live.sheet.rows[1].sides[1].marks
    assert live.sheet.totals == (100 + 90 + 56, 46)
    live.replace(1, deal(1, maker=1, points=(50, 86), tricks=(4, 5), last=1))
    rows = live.sheet.rows
    assert Mark.BITE not in rows[1].sides[1].marks
    assert live.sheet.totals == (150, 46 + 96)


# -- checks ---------------------------------------------------------------------------------------


def test_four_players_must_make_the_whole_deck():
    rules = RuleSet(players=4, teams=True)
    live = LiveGame(rules, ("A", "B", "C", "D"))
    live.check(deal(0, maker=1, points=(80, 72), tricks=(4, 4), last=0))
    with pytest.raises(EntryError, match="152"):
        live.check(deal(0, maker=1, points=(80, 70), tricks=(4, 4), last=0))
    rules = RuleSet(players=4, teams=True, contracts_no_trump=True, contracts_all_trump=True)
    live = LiveGame(rules, ("A", "B", "C", "D"))
    live.check(deal(0, maker=1, points=(60, 60), tricks=(4, 4), last=0,
                    contract=Contract.NO_TRUMP))
    live.check(deal(0, maker=1, points=(200, 48), tricks=(4, 4), last=0,
                    contract=Contract.ALL_TRUMP))
    with pytest.raises(EntryError, match="120"):
        live.check(deal(0, maker=1, points=(80, 72), tricks=(4, 4), last=0,
                        contract=Contract.NO_TRUMP))


def test_deck_totals_and_bounds():
    assert deck_points(Contract.SUIT) == 152
    assert deck_points(Contract.NO_TRUMP) == 120
    assert deck_points(Contract.ALL_TRUMP) == 248
    assert card_point_bounds(RuleSet(players=2), Contract.SUIT) == (18, 146)
    assert card_point_bounds(RuleSet(players=3), Contract.SUIT)[1] == 152
    assert card_point_bounds(RuleSet(players=4), Contract.SUIT) == (152, 152)


@pytest.mark.parametrize("entry, words", [
    (deal(0, maker=0, points=(100, 60), tricks=(5, 4), last=0), "146"),
    (deal(0, maker=0, points=(10, 5), tricks=(5, 4), last=0), "18"),
    (deal(0, maker=0, points=(100, 20), tricks=(5, 3), last=0), "tricks"),
    (deal(0, maker=0, points=(100, 20), tricks=(9, 0), last=0), "no trick"),
    (deal(0, maker=0, points=(120, 0), tricks=(9, 0), last=1), "last trick"),
    (deal(0, maker=0, points=(100, 20), tricks=(5, 4), last=0, trump=None), "trump"),
    (deal(0, maker=0, points=(100, 20), tricks=(5, 4), last=0, contract=Contract.NO_TRUMP),
     "no trump"),
    (deal(0, maker=0, points=(100, 20), tricks=(5, 4), last=0,
          declared=(Declared(0, Combination.from_str("tertz-KS")),
                    Declared(1, Combination.from_str("tertz-QS")))), "two sequences"),
    (deal(0, maker=0, points=(100, 20), tricks=(5, 4), last=0,
          declared=(Declared(0, Combination.from_str("tertz-KS")),
                    Declared(0, Combination.from_str("tertz-10S")))), "split from the top"),
    (deal(0, maker=0, points=(100, 20), tricks=(5, 4), last=0,
          declared=(Declared(0, Combination.from_str("fifty-AS")),
                    Declared(0, Combination.from_str("fifty-AH")),
                    Declared(0, Combination.from_str("tertz-AD")))), "fit in a hand"),
    (deal(0, maker=0, points=(100, 20), tricks=(5, 4), last=0,
          declared=(Declared(0, Combination.from_str("hundred5-AS")),)), "hundred"),
    (deal(0, maker=0, points=(100, 20), tricks=(5, 4), last=0,
          bellas=(BellaEntry(0, Suit.HEARTS),)), "trumps"),
    (deal(0, maker=0, points=(100, 20), tricks=(5, 4), last=0,
          bellas=(BellaEntry(0, Suit.SPADES), BellaEntry(1, Suit.SPADES))), "one bella"),
    (deal(0, maker=0, points=(100, 20), tricks=(5, 4), last=0,
          declared=(Declared(1, Combination.from_str("tertz-KS")),),
          bellas=(BellaEntry(0, Suit.SPADES),)), "another player"),
    (deal(0, maker=0, points=(100, 20), tricks=(5, 4), last=0,
          bellas=(BellaEntry(0, Suit.SPADES, side=1),)), "declarer"),
    (DealEntry(dealer=0, kind=DealKind.NEGATIVE, trump=Suit.SPADES, card_points=(100, 20),
               tricks=(5, 4), last_trick_side=0), "negative"),
    (DealEntry(dealer=0, kind=DealKind.CONCEDED, maker=1), "fifty"),
    (DealEntry(dealer=5, kind=DealKind.VOID), "dealer"),
])
def test_impossible_entries_are_refused(entry, words):
    live = LiveGame(RuleSet(players=2), ("A", "B"))
    with pytest.raises(EntryError, match=words):
        live.check(entry)
    assert live.entries == ()


def test_a_long_run_split_from_the_top_is_accepted():
    live = LiveGame(RuleSet(players=2), ("A", "B"))
    # 8 9 10 J Q K A: fifty to the ace and tertz to the ten
    live.check(deal(0, maker=0, points=(100, 20), tricks=(5, 4), last=0,
                    declared=(Declared(0, Combination.from_str("fifty-AS")),
                              Declared(0, Combination.from_str("tertz-10S"))),
                    bellas=(BellaEntry(0, Suit.SPADES),)))


def test_the_program_decides_the_combinations():
    rules = RuleSet(players=2)
    live = LiveGame(rules, ("A", "B"))
    # B's tertz to the ace beats A's tertz to the king; B took a trick, so B scores both his
    row = live.add(deal(0, maker=0, points=(100, 20), tricks=(5, 4), last=0,
                        declared=(Declared(0, Combination.from_str("tertz-KH")),
                                  Declared(1, Combination.from_str("tertz-AD")),
                                  Declared(1, Combination.from_str("tertz-10C")))))
    assert [s.combinations for s in row.sides] == [0, 40]
    # equal tertzes to the ace: the trump one wins (trump_breaks_ties)
    row = live.add(deal(1, maker=1, points=(60, 60), tricks=(5, 4), last=0,
                        declared=(Declared(0, Combination.from_str("tertz-AS")),
                                  Declared(1, Combination.from_str("tertz-AD")))))
    assert [s.combinations for s in row.sides] == [20, 0]
    assert live.sheet.rows[0].sides[0].running == 110


# RULES §10.4, §15: a negative round entered in the keeper is written as the rule book
# says — seat 1's tertz is minus for pair 0+2, which took every trick, though its owner
# took none; seat 1's bella is minus for pair 0+2 though pair 0+2 took the trick
# (bella_to_trick_taker does not apply); pair 1+3 writes nothing for its own
def test_a_negative_round_is_entered_as_the_rule_book_writes_it():
    rules = PRESETS["belote"].rules(4, True).replace(bella_to_trick_taker=True)
    live = LiveGame(rules, ("A", "B", "C", "D"))
    row = live.add(DealEntry(dealer=3, kind=DealKind.NEGATIVE, trump=Suit.HEARTS,
                             card_points=(152, 0), tricks=(8, 0), last_trick_side=0,
                             declared=(Declared(1, Combination.from_str("tertz-9C")),),
                             bellas=(BellaEntry(1, Suit.HEARTS, 0),)))
    assert [s.written for s in row.sides] == [-152 - 10 - 20 - 20, 0]
    assert [(s.cards, s.last_trick, s.combinations, s.bella) for s in row.sides] == [
        (-152, -10, -20, -20), (0, 0, 0, 0)]
    assert [s.total for s in row.sides] == [-202, 0]
    assert [s.marks for s in row.sides] == [(), (Mark.SKI,)]


def test_after_the_game_no_more_deals():
    live = LiveGame(RuleSet(players=2, target=301), ("A", "B"))
    live.add(deal(0, maker=0, points=(146, 0), tricks=(9, 0), last=0,
                  declared=(Declared(0, Combination.from_str("fifty-AS")),
                            Declared(0, Combination.from_str("fifty-AH")))))
    live.add(deal(1, maker=0, points=(146, 0), tricks=(9, 0), last=0))
    assert live.is_over
    with pytest.raises(EntryError, match="over"):
        live.check(deal(0, maker=0, points=(100, 20), tricks=(5, 4), last=0))


# -- the file -------------------------------------------------------------------------------------


def test_live_file_refuses_newer_and_other_formats():
    live = LiveGame(RuleSet(players=3), ("Аня", "Борис", "Вера"))
    data = live.to_dict()
    assert LiveGame.from_dict(data).names == ("Аня", "Борис", "Вера")
    with pytest.raises(RecordError, match="newer"):
        LiveGame.from_dict({**data, "version": 2})
    with pytest.raises(RecordError, match="debertz-live"):
        LiveGame.from_dict({**data, "format": "something"})
    with pytest.raises(RecordError, match="deals"):
        LiveGame.from_dict({**data, "deals": [{"kind": "played", "dealer": "x"}]})


def test_live_games_round_trip(tmp_path):
    rules = PRESETS["classic"].rules(3)
    game, entries = play_random(rules, 3, names=("Аня", "Boris", "Вера"))
    live = live_of(game, entries)
    save_live(tmp_path / "live.debertz", live)
    loaded = load_game(tmp_path / "live.debertz")
    assert loaded.game is None and loaded.live is not None
    assert loaded.live.sheet.to_dict() == game.sheet.to_dict()



# -- pencil notation (RULES §13, §15) -------------------------------------------------------------


@pytest.mark.parametrize("value, crosses, circles, sticks, small", [
    (36, 0, 0, 2, -4), (68, 0, 0, 3, 8), (50, 0, 1, 0, 0), (150, 1, 1, 0, 0),
    (100, 1, 0, 0, 0), (0, 0, 0, 0, 0), (10, 0, 0, 0, 10), (30, 0, 0, 1, 10),
    (90, 0, 0, 4, 10), (96, 0, 0, 5, -4), (162, 1, 0, 3, 2), (251, 2, 0, 3, -9),
    (49, 0, 0, 2, 9), (51, 0, 0, 3, -9),
])
def test_pencil_numbers(value, crosses, circles, sticks, small):
    p = pencil_number(value)
    assert (p.crosses, p.circles, p.sticks, p.small) == (crosses, circles, sticks, small)
    assert p.value == value


def test_pencil_36_and_68_as_in_the_rules():
    p = pencil_number(36)
    assert (p.sticks, p.small_above, p.small_below) == (2, 4, 0)
    p = pencil_number(68)
    assert (p.sticks, p.small_above, p.small_below) == (3, 0, 8)


@given(st.integers(-3000, 3000))
def test_pencil_round_trips_and_never_mixes_plus_and_minus(value):
    p = pencil_number(value)
    assert p.value == value
    assert not (p.small_above and p.small_below)
    assert abs(p.small) <= 10
    assert p.circles in (0, 1)
    if p.circles:
        assert p.sticks == 0 and p.small == 0


@pytest.mark.parametrize("change, field", [
    # issue 20: "no" was read as true, an object became its str(), a bad dealer became 0
    ({"first_dealer": 7}, "first_dealer"),
    ({"first_dealer": "1"}, "first_dealer"),
    ({"first_dealer": True}, "first_dealer"),
    ({"deals": [{"kind": "finish", "dealer": 0, "claimer": 1, "claim_success": "no"}]},
     "claim_success"),
    ({"deals": [{"kind": "finish", "dealer": 0, "claimer": 1, "claim_success": 0}]},
     "claim_success"),
    ({"deals": [{"kind": "void", "dealer": 0, "note": {"text": "redeal"}}]}, "note"),
    ({"deals": [{"kind": "void", "dealer": 0, "note": 5}]}, "note"),
])
def test_live_file_values_of_the_wrong_type_are_refused_by_name(change, field):
    data = {**LiveGame(RuleSet(players=3), ("Аня", "Борис", "Вера")).to_dict(), **change}
    with pytest.raises(RecordError, match=field):
        LiveGame.from_dict(data)


def test_live_file_values_of_the_right_type_are_read():
    data = {**LiveGame(RuleSet(players=3), ("Аня", "Борис", "Вера")).to_dict(),
            "first_dealer": 2,
            "deals": [{"kind": "void", "dealer": 2, "note": "redeal: four_sevens"}]}
    live = LiveGame.from_dict(data)
    assert live.first_dealer == 2 and live.entries[0].note == "redeal: four_sevens"
