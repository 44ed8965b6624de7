"""RULES §1 (cards), §2 and §14 (rule sets, presets), §3 (the deal) and §4 (bidding).

Every expectation here is written from RULES.md by hand; the deals are built
with ``deal_builder`` so that a test says which seat holds which cards.
"""

from __future__ import annotations

import pytest
from deal_builder import as_cards, build_deck, deal_game, explicit_deal, legal_texts, run

from debertz_desktop.engine.debertz import (
    CARDS,
    PRESETS,
    Card,
    Contract,
    ExplicitDeal,
    Game,
    IllegalActionError,
    InvalidActionError,
    RuleSet,
    RuleSetError,
    Suit,
    card,
    parse_action,
    preset,
    preset_of,
)
from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.cards import points_table, strength_table
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.events import TrumpFixed
from debertz_desktop.engine.debertz.sheet import DealKind, Mark

RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"]


def words(text: str, kind: type = list) -> list[str] | set[str]:
    return kind(text.split())


def texts(items) -> list[str]:
    return [str(c) for c in items]


def hand(game: Game, seat: int) -> set[str]:
    return set(texts(game.view(seat).hand))


# -- §1 cards, order, points ----------------------------------------------------------------------


# RULES §1: plain 7 8 9 J Q K 10 A; trump 7 8 Q K 10 A 9 J; trumps above all plain cards.
def test_card_orders_plain_and_trump() -> None:
    strength = strength_table(Contract.SUIT, Suit.HEARTS)
    spades = as_cards(" ".join(r + "S" for r in RANKS))
    hearts = as_cards(" ".join(r + "H" for r in RANKS))
    assert texts(sorted(spades, key=lambda c: strength[c.index])) == \
        words("7S 8S 9S JS QS KS 10S AS")
    assert texts(sorted(hearts, key=lambda c: strength[c.index])) == \
        words("7H 8H QH KH 10H AH 9H JH")
    assert min(strength[c.index] for c in hearts) > max(
        strength[c.index] for c in CARDS if c.suit is not Suit.HEARTS)


# RULES §1: in no_trump every suit is plain, in all_trump every suit ranks as trump.
def test_card_orders_no_trump_and_all_trump() -> None:
    no_trump = strength_table(Contract.NO_TRUMP, None)
    all_trump = strength_table(Contract.ALL_TRUMP, None)
    for suit in "SCDH":
        cards_ = as_cards(" ".join(r + suit for r in RANKS))
        assert texts(sorted(cards_, key=lambda c: no_trump[c.index])) == \
            [r + suit for r in words("7 8 9 J Q K 10 A")]
        assert texts(sorted(cards_, key=lambda c: all_trump[c.index])) == \
            [r + suit for r in words("7 8 Q K 10 A 9 J")]


# RULES §1: points; 62 + 3 × 30 = 152; no_trump 4 × 30 = 120; all_trump 4 × 62 = 248.
def test_card_points() -> None:
    points = points_table(Contract.SUIT, Suit.CLUBS)
    plain = {r: points[card(r + "S").index] for r in RANKS}
    trump = {r: points[card(r + "C").index] for r in RANKS}
    assert plain == {"7": 0, "8": 0, "9": 0, "10": 10, "J": 2, "Q": 3, "K": 4, "A": 11}
    assert trump == {"7": 0, "8": 0, "9": 14, "10": 10, "J": 20, "Q": 3, "K": 4, "A": 11}
    assert sum(trump.values()) == 62 and sum(plain.values()) == 30
    assert sum(points) == 152
    assert sum(points_table(Contract.NO_TRUMP, None)) == 120
    assert sum(points_table(Contract.ALL_TRUMP, None)) == 248


# RULES §1 / STYLE: every card's text form round-trips; the other spellings parse.
def test_every_card_text_round_trips() -> None:
    assert len(CARDS) == 32 and len(set(texts(CARDS))) == 32
    for c in CARDS:
        assert Card.from_str(str(c)) is c
        assert Card.from_str(c.symbol_text) is c
    assert card("TH") is card("10H") is card("10♥")
    assert str(card("q♠")) == "QS"


ACTION_TEXTS = {
    "pass": A.Pass, "play": A.PlayTurned, "name H": A.NameSuit, "name S": A.NameSuit,
    "no_trump": A.NameContract, "all_trump": A.NameContract, "concede": A.ConcedeFifty,
    "play_on": A.PlayOn, "accept_concession": A.AcceptConcession,
    "refuse_concession": A.RefuseConcession, "exchange_seven": A.ExchangeSeven,
    "redeal four_sevens": A.ClaimRedeal, "redeal poor_hand": A.ClaimRedeal,
    "debertz": A.ClaimWin, "klabor": A.ClaimWin, "ready": A.Ready, "QS": A.PlayCard,
    "10D": A.PlayCard, "QS bella": A.PlayCard, "declare tertz-KH": A.Declare,
    "declare fifty-AS": A.Declare, "declare hundred5-AH": A.Declare,
    "declare hundred6-KC": A.Declare, "dave": A.OfferDave, "dave_accept": A.AcceptDave,
    "dave_decline": A.DeclineDave, "finish": A.ClaimFinish,
}


