"""RULES §5 (and §15 "Before the lead"): the seven exchange, redeal claims, debertz, klabor.

Seats are asked in order from the dealer's left after the buy-in; each may
exchange or claim, or say "ready".  Hands are written out in full so that no
filler card makes an unintended run or a fourth seven.
"""

from __future__ import annotations

import pytest
from deal_builder import deal_game, legal_texts, run

from debertz_desktop.engine.debertz import (
    Game,
    IllegalActionError,
    RuleSet,
    card,
    cards,
    preset,
)
from debertz_desktop.engine.debertz.actions import RedealReason, WinKind
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.events import (
    DealScored,
    DealStarted,
    GameOver,
    RedealClaimed,
    SevenExchanged,
    WinClaimed,
)
from debertz_desktop.engine.debertz.sheet import DealKind

#: Two players, nothing but what each test switches on.
QUIET = RuleSet(players=2, trump_seven_exchange=False, redeal_four_sevens=False,
                debertz="off", klabor=False, redeal_poor_hand=None)
RICH = "AS 10S AC 10C AD 10D"  # a first deal worth 63 plain points, no run, no seven
RICH_BUY = "KS KC KD"


def names(game: Game, seat: int) -> set[str]:
    return legal_texts(game, seat)


# -- the seven exchange ---------------------------------------------------------------------------

EXCHANGE_HANDS = {1: "AS KS 7S AC KC QC", 0: "9S 10S JS 9C 10C JC"}
EXCHANGE_BUY = {1: "AD KD QD", 0: "7H 9D 10D"}  # seat 0 buys the trump seven


# RULES §5: the holder of the trump seven swaps it for the turned card on the table.
def test_seven_exchange() -> None:
    game = deal_game(RuleSet(players=2), 0, EXCHANGE_HANDS, "KH", EXCHANGE_BUY)
    run(game, ["1: play"])
    assert game.to_act == 1 and names(game, 1) == {"ready"}  # 7S is not the trump seven
    with pytest.raises(IllegalActionError) as exc:
        run(game, ["1: exchange_seven"])
    assert exc.value.rule == "§5"
    run(game, ["1: ready"])
    assert names(game, 0) == {"exchange_seven", "ready"}
    events = run(game, ["0: exchange_seven"])
    assert SevenExchanged(0, card("7H"), card("KH")) in events
    assert names(game, 0) == {"ready"}
    view = game.view(1)
    assert view.table_card == card("7H") and view.exchanged_by == 0
    assert view.known_cards[0] == (card("KH"),)
    assert card("KH") in game.view(0).hand and card("7H") not in game.view(0).hand
    run(game, ["0: ready"])
    assert game.phase is Phase.PLAY and game.to_act == 1
    with pytest.raises(IllegalActionError) as exc:  # only until the first card is led
        run(game, ["1: exchange_seven"])
    assert exc.value.rule == "§5"


# RULES §5: no exchange when trump is not the turned card's suit, in all_trump (§15),
# when the turned card is in a hand (turned_card_to = maker), or with the option off.
@pytest.mark.parametrize(("options", "bids"), [
    (dict(), ["1: pass", "0: pass", "1: name S"]),
    (dict(contracts_all_trump=True), ["1: pass", "0: pass", "1: all_trump"]),
    (dict(turned_card_to="maker"), ["1: play"]),
    (dict(trump_seven_exchange=False), ["1: play"]),
], ids=["named-suit", "all-trump", "turned-to-maker", "option-off"])
def test_no_seven_exchange(options: dict, bids: list[str]) -> None:
    rules = RuleSet(players=2, **options)
    buy = dict(EXCHANGE_BUY)
    if rules.turned_card_to == "maker":
        buy[1] = "KH AD KD"
    game = deal_game(rules, 0, EXCHANGE_HANDS, "KH", buy)
    run(game, bids)
    assert game.phase is Phase.BEFORE_LEAD  # four sevens are still claimable
    for seat in (1, 0):
        assert names(game, seat) == {"ready"}
        with pytest.raises(IllegalActionError):
            run(game, [f"{seat}: exchange_seven"])
        run(game, [f"{seat}: ready"])
    assert game.phase is Phase.PLAY


# -- redeal claims --------------------------------------------------------------------------------

SEVENS = {1: RICH, 0: "7S 7C 7D 9S 9C 9D"}
SEVENS_BUY = {1: RICH_BUY, 0: "7H JS JC"}  # the fourth seven comes with the buy-in


