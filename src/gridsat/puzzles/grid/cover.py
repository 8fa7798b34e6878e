"""The five tasks of :mod:`gridsat.core.task` on gridsat's exact-cover engine
(:class:`~gridsat.engines.cover.CoverEngine`, Knuth's Algorithm X in C), for
a grid genre that is an exact cover (Sudoku: an option per cell and digit).

The genre gives the options (each a list of primary items) and decodes a
cover -- the chosen options' indices -- into its answer grid.

Forced cells: two covers listed settle most puzzles (none; or one, and the
whole answer is forced).  With two, the options of the first that are not
in the second are free, and each option of the first still open is forced
exactly when the problem without it (:meth:`CoverEngine.without`) has no
cover; a cover found frees every open option it lacks.  Measured against
CP-SAT's backbone on Sudoku with givens taken away: 9x9 1-50 ms against
0.1-27 s, 16x16 0.4-0.9 s against 5-90 s (benchmarks/sudoku_engines.py prints both side by side).
"""

from __future__ import annotations

from typing import Callable

from ...core.errors import counted
from ...core.task import Found

#: Bytes one kept answer grid costs per cell (its list entry, its check and printed text).
GRID_BYTES_PER_CELL = 64


class CoverTasks:
    """The tasks on one exact cover problem, answers decoded into grids.

    Args:
        options: per option, the primary items it covers; or, with
            ``starts``, those items numbered ``0 .. len(primary) - 1`` in
            one flat int32 ``array`` (:meth:`CoverEngine.numbered`: no
            numbering of names, most of the work on a 9x9 Sudoku).
        primary: every primary item (one with no option: no cover).
        starts: None, or option ``k``'s items are ``options[starts[k]:starts[k + 1]]``.
        decode: ``options chosen (indices) -> answer grid``.
        forced: ``(options chosen, the forced ones among them) -> grid``
            with None where answers differ.
        cells: cells of an answer (the memory of answers kept).
        what: what is solved, for the memory message (``"a 9x9 Sudoku"``).
        solver_options: started :class:`~gridsat.core.options.SolverOptions`.
        task: the task (its kept answers count in the memory estimate).
        most: how many answers the board can have at all (None: not known); the answers to keep are weighed
            up to it (a 4x4 Sudoku's ``-n 1000000000`` "needs about 953.7 GB" though it has at most 331,776).

    Raises:
        PuzzleInputError: the engine and the answers to keep need more memory
            than the limit (one line, before anything is built).
    """

    def __init__(self, options: list, primary, decode: Callable, forced: Callable, *, cells: int, what: str,
                 solver_options, task, starts=None, most: int | None = None):
        from ...engines.cover import BYTES_PER_ENTRY, BYTES_PER_SEARCH, CoverEngine

        self.options = limits = solver_options
        self.decode, self.forced_part, self.cells = decode, forced, cells
        self._options, self._starts = options, starts
        self.keep = task.n + 1 if task.what == "solutions" else 2  # one past -n: whether there are more
        # the message counts what was asked for: one answer to solve ('keeping 2 answers' it said, as cover's 1 cover)
        shown = task.n if task.what == "solutions" else 1 if task.what == "solve" else self.keep
        if task.what == "count":  # task.keep None: as many as half the memory limit holds
            fits = limits.answers_held(GRID_BYTES_PER_CELL * cells)
            self.keep = shown = min(x for x in (task.keep, task.limit, fits) if x is not None)
        n_options = len(options) if starts is None else len(starts) - 1
        entries = len(options) if starts is not None else sum(map(len, options))
        words, primary = n_options // 64 + 1, list(primary)
        search = min(BYTES_PER_SEARCH, 8 * words * (len(primary) + 2 + n_options) + (3 << 20))
        limits.check_memory(entries * BYTES_PER_ENTRY + ((limits.workers or 1) + 1) * search
                            + (self.keep if most is None else min(self.keep, most)) * GRID_BYTES_PER_CELL * cells,
                            f"an exact cover of {what} keeping {counted(shown, 'answer')}",
                            shown if task.what in ("solutions", "count") else 1)
        self.engine = (CoverEngine(options, primary, check=limits.check_time) if starts is None
                       else CoverEngine.numbered(len(primary), options, starts))

    def _covers(self, want: int, engine=None) -> tuple[list, bool]:
        search = (engine or self.engine).iter(want, deadline=self.options.deadline)
        return list(search), bool(search.complete)

    def _list(self, want: int, stop=None) -> tuple[list, bool, bool]:
        """Up to ``want`` answers, whether they are all, and whether Ctrl-C
        stopped the listing (the answers before it are kept: an empty
        Sudoku's -n 100000 stopped after thousands said '0 solutions
        listed'); more than two are decoded as they are found and stop at
        most half the time left early (:meth:`SolverOptions.listing`: the rest is for checking and printing them:
        300,000 empty-Sudoku answers listed to a 3 s deadline were then
        decoded for 3 s more).  ``stop``: None, or called between chunks,
        True stopping the listing as the deadline does (a race's)."""
        # (what checking and printing ``want`` answers of ``cells`` takes, at most half: a 25x25's -n 5 -t 20 gave
        # up at 10 s, 'the time limit stopped the listing', keeping half the time for 0.1 s of work)
        deadline = (self.options.listing(want, self.cells) if want > 2 else self.options).deadline
        search, answers = self.engine.iter(want, deadline=deadline, stop=stop), []
        try:
            for cover in search:
                answers.append(self.decode(cover))
        except KeyboardInterrupt:
            if not answers:
                raise
            return answers, False, True
        return answers, bool(search.complete), False

    def probe(self, want: int, stop) -> tuple[int, bool, bool]:
        """``(answers found, all there are, Ctrl-C)`` of a listing of up to ``want`` answers that ``stop`` (a
        function read between chunks) may end: how fast the answers come, not kept."""
        search = self.engine.iter(want, deadline=self.options.deadline, stop=stop)
        try:
            found = sum(1 for _ in search)
        except KeyboardInterrupt:
            return 0, False, True
        return found, bool(search.complete), False

    # Each task but forced takes ``stop`` (None, or a function read between chunks of the search, True ending it
    # as the deadline does: :mod:`gridsat.puzzles.sudoku.racing`'s race against CP-SAT).

    def solve(self, task, stop=None) -> Found:
        found, complete, stopped = self._list(1, stop)
        return Found(found, complete or bool(found), engine="exact", interrupted=stopped)

    def solutions(self, task, stop=None) -> Found:
        found, complete, stopped = self._list(task.n + 1, stop)
        return Found(found[:task.n], complete and len(found) <= task.n, engine="exact", interrupted=stopped)

    def unique(self, task, stop=None) -> Found:
        found, complete, stopped = self._list(2, stop)
        if stopped:  # one answer and no proof: the front end says the run was interrupted
            raise KeyboardInterrupt
        return Found(found, complete or len(found) == 2, engine="exact")

    def count(self, task, stop=None) -> Found:
        kept, complete, stopped = self._list(self.keep, stop)
        if stopped:  # Ctrl-C while listing the answers kept: they are counted
            return Found(kept, False, count=len(kept), engine="exact", interrupted=True)
        if complete:  # every answer listed: counted
            return Found(kept, True, count=len(kept), engine="exact")
        progress = (lambda n, nodes, done: task.on_progress(n, done)) if task.on_progress else None
        # keeping more than two answers, the count stops at half the time left too: the rest is for checking and
        # printing them (run to the deadline, --count -n 5 -t 2 on an empty Sudoku showed one of the five)
        keeps = task.keep is None or task.keep > 2
        deadline = (self.options.listing(self.keep, self.cells) if keeps else self.options).deadline
        try:
            n, complete = self.engine.count(task.limit, deadline=deadline, workers=self.options.workers,
                                            on_progress=progress, stop=stop)
        except KeyboardInterrupt as exc:  # Ctrl-C: the count so far
            if not hasattr(exc, "partial"):
                raise
            return Found(kept, False, count=max(exc.partial[0], len(kept)), engine="exact", interrupted=True)
        return Found(kept[:task.keep] if task.keep else kept, complete, count=max(n, len(kept)), engine="exact")

    def forced(self, task) -> Found:
        covers, complete = self._covers(2)
        if len(covers) < 2:
            answers = [self.decode(c) for c in covers]
            return Found(answers, complete or bool(covers), forced=answers[0] if answers else None, engine="exact")
        first = covers[0]
        opts, at = self._options, self._starts
        alone = _alone(opts if at is None else [opts[at[k]:at[k + 1]] for k in range(len(at) - 1)])
        forced = {k for k in first if k in alone}  # the only option of an item: in every cover
        open_options, complete = set(first) & set(covers[1]) - forced, True
        for k in first:
            if k not in open_options:
                continue
            other, settled = self._covers(1, self.engine.without([k]))
            if other:  # options the other cover lacks are free
                open_options &= set(other[0])
            elif settled:
                forced.add(k)
            else:  # the deadline: options not yet shown free are shown as forced, unproven
                forced |= open_options
                complete = False
                break
        return Found([self.decode(first)], complete, forced=self.forced_part(first, forced), engine="exact")


def _alone(options: list) -> set:
    """The options that are the only option of one of their items."""
    seen: dict = {}
    for k, items in enumerate(options):
        for item in items:
            seen[item] = -1 if item in seen else k
    return {k for k in seen.values() if k >= 0}


__all__ = ["CoverTasks", "GRID_BYTES_PER_CELL"]
