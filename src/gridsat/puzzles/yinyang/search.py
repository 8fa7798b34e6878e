"""Yin-Yang tasks on the search engine (:mod:`gridsat.puzzles.yinyang.kernel`,
a C kernel: the rules' deductions, failed-literal probing and a complete
depth-first search; no OR-Tools).

Each function takes the puzzle, the :class:`~gridsat.puzzles.kinds.Task`
and its started options (a deadline), and returns an unchecked
:class:`~gridsat.puzzles.yinyang.result.YinYangResult` (``tasks.run``
checks it).  Statuses are the engine's: infeasible and unique only when the
search space was exhausted, unknown when the deadline came first.

The search answers published puzzles in milliseconds (most by propagation
alone), but its proofs grow faster than CP-SAT's on boards with few givens
for their size: a 30x30 generated puzzle near its minimal givens took the
search 3.7 s and CP-SAT 1.2 s to prove unique.  So with ``race`` (what
``auto`` asks for) solving and uniqueness run the search alone for a head
start (:data:`HEAD_START_PER_CELL`, at least :data:`MIN_HEAD_START`), then
CP-SAT beside it (:func:`gridsat.engines.race.race`), whichever settles the
question first answering; the result's ``engine`` names it.  CP-SAT joins
only when its model fits the memory limit.
"""

from __future__ import annotations

from ...core.status import Status, Uniqueness, status_of
from . import kernel as ys
from .result import YinYangResult

#: Seconds of search alone per cell before CP-SAT joins a race, and the least
#: head start (s): every published board (up to 40x40) settles well within it.
HEAD_START_PER_CELL, MIN_HEAD_START = 1e-4, 0.05
#: The most answers one count goes to (a count without a limit that gets
#: there ends incomplete, ``complete`` False, like one cut by the time limit).
MAX_COUNT = 2**62


def _givens(puzzle) -> list:
    return [list(row) for row in puzzle.givens]


def _grid(answer) -> list:
    return [list(row) for row in answer]


#: Bytes per cell of an answer handed back to Python and printed (nested
#: lists of ints, then JSON text; measured: 100,000 answers of a 30x30
#: board took 1.9 GB).
LISTED_BYTES_PER_CELL = 24


def _room(puzzle, options, answers: int, listed: int = 0) -> dict:
    """Refuse a board whose search, keeping ``answers`` answers of which
    ``listed`` are returned, would not fit the memory limit; the keyword
    arguments every search takes."""
    need = ys.estimate_memory(puzzle.rows, puzzle.cols, answers)
    need += LISTED_BYTES_PER_CELL * puzzle.rows * puzzle.cols * listed
    options.check_memory(need, f"searching a {puzzle.rows}x{puzzle.cols} Yin-Yang board")
    return {"deadline": options.deadline, "max_memory": max(need, ys.MAX_MEMORY)}


def _race(puzzle, options, limit: int, ask):
    """The search for up to ``limit`` answers, raced against CP-SAT when its
    model fits the memory limit; ``ask(session)`` puts the question to CP-SAT.

    Returns:
        ``(search outcome or None, CP-SAT's answer or None)``.
    """
    from ...core.errors import PuzzleInputError
    from ...engines.race import race
    from .model import BYTES_PER_CELL, session

    room = _room(puzzle, options, limit)
    givens = _givens(puzzle)

    def search(stop):
        return ys.search(givens, limit, stop=stop, **room)

    def settled(out) -> bool:
        return out.complete or len(out.answers) >= limit

    cells = puzzle.rows * puzzle.cols
    try:
        options.check_memory(cells * BYTES_PER_CELL, "CP-SAT")
    except PuzzleInputError:  # the search alone: CP-SAT's model would not fit
        return search(bytearray(1)), None

    class Question:  # CP-SAT's side of the race: ask() on a session, stoppable from the search's thread
        def __init__(self):
            self.session = session(puzzle, options)

        def solve(self):
            return ask(self.session)

        def stop(self):
            self.session.stop()

    return race(search, settled, Question, max(MIN_HEAD_START, HEAD_START_PER_CELL * cells), options)


def solve(puzzle, task, options) -> YinYangResult:
    if task.engine == "search":
        out, cp = ys.search(_givens(puzzle), 1, **_room(puzzle, options, 1)), None
    else:
        out, cp = _race(puzzle, options, 1, lambda sess: sess.solve())
    if cp is not None and (out is None or not (out.complete or out.answers)) and cp.status is not Status.UNKNOWN:
        from .model import decode

        grid = decode(puzzle, cp.values) if cp.values is not None else None
        return YinYangResult(cp.status, 0.0, puzzle=puzzle, grid=grid, engine="cpsat")
    grid = _grid(out.answers[0]) if out.answers else None
    return YinYangResult(status_of(grid is not None, out.complete), 0.0, puzzle=puzzle, grid=grid, engine="search")


