"""Domino Fit tasks: solve (optionally optimise), uniqueness, several
tilings, counting, forced dominoes.  Every answer passes
:func:`~gridsat.puzzles.dominofit.check.check_dominoes` before it is
returned.

Engines: ``search`` (gridsat's compiled complete tiling search,
:mod:`.search`), ``cycles`` (the local search over alternating cycles of
:mod:`.cycles`: first tilings of large boards, never a proof that the
targets are impossible), ``cpsat`` (the implied model) and ``scip`` (the same
0-1 model solved as a MIP).  ``auto`` picks (measured in
``benchmarks/dominofit_bank.py``, ``benchmarks/dominofit.py`` and
``benchmarks/dominofit_large.py``):

* the search on boards of at most
  :data:`~gridsat.puzzles.dominofit.search.SEARCH_CELLS` cells (the game's
  boards: every task in microseconds);
* for a first tiling of a larger board, the cycle search raced against
  CP-SAT (the answer's ``engine`` says which settled it): 28-73x faster
  than CP-SAT alone on the shared 100x100 boards;
* CP-SAT for everything else: optimisations, forced dominoes, uniqueness,
  listings and counts of larger boards, and the tutorial's ``plain`` model.
"""

from __future__ import annotations

import time

from ...core.errors import PuzzleInputError
from ...core.options import SolverOptions, TimeUp
from ...core.status import Status, Uniqueness, status_of
from .model import decode, make_session
from .objective import Objective
from .result import DominoFitResult
from .rules import DominoFitPuzzle

ENGINES = ("auto", "search", "cycles", "cpsat", "scip")


def choose_engine(puzzle: DominoFitPuzzle, task, objective, model: str = "implied") -> str:
    """The engine ``auto`` stands for (see the module docstring): one of
    :data:`ENGINES` but ``auto``, or ``race`` (cycles beside CP-SAT)."""
    from .search import SEARCH_CELLS

    if task.engine != "auto":
        return task.engine
    if objective is not None or task.what == "forced" or model != "implied":
        return "cpsat"
    if puzzle.rows * puzzle.cols <= SEARCH_CELLS:
        return "search"
    return "race" if task.what == "solve" else "cpsat"


def solve(puzzle: DominoFitPuzzle, options: SolverOptions | None = None, *, engine: str = "auto",
          model: str = "implied", objective: Objective | None = None, unique: bool = False) -> DominoFitResult:
    """Solve (optionally optimise, optionally check uniqueness); a checked result.

    Args:
        puzzle: the :class:`~gridsat.puzzles.dominofit.rules.DominoFitPuzzle`.
        options: :class:`~gridsat.core.options.SolverOptions` (time limit in
            seconds for the whole call, building included).
        engine: ``auto`` (default: the measured best), ``search``, ``cycles``, ``cpsat`` or ``scip``.
        model: ``implied`` (default) or the tutorial's ``plain`` model.
        objective: an :class:`~gridsat.puzzles.dominofit.objective.Objective`,
            or None to find any tiling.
        unique: also decide whether the tiling is the only one.

    Returns:
        :class:`DominoFitResult` with status solved / infeasible / unknown.

    Raises:
        PuzzleInputError: unknown engine or model; the ``costs`` objective on
            a board without costs.
    """
    from ..kinds import Task

    what = "unique" if unique else "solve"
    return run(puzzle, Task(what, engine=engine, options=options or SolverOptions()), model=model,
               objective=objective)


