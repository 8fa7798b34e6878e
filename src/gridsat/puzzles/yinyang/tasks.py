"""Yin-Yang tasks: solve, uniqueness, several answers, counting, forced cells.

Engines: ``search`` (the C search kernel, :mod:`.search`), ``cpsat`` (the
rooted-tree model, :mod:`.model`), ``cuts`` (lazy separator cuts) and
``race`` (the search, then CP-SAT beside it, for solving and uniqueness).
``auto`` picks ``race`` to solve or prove uniqueness and ``search`` to
list answers, count and find forced cells (a board with 75 answers: counted
by the search in 0.006 s, by CP-SAT, one solve per answer, in 2.9 s).  Every answer is checked by
:func:`~gridsat.puzzles.yinyang.check.check_grid` before it is returned.
"""

from __future__ import annotations

import time

from ...core.options import TimeUp
from ...core.status import Status, Uniqueness, status_of
from .result import YinYangResult

#: ``--engine`` choices.
ENGINES = ("auto", "race", "search", "cpsat", "cuts")


def choose_engine(task) -> str:
    """The engine ``auto`` stands for on ``task`` (see the module docstring)."""
    if task.engine == "race" and task.what not in ("solve", "unique"):
        return "search"
    if task.engine != "auto":
        return task.engine
    return "race" if task.what in ("solve", "unique") else "search"


def run(puzzle, task) -> YinYangResult:
    """Carry out ``task`` (a :class:`~gridsat.puzzles.kinds.Task`) on ``puzzle``.

    Returns:
        a checked :class:`YinYangResult`; status ``unknown`` (complete False)
        when the time limit ran out, building included.
    """
    t0 = time.perf_counter()
    options = task.options.started()
    engine = choose_engine(task)
    try:
        if engine in ("search", "race"):
            from .search import TASKS

            result = TASKS[task.what](puzzle, task, options)
        else:
            from .model import session

            result = _TASKS[task.what](puzzle, session(puzzle, options, engine), task)
    except TimeUp:
        result = YinYangResult(Status.UNKNOWN, 0.0, complete=False, puzzle=puzzle)
        if task.what == "count":
            result.count = 0
        elif task.what == "unique":
            result.uniqueness = Uniqueness.UNKNOWN
    result.engine = result.engine or engine
    result.seconds = time.perf_counter() - t0
    return result.check()


def _solve(puzzle, sess, task) -> YinYangResult:
    out = sess.solve()
    grid = decode(puzzle, out.values) if out.values is not None else None
    return YinYangResult(out.status, 0.0, puzzle=puzzle, grid=grid)


def _unique(puzzle, sess, task) -> YinYangResult:
    u = sess.uniqueness()
    status = Status.INFEASIBLE if u.verdict is Uniqueness.NO_SOLUTION else status_of(u.first is not None, False)
    return YinYangResult(status, 0.0, complete=u.verdict is not Uniqueness.UNKNOWN, uniqueness=u.verdict,
                         puzzle=puzzle, grid=decode(puzzle, u.first) if u.first is not None else None,
                         second=decode(puzzle, u.second) if u.second is not None else None)


def _solutions(puzzle, sess, task) -> YinYangResult:
    enum = sess.enumeration(task.n)
    grids = [decode(puzzle, v) for v in enum.solutions]
    return YinYangResult(status_of(len(grids), enum.complete), 0.0, complete=enum.complete, puzzle=puzzle,
                         grid=grids[0] if grids else None, solutions=grids)


def _count(puzzle, sess, task) -> YinYangResult:
    grids, n, complete = [], 0, False
    for out in sess.solutions(task.limit + 1 if task.limit else None):
        if out.status is not Status.SOLVED:
            complete = out.status is Status.INFEASIBLE
            break
        if task.limit is not None and n == task.limit:  # one more exists
            break
        n += 1
        if task.keep is None or len(grids) < task.keep:
            grids.append(decode(puzzle, out.values))
    return YinYangResult(status_of(n, complete), 0.0, complete=complete, count=n, puzzle=puzzle,
                         grid=grids[0] if grids else None, solutions=grids if task.keep != 1 else None)


def _forced(puzzle, sess, task) -> YinYangResult:
    bb = sess.backbone()
    if bb is None:
        out = sess.solve()  # the backbone needs an answer: say why there is none
        return YinYangResult(out.status, 0.0, puzzle=puzzle)
    grid = decode(puzzle, bb.first)
    forced = [[grid[r][c] if bb.forced[r * puzzle.cols + c] else 0 for c in range(puzzle.cols)]
              for r in range(puzzle.rows)]
    return YinYangResult(Status.SOLVED, 0.0, complete=bb.complete, puzzle=puzzle, grid=grid, forced=forced)


_TASKS = {"solve": _solve, "unique": _unique, "solutions": _solutions, "count": _count, "forced": _forced}

def decode(puzzle, values) -> list:
    from .model import decode as model_decode

    return model_decode(puzzle, values)


__all__ = ["ENGINES", "choose_engine", "run"]
