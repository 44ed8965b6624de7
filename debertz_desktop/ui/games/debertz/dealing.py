"""The order in which cards leave the stock, for the dealing animation (RULES §3).

The first deal goes in two rounds, starting left of the dealer: three cards
each, then the rest (3 with 6 cards, 2 with Paired Belote's 5); then the
turned card.  The buy-in goes after the bidding, all at once, seat by seat
from the left of the dealer (``BuyInDealt`` events, in that order).
"""

from __future__ import annotations

from ....engine.debertz.events import BuyInDealt, Event
from ....engine.debertz.views import SeatView

#: One packet: the seat that receives it (``None``: the turned card) and how many cards.
Packet = tuple[int | None, int]


def deal_packets(view: SeatView, events: list[Event], new_deal: bool) -> list[Packet]:
    rules = view.rules
    n = rules.players
    order = [(view.dealer + 1 + k) % n for k in range(n)]
    packets: list[Packet] = []
    if new_deal:
        first = rules.first_deal_size
        for count in (3, first - 3):
            packets += [(seat, count) for seat in order]
        packets.append((None, 1))
    for ev in events:
        if isinstance(ev, BuyInDealt):
            packets.append((ev.seat, ev.count - int(ev.took_turned_card)))
    return packets
