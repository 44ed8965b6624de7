"""The play: the lead, declarations and their comparison, the duties of a trick, a trick taken, the
bella and the last trick (RULES §6–§9)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from .....engine.debertz.cards import LAST_TRICK_BONUS, Card, Rank, Suit
from .....engine.debertz.combinations import BELLA_POINTS, Combination, CombinationKind
from ....learn.plan import Explanation
from ..texts import announcement_text, combination_text
from .situations import Situation, card_text, cards_text, combination_worth, explained

# -- the play ---------------------------------------------------------------------------------


def first_lead() -> Explanation:
    return explained(
        Situation.FIRST_LEAD, QCoreApplication.translate("Lesson", "Your lead"),
        QCoreApplication.translate(
            "Lesson", "You lead the first trick: any card. The other player must follow its "
            "suit if he can, else trump. The highest trump takes the trick, or without trumps "
            "the highest card of the suit led; whoever takes it leads next."),
        QCoreApplication.translate(
            "Lesson", "Drag a card to the middle, double-click it, or pick it with the arrow "
            "keys and press Enter."))


def declare(combinations: Sequence[Combination], *, short: bool) -> Explanation:
    """The person may declare (RULES §6): each combination with its worth."""
    listed = ", ".join(combination_worth(c) for c in combinations)
    title = QCoreApplication.translate("Lesson", "A combination: declare it")
    first = QCoreApplication.translate(
        "Lesson", "You hold {combinations}. Declare it with your first card: press its "
        "Declare button, then play the card.").format(combinations=listed)
    if short:
        return explained(Situation.DECLARE, title, first, reminder=True)
    return explained(
        Situation.DECLARE, title, first,
        QCoreApplication.translate(
            "Lesson", "Only the player with the highest declared combination scores: all of "
            "his combinations, and only if he takes a trick. The longer one is higher (a fifty "
            "beats a tertz); of equal length, the higher top card; then the one in trumps."))


def declared(name: str, kind: CombinationKind, top: Rank) -> Explanation:
    return explained(
        Situation.DECLARED,
        QCoreApplication.translate("Lesson", "{name} declares").format(name=name),
        QCoreApplication.translate(
            "Lesson", "{name} declares a {combination}: worth {points} if it is the highest "
            "declared. Only its kind and top card are said; the highest combination is shown "
            "once everyone has played his first card.").format(
            name=name, combination=announcement_text(kind, top), points=kind.points))


def compared(name: str | None, combinations: Sequence[Combination]) -> Explanation:
    """The comparison (RULES §6): ``name`` won it, ``None`` for the person."""
    points = sum(c.points for c in combinations)
    listed = ", ".join(combination_text(c) for c in combinations)
    if name is None:
        text = QCoreApplication.translate(
            "Lesson", "Your {combinations} is the highest declared: you score your "
            "combinations, {points}, if you take a trick; the other player's count nothing.")
    else:
        text = QCoreApplication.translate(
            "Lesson", "{name}'s {combinations} is the highest declared: {name} scores his "
            "combinations, {points}, if he takes a trick; yours count nothing.")
    return explained(
        Situation.COMPARED, QCoreApplication.translate("Lesson", "Whose combination counts"),
        text.format(name=name, combinations=listed, points=points))


def follow_suit(led: Card, playable: Sequence[Card]) -> Explanation:
    return explained(
        Situation.FOLLOW_SUIT, QCoreApplication.translate("Lesson", "Follow suit"),
        QCoreApplication.translate(
            "Lesson", "{card} was led and you hold {suit}: you must follow suit, so only "
            "{cards} can be played. Any card of the suit will do, high to take the trick or "
            "low to keep your points.").format(
            card=card_text(led), suit=led.suit.symbol, cards=cards_text(playable)))


def trump_higher(best: Card, playable: Sequence[Card], *, can_beat: bool) -> Explanation:
    if can_beat:
        text = QCoreApplication.translate(
            "Lesson", "Trump was led. When trump is led you must play a higher trump than "
            "{card} if you have one: {cards}.")
    else:
        text = QCoreApplication.translate(
            "Lesson", "Trump was led. You must beat {card} if you can; you cannot, so any of "
            "your trumps will do: {cards}.")
    return explained(
        Situation.TRUMP_HIGHER, QCoreApplication.translate("Lesson", "Trump led: go higher"),
        text.format(card=card_text(best), cards=cards_text(playable)))


def must_trump(led: Suit, trump: Suit, playable: Sequence[Card]) -> Explanation:
    return explained(
        Situation.MUST_TRUMP, QCoreApplication.translate("Lesson", "No suit: trump it"),
        QCoreApplication.translate(
            "Lesson", "You have no {suit}, so you must trump: play one of your {trump}, "
            "{cards}. Only a player with neither the suit nor a trump may play any card.")
        .format(suit=led.symbol, trump=trump.symbol, cards=cards_text(playable)))


def any_card(led: Suit, trump: Suit | None) -> Explanation:
    return explained(
        Situation.ANY_CARD, QCoreApplication.translate("Lesson", "Any card"),
        QCoreApplication.translate(
            "Lesson", "You have neither {suit} nor a trump ({trump}): play any card. It cannot "
            "take the trick, so give a card worth little.").format(
            suit=led.symbol, trump=trump.symbol if trump is not None else "—"))


def trick(winner: str | None, cards: Sequence[Card], *, by_trump: bool,
          points: int) -> Explanation:
    """A trick taken (RULES §8.5, §1); ``winner``: ``None`` for the person."""
    why = (QCoreApplication.translate("Lesson", "the highest trump takes the trick.")
           if by_trump else QCoreApplication.translate(
            "Lesson", "no trump in it, so the highest card of the suit led takes it."))
    if winner is None:
        text = QCoreApplication.translate(
            "Lesson", "{cards}: you take the trick — {why} It holds {points} card points, "
            "counted for you at the end of the deal. You lead next.")
    else:
        text = QCoreApplication.translate(
            "Lesson", "{cards}: {name} takes the trick — {why} It holds {points} card points, "
            "counted for {name} at the end of the deal. {name} leads next.")
    return explained(Situation.TRICK, QCoreApplication.translate("Lesson", "A trick"),
                      text.format(name=winner, why=why, points=points,
                                  cards=cards_text(cards)),
                      QCoreApplication.translate(
                          "Lesson", "Last trick (L) shows it again."))


def bella(*, short: bool) -> Explanation:
    title = QCoreApplication.translate("Lesson", "Bella")
    tick = QCoreApplication.translate(
        "Lesson", "Leave Declare bella ticked (under your cards) when you play the second of "
        "the king and queen of trumps.")
    if short:
        return explained(Situation.BELLA, title, tick, reminder=True)
    return explained(
        Situation.BELLA, title,
        QCoreApplication.translate(
            "Lesson", "You held the king and queen of trumps when play began: a bella, worth "
            "{points}. It is declared with the second of the two you play.").format(
            points=BELLA_POINTS), tick)


def bella_declared(name: str, suit: Suit) -> Explanation:
    return explained(
        Situation.BELLA_DECLARED,
        QCoreApplication.translate("Lesson", "{name} declares bella").format(name=name),
        QCoreApplication.translate(
            "Lesson", "{name} played the second of the king and queen of trumps ({suit}) and "
            "declared bella: {points} points for him.").format(
            name=name, suit=suit.symbol, points=BELLA_POINTS))


def last_trick() -> Explanation:
    return explained(
        Situation.LAST_TRICK, QCoreApplication.translate("Lesson", "The last trick"),
        QCoreApplication.translate(
            "Lesson", "Whoever takes the last trick scores {points} more.").format(
            points=LAST_TRICK_BONUS))