# RULES §5, §15: four sevens void the deal (a void row); the deal passes to the left.
def test_redeal_four_sevens() -> None:
    game = deal_game(preset("classic", 2), 0, SEVENS, "KH", SEVENS_BUY)
    run(game, ["1: play", "1: ready"])
    assert "redeal four_sevens" in names(game, 0)
    events = run(game, ["0: redeal four_sevens"])
    assert RedealClaimed(0, RedealReason.FOUR_SEVENS, tuple(cards("7S 7C 7D 7H"))) in events
    assert [type(e) for e in events][-2:] == [DealScored, DealStarted]
    assert [row.kind for row in game.rows] == [DealKind.VOID]
    assert game.deal.number == 2 and game.deal.dealer == 1


# RULES §5: redeal_four_sevens off — no claim; three sevens never claim.
def test_no_redeal_four_sevens() -> None:
    game = deal_game(QUIET.replace(debertz="seven_trumps"), 0, SEVENS, "KH", SEVENS_BUY)
    run(game, ["1: play", "1: ready"])
    assert names(game, 0) == {"ready"}
    three = deal_game(RuleSet(players=2), 0, SEVENS, "KH", {1: "7H KC KD", 0: "KS JS JC"})
    run(three, ["1: play", "1: ready"])
    assert names(three, 0) == {"ready"}


POOR_13 = "JH 9H KS QS JC JD"  # plain 2 + 0 + 4 + 3 + 2 + 2 = 13 (as trumps: 47)
POOR_14 = "JH 9H KS QS JC QD"  # 14


# RULES §5, §15: poor hand — the first six cards, counted as plain suits, total ≤ N.
@pytest.mark.parametrize(("bound", "first", "offered"), [
    (13, POOR_13, True), (12, POOR_13, False), (13, POOR_14, False), (14, POOR_14, True),
    (None, POOR_13, False),
])
def test_redeal_poor_hand(bound: int | None, first: str, offered: bool) -> None:
    rules = QUIET.replace(redeal_poor_hand=bound)
    # hearts are trump; the buy-in (17 plain points) does not count
    game = deal_game(rules, 0, {1: RICH, 0: first}, "AH", {1: "8S 8C 8D", 0: "KH QH 10H"})
    run(game, ["1: play"])
    if bound is None:
        assert game.phase is Phase.PLAY
        return
    run(game, ["1: ready"])
    assert ("redeal poor_hand" in names(game, 0)) is offered
    if offered:
        events = run(game, ["0: redeal poor_hand"])
        assert RedealClaimed(0, RedealReason.POOR_HAND, tuple(sorted(cards(first)))) in events
        assert game.rows[-1].kind is DealKind.VOID


# -- debertz --------------------------------------------------------------------------------------


OTHER = "AC 10C AD 10D KC KD"  # seat 1 in the debertz deals: no spade, no heart, no run
OTHER_BUY = "8C 8D 9C"


def debertz_game(kind: str, first: str, buy: str, bids: tuple[str, ...] = ("1: play",),
                 turned: str = "7H", **options: object) -> Game:
    rules = QUIET.replace(debertz=kind, redeal_four_sevens=True, **options)
    game = deal_game(rules, 0, {1: OTHER, 0: first}, turned, {1: OTHER_BUY, 0: buy})
    run(game, [*bids, "1: ready"])
    assert game.to_act == 0
    return game


SEVEN_TRUMPS = ("8H 9H 10H JH QH KH", "AH 7S 7C")  # 8…A of hearts; hearts trump (7H turned)
SEVEN_PLAIN = ("8S 9S 10S JS QS KS", "AS 8H 7C")
SIX_PLAIN = ("9S 10S JS QS KS AS", "7C 7D 8H")
FIVE_PLAIN = ("10S JS QS KS AS 8S", "7C 7D 8H")


# RULES §5, §15: which runs a debertz claim accepts, for each value of the option.
@pytest.mark.parametrize(("kind", "hand", "offered"), [
    ("seven_trumps", SEVEN_TRUMPS, True), ("seven_trumps", SEVEN_PLAIN, False),
    ("seven_any", SEVEN_TRUMPS, True), ("seven_any", SEVEN_PLAIN, True),
    ("seven_any", SIX_PLAIN, False),
    ("six_any", SEVEN_PLAIN, True), ("six_any", SIX_PLAIN, True),
    ("six_any", FIVE_PLAIN, False),
    ("off", SEVEN_TRUMPS, False), ("off", SIX_PLAIN, False),
])
def test_debertz_runs(kind: str, hand: tuple[str, str], offered: bool) -> None:
    game = debertz_game(kind, *hand)
    assert ("debertz" in names(game, 0)) is offered


# RULES §15: run lengths are "at least" — a run of 8 trumps is a seven_trumps debertz.
def test_debertz_run_of_eight() -> None:
    game = debertz_game("seven_trumps", "7H 8H 9H 10H JH QH", "KH AH 7S",
                        bids=("1: pass", "0: pass", "1: pass", "0: name H"), turned="KS")
    assert "debertz" in names(game, 0)