def run(puzzle: DominoFitPuzzle, task, *, model: str = "implied", objective: Objective | None = None) -> DominoFitResult:
    """Carry out ``task`` (a :class:`~gridsat.puzzles.kinds.Task`); see :func:`solve`."""
    t0 = time.perf_counter()
    if task.engine not in ENGINES:
        raise PuzzleInputError(f"unknown engine {task.engine!r}; choose one of {', '.join(ENGINES)}")
    engine = choose_engine(puzzle, task, objective, model)
    if engine in ("search", "cycles") and (objective is not None or task.what == "forced"):
        raise PuzzleInputError(f"the {engine} engine finds tilings; --objective and --forced need --engine cpsat")
    if engine == "cycles" and task.what != "solve":
        raise PuzzleInputError(f"the cycles engine finds one tiling; {task.what} needs --engine search or cpsat")
    if objective is not None and objective.kind == "costs" and not puzzle.costs:
        raise PuzzleInputError("--objective costs needs per-placement costs in the puzzle file (none given)",
                               puzzle.name)
    if objective is not None and task.what not in ("solve", "unique"):
        raise PuzzleInputError(f"--objective goes with solving (or --unique), not with {task.what}")
    if task.what == "forced" and engine != "cpsat":
        raise PuzzleInputError("--forced uses the CP-SAT engine; drop --engine scip")
    options = task.options.started()
    try:
        result = _run(puzzle, task, options, engine, model, objective)
    except TimeUp:
        result = DominoFitResult(Status.UNKNOWN, 0.0, complete=False, puzzle=puzzle)
        if task.what == "unique":
            result.uniqueness = Uniqueness.UNKNOWN
        elif task.what == "count":
            result.count = 0
    result.engine = result.engine or ("cycles" if engine == "race" else engine)  # a race names its winner
    result.seconds = time.perf_counter() - t0
    return result.check()


def _run(puzzle, task, options, engine, model, objective) -> DominoFitResult:
    if engine == "search":
        from .search import run_search

        return run_search(puzzle, task, options)
    if engine in ("cycles", "race"):
        from .cycles import run_cycles

        return run_cycles(puzzle, options, with_cpsat=engine == "race")
    session = make_session(puzzle, options, backend=engine, model=model, objective=objective)
    options.check_time()
    reason = getattr(session, "reason", None)
    if task.what in ("solutions", "count"):
        n = task.n if task.what == "solutions" else task.limit
        tilings, found, complete = [], 0, False
        for out in session.solutions(n + 1 if n else None):
            if out.status is not Status.SOLVED:
                complete = out.status is Status.INFEASIBLE
                break
            if n is not None and found == n:
                break
            found += 1
            if task.what == "solutions" or task.keep is None or len(tilings) < task.keep:
                tilings.append(decode(puzzle, out.values))
        result = DominoFitResult(status_of(found, complete), 0.0, complete=complete, puzzle=puzzle,
                                 dominoes=tilings[0] if tilings else [], reason=reason)
        if task.what == "count":
            result.count = found
        if task.what == "solutions" or task.keep != 1:
            result.solutions = tilings
        return result
    if task.what == "forced":
        bb = session.backbone() if reason is None else None
        if bb is None:
            out = session.solve()
            return DominoFitResult(out.status, 0.0, puzzle=puzzle, reason=reason)
        first = decode(puzzle, bb.first)
        forced = [d for d, v, f in zip(puzzle.placements, bb.first, bb.forced) if v and f]
        return DominoFitResult(Status.SOLVED, 0.0, complete=bb.complete, puzzle=puzzle, dominoes=first, forced=forced)
    out = session.solve()
    result = DominoFitResult(out.status, 0.0, puzzle=puzzle, dominoes=decode(puzzle, out.values) if out.values else [],
                             reason=reason)
    if objective is not None and out.status is Status.SOLVED:
        result.objective = objective
        result.objective_value = objective.value(puzzle, result.dominoes)
        result.optimal = bool(out.optimal)
        result.bound = out.bound
        result.complete = result.optimal
    if task.what == "unique":
        if out.status is not Status.SOLVED:
            result.uniqueness = Uniqueness.NO_SOLUTION if out.status is Status.INFEASIBLE else Uniqueness.UNKNOWN
        else:
            if objective is not None:  # uniqueness is about tilings, not about the optimum
                session = make_session(puzzle, options, backend=engine, model=model)
            u = session.uniqueness(out.values)
            result.uniqueness = u.verdict
            if u.second is not None:
                result.second = decode(puzzle, u.second)
        result.complete = result.uniqueness is not Uniqueness.UNKNOWN
    return result


def forced_dominoes(puzzle: DominoFitPuzzle, options: SolverOptions | None = None):
    """Dominoes that are in every tiling (the backbone).

    Returns:
        ``(forced, first, complete)``: ``forced`` a list of dominoes of the
        reference tiling ``first`` that every tiling uses (a proof when
        ``complete``), or None when no tiling was found.
    """
    from ..kinds import Task

    r = run(puzzle, Task("forced", options=options or SolverOptions()))
    return None if r.forced is None else (r.forced, r.dominoes, r.is_complete)


__all__ = ["ENGINES", "forced_dominoes", "run", "solve"]
