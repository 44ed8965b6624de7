"""The game, the deal, the turned card, the bidding, the buy-in and the seven (RULES §1–§5)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from .....engine.debertz.cards import Card, Suit
from .....engine.debertz.combinations import BELLA_POINTS, Combination
from ....learn.plan import Explanation
from ..hand_reading import TrumpReading, Verdict, card_points, plain_order, trump_order
from .situations import (
    Situation,
    card_text,
    cards_text,
    combination_worth,
    explained,
    order_text,
)

# -- the game and the deal -------------------------------------------------------------------


def welcome(target: object, opponent: str) -> Explanation:
    return explained(
        Situation.WELCOME, QCoreApplication.translate("Lesson", "Learn to play Debertz"),
        QCoreApplication.translate(
            "Lesson", "A real game of Debertz, Classic rules, you against {opponent} (an easy "
            "computer player). Two players is the simplest table to learn at: one opponent to "
            "watch, two cards in each trick. The table stops at each new step and explains it; "
            "press Enter or Next to go on.").format(opponent=opponent),
        QCoreApplication.translate(
            "Lesson", "The goal: score points deal after deal, by taking tricks with valuable "
            "cards, the last trick and combinations. In each deal one player chooses the trump "
            "(the maker) and must score more than his opponent. The first to {target} wins.")
        .format(target=target))


def deal(dealer: str | None, turned: Card, first: int, buyin: int, hand: int) -> Explanation:
    """``dealer``: the dealer's name, ``None`` when the person deals."""
    if dealer is None:
        who = QCoreApplication.translate(
            "Lesson", "You deal: {first} cards each, three at a time.").format(first=first)
    else:
        who = QCoreApplication.translate(
            "Lesson", "{dealer} deals: {first} cards each, three at a time.").format(
            dealer=dealer, first=first)
    return explained(
        Situation.DEAL, QCoreApplication.translate("Lesson", "The deal"), who,
        QCoreApplication.translate(
            "Lesson", "The next card, {card}, is turned face up: the turned card. The rest is "
            "the stock. After the bidding everyone gets {buyin} more cards (the buy-in) and "
            "plays with {hand}.").format(card=card_text(turned), buyin=buyin, hand=hand))


def turned_card(suit: Suit) -> Explanation:
    return explained(
        Situation.TURNED_CARD,
        QCoreApplication.translate("Lesson", "The turned card offers the trump"),
        QCoreApplication.translate(
            "Lesson", "Its suit, {suit}, is offered as trump. A trump beats any card of "
            "another suit, and trumps rank in their own order (points in brackets): "
            "{order}.").format(suit=suit.symbol, order=order_text(trump_order(suit), suit)),
        QCoreApplication.translate(
            "Lesson", "The other suits rank: {order}. So the jack and the nine of trumps are "
            "the cards that take tricks and score most.").format(
            order=order_text(plain_order(Suit.SPADES), None)))


# -- the bidding ------------------------------------------------------------------------------


def hand_text(reading: TrumpReading) -> str:
    """A hand's strength for a trump, said from its own cards: trumps and their rank, aces
    and tens, combinations, bella."""
    parts = []
    if reading.trumps:
        parts.append(QCoreApplication.translate("Lesson", "trumps: {cards} ({count})").format(
            cards=cards_text(reading.trumps), count=reading.count))
    else:
        parts.append(QCoreApplication.translate("Lesson", "no trumps"))
    jack, nine = trump_order(reading.suit)[:2]
    if reading.top and reading.second:
        parts.append(QCoreApplication.translate(
            "Lesson", "{jack} and {nine}, the two highest trumps").format(
            jack=card_text(jack), nine=card_text(nine)))
    elif reading.top:
        parts.append(QCoreApplication.translate(
            "Lesson", "{jack}, the highest trump ({points})").format(
            jack=card_text(jack), points=card_points(jack, reading.suit)))
    elif reading.second:
        parts.append(QCoreApplication.translate(
            "Lesson", "{nine}, the second trump ({points})").format(
            nine=card_text(nine), points=card_points(nine, reading.suit)))
    else:
        parts.append(QCoreApplication.translate(
            "Lesson", "neither {jack} nor {nine}, the highest trumps").format(
            jack=card_text(jack), nine=card_text(nine)))
    if reading.high_cards:
        parts.append(QCoreApplication.translate(
            "Lesson", "aces and tens of other suits: {cards}").format(
            cards=cards_text(reading.high_cards)))
    for c in reading.combinations:
        parts.append(combination_worth(c))
    if reading.bella:
        parts.append(QCoreApplication.translate("Lesson", "bella (+{points})").format(
            points=BELLA_POINTS))
    return "\n".join(f"• {part}" for part in parts)


