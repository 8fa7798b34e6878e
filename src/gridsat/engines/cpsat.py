"""CP-SAT sessions: a model plus its decision variables, solved honestly.

:class:`CpSatSession` implements :class:`~gridsat.core.session.SolverSession`
on a ``cp_model.CpModel``; on top of solve / forbid / uniqueness it
enumerates solutions with CP-SAT's own enumeration and finds forced
variables (the backbone) with assumption literals.
:class:`CutLoopSession` adds constraints lazily: solve, ask a separation
function which constraints the solution breaks, add them, solve again.

Options (:class:`~gridsat.core.options.SolverOptions`): the time limit is the
run's shared deadline, ``workers`` and ``seed`` map to ``num_workers`` and
``random_seed``, ``params`` is any CP-SAT parameter in OR-Tools' ``--params``
syntax (applied last), and the search log goes to stderr.

Ctrl-C: CP-SAT's own SIGINT handler is always off (``catch_sigint_signal``):
it runs unsafe work inside the signal handler (a process hung for good when
Ctrl-C came at the wrong moment) and turns Ctrl-C into a plain early stop
that looks like the time limit.  Instead every solve runs through
:func:`~gridsat.engines.interrupt.interruptible`: Python sees the Ctrl-C, the
solve is stopped with ``stop_search``, and ``KeyboardInterrupt`` is raised.
"""

from __future__ import annotations

import contextlib
import threading
import time
from typing import Callable, Mapping, Sequence

from ortools.sat.python import cp_model

from ..core.errors import PuzzleInputError
from ..core.options import SolverOptions, keeps_back
from ..core.session import Backbone, Enumeration, Outcome, SolverSession, wanted
from ..core.status import Status
from .cover_input import progress_callback, whole_count
from .cpsat_params import EXACT_COVER_PARAMETERS, configure, parse_params
from .interrupt import interruptible

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


#: Seconds per model variable that CP-SAT spends copying and loading a model
#: before its time limit applies (measured: 970,144 placement booleans of a
#: 126x126 pentomino box, 0.5 s limit: 1.88 s, so 1.4 s of loading).
LOAD_SECONDS_PER_VARIABLE = 1.5e-6


