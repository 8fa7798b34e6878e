"""Resumable runs of the compiled tiling search, and running many of them on threads.

A :class:`Search` is one run of :func:`gridsat.engines._tiling.dfs` whose
state lives in arrays owned here (:mod:`array` buffers: importing numpy
would cost a calendar year run more than its searches), so a call can stop after a node
budget (progress bars, time limits, Ctrl-C) or at a solution (to list it)
and the next call continues where it stopped.  :func:`run_searches` runs a
list of independent searches on threads (the compiled search releases the
GIL), with a deadline, progress reports and Ctrl-C; counting
(:meth:`gridsat.engines.exact_cover.TilingEngine.count`) and the census
(:mod:`gridsat.puzzles.calendar.holes`) both use it.
"""

from __future__ import annotations

import threading
import time
from array import array
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from ..core.compiled import loaded
from .cover_input import clock_value
from .interrupt import run_threads

_tiling = loaded("gridsat.engines._tiling", "the exact-cover tiling search")

TYPE_CHECKING = False  # typing costs start-up 11 ms
if TYPE_CHECKING:
    from .exact_cover import TilingEngine

#: Nodes visited per compiled call between progress / Ctrl-C / time checks.
DEFAULT_BUDGET = 200_000

_NO_LIMIT = (1 << 63) - 1

#: One zero of each array type code the compiled search reads.
_ZERO = {code: array(code, [0]) for code in "QqiB"}


def vector(code: str, values=None, size: int = 0) -> array:
    """A one-dimensional buffer for the compiled search: :class:`array.array`
    of type ``code`` (``"Q"`` uint64, ``"q"`` int64, ``"i"`` int32, ``"B"``
    uint8) holding ``values``, or ``size`` zeros."""
    return array(code, values) if values is not None else _ZERO[code] * size


def table(code: str, rows: int, width: int, values=None):
    """A C-contiguous ``rows x width`` buffer of type ``code`` (see
    :func:`vector`) filled row by row from the flat ``values`` (zeros when
    None): a two-dimensional memoryview over an :class:`array.array` (read
    it with ``view[i, j]``, or ``view.obj``, the flat array).  A table
    without columns is a numpy array (a memoryview cannot have a zero-width
    shape; no board reaches it in practice)."""
    if width == 0:
        import numpy as np

        return np.zeros((rows, 0), {"Q": np.uint64, "q": np.int64, "i": np.int32, "B": np.uint8}[code])
    flat = vector(code, values, rows * width)
    if rows == 0:  # a cast cannot have a zero in its shape: an empty slice of a one-row table
        return memoryview(vector(code, None, width)).cast("B").cast(code, (1, width))[0:0]
    return memoryview(flat).cast("B").cast(code, (rows, width))


