"""What the table says about actions, suits and contracts, in the current language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import actions as A
from ...engine.cards import Card, Contract, Rank, Suit
from ...engine.combinations import Combination, CombinationKind


def suit_name(suit: Suit) -> str:
    names = {
        Suit.SPADES: QCoreApplication.translate("Table", "spades"),
        Suit.CLUBS: QCoreApplication.translate("Table", "clubs"),
        Suit.DIAMONDS: QCoreApplication.translate("Table", "diamonds"),
        Suit.HEARTS: QCoreApplication.translate("Table", "hearts"),
    }
    return names[suit]


def contract_text(contract: Contract | None, trump: Suit | None) -> str:
    if contract is Contract.NO_TRUMP:
        return QCoreApplication.translate("Table", "No trump")
    if contract is Contract.ALL_TRUMP:
        return QCoreApplication.translate("Table", "All trump")
    if trump is None:
        return "—"
    return f"{trump.symbol} {suit_name(trump)}"


def rank_text(rank: Rank) -> str:
    """A rank as players write it: ``"J"`` in English, ``"В"`` in Russian; ``"10"`` in both."""
    letters = {
        Rank.JACK: QCoreApplication.translate("Cards", "J", "jack"),
        Rank.QUEEN: QCoreApplication.translate("Cards", "Q", "queen"),
        Rank.KING: QCoreApplication.translate("Cards", "K", "king"),
        Rank.ACE: QCoreApplication.translate("Cards", "A", "ace"),
    }
    return letters.get(rank, rank.text)


def card_text(card: Card) -> str:
    """A card as players write it: ``"J♥"`` in English, ``"В♥"`` in Russian."""
    return rank_text(card.rank) + card.suit.symbol


def combination_text(c: Combination) -> str:
    kinds = {
        CombinationKind.TERTZ: QCoreApplication.translate("Table", "tertz"),
        CombinationKind.FIFTY: QCoreApplication.translate("Table", "fifty"),
        CombinationKind.HUNDRED: QCoreApplication.translate("Table", "hundred"),
    }
    return QCoreApplication.translate("Table", "{kind} to {card}").format(
        kind=kinds[c.kind], card=card_text(c.top_card))


def action_text(action: A.Action) -> str:
    """The words on the button that does ``action``."""
    match action:
        case A.PlayTurned():
            return QCoreApplication.translate("Table", "Play")
        case A.Pass():
            return QCoreApplication.translate("Table", "Pass")
        case A.NameSuit(suit=suit):
            return f"{suit.symbol} {suit_name(suit)}"
        case A.NameContract(contract=contract):
            return contract_text(contract, None)
        case A.ConcedeFifty():
            return QCoreApplication.translate("Table", "Concede fifty")
        case A.PlayOn():
            return QCoreApplication.translate("Table", "Play on")
        case A.AcceptConcession():
            return QCoreApplication.translate("Table", "Accept the concession")
        case A.RefuseConcession():
            return QCoreApplication.translate("Table", "Refuse, play the deal")
        case A.ExchangeSeven():
            return QCoreApplication.translate("Table", "Exchange the seven")
        case A.ClaimRedeal(reason=reason):
            if reason is A.RedealReason.FOUR_SEVENS:
                return QCoreApplication.translate("Table", "Redeal: four sevens")
            return QCoreApplication.translate("Table", "Redeal: poor hand")
        case A.ClaimWin(kind=kind):
            if kind is A.WinKind.DEBERTZ:
                return QCoreApplication.translate("Table", "Show debertz")
            return QCoreApplication.translate("Table", "Show klabor")
        case A.Ready():
            return QCoreApplication.translate("Table", "Ready")
        case A.Declare(combination=c):
            return QCoreApplication.translate("Table", "Declare {combination}").format(
                combination=combination_text(c))
        case A.OfferDave():
            return QCoreApplication.translate("Table", "Dave!")
        case A.AcceptDave():
            return QCoreApplication.translate("Table", "Accept the dave")
        case A.DeclineDave():
            return QCoreApplication.translate("Table", "Decline the dave")
        case A.ClaimFinish():
            return QCoreApplication.translate("Table", "Finish!")
        case A.PlayCard(card=card, bella=bella):
            if bella:
                return QCoreApplication.translate("Table", "{card} with bella").format(
                    card=card_text(card))
            return card_text(card)
    return str(action)


