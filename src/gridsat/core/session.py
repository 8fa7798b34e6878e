"""The solver-session interface every solving back end implements.

A *session* holds one model of a puzzle and the *decision variables* whose
values identify a solution (one boolean per placement, per shaded cell...).
Back ends implement two operations -- :meth:`SolverSession.solve` (one
solution within the time left) and :meth:`SolverSession.forbid` (exclude one
assignment of the decision variables) -- and inherit what every puzzle needs
on top of them: honest uniqueness checks and several different solutions.
Implementations: :class:`gridsat.engines.cpsat.CpSatSession` (CP-SAT, which
also enumerates and finds forced variables),
:class:`gridsat.engines.cpsat.CutLoopSession` (CP-SAT with lazily added
constraints) and :class:`gridsat.engines.mip.MipSession` (SCIP).

Statuses are honest: ``infeasible`` only when proven, ``unknown`` when a
limit stopped the search first.
"""

from __future__ import annotations

import contextlib
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass
from collections.abc import Iterator, Sequence

from .errors import PuzzleInputError, shown as shown_input
from .options import SolverOptions, given_options
from .status import Status, Uniqueness


@dataclass
class Outcome:
    """Result of one solve.

    Attributes:
        status: :class:`~gridsat.core.status.Status`.
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
    """Result of :meth:`SolverSession.uniqueness`.

    Attributes:
        verdict: :class:`~gridsat.core.status.Uniqueness`.
        first, second: decision values of the first and (when not unique)
            second solution, or None.
        seconds: total wall time (s).
    """

    verdict: Uniqueness
    first: list | None
    second: list | None
    seconds: float


@dataclass
class Backbone:
    """Result of a search for forced decision variables.

    Attributes:
        forced: one bool per decision variable: True when the variable takes
            its value in ``first`` in every solution (proven when ``complete``).
        first: decision values of the reference solution.
        complete: False when the time limit stopped the proof; ``forced``
            then marks variables not yet shown to vary (an over-approximation).
        solves: number of solver calls used.
        seconds: wall time (s).
    """

    forced: list
    first: list
    complete: bool
    solves: int
    seconds: float


@dataclass
class Enumeration:
    """Result of enumerating solutions.

    Attributes:
        solutions: decision values of the solutions kept (``list[list[int]]``).
        count: number of solutions found (may exceed ``len(solutions)``).
        complete: True when the search proved there are no more.
        seconds: wall time (s).
    """

    solutions: list
    count: int
    complete: bool
    seconds: float


def wanted(value, what: str, *, none: bool = False, least: int = 1) -> int | None:
    """``value`` as a count of solutions a caller asks a session for (None stays None where ``none`` allows it).

    Raises:
        TypeError: not a whole number (numpy's are).
        PuzzleInputError: below ``least``.
    """
    from .options import whole

    if value is None and none:
        return None
    plain = whole(value)
    if isinstance(plain, bool) or not isinstance(plain, int):
        raise TypeError(f"{what} must be a whole number{' or None' if none else ''}, got {type(value).__name__} "
                        f"{shown_input(value, 40)}")
    if plain < least:
        raise PuzzleInputError(f"{what} must be at least {least}, got {shown_input(plain)}")
    return plain


class SolverSession(ABC):
    """A model of one puzzle plus the variables that identify a solution.

    Args:
        decision: the decision variables (their order is the order of
            ``Outcome.values``).
        options: :class:`~gridsat.core.options.SolverOptions`; the session
            starts their deadline, so every solve of the session shares the
            time limit.
    """

    def __init__(self, decision: Sequence, options: SolverOptions | None = None):
        self.decision = list(decision)
        self.options = given_options(options).started()

    def time_left(self) -> float | None:
        """Seconds left of the run's time limit (None = no limit)."""
        return self.options.left()

    @abstractmethod
    def solve(self) -> Outcome:
        """One solution within the time left (status solved / infeasible / unknown)."""

    def assignment(self, values: Sequence[int]) -> list[int]:
        """``values`` checked as an assignment of the (boolean) decision
        variables, for :meth:`forbid`: one 0 or 1 per variable, as a list.

        Raises:
            PuzzleInputError: a different number of values (zip() cut the
                longer short: forbidding ``[1]`` forbade every solution with
                its first variable 1, so ``uniqueness(first=[1])`` could
                prove "unique" with several solutions), or a value not 0 or 1.
        """
        if isinstance(values, (str, bytes)) or not hasattr(values, "__iter__"):  # None met "'NoneType' object is not
            raise TypeError(f"values must be a list of 0s and 1s, one per decision variable, got "  # iterable"
                            f"{type(values).__name__} {shown_input(values, 40)}")
        values = list(values)
        if len(values) != len(self.decision):
            raise PuzzleInputError(f"an assignment has {len(values)} values for {len(self.decision)} "
                                   "decision variables")
        for i, value in enumerate(values):
            if value not in (0, 1) or isinstance(value, float):
                raise PuzzleInputError(f"an assignment has {shown_input(value, 40)} at position {i}: not 0 or 1")
        return [int(value) for value in values]

    @abstractmethod
    def forbid(self, values: Sequence[int]) -> None:
        """Exclude the assignment ``values`` of the decision variables; every
        other solution stays feasible."""

    @contextlib.contextmanager
    def forbidding(self):
        """A block in which the function it gives forbids assignments (as :meth:`forbid`) only until the block
        ends, so the session's later calls see every solution again (a check of uniqueness left its answer
        forbidden: a later enumeration was one short and said complete).  Sessions that can take a clause back
        override this; the default forbids for good."""
        yield self.forbid

    def uniqueness(self, first: Sequence[int] | None = None) -> UniquenessOutcome:
        """Is the solution unique?  Solve (unless ``first`` is given), forbid
        that solution for the second solve only (:meth:`forbidding`), solve
        again; the time limit covers both solves.

        Returns:
            :class:`UniquenessOutcome`: ``unique`` only when the second solve
            proved infeasibility, ``not_unique`` with the second solution,
            ``unknown`` when time ran out, ``no_solution`` when the puzzle is
            proven infeasible.

        Raises:
            KeyboardInterrupt: Ctrl-C; in the second solve, with ``partial``
                (an ``unknown`` outcome holding the first solution).
        """
        t0 = time.perf_counter()
        if first is None:
            out = self.solve()
            if out.status is not Status.SOLVED:
                verdict = Uniqueness.NO_SOLUTION if out.status is Status.INFEASIBLE else Uniqueness.UNKNOWN
                return UniquenessOutcome(verdict, None, None, time.perf_counter() - t0)
            first = out.values
        with self.forbidding() as forbid:
            forbid(first)
            try:
                second = self.solve()
            except KeyboardInterrupt as exc:  # Ctrl-C in the second solve: the first answer goes with it
                exc.partial = UniquenessOutcome(Uniqueness.UNKNOWN, list(first), None, time.perf_counter() - t0)
                raise
        seconds = time.perf_counter() - t0
        if second.status is Status.INFEASIBLE:
            return UniquenessOutcome(Uniqueness.UNIQUE, list(first), None, seconds)
        if second.status is Status.SOLVED:
            return UniquenessOutcome(Uniqueness.NOT_UNIQUE, list(first), second.values, seconds)
        return UniquenessOutcome(Uniqueness.UNKNOWN, list(first), None, seconds)

    def solutions(self, n: int | None = None) -> Iterator[Outcome]:
        """Up to ``n`` (None: all) different solutions, one solve each,
        forbidding each found solution before the next while the iterator
        runs (:meth:`forbidding`: until it ends or is closed).  Stops at the
        first outcome that is not solved, which is yielded too, so a caller
        can tell ``infeasible`` (no more) from ``unknown``.

        Raises:
            TypeError, PuzzleInputError: ``n`` not a whole number, or below 1 (0 and -1 gave no solution, unsaid;
                ``"2"`` met range()'s "'str' object cannot be interpreted as an integer"), at the call.
        """
        return self._solutions(wanted(n, "n", none=True))

    def _solutions(self, n: int | None) -> Iterator[Outcome]:
        """:meth:`solutions` of a checked ``n``."""
        import itertools

        with self.forbidding() as forbid:
            for _ in (range(n) if n is not None else itertools.count()):
                out = self.solve()
                yield out
                if out.status is not Status.SOLVED:
                    return
                forbid(out.values)

    def enumeration(self, n: int) -> Enumeration:
        """Up to ``n`` solutions as an :class:`Enumeration` (``complete``
        when fewer than ``n`` exist, proven).

        Raises:
            TypeError, PuzzleInputError: ``n`` not a whole number, or below 1 (0 gave an incomplete listing of none).
        """
        n = wanted(n, "n")
        t0 = time.perf_counter()
        found, complete = [], False
        with contextlib.closing(self.solutions(n + 1)) as outcomes:  # its forbidden answers allowed again after
            for out in outcomes:
                if out.status is not Status.SOLVED:
                    complete = out.status is Status.INFEASIBLE
                    break
                if len(found) == n:  # one more exists
                    break
                found.append(out.values)
        return Enumeration(found, len(found), complete, time.perf_counter() - t0)


__all__ = ["Backbone", "Enumeration", "Outcome", "SolverSession", "UniquenessOutcome"]
