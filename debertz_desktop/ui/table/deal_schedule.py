"""When each card of a fresh deal leaves the stock (the dealing animation): seat by seat,
packet by packet, as the game deals (``GameUi.deal_packets``), the turned card in its
turn.  Cards are the scene's item keys: a card's index in the seat's own hand, a
``("back", seat, n)`` for the n-th hidden card of another seat."""

from __future__ import annotations

from collections.abc import Container, Sequence
from typing import Any

from ..games.base import TableLook


def turned_key(look: TableLook) -> object | None:
    """The key of the card turned face up beside the stock, if one lies there."""
    return next((c.key for c in look.table_cards if c.spot == "turned"), None)


def planned_keys(view: Any, look: TableLook) -> list[object]:
    """Every card the view shows in a hand or turned: the keys the deal lays down."""
    keys: list[object] = [c.index for c in view.hand]
    for seat in range(view.rules.players):
        if seat != view.seat:
            hidden = view.hand_sizes[seat] - len(look.known.get(seat, ()))
            keys += [("back", seat, i) for i in range(hidden)]
    turned = turned_key(look)
    if turned is not None:
        keys.append(turned)
    return keys


def deal_schedule(packets: Sequence[tuple[int | None, int]], first: Container[int], view: Any,
                  look: TableLook, shown: Container[object], start: int,
                  duration: int) -> dict[object, tuple[int, bool]]:
    """For each card not ``shown`` yet: when it leaves the stock (ms from now) and whether it
    goes to the seat's own hand.  ``packets``: ``(seat, count)`` in dealing order, ``None``
    for the turned card; ``first``: the own cards dealt first (the first packet's)."""
    fresh = [key for key in planned_keys(view, look) if key not in shown]
    per_seat: dict[int, list[object]] = {}
    mine = [k for k in fresh if isinstance(k, int) and any(c.index == k for c in view.hand)]
    mine.sort(key=lambda k: (k not in first, (k * 11) % 53))
    per_seat[view.seat] = mine
    for seat in range(view.rules.players):
        if seat != view.seat:
            per_seat[seat] = [k for k in fresh if isinstance(k, tuple) and k[0] == "back"
                              and k[1] == seat]
            per_seat[seat].sort(key=lambda k: k[2])
    packet_gap, card_gap = max(60, int(duration * 0.45)), max(15, int(duration * 0.12))
    out: dict[object, tuple[int, bool]] = {}
    t = start
    for seat, count in packets:
        if seat is None:  # the turned card
            turned = turned_key(look)
            if turned is not None and turned in fresh:
                out[turned] = (t, False)
                t += packet_gap
            continue
        keys = per_seat.get(seat, [])
        for i, key in enumerate(keys[:count]):
            out[key] = (t + i * card_gap, seat == view.seat)
        per_seat[seat] = keys[count:]
        t += packet_gap
    return out
