"""What the table says about Debertz's actions, contracts and combinations, in the current
language (cards and suits: ``ui/card_words.py``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.debertz import actions as A
from ....engine.debertz.cards import Contract, Rank, Suit
from ....engine.debertz.combinations import Combination, CombinationKind
from ...card_words import card_text, rank_text, suit_name


def contract_text(contract: Contract | None, trump: Suit | None) -> str:
    if contract is Contract.NO_TRUMP:
        return QCoreApplication.translate("Table", "No trump")
    if contract is Contract.ALL_TRUMP:
        return QCoreApplication.translate("Table", "All trump")
    if trump is None:
        return "—"
    return f"{trump.symbol} {suit_name(trump)}"


def combination_kind_text(kind: CombinationKind) -> str:
    return {
        CombinationKind.TERTZ: QCoreApplication.translate("Table", "tertz"),
        CombinationKind.FIFTY: QCoreApplication.translate("Table", "fifty"),
        CombinationKind.HUNDRED: QCoreApplication.translate("Table", "hundred"),
    }[kind]


def top_rank_text(rank: Rank) -> str:
    """A sequence's top card as said after "to the": "king" (Russian: «короля»)."""
    translate = QCoreApplication.translate
    return {
        Rank.SEVEN: translate("Combination", "seven", "to the …"),
        Rank.EIGHT: translate("Combination", "eight", "to the …"),
        Rank.NINE: translate("Combination", "nine", "to the …"),
        Rank.TEN: translate("Combination", "ten", "to the …"),
        Rank.JACK: translate("Combination", "jack", "to the …"),
        Rank.QUEEN: translate("Combination", "queen", "to the …"),
        Rank.KING: translate("Combination", "king", "to the …"),
        Rank.ACE: translate("Combination", "ace", "to the …"),
    }[rank]


def announcement_text(kind: CombinationKind, top: Rank, suit: Suit | None = None) -> str:
    """A declared sequence as players say it (RULES §6): "tertz to the king of ♦", or
    without the suit while the combination is not shown ("tertz to the king")."""
    if suit is None:
        return QCoreApplication.translate("Combination", "{kind} to the {rank}").format(
            kind=combination_kind_text(kind), rank=top_rank_text(top))
    return QCoreApplication.translate("Combination", "{kind} to the {rank} of {suit}").format(
        kind=combination_kind_text(kind), rank=top_rank_text(top), suit=suit.symbol)


def combination_text(c: Combination) -> str:
    return announcement_text(c.kind, c.top, c.suit)


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


__all__ = ["action_text", "announcement_text", "card_text", "combination_kind_text",
           "combination_text", "contract_text", "rank_text", "suit_name", "top_rank_text"]
