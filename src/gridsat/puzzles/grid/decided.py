"""The tasks on a puzzle its deductions have settled: a grid genre whose
deductions (rules that hold in every answer) decide every cell has at most
one answer, that grid, and exactly one when the grid keeps every rule; when
they contradict themselves, or the one grid they leave breaks a rule, there
is none.  Either way no search is left to make (the Nurikabe boards of 5x5
to 13x20 whose deductions decide them: 1-50 ms against CP-SAT's 6-90 ms).
"""

from __future__ import annotations

from ...core.task import Found, Task


class DecidedSolver:
    """The five tasks (see :mod:`gridsat.core.task`) answered from the
    deductions alone.

    Args:
        grid: the answer (rows of the genre's values), every cell decided
            and every rule kept (the caller checks it with the genre's
            checker); None: no answer exists.
        engine: the engine name results give (``logic``).
    """

    def __init__(self, grid, engine: str = "logic"):
        self.grid, self.engine = grid, engine

    def _found(self, task: Task) -> Found:
        answers = [] if self.grid is None else [self.grid]
        return Found(answers, True, engine=self.engine,
                     count=len(answers) if task.what == "count" else None)

    def solve(self, task: Task) -> Found:
        return self._found(task)

    def solutions(self, task: Task) -> Found:
        return self._found(task)

    def count(self, task: Task) -> Found:
        return self._found(task)

    def unique(self, task: Task) -> Found:
        return self._found(task)

    def forced(self, task: Task) -> Found:
        found = self._found(task)
        found.forced = found.answers[0] if found.answers else None  # one answer: all of it is forced
        return found


__all__ = ["DecidedSolver"]
