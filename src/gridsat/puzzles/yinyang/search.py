"""Yin-Yang tasks on the search engine (:mod:`gridsat.puzzles.yinyang.kernel`,
a C kernel: the rules' deductions, failed-literal probing and a complete
depth-first search; no OR-Tools).

:class:`SearchSolver` answers each task of :mod:`gridsat.core.task` with a
:class:`~gridsat.core.task.Found` (answers as rows of 1 white / 2 black;
the runner checks them).  Statuses are the engine's: infeasible and unique
only when the search space was exhausted, unknown when the deadline came
first.

The search answers published puzzles in milliseconds (most by propagation
alone), but its proofs grow faster than CP-SAT's on boards with few givens
for their size: a 30x30 generated puzzle near its minimal givens took the
search 3.7 s and CP-SAT 1.2 s to prove unique.  So with ``race`` (what
``auto`` asks for) solving and uniqueness run the search alone for a head
start of CPU time (:data:`HEAD_START_PER_CELL`, at least
:data:`MIN_HEAD_START`), then beside CP-SAT
(:func:`gridsat.engines.race.race`), whichever settles the question first
answering; the result's ``engine`` names it.  CP-SAT joins only when its
model fits the memory limit.  A board settled within the race's first
phase (a share of the head start, in the caller's thread) starts no
thread: a plain solve costs the search alone.
"""

from __future__ import annotations

from ...core.status import Status, Uniqueness
from ...core.task import Found
from ...core.wording import a_size
from . import kernel as ys

#: Seconds of search alone (its thread's CPU time) per cell before CP-SAT
#: joins a race, and the least head start (s): every published board (up to
#: 40x40) settles well within it.  The least was 0.05 s, whose first phase
#: (12.5 ms) the 18x22 board url_noqx_1 outlasts (its search: 7 nodes, about
#: 30 ms CPU): the search started again in a thread and CP-SAT joined before
#: it ended -- measured on a loaded machine, 150 ms CPU and 0.85 s wall per
#: uniqueness proof, against 57 ms and 0.32 s with 0.1 s (the same run); a
#: board CP-SAT wins pays at most 50 ms more.
HEAD_START_PER_CELL, MIN_HEAD_START = 1e-4, 0.1
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
    options.check_memory(need, f"searching {a_size(puzzle.rows, puzzle.cols)} Yin-Yang board", listed)
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

    def search(stop, cpu_seconds=None):
        return ys.search(givens, limit, stop=stop, cpu_seconds=cpu_seconds, **room)

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


#: Answers a time-limited listing keeps per second of its limit (the rest are counted, not made into rows):
#: making 40,000 answers of a 10x10 board into rows took 0.5 s; checking and printing them takes more.
TIMED_ANSWERS_PER_SECOND = 2000


def _checkable(puzzle, answers, options) -> int:
    """How many of ``answers`` can be checked and printed in the time left
    (all of them without a time limit): a quarter of it, at the measured cost of
    checking one, three times over for the printing."""
    if options.deadline is None or len(answers) <= 1:
        return len(answers)  # (none: a listing of answers passed over alone keeps none after them)
    from ...core.showing import seconds_each
    from .check import check_grid

    each = 3 * seconds_each(lambda answer: check_grid(puzzle, _grid(answer)), answers) + 1e-6
    return max(1, min(len(answers), int(max(options.left(), 0.0) / 4 / each)))