def verdict_text(reading: TrumpReading, *, naming: bool = False) -> str:
    if reading.verdict is Verdict.STRONG:
        if naming:
            return QCoreApplication.translate(
                "Lesson", "A strong hand for {suit}: name it.").format(suit=reading.suit.symbol)
        return QCoreApplication.translate("Lesson", "A strong hand: Play.")
    if reading.verdict is Verdict.FAIR:
        return QCoreApplication.translate(
            "Lesson", "A fair hand: playing is a risk, the buy-in may help or not.")
    return QCoreApplication.translate("Lesson", "A weak hand: Pass.")


def rule_of_thumb() -> str:
    return QCoreApplication.translate(
        "Lesson", "A rule of thumb: play with the jack or the nine of trumps and at least one "
        "more trump; aces, tens and combinations help.")


def bid(suit: Suit, opponent: str, *, last: bool) -> Explanation:
    """Round 1 (RULES §4): what Play and Pass mean; ``last``: nobody speaks after."""
    after = (QCoreApplication.translate(
        "Lesson", "Pass: if you pass too, a second round names another suit.") if last
        else QCoreApplication.translate(
            "Lesson", "Pass leaves the choice to {opponent}.").format(opponent=opponent))
    return explained(
        Situation.BID, QCoreApplication.translate("Lesson", "Your bid: Play or Pass"),
        QCoreApplication.translate(
            "Lesson", "Play makes {suit} trump and you the maker: you must then score more than "
            "{opponent} in this deal, or you are bitten and your points go to him.").format(
            suit=suit.symbol, opponent=opponent), after)


def name_trump(turned: Suit, *, void_if_passed: bool) -> Explanation:
    """Round 2 (RULES §4): name another suit, or pass."""
    if void_if_passed:
        then = QCoreApplication.translate(
            "Lesson", "If everyone passes again, the deal is void and dealt anew.")
    else:
        then = QCoreApplication.translate(
            "Lesson", "If everyone passes again, the dealer must name a suit.")
    return explained(
        Situation.NAME_TRUMP,
        QCoreApplication.translate("Lesson", "Second round: name a trump"),
        QCoreApplication.translate(
            "Lesson", "Nobody played {turned}. Now each player may name another suit as trump "
            "(not {turned}) and become the maker, or pass.").format(turned=turned.symbol), then)


def hand(reading: TrumpReading, *, naming: bool = False, short: bool = False) -> Explanation:
    """The person's hand for a trump (RULES §1, §6), and what it suggests for the bid (§4):
    in full the first time, its lines and the verdict later."""
    verdict = verdict_text(reading, naming=naming)
    return explained(
        Situation.HAND,
        QCoreApplication.translate("Lesson", "Your hand with {suit} as trump").format(
            suit=reading.suit.symbol),
        hand_text(reading), verdict if short else rule_of_thumb() + " " + verdict,
        reminder=short)


