"""Everything a seat can do, as small immutable values with a text form that round-trips.

``parse_action("QS")`` / ``str(action)``: records, logs, tests and network
messages read like the game (RULES §4–§8, §12).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..action import Action
from ..errors import QT_TRANSLATE_NOOP, InvalidActionError
from .cards import CARDS, Card, Contract, Rank, Suit
from .combinations import Combination, CombinationKind

# -- bidding (RULES §4) -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayTurned(Action):
    """Round 1: "play" — the turned card's suit becomes trump."""

    def __str__(self) -> str:
        return "play"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class NameSuit(Action):
    """Round 2: name a trump suit other than the turned one."""

    suit: Suit

    def __str__(self) -> str:
        return f"name {self.suit.letter}"


@dataclass(frozen=True, slots=True)
class NameContract(Action):
    """Round 2: ``no_trump`` or ``all_trump`` where enabled."""

    contract: Contract

    def __str__(self) -> str:
        return self.contract.value


# -- concede fifty (RULES §4) ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ConcedeFifty(Action):
    """The defender gives up the deal: the maker may write 50."""

    def __str__(self) -> str:
        return "concede"


@dataclass(frozen=True, slots=True)
class PlayOn(Action):
    """The defender does not concede."""

    def __str__(self) -> str:
        return "play_on"


@dataclass(frozen=True, slots=True)
class AcceptConcession(Action):
    def __str__(self) -> str:
        return "accept_concession"


@dataclass(frozen=True, slots=True)
class RefuseConcession(Action):
    """The maker prefers to play the deal."""

    def __str__(self) -> str:
        return "refuse_concession"


# -- before the first lead (RULES §5) --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ExchangeSeven(Action):
    """Swap the trump seven for the turned card on the table."""

    def __str__(self) -> str:
        return "exchange_seven"


class RedealReason(StrEnum):
    FOUR_SEVENS = "four_sevens"
    POOR_HAND = "poor_hand"


@dataclass(frozen=True, slots=True)
class ClaimRedeal(Action):
    reason: RedealReason

    def __str__(self) -> str:
        return f"redeal {self.reason.value}"


class WinKind(StrEnum):
    DEBERTZ = "debertz"
    KLABOR = "klabor"


@dataclass(frozen=True, slots=True)
class ClaimWin(Action):
    """Show a debertz or klabor: the game is won at once."""

    kind: WinKind

    def __str__(self) -> str:
        return self.kind.value


@dataclass(frozen=True, slots=True)
class Ready(Action):
    """Nothing (more) to exchange or claim before the lead."""

    def __str__(self) -> str:
        return "ready"


# -- the play (RULES §6, §8, §12) -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    card: Card
    #: Declare bella with this card (RULES §6).
    bella: bool = False

    def __str__(self) -> str:
        return f"{self.card} bella" if self.bella else str(self.card)


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """Declare one sequence combination before playing one's card."""

    combination: Combination

    def __str__(self) -> str:
        return f"declare {self.combination}"


@dataclass(frozen=True, slots=True)
class OfferDave(Action):
    def __str__(self) -> str:
        return "dave"


@dataclass(frozen=True, slots=True)
class AcceptDave(Action):
    """Play on for the raised stake."""

    def __str__(self) -> str:
        return "dave_accept"


@dataclass(frozen=True, slots=True)
class DeclineDave(Action):
    """Give up the current stake; the game ends."""

    def __str__(self) -> str:
        return "dave_decline"


@dataclass(frozen=True, slots=True)
class ClaimFinish(Action):
    """Claim that one's side has reached the target (pairs, RULES §8.7)."""

    def __str__(self) -> str:
        return "finish"


#: One action object per card, so legal-action lists are built without allocation.
PLAY: tuple[PlayCard, ...] = tuple(PlayCard(c) for c in CARDS)
PLAY_BELLA: tuple[PlayCard, ...] = tuple(PlayCard(c, True) for c in CARDS)

_SIMPLE: dict[str, Action] = {
    str(a): a
    for a in (
        PlayTurned(), Pass(), ConcedeFifty(), PlayOn(), AcceptConcession(),
        RefuseConcession(), ExchangeSeven(), Ready(), OfferDave(), AcceptDave(),
        DeclineDave(), ClaimFinish(),
        NameContract(Contract.NO_TRUMP), NameContract(Contract.ALL_TRUMP),
        ClaimWin(WinKind.DEBERTZ), ClaimWin(WinKind.KLABOR),
        ClaimRedeal(RedealReason.FOUR_SEVENS), ClaimRedeal(RedealReason.POOR_HAND),
    )
}


def parse_action(text: str) -> Action:
    """The inverse of ``str(action)``; raises :class:`InvalidActionError`."""
    t = " ".join(text.split())
    simple = _SIMPLE.get(t)
    if simple is not None:
        return simple
    words = t.split(" ")
    try:
        if words[0] == "name" and len(words) == 2:
            return NameSuit(Suit.from_str(words[1]))
        if words[0] == "declare" and len(words) == 2:
            return Declare(Combination.from_str(words[1]))
        if len(words) == 1:
            return PLAY[Card.from_str(words[0]).index]
        if len(words) == 2 and words[1] == "bella":
            return PLAY_BELLA[Card.from_str(words[0]).index]
    except InvalidActionError:
        pass
    raise InvalidActionError(QT_TRANSLATE_NOOP("Rules", "not an action: {text!r}"), text=text)


__all__ = [
    "PLAY",
    "PLAY_BELLA",
    "AcceptConcession",
    "AcceptDave",
    "Action",
    "ClaimFinish",
    "ClaimRedeal",
    "ClaimWin",
    "CombinationKind",
    "ConcedeFifty",
    "Declare",
    "DeclineDave",
    "ExchangeSeven",
    "NameContract",
    "NameSuit",
    "OfferDave",
    "Pass",
    "PlayCard",
    "PlayOn",
    "PlayTurned",
    "Rank",
    "Ready",
    "RedealReason",
    "RefuseConcession",
    "WinKind",
    "parse_action",
]
