"""A :class:`~gridsat.puzzles.kinds.Task` carried out on a placement problem."""

from __future__ import annotations

from ...core.status import Uniqueness, status_of, uniqueness_of
from .result import TilingResult
from .search import find


def run_task(problem, task, result_type=TilingResult, **fields) -> TilingResult:
    """Solve, list, count or check uniqueness of ``problem`` as ``task`` asks.

    Args:
        problem: a :class:`~gridsat.puzzles.placement.PlacementProblem`.
        task: the :class:`~gridsat.puzzles.kinds.Task` (``solve``,
            ``solutions``, ``count`` or ``unique``).
        result_type: the :class:`TilingResult` subclass to return.
        fields: extra fields for ``result_type`` (e.g. the calendar date).

    Returns:
        a checked ``result_type``.

    Raises:
        PuzzleInputError: a task the placement layer does not do, or as
            :func:`~gridsat.puzzles.placement.search.find`.
    """
    common = dict(engine=task.engine, options=task.options)
    what = task.what
    if what == "solve":
        found = find(problem, **common)
    elif what == "solutions":
        found = find(problem, n=task.n, distinct=task.distinct, **common)
    elif what == "count":
        found = find(problem, count=True, limit=task.limit, keep=task.keep, distinct=task.distinct,
                     on_progress=task.on_progress, **common)
    elif what == "unique":
        found = find(problem, n=2, **common)
    else:
        from ...core.errors import PuzzleInputError

        raise PuzzleInputError(f"placement puzzles do not support {what}")
    first = found.tilings[0] if found.tilings else []
    result = result_type(status_of(len(found.tilings) or found.count, found.complete), found.seconds,
                         complete=found.complete, problem=problem, placements=first, engine=found.engine,
                         distinct=task.distinct, interrupted=found.interrupted, **fields)
    if what == "solutions":
        result.solutions = found.tilings
    elif what == "count":
        result.count = found.count
        if task.keep != 1:
            result.solutions = found.tilings
    elif what == "unique":
        result.uniqueness = uniqueness_of(len(found.tilings), found.complete)
        result.complete = result.uniqueness is not Uniqueness.UNKNOWN
        if result.uniqueness is Uniqueness.NOT_UNIQUE:
            result.second = found.tilings[1]
    return result.check()


__all__ = ["run_task"]
