"""The tasks of :mod:`gridsat.core.task` on a placement problem, through
:func:`~gridsat.puzzles.placement.search.find` (the engine choice, the race
of a first tiling, counting up to symmetry)."""

from __future__ import annotations

from ...core.task import Found
from .search import find


class PlacementSolver:
    """Solve, list, count or check uniqueness of one placement problem.

    Args:
        problem: a :class:`~gridsat.puzzles.placement.PlacementProblem`.
        engine: ``auto``, ``exact`` or ``cpsat`` (``auto`` is resolved by
            :func:`~gridsat.engines.choice.choose_engine` per task; the
            answer names the engine that answered).
        options: started :class:`~gridsat.core.options.SolverOptions`.
    """

    def __init__(self, problem, engine: str, options):
        self.problem, self.engine, self.options = problem, engine, options

    @property
    def session(self):
        """The CP-SAT session of the problem (built on first use; the model
        that ``--model-stats`` and ``--export-model`` show)."""
        from .model import cpsat_session

        return cpsat_session(self.problem, self.options)

    def _found(self, found) -> Found:
        return Found(found.tilings, found.complete, count=found.count, engine=found.engine,
                     interrupted=found.interrupted, fields={"reason": found.reason} if found.reason else {})

    def solve(self, task) -> Found:
        return self._found(find(self.problem, engine=self.engine, options=self.options))

    def solutions(self, task) -> Found:
        return self._found(find(self.problem, n=task.n, distinct=task.distinct, engine=self.engine,
                                options=self.options, listing=True))

    def count(self, task) -> Found:
        return self._found(find(self.problem, count=True, limit=task.limit, keep=task.keep, distinct=task.distinct,
                                on_progress=task.on_progress, engine=self.engine, options=self.options))

    def unique(self, task) -> Found:
        return self._found(find(self.problem, n=2, engine=self.engine, options=self.options))


def engine_used(problem, engine: str, task, *, listing: bool = False) -> str:
    """The engine :func:`~gridsat.puzzles.placement.search.find` runs for
    ``task`` on ``problem`` when asked for ``engine``: ``exact``, ``race``
    or ``cpsat`` (:func:`~gridsat.engines.choice.choose_engine`), so that
    ``--params``, ``--log`` and ``--seed`` are judged against it before the
    run.  ``listing``: the task lists tilings though it is ``solve`` (a
    calendar hint draws from a pool of them).

    Raises:
        PuzzleInputError: as ``choose_engine`` (``exact`` not installed...),
            ``--distinct`` without the compiled exact-cover engine.
    """
    from ...core.compiled import present, require
    from ...engines.choice import TILING_MODULE, choose_engine, refuse_distinct_board
    from ...core.wording import spelled

    if task.distinct:  # as find refuses it, before any notice
        require(TILING_MODULE, spelled("--distinct", "distinct"))  # Python's word in Python
        refuse_distinct_board(problem.box_cells(), spelled("--distinct", "distinct"))  # (not "use --engine cpsat")
    if engine == "auto" and not present(TILING_MODULE):  # CP-SAT: find says so once, when it runs
        return "cpsat"
    listing = listing or task.distinct or task.what in ("count", "unique", "solutions")  # solutions(1) too
    return choose_engine(engine, problem.box_cells(), enumerate=listing)


__all__ = ["PlacementSolver", "engine_used"]
