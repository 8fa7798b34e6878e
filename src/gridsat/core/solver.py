"""One CP-SAT session used by every gridsat puzzle.

A :class:`Session` holds a CP-SAT model and the *decision literals* that
identify a solution (one boolean per placement, per shaded cell, ...).  It
solves with :class:`SolverOptions` (time limit in seconds, workers, seed and any
CP-SAT parameter as ``name:value,...`` like OR-Tools' own ``--params``), and
offers what every puzzle needs on top of one solve: enumeration of several
solutions, forbidding a found solution, and an honest uniqueness verdict.

Statuses are honest: ``infeasible`` only when CP-SAT proved it, ``unknown``
when a limit stopped the search first.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from enum import Enum
from typing import Callable, Iterable, Mapping, Sequence

from google.protobuf import text_format
from ortools.sat import sat_parameters_pb2
from ortools.sat.python import cp_model

from .errors import PuzzleInputError


class Status(str, Enum):
    """Outcome of a solve.

    * ``solved`` -- a solution was found (for an optimisation model see
      ``Outcome.optimal`` for whether it is proven optimal);
    * ``infeasible`` -- CP-SAT proved there is no solution;
    * ``unknown`` -- a limit (time, solution count) stopped the search first.
    """

    SOLVED = "solved"
    INFEASIBLE = "infeasible"
    UNKNOWN = "unknown"

    def __str__(self) -> str:  # "solved", not "Status.SOLVED"
        return self.value


class Uniqueness(str, Enum):
    """Verdict of a uniqueness check: ``unique`` (proven), ``not_unique``
    (a second solution is the witness), ``unknown`` (limit reached), or
    ``no_solution`` (proven infeasible)."""

    UNIQUE = "unique"
    NOT_UNIQUE = "not_unique"
    UNKNOWN = "unknown"
    NO_SOLUTION = "no_solution"

    def __str__(self) -> str:
        return self.value


def parse_params(text: str) -> sat_parameters_pb2.SatParameters:
    """Parse CP-SAT parameters written as ``name:value,name:value`` (the
    protobuf text format OR-Tools' ``--params`` flag takes; ``,`` or space
    separate fields).

    Raises:
        PuzzleInputError: unknown parameter name or bad value, quoting
            CP-SAT's own message.
    """
    params = sat_parameters_pb2.SatParameters()
    try:
        text_format.Merge(text or "", params)
    except text_format.ParseError as exc:
        raise PuzzleInputError(f"bad CP-SAT parameters {text!r}: {exc}") from None
    return params


def _text_value(value) -> str:
    """A parameter value in protobuf text format (bools lower-case, enums by name)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


#: CP-SAT parameters for pure exact-cover models (packing, calendar), chosen
#: by measurement (benchmarks/pack.py): one worker running the portfolio of
#: search strategies in turn beats CP-SAT's defaults (2 workers on 2 cores)
#: 2-7x and a single fixed strategy on the harder boxes.
EXACT_COVER_PARAMETERS = {"num_workers": 1, "search_branching": "PORTFOLIO_SEARCH"}


#: Largest random seed CP-SAT takes (its ``random_seed`` is a 32-bit integer).
MAX_SEED = 2**31 - 1


@dataclass
class SolverOptions:
    """What a user may set on a solve.

    Attributes:
        time_limit: wall-clock limit in seconds for the whole call (a
            uniqueness check or an enumeration shares it); None = no limit.
        workers: CP-SAT ``num_workers``; None = the model's measured default.
        seed: CP-SAT ``random_seed``; None = CP-SAT's default.
        params: extra CP-SAT parameters, ``"name:value,..."``; applied last,
            so they override everything else.
        log: print CP-SAT's search log.
    """

    time_limit: float | None = None
    workers: int | None = None
    seed: int | None = None
    params: str = ""
    log: bool = False

    def __post_init__(self):
        if self.time_limit is not None and not self.time_limit > 0:
            raise PuzzleInputError(f"time limit must be a positive number of seconds, got {self.time_limit}")
        if self.workers is not None and self.workers < 1:
            raise PuzzleInputError(f"workers must be at least 1, got {self.workers}")
        if self.seed is not None and not 0 <= self.seed <= MAX_SEED:
            raise PuzzleInputError(f"seed must be a whole number from 0 to {MAX_SEED}, got {self.seed}")
        parse_params(self.params)  # fail early on a bad parameter string

    def configure(self, solver: cp_model.CpSolver, defaults: Mapping[str, object] | None = None,
                  time_left: float | None = None) -> None:
        """Set ``solver``'s parameters: model defaults, then these options,
        then ``params``.  ``time_left`` (seconds) caps the time limit."""
        p = solver.parameters
        if defaults:
            p.merge_text_format(" ".join(f"{k}:{_text_value(v)}" for k, v in defaults.items()))
        limit = self.time_limit if time_left is None else time_left
        if limit is not None:
            p.max_time_in_seconds = max(limit, 1e-3)
        if self.workers is not None:
            p.num_workers = self.workers
        if self.seed is not None:
            p.random_seed = self.seed
        p.log_search_progress = self.log
        if self.params:
            p.merge_text_format(text_format.MessageToString(parse_params(self.params), as_one_line=True))


