"""The memory this process holds, read while a search runs, so the memory
limit holds on the search as well as on the estimate made before building.

A model's memory is estimated before it is built (see
:meth:`~gridsat.core.options.SolverOptions.check_memory`); a search can
still grow past it (CP-SAT's workers, its learnt clauses and copies of the
model: a 150x150 Slitherlink estimated at 0.1 GB held 0.5 GB after ten
seconds).  A run therefore notes what the process holds when it starts, and
the waits of every search (:func:`~gridsat.engines.interrupt.run_threads`)
stop it once it holds more than the limit beyond that.
"""

from __future__ import annotations

import contextvars
import os
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from .errors import PuzzleInputError

try:  # imported here, not when first asked: an import clock reads the memory while an import runs
    import resource
except ImportError:  # Windows
    resource = None

#: Where Linux tells a process the memory it holds (the web app's file guard lets it be read).
STATM = "/proc/self/statm"

#: The memory check of the run under way in the main thread (see :func:`watching`).
_GUARD: list = []


class MemoryLimitError(PuzzleInputError):
    """The memory limit refused a puzzle's reading or model before it was
    built, or stopped a search that grew past it: the command line's one line
    and exit code 2, as for bad input; a batch records the puzzle ``unknown``
    (a limit stopped it, not its input), so a run with more memory does it
    again."""


#: Allocations between collections of the youngest generation (Python's
#: default is 700).  Reading, building and checking a large puzzle makes
#: millions of objects that live to the end of the run, and at 700 the
#: collector traversed them again and again: a 23 MB exact cover took 10 s
#: to parse and 11.5 s to check its one cover, 5-6 s and 3 s at this
#: threshold (the same load; with no collector at all, 5.7 s and 2.6 s).
GC_THRESHOLD = 100_000


def fewer_collections() -> None:
    """Raise the collector's first threshold to :data:`GC_THRESHOLD` in a
    process gridsat runs (the command line, its worker processes): garbage
    with cycles waits a little longer, bounded by that many allocations."""
    import gc

    first, *older = gc.get_threshold()
    if first < GC_THRESHOLD:
        gc.set_threshold(GC_THRESHOLD, *older)


#: Between jobs, a full collection once the work since the last one took
#: this many times as long as that collection: its cost stays under 5% of
#: the run, however small the jobs.
GC_WORK_RATIO = 20
_LAST_COLLECTION = {"at": None, "cost": 0.0}


def collect_between_jobs() -> None:
    """Called between the jobs of a long run (a batch's puzzles): now and
    then, a full collection (see :data:`GC_WORK_RATIO`).  At
    :data:`GC_THRESHOLD` the oldest generation, where each puzzle's garbage
    with cycles ends, was collected so seldom that one process solving 840
    Yin-Yang puzzles with CP-SAT grew to 390 MB (180 MB at Python's default
    threshold; 275 MB with a full collection every 140 puzzles)."""
    import gc
    import time

    now = time.perf_counter()
    state = _LAST_COLLECTION
    if state["at"] is None:
        state["at"] = now
    elif now - state["at"] >= GC_WORK_RATIO * state["cost"]:
        gc.collect()
        state["at"] = time.perf_counter()
        state["cost"] = max(state["at"] - now, 1e-3)


def machine_bytes() -> int | None:
    """The machine's physical memory in bytes (``sysconf``), or None where
    the system does not say (Windows)."""
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):
        return None


def resident_bytes() -> int | None:
    """Bytes of memory this process holds now (its resident set), or None
    where it cannot be read.  Linux: ``/proc/self/statm`` (about 10 us);
    elsewhere the peak so far (``getrusage``), which serves the same check,
    since the check asks whether the holding ever passed a bound."""
    try:
        with open(STATM, "rb") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        pass
    if resource is None:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


@contextmanager
def watching(check: Callable[[], None]) -> Iterator[None]:
    """Make ``check`` (a run's
    :meth:`~gridsat.core.options.SolverOptions.check_memory_use`) the
    memory check of every search waited for inside (see
    :func:`current_check`).  Only in the main thread, where one run goes
    at a time: the memory is the process's, and two runs at once (the web
    app's threads) could not tell whose it is; elsewhere nothing is
    watched."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _GUARD.append(check)
    try:
        yield
    finally:
        _GUARD.pop()


@contextmanager
def watched(options) -> Iterator[None]:
    """:func:`watching` a run under ``options`` (a started
    :class:`~gridsat.core.options.SolverOptions`), the memory its imports
    take meanwhile left out (:class:`~gridsat.core.imports.ImportClock`)."""
    from .imports import ImportClock

    with ImportClock() as imports, watching(lambda: options.check_memory_use(imports.bytes)):
        yield


#: The memory limit (bytes) of the run under way when its caller named one that the steps it runs cannot be
#: handed: a hint's uniqueness proof builds its model with options of its own (see :func:`limited_to`).
_RUN_LIMIT: contextvars.ContextVar = contextvars.ContextVar("gridsat_memory_limit", default=None)


@contextmanager
def limited_to(limit: int | None) -> Iterator[None]:
    """Make ``limit`` (bytes; None: leave it as it is) the memory limit of every
    :class:`~gridsat.core.options.SolverOptions` that names none, inside
    (:func:`~gridsat.core.options.default_memory_limit` returns it): ``hint``
    and ``grade`` took ``--memory-limit`` for the file and the PNG only, and
    a 200x200 Hitori's proof built its 0.1 GB model under ``--memory-limit
    0.01``."""
    token = _RUN_LIMIT.set(limit) if limit is not None else None
    try:
        yield
    finally:
        if token is not None:
            _RUN_LIMIT.reset(token)


def run_limit() -> int | None:
    """The limit :func:`limited_to` set, or None."""
    return _RUN_LIMIT.get()


def current_check() -> Callable[[], None] | None:
    """The memory check of the innermost :func:`watching` of the main
    thread, or None (no run under way, or another thread)."""
    if _GUARD and threading.current_thread() is threading.main_thread():
        return _GUARD[-1]
    return None


__all__ = ["MemoryLimitError", "collect_between_jobs", "current_check", "limited_to", "resident_bytes", "run_limit",
           "watched", "watching"]
