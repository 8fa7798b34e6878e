"""Yin-Yang engines: which one ``auto`` picks, and each one's solver.

Engines: ``search`` (the C search kernel, :mod:`.search`), ``cpsat`` (the
rooted-tree model, :mod:`.model`), ``cuts`` (lazy separator cuts) and
``race`` (the search, then CP-SAT beside it, for solving and uniqueness).
``auto`` picks ``race`` to solve or prove uniqueness and ``search`` to
list answers, count and find forced cells (a board with 75 answers: counted
by the search in 0.006 s, by CP-SAT, one solve per answer, in 2.9 s).  The
task runner (:func:`gridsat.core.task.run_task`) checks every answer with
:func:`~gridsat.puzzles.yinyang.check.check_grid` before it is returned.
"""

from __future__ import annotations

#: ``--engine`` choices.
ENGINES = ("auto", "race", "search", "cpsat", "cuts")


def choose_engine(task) -> str:
    """The engine ``auto`` stands for on ``task`` (see the module docstring)."""
    if task.engine == "race" and task.what not in ("solve", "unique"):
        return "search"
    if task.engine != "auto":
        return task.engine
    return "race" if task.what in ("solve", "unique") else "search"


def solver(puzzle, engine: str, options):
    """The solver of ``engine`` for ``puzzle`` (a :class:`.search.SearchSolver`
    or a :class:`~gridsat.core.session_solver.SessionSolver` over the CP-SAT model),
    built under ``options``' deadline and memory limit."""
    if engine in ("search", "race"):
        from .search import SearchSolver

        return SearchSolver(puzzle, options, race=engine == "race")
    from ...core.session_solver import SessionSolver
    from .model import decode, session

    def forced(values, flags):
        grid = decode(puzzle, values)
        return [[v if flags[r * puzzle.cols + c] else 0 for c, v in enumerate(row)] for r, row in enumerate(grid)]

    return SessionSolver(session(puzzle, options, engine), lambda values: decode(puzzle, values), forced=forced)


__all__ = ["ENGINES", "choose_engine", "solver"]