@dataclass
class Outcome:
    """Result of one solve.

    Attributes:
        status: :class:`Status`.
        seconds: wall time of the solve (s).
        values: values of the session's decision variables (``list[int]``),
            or None without a solution.
        objective: objective value, None without objective or solution.
        bound: best proven bound on the objective, None without objective.
        optimal: True when the solution is proven optimal (always True for a
            solved model without objective).
    """

    status: Status
    seconds: float
    values: list | None = None
    objective: float | None = None
    bound: float | None = None
    optimal: bool = False


@dataclass
class UniquenessOutcome:
    """Result of :meth:`Session.uniqueness`.

    Attributes:
        verdict: :class:`Uniqueness`.
        first, second: decision values of the first and (if not unique)
            second solution.
        seconds: total wall time (s).
    """

    verdict: Uniqueness
    first: list | None
    second: list | None
    seconds: float


@dataclass
class Backbone:
    """Result of :meth:`Session.backbone`.

    Attributes:
        forced: one bool per decision variable: True when the variable takes
            its value in ``first`` in every solution (proven, when
            ``complete``).
        first: decision values of the reference solution.
        complete: False when the time limit stopped the proof; then
            ``forced`` marks variables not yet shown to vary (an
            over-approximation, not a proof).
        solves: number of CP-SAT calls used.
        seconds: wall time (s).
    """

    forced: list
    first: list
    complete: bool
    solves: int
    seconds: float


@dataclass
class Enumeration:
    """Result of :meth:`Session.enumerate`.

    Attributes:
        solutions: decision values of each solution found (``list[list[int]]``;
            only kept up to ``keep``).
        count: number of solutions found.
        complete: True when the search proved there are no more.
        seconds: wall time (s).
    """

    solutions: list
    count: int
    complete: bool
    seconds: float


class _Collector(cp_model.CpSolverSolutionCallback):
    def __init__(self, decision, limit, keep, on_solution):
        super().__init__()
        self._decision = decision
        self._limit = limit
        self._keep = keep
        self._on_solution = on_solution
        self.solutions: list = []
        self.count = 0
        self.hit_limit = False

    def on_solution_callback(self):
        self.count += 1
        if self._keep is None or len(self.solutions) < self._keep:
            self.solutions.append([self.value(v) for v in self._decision])
        if self._on_solution is not None:
            self._on_solution(self.count)
        if self._limit is not None and self.count >= self._limit:
            self.hit_limit = True
            self.stop_search()


