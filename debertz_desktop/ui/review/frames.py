"""The deal step by step, all hands open: what the review's board shows after each action.

Built from the deal's timeline (``ai/review/timeline.py``) at once, before any
analysis, so the board can be stepped through while the analysis runs.  Frame
``k`` is the deal before its ``k``-th action (the last frame: the deal over);
a trick just completed stays on the table in the frame after its last card,
with its winner, as a player would see it being gathered.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...engine.debertz import actions as A
from ...engine.debertz.cards import CARDS, Card, Contract, Suit, cards_of
from ...engine.debertz.deal import Deal, Phase
from ..table.layout import sort_hand


@dataclass(frozen=True)
class Frame:
    """One moment of the deal for the board."""

    #: The index of the next action (the frame shows the deal before it).
    step: int
    phase: Phase
    hands: tuple[tuple[Card, ...], ...]
    #: The cards on the table with their seats; ``winner`` once the trick is complete.
    trick: tuple[tuple[int, Card], ...]
    winner: int | None
    turned: Card
    #: The card face up on the table (the turned card or an exchanged seven), if any.
    table_card: Card | None
    maker: int | None
    contract: Contract | None
    trump: Suit | None
    bids: tuple[tuple[int, A.Action], ...]
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    #: The seat to act (``None`` when the deal is over) and the action it took.
    to_act: int | None
    action: A.Action | None
    #: What else a game's board says (its look reads it; Magistr: the deal's sub-game, the
    #: bank's state and the trumps).
    extra: Any = None


#: A game's frame of a deal: (the deal before the action, the step, the action before, the
#: seat to act, its action).
FrameMaker = Callable[[Any, int, Any, "int | None", Any], Frame]


def frames_of(timeline: Any, make: FrameMaker | None = None) -> list[Frame]:
    """The frames of a replayed deal (``timeline.moments`` and ``timeline.final``: Debertz's
    or the other games' ``ai/review/replay.py`` timeline), each made by ``make`` (Debertz's
    by default)."""
    make = make or _frame
    moments = timeline.moments
    out = []
    for k in range(len(moments) + 1):
        deal = moments[k].deal if k < len(moments) else timeline.final
        previous = moments[k - 1].action if k else None
        action = moments[k].action if k < len(moments) else None
        to_act = moments[k].seat if k < len(moments) else None
        out.append(make(deal, k, previous, to_act, action))
    return out


def _frame(deal: Deal, step: int, previous: A.Action | None, to_act: int | None,
           action: A.Action | None) -> Frame:
    contract, trump = deal.contract, deal.trump
    hands = tuple(tuple(sort_hand(cards_of(h), trump, contract)) for h in deal.hands)
    trick: tuple[tuple[int, Card], ...] = ()
    winner = None
    playing = deal.start_hands is not None
    if playing:
        if isinstance(previous, A.PlayCard) and not deal.trick and deal.tricks:
            _lead, cards, seats, winner = deal.tricks[-1]
            trick = tuple((s, CARDS[c]) for s, c in zip(seats, cards, strict=True))
        else:
            trick = tuple((s, CARDS[c]) for s, c in zip(deal.trick_seats, deal.trick,
                                                        strict=True))
    return Frame(
        step=step, phase=deal.phase, hands=hands, trick=trick, winner=winner,
        turned=CARDS[deal.turned],
        table_card=CARDS[deal.table_card] if deal.table_card is not None else None,
        maker=deal.maker, contract=contract, trump=trump, bids=tuple(deal.bids),
        tricks=tuple(deal.side_tricks) if playing else (0,) * deal.rules.sides,
        points=tuple(deal.side_points) if playing else (0,) * deal.rules.sides,
        to_act=to_act, action=action)


__all__ = ["Frame", "FrameMaker", "frames_of"]
