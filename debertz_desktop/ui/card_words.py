"""Cards and suits in the interface's words, for every game: "J♥" in English, "В♥" in
Russian; "hearts", «черви»."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from ..engine.pack import PlayingCard, PlayingRank, Suit


def suit_name(suit: Suit) -> str:
    names = {
        Suit.SPADES: QCoreApplication.translate("Table", "spades"),
        Suit.CLUBS: QCoreApplication.translate("Table", "clubs"),
        Suit.DIAMONDS: QCoreApplication.translate("Table", "diamonds"),
        Suit.HEARTS: QCoreApplication.translate("Table", "hearts"),
    }
    return names[suit]


def rank_text(rank: PlayingRank) -> str:
    """A rank as players write it: ``"J"`` in English, ``"В"`` in Russian; ``"10"`` in both."""
    letters = {
        "J": QCoreApplication.translate("Cards", "J", "jack"),
        "Q": QCoreApplication.translate("Cards", "Q", "queen"),
        "K": QCoreApplication.translate("Cards", "K", "king"),
        "A": QCoreApplication.translate("Cards", "A", "ace"),
    }
    return letters.get(rank.text, rank.text)


def card_text(card: PlayingCard) -> str:
    """A card as players write it: ``"J♥"`` in English, ``"В♥"`` in Russian."""
    return rank_text(card.rank) + card.suit.symbol


def cards_text(cards: Iterable[PlayingCard]) -> str:
    """Cards in a list, as a sentence names them: ``"J♥, 10♠"``."""
    return ", ".join(card_text(c) for c in cards)