class Session:
    """A CP-SAT model plus the variables that identify a solution.

    Args:
        model: the ``cp_model.CpModel`` (the session may add nogood clauses).
        decision: the variables whose values are a solution (``Sequence`` of
            CP-SAT ``IntVar``; booleans for :meth:`forbid`).
        options: :class:`SolverOptions` (None = defaults).
        defaults: CP-SAT parameters this model runs best with, chosen by
            measurement (e.g. ``{"num_workers": 1}``); options override them.
    """

    def __init__(self, model: cp_model.CpModel, decision: Sequence, options: SolverOptions | None = None,
                 defaults: Mapping[str, object] | None = None):
        self.model = model
        self.decision = list(decision)
        self.options = options or SolverOptions()
        self.defaults = dict(defaults or {})
        self._started = time.perf_counter()

    # -- time budget --------------------------------------------------
    def restart_clock(self) -> None:
        """Start the shared time budget now (``options.time_limit`` seconds)."""
        self._started = time.perf_counter()

    def time_left(self) -> float | None:
        """Seconds left of ``options.time_limit`` since the clock started (None = no limit)."""
        if self.options.time_limit is None:
            return None
        return self.options.time_limit - (time.perf_counter() - self._started)

    def _solver(self, extra: Mapping[str, object] | None = None) -> cp_model.CpSolver:
        solver = cp_model.CpSolver()
        self.options.configure(solver, {**self.defaults, **(extra or {})}, self.time_left())
        return solver

    # -- solving ------------------------------------------------------
    def solve(self) -> Outcome:
        """Solve once within the time left; see :class:`Outcome`."""
        left = self.time_left()
        if left is not None and left <= 0:
            return Outcome(Status.UNKNOWN, 0.0)
        solver = self._solver()
        t0 = time.perf_counter()
        code = solver.solve(self.model)
        seconds = time.perf_counter() - t0
        has_objective = self.model.has_objective()
        if code in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            values = [solver.value(v) for v in self.decision]
            obj = solver.objective_value if has_objective else None
            bound = solver.best_objective_bound if has_objective else None
            return Outcome(Status.SOLVED, seconds, values, obj, bound, code == cp_model.OPTIMAL)
        if code == cp_model.INFEASIBLE:
            return Outcome(Status.INFEASIBLE, seconds)
        if code == cp_model.MODEL_INVALID:
            problem = self.model.validate()
            if not problem:  # the model is sound: CP-SAT refused the user's parameters
                raise PuzzleInputError(f"CP-SAT rejected the parameters {self.options.params!r}"
                                       if self.options.params else "CP-SAT rejected the solver parameters")
            raise RuntimeError(f"CP-SAT rejected the model (a gridsat bug): {problem}")
        return Outcome(Status.UNKNOWN, seconds)

    def forbid(self, values: Sequence[int]) -> None:
        """Add a clause that excludes the assignment ``values`` of the
        (boolean) decision variables; other solutions stay feasible."""
        lits = [v.Not() if val else v for v, val in zip(self.decision, values)]
        self.model.add_bool_or(lits)

    def uniqueness(self, first: Sequence[int] | None = None) -> UniquenessOutcome:
        """Is the solution unique?  Solve (unless ``first`` is given), forbid
        that solution, solve again; the time limit covers both solves.

        Returns:
            :class:`UniquenessOutcome`: ``unique`` only when the second solve
            proved infeasibility, ``not_unique`` with the second solution,
            ``unknown`` when time ran out, ``no_solution`` when the puzzle is
            proven infeasible.
        """
        t0 = time.perf_counter()
        if first is None:
            out = self.solve()
            if out.status is Status.INFEASIBLE:
                return UniquenessOutcome(Uniqueness.NO_SOLUTION, None, None, time.perf_counter() - t0)
            if out.status is Status.UNKNOWN:
                return UniquenessOutcome(Uniqueness.UNKNOWN, None, None, time.perf_counter() - t0)
            first = out.values
        self.forbid(first)
        second = self.solve()
        seconds = time.perf_counter() - t0
        if second.status is Status.INFEASIBLE:
            return UniquenessOutcome(Uniqueness.UNIQUE, list(first), None, seconds)
        if second.status is Status.SOLVED:
            return UniquenessOutcome(Uniqueness.NOT_UNIQUE, list(first), second.values, seconds)
        return UniquenessOutcome(Uniqueness.UNKNOWN, list(first), None, seconds)

    def backbone(self, first: Sequence[int] | None = None) -> Backbone | None:
        """Which decision variables are the same in every solution.

        Without one solve per variable: each solve asks for a solution that
        differs from ``first`` on at least one still-candidate variable (a
        clause switched on by an assumption literal), and drops every
        variable that solution flips -- often many at once.  When no such
        solution exists, the remaining candidates are proven forced.

        Returns:
            :class:`Backbone`, or None when the model has no solution
            (infeasible or unknown within the time limit).
        """
        t0 = time.perf_counter()
        solves = 0
        if first is None:
            out = self.solve()
            solves += 1
            if out.status is not Status.SOLVED:
                return None
            first = out.values
        first = list(first)
        candidates = set(range(len(self.decision)))
        complete = False
        while candidates:
            switch = self.model.new_bool_var(f"backbone_probe_{solves}")
            lits = [self.decision[i].Not() if first[i] else self.decision[i] for i in sorted(candidates)]
            self.model.add_bool_or(lits).only_enforce_if(switch)
            self.model.clear_assumptions()
            self.model.add_assumptions([switch])
            out = self.solve()
            solves += 1
            self.model.clear_assumptions()
            self.model.add(switch == 0)  # retire this probe's clause
            if out.status is Status.INFEASIBLE:
                complete = True
                break
            if out.status is Status.UNKNOWN:
                break
            candidates -= {i for i in candidates if out.values[i] != first[i]}
        else:
            complete = True
        forced = [i in candidates for i in range(len(self.decision))]
        return Backbone(forced, first, complete, solves, time.perf_counter() - t0)

    def enumerate(self, limit: int | None = None, keep: int | None = None,
                  on_solution: Callable[[int], None] | None = None) -> Enumeration:
        """Enumerate solutions with CP-SAT's ``enumerate_all_solutions``.

        Always one worker: with several, CP-SAT reports duplicate solutions
        (measured: 13 for the 3x20 pentomino box, whose true count is 8).

        Args:
            limit: stop after this many solutions (None = all).
            keep: keep the values of at most this many (None = all).
            on_solution: called with the running count after each solution.

        Returns:
            :class:`Enumeration`; ``complete`` is True only when CP-SAT
            proved there is no further solution.
        """
        t0 = time.perf_counter()
        left = self.time_left()
        if left is not None and left <= 0:
            return Enumeration([], 0, False, 0.0)
        solver = self._solver({"enumerate_all_solutions": True})
        solver.parameters.num_workers = 1
        collector = _Collector(self.decision, limit, keep, on_solution)
        code = solver.solve(self.model, collector)
        complete = code in (cp_model.OPTIMAL, cp_model.INFEASIBLE) and not collector.hit_limit
        return Enumeration(collector.solutions, collector.count, complete, time.perf_counter() - t0)

    def solutions(self, n: int) -> Iterable[Outcome]:
        """Up to ``n`` different solutions, one solve each, forbidding each
        found solution before the next solve (works with any workers and
        objective).  Stops early at the first non-solved outcome, which is
        yielded too so a caller can tell ``infeasible`` (no more) from
        ``unknown``."""
        for _ in range(n):
            out = self.solve()
            yield out
            if out.status is not Status.SOLVED:
                return
            self.forbid(out.values)
