"""A 0-1 linear model solved by SCIP (shipped in the OR-Tools wheel, through
``ortools.linear_solver.pywraplp``), as a
:class:`~gridsat.core.session.SolverSession`: honest statuses --
``infeasible`` only when SCIP proves it, a time-out is ``unknown``."""

from __future__ import annotations

import os
import sys
import time
from contextlib import contextmanager
from typing import Sequence

from ..core.errors import PuzzleInputError
from ..core.settings import engine_words, spelled
from ..core.options import SolverOptions
from ..core.session import Outcome, SolverSession
from ..core.status import Status


@contextmanager
def _log_on_stderr(log: bool):
    """While SCIP solves with ``--log``: its log, which it prints on the process's standard output (file
    descriptor 1), goes to standard error, as every search log does -- it came before ``--json``'s answer on
    stdout, which no longer parsed."""
    if not log:
        yield
        return
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    saved = os.dup(1)
    try:
        os.dup2(2, 1)
        yield
    finally:
        try:  # what the C library still holds for descriptor 1 is written while it is standard error
            import ctypes

            ctypes.CDLL(None).fflush(None)
        except (OSError, AttributeError, TypeError):  # no C library by that name (Windows): SCIP flushes its lines
            pass
        os.dup2(saved, 1)
        os.close(saved)


class MipSession(SolverSession):
    """Binary variables ``x[0..n-1]`` and linear rows, solved by SCIP.

    Args:
        rows: ``(terms, op, rhs)`` with ``terms`` a list of ``(index,
            coefficient)`` and ``op`` one of ``"="``, ``"<="``, ``">="``.
        n: number of binary variables.
        options: :class:`~gridsat.core.options.SolverOptions`; the time limit
            is honoured, ``workers`` and ``seed`` do not apply (SCIP runs on
            one thread here).
        objective: ``(coefficients, "max"|"min")`` or None.

    Raises:
        PuzzleInputError: CP-SAT ``--params`` given (they do not apply), or an
            OR-Tools build without SCIP.
    """

    def __init__(self, rows, n: int, options: SolverOptions | None = None, objective=None):
        from ortools.linear_solver import pywraplp

        if options is not None and options.params:
            raise PuzzleInputError(f"{spelled('--params', 'params')} sets CP-SAT parameters; it does not apply to the "
                                   "scip engine")
        self._pywraplp = pywraplp
        self.solver = pywraplp.Solver.CreateSolver("SCIP")
        if self.solver is None:  # an OR-Tools build without SCIP
            raise PuzzleInputError(f"this OR-Tools build has no SCIP; use {engine_words('cpsat')}")
        x = [self.solver.BoolVar(f"x{i}") for i in range(n)]
        super().__init__(x, options)
        inf = self.solver.infinity()
        for terms, op, rhs, *_ in rows:  # a fourth field, if any, names the rule
            lo, hi = {"=": (rhs, rhs), "<=": (-inf, rhs), ">=": (rhs, inf)}[op]
            ct = self.solver.Constraint(lo, hi)
            for i, a in terms:
                ct.SetCoefficient(x[i], a)
        self.has_objective = objective is not None
        if objective is not None:
            coefs, sense = objective
            obj = self.solver.Objective()
            for v, a in zip(x, coefs):
                if a:
                    obj.SetCoefficient(v, a)
            obj.SetMaximization() if sense == "max" else obj.SetMinimization()
        if self.options.log:
            self.solver.EnableOutput()

    def solve(self) -> Outcome:
        left = self.time_left()
        if left is not None and left <= 0:
            return Outcome(Status.UNKNOWN, 0.0)
        if left is not None:
            self.solver.SetTimeLimit(max(1, int(left * 1000)))
        t0 = time.perf_counter()
        with _log_on_stderr(self.options.log):
            code = self.solver.Solve()
        seconds = time.perf_counter() - t0
        S = self._pywraplp.Solver
        if code in (S.OPTIMAL, S.FEASIBLE):
            values = [int(round(v.solution_value())) for v in self.decision]
            obj = bound = None
            if self.has_objective:
                obj = self.solver.Objective().Value()
                bound = self.solver.Objective().BestBound()
            return Outcome(Status.SOLVED, seconds, values, obj, bound, code == S.OPTIMAL)
        if code == S.INFEASIBLE:
            return Outcome(Status.INFEASIBLE, seconds)
        return Outcome(Status.UNKNOWN, seconds)

    def forbid(self, values: Sequence[int]) -> None:
        """Exclude one assignment: at most ``k - 1`` of its ``k`` ones (the
        solutions of these models have a fixed number of ones, so that
        excludes exactly this one)."""
        self._forbid(values)

    def _forbid(self, values: Sequence[int]):
        chosen = [v for v, val in zip(self.decision, self.assignment(values)) if val]
        ct = self.solver.Constraint(-self.solver.infinity(), len(chosen) - 1)
        for v in chosen:
            ct.SetCoefficient(v, 1)
        return ct

    @contextmanager
    def forbidding(self):
        """:meth:`~gridsat.core.session.SolverSession.forbidding`: each constraint added is relaxed to hold
        always (its bound lifted) when the block ends."""
        added = []
        try:
            yield lambda values: added.append(self._forbid(values))
        finally:
            for ct in added:
                ct.SetUb(self.solver.infinity())


__all__ = ["MipSession"]