# RULES §4–§8, §12: every action type has a text form that round-trips.
@pytest.mark.parametrize("text", list(ACTION_TEXTS))
def test_action_text_round_trips(text: str) -> None:
    action = parse_action(text)
    assert type(action) is ACTION_TEXTS[text]
    assert str(action) == text
    assert parse_action(str(action)) == action


def test_every_action_class_has_a_text_form() -> None:
    classes = {c for c in vars(A).values()
               if isinstance(c, type) and issubclass(c, A.Action) and c is not A.Action}
    assert classes == set(ACTION_TEXTS.values())


@pytest.mark.parametrize("text", ["", "name", "name X", "QX", "11S", "play QS",
                                  "declare tertz-8S", "declare hundred7-AS", "QS bela",
                                  "redeal bored"])
def test_bad_action_text_is_invalid_not_illegal(text: str) -> None:
    with pytest.raises(InvalidActionError):
        parse_action(text)


# RULES §1: sequences use the natural order 7 8 9 10 J Q K A in every suit.
def test_sequence_cards_in_natural_order() -> None:
    assert texts(parse_action("declare fifty-AS").combination.cards) == words("JS QS KS AS")
    assert texts(parse_action("declare tertz-10H").combination.cards) == words("8H 9H 10H")
    assert texts(parse_action("declare hundred5-KD").combination.cards) == \
        words("9D 10D JD QD KD")


# -- §2 / §14 rule sets and presets ---------------------------------------------------------------


# RULES §2, §3, §4, §8.7, §12, §14: contradictions are refused with a message that says why,
# naming the option at fault (a dialog shows its label and offers to set it back).
@pytest.mark.parametrize(("options", "message", "option"), [
    (dict(players=4, turned_card_to="table"), "turned_card_to cannot be table with 4 players",
     "turned_card_to"),
    (dict(players=3, teams=True), "teams needs 4 players (two pairs), not 3", "teams"),
    (dict(players=2, teams=True), "teams needs 4 players (two pairs), not 2", "teams"),
    (dict(players=3, concede_fifty=True), "concede_fifty needs 2 players, not 3",
     "concede_fifty"),
    (dict(players=4, concede_fifty=True), "concede_fifty needs 2 players, not 4",
     "concede_fifty"),
    (dict(players=2, dave=True), "dave needs a single deal (Short Deberts)", "dave"),
    (dict(players=3, target="single_deal", dave=True), "dave needs 2 players, not 3", "dave"),
    (dict(players=4, finish=True), "finish needs 4 players in pairs", "finish"),
    (dict(players=2, finish=True), "finish needs 4 players in pairs", "finish"),
    (dict(players=4, teams=True, target="single_deal", finish=True),
     "finish needs a score to reach, not a single deal", "finish"),
    (dict(players=5), "players = 5", None),
    (dict(players=2, target=400), "target = 400", None),
    (dict(players=2, buyin=5), "buyin = 5", None),
    (dict(players=2, first_lead="dealer"), "first_lead = 'dealer': allowed are", "first_lead"),
    (dict(players=2, redeal_poor_hand=-1), "redeal_poor_hand = -1", None),
])
def test_rule_set_contradictions_are_refused(options: dict, message: str,
                                             option: str | None) -> None:
    with pytest.raises(RuleSetError) as exc:
        RuleSet(**options)
    assert message in str(exc.value)
    if option is not None:
        assert exc.value.params["option"] == option


# RULES §2–§12: the other side of each contradiction above is a valid rule set.
@pytest.mark.parametrize("options", [
    dict(players=4, turned_card_to="maker"), dict(players=4, turned_card_to="dealer"),
    dict(players=3, turned_card_to="table"), dict(players=4, teams=True),
    dict(players=2, concede_fifty=True), dict(players=2, target="single_deal", dave=True),
    dict(players=4, teams=True, finish=True), dict(players=2, redeal_poor_hand=13),
])
def test_rule_set_consistent_options_are_accepted(options: dict) -> None:
    rules = RuleSet(**options)
    for name, value in options.items():
        assert getattr(rules, name) == value


# RULES §3: the turned card stays on the table with 2–3 players, goes to the maker with 4.
def test_turned_card_default_place() -> None:
    assert RuleSet(players=2).turned_card_to == "table"
    assert RuleSet(players=3).turned_card_to == "table"
    assert RuleSet(players=4).turned_card_to == "maker"


SEATINGS = {
    "classic": [(2, False), (3, False)],
    "site": [(2, False), (3, False), (4, False), (4, True)],
    "kharkov": [(2, False), (3, False), (4, False), (4, True)],
    "odessa": [(2, False), (3, False), (4, True)],
    "belote": [(4, True)],
    "short": [(2, False), (3, False)],
    "fifty": [(2, False)],
}
ALL_PRESET_SEATINGS = [(key, p, t) for key, seats in SEATINGS.items() for p, t in seats]


