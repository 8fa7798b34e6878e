"""Exact-cover tasks on gridsat's exact-cover engine
(:class:`~gridsat.engines.cover.CoverEngine`): a first cover, several, a
count, uniqueness.  Answers are sorted 0-based option indices; the runner
(:func:`gridsat.core.task.run_task`) checks every one with
:func:`~gridsat.puzzles.cover.check.check_cover`.

Limits: the memory of the engine and of every cover a task keeps (listed,
or kept while counting) is estimated before anything is built and refused
above the memory limit; a listing stops at the deadline, and keeps only as
many covers as can be checked and printed in the time left.
"""

from __future__ import annotations

import time

from ...core.errors import counted
from ...core.task import Found
from .problem import CoverProblem

#: Bytes one kept cover costs per option in it (a Python int in a list, its
#: check and its printed line) and per cover (the list), rounded up.
COVER_BYTES_PER_OPTION = 96
COVER_BYTES = 128


def estimate_memory(problem: CoverProblem, kept: int, threads: int = 1) -> int:
    """Bytes to build the engine, search with ``threads`` threads and keep
    ``kept`` covers: each cover holds at most one option per primary item
    (and per option)."""
    from ...engines.cover import BYTES_PER_ENTRY, BYTES_PER_SEARCH

    entries = sum(len(option) for option in problem.options)
    longest = min(len(problem.primary), len(problem.options))
    words = len(problem.options) // 64 + 1  # snapshots and dense conflicts: words x (depths + options)
    each_search = min(BYTES_PER_SEARCH, 8 * words * (len(problem.primary) + 2 + len(problem.options)) + (3 << 20))
    return (entries * BYTES_PER_ENTRY + (threads + 1) * each_search
            + kept * (COVER_BYTES + COVER_BYTES_PER_OPTION * longest))