def bits(mask: int) -> Iterator[int]:
    """Indices of the set bits of a Python int, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


@dataclass(frozen=True)
class Tiling:
    """One tiling found by the engine.

    Attributes:
        placements: tuple of ``(piece name, cells)`` with ``cells`` a sorted
            tuple of ``(row, col)``, in the order the search chose them.
    """

    placements: tuple


class Search:
    """One resumable run of the compiled search (made by :class:`TilingEngine`).

    Call :meth:`step` repeatedly; ``count`` grows, ``finished`` turns True
    when the whole tree has been searched.  :meth:`progress` estimates the
    searched fraction of the tree (0..1) from the top levels' branch
    positions.
    """

    def __init__(self, engine: "TilingEngine", blocked_mask: int, limit: int | None, stop_on_solution: bool,
                 preset: Sequence[int] = ()):
        self.engine = engine
        depth = engine.max_depth
        self.st = vector("q", None, 5)
        self.rem = vector("i", engine.counts)
        self.occs = table("Q", depth + 1, engine.words)
        self.pos = vector("i", None, depth)
        self.end = vector("i", None, depth)
        self.skip = vector("B", None, depth)
        self.chosen = vector("i", None, depth)
        self.limit = _NO_LIMIT if limit is None else int(limit)
        self.stop_on_solution = stop_on_solution
        #: optional tally: each solution adds 1 to ``tally[sum of weights[row]]``
        #: (int64 arrays set by the caller, see :mod:`gridsat.puzzles.calendar.holes`)
        self.weights = None
        self.tally = None
        #: optional memo of finished subtrees (a tuple for the kernel, see
        #: :mod:`gridsat.puzzles.calendar.holes`); only for counting
        self.memo = None
        self.finished = False
        self.limited = False
        occ = blocked_mask
        for r in preset:  # rows placed before the search (never undone)
            m, g = engine.row_masks[r], int(engine.rgroup[r])
            if occ & m or self.rem[g] == 0:
                self.finished = True  # the preset rows conflict: no tiling
            occ |= m
            self.rem[g] -= 1
        self.base = len(preset)
        self.chosen[: self.base] = vector("i", preset)
        words = engine.words
        self.occs.obj[self.base * words: (self.base + 1) * words] = engine.words_of(occ)
        self.st[0] = self.st[4] = self.base
        if self.finished:
            self.st[1] = 3

    @property
    def count(self) -> int:
        """Solutions counted so far."""
        return int(self.st[2])

    @property
    def nodes(self) -> int:
        """Search nodes visited so far."""
        return int(self.st[3])

    def step(self, budget: int = DEFAULT_BUDGET) -> int:
        """Visit up to ``budget`` nodes (or stop at a solution when listing).

        Returns:
            the kernel's code: 0 finished, 1 budget used, 2 solution (read
            :meth:`current`), 3 limit reached.
        """
        e = self.engine
        if self.finished:
            return _tiling.FINISHED
        args = (e.masks, e.lo, e.hi, e.start, e.skipto, e.rgroup, e.gsize, e.unit, e.primary_words,
                e.secondary_words, e.full_words, e.prune, e.notfirst, e.notlast, e.stride, e.perms,
                e.fixmask, e.gmask, self.st, self.rem, self.occs, self.pos, self.end, self.skip,
                self.chosen, int(budget), self.limit, self.stop_on_solution)
        if self.tally is not None or e.reachable is not None or self.memo is not None:
            args += (self.weights, self.tally, e.reachable, self.memo)
        code = _tiling.dfs(*args)
        if code == _tiling.FINISHED:
            self.finished = True
        elif code == _tiling.LIMIT:
            self.limited = True
        return code

    def current(self) -> Tiling:
        """The tiling at which the last :meth:`step` stopped (code 2)."""
        rows = [int(r) for r in self.chosen[: int(self.st[0])] if r >= 0]
        return self.engine.tiling(rows)

    def progress(self) -> float:
        """Estimated fraction of the search tree already searched (0..1)."""
        if self.finished:
            return 1.0
        if self.nodes == 0:
            return 0.0
        e = self.engine
        depth = int(self.st[0])
        frac, width = 0.0, 1.0
        for d in range(self.base, min(depth + 1, self.base + 6)):
            free = e.full & ~e.int_of(self.occs.obj[d * e.words: (d + 1) * e.words])
            if free == 0:
                break
            cell = (free & -free).bit_length() - 1
            lo, hi = int(e.start[cell]), int(e.start[cell + 1])
            n = hi - lo + (1 if (e.secondary >> cell) & 1 else 0)
            if n <= 0:
                break
            done = int(self.pos[d]) - lo - (1 if d < depth else 0)  # branches before the current one
            done = max(0, min(done, n - 1 if d < depth else n))
            frac += width * done / n
            width /= n
        return min(frac, 1.0)


def run_searches(searches: Sequence[Search], threads: int, *, setup: Callable | None = None,
                 before: Callable | None = None, after: Callable | None = None, deadline: float | None = None,
                 on_progress: Callable[[int, float], None] | None = None, budget: int = DEFAULT_BUDGET) -> None:
    """Run independent searches to their end on ``threads`` threads.

    Each thread takes the next search, calls ``before(search, state)``,
    steps it until it finishes (or hits its limit), then calls
    ``after(search)`` under a lock; ``after`` returning True stops every
    thread.  The deadline stops them too: each thread looks at the clock
    before every step (``budget`` nodes), so a deadline already past
    searches nothing and leaves every search unfinished.

    Args:
        searches: the :class:`Search` runs (e.g. ``TilingEngine.subproblems``).
        threads: threads to use (at most one per search).
        setup: called once in each thread; its result is that thread's
            ``state`` (e.g. a tally of its own).
        before, after: the hooks above (None: nothing).
        deadline: a ``time.perf_counter()`` value after which to stop.
        on_progress: called about every 0.1 s as ``on_progress(solutions so
            far, estimated fraction of the trees done 0..1)``.
        budget: nodes per compiled call between checks.

    Raises:
        KeyboardInterrupt: after stopping every thread (the searches hold
            what was found so far).
        Exception: the first error a thread met (the others stop).
    """
    deadline = clock_value(deadline)  # (TypeError, PuzzleInputError: NaN, which never stopped them)
    stop = threading.Event()
    lock = threading.Lock()
    nxt = [0]

    def late() -> bool:
        if deadline is not None and time.perf_counter() > deadline:
            stop.set()
        return stop.is_set()

    def work():
        state = setup() if setup is not None else None
        while not late():
            with lock:
                if nxt[0] >= len(searches):
                    return
                s = searches[nxt[0]]
                nxt[0] += 1
            if before is not None:
                before(s, state)
            while not (s.finished or s.limited or late()):
                s.step(budget)
            if after is not None:
                with lock:
                    if after(s):
                        stop.set()

    def tick():
        if on_progress is not None:
            on_progress(sum(s.count for s in searches), sum(s.progress() for s in searches) / max(1, len(searches)))

    # Ctrl-C, an error or on_progress raising: every thread is stopped and
    # waited for before it is raised (engines.interrupt.run_threads)
    run_threads(work, max(1, min(threads, len(searches))), stop.set, tick=tick, every=0.1, name="gridsat-tiling")
    tick()


__all__ = ["DEFAULT_BUDGET", "Search", "Tiling", "bits", "run_searches", "table", "vector"]