# RULES §2, §14: JSON round trip of every preset in every seating.
@pytest.mark.parametrize(("key", "players", "teams"), ALL_PRESET_SEATINGS)
def test_rule_set_json_round_trip(key: str, players: int, teams: bool) -> None:
    rules = preset(key, players, teams)
    assert RuleSet.from_json(rules.to_json()) == rules
    assert RuleSet.from_dict(rules.to_dict()) == rules
    changed = rules.replace(mercy_gap=250, redeal_poor_hand=13)
    assert RuleSet.from_json(changed.to_json()) == changed


# RULES §2: an option RULES.md does not name is refused, by name.
def test_unknown_option_is_refused() -> None:
    with pytest.raises(RuleSetError, match="unknown rule option: jokers"):
        RuleSet.from_dict({"players": 2, "jokers": True})
    with pytest.raises(RuleSetError, match="unknown rule option: jokers"):
        RuleSet.from_json('{"players": 3, "jokers": 2}')
    with pytest.raises(RuleSetError, match="not valid JSON"):
        RuleSet.from_json("{players")


# The table of RULES §14, cell by cell, copied from RULES.md (— cells are left out).
TABLE = {
    "classic": dict(
        target=501, next_dealer="previous_top_scorer", first_bidder="left_of_dealer", buyin=3,
        show_bottom_card=True, all_pass="redeal", contracts_no_trump=False,
        contracts_all_trump=False, trump_seven_exchange=True, redeal_four_sevens=True,
        redeal_poor_hand=None, debertz="off", klabor=False, hundred="off",
        trump_breaks_ties=True, combination_tie="first_in_turn", declare_until="first_trick",
        bella_needs_trick=False, bella_to_trick_taker=False, bella_when="second_card",
        first_lead="left_of_dealer", must_overruff=False, ski_penalty=0,
        three_bites_penalty=0, bite_split="top", hanging_queue=False, forced_after_hang=False,
        both_over="highest"),
    "site": dict(
        target=501, next_dealer="rotate", first_bidder="left_of_dealer", buyin=3,
        show_bottom_card=True, all_pass="dealer_obligation", contracts_no_trump=False,
        contracts_all_trump=False, trump_seven_exchange=True, redeal_four_sevens=True,
        redeal_poor_hand=None, debertz="seven_trumps", klabor=False, hundred="off",
        trump_breaks_ties=True, combination_tie="first_in_turn", declare_until="first_trick",
        bella_needs_trick=True, bella_to_trick_taker=False, bella_when="second_card",
        first_lead="maker", must_overruff=False, partner_exemption=False,
        overtrump_partner=False, ski_penalty=0, three_bites_penalty=100, bite_split="top",
        hanging_queue=True, forced_after_hang=False, both_over="highest", finish=False),
    "kharkov": dict(
        target=501, next_dealer="previous_loser", first_bidder="left_of_dealer", buyin=4,
        all_pass="dealer_obligation", contracts_no_trump=False, contracts_all_trump=False,
        trump_seven_exchange=True, redeal_four_sevens=True, redeal_poor_hand=None,
        debertz="six_any", klabor=False, trump_breaks_ties=False,
        combination_tie="first_in_turn", declare_until="first_trick", bella_needs_trick=False,
        bella_to_trick_taker=False, bella_when="either_card", first_lead="maker",
        must_overruff=False, partner_exemption=True, overtrump_partner=False,
        ski_penalty="by_players", three_bites_penalty=100, bite_split="equal",
        hanging_queue=False, forced_after_hang=False, both_over="highest", finish=False),
    "odessa": dict(
        target=501, next_dealer="rotate", first_bidder="left_of_dealer", buyin=3,
        show_bottom_card=True, all_pass="dealer_obligation", contracts_no_trump=False,
        contracts_all_trump=False, trump_seven_exchange=True, redeal_four_sevens=True,
        redeal_poor_hand=1, debertz="seven_trumps", klabor=True, hundred="off",
        trump_breaks_ties=True, combination_tie="last_trick", declare_until="second_trick",
        bella_needs_trick=False, bella_to_trick_taker=True, bella_when="either_card",
        first_lead="maker", must_overruff=True, partner_exemption=False,
        overtrump_partner=False, ski_penalty=100, three_bites_penalty=0, bite_split="top",
        hanging_queue=False, forced_after_hang=True, both_over="highest", finish=False),
    "belote": dict(
        target=1001, next_dealer="rotate", first_bidder="previous_loser", deal_4p="5+3",
        turned_card_to="maker", all_pass="negative_round", contracts_no_trump=True,
        contracts_all_trump=True, trump_seven_exchange=False, redeal_four_sevens=False,
        redeal_poor_hand=None, debertz="off", klabor=False, hundred="off",
        trump_breaks_ties=True, combination_tie="first_in_turn", declare_until="first_trick",
        bella_needs_trick=False, bella_to_trick_taker=False, bella_when="either_card",
        first_lead="first_bidder", must_overruff=True, partner_exemption=True,
        overtrump_partner=True, ski_penalty=0, three_bites_penalty=0, hanging_queue=False,
        forced_after_hang=False, both_over="defenders", finish=True),
}
#: Cells that hold for some player counts only.
BY_PLAYERS = {
    ("site", 4): dict(deal_4p="6+2", turned_card_to="maker"),
    ("kharkov", 2): dict(show_bottom_card=False, hundred="off"),
    ("kharkov", 3): dict(hundred="off"),
    ("kharkov", 4): dict(deal_4p="6+2", turned_card_to="maker", hundred="five"),
    ("odessa", 4): dict(deal_4p="6+2", turned_card_to="dealer"),
}
#: "Options not in the table keep their defaults in every preset" (RULES §14).
NOT_IN_TABLE = dict(first_dealer="random", concede_fifty=False, mercy_gap=None, dave=False)


