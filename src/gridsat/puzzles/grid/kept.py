"""How many answers a grid kind's search may keep (``-n N``, a count's ``keep``), weighed against the memory limit
before they are kept."""

from __future__ import annotations


def refuse_unkept(task, each: int, who: str = "CP-SAT", most: int | None = None, *, cells: int | None = None,
                  built=None) -> None:
    """Refuse, before a model is built, answers to keep (``-n N``, a count's ``keep``) that cannot fit the memory
    limit, at ``each`` bytes an answer (:func:`answer_bytes`): ``--engine cpsat -n 1000000`` on a 100x100 board ran
    to its time limit, and the counting search recorded a 1000x1000 board's rules for 10-30 s, before refusing.
    ``most``: how many answers the board can have at all, None: not known.  Given its ``cells``, a board of at most
    :data:`SMALL_BOARD` is weighed once built instead (called again with ``built``, its encoding, whose decision
    literals bound its answers: a 4x4's ``-n 1000000000`` "needed 1490.1 GB, more than this machine has")."""
    if cells is not None and (cells <= SMALL_BOARD) == (built is None):  # weighed at the other call
        return
    if built is not None:
        most = 2 ** len(built.decision) if built.most is None else min(built.most, 2 ** len(built.decision))
    keep = task.n if task.what == "solutions" else task.keep if task.what == "count" else None
    if keep is not None:
        from ...core.errors import counted

        held = keep if most is None else min(keep, most)  # a 4x4's -n 1000000000 "needed 1087.8 GB"
        task.options.check_memory(held * each, f"{who} keeping {counted(keep, 'answer')}", held)


def counted_first(problem, options, held: int, each: int) -> tuple:
    """``(kept, whole)``: ``held`` answers of ``each`` bytes for the counting search to keep (of ``problem``, a
    :class:`~gridsat.engines.cardinality.CardinalityProblem`, under ``options``), or, when they would not fit half
    the memory limit, how many answers it has, if a count (keeping the first answers, which a Ctrl-C in it hands
    on) settles that within :data:`COUNTED_FIRST_SECONDS` (and half the time left) and finds no more than fit: the
    bound of its variables (2**n) is loose (a 3x3 Slitherlink of 213 loops was refused ``-n 1000000000`` as needing
    27.4 GB).  Only for problems of at most :data:`COUNTED_FIRST` variables; a count finding more than fit, or cut
    short by its own :data:`COUNTED_FIRST_SECONDS`, leaves ``held``, to be weighed (and refused) as before; one cut
    short by half the time left to the run's deadline (``options.deadline``) having found no more than fit gives as
    many as fit, listed in the other half and stopped by the time limit, not refused for memory a longer limit
    would not need.  ``whole`` is the count's :class:`~gridsat.engines.cardinality.Counted` when it settled the
    count and kept every answer (up to :data:`~gridsat.engines.cardinality.PARTIAL_ANSWERS`): the listing is then
    made (a listing searched again, cut by the time limit, said "there may be more" of a count already settled, and
    dropped the answers the count had kept), else None.

    Raises:
        KeyboardInterrupt: Ctrl-C in the count (``partial``: its :class:`~gridsat.engines.cardinality.Counted`).
    """
    fits = options.answers_held(each)
    if held <= fits or problem.n > COUNTED_FIRST:
        return held, None
    import time
    from dataclasses import replace

    from ...engines.cardinality import PARTIAL_ANSWERS, search

    now = time.perf_counter()
    soon = now + COUNTED_FIRST_SECONDS
    if options.deadline is not None:  # half the time left at most: the listing that follows has the other half
        half = now + (options.deadline - now) / 2  # (the count took it all: '-n 1000000 -t 5' on an empty 5x5
        cut, soon = half <= soon, min(soon, half)  # Slitherlink listed none of the loops '-n 1000' lists in 1.5 s)
    else:
        cut = False
    # the count keeps the answers a Ctrl-C hands on (it kept none: Ctrl-C in it gave "0 solutions listed")
    counted = search(problem, fits + 1, min(fits, PARTIAL_ANSWERS), replace(options, deadline=soon), head_start=0)
    if counted.complete:
        whole = counted if counted.count <= len(counted.solutions) else None
        return (counted.count, whole) if counted.count <= fits else (held, None)
    # cut by the run's time limit before it had counted more than fit: what fits is kept, the search that follows
    # lists them in the time left, and the run says the time limit ran out ('-n 1000000000 -t 0.3' on a 4x5
    # Slitherlink of 80,626 loops was "needs about 3331.3 GB of memory ...: no limit lets it run")
    return (min(held, fits) if cut and counted.count <= fits else held), None


#: Problems of at most this many variables are counted before a listing too large for memory is refused
#: (:func:`counted_first`), for at most this many seconds.
COUNTED_FIRST, COUNTED_FIRST_SECONDS = 400, 5.0

#: Boards of at most this many cells are built before the answers they would keep are weighed (at once: their
#: decision literals then bound how many answers there can be).
SMALL_BOARD = 64


def answer_bytes(cells: int, raw: int = 0) -> int:
    """Bytes one kept answer of ``cells`` cells costs: its grid, and ``raw`` bytes a cell of the engine's own."""
    from .cover import GRID_BYTES_PER_CELL

    return (raw + GRID_BYTES_PER_CELL) * max(1, cells)


__all__ = ["COUNTED_FIRST", "COUNTED_FIRST_SECONDS", "SMALL_BOARD", "answer_bytes", "counted_first", "refuse_unkept"]
