"""RULES §7 (who leads) and §8 (playing a trick), with §15 "Tricks".

Longer hand-checked tricks (must_overruff and the partner's trump, the partner
exemption, overtrumping the partner, the all_trump lead duty, follow/ruff/any
with 3 players) are in ``tests/corpus/``.
"""

from __future__ import annotations

import pytest
from deal_builder import deal_game, legal_cards, legal_texts, run

from debertz_desktop.engine.debertz import (
    CARDS,
    ExplicitDeal,
    Game,
    IllegalActionError,
    RuleSet,
    preset,
)
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.events import FinishClaimed, GameOver, TrickTaken
from debertz_desktop.engine.debertz.sheet import DealKind

C2 = RuleSet(players=2, trump_seven_exchange=False, redeal_four_sevens=False, debertz="off",
             first_lead="maker")
C3 = C2.replace(players=3)


def winners(events: list) -> list[int]:
    return [e.winner for e in events if isinstance(e, TrickTaken)]


def cardset(text: str) -> set[str]:
    return set(text.split())


# -- §7 who leads ---------------------------------------------------------------------------------


# RULES §7: first_lead = left_of_dealer | maker | first_bidder (3 players, dealer 0, maker 2).
@pytest.mark.parametrize(("first_lead", "leader"), [
    ("left_of_dealer", 1), ("maker", 2), ("first_bidder", 1)])
def test_first_lead(first_lead: str, leader: int) -> None:
    game = Game(C3.replace(first_lead=first_lead), deals={1: ExplicitDeal(tuple(CARDS), 0)})
    run(game, ["1: pass", "2: play"])
    assert game.phase is Phase.PLAY and game.to_act == leader
    assert game.view(0).leader == leader


# RULES §7: with no maker (a negative round) first_lead = maker means left of the dealer.
def test_first_lead_maker_in_negative_round() -> None:
    rules = preset("belote", 4).replace(first_lead="maker")
    game = Game(rules, deals={1: ExplicitDeal(tuple(CARDS), 2)})
    run(game, ["3: pass", "0: pass", "1: pass", "2: pass"] * 2)
    assert game.view(0).maker is None and game.to_act == 3


# RULES §7: first_bidder is whoever spoke first — with previous_loser, not the dealer's left.
@pytest.mark.parametrize(("first_lead", "leader"), [
    ("first_bidder", 1), ("maker", 0), ("left_of_dealer", 0)])
def test_first_lead_first_bidder_previous_loser(first_lead: str, leader: int) -> None:
    rules = preset("fifty", 2).replace(first_bidder="previous_loser", next_dealer="rotate",
                                       first_lead=first_lead)
    game = Game(rules, seed=3, deals={1: ExplicitDeal(tuple(CARDS), 0)})
    run(game, ["1: pass", "0: play", "1: concede", "0: accept_concession"])  # seat 1 wrote 0
    assert game.deal.dealer == 1 and game.to_act == 1  # the loser bids first
    run(game, ["1: pass", "0: play", "1: play_on", "*: ready"])
    assert game.phase is Phase.PLAY and game.to_act == leader


# RULES §7: afterwards the winner of each trick leads.
def test_trick_winner_leads() -> None:
    game = deal_game(C2, 0, {1: "KS 8S AH 7C 8C 9C", 0: "10S 9H 7H 7D 8D 9D"}, "KH",
                     {1: "10C JC QC", 0: "JD QD KD"})
    events = run(game, ["1: play", "1: KS", "0: 10S"])
    assert winners(events) == [0] and game.to_act == 0


# -- §8 playing a trick ---------------------------------------------------------------------------

PLAY_HANDS = {1: "KS 8S AH 10H 7C 8C", 0: "10S 7S 9H 7H JD 8D"}
PLAY_BUY = {1: "AD 10D 9C", 0: "QS 9D QD"}


def play_game(rules: RuleSet = C2, bid: str = "1: play") -> Game:
    game = deal_game(rules, 0, PLAY_HANDS, "KH", PLAY_BUY)
    run(game, [bid])
    assert game.to_act == 1
    return game


# RULES §8.1, §8.5: follow suit; in a plain suit the 10 beats the king, with no duty to beat.
def test_follow_suit_and_plain_order() -> None:
    game = play_game()
    run(game, ["1: KS"])
    assert legal_cards(game) == cardset("10S 7S QS")
    with pytest.raises(IllegalActionError) as exc:
        run(game, ["0: 9H"])
    assert exc.value.rule == "§8.1" and "follow suit" in str(exc.value)
    with pytest.raises(IllegalActionError) as exc:
        run(game, ["0: AS"])
    assert exc.value.rule == "§8"  # not in his hand
    assert winners(run(game, ["0: 10S"])) == [0]


# RULES §8.4, §8.5: trump led — beat the best trump if you can (9 over A); trumps' order.
def test_trump_lead_must_beat() -> None:
    game = play_game()
    run(game, ["1: AH"])
    assert legal_cards(game) == cardset("9H")  # 9 beats A; 7 does not
    with pytest.raises(IllegalActionError) as exc:
        run(game, ["0: 7H"])
    assert exc.value.rule == "§8.4" and "higher" in str(exc.value)
    assert winners(run(game, ["0: 9H"])) == [0]
    run(game, ["0: 7H"])
    assert legal_cards(game) == cardset("10H")  # seat 1's only trump, and it beats the 7
    run(game, ["1: 10H"])


# RULES §8.4: when the trick's best trump cannot be beaten, any card of the suit.
def test_trump_lead_cannot_beat() -> None:
    game = deal_game(C2, 0, {1: "JH 8S 9S 7C 8C 9C", 0: "AH 7H 10S JS QD KD"}, "KH",
                     {1: "7D 8D 9D", 0: "QS AS AD"})
    run(game, ["1: play", "1: JH"])
    assert legal_cards(game) == cardset("AH 7H")