# RULES §14: every preset in each of its seatings has the table's values.
@pytest.mark.parametrize(("key", "players", "teams"), [
    s for s in ALL_PRESET_SEATINGS if s[0] in TABLE])
def test_preset_matches_table(key: str, players: int, teams: bool) -> None:
    rules = preset(key, players, teams)
    assert (rules.players, rules.teams) == (players, teams)
    expected = {**TABLE[key], **NOT_IN_TABLE, **BY_PLAYERS.get((key, players), {})}
    actual = {name: getattr(rules, name) for name in expected}
    assert actual == expected
    if players < 4:
        assert rules.turned_card_to == "table"


# RULES §14: Short Deberts and Deberts with fifty are Classic with a few changes.
def test_short_and_fifty_presets() -> None:
    for players in (2, 3):
        short = preset("short", players)
        assert short == preset("classic", players).replace(target="single_deal",
                                                            short_bite="none")
    assert preset("fifty", 2) == preset("classic", 2).replace(concede_fifty=True, mercy_gap=250)


# RULES §14: the seatings each preset is played with ("players / teams" row).
@pytest.mark.parametrize(("key", "players", "teams"), [
    ("classic", 4, False), ("classic", 4, True), ("odessa", 4, False), ("belote", 4, False),
    ("belote", 2, False), ("belote", 3, False), ("fifty", 3, False), ("short", 4, True),
])
def test_preset_refuses_other_seatings(key: str, players: int, teams: bool) -> None:
    with pytest.raises(RuleSetError):
        preset(key, players, teams)


def test_preset_seatings_are_those_of_the_table() -> None:
    assert {k: set(p.seatings) for k, p in PRESETS.items()} == {
        k: set(v) for k, v in SEATINGS.items()}


# RULES §14: a preset is recognised; any change makes it "Custom" (None).
@pytest.mark.parametrize(("key", "players", "teams"), ALL_PRESET_SEATINGS)
def test_preset_of_recognises_and_custom(key: str, players: int, teams: bool) -> None:
    rules = preset(key, players, teams)
    assert preset_of(rules).key == key
    assert preset_of(rules.replace(klabor=not rules.klabor)) is None
    assert preset_of(rules.replace(hanging_queue=not rules.hanging_queue)) is None


# -- §3 the deal ----------------------------------------------------------------------------------

#: The deck in index order, top first: 7S 8S … AS 7C … AH.
ORDERED = ExplicitDeal(tuple(CARDS), 0)


def ordered_game(rules: RuleSet, dealer: int) -> Game:
    return Game(rules, deals={1: ExplicitDeal(tuple(CARDS), dealer)})


# RULES §3: 2 players, 3+3 from the dealer's left, turned card, buy-in 3 each, bottom card.
def test_deal_two_players_card_by_card() -> None:
    game = ordered_game(RuleSet(players=2, trump_seven_exchange=False), dealer=0)
    assert hand(game, 1) == words("7S 8S 9S KS AS 7C", set)
    assert hand(game, 0) == words("10S JS QS 8C 9C 10C", set)
    assert game.view(0).turned_card == card("JC")
    assert game.view(0).bottom_card is None  # shown after the buy-in only
    assert game.view(0).stock_size == 19
    run(game, ["1: play"])
    assert hand(game, 1) == words("7S 8S 9S KS AS 7C QC KC AC", set)
    assert hand(game, 0) == words("10S JS QS 8C 9C 10C 7D 8D 9D", set)
    view = game.view(0)
    assert view.table_card == card("JC") and view.turned_card_holder is None
    assert view.stock_size == 13 and view.bottom_card == card("AH")
    assert view.hand_sizes == (9, 9)


# RULES §3: 3 players, buy-in 3 (hand 9) or 4 (Kharkov, hand 10).
@pytest.mark.parametrize(("buyin", "bought", "left"), [
    (3, ("10D JD QD", "KD AD 7H", "8H 9H 10H"), 4),
    (4, ("10D JD QD KD", "AD 7H 8H 9H", "10H JH QH KH"), 1),
])
def test_deal_three_players_card_by_card(buyin: int, bought: tuple[str, ...], left: int) -> None:
    game = ordered_game(RuleSet(players=3, buyin=buyin, trump_seven_exchange=False), dealer=2)
    first = ("7S 8S 9S 8C 9C 10C", "10S JS QS JC QC KC", "KS AS 7C AC 7D 8D")
    for seat in range(3):
        assert hand(game, seat) == set(first[seat].split())
    assert game.view(0).turned_card == card("9D")
    run(game, ["0: play"])
    for seat in range(3):
        assert hand(game, seat) == set(first[seat].split()) | set(bought[seat].split())
    view = game.view(1)
    assert view.hand_sizes == (6 + buyin,) * 3
    assert view.stock_size == left and view.bottom_card == card("AH")


