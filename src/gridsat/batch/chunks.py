"""How a batch's puzzles are handed to its workers: a puzzle file a task alone, collection lines in tasks sized
by what the puzzles cost so far."""

from __future__ import annotations

from typing import Callable, Iterator

#: The most lines of a collection per task (a puzzle file is a task alone: each may
#: be slow).  Many lines, since each is usually quick and a task round trip
#: must not cost more than the solving; a Dask task costs more to schedule
#: than a process-pool one, so it takes more lines.  Fewer when the lines are slow (:class:`_Pace`).
LINE_CHUNK, DASK_LINE_CHUNK = 200, 1000
#: Characters of collection lines per task: a task ends at this many, however few its lines (one longer line
#: is a task alone).  Counted in lines alone, a 3.6 MB gzip of 120 lines of 31 MB made tasks of 15 lines, and
#: the tasks waiting for -j 2's workers held 3 GB in the batch's own process.
CHUNK_CHARS = 8 * 1024**2


def _chunks(todo: Iterator, size: int | Callable[[], int] = LINE_CHUNK, chars: int = CHUNK_CHARS) -> Iterator[list]:
    """Chunks of items: a puzzle file alone, up to ``size`` collection lines together (a number, or a function
    giving it as each chunk fills: :class:`_Pace`), ended once their text reaches ``chars`` characters
    (:data:`CHUNK_CHARS`)."""
    lines = size if callable(size) else lambda: size
    pending, held = [], 0
    for item in todo:
        if item.line is None:
            if pending:
                yield pending
                pending, held = [], 0
            yield [item]
            continue
        pending.append(item)
        held += len(item.text or "")
        if len(pending) >= lines() or held >= chars:
            yield pending
            pending, held = [], 0
    if pending:
        yield pending


def chunk_lines(todo: int, workers: int) -> int:
    """Collection lines per task for ``todo`` puzzles on ``workers`` processes: :data:`LINE_CHUNK`, or
    fewer so that every worker gets about four tasks (one task of 60 slow lines left -j 2's second
    worker idle, and a Ctrl-C lost all the lines it had solved)."""
    return max(1, min(LINE_CHUNK, -(-todo // (4 * workers))))


#: Seconds of solving a task of collection lines is given (as measured so far): a task's answers reach the results
#: file only when the whole task is done, so a kill -9 (or a worker the system killed) loses what its tasks in
#: flight had solved.  Tasks of a fixed 25 lines of one-second puzzles lost 50 answers to a kill after 8 s (none
#: had been written); in tasks of about a second, each worker loses about a second's work.
TASK_SECONDS = 1.0


class _Pace:
    """How many collection lines the next task takes: one until the puzzles' cost is known, then as many as
    :data:`TASK_SECONDS` holds at the cost of a puzzle so far (the mean of this run's, or of the last task's
    when those cost more: slow puzzles after quick ones are soon given small tasks), up to ``most``."""

    def __init__(self, most: int):
        self.most, self.seconds, self.puzzles, self.last = most, 0.0, 0, 0.0

    def add(self, tally) -> None:
        """Count a finished task's puzzles and their seconds (its :class:`~gridsat.batch.work.Tally`)."""
        self.seconds += tally.seconds
        self.puzzles += tally.puzzles
        if tally.puzzles:
            self.last = tally.seconds / tally.puzzles

    def __call__(self) -> int:
        if not self.puzzles:
            return 1
        cost = max(self.seconds / self.puzzles, self.last)
        return max(1, min(self.most, int(TASK_SECONDS / cost) if cost > 0 else self.most))


__all__ = ["CHUNK_CHARS", "DASK_LINE_CHUNK", "LINE_CHUNK", "TASK_SECONDS", "chunk_lines"]