def unique(puzzle, task, options) -> YinYangResult:
    if task.engine == "search":
        out, cp = ys.search(_givens(puzzle), 2, **_room(puzzle, options, 2)), None
    else:
        out, cp = _race(puzzle, options, 2, lambda sess: sess.uniqueness())
    if cp is not None and (out is None or not (out.complete or len(out.answers) > 1)) \
            and cp.verdict is not Uniqueness.UNKNOWN:
        from .model import decode

        first = decode(puzzle, cp.first) if cp.first is not None else None
        second = decode(puzzle, cp.second) if cp.second is not None else None
        status = Status.INFEASIBLE if cp.verdict is Uniqueness.NO_SOLUTION else Status.SOLVED
        return YinYangResult(status, 0.0, uniqueness=cp.verdict, puzzle=puzzle, grid=first, second=second,
                             engine="cpsat")
    first = _grid(out.answers[0]) if out.answers else None
    second = _grid(out.answers[1]) if len(out.answers) > 1 else None
    if second is not None:
        verdict = Uniqueness.NOT_UNIQUE
    elif out.complete:
        verdict = Uniqueness.UNIQUE if first is not None else Uniqueness.NO_SOLUTION
    else:
        verdict = Uniqueness.UNKNOWN
    return YinYangResult(status_of(first is not None, out.complete), 0.0, complete=verdict is not Uniqueness.UNKNOWN,
                         uniqueness=verdict, puzzle=puzzle, grid=first, second=second, engine="search")


def _checkable(puzzle, answers, options) -> int:
    """How many of ``answers`` can be checked and printed in the time left
    (all of them without a time limit): a quarter of it, at the cost of
    checking the first, three times over for the printing."""
    if options.deadline is None or len(answers) <= 1:
        return len(answers)
    import time

    from .check import check_grid

    t0 = time.perf_counter()
    check_grid(puzzle, _grid(answers[0]))
    each = 3 * (time.perf_counter() - t0) + 1e-6
    return max(1, min(len(answers), int(max(options.left(), 0.0) / 4 / each)))


def solutions(puzzle, task, options) -> YinYangResult:
    out = ys.search(_givens(puzzle), task.n, restarts=task.n <= 2, **_room(puzzle, options, task.n, task.n))
    kept = _checkable(puzzle, out.answers, options)
    grids = [_grid(a) for a in out.answers[:kept]]
    complete = out.complete and kept == len(out.answers)  # answers dropped for time: not every one is listed
    return YinYangResult(status_of(len(grids), complete), 0.0, complete=complete, puzzle=puzzle,
                         grid=grids[0] if grids else None, solutions=grids, engine="search")


def count(puzzle, task, options) -> YinYangResult:
    """Counts every answer, or up to ``task.limit``, keeping the first
    ``task.keep`` (the others are counted in constant memory)."""
    limit = min(task.limit + 1, MAX_COUNT) if task.limit is not None else MAX_COUNT  # one more: are there more?
    if task.keep is None:  # every answer kept: count only as many as half the memory limit holds
        from ...core.options import default_memory_limit

        budget = (options.memory_limit or default_memory_limit()) // 2
        each = (2 + LISTED_BYTES_PER_CELL) * puzzle.rows * puzzle.cols  # kept in the search, then listed
        limit = min(limit, max(2, budget // each))
    keep = min(limit, task.keep) if task.keep is not None else limit
    try:
        out = ys.search(_givens(puzzle), limit, restarts=False, keep=keep, **_room(puzzle, options, keep, keep))
    except KeyboardInterrupt as exc:  # Ctrl-C: the count so far, as the other kinds give it
        if not hasattr(exc, "partial"):
            raise
        so_far = exc.partial
        grids = [_grid(a) for a in so_far.answers]
        return YinYangResult(status_of(so_far.count, False), 0.0, complete=False, count=so_far.count, puzzle=puzzle,
                             grid=grids[0] if grids else None, solutions=grids if task.keep != 1 else None,
                             engine="search", interrupted=True)
    n = out.count if task.limit is None else min(out.count, task.limit)
    grids = [_grid(a) for a in out.answers[:min(n, _checkable(puzzle, out.answers, options))]]
    return YinYangResult(status_of(n, out.complete), 0.0, complete=out.complete, count=n, puzzle=puzzle,
                         grid=grids[0] if grids else None, solutions=grids if task.keep != 1 else None,
                         engine="search")


def forced(puzzle, task, options) -> YinYangResult:
    room = _room(puzzle, options, 2)
    out = ys.forced(_givens(puzzle), deadline=room["deadline"])
    if out.first is None:
        return YinYangResult(Status.INFEASIBLE if out.infeasible else Status.UNKNOWN, 0.0, complete=out.complete,
                             puzzle=puzzle)
    # cut short, the cells shown forced may still vary: unknown (exit 1), the over-approximation still shown
    return YinYangResult(Status.SOLVED if out.complete else Status.UNKNOWN, 0.0, complete=out.complete,
                         puzzle=puzzle, grid=_grid(out.first), forced=_grid(out.forced), engine="search")


TASKS = {"solve": solve, "unique": unique, "solutions": solutions, "count": count, "forced": forced}

__all__ = ["TASKS"]
