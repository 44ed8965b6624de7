"""RULES §6 (and §15 "Combinations and bella"): sequences, their comparison, bella.

Whole deals whose scoring depends on every trick (a combination needs a trick,
the tie rules, bella with and without a trick, pairs) are in ``tests/corpus/``
(``combination_*.json``, ``combinations_pairs.json``, ``bella_no_trick.json``).
"""

from __future__ import annotations

import pytest
from deal_builder import deal_game, legal_texts, run

from debertz_desktop.engine.debertz import (
    Game,
    IllegalActionError,
    Rank,
    RuleSet,
    Suit,
    card,
    parse_action,
)
from debertz_desktop.engine.debertz.combinations import CombinationKind
from debertz_desktop.engine.debertz.events import BellaDeclared, CombinationsCompared

#: Two players, straight from the bidding to the play; the maker (seat 1 after "1: play") leads.
C2 = RuleSet(players=2, trump_seven_exchange=False, redeal_four_sevens=False, debertz="off",
             first_lead="maker")


def declares(game: Game, seat: int | None = None) -> set[str]:
    return {t for t in legal_texts(game, seat) if t.startswith("declare")}


def first_card(game: Game) -> str:
    seat = game.to_act
    return sorted(t for t in legal_texts(game, seat)
                  if not t.startswith(("declare", "dave", "finish")) and " " not in t)[0]


# -- splitting and order --------------------------------------------------------------------------


# RULES §6: a run is split from the top — the highest-valued combination that fits, then the rest.
@pytest.mark.parametrize(("buy", "hundred", "expected"), [
    ("KS AC AD", "off", {"fifty-KS", "tertz-9S"}),  # 7…K: fifty 10…K + tertz 7-8-9
    ("KS AC AD", "five", {"hundred5-KS"}),  # 9…K, then 7-8 is nothing
    ("KS AC AD", "six", {"hundred6-KS"}),  # 8…K, then 7
    ("KS AS AD", "off", {"fifty-AS", "fifty-10S"}),  # run of 8
    ("KS AS AD", "five", {"hundred5-AS", "tertz-9S"}),
    ("KS AS AD", "six", {"hundred6-AS"}),
])
def test_split_from_the_top(buy: str, hundred: str, expected: set[str]) -> None:
    game = deal_game(C2.replace(hundred=hundred), 0,
                     {1: "7S 8S 9S 10S JS QS", 0: "7C 9C JC 7D 9D JD"}, "KH",
                     {1: buy, 0: "KC 8H 10H"})
    run(game, ["1: play"])
    assert declares(game, 1) == {f"declare {c}" for c in expected}


# RULES §6, §15: only the combinations of the split may be declared.
def test_declaring_other_runs_is_refused() -> None:
    game = deal_game(C2, 0, {1: "7S 8S 9S 10S JS QS", 0: "7C 9C JC 7D 9D JD"}, "KH",
                     {1: "KS AC AD", 0: "KC 8H 10H"})
    run(game, ["1: play"])
    for text in ("declare fifty-QS", "declare tertz-KS", "declare tertz-AC",
                 "declare hundred5-KS"):
        with pytest.raises(IllegalActionError) as exc:
            run(game, [f"1: {text}"])
        assert exc.value.rule == "§6"
    run(game, ["1: declare fifty-KS"])
    with pytest.raises(IllegalActionError):  # a declaration is made once
        run(game, ["1: declare fifty-KS"])
    assert declares(game, 1) == {"declare tertz-9S"}


# RULES §1, §6: sequences use the natural order, in trumps too — not the trick order.
def test_sequences_in_natural_order() -> None:
    # hearts trump: Q K 10 are neighbours in the trump order, 9 J Q in the plain order
    game = deal_game(C2, 0, {1: "QH KH 10H 9C JC QC", 0: "9H 10D JH 8D 7D 7S"}, "7H",
                     {1: "AS AD 9D", 0: "8S 10S 8C"})
    run(game, ["1: play"])
    assert declares(game, 1) == set()
    run(game, ["1: QH"])
    assert declares(game, 0) == set()  # 9H JH: no 10H; 7D 8D, 7S 8S: two only
    game = deal_game(C2, 0, {1: "9H 10H JH 8C 9C 10C", 0: "7S 8S 10S 7D 9D JD"}, "7H",
                     {1: "AS AD KD", 0: "QS 7C QC"})
    run(game, ["1: play"])
    assert declares(game, 1) == {"declare tertz-JH", "declare tertz-10C"}


# -- comparison -----------------------------------------------------------------------------------