# RULES §8.2, §8.3: cannot follow — trump if you can; with neither, anything.
def test_must_trump_then_anything() -> None:
    game = deal_game(C2, 0, {1: "AS KS 7C 8C 9C 10C", 0: "7H 8H 7D 8D 9D 10D"}, "KH",
                     {1: "QS JS 10S", 0: "JC QC KC"})
    run(game, ["1: play", "1: AS"])
    assert legal_cards(game) == cardset("7H 8H")
    with pytest.raises(IllegalActionError) as exc:
        run(game, ["0: 7D"])
    assert exc.value.rule == "§8.2" and "trump" in str(exc.value)
    assert winners(run(game, ["0: 7H"])) == [0]  # a seven of trumps beats the ace
    run(game, ["0: 7D"])
    assert legal_cards(game) == cardset("7C 8C 9C 10C QS JS 10S KS")  # no diamond, no trump


# RULES §1, §8.3: in no_trump a player who cannot follow plays any card; only the led suit wins.
def test_no_trump_cannot_follow_plays_anything() -> None:
    rules = C2.replace(contracts_no_trump=True, all_pass="redeal")
    game = deal_game(rules, 0, {1: "AS KS 7C 8C 9C 10C", 0: "JH 9H AH AD 10D 7D"}, "KH",
                     {1: "QS JS 10S", 0: "JC QC KC"})
    run(game, ["1: pass", "0: pass", "1: no_trump", "1: KS"])
    assert legal_cards(game) == cardset("JH 9H AH AD 10D 7D JC QC KC")
    assert winners(run(game, ["0: AH"])) == [1]


# RULES §1, §8.4: in all_trump cannot follow → any card; only the led suit wins.
def test_all_trump_cannot_follow_plays_anything() -> None:
    rules = C2.replace(contracts_all_trump=True, all_pass="redeal")
    game = deal_game(rules, 0, {1: "7S KS 7C 8C 9C 10C", 0: "JH 9H AH AD 10D 7D"}, "KH",
                     {1: "QS 8S 10S", 0: "JC QC KC"})
    run(game, ["1: pass", "0: pass", "1: all_trump", "1: 7S"])
    assert legal_cards(game) == cardset("JH 9H AH AD 10D 7D JC QC KC")
    assert winners(run(game, ["0: JH"])) == [1]  # the jack of another suit does not win


# RULES §8: a card is played only by the seat to act, and only in the play.
def test_only_the_seat_to_act_plays() -> None:
    game = play_game()
    with pytest.raises(IllegalActionError):
        run(game, ["0: 10S"])
    game = deal_game(C2, 0, PLAY_HANDS, "KH", PLAY_BUY)
    with pytest.raises(IllegalActionError) as exc:
        run(game, ["1: KS"])  # still bidding
    assert exc.value.rule == "§7"


# -- §8.7 finish ----------------------------------------------------------------------------------

FINISH_HANDS = {0: "7S 8S 9S 10S 7C", 1: "AS KS QS JS 10C", 2: "7D 8D 9D 10D JD",
                3: "QD KD AD KC AC"}
FINISH_BUY = {0: "JH 8C 9C", 1: "7H JC QC", 2: "8H 10H AH", 3: "QH KH 9H"}


def finish_game(rules: RuleSet | None = None) -> Game:
    """Belote: dealer 3, seat 0 plays hearts (takes J♥) and leads."""
    game = deal_game(rules or preset("belote", 4), 3, FINISH_HANDS, "JH", FINISH_BUY)
    run(game, ["0: play"])
    assert game.phase is Phase.PLAY and game.to_act == 0
    return game


# RULES §8.7, §15: finish is claimed on one's lead only (also before any lead).
def test_finish_offered_on_lead_only() -> None:
    game = finish_game()
    assert "finish" in legal_texts(game, 0)
    run(game, ["0: JH"])
    assert "finish" not in legal_texts(game, 1)
    with pytest.raises(IllegalActionError) as exc:
        run(game, ["1: finish"])
    assert exc.value.rule == "§8.7"
    off = finish_game(preset("belote", 4).replace(finish=False))
    assert "finish" not in legal_texts(off, 0)


# RULES §8.7: a false claim — the other side wins at once (nothing taken yet: 0 < 1001).
def test_finish_false_claim_before_any_lead() -> None:
    game = finish_game()
    events = run(game, ["0: finish"])
    assert FinishClaimed(0, 0, 0, False) in events
    assert isinstance(events[-1], GameOver) and game.winner_side == 1
    assert game.rows[-1].kind is DealKind.FINISH


# RULES §8.7, §15: the points counted are this deal's tricks (and won combinations) so far.
@pytest.mark.parametrize(("declare", "before", "points", "success"), [
    (False, 990, 23, True), (False, 970, 23, False),  # J♥ 20 + 7♥ 0 + 8♥ 0 + Q♥ 3
    (True, 940, 73, True), (False, 940, 23, False),  # + the fifty 7♠…10♠ once declared
])
def test_finish_claim_counts_the_deal_so_far(declare: bool, before: int, points: int,
                                             success: bool) -> None:
    game = finish_game()
    game.score.totals[0] = before  # as if earlier deals had written this much
    run(game, [*(["0: declare fifty-10S"] if declare else []),
               "0: JH", "1: 7H", "2: 8H", "3: QH"])
    assert game.to_act == 0
    events = run(game, ["0: finish"])
    assert FinishClaimed(0, 0, points, success) in events
    assert game.is_over and game.winner_side == (0 if success else 1)
