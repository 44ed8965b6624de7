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
from ...card_words import card_text, rank_text
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
    also = (t("MagistrLesson", "It beats the main card {main} too — otherwise it would only "
                               "kill.").format(main=card_text(main)) if beaten is not main
            else t("MagistrLesson", "It beats whatever lies on top, a trump too."))
    return explained(
        Situation.HIGHER, t("MagistrLesson", "A higher card of the main suit"),
        t("MagistrLesson", "{card} beats {beaten}: a card of the main suit beats the last "
                           "main-suit card when the table says so.").format(
            card=played(card, who), beaten=card_text(beaten)) + " " + also,
        _table_line(beaten) + " " + t("MagistrLesson", "The order 6 7 8 9 J Q K 10 A alone "
                                                       "does not decide."))


def one_lower(card: PackCard, who: str | None, top: PackCard) -> Explanation:
    """§6.3 b."""
    return explained(
        Situation.ONE_LOWER, t("MagistrLesson", "One rank down"),
        t("MagistrLesson", "{card} beats {top} one rank down: 9 on J, J on Q, Q on K, K on 10, "
                           "10 on A, in the top card's suit.").format(
            card=played(card, who), top=card_text(top)),
        t("MagistrLesson", "Only on the main card nobody has beaten, or on a card that itself "
                           "beat one rank down: K♠ Q♠ J♠ 9♠ may follow one another."))


def equal(card: PackCard, who: str | None, main: PackCard) -> Explanation:
    """§6.3 c."""
    return explained(
        Situation.EQUAL, t("MagistrLesson", "Equal value"),
        t("MagistrLesson", "{card} beats the main card {main} by equal value: the same value, "
                           "another suit.").format(card=played(card, who), main=card_text(main)),
        t("MagistrLesson", "Only on the main card, while nobody has beaten it or the bank is "
                           "held one rank down or by equal value — and not when the main card is "
                           "its leader's own trump."))


def eight(card: PackCard, who: str | None, top: PackCard, changed: bool) -> Explanation:
    """§6.3 d; ``changed``: the eight's suit is now the main suit."""
    suit = (t("MagistrLesson", "{suit} is now the main suit of this bank.") if changed else
            t("MagistrLesson", "{suit} stays the main suit.")).format(suit=card.suit.symbol)
    return explained(
        Situation.EIGHT, t("MagistrLesson", "An eight"),
        t("MagistrLesson", "{card} beats {top}: an eight beats any card but the queen or the king "
                           "of its own suit; another eight beats an eight.").format(
            card=played(card, who), top=card_text(top)),
        suit + " " + t("MagistrLesson", "Only the queen or the king of {suit} or another eight "
                                        "beats it now — no trump.").format(
            suit=card.suit.symbol))


def trump(card: PackCard, who: str | None, highest: PackCard, *, own: bool) -> Explanation:
    """§6.3 e: ``highest``: the highest of the main card and the cards that had beaten."""
    if not own:
        whose = t("MagistrLesson", "{suit} is a trump for everyone.")
    elif who is None:
        whose = t("MagistrLesson", "{suit} is your own trump; from anyone else it is an "
                                   "ordinary suit.")
    else:
        whose = t("MagistrLesson", "{suit} is {owner}'s own trump; from anyone else it is an "
                                   "ordinary suit.")
    whose = whose.format(suit=card.suit.symbol, owner=who)
    return explained(
        Situation.TRUMP, t("MagistrLesson", "A trump"),
        t("MagistrLesson", "{card} takes the bank as a trump.").format(
            card=played(card, who)) + " " + whose,
        t("MagistrLesson", "A trump must be higher in rank than the main card and every card that "
                           "beat (here {highest}); it never beats an eight.").format(
            highest=card_text(highest)))


def kill(card: PackCard, who: str | None, beaten: PackCard, main: PackCard,
         leader: str | None) -> Explanation:
    """§6.4: ``card`` beat ``beaten`` but not the main card."""
    back = (t("MagistrLesson", "The bank falls back to you, the leader.") if leader is None else
            t("MagistrLesson", "The bank falls back to the leader, {leader}.").format(
                leader=leader))
    return explained(
        Situation.KILL, t("MagistrLesson", "Killed without taking"),
        t("MagistrLesson", "{card} beats {beaten} but not the main card {main}: it kills "
                           "{beaten} and takes nothing.").format(
            card=played(card, who), beaten=card_text(beaten), main=card_text(main)),
        back + " " + t("MagistrLesson", "Nobody can beat it one rank down or by equal value any "
                                        "more in this bank."))


__all__ = ["beaten_by", "eight", "equal", "higher", "kill", "one_lower", "trump"]