def compare(hands: dict[int, str], buy: dict[int, str], said: dict[int, list[str]],
            rules: RuleSet = C2, dealer: int = 0, turned: str = "7H") -> CombinationsCompared:
    """Bid "play" from the dealer's left, declare ``said`` with the first card, play a trick."""
    game = deal_game(rules, dealer, hands, turned, buy)
    events = run(game, [f"{game.to_act}: play"])
    while not any(isinstance(e, CombinationsCompared) for e in events):
        seat = game.to_act
        events += run(game, [f"{seat}: {text}" for text in said.pop(seat, [])])
        events += run(game, [f"{seat}: {first_card(game)}"])
    return next(e for e in events if isinstance(e, CombinationsCompared))


# RULES §6: seniority — hundred > fifty > tertz; same kind: the higher top card.
@pytest.mark.parametrize(("hands", "buy", "said", "hundred", "winner"), [
    ({0: "8S 9S 10S JS 7D 8D", 1: "QC KC AC 7S 9D 10D"}, {0: "AD 8H 9H", 1: "JD QD 10H"},
     {0: ["declare fifty-JS"], 1: ["declare tertz-AC"]}, "off", 0),  # fifty > tertz
    ({0: "7S 8S 9S 10S JS 7D", 1: "JC QC KC AC 9D 10D"}, {0: "8D AD 8H", 1: "JD QD 10H"},
     {0: ["declare hundred5-JS"], 1: ["declare fifty-AC"]}, "five", 0),  # hundred > fifty
    ({0: "7S 8S 9S 10S JS 7D", 1: "JC QC KC AC 9D 10D"}, {0: "8D AD 8H", 1: "JD QD 10H"},
     {0: ["declare fifty-JS"], 1: ["declare fifty-AC"]}, "off", 1),  # same kind: A > J
    ({0: "JS QS KS 7D 8D 10D", 1: "10C JC QC 7S 9D JD"}, {0: "AD 8H 9H", 1: "QD KD 10H"},
     {0: ["declare tertz-KS"], 1: ["declare tertz-QC"]}, "off", 0),  # K > Q
    ({0: "10H JH QH 7D 8D 10D", 1: "JS QS KS 7C 9D JD"}, {0: "AD 8S 9C", 1: "QD KD 8H"},
     {0: ["declare tertz-QH"], 1: ["declare tertz-KS"]}, "off", 1),  # top card before trump
])
def test_seniority(hands: dict[int, str], buy: dict[int, str], said: dict[int, list[str]],
                   hundred: str, winner: int) -> None:
    assert compare(hands, buy, said, C2.replace(hundred=hundred)).winner_side == winner


TIE_HANDS = {0: "JH QH KH 7D 8D 10D", 1: "JS QS KS 7C 9D JD"}  # hearts trump
TIE_BUY = {0: "AD 8S 9C", 1: "QD KD 8H"}
TIE_SAID = {0: ["declare tertz-KH"], 1: ["declare tertz-KS"]}


# RULES §6: same top card — the trump one wins with trump_breaks_ties; else combination_tie.
@pytest.mark.parametrize(("breaks", "winner"), [(True, 0), (False, 1)])
def test_trump_breaks_ties(breaks: bool, winner: int) -> None:
    rules = C2.replace(trump_breaks_ties=breaks, combination_tie="first_in_turn")
    event = compare(TIE_HANDS, TIE_BUY, {k: list(v) for k, v in TIE_SAID.items()}, rules)
    assert event.winner_side == winner  # seat 1 leads, so first in turn is seat 1


# RULES §6, §15: trump_breaks_ties separates nothing in all_trump.
def test_trump_breaks_ties_not_in_all_trump() -> None:
    rules = C2.replace(contracts_all_trump=True, all_pass="redeal", combination_tie="trump_only")
    game = deal_game(rules, 0, TIE_HANDS, "10C", TIE_BUY)
    events = run(game, ["1: pass", "0: pass", "1: all_trump", *[f"1: {t}" for t in
                        TIE_SAID[1]], "1: 7C", *[f"0: {t}" for t in TIE_SAID[0]], "0: 9C"])
    compared = next(e for e in events if isinstance(e, CombinationsCompared))
    assert compared.winner_side is None and compared.tied_sides == ()


