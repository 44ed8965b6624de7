"""What the benchmark scripts print alike: a mean with its 95% interval, a percentile, and the
results of independent games or positions run on one or more processes.

Imported by its siblings (``from figures import mean_ci``), each of which puts this folder on
``sys.path`` first: benchmarks are scripts, not a package.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Iterable, Iterator
from multiprocessing import Pool
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


def mean_ci(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation); no
    values give (0, 0), one value an infinite half-width."""
    if not values:
        return 0.0, 0.0
    m = statistics.fmean(values)
    if len(values) < 2:
        return m, float("inf")
    return m, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile by nearest rank (``q = 0.5``: the median); NaN of no values."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def each_result(run: Callable[[T], R], tasks: Iterable[T], jobs: int = 1, *,
            chunksize: int = 1) -> Iterator[R]:
    """``run`` of every task, as each is done: on ``jobs`` processes, or in this one."""
    if jobs > 1:
        with Pool(jobs) as pool:
            yield from pool.imap_unordered(run, tasks, chunksize=chunksize)
    else:
        for task in tasks:
            yield run(task)


__all__ = ["each_result", "mean_ci", "percentile"]
