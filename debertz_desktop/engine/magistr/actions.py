"""What a Magistr seat can do: name a trump before the first deal, play a card (MASTER §3, §5).

``parse_action("trump H")``, ``parse_action("10H")`` and ``str(action)`` round-trip.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..action import Action
from ..card_play import PLAYS, PlayCard
from ..errors import QT_TRANSLATE_NOOP, InvalidActionError
from ..pack import PackCard, Suit


@dataclass(frozen=True, slots=True)
class NameTrump(Action):
    """Name ``suit`` as a trump (§3): one's own under ``own``, a common one otherwise."""

    suit: Suit

    def __str__(self) -> str:
        return f"trump {self.suit.letter}"


TRUMPS: tuple[NameTrump, ...] = tuple(NameTrump(s) for s in Suit)


def parse_action(text: str) -> Action:
    """The inverse of ``str(action)``; raises :class:`InvalidActionError`."""
    words = text.split()
    try:
        if len(words) == 2 and words[0] == "trump":
            return TRUMPS[Suit.from_str(words[1])]
        if len(words) == 1:
            card = PackCard.from_str(words[0])
            if card.rank.text not in ("2", "3", "4", "5"):
                return PLAYS[card.index]
    except InvalidActionError:
        pass
    raise InvalidActionError(QT_TRANSLATE_NOOP("Rules", "not an action: {text!r}"), text=text)


__all__ = ["PLAYS", "TRUMPS", "NameTrump", "PlayCard", "parse_action"]