# RULES §15: in all_trump a run of 7 in any suit is a debertz.
def test_debertz_in_all_trump() -> None:
    game = debertz_game("seven_trumps", *SEVEN_PLAIN, turned="KH",
                        bids=("1: pass", "0: pass", "1: all_trump"), contracts_all_trump=True)
    assert "debertz" in names(game, 0)


# RULES §5: a debertz wins the game at once (the claimer's score is set to the target).
def test_debertz_claim_wins_the_game() -> None:
    game = debertz_game("seven_trumps", *SEVEN_TRUMPS)
    events = run(game, ["0: debertz"])
    assert WinClaimed(0, WinKind.DEBERTZ, tuple(sorted(cards("8H 9H 10H JH QH KH AH 7S 7C")))) \
        in events
    assert isinstance(events[-1], GameOver) and events[-1].winner_side == 0
    row = game.rows[-1]
    assert row.kind is DealKind.INSTANT_WIN and row.sides[0].running == 501
    assert game.is_over and game.winner_side == 0 and game.to_act is None


# -- klabor ---------------------------------------------------------------------------------------

KLABOR = "AS KS QS JS 10S 9S"


# RULES §5: klabor — the first six cards are A K Q J 10 9 of one suit; on/off.
@pytest.mark.parametrize(("klabor", "first", "buy", "offered"), [
    (True, KLABOR, "8H 7C 8D", True),
    (False, KLABOR, "8H 7C 8D", False),
    (True, "AS KS QS JS 10S 7C", "9S 8H 8D", False),  # the nine came with the buy-in
])
def test_klabor(klabor: bool, first: str, buy: str, offered: bool) -> None:
    rules = QUIET.replace(klabor=klabor, redeal_four_sevens=True)
    game = deal_game(rules, 0, {1: "KH 10H AC 10C AD 10D", 0: first}, "7H",
                     {1: "QC KC KD", 0: buy})
    run(game, ["1: play", "1: ready"])
    assert ("klabor" in names(game, 0)) is offered
    if offered:
        events = run(game, ["0: klabor"])
        assert any(isinstance(e, WinClaimed) and e.kind is WinKind.KLABOR for e in events)
        assert game.winner_side == 0


# RULES §15: "first six cards" are five with 5+3 — klabor cannot happen there.
@pytest.mark.parametrize(("deal_4p", "offered"), [("6+2", True), ("5+3", False)])
def test_klabor_needs_six_first_cards(deal_4p: str, offered: bool) -> None:
    rules = RuleSet(players=4, teams=True, deal_4p=deal_4p, klabor=True, debertz="off")
    spades = KLABOR.split()
    size = rules.first_deal_size
    game = deal_game(rules, 0, {1: spades[:size]}, "KH", {1: ["KH", *spades[size:]]})
    run(game, ["1: play"])
    assert game.to_act == 1
    assert set(spades) <= {str(c) for c in game.view(1).hand}
    assert ("klabor" in names(game, 1)) is offered


# -- order of the claims --------------------------------------------------------------------------

ORDER_HANDS = {0: "7S 7C 7D 9S 9C 9D", 1: "8H 9H 10H JH QH KH", 2: "AS KS 10S AC KC 10C"}
ORDER_BUY = {0: "7H JS JC", 1: "AH 8S 8C", 2: "AD KD QD"}


def order_game() -> Game:
    rules = RuleSet(players=3, debertz="seven_any")
    game = deal_game(rules, 1, ORDER_HANDS, "10D", ORDER_BUY)
    run(game, ["2: play"])
    return game


# RULES §15: offered to each seat in order from the dealer's left; a claim ends the deal at once.
def test_claims_in_order_and_a_claim_ends_the_deal() -> None:
    game = order_game()
    assert game.to_act == 2 and names(game, 2) == {"ready"}
    assert game.legal_actions(0) == [] and game.legal_actions(1) == []
    run(game, ["2: ready"])
    assert game.to_act == 0
    assert names(game, 0) == {"exchange_seven", "redeal four_sevens", "ready"}
    run(game, ["0: redeal four_sevens"])  # seat 1 is never asked
    assert game.rows[-1].kind is DealKind.VOID and game.deal.number == 2
    assert not game.is_over


# RULES §5: each claim is optional — seats that say ready let the next one claim.
def test_claims_are_optional() -> None:
    game = order_game()
    run(game, ["2: ready", "0: ready"])
    assert game.to_act == 1 and names(game, 1) == {"debertz", "ready"}
    run(game, ["1: debertz"])
    assert game.is_over and game.winner_side == 1


# RULES §5: with nobody claiming, play begins (maker leads under first_lead = maker).
def test_all_ready_starts_the_play() -> None:
    game = order_game()
    run(game, ["2: ready", "0: ready", "1: ready"])
    assert game.phase is Phase.PLAY and game.to_act == 2 and game.rows == []
