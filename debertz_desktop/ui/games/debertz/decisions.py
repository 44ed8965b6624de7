"""What a Debertz decision button says beyond its label: its key and its tooltip.

Each kind of decision has a letter of its own in each language
(``preferred_letter``), chosen so that the decisions offered together never
share one and none takes a letter of the menu bar (``ui/table/mnemonics.py``
settles clashes).  The tooltips say what the decision does, with its section of
the rule book, for a player who does not know the word yet.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.debertz import actions as A
from ....engine.debertz.cards import Contract, Suit
from ....engine.debertz.rules import RuleSet

translate = QCoreApplication.translate


def preferred_letter(action: A.Action) -> str:
    """The letter underlined on ``action``'s button (a letter of its label), lower case."""
    match action:
        case A.PlayTurned():
            text = translate("DecisionKeys", "p", "Play: the underlined letter of the button")
        case A.Pass():
            text = translate("DecisionKeys", "a", "Pass: the underlined letter (not that of Play, "
                             "nor of a suit)")
        case A.NameSuit(suit=suit):
            text = {
                Suit.CLUBS: translate("DecisionKeys", "c", "clubs (the suit's button)"),
                Suit.DIAMONDS: translate("DecisionKeys", "d", "diamonds (the suit's button)"),
                Suit.HEARTS: translate("DecisionKeys", "e", "hearts (the suit's button; not h: "
                                       "Help menu)"),
                Suit.SPADES: translate("DecisionKeys", "p", "spades (the suit's button)"),
            }[suit]
        case A.NameContract(contract=contract):
            text = (translate("DecisionKeys", "n", "No trump") if contract is Contract.NO_TRUMP
                    else translate("DecisionKeys", "t", "All trump"))
        case A.ConcedeFifty():
            text = translate("DecisionKeys", "c", "Concede fifty")
        case A.PlayOn():
            text = translate("DecisionKeys", "o", "Play on (not conceding fifty)")
        case A.AcceptConcession():
            text = translate("DecisionKeys", "a", "Accept the concession")
        case A.RefuseConcession():
            text = translate("DecisionKeys", "r", "Refuse the concession, play the deal")
        case A.ExchangeSeven():
            text = translate("DecisionKeys", "x", "Exchange the seven")
        case A.ClaimRedeal(reason=reason):
            text = (translate("DecisionKeys", "f", "Redeal: four sevens")
                    if reason is A.RedealReason.FOUR_SEVENS
                    else translate("DecisionKeys", "o", "Redeal: poor hand"))
        case A.ClaimWin(kind=kind):
            text = (translate("DecisionKeys", "d", "Show debertz") if kind is A.WinKind.DEBERTZ
                    else translate("DecisionKeys", "k", "Show klabor"))
        case A.Ready():
            text = translate("DecisionKeys", "r", "Ready (before the first lead)")
        case A.Declare():
            text = translate("DecisionKeys", "d", "Declare a combination")
        case A.OfferDave():
            text = translate("DecisionKeys", "e", "Dave! (offering it; not the letter of "
                             "Declare)")
        case A.AcceptDave():
            text = translate("DecisionKeys", "a", "Accept the dave")
        case A.DeclineDave():
            text = translate("DecisionKeys", "d", "Decline the dave")
        case A.ClaimFinish():
            text = translate("DecisionKeys", "f", "Finish! (claiming the target)")
        case _:
            text = ""
    return text[:1].lower()


def bella_letter() -> str:
    """The letter of the "Declare bella" box."""
    return translate("DecisionKeys", "b", "the Declare bella box")[:1].lower()


def decision_tip(action: A.Action, rules: RuleSet | None = None) -> str:
    """What ``action`` does, in a sentence or two, with its section of the rule book."""
    match action:
        case A.PlayTurned():
            return translate("DecisionTips", "Play with the turned card's suit as trump: you "
                             "become the maker and must score more than each opponent, or you "
                             "are bitten (rules §4, §10.1).")
        case A.Pass():
            return translate("DecisionTips", "Do not make trump; the next player speaks. When "
                             "everybody has passed, a second round of bidding follows "
                             "(rules §4).")
        case A.NameSuit(suit=suit):
            return translate("DecisionTips", "Make {suit} trump: you become the maker and must "
                             "score more than each opponent (rules §4, §10.1).").format(
                suit=suit.symbol)
        case A.NameContract(contract=Contract.NO_TRUMP):
            return translate("DecisionTips", "Play without trumps: you become the maker, and "
                             "everything written for the deal is doubled (rules §1, §4).")
        case A.NameContract():
            return translate("DecisionTips", "Every suit is trump: it ranks and scores as "
                             "trump; you become the maker (rules §1, §4).")
        case A.ConcedeFifty():
            return translate("DecisionTips", "Give up the deal before the buy-in: the maker "
                             "writes 50 and the deal ends, unless he prefers to play "
                             "(rules §4).")
        case A.PlayOn():
            return translate("DecisionTips", "Do not concede: the deal is played (rules §4).")
        case A.AcceptConcession():
            return translate("DecisionTips", "Write the 50 points the defender concedes; the "
                             "deal ends without play (rules §4).")
        case A.RefuseConcession():
            return translate("DecisionTips", "Refuse the 50 points and play the deal out "
                             "(rules §4).")
        case A.ExchangeSeven():
            return translate("DecisionTips", "Swap your trump seven for the turned card on "
                             "the table, before the first lead (rules §5).")
        case A.ClaimRedeal(reason=A.RedealReason.FOUR_SEVENS):
            return translate("DecisionTips", "You hold all four sevens: show them, and the "
                             "deal is dealt again (rules §5).")
        case A.ClaimRedeal():
            limit = rules.redeal_poor_hand if rules is not None else None
            if limit is None:
                return translate("DecisionTips", "Your first six cards are worth too little: "
                                 "show them, and the deal is dealt again (rules §5).")
            return translate("DecisionTips", "Your first six cards are worth {points} points "
                             "or less (counted as plain suits): show them, and the deal is "
                             "dealt again (rules §5).").format(points=limit)
        case A.ClaimWin(kind=A.WinKind.DEBERTZ):
            return translate("DecisionTips", "Debertz: you hold the long sequence of rules §5. "
                             "Show it and win the game at once.")
        case A.ClaimWin():
            return translate("DecisionTips", "Klabor: your first six cards are A K Q J 10 9 of "
                             "one suit. Show them and win the game at once (rules §5).")
        case A.Ready():
            return translate("DecisionTips", "Nothing to exchange or claim: you are ready for "
                             "the first lead, and the play begins (rules §5).")
        case A.Declare():
            return translate("DecisionTips", "Declare this sequence with your first card. Only "
                             "the player (pair) with the highest combination scores "
                             "combinations, and only after taking a trick (rules §6).")
        case A.OfferDave():
            return translate("DecisionTips", "Raise the stake: your opponent gives up the "
                             "current stake or plays on for a higher one (rules §12).")
        case A.AcceptDave():
            return translate("DecisionTips", "Play on for the raised stake (rules §12).")
        case A.DeclineDave():
            return translate("DecisionTips", "Give up now: you lose the current stake, and "
                             "the game ends (rules §12).")
        case A.ClaimFinish():
            return translate("DecisionTips", "Claim that your side has reached the target with "
                             "the points taken in this deal so far. True: your side wins at "
                             "once; false: the other side wins (rules §8.7).")
    return ""


def bella_tip() -> str:
    return translate("DecisionTips", "Declare bella (the trump king and queen, 20 points) "
                     "with the card you play (rules §6).")