# RULES §6: combination_tie = first_in_turn — first in seat order from the first leader.
@pytest.mark.parametrize(("players", "dealer", "winner"), [
    (2, 0, 1), (2, 1, 0),  # the leader is the maker, left of the dealer
    (3, 0, 2), (3, 2, 0),  # seats 2 and 0 tie; seat 1 or seat 0 leads
])
def test_first_in_turn(players: int, dealer: int, winner: int) -> None:
    rules = C2.replace(players=players, combination_tie="first_in_turn")
    if players == 2:
        hands = {0: "JS QS KS 7D 8D 10D", 1: "JC QC KC 7S 9D JD"}
        buy = {0: "AD 8H 9H", 1: "QD KD 10H"}
        said = {0: ["declare tertz-KS"], 1: ["declare tertz-KC"]}
    else:
        hands = {2: "JS QS KS 7D 8D 10D", 0: "JC QC KC 7S 9D JD", 1: "AS 10S AC 10C AD 8C"}
        buy = {2: "KD 8H 9H", 0: "QD 10H JH", 1: "8S 9S 9C"}
        said = {2: ["declare tertz-KS"], 0: ["declare tertz-KC"]}
    assert compare(hands, buy, said, rules, dealer=dealer).winner_side == winner


# RULES §6, §15: the winner's combinations are shown; the losers' only by kind and top card.
def test_winner_shown_losers_announced() -> None:
    game = deal_game(C2, 0, {0: "JS QS KS 7D 8D 10D", 1: "10C JC QC 7S 9D JD"}, "7H",
                     {0: "AD 8H 9H", 1: "QD KD 10H"})
    run(game, ["1: play", "1: declare tertz-QC", "1: 7S", "0: declare tertz-KS"])
    assert game.view(1).known_cards[0] == ()  # nothing shown before the comparison
    run(game, ["0: JS"])
    view = game.view(1)
    assert view.combination_winner_side == 0
    assert [(s, str(c)) for s, c in view.shown_combinations] == [(0, "tertz-KS")]
    assert set(view.known_cards[0]) == {card("QS"), card("KS")}  # JS is played already
    assert [(a.seat, a.kind, a.top) for a in view.announcements] == [
        (0, CombinationKind.TERTZ, Rank.KING), (1, CombinationKind.TERTZ, Rank.QUEEN)]
    assert game.view(0).known_cards[1] == ()  # the loser's cards stay hidden


# -- when to declare ------------------------------------------------------------------------------

UNTIL_HANDS = {1: "JS QS KS AC 7D 9D", 0: "7C 8C 9C 7S 8S AS"}
UNTIL_BUY = {1: "JD AD 10C", 0: "10D QD KD"}


# RULES §6: declare_until = first_trick — with the declarer's first card, not later.
def test_declare_until_first_trick() -> None:
    game = deal_game(C2.replace(declare_until="first_trick"), 0, UNTIL_HANDS, "7H", UNTIL_BUY)
    run(game, ["1: play", "1: AC"])
    assert declares(game, 0) == {"declare tertz-9C"}  # seat 0's first card is still to come
    events = run(game, ["0: declare tertz-9C", "0: 7C"])
    assert any(isinstance(e, CombinationsCompared) and e.winner_side == 0 for e in events)
    assert game.to_act == 1 and declares(game, 1) == set()
    with pytest.raises(IllegalActionError) as exc:
        run(game, ["1: declare tertz-KS"])
    assert exc.value.rule == "§6" and "too late" in str(exc.value)


# RULES §6: declare_until = second_trick (Odessa) — until the declarer's second card.
def test_declare_until_second_trick() -> None:
    game = deal_game(C2.replace(declare_until="second_trick"), 0, UNTIL_HANDS, "7H", UNTIL_BUY)
    events = run(game, ["1: play", "1: AC", "0: declare tertz-9C", "0: 7C"])
    assert not any(isinstance(e, CombinationsCompared) for e in events)
    assert declares(game, 1) == {"declare tertz-KS"}
    events = run(game, ["1: declare tertz-KS", "1: KS", "0: 7S"])
    compared = [e for e in events if isinstance(e, CombinationsCompared)]
    assert len(compared) == 1 and compared[0].winner_side == 1
    assert game.to_act == 1 and declares(game, 1) == set()
    with pytest.raises(IllegalActionError) as exc:
        run(game, ["1: declare tertz-KS"])
    assert exc.value.rule == "§6"


