"""What the table says about actions, suits and contracts, in the current language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import actions as A
from ...engine.cards import Contract, Suit
from ...engine.combinations import Combination, CombinationKind
from ...engine.errors import DebertzError


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


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


def combination_text(c: Combination) -> str:
    kinds = {
        CombinationKind.TERTZ: QCoreApplication.translate("Table", "tertz"),
        CombinationKind.FIFTY: QCoreApplication.translate("Table", "fifty"),
        CombinationKind.HUNDRED: QCoreApplication.translate("Table", "hundred"),
    }
    return QCoreApplication.translate("Table", "{kind} to {card}").format(
        kind=kinds[c.kind], card=c.top_card.symbol_text)


def action_text(action: A.Action) -> str:
    """The words on the button that does ``action``."""
    t = QCoreApplication.translate
    match action:
        case A.PlayTurned():
            return t("Table", "Play")
        case A.Pass():
            return t("Table", "Pass")
        case A.NameSuit(suit=suit):
            return f"{suit.symbol} {suit_name(suit)}"
        case A.NameContract(contract=contract):
            return contract_text(contract, None)
        case A.ConcedeFifty():
            return t("Table", "Concede fifty")
        case A.PlayOn():
            return t("Table", "Play on")
        case A.AcceptConcession():
            return t("Table", "Accept the concession")
        case A.RefuseConcession():
            return t("Table", "Refuse, play the deal")
        case A.ExchangeSeven():
            return t("Table", "Exchange the seven")
        case A.ClaimRedeal(reason=reason):
            if reason is A.RedealReason.FOUR_SEVENS:
                return t("Table", "Redeal: four sevens")
            return t("Table", "Redeal: poor hand")
        case A.ClaimWin(kind=kind):
            if kind is A.WinKind.DEBERTZ:
                return t("Table", "Show debertz")
            return t("Table", "Show klabor")
        case A.Ready():
            return t("Table", "Ready")
        case A.Declare(combination=c):
            return t("Table", "Declare {combination}").format(combination=combination_text(c))
        case A.OfferDave():
            return t("Table", "Dave!")
        case A.AcceptDave():
            return t("Table", "Accept the dave")
        case A.DeclineDave():
            return t("Table", "Decline the dave")
        case A.ClaimFinish():
            return t("Table", "Finish!")
        case A.PlayCard(card=card, bella=bella):
            if bella:
                return t("Table", "{card} with bella").format(card=card.symbol_text)
            return card.symbol_text
    return str(action)


def error_text(err: DebertzError) -> str:
    """The engine's reason, translated (its template is marked for lupdate in the engine)."""
    try:
        return QCoreApplication.translate("Rules", err.template).format(**err.params)
    except (KeyError, IndexError, ValueError):
        return str(err)