class CoverSolver:
    """The tasks of :mod:`gridsat.core.task` on one problem.

    Args:
        problem: the :class:`~gridsat.puzzles.cover.problem.CoverProblem`.
        options: started :class:`~gridsat.core.options.SolverOptions`
            (deadline, counting threads, memory limit).
        task: the task, whose kept covers count in the memory estimate
            (``count`` with ``keep=None`` keeps as many as half the memory
            limit holds).

    Raises:
        PuzzleInputError: the engine and the covers to keep would need more
            memory than the limit (one line, before anything is built).
        TimeUp: the deadline passed while the engine was built.
    """

    def __init__(self, problem: CoverProblem, options, task=None):
        from ...engines.cover import CoverEngine

        self.problem = problem
        self.options = options
        kept = shown = 2  # unique (solve keeps one, and may look for a second: counted as two)
        if task is None or task.what == "solve":
            shown = 1
        elif task.what == "solutions":
            kept, shown = task.n + 1, task.n  # one past -n: whether there are more; the message counts -n
        elif task.what == "count":
            kept = shown = self._keep(task)
        options.check_memory(estimate_memory(problem, kept, options.workers or 1),
                             f"an exact cover of {counted(len(problem.options), 'option')}, "
                             f"keeping {counted(shown, 'cover')}",
                             shown if task is not None and task.what in ("solutions", "count") else 1)
        primary, secondary, entry = problem.primary, problem.secondary, problem.entries
        if problem.colours is not None and any(x.__class__ is not str for x in secondary):
            # a colour reaches the engine in the string "item:colour", whose item is a string: a CoverProblem built
            # in Python colouring the whole-number item 5 was refused ("item '5' has a colour (5:R), so it must be
            # a secondary item") by this engine while CP-SAT solved it.  The engine's item names are its own
            # (covers are option indices), so every item gets a string name.
            name = {x: f"p{i}" for i, x in enumerate(primary)} | {x: f"s{i}" for i, x in enumerate(secondary)}
            primary, secondary = tuple(map(name.get, primary)), tuple(map(name.get, secondary))
            entry = lambda k: [name[x] if c is None else f"{name[x]}:{c}"  # noqa: E731
                               for x, c in zip(problem.options[k], problem.colours[k])]
        entries = []  # the deadline looked at every 4,096 options: 600,000 of them took 1 s before any check
        for k in range(len(problem.options)):
            if not k & 4095:
                options.check_time()
            entries.append(entry(k))
        # max_entries=None: the memory estimate above bounds the entries by --memory-limit (the engine's own cap of
        # 5,000,000 refused a 32 MB file the limit allowed, in the Python API's words "pass a larger max_entries")
        self.engine = CoverEngine(entries, primary, secondary, max_entries=None, check=options.check_time)

    def _keep(self, task) -> int:
        """Covers a count keeps: ``task.keep``, or with None as many as half
        the memory limit holds; at most ``task.limit`` either way (the covers
        kept are listed first, and a listing past the limit counted them all)."""
        if task.keep is not None:
            return task.keep if task.limit is None else min(task.keep, task.limit)
        each = max(1, estimate_memory(self.problem, 1) - estimate_memory(self.problem, 0))
        keep = self.options.answers_held(each, engine=estimate_memory(self.problem, 0))
        return keep if task.limit is None else min(keep, task.limit)

    def _list(self, want: int, found: list | None = None, skip: int = 0):
        """Up to ``want`` covers and whether they are all; more than two stop
        at half the time left, keeping what can be checked and printed (of
        those after the first ``skip``, passed over: never checked).
        Each cover is appended to ``found`` as it comes (Ctrl-C leaves those
        before it there)."""
        search = self.engine.iter(want, deadline=self.options.deadline if want <= 2 else self._listing_deadline(want))
        found = [] if found is None else found
        for cover in search:
            found.append(cover)
        if want <= 2:
            return found, bool(search.complete)
        shown = found[:skip] + self._checkable(found[skip:])
        return shown, bool(search.complete) and len(shown) == len(found)

    def solve(self, task) -> Found:
        found, complete = self._list(1)
        return Found(found, complete or bool(found), engine="exact")

    def solutions(self, task) -> Found:
        so_far: list = []
        try:
            found, complete = self._list(task.n + 1, so_far, task.skip)  # one more: are there more?
        except KeyboardInterrupt:  # Ctrl-C: the covers listed so far, as a count gives its count
            return Found(so_far[:task.n], False, engine="exact", interrupted=True)
        return Found(found[:task.n], complete and len(found) <= task.n, engine="exact")

    def unique(self, task) -> Found:
        found, complete = self._list(2)
        return Found(found, complete or len(found) == 2, engine="exact")

    def count(self, task) -> Found:
        keep = self._keep(task)
        kept, listed_all = self._list(keep)
        if listed_all:  # every cover listed: that is the count, without a second search
            return Found(kept, True, count=len(kept), engine="exact")
        progress = (lambda n, nodes, done: task.on_progress(n, done)) if task.on_progress else None
        try:
            count, complete = self.engine.count(task.limit, deadline=self.options.deadline,
                                                workers=self.options.workers, on_progress=progress)
        except KeyboardInterrupt as exc:  # Ctrl-C: the count so far, as the other kinds give it
            if not hasattr(exc, "partial"):
                raise
            return Found(kept, False, count=max(exc.partial[0], len(kept)), engine="exact", interrupted=True)
        # a count the deadline stopped before it reached the covers already listed has at least those
        return Found(kept, complete, count=max(count, len(kept)), engine="exact")

    def _listing_deadline(self, want: int) -> float | None:
        """When a listing of ``want`` covers stops: the time left less what checking and printing that many takes
        (each weighed by its items, at most half the time left; see :meth:`_checkable`, which shows no more than
        the time then left allows): a fixed half ended ``-n 100 -t 5`` at 2.4 s with 16 covers listed."""
        return self.options.listing(want, len(self.problem.primary) + len(self.problem.secondary)).deadline

    def _checkable(self, covers: list) -> list:
        """The first of ``covers`` that can be checked and printed in the
        time left (all of them without a time limit): half of it, at the
        cost of checking and writing out the first few as text, five times
        over for the printing (measured: a terminal's rich text costs about
        that)."""
        if self.options.deadline is None or len(covers) <= 1:
            return covers
        from .check import check_cover

        sample = covers[:50]
        t0 = time.perf_counter()
        for cover in sample:
            check_cover(self.problem, cover)
            "\n".join(self.problem.option_text(k) for k in cover)
        each = 5 * (time.perf_counter() - t0) / len(sample) + 1e-6
        return covers[:max(1, min(len(covers), int(max(self.options.left(), 0.0) / 2 / each)))]


__all__ = ["CoverSolver", "estimate_memory"]
