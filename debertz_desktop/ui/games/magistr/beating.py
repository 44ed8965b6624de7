"""The ways a card beats the bank in Magistr (MASTER §6.3 a–e) and a kill without taking
(§6.4), each explained with the cards on the table: "Q♠ (Computer 1) beats 6♠: in its suit
a 6 is beaten only by 8, Q".

Like ``explanations.py``, every function takes plain facts and returns a translated
``learn.plan.Explanation`` (context ``"MagistrLesson"``); which ranks beat which comes from
the engine's table (``bank.table_beats``), never from a copy of it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.magistr.bank import table_beats
from ....engine.magistr.cards import ORDER
from ....engine.pack import PackCard, PackRank
from ...card_words import card_text, rank_text, suit_name
from ...learn.plan import Explanation
from .explanations import Situation, explained, played

t = QCoreApplication.translate


def beaten_by(card: PackCard) -> list[PackRank]:
    """The ranks of ``card``'s suit that beat it by the table of §6.1, low to high."""
    return [rank for rank in ORDER if table_beats(PackCard(card.suit, rank), card)]


def _table_line(card: PackCard) -> str:
    ranks = beaten_by(card)
    if card.rank is PackRank.SEVEN:
        return t("MagistrLesson", "A 7 is beaten by every other card of its suit, and beats none "
                                  "of them.")
    return t("MagistrLesson", "In its suit a {rank} is beaten only by: {ranks}.").format(
        rank=rank_text(card.rank), ranks=", ".join(rank_text(r) for r in ranks))


def higher(card: PackCard, who: str | None, beaten: PackCard, main: PackCard) -> Explanation:
    """§6.3 a: ``card`` of the main suit beat ``beaten``, the standing main-suit card."""
    also = (t("MagistrLesson", "It had to beat the main card {main} too: a card that beats a "
                               "later card of the main suit but not the main card only kills it "
                               "(§6.4).").format(main=card_text(main)) if beaten is not main
            else t("MagistrLesson", "Such a card beats whatever lies on top — a trump or a card of "
                                    "equal value too."))
    return explained(
        Situation.HIGHER, t("MagistrLesson", "Beaten by a higher card of the main suit"),
        t("MagistrLesson", "{card} beats {beaten}: a card of the main suit beats the last "
                           "main-suit card when the table of beating says so.").format(
            card=played(card, who), beaten=card_text(beaten)),
        _table_line(beaten) + " " + t(
            "MagistrLesson", "The order 6 7 8 9 J Q K 10 A alone does not decide: a six is beaten "
                             "in its suit only by the queen or an eight, an eight only by the "
                             "queen or the king."),
        also)


def one_lower(card: PackCard, who: str | None, top: PackCard) -> Explanation:
    """§6.3 b."""
    return explained(
        Situation.ONE_LOWER, t("MagistrLesson", "Beaten one rank down"),
        t("MagistrLesson", "{card} beats {top} one rank down: a card of the top card's suit "
                           "exactly one rank below it — 9 on J, J on Q, Q on K, K on 10, 10 on "
                           "A.").format(card=played(card, who), top=card_text(top)),
        t("MagistrLesson", "It works only while the chain is open: on the main card nobody has "
                           "beaten yet, or on a card that itself beat one rank down. So K♠ Q♠ J♠ "
                           "9♠ may follow one another, but a card that beat in any other way "
                           "cannot be beaten one rank down."))


def equal(card: PackCard, who: str | None, main: PackCard) -> Explanation:
    """§6.3 c."""
    return explained(
        Situation.EQUAL, t("MagistrLesson", "Beaten by equal value"),
        t("MagistrLesson", "{card} beats the main card {main} by equal value: a card of the main "
                           "card's value, of another suit.").format(
            card=played(card, who), main=card_text(main)),
        t("MagistrLesson", "It works only on the main card, and only while nobody has beaten it "
                           "or the bank is held one rank down or by equal value. A main card that "
                           "is its leader's own trump cannot be beaten this way."))


def eight(card: PackCard, who: str | None, top: PackCard, changed: bool) -> Explanation:
    """§6.3 d; ``changed``: the eight's suit is now the main suit."""
    suit = (t("MagistrLesson", "{suit} is now the main suit for the rest of this bank.").format(
        suit=card.suit.symbol) if changed else
        t("MagistrLesson", "It is of the main suit, which stays."))
    return explained(
        Situation.EIGHT, t("MagistrLesson", "Beaten by an eight"),
        t("MagistrLesson", "{card} beats {top}: an eight beats any card on top except the queen "
                           "or the king of its own suit, and another eight beats an "
                           "eight.").format(card=played(card, who), top=card_text(top)),
        suit + " " + t("MagistrLesson", "Now only the queen or the king of {suit} or another "
                                        "eight can beat it — no trump can.").format(
            suit=suit_name(card.suit)),
        t("MagistrLesson", "An eight of another suit may be played only by a player who holds no "
                           "card of the main suit."))


def trump(card: PackCard, who: str | None, highest: PackCard, *, own: bool) -> Explanation:
    """§6.3 e: ``highest``: the highest of the main card and the cards that had beaten."""
    if not own:
        whose = t("MagistrLesson", "{suit} is a trump for everyone.")
    elif who is None:
        whose = t("MagistrLesson", "{suit} is your own trump: from anyone else a card of {suit} "
                                   "would be an ordinary card.")
    else:
        whose = t("MagistrLesson", "{suit} is {owner}'s own trump: from anyone else a card of "
                                   "{suit} would be an ordinary card.")
    whose = whose.format(suit=card.suit.symbol, owner=who)
    return explained(
        Situation.TRUMP, t("MagistrLesson", "Beaten by a trump"),
        t("MagistrLesson", "{card} takes hold of the bank as a trump.").format(
            card=played(card, who)) + " " + whose,
        t("MagistrLesson", "A trump beats only when it is higher in rank than the main card and "
                           "every card that has beaten in this bank — here the highest was "
                           "{highest}. A trump never beats an eight.").format(
            highest=card_text(highest)))


def kill(card: PackCard, who: str | None, beaten: PackCard, main: PackCard,
         leader: str | None) -> Explanation:
    """§6.4: ``card`` beat ``beaten`` but not the main card."""
    back = (t("MagistrLesson", "The bank falls back to you, the leader: the main card is on top "
                               "again.") if leader is None else
            t("MagistrLesson", "The bank falls back to the leader, {leader}: the main card is on "
                               "top again.").format(leader=leader))
    return explained(
        Situation.KILL, t("MagistrLesson", "Killed without taking"),
        t("MagistrLesson", "{card} beats {beaten} but not the main card {main}, so it kills "
                           "{beaten} and takes nothing.").format(
            card=played(card, who), beaten=card_text(beaten), main=card_text(main)),
        back + " " + t("MagistrLesson", "From now on nobody can beat it one rank down or by "
                                        "equal value in this bank."),
        t("MagistrLesson", "For example: 6♠ led, 8♠ beats it, K♠ beats the eight — but a king "
                           "never beats a six of its suit, so the six stands."))


__all__ = ["beaten_by", "eight", "equal", "higher", "kill", "one_lower", "trump"]
