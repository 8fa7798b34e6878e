"""Exact-cover tasks: a first cover, several, a count, uniqueness -- on
gridsat's exact-cover engine (:class:`~gridsat.engines.cover.CoverEngine`),
every cover checked by :func:`~gridsat.puzzles.cover.check.check_cover`."""

from __future__ import annotations

import time

from ...core.status import Uniqueness, status_of, uniqueness_of
from .problem import CoverProblem
from .result import CoverResult


def run(problem: CoverProblem, task) -> CoverResult:
    """Carry out ``task`` (a :class:`~gridsat.puzzles.kinds.Task`): ``solve``,
    ``solutions`` (up to ``task.n``), ``count`` (up to ``task.limit``,
    keeping ``task.keep``), or ``unique``; the time limit covers building the
    engine and searching.

    Returns:
        a checked :class:`CoverResult`.
    """
    from ...engines.cover import CoverEngine

    t0 = time.perf_counter()
    options = task.options.started()
    engine = CoverEngine(problem.options, problem.primary, problem.secondary)
    deadline = options.deadline
    if task.what == "count":
        kept = list(engine.iter(task.keep, deadline=deadline))
        progress = (lambda n, nodes, done: task.on_progress(n, done)) if task.on_progress else None
        count, complete = engine.count(task.limit, deadline=deadline, workers=options.workers, on_progress=progress)
        result = CoverResult(status_of(count, complete), 0.0, complete=complete, count=count, problem=problem,
                             cover=kept[0] if kept else None, solutions=None if task.keep == 1 else kept)
    else:
        want = {"solve": 1, "solutions": task.n + 1, "unique": 2}[task.what]
        search = engine.iter(want, deadline=deadline)
        found = list(search)
        complete = search.complete or (task.what == "solve" and bool(found))
        if task.what == "solutions":
            complete = complete and len(found) <= task.n
            found = found[:task.n]
        result = CoverResult(status_of(len(found), complete), 0.0, complete=complete, problem=problem,
                             cover=found[0] if found else None)
        if task.what == "solutions":
            result.solutions = found
        elif task.what == "unique":
            result.uniqueness = uniqueness_of(len(found), bool(search.complete) or len(found) == 2)
            result.complete = result.uniqueness is not Uniqueness.UNKNOWN
            result.second = found[1] if len(found) > 1 else None
    result.engine = "exact"
    result.seconds = time.perf_counter() - t0
    return result.check()


__all__ = ["run"]