# RULES §3: 4 players 6+2 — whole deck, turned card to the maker plus one stock card.
def test_deal_four_players_six_two() -> None:
    rules = RuleSet(players=4, teams=True, deal_4p="6+2", trump_seven_exchange=False)
    game = ordered_game(rules, dealer=3)
    first = ("7S 8S 9S JC QC KC", "10S JS QS AC 7D 8D", "KS AS 7C 9D 10D JD",
             "8C 9C 10C QD KD AD")
    for seat in range(4):
        assert hand(game, seat) == set(first[seat].split())
    assert game.view(0).turned_card == card("7H")
    run(game, ["0: pass", "1: pass", "2: play"])
    bought = ("8H 9H", "10H JH", "7H QH", "KH AH")
    for seat in range(4):
        assert hand(game, seat) == set(first[seat].split()) | set(bought[seat].split())
    view = game.view(0)
    assert view.hand_sizes == (8, 8, 8, 8) and view.stock_size == 0
    assert view.bottom_card is None  # RULES §3: the bottom card is for 2–3 players
    assert view.turned_card_holder == 2 and view.known_cards[2] == (card("7H"),)


# RULES §3: 4 players 5+3 (Paired Belote) — 3+2, then 3 each.
def test_deal_four_players_five_three() -> None:
    game = ordered_game(preset("belote", 4), dealer=3)
    first = ("7S 8S 9S JC QC", "10S JS QS KC AC", "KS AS 7C 7D 8D", "8C 9C 10C 9D 10D")
    for seat in range(4):
        assert hand(game, seat) == set(first[seat].split())
    assert game.view(0).turned_card == card("JD")
    run(game, ["0: play"])
    bought = ("JD QD KD", "AD 7H 8H", "9H 10H JH", "QH KH AH")
    for seat in range(4):
        assert hand(game, seat) == set(first[seat].split()) | set(bought[seat].split())
    assert game.view(1).hand_sizes == (8, 8, 8, 8)


# RULES §3: the builder used by the other tests lays cards out exactly as the engine deals.
@pytest.mark.parametrize("rules", [
    RuleSet(players=2), RuleSet(players=2, buyin=4), RuleSet(players=3, buyin=4),
    RuleSet(players=3, turned_card_to="maker"), RuleSet(players=2, turned_card_to="dealer"),
    RuleSet(players=4), RuleSet(players=4, deal_4p="5+3", turned_card_to="dealer"),
], ids=["2p", "2p-buyin4", "3p-buyin4", "3p-maker", "2p-dealer", "4p", "4p-5+3-dealer"])
def test_deal_builder_matches_engine(rules: RuleSet) -> None:
    n = rules.players
    dealer = n - 1
    deck = list(CARDS)
    first_size, buy = rules.first_deal_size, rules.buyin_size
    hands = {s: deck[s * first_size:(s + 1) * first_size] for s in range(n)}
    turned = deck[n * first_size]
    rest = deck[n * first_size + 1:]
    taker = {"table": None, "maker": 0, "dealer": dealer}[rules.turned_card_to]
    bought = {}
    for s in range(n):
        size = buy - (s == taker)
        bought[s], rest = rest[:size], rest[size:]
    if taker is not None:
        bought[taker] = [turned, *bought[taker]]
    game = deal_game(rules, dealer, hands, turned, bought)
    for s in range(n):
        assert hand(game, s) == set(texts(hands[s]))
    run(game, ["0: play"])  # seat 0 is left of the dealer
    for s in range(n):
        assert hand(game, s) == set(texts(hands[s])) | set(texts(bought[s]))
        assert len(game.view(s).hand) == (8 if n == 4 else 6 + rules.buyin)  # 8, 9 or 10


# RULES §3: turned_card_to = table — nobody takes it; it lies face up.
def test_turned_card_to_table() -> None:
    rules = RuleSet(players=2, turned_card_to="table")
    game = deal_game(rules, 0, {}, "KH")
    run(game, ["1: play"])
    for seat in (0, 1):
        view = game.view(seat)
        assert card("KH") not in view.hand and len(view.hand) == 9
        assert view.table_card == card("KH") and view.turned_card_holder is None
        assert view.known_cards == ((), ())


# RULES §3: turned_card_to = maker — the maker takes it (one stock card fewer); all know it.
@pytest.mark.parametrize("bids", [["1: pass", "0: play"],
                                  ["1: pass", "0: pass", "1: pass", "0: name S"]])
def test_turned_card_to_maker(bids: list[str]) -> None:
    rules = RuleSet(players=2, turned_card_to="maker")
    game = deal_game(rules, 0, {0: "7S 8S 9S 7C 8C 9C", 1: "10S JS QS 10C JC QC"}, "KH",
                     {0: "KH AD 7D", 1: "8D 9D 10D"}, bottom="AH")
    run(game, bids)
    assert hand(game, 0) == words("7S 8S 9S 7C 8C 9C KH AD 7D", set)
    assert hand(game, 1) == words("10S JS QS 10C JC QC 8D 9D 10D", set)
    view = game.view(1)
    assert view.turned_card_holder == 0 and view.table_card is None
    assert view.known_cards[0] == (card("KH"),)
    assert view.bottom_card == card("AH")


