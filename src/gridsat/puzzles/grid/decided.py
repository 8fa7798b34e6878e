"""The tasks on a puzzle its deductions have settled: a grid genre whose
deductions (rules that hold in every answer) decide every cell has at most
one answer, that grid, and exactly one when the grid keeps every rule; when
they contradict themselves, or the one grid they leave breaks a rule, there
is none.  Either way no search is left to make (the Nurikabe boards of 5x5
to 13x20 whose deductions decide them: 1-50 ms against CP-SAT's 6-90 ms).

:class:`DeducingKind` is the engine choice of such a genre: the deductions
first, CP-SAT on what they leave.
"""

from __future__ import annotations

from ...core.task import Found, Task
from ...core.wording import a_board


class DecidedSolver:
    """The five tasks (see :mod:`gridsat.core.task`) answered from the
    deductions alone.

    Args:
        grid: the answer (rows of the genre's values), every cell decided
            and every rule kept (the caller checks it with the genre's
            checker); None: no answer exists.
        engine: the engine name results give (``logic``).
    """

    def __init__(self, grid, engine: str = "logic"):
        self.grid, self.engine = grid, engine

    def _found(self, task: Task) -> Found:
        answers = [] if self.grid is None else [self.grid]
        return Found(answers, True, engine=self.engine,
                     count=len(answers) if task.what == "count" else None)

    def solve(self, task: Task) -> Found:
        return self._found(task)

    def solutions(self, task: Task) -> Found:
        return self._found(task)

    def count(self, task: Task) -> Found:
        return self._found(task)

    def unique(self, task: Task) -> Found:
        return self._found(task)

    def forced(self, task: Task) -> Found:
        found = self._found(task)
        found.forced = found.answers[0] if found.answers else None  # one answer: all of it is forced
        return found


class DeducingKind:
    """The engines ``auto``, ``logic`` and ``cpsat`` of a grid genre whose
    puzzle has ``deductions(options, trials=True)`` (``{cell: value}`` of the
    cells they decide, None when they contradict themselves) and a
    ``model(model, options, known=...)`` that fixes decided cells; mixed in
    before :class:`~gridsat.puzzles.grid.kind.GridKind`.

    ``auto`` and ``logic``: the deductions; when they decide every cell, a
    :class:`DecidedSolver` (the grid checked by the genre's checker); else
    CP-SAT on the model with the decided cells fixed (``auto``) or a refusal
    (``logic``).  ``auto`` is CP-SAT from the start when CP-SAT's own options
    (``--params``, ``--log``, ``--seed``, ``-w/--workers``) are given: never ignored (``-w 2`` was, unsaid, when
    the deductions decided every cell).
    """

    engines = ("auto", "logic", "cpsat")

    def choose_engine(self, puzzle, task, settings) -> str:
        options = task.options
        if task.engine == "auto" and (options.params or options.log or options.seed is not None
                                      or options.workers is not None):
            return "cpsat"
        return task.engine

    def solver(self, puzzle, engine, task, settings):
        """See the class docstring.

        Raises:
            PuzzleInputError: ``logic`` on a board the deductions leave
                undecided (naming how many cells), or a model over the
                memory limit.
        """
        if engine == "cpsat":
            return super().solver(puzzle, engine, task, settings)
        options = task.options
        options.check_memory(puzzle.rows * puzzle.cols * puzzle.bytes_per_cell,
                             f"a CP-SAT model of {a_board(puzzle, self.title)}")
        if engine != "logic":  # CP-SAT may keep them, after the deductions: refused as --engine cpsat refuses them
            from .kind import answer_bytes, refuse_unkept  # (-n 1000000000 ran to the time limit instead)

            refuse_unkept(task, answer_bytes(puzzle.rows * puzzle.cols), cells=puzzle.rows * puzzle.cols)
        known = puzzle.deductions(options, trials=True)
        if known is None:
            return DecidedSolver(None)
        cells = puzzle.cells()
        if len(known) == len(cells):
            grid = [[known[(r, c)] for c in range(puzzle.cols)] for r in range(puzzle.rows)]
            return DecidedSolver(None if puzzle.violations(grid) else grid)
        if engine == "logic":
            from ...core.errors import PuzzleInputError
            from ...core.settings import engine_words  # from Python: engine='auto', no --engine to give

            raise PuzzleInputError(f"the deductions leave {len(cells) - len(known)} of {len(cells)} cells undecided: "
                                   f"the logic engine answers only boards they decide (use {engine_words('auto')})")
        from ...core.session_solver import SessionSolver

        session, encoding = self.cpsat_session(puzzle, "cpsat", options, known=known)
        from .kind import answer_bytes, refuse_unkept

        refuse_unkept(task, answer_bytes(puzzle.rows * puzzle.cols), cells=puzzle.rows * puzzle.cols, built=encoding)
        return EngineNamed(SessionSolver(session, encoding.decode, forced=encoding.forced), "cpsat")


class EngineNamed:
    """A solver whose every :class:`~gridsat.core.task.Found` names
    ``engine`` (the one ``auto`` ended on)."""

    def __init__(self, solver, engine: str):
        self.solver, self.engine = solver, engine

    def __getattr__(self, what):
        method = getattr(self.solver, what)

        def run(task):
            found = method(task)
            found.engine = found.engine or self.engine
            return found
        return run


__all__ = ["DecidedSolver", "DeducingKind", "EngineNamed"]
