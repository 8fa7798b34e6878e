"""Exact-cover tasks on gridsat's exact-cover engine
(:class:`~gridsat.engines.cover.CoverEngine`): a first cover, several, a
count, uniqueness.  Answers are sorted 0-based option indices; the runner
(:func:`gridsat.core.task.run_task`) checks every one with
:func:`~gridsat.puzzles.cover.check.check_cover`."""

from __future__ import annotations

from ...core.task import Found
from .problem import CoverProblem


class CoverSolver:
    """The tasks of :mod:`gridsat.core.task` on one problem.

    Args:
        problem: the :class:`~gridsat.puzzles.cover.problem.CoverProblem`.
        options: started :class:`~gridsat.core.options.SolverOptions`
            (deadline, counting threads).

    Raises:
        PuzzleInputError: a problem too large for the engine (memory limit).
    """

    def __init__(self, problem: CoverProblem, options):
        from ...engines.cover import CoverEngine

        self.engine = CoverEngine(problem.options, problem.primary, problem.secondary)
        self.options = options

    def _list(self, want: int):
        search = self.engine.iter(want, deadline=self.options.deadline)
        return list(search), bool(search.complete)

    def solve(self, task) -> Found:
        found, complete = self._list(1)
        return Found(found, complete or bool(found), engine="exact")

    def solutions(self, task) -> Found:
        found, complete = self._list(task.n + 1)  # one more: are there more?
        return Found(found[:task.n], complete and len(found) <= task.n, engine="exact")

    def unique(self, task) -> Found:
        found, complete = self._list(2)
        return Found(found, complete or len(found) == 2, engine="exact")

    def count(self, task) -> Found:
        deadline = self.options.deadline
        kept = list(self.engine.iter(task.keep, deadline=deadline))
        progress = (lambda n, nodes, done: task.on_progress(n, done)) if task.on_progress else None
        count, complete = self.engine.count(task.limit, deadline=deadline, workers=self.options.workers,
                                            on_progress=progress)
        return Found(kept, complete, count=count, engine="exact")


__all__ = ["CoverSolver"]