# RULES §3: turned_card_to = dealer — the dealer takes it even when the other seat is maker.
def test_turned_card_to_dealer() -> None:
    rules = RuleSet(players=2, turned_card_to="dealer")
    game = deal_game(rules, 0, {0: "7S 8S 9S 7C 8C 9C", 1: "10S JS QS 10C JC QC"}, "KH",
                     {0: "KH AD 7D", 1: "8D 9D 10D"})
    run(game, ["1: play"])
    assert game.view(1).maker == 1
    assert card("KH") in game.view(0).hand
    assert game.view(1).known_cards[0] == (card("KH"),)
    assert game.view(0).known_cards[1] == ()


# RULES §3, §15: show_bottom_card — after the buy-in the stock's last card is shown to all.
@pytest.mark.parametrize("show", [True, False])
def test_show_bottom_card(show: bool) -> None:
    rules = RuleSet(players=3, show_bottom_card=show)
    game = deal_game(rules, 0, {}, "KH", bottom="QD")
    assert game.view(2).bottom_card is None
    run(game, ["1: play"])
    for seat in range(3):
        assert game.view(seat).bottom_card == (card("QD") if show else None)


# RULES §3, §15: in a negative round with turned_card_to = maker the dealer takes it.
def test_negative_round_turned_card_to_dealer() -> None:
    rules = preset("belote", 4)
    game = deal_game(rules, 2, {}, "KH")
    run(game, ["3: pass", "0: pass", "1: pass", "2: pass"] * 2)
    view = game.view(0)
    assert view.maker is None and view.turned_card_holder == 2
    assert view.known_cards[2] == (card("KH"),)
    assert card("KH") in game.view(2).hand and len(game.view(2).hand) == 8


# -- §4 bidding -----------------------------------------------------------------------------------

BASE2 = RuleSet(players=2, trump_seven_exchange=False, redeal_four_sevens=False, debertz="off")


def two_player_game(rules: RuleSet = BASE2, dealer: int = 0, turned: str = "KH") -> Game:
    return deal_game(rules, dealer, {0: "7S 8S 9S 7C 8C 9C", 1: "10S JS QS 10C JC QC"}, turned)


# RULES §4: round 1 is play or pass, from the dealer's left; the first play ends the bidding.
def test_round_one_play_or_pass() -> None:
    game = two_player_game()
    assert game.to_act == 1
    assert legal_texts(game, 1) == {"play", "pass"}
    assert game.legal_actions(0) == []
    with pytest.raises(IllegalActionError) as exc:
        run(game, ["1: name S"])
    assert exc.value.rule == "§4"
    with pytest.raises(IllegalActionError):
        run(game, ["0: play"])  # not his turn
    events = run(game, ["1: pass", "0: play"])
    assert TrumpFixed(0, Contract.SUIT, Suit.HEARTS) in events
    assert game.view(1).maker == 0 and game.view(1).trump is Suit.HEARTS
    assert game.phase is Phase.PLAY


# RULES §4: round 2 names a suit other than the turned one, or passes.
def test_round_two_names_other_suits() -> None:
    game = two_player_game(RuleSet(players=2, all_pass="redeal", debertz="off"))
    run(game, ["1: pass", "0: pass"])
    assert legal_texts(game, 1) == {"name S", "name C", "name D", "pass"}
    with pytest.raises(IllegalActionError) as exc:
        run(game, ["1: name H"])
    assert exc.value.rule == "§4"
    with pytest.raises(IllegalActionError):
        run(game, ["1: play"])
    events = run(game, ["1: pass", "0: name D"])
    assert TrumpFixed(0, Contract.SUIT, Suit.DIAMONDS) in events


# RULES §4, §15: no_trump / all_trump only in round 2 and only where enabled.
@pytest.mark.parametrize(("no_trump", "all_trump"), [(True, True), (True, False),
                                                     (False, True), (False, False)])
def test_contracts_only_in_round_two_when_enabled(no_trump: bool, all_trump: bool) -> None:
    rules = BASE2.replace(contracts_no_trump=no_trump, contracts_all_trump=all_trump,
                          all_pass="redeal")
    game = two_player_game(rules)
    assert legal_texts(game) == {"play", "pass"}
    for text in ("no_trump", "all_trump"):
        with pytest.raises(IllegalActionError) as exc:
            run(game, [f"1: {text}"])
        assert exc.value.rule == "§4"
    run(game, ["1: pass", "0: pass"])
    extra = {"no_trump"} if no_trump else set()
    extra |= {"all_trump"} if all_trump else set()
    assert legal_texts(game) == {"name S", "name C", "name D", "pass"} | extra
    for text in {"no_trump", "all_trump"} - extra:
        with pytest.raises(IllegalActionError) as exc:
            run(game, [f"1: {text}"])
        assert exc.value.rule == "§4"
    if extra:
        chosen = sorted(extra)[0]
        events = run(game, [f"1: {chosen}"])
        assert TrumpFixed(1, Contract(chosen), None) in events
        assert game.view(0).contract is Contract(chosen)