def maker(name: str | None, suit: Suit, opponent: str) -> Explanation:
    """The bidding ended (RULES §4, §10.1); ``name``: the maker, ``None`` for the person."""
    if name is None:
        return explained(
            Situation.MAKER, QCoreApplication.translate("Lesson", "You are the maker"),
            QCoreApplication.translate(
                "Lesson", "Trump is {suit}. You must score more than {opponent} in this deal. "
                "Score less and you are bitten: you write nothing and your points go to him. "
                "Score the same and your points hang: the next deal's top scorer takes them.")
            .format(suit=suit.symbol, opponent=opponent),
            rules=("§4", "§10.1", "§10.2"))
    return explained(
        Situation.MAKER, QCoreApplication.translate("Lesson", "{name} is the maker").format(
            name=name),
        QCoreApplication.translate(
            "Lesson", "{name} chose {suit} as trump and is the maker: he must score more than "
            "you. Score more than he does and he is bitten: his points are written to you.")
        .format(name=name, suit=suit.symbol))


def void_deal(*, four_sevens: str | None = None) -> Explanation:
    """A void deal (RULES §4 ``all_pass = redeal``, §5 four sevens); ``four_sevens``: who
    showed them."""
    if four_sevens is not None:
        text = QCoreApplication.translate(
            "Lesson", "{name} showed all four sevens and asked for a redeal: the deal is void, "
            "nothing is written, and the next dealer deals again.").format(name=four_sevens)
    else:
        text = QCoreApplication.translate(
            "Lesson", "Everyone passed twice: nobody plays this deal. It is void, nothing is "
            "written, and the next dealer deals again.")
    return explained(Situation.VOID_DEAL,
                      QCoreApplication.translate("Lesson", "A void deal"), text)


# -- before the first lead --------------------------------------------------------------------


def buy_in(buyin: int, hand: int, bottom: Card | None) -> Explanation:
    shown = (QCoreApplication.translate(
        "Lesson", "The bottom card of the stock, {card}, is shown to all: nobody holds it.")
        .format(card=card_text(bottom)) if bottom is not None else "")
    return explained(
        Situation.BUY_IN, QCoreApplication.translate("Lesson", "The buy-in"),
        QCoreApplication.translate(
            "Lesson", "Everyone got {buyin} more cards and holds {hand}. The turned card and "
            "the stock stay out of play.").format(buyin=buyin, hand=hand), shown)


def seven_exchange(seven: Card, turned: Card, gains: Sequence[Combination],
                   losses: Sequence[Combination] = ()) -> Explanation:
    """The person may swap the trump seven for the turned card (RULES §5); ``gains``: the
    combinations the swap would make, ``losses``: those it would break up."""
    if gains:
        worth = ", ".join(combination_worth(c) for c in gains)
        gain = (QCoreApplication.translate(
            "Lesson", "With {card} you would hold {combinations} instead of {lost}.").format(
            card=card_text(turned), combinations=worth,
            lost=", ".join(combination_worth(c) for c in losses)) if losses
            else QCoreApplication.translate(
            "Lesson", "With {card} you would hold {combinations}.").format(
            card=card_text(turned), combinations=worth))
    else:
        gain = QCoreApplication.translate("Lesson", "You give the lowest trump for a higher one.")
    return explained(
        Situation.SEVEN_EXCHANGE,
        QCoreApplication.translate("Lesson", "Exchange the seven?"),
        QCoreApplication.translate(
            "Lesson", "You hold the seven of trumps, {seven}. Until the first card is led you "
            "may exchange it for the turned card {card}: Exchange the seven.").format(
            seven=card_text(seven), card=card_text(turned)), gain)


def seven_exchanged(name: str, turned: Card) -> Explanation:
    return explained(
        Situation.SEVEN_EXCHANGE,
        QCoreApplication.translate("Lesson", "The seven exchanged"),
        QCoreApplication.translate(
            "Lesson", "{name} held the seven of trumps and exchanged it for the turned card "
            "{card}: the holder of the trump seven may do so before the first lead.").format(
            name=name, card=card_text(turned)))
