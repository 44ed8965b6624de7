"""Card tables for the Oh Hell computer players: masks over the 52 card indices (``pack.py``).

``index = suit * 13 + rank`` and a higher index is a higher card within a suit,
so "the cards above ``c`` in its suit" is one mask.  :data:`NONE` holds the
chance that a hand of ``r`` cards, drawn from ``u`` unseen cards, holds none of
``s`` given ones — the one probability the players' card sense is built from
(``policy.py``, ``power.py``).  The compiled search (``_native_oh_hell.c``)
builds the same table with the same arithmetic, so both agree to the last bit.
"""

from __future__ import annotations

from ...engine.pack import RANKS, SUIT_MASKS

#: Cards in the pack.
CARDS = 52
ALL = (1 << CARDS) - 1
SUITS = SUIT_MASKS
#: Per card, the cards of its suit above it.
ABOVE: tuple[int, ...] = tuple(SUIT_MASKS[c // RANKS] & ~((2 << c) - 1) for c in range(CARDS))
#: Per card, the cards of its suit below it.
BELOW: tuple[int, ...] = tuple(SUIT_MASKS[c // RANKS] & ((1 << c) - 1) for c in range(CARDS))
#: Largest values of ``u`` (unseen cards), ``s`` (given cards) and ``r`` (hand) in :data:`NONE`.
MAX_U, MAX_S, MAX_R = CARDS, 13, 15


def _none_table() -> tuple[tuple[tuple[float, ...], ...], ...]:
    table = []
    for u in range(MAX_U + 1):
        rows = []
        for s in range(MAX_S + 1):
            row = [1.0]
            p = 1.0
            for i in range(MAX_R):
                p = 0.0 if u - s - i <= 0 else p * (u - s - i) / (u - i)
                row.append(p)
            rows.append(tuple(row))
        table.append(tuple(rows))
    return tuple(table)


#: ``NONE[u][s][r]``: the chance that ``r`` cards drawn from ``u`` hold none of ``s`` given ones.
NONE = _none_table()


def top(mask: int) -> int:
    """The highest set bit of a non-zero ``mask``."""
    return mask.bit_length() - 1


def bottom(mask: int) -> int:
    """The lowest set bit of a non-zero ``mask``."""
    return (mask & -mask).bit_length() - 1


def suit_of(card: int) -> int:
    return card // RANKS


def rank_of(card: int) -> int:
    return card % RANKS


def beats(card: int, best: int, trump: int) -> bool:
    """Whether ``card`` takes the trick from the card ``best`` that holds it now (OH_HELL §5)."""
    suit = card // RANKS
    best_suit = best // RANKS
    if suit == best_suit:
        return card > best
    return suit == trump


__all__ = ["ABOVE", "ALL", "BELOW", "CARDS", "NONE", "SUITS", "beats", "bottom",
           "rank_of", "suit_of", "top"]