# RULES §4: all_pass = redeal — the deal is void, the next dealer (to the left) deals.
def test_all_pass_redeal() -> None:
    game = two_player_game(RuleSet(players=2, all_pass="redeal"))
    run(game, ["1: pass", "0: pass", "1: pass"])
    assert "pass" in legal_texts(game, 0)
    run(game, ["0: pass"])
    assert [row.kind for row in game.rows] == [DealKind.VOID]
    assert game.rows[0].sides[0].written == game.rows[0].sides[1].written == 0
    assert game.deal.number == 2 and game.deal.dealer == 1 and game.to_act == 0
    assert game.phase is Phase.BIDDING


# RULES §4: all_pass = dealer_obligation — the dealer may not pass in round 2; he names a suit.
def test_dealer_obligation() -> None:
    rules = RuleSet(players=2, all_pass="dealer_obligation", contracts_no_trump=True,
                    contracts_all_trump=True, debertz="off")
    game = two_player_game(rules)
    run(game, ["1: pass", "0: pass"])
    assert legal_texts(game, 1) == {"name S", "name C", "name D", "no_trump", "all_trump",
                                    "pass"}
    run(game, ["1: pass"])
    assert legal_texts(game, 0) == {"name S", "name C", "name D"}
    for text in ("pass", "no_trump", "name H"):
        with pytest.raises(IllegalActionError) as exc:
            run(game, [f"0: {text}"])
        assert exc.value.rule == "§4"
    events = run(game, ["0: name C"])
    assert TrumpFixed(0, Contract.SUIT, Suit.CLUBS) in events


# RULES §4, §10.4: all_pass = negative_round — nobody is maker, the turned suit is trump.
def test_negative_round() -> None:
    rules = preset("belote", 4)
    game = deal_game(rules, 0, {}, "9S")
    passes = ["1: pass", "2: pass", "3: pass", "0: pass"]
    run(game, passes)
    assert legal_texts(game, 1) == {"name C", "name D", "name H", "no_trump", "all_trump",
                                    "pass"}
    events = run(game, passes)
    assert TrumpFixed(None, Contract.SUIT, Suit.SPADES) in events
    view = game.view(2)
    assert view.maker is None and view.trump is Suit.SPADES and view.phase is Phase.PLAY
    assert game.rows == []


def conceded_game(first_bidder: str) -> Game:
    """Deal 1 conceded: seat 0 (maker) writes 50, seat 1 writes 0 (RULES §4, §15)."""
    rules = preset("fifty", 2).replace(first_bidder=first_bidder, next_dealer="rotate")
    game = Game(rules, seed=5, deals={1: ExplicitDeal(tuple(CARDS), 0)})
    run(game, ["1: pass", "0: play", "1: concede", "0: accept_concession"])
    assert [(s.written, s.running) for s in game.rows[0].sides] == [(50, 50), (0, 0)]
    return game


# RULES §4, §15: first_bidder = previous_loser — who wrote least in the last non-void deal.
def test_first_bidder_previous_loser() -> None:
    game = conceded_game("previous_loser")
    assert game.deal.number == 2 and game.deal.dealer == 1
    assert game.to_act == 1  # the loser, not the dealer's left (seat 0)
    run(game, ["1: pass", "0: pass", "1: pass", "0: pass"])  # void (all_pass = redeal)
    assert game.deal.dealer == 0 and game.to_act == 1
    run(game, ["1: pass", "0: pass", "1: pass", "0: pass"])  # void again
    assert game.deal.number == 4 and game.deal.dealer == 1
    assert game.to_act == 1  # void deals do not count: still deal 1's loser


# RULES §4: first_bidder = left_of_dealer — the other side of the option.
def test_first_bidder_left_of_dealer() -> None:
    game = conceded_game("left_of_dealer")
    assert game.deal.dealer == 1 and game.to_act == 0


# RULES §4, §15: in the first deal previous_loser means left of the dealer.
def test_first_bidder_previous_loser_first_deal() -> None:
    rules = RuleSet(players=3, first_bidder="previous_loser")
    game = Game(rules, deals={1: ExplicitDeal(tuple(CARDS), 1)})
    assert game.to_act == 2


# RULES §4: concede_fifty — the defender concedes and the maker accepts: 50 / 0, deal over.
def test_concede_fifty_accepted() -> None:
    game = Game(preset("fifty", 2), deals={1: ExplicitDeal(tuple(CARDS), 0)})
    run(game, ["1: play"])
    assert game.to_act == 0 and legal_texts(game) == {"concede", "play_on"}
    assert len(game.view(0).hand) == 6  # before the buy-in
    run(game, ["0: concede"])
    assert game.to_act == 1 and legal_texts(game) == {"accept_concession", "refuse_concession"}
    run(game, ["1: accept_concession"])
    row = game.rows[0]
    assert row.kind is DealKind.CONCEDED and row.maker == 1
    assert [s.written for s in row.sides] == [0, 50]
    assert Mark.SKI not in row.sides[0].marks and Mark.BITE not in row.sides[1].marks