class SearchSolver:
    """The five tasks on the search kernel, solving and uniqueness raced
    against CP-SAT when ``race`` (see the module docstring).

    Args:
        puzzle: the :class:`~gridsat.puzzles.yinyang.rules.YinYangPuzzle`.
        options: started :class:`~gridsat.core.options.SolverOptions`.
        race: let CP-SAT join solving and uniqueness after the head start.
    """

    def __init__(self, puzzle, options, race: bool):
        self.puzzle, self.options, self.race = puzzle, options, race
        self.givens = _givens(puzzle)

    def _cpsat(self, values):
        from .model import decode

        return decode(self.puzzle, values)

    def solve(self, task) -> Found:
        if not self.race:
            out, cp = ys.search(self.givens, 1, **_room(self.puzzle, self.options, 1)), None
        else:
            out, cp = _race(self.puzzle, self.options, 1, lambda sess: sess.solve())
        if cp is not None and (out is None or not (out.complete or out.answers)) and cp.status is not Status.UNKNOWN:
            return Found([self._cpsat(cp.values)] if cp.values is not None else [], True, engine="cpsat")
        return Found([_grid(a) for a in out.answers[:1]], out.complete or bool(out.answers), engine="search")

    def unique(self, task) -> Found:
        if not self.race:
            out, cp = ys.search(self.givens, 2, **_room(self.puzzle, self.options, 2)), None
        else:
            out, cp = _race(self.puzzle, self.options, 2, lambda sess: sess.uniqueness())
        if cp is not None and (out is None or not (out.complete or len(out.answers) > 1)) \
                and cp.verdict is not Uniqueness.UNKNOWN:
            return Found([self._cpsat(v) for v in (cp.first, cp.second) if v is not None], True, engine="cpsat")
        return Found([_grid(a) for a in out.answers[:2]], out.complete, engine="search")

    def solutions(self, task) -> Found:
        puzzle, options = self.puzzle, self.options
        # one more than asked: complete means no answer beyond those listed; a listing stops early, the rest of the
        # time for checking and printing (run to the deadline, -n 100000 -t 2 listed one answer at 2.9 s)
        # with a time limit, as many answers are kept as can be made into rows and shown in the time left (the
        # others are counted only): 40,000 answers took the half left for them (-n 100000 -t 3 listed one)
        keep = task.n + 1 if task.n <= 2 or options.deadline is None else \
            min(task.n + 1, task.skip + max(3, int(max(options.left(), 0.0) * TIMED_ANSWERS_PER_SECOND)))
        shown = min(keep, task.n) - task.skip  # (those passed over are never checked)
        listing = options.listing(shown, puzzle.rows * puzzle.cols) if task.n > 2 else options
        try:
            out = ys.search(self.givens, min(task.n + 1, MAX_COUNT), restarts=task.n <= 2, keep=keep,  # (a timed
                            # n past 64 bits met OverflowError: 'Python int too large to convert to C ssize_t')
                            **_room(puzzle, listing, keep, min(keep, task.n)))
        except KeyboardInterrupt as exc:  # Ctrl-C: the answers listed so far, as a count gives its count
            if not hasattr(exc, "partial"):
                raise
            return Found([_grid(a) for a in exc.partial.answers[:task.n]], False, engine="search", interrupted=True)
        answers = out.answers[:task.n]
        kept = min(len(answers), task.skip + _checkable(puzzle, answers[task.skip:], options))  # (those passed
        # over are never checked)
        # answers dropped for time: not every one is listed
        return Found([_grid(a) for a in answers[:kept]], out.complete and kept == (out.count or len(out.answers)),
                     engine="search")

    def count(self, task) -> Found:
        """Counts every answer, or up to ``task.limit``, keeping the first
        ``task.keep`` (the others are counted in constant memory)."""
        puzzle, options = self.puzzle, self.options
        limit = min(task.limit + 1, MAX_COUNT) if task.limit is not None else MAX_COUNT  # one more: are there more?
        keep = task.keep
        if keep is None:  # every answer kept: as many as half the memory limit holds, the count goes on past them
            keep = options.answers_held((2 + LISTED_BYTES_PER_CELL) * puzzle.rows * puzzle.cols, least=2)  # kept in
            # the search, then listed
        keep = min(limit, keep)
        # keeping more than two answers, the count is a listing too: it stops at half the time left (run to the
        # deadline, --count -n 100000 -t 2 showed one answer after 2.6 s, its answers made into rows past the limit)
        listing = options.listing(keep, puzzle.rows * puzzle.cols) if keep > 2 else options
        try:
            out = ys.search(self.givens, limit, restarts=False, keep=keep, **_room(puzzle, listing, keep, keep))
        except KeyboardInterrupt as exc:  # Ctrl-C: the count so far, as the other kinds give it
            if not hasattr(exc, "partial"):
                raise
            so_far = exc.partial
            return Found([_grid(a) for a in so_far.answers], False, count=so_far.count, engine="search",
                         interrupted=True)
        n = out.count if task.limit is None else min(out.count, task.limit)
        kept = out.answers[:min(n, _checkable(puzzle, out.answers, options))]
        return Found([_grid(a) for a in kept], out.complete, count=n, engine="search")

    def forced(self, task) -> Found:
        room = _room(self.puzzle, self.options, 2)
        out = ys.forced(self.givens, deadline=room["deadline"])
        if out.first is None:
            return Found([], out.complete, status=Status.INFEASIBLE if out.infeasible else Status.UNKNOWN,
                         engine="search")
        return Found([_grid(out.first)], out.complete, forced=_grid(out.forced), engine="search")


__all__ = ["SearchSolver"]
