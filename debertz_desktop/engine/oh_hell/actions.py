"""What an Oh Hell seat can do: bid a number of tricks, play a card (OH_HELL §4, §5).

Small immutable values with a text form that round-trips: ``parse_action("bid 2")``,
``parse_action("QS")`` and ``str(action)``.  Every action is a singleton, so the
legal actions of a position are built without allocating.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..action import Action
from ..card_play import PLAYS, PlayCard
from ..errors import QT_TRANSLATE_NOOP, InvalidActionError
from ..pack import PackCard

#: The largest bid any table allows (3 players, 15 cards).
MAX_BID = 15


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """How many tricks the seat will take (OH_HELL §4); 0 is allowed, there is no pass."""

    tricks: int

    def __str__(self) -> str:
        return f"bid {self.tricks}"


BIDS: tuple[Bid, ...] = tuple(Bid(k) for k in range(MAX_BID + 1))

__all__ = ["BIDS", "MAX_BID", "PLAYS", "Bid", "PlayCard", "parse_action"]


def parse_action(text: str) -> Action:
    """The inverse of ``str(action)``; raises :class:`InvalidActionError`."""
    words = text.split()
    if len(words) == 2 and words[0] == "bid" and words[1].isdigit() and words[1].isascii():
        tricks = int(words[1])
        if tricks <= MAX_BID:
            return BIDS[tricks]
    elif len(words) == 1:
        try:
            return PLAYS[PackCard.from_str(words[0]).index]
        except InvalidActionError:
            pass
    raise InvalidActionError(QT_TRANSLATE_NOOP("Rules", "not an action: {text!r}"), text=text)
