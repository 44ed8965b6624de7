"""The worlds of one of Hard's card decisions solved: how deep, until when, and where.

The Hard bot (``hard.py``) deals worlds consistent with what its seat knows and
solves each with every hand open (``solver.analyse_first``); this module does
the solving.  :func:`search_plan` says how deep one world is searched, by the
players and the cards left.  :func:`solve_worlds` is the unit of the work: a
few worlds of one decision, with what the search needs to know (the trick, the
seat to act, the contract's tables, the sides, the plan, the play history
that weighs each world, and where 3-player worlds are searched by max^n,
``maxn.py``).  :func:`solve_until` solves worlds in an anytime loop
against a wall-clock budget, summing each card's results in
:class:`SolvedWorlds`.  With ``workers > 1`` the worlds go to
:func:`shared_pool`, one pool of worker *processes* for every Hard bot,
started with ``forkserver`` or ``spawn`` (the application runs Qt and must
never be forked); if processes are not available, or the pool breaks
(:func:`mark_pool_broken`), the bots solve in their own threads.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import NamedTuple

from . import maxn, solver
from .position import Position
from .reply_model import Utility
from .solver import Attempt, analyse_first
from .solver_tables import BUDGET_SPENT

#: One world solved: its hands, the margin of every legal card, whether the margin is exact,
#: the points still to play in it, its weight, and (searched by max^n, else ``None``) the
#: card points the first of the other seats takes after each card.
SolvedWorld = tuple[tuple[int, ...], dict[int, int], bool, int, float, dict[int, int] | None]

#: Trick nodes an exact search of one world may take before it gives way to a depth
#: (compiled search: about 0.1 s).
EXACT_NODES = 1_500_000


class MaxnPlan(NamedTuple):
    """Where a 3-player world is searched by max^n (``maxn.py``), compiled: with at most
    ``cards`` in the hand to act, within ``max_nodes`` trick nodes (past them, or without
    the compiled search, the paranoid ``plan``)."""

    cards: int
    max_nodes: int


def search_plan(players: int, cards: int) -> tuple[Attempt, ...]:
    """How to search one world, by player count and cards in the hand to act: attempts
    ``(depth, max_nodes)`` in order (``solver.analyse_first``).

    With the compiled search (``solver.NATIVE``) every world is solved
    exactly: a whole 3-player deal of 9 cards takes a median of 5 ms, a
    pair deal of 8 cards 10 ms (p95 under 0.1 s); the rare world past
    :data:`EXACT_NODES` trick nodes (about 0.1 s) is searched to the Python
    plan's depth instead.

    In Python: 2 players exact (about 20 ms for 9 cards).  3 players: exact
    from 7 cards, before that the current trick and four more.  4 players:
    exact from 6 cards, before that the current trick and three more.  A PIMC
    choice needs tens of worlds, and a whole deal of 3 players at 8 cards or 4
    at 7 is too slow for that in Python on dealt hands: in real games
    (``benchmarks/hard_worlds.py``, one process) exact search there left a
    median of 6 worlds (3 players, p95 2.2 s per decision) and 4 worlds, most
    cut off by ``max_nodes`` (pairs, median 2.1 s, p95 3.1 s).

    The depth trades the error of one world's value against the error of
    averaging few worlds (measured against exact values of dealt positions,
    ``benchmarks/search_quality.py``, and against 80-world averages of Hard's
    real decisions).  3 players: four tricks ahead lose 2.5 points per
    decision at 9 cards (three: 4.0) and 2.7 at 8 (three: 3.7), while 16
    worlds instead of 40 cost only 0.2 points of sampling error.  4 players at
    7 cards: a fourth trick ahead hardly helps (5.1 points lost instead of
    5.4) but takes three times as long per world, and a decision got only 9
    worlds, which lose 1.1 points to the sampling (25 worlds: 0.4).
    ``max_nodes`` caps the heavy tail: past it the deepest search that fitted
    is used.  These figures were measured with the older leaf estimate; the
    fitted one (``leaf_estimate.py``) loses less at depth 2 and about as much
    at depth 3 (pairs, 8 cards, 40 positions: 3.9 against 5.6 and 4.3 against
    4.5 points), so the plan stands.
    """
    if players == 2:
        return ((None, None),)
    depth_plan: Attempt = (4, 150_000) if players == 3 else (3, 60_000)
    if solver.NATIVE:
        return (None, EXACT_NODES), depth_plan
    if cards <= (7 if players == 3 else 6):
        return ((None, 300_000),)
    return (depth_plan,)


# -- solving worlds (also run in worker processes) ----------------------------------------


def solve_worlds(task: tuple) -> list[SolvedWorld]:
    """Solve the worlds (tuples of hands) of one decision.

    Returns ``(hands, values, exact, remaining, weight, firsts)`` per world: the
    margin of every legal card, whether it is exact, the points still to play in
    that world, the world's weight — the likelihood of the other seats' cards in
    it (``play_inference.PlayHistory``), 1 when the task carries no history —
    and, where the task's :class:`MaxnPlan` (or ``None``) had the world searched by
    max^n, the card points the first of the other seats takes after each card
    (else ``None``).
    """
    hands_list, trick, to_act, tr, points, sides, plan, history, maxn_plan = task
    out: list[SolvedWorld] = []
    for hands in hands_list:
        pos = Position(hands=hands, trick=trick, to_act=to_act, rules=tr, points=points,
                       sides=sides)
        weight = history.likelihood(hands) if history else 1.0
        found = _by_maxn(pos, maxn_plan)
        if found is not None:
            out.append((hands, found[0], True, pos.remaining_points, weight, found[1]))
            continue
        result = analyse_first(pos, plan)
        out.append((hands, result.values, result.exact, pos.remaining_points, weight, None))
    return out


def _by_maxn(pos: Position, plan: MaxnPlan | None,
             ) -> tuple[dict[int, int], dict[int, int]] | None:
    """The margins of every card and the first other seat's points after it, by max^n where
    ``plan`` says so, the compiled search was built (in Python max^n is about 60 times
    slower) and the search fits in its trick nodes; else ``None``."""
    if (plan is None or not maxn.NATIVE or pos.players != 3
            or pos.hands[pos.to_act].bit_count() > plan.cards):
        return None
    try:
        return maxn.maxn_margins(pos, max_nodes=plan.max_nodes)
    except BUDGET_SPENT:
        return None


# -- the shared pool -------------------------------------------------------------------------


_POOL: ProcessPoolExecutor | None = None
_POOL_SIZE = 0
_POOL_LOCK = threading.Lock()
_POOL_BROKEN = False


def _shutdown_pool() -> None:
    global _POOL
    with _POOL_LOCK:
        if _POOL is not None:
            _POOL.shutdown(wait=False, cancel_futures=True)
            _POOL = None


def shared_pool(workers: int) -> ProcessPoolExecutor | None:
    """The process pool shared by every Hard bot (created on first use); ``None`` if unavailable."""
    global _POOL, _POOL_SIZE, _POOL_BROKEN
    with _POOL_LOCK:
        if _POOL_BROKEN:
            return None
        if _POOL is not None and workers <= _POOL_SIZE:
            return _POOL
        try:
            methods = multiprocessing.get_all_start_methods()
            ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
            if _POOL is not None:
                _POOL.shutdown(wait=False, cancel_futures=True)
            _POOL = ProcessPoolExecutor(max_workers=workers, mp_context=ctx)
            _POOL_SIZE = workers
            atexit.register(_shutdown_pool)
        except (OSError, ValueError, NotImplementedError, RuntimeError):
            _POOL_BROKEN = True
            _POOL = None
        return _POOL


def mark_pool_broken() -> None:
    """The pool failed a decision: it is shut down, and no bot uses processes again."""
    global _POOL_BROKEN
    _shutdown_pool()
    _POOL_BROKEN = True


def default_workers() -> int:
    return max(1, min(2, os.cpu_count() or 1))


def solve_in_pool(pool: ProcessPoolExecutor, workers: int, world: Callable[[], tuple[int, ...]],
                  parts: tuple, add: Callable[[list[SolvedWorld]], None],
                  done: Callable[[], int], deadline: float, most: int, least: int) -> None:
    """Solve the worlds ``world()`` deals in ``pool``, two a task, keeping ``2 * workers``
    tasks under way, and hand each task's results to ``add``: until the ``deadline`` (and
    ``least`` worlds, ``done()`` counting those added) or ``most`` worlds; the tasks not
    started by then are cancelled.  ``parts`` are the task's but the worlds
    (:func:`solve_worlds`)."""
    pending: set[Future] = set()
    submitted = 0
    per_task = 2
    try:
        while True:
            while (len(pending) < 2 * workers and submitted < most
                   and (time.perf_counter() < deadline or done() + len(pending) * per_task
                        < least)):
                worlds = tuple(world() for _ in range(per_task))
                pending.add(pool.submit(solve_worlds, (worlds, *parts)))
                submitted += per_task
            if not pending:
                return
            timeout = max(0.0, deadline - time.perf_counter())
            finished, pending = wait(pending, timeout=timeout if done() >= least
                                     else None, return_when=FIRST_COMPLETED)
            for f in finished:
                add(f.result())
            if done() >= least and (time.perf_counter() >= deadline):
                return
    finally:
        for f in pending:
            f.cancel()


# -- solving until the budget is spent --------------------------------------------------------


class SolvedWorlds:
    """The worlds of one decision solved so far: margins and utilities per card summed
    with the worlds' weights, the worlds solved and their total weight, whether all were
    exact, and each world (hands, weight, points still to play)."""

    def __init__(self, utility: Utility) -> None:
        #: What a world's result is worth (``DealScorer.utility`` or another objective).
        self.utility = utility
        self.margins: dict[int, float] = {}
        self.utilities: dict[int, float] = {}
        self.count = 0
        self.weight = 0.0
        self.exact = True
        self.worlds: list[tuple[tuple[int, ...], float, int]] = []

    def add(self, results: list[SolvedWorld]) -> None:
        for hands, values, is_exact, rem, w, firsts in results:
            for c, v in values.items():
                first = firsts[c] if firsts is not None else None
                self.margins[c] = self.margins.get(c, 0.0) + w * v
                self.utilities[c] = (self.utilities.get(c, 0.0)
                                     + w * self.utility(hands, v, rem, first))
            self.count += 1
            self.weight += w
            self.exact = self.exact and is_exact
            self.worlds.append((hands, w, rem))

    def decided(self) -> bool:
        """Stop early when one card leads every other by a wide margin (the utilities
        summed with the worlds' weights)."""
        totals = self.utilities
        if self.count < 8 or len(totals) < 2 or self.weight <= 0:
            return False
        ordered = sorted(totals.values(), reverse=True)
        return (ordered[0] - ordered[1]) / self.weight > 25


def solve_until(world: Callable[[], tuple[int, ...]], parts: tuple, utility: Utility, *,
                workers: int, deadline: float, most: int, least: int) -> SolvedWorlds:
    """Solve the worlds ``world()`` deals until the budget is spent: at most ``most``, at
    least ``least`` (even past the ``deadline``); ``parts`` are :func:`solve_worlds`' task
    but the worlds.  With ``workers > 1`` in the shared pool; in this thread without it,
    where the pool is not available or breaks (then from the start), stopping early when
    the choice is clear (:meth:`SolvedWorlds.decided`)."""
    pool = shared_pool(workers) if workers > 1 else None
    if pool is not None:
        found = SolvedWorlds(utility)
        try:
            solve_in_pool(pool, workers, world, parts, found.add, lambda: found.count, deadline,
                          most, least)
            return found
        except Exception:  # a broken pool must not stop the game
            mark_pool_broken()
    found = SolvedWorlds(utility)
    while found.count < most:
        if found.count >= least and time.perf_counter() >= deadline:
            break
        found.add(solve_worlds(((world(),), *parts)))
        if found.count >= least and found.decided():
            break
    return found


__all__ = [
    "EXACT_NODES",
    "MaxnPlan",
    "SolvedWorld",
    "SolvedWorlds",
    "default_workers",
    "mark_pool_broken",
    "search_plan",
    "shared_pool",
    "solve_in_pool",
    "solve_until",
    "solve_worlds",
]
