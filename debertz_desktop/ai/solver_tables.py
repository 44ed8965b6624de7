"""Per-contract tables of the double-dummy search and the compiled module's handles.

The search (``solver.py``, ``solver_search.py`` in Python, ``_native_solver.c``
compiled) looks up, per contract: which cards beat the best card of a trick
(``TrickRules.beats`` tabulated), which cards of a hand are interchangeable
(RULES §1: equal points, nothing live between them), the move-order keys and
the weights of the proportional leaf estimate.  :func:`search_tables` builds
them once per contract (memoised) and hands them to the compiled module where
it was built.  :func:`native_leaf` does the same for a fitted leaf estimate
(``leaf_estimate.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..engine.debertz.cards import HIGHER_TRUMP, SUIT_MASKS
from ..engine.debertz.tricks import TrickRules
from .leaf_estimate import leaf_model

try:
    from . import _native_solver
except ImportError:  # not built: no C compiler where the package was installed
    _native_solver = None

#: The compiled search (``None`` where it was not built).
native_solver = _native_solver

__all__ = ["BUDGET_SPENT", "BudgetSpent", "Tables", "native_leaf", "native_solver",
           "prune_twins", "search_tables"]


class BudgetSpent(Exception):
    pass


#: What a search raises when ``set_limit``'s node budget is spent.
BUDGET_SPENT: tuple[type[Exception], ...] = (
    (BudgetSpent,) if _native_solver is None else (BudgetSpent, _native_solver.BudgetSpent))


@dataclass(frozen=True, slots=True)
class Tables:
    """Per-contract tables derived from the engine's ``TrickRules`` and points."""

    #: ``beaters[led * 32 + best]``: the cards that beat ``best`` in a trick led in ``led``.
    beaters: tuple[int, ...]
    #: Per card: ((mask of an equivalent lower card, mask of the cards between), ...).
    twins: tuple[tuple[tuple[int, int], ...], ...]
    twin_mask: int
    lead_key: tuple[int, ...]
    cheap_key: tuple[int, ...]
    rich_key: tuple[int, ...]
    #: ``weight8[suit][byte]``: estimate weight of the cards of one suit (see ``_estimate``).
    weight8: tuple[tuple[int, ...], ...]
    #: Memoised move orders: by legal mask (leads, valuable first) and by (legal, winners).
    orders: tuple[dict[int, tuple[int, ...]], ...]
    #: The same tables for the compiled search (``None`` where it was not built).
    native: object | None = None


@lru_cache(maxsize=64)
def search_tables(tr: TrickRules, points: tuple[int, ...]) -> Tables:
    strength = tr.strength
    beaters = tuple(
        sum(1 << c for c in range(32) if c != best and tr.beats(c, best, led))
        for led in range(4) for best in range(32)
    )
    twins = []
    for c in range(32):
        suit = SUIT_MASKS[c >> 3]
        pairs = []
        for d in range(32):
            if d >> 3 == c >> 3 and strength[d] < strength[c] and points[d] == points[c]:
                between = sum(1 << e for e in range(32) if suit >> e & 1
                              and strength[d] < strength[e] < strength[c])
                pairs.append((1 << d, between))
        twins.append(tuple(pairs))
    twin_mask = sum(1 << c for c in range(32) if twins[c])
    lead_key = tuple(-(strength[c] * 32 + points[c]) for c in range(32))
    cheap_key = tuple(points[c] * 32 + strength[c] for c in range(32))
    rich_key = tuple(-points[c] * 32 + strength[c] for c in range(32))
    weight = [int(10 * 2 ** (strength[c] / 2)) + 10 * points[c] for c in range(32)]
    weight8 = tuple(
        tuple(sum(weight[s * 8 + r] for r in range(8) if byte >> r & 1) for byte in range(256))
        for s in range(4)
    )
    native = None
    if _native_solver is not None:
        flags = (tr.trump, tr.all_trump, tr.suit_contract, tr.teams, tr.must_overruff,
                 tr.partner_exemption, tr.overtrump_partner)
        native = _native_solver.Tables(beaters, twins, twin_mask, lead_key, cheap_key, rich_key,
                                       points, weight8, flags, strength, tr.trump_mask,
                                       HIGHER_TRUMP)
    return Tables(beaters, tuple(twins), twin_mask, lead_key, cheap_key, rich_key, weight8,
                   ({}, {}, {}), native)



def prune_twins(tables: Tables, legal: int, live: int) -> int:
    """``legal`` less every card with an interchangeable lower card in ``legal`` (equal
    points, no ``live`` card between them in trick order, RULES §1): one of each is searched."""
    out = legal
    m = legal & tables.twin_mask
    twins = tables.twins
    while m:
        low = m & -m
        m ^= low
        for dbit, between in twins[low.bit_length() - 1]:
            if legal & dbit and not live & between:
                out ^= low
                break
    return out


@lru_cache(maxsize=64)
def native_leaf(*key) -> object | None:
    """The fitted leaf estimate for the compiled search (``None``: the proportional split)."""
    model = leaf_model(*key)
    if model is None or _native_solver is None:
        return None
    weights = tuple((w.plain, w.trump, w.points, w.lead, w.bias) for w in model.by_size)
    return _native_solver.Leaf(weights, model.orders, model.trump_suit, model.points8)