# RULES §15: with declare_until = second_trick a player who declared with his first card may
# still declare further combinations with his second; the first stays declared (it is final).
def test_declare_more_with_the_second_card() -> None:
    game = deal_game(C2.replace(declare_until="second_trick"), 0,
                     {1: "JS QS KS AC 7D 9D", 0: "7C 8C 9C 7S 8S 9S"}, "7H",
                     {1: "JD AD 10C", 0: "10D QD KD"})
    run(game, ["1: play", "1: AC"])
    assert declares(game, 0) == {"declare tertz-9C", "declare tertz-9S"}
    run(game, ["0: declare tertz-9C", "0: 7C"])  # seat 1 takes the first trick and leads
    run(game, ["1: KS"])
    assert declares(game, 0) == {"declare tertz-9S"}  # his second card: one more, not again
    events = run(game, ["0: declare tertz-9S", "0: 7S"])
    (compared,) = [e for e in events if isinstance(e, CombinationsCompared)]
    assert compared.winner_side == 0
    assert sorted(str(c) for seat, c in compared.shown if seat == 0) == ["tertz-9C", "tertz-9S"]
    assert declares(game, 0) == set()


# -- bella ----------------------------------------------------------------------------------------

BELLA_HANDS = {1: "KH QH JH AS 10S AC", 0: "7S 8S 7C 8C 7D 8D"}
BELLA_BUY = {1: "10C AD 10D", 0: "9S 9C 9D"}


# RULES §6: bella_when = second_card — declared with the second of K/Q played.
def test_bella_with_the_second_card() -> None:
    game = deal_game(C2.replace(bella_when="second_card"), 0, BELLA_HANDS, "7H", BELLA_BUY)
    run(game, ["1: play"])
    legal = legal_texts(game, 1)
    assert "KH" in legal and "KH bella" not in legal and "QH bella" not in legal
    with pytest.raises(IllegalActionError) as exc:
        run(game, ["1: KH bella"])
    assert exc.value.rule == "§6"
    run(game, ["1: KH", "0: 7S"])
    assert "QH bella" in legal_texts(game, 1)
    events = run(game, ["1: QH bella"])
    assert BellaDeclared(1, Suit.HEARTS) in events


# RULES §6, §15: bella_when = either_card — with either card, once per suit; the other card
# is then known to all; a bella may share cards with a sequence.
def test_bella_with_either_card_once() -> None:
    game = deal_game(C2.replace(bella_when="either_card"), 0, BELLA_HANDS, "7H", BELLA_BUY)
    run(game, ["1: play"])
    assert {"KH bella", "QH bella", "declare tertz-KH"} <= legal_texts(game, 1)
    events = run(game, ["1: declare tertz-KH", "1: KH bella"])
    assert BellaDeclared(1, Suit.HEARTS) in events
    assert game.view(0).known_cards[1] == (card("QH"),)
    run(game, ["0: 7S"])
    assert "QH" in legal_texts(game, 1) and "QH bella" not in legal_texts(game, 1)
    with pytest.raises(IllegalActionError):
        run(game, ["1: QH bella"])


# RULES §15: bella requires both cards in the hand when play began.
@pytest.mark.parametrize("when", ["second_card", "either_card"])
def test_no_bella_without_both_cards(when: str) -> None:
    game = deal_game(C2.replace(bella_when=when), 0,
                     {1: "KH JH 10H AS 10S AC", 0: "QH 8S 7C 8C 7D 8D"}, "7H",
                     {1: "10C AD 10D", 0: "9S 9C 9D"})
    run(game, ["1: play"])
    assert not any(t.endswith("bella") for t in legal_texts(game, 1))
    with pytest.raises(IllegalActionError) as exc:
        run(game, ["1: KH bella"])
    assert exc.value.rule == "§6"
    run(game, ["1: KH"])
    assert not any(t.endswith("bella") for t in legal_texts(game, 0))


# RULES §6, §15: bella is trump K+Q; in all_trump any suit's K+Q; in no_trump none.
@pytest.mark.parametrize(("bid", "suits"), [
    ("name S", {"S"}), ("all_trump", {"S", "C"}), ("no_trump", set()),
])
def test_bella_by_contract(bid: str, suits: set[str]) -> None:
    rules = C2.replace(contracts_no_trump=True, contracts_all_trump=True, all_pass="redeal",
                       bella_when="either_card")
    game = deal_game(rules, 0, {1: "KS QS KC QC 7D 8D", 0: "7S 8S 7C 8C AD 10D"}, "KD",
                     {1: "9D 7H 8H", 0: "9S 9C AH"})
    run(game, ["1: pass", "0: pass", f"1: {bid}"])
    bellas = {t.split()[0] for t in legal_texts(game, 1) if t.endswith("bella")}
    assert bellas == {f"{rank}{suit}" for suit in suits for rank in "KQ"}


# RULES §6: a bella is in the parsed text form too (the card "with bella").
def test_bella_text_form() -> None:
    action = parse_action("QH bella")
    assert action.bella and action.card == card("QH")