# RULES §4: concede_fifty — the maker may refuse and play; the defender may play on.
@pytest.mark.parametrize("answers", [["0: concede", "1: refuse_concession"], ["0: play_on"]])
def test_concede_fifty_refused_or_declined(answers: list[str]) -> None:
    game = Game(preset("fifty", 2), deals={1: ExplicitDeal(tuple(CARDS), 0)})
    run(game, ["1: play", *answers])
    assert game.rows == []
    assert game.view(0).hand_sizes == (9, 9)  # the buy-in was dealt
    assert game.phase in (Phase.BEFORE_LEAD, Phase.PLAY)


# RULES §4: without concede_fifty there is no concession step.
def test_concede_fifty_off() -> None:
    game = Game(preset("classic", 2), deals={1: ExplicitDeal(tuple(CARDS), 0)})
    run(game, ["1: play"])
    assert game.view(0).hand_sizes == (9, 9)
    assert "concede" not in legal_texts(game)
    with pytest.raises(IllegalActionError):
        run(game, [f"{game.to_act}: concede"])


# A deal that hangs (RULES §10.2): seat 1 plays diamonds, both sides total 26.
HANG_HANDS = {1: "AS QH JH 7C 8C 9C", 0: "10S 7H 8H AC QC JC"}
HANG_BUYIN = {1: "7S 7D 8S", 0: "9S 8D 9H"}
HANG_PLAY = ["1: play", "*: ready",
             "1: AS", "0: 10S", "1: QH", "0: 7H", "1: JH", "0: 8H",  # seat 1: 21 + 3 + 2
             "1: 7C", "0: AC", "0: QC", "1: 8C", "0: JC", "1: 9C",  # seat 0: 11 + 3 + 2
             "0: 9S", "1: 7S", "0: 8D", "1: 7D", "0: 9H", "1: 8S"]  # seat 0: last trick 10


def hang_game(rules: RuleSet, later: dict[int, ExplicitDeal] | None = None) -> Game:
    game = deal_game(rules, 0, HANG_HANDS, "10D", HANG_BUYIN, later=later)
    run(game, HANG_PLAY)
    row = game.rows[0]
    assert [s.total for s in row.sides] == [26, 26]
    assert Mark.HANGING in row.sides[1].marks
    return game


# RULES §4, §15: forced_after_hang — no bidding, the previous maker plays the turned suit.
def test_forced_after_hang() -> None:
    rules = preset("classic", 2).replace(forced_after_hang=True)
    sevens = explicit_deal(rules, 0, {0: "7S 7C 7D 7H 9S 9C"}, "KC")
    game = hang_game(rules, later={2: sevens})
    assert game.deal.number == 2
    view = game.view(0)
    assert view.forced and view.maker == 1 and view.trump is Suit.CLUBS
    assert view.bids == () and view.phase is Phase.BEFORE_LEAD
    # a void forced deal carries the obligation to the next deal (RULES §15)
    run(game, ["1: ready", "0: redeal four_sevens"])
    assert game.rows[-1].kind is DealKind.VOID
    view = game.view(1)
    assert view.deal_number == 3 and view.forced and view.maker == 1
    assert view.trump is view.turned_card.suit and view.bids == ()


# RULES §4: without forced_after_hang the deal after a hang is bid as usual.
def test_no_forced_deal_without_the_option() -> None:
    game = hang_game(preset("classic", 2))
    view = game.view(0)
    assert view.deal_number == 2 and not view.forced and view.maker is None
    assert view.phase is Phase.BIDDING


# RULES §4, §6: in the forced deal only bella may be declared — no sequences.
def test_forced_deal_only_bella() -> None:
    rules = preset("classic", 2).replace(forced_after_hang=True)
    deal2 = explicit_deal(rules, 0, {1: "KC QC 7S 8S 9S 10S", 0: "AH KH QH JH 10H 9H"}, "AC",
                          {1: "9D 10D JD", 0: "7D 8D 7H"})
    game = hang_game(rules, later={2: deal2})
    run(game, ["*: ready"])
    assert game.to_act == 1  # classic: left of the dealer leads
    legal = legal_texts(game, 1)
    assert not any(t.startswith("declare") for t in legal)
    with pytest.raises(IllegalActionError) as exc:
        run(game, ["1: declare fifty-10S"])
    assert exc.value.rule == "§4"
    run(game, ["1: KC"])
    assert not any(t.startswith("declare") for t in legal_texts(game, 0))
    run(game, ["0: 7D"])  # seat 0 has no clubs, no trumps
    assert "QC bella" in legal_texts(game, 1)


# RULES §4 ("forced" deals have no debertz/klabor claims, §15).
def test_forced_deal_has_no_instant_win_claims() -> None:
    rules = preset("classic", 2).replace(forced_after_hang=True, debertz="seven_any")
    deal2 = explicit_deal(rules, 0, {0: "7S 8S 9S 10S JS QS"}, "AC", {0: "KS 7H 8H"})
    game = hang_game(rules, later={2: deal2})
    assert game.view(0).forced
    run(game, ["1: ready"])
    assert "debertz" not in legal_texts(game, 0)


def test_cards_helper_round_trip() -> None:
    deck = build_deck(BASE2, 1, {0: "AS", 1: "KS"}, "QS", bottom="JS")
    assert len(set(deck)) == 32 and deck[-1] == card("JS")