class CpSatSession(SolverSession):
    """A CP-SAT model plus the variables that identify a solution.

    Args:
        model: the ``cp_model.CpModel`` (the session may add clauses to it).
        decision: the variables whose values are a solution (CP-SAT
            ``IntVar``; booleans for :meth:`forbid`).
        options: :class:`~gridsat.core.options.SolverOptions` (None = defaults).
        defaults: CP-SAT parameters this model runs best with, chosen by
            measurement (e.g. ``{"num_workers": 1}``); options override them.

    Attributes:
        one_to_one: every model solution is a different answer (no other variable free once ``decision`` is set),
            so :meth:`enumerate` may count CP-SAT's own enumeration; False (a model with free auxiliary variables,
            or lazy cuts), it counts answers one solve each instead (CP-SAT's count 108 for a unique Yin-Yang).
            None (the default): True only when every variable of the model is a decision variable (a grid
            kind's session counted model solutions: 4 for a unique LITS, 131,712 for a Nurikabe of 2 answers);
            a model whose other variables follow from ``decision`` says True itself.
    """

    one_to_one: bool | None = None

    def __init__(self, model: cp_model.CpModel, decision: Sequence, options: SolverOptions | None = None,
                 defaults: Mapping[str, object] | None = None):
        super().__init__(decision, options)
        self.model = model
        self.defaults = dict(defaults or {})
        self._lock = threading.Lock()
        self._running: cp_model.CpSolver | None = None
        self._returned = threading.Event()
        self._stopped = False
        self._switches = 0  # variables made to switch a probe's or enumeration's clauses on, each retired (fixed 0)

    def stop(self) -> None:
        """Stop the running :meth:`solve` (it returns ``unknown``) and make
        every later one return ``unknown`` at once.  Safe to call from
        another thread (a race stops CP-SAT when another engine answered);
        returns when the running solve has returned.  CP-SAT ignores a stop
        request that comes before its search is set up, so the request is
        repeated every 10 ms until the solve returns."""
        with self._lock:
            self._stopped = True
            solver = self._running
        while solver is not None:
            solver.stop_search()
            if self._returned.wait(0.01):
                break

    def load_seconds(self) -> float:
        """Seconds CP-SAT spends loading the model before it first looks at
        the clock (estimated from its size, :data:`LOAD_SECONDS_PER_VARIABLE`)."""
        return LOAD_SECONDS_PER_VARIABLE * len(self.model.proto.variables)

    def time_left(self) -> float | None:
        """Seconds CP-SAT may search: the run's time left less :meth:`load_seconds`
        (None = no limit), so that the limit holds with the loading."""
        left = self.options.left()
        return None if left is None else left - self.load_seconds()

    def _solver(self, extra: Mapping[str, object] | None = None) -> cp_model.CpSolver:
        solver = cp_model.CpSolver()
        configure(solver, self.options, {**self.defaults, **(extra or {})}, self.time_left())
        return solver

    def _run(self, solver: cp_model.CpSolver, callback=None):
        """``solver.solve(model, callback)``: CP-SAT's status code, or None
        when :meth:`stop` came first.  :meth:`stop` and Ctrl-C can stop it.

        Raises:
            KeyboardInterrupt: Ctrl-C, once CP-SAT has returned.
        """
        with self._lock:
            if self._stopped:
                return None
            self._running = solver
            self._returned.clear()
        try:
            return interruptible(lambda: solver.solve(self.model, callback), solver.stop_search)
        except KeyboardInterrupt as exc:  # the stopped solve's status code is no partial answer: its callers add
            # theirs (a Ctrl-C in the first solve of a uniqueness proof or backbone handed the code on as the answer
            # found so far: 'hint --steps' met AttributeError "'CpSolverStatus' object has no attribute 'first'")
            exc.__dict__.pop("partial", None)
            raise
        finally:
            with self._lock:
                self._running = None
                self._returned.set()

    def solve(self) -> Outcome:
        """Solve once within the time left; see :class:`~gridsat.core.session.Outcome`.

        Raises:
            PuzzleInputError: CP-SAT refused the user's ``--params``.
            KeyboardInterrupt: Ctrl-C stopped the solve.
        """
        left = self.time_left()
        if left is not None and left <= 0:
            return Outcome(Status.UNKNOWN, 0.0)
        solver = self._solver()
        t0 = time.perf_counter()
        code = self._run(solver)
        if code is None:
            return Outcome(Status.UNKNOWN, 0.0)
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
        self.model.add_bool_or(self._differing(values))

    def _differing(self, values: Sequence[int], among=None) -> list:
        """Literals one of which holds wherever an assignment differs from ``values`` on ``among`` (None: any)."""
        values = self.assignment(values)
        return [self.decision[i].Not() if values[i] else self.decision[i]
                for i in (range(len(values)) if among is None else sorted(among))]

    @contextlib.contextmanager
    def forbidding(self):
        """:meth:`~gridsat.core.session.SolverSession.forbidding`: each clause is switched on by a literal assumed
        while the block runs, which is fixed false (retired) when it ends; other assumptions are kept."""
        self._switches, switch = self._switches + 1, self.model.new_bool_var("forbidding")  # (see answers_one_to_one)
        self.model.proto.assumptions.append(switch.index)

        def forbid(values: Sequence[int], among=None) -> None:  # among: the variables it must differ on (all)
            self.model.add_bool_or(self._differing(values, among)).only_enforce_if(switch)

        try:
            yield forbid
        finally:
            kept = [lit for lit in self.model.proto.assumptions if lit != switch.index]
            self.model.proto.assumptions.clear()
            self.model.proto.assumptions.extend(kept)  # (the caller's own assumptions are kept)
            self.model.add(switch == 0)

    def backbone(self, first: Sequence[int] | None = None) -> Backbone | None:
        """Which decision variables are the same in every solution.

        Without one solve per variable: each solve asks for a solution that
        differs from ``first`` on at least one still-candidate variable (a
        clause switched on by an assumption literal), and drops every
        variable that solution flips -- often many at once.  When no such
        solution exists, the remaining candidates are proven forced.

        Returns:
            :class:`~gridsat.core.session.Backbone`, or None when the model
            has no solution (infeasible or unknown within the time limit).

        Raises:
            KeyboardInterrupt: Ctrl-C; once an answer is found, with
                ``partial`` (a Backbone not complete, as the time limit leaves it).
        """
        t0 = time.perf_counter()
        solves = 0
        if first is None:
            out = self.solve()
            solves += 1
            if out.status is not Status.SOLVED:
                return None
            first = out.values
        first = self.assignment(first)  # (first[i] raised IndexError for a short one; a long one was cut)
        candidates = set(range(len(self.decision)))
        complete = False
        with self.forbidding() as differ:  # (an earlier probe's clause is implied by a later one's)
            while candidates:
                differ(first, among=candidates)
                try:
                    out = self.solve()
                except KeyboardInterrupt as exc:  # Ctrl-C: the answer and what is not yet seen to vary go with it
                    exc.partial = Backbone([i in candidates for i in range(len(self.decision))], first, False,
                                           solves, time.perf_counter() - t0)
                    raise
                solves += 1
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
            :class:`~gridsat.core.session.Enumeration` of every solution, whatever the model's objective (each
            solve of a model with one finds an optimal solution of those not yet found); ``complete`` is True
            only when CP-SAT proved there is no further solution.

        Raises:
            TypeError, PuzzleInputError: ``limit`` not a whole number, or
                below 1 (CP-SAT stops after the solution that reaches it: a
                limit of 0 gave one solution, 1.5 gave two); ``keep`` not a
                whole number, or below 0; ``on_solution`` not a function.
            KeyboardInterrupt: Ctrl-C; ``partial`` is the Enumeration so far.
        """
        limit = whole_count(limit, "limit")
        keep = wanted(keep, "keep", none=True, least=0)  # -1 kept none, unsaid
        on_solution = progress_callback(on_solution, "on_solution")  # 5 met "'int' object is not callable" in
        if not self.answers_one_to_one() or self.model.has_objective():  # the search's callback; with an objective
            # CP-SAT's enumeration reports only its improving solutions (a Domino Fit session with max-vertical
            # counted 3 of a 4x4's 36 tilings, complete), so every answer is found one solve each
            return self._enumerate_answers(limit, keep, on_solution)
        t0 = time.perf_counter()
        left = self.time_left()
        if left is not None and left <= 0:
            return Enumeration([], 0, False, 0.0)
        solver = self._solver({"enumerate_all_solutions": True})
        solver.parameters.num_workers = 1
        if left is not None and keeps_back(limit, keep):  # half the time left, the rest for checking and printing
            # what it found (run to the deadline, -n 5000 -t 4 kept one answer; a count, -n 5 -t 2 showed one)
            solver.parameters.max_time_in_seconds = min(solver.parameters.max_time_in_seconds, max(left / 2, 0.0))
        collector = _Collector(self.decision, limit, keep, on_solution)
        try:
            code = self._run(solver, collector)
        except KeyboardInterrupt as exc:  # the solutions so far go with it
            exc.partial = Enumeration(collector.solutions, collector.count, False, time.perf_counter() - t0)
            raise
        complete = code in (cp_model.OPTIMAL, cp_model.INFEASIBLE) and not collector.hit_limit
        return Enumeration(collector.solutions, collector.count, complete, time.perf_counter() - t0)


    def answers_one_to_one(self) -> bool:
        """:attr:`one_to_one`, or when None whether the model has no variable besides the decision variables."""
        if self.one_to_one is not None:
            return bool(self.one_to_one)
        # (a retired switch is fixed, so it adds no solution: after a backbone the model's own enumeration is right)
        return len(self.model.proto.variables) - self._switches <= len({v.index for v in self.decision})

    def _enumerate_answers(self, limit, keep, on_solution) -> Enumeration:
        """:meth:`enumerate` one solve per answer, each found answer forbidden by a clause that holds only while
        this enumeration runs (the model is left as it was)."""
        t0, found, count, complete = time.perf_counter(), [], 0, False
        with self.forbidding() as forbid:
            try:
                while limit is None or count < limit:
                    out = self.solve()
                    if out.status is not Status.SOLVED:
                        complete = out.status is Status.INFEASIBLE
                        break
                    count += 1
                    if keep is None or len(found) < keep:
                        found.append(out.values)
                    if on_solution is not None:
                        on_solution(count)
                    forbid(out.values)
            except KeyboardInterrupt as exc:  # the answers so far go with it
                exc.partial = Enumeration(found, count, False, time.perf_counter() - t0)
                raise
        return Enumeration(found, count, complete, time.perf_counter() - t0)


class CutLoopSession(CpSatSession):
    """A CP-SAT session whose :meth:`solve` adds constraints lazily: after
    each solve, ``separate(values)`` returns the clauses the solution breaks
    (each a list of literals, at least one of which must hold); they are
    added and CP-SAT solves again, warm-started from the last solution, until
    a solution breaks none (or the model is infeasible, or time is up).

    Every clause must hold in every true solution (a *valid cut*), so the cuts
    stay in the model and uniqueness, backbone and enumeration by
    :meth:`solutions` work unchanged.

    Args:
        separate: ``values -> list of clauses`` (lists of CP-SAT literals);
            an empty list accepts the solution.
        model, decision, options, defaults: as :class:`CpSatSession`.

    Attributes:
        rounds: CP-SAT solves made so far.
        cuts: clauses added so far.
    """

    one_to_one = False  # CP-SAT's own enumeration would add no cut: it counted answers the cuts refuse

    def __init__(self, model, decision, options=None, defaults=None, *,
                 separate: Callable[[list], list]):
        super().__init__(model, decision, options, defaults)
        self.separate = separate
        self.rounds = 0
        self.cuts = 0

    def solve(self) -> Outcome:
        seconds = 0.0
        hint = None
        while True:
            if hint is not None:
                self.model.clear_hints()
                for var, val in zip(self.decision, hint):
                    self.model.add_hint(var, val)
            out = CpSatSession.solve(self)
            self.rounds += 1
            seconds += out.seconds
            if out.status is not Status.SOLVED:
                return Outcome(out.status, seconds)
            clauses = self.separate(out.values)
            if not clauses:
                out.seconds = seconds
                return out
            for clause in clauses:
                self.model.add_bool_or(clause)
                self.cuts += 1
            hint = out.values


__all__ = ["EXACT_COVER_PARAMETERS", "CpSatSession", "CutLoopSession", "configure", "parse_params"]
