"""The ``nurikabe`` kind: one declaration on the grid genres' base, and
its engines: the deductions, which settle most published boards alone, and
CP-SAT."""

from __future__ import annotations

from ..contract import Example
from ..grid.explained import ShadingHints
from ..grid.kind import GridKind
from .rules import NurikabePuzzle


class NurikabeKind(ShadingHints, GridKind):
    name = "nurikabe"
    title = "Nurikabe"
    summary = "shade cells so each unshaded area holds one number, its size; shaded cells connected, no 2x2"
    reads = ("puzz.link URL (nurikabe)", "JSON {\"kind\": \"nurikabe\", \"rows\", \"cols\", \"clues\"}",
             "text grid (. empty, numbers, ? a clue of unknown size)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    puzzle_type = NurikabePuzzle
    deductions = "gridsat.puzzles.nurikabe.deductions"
    url_names = ("nurikabe",)
    engines = ("auto", "logic", "cpsat")
    engine_help = ("auto: the deductions (the classic island rules to a fixed point, one-cell trials on boards of "
                   "up to 400 cells), the answer when they decide every cell, else CP-SAT with the cells they decide "
                   "fixed (CP-SAT alone with --params, --log or --seed); logic: the deductions alone (refused "
                   "when they leave a cell undecided); cpsat: the CP-SAT model of the rules (the one --export-model "
                   "writes)")
    # Measured (CPU of uniqueness() in a fresh process, loaded machine): the pzprjs 5x5 and janko.at 1
    # (10x10) decided by the rules alone in about 1 ms, where CP-SAT's two solves took 6 and 9 ms;
    # janko.at 726, 758, 827 (10x10 to 13x20, "?" clues) by the trials in 25-50 ms against 60-90 ms.
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/nurikabe.js) and its answer",
                answer=["..###", ".#..#", ".####", ".#.#.", "###.."], unique=True, count=1),
    )

    def choose_engine(self, puzzle, task, settings) -> str:
        """``auto`` stays ``auto`` (the solver names the engine that
        answered), but is CP-SAT when CP-SAT's own options are given."""
        options = task.options
        if task.engine == "auto" and (options.params or options.log or options.seed is not None):
            return "cpsat"
        return task.engine

    def solver(self, puzzle, engine, task, settings):
        """``auto`` and ``logic``: the deductions first
        (:meth:`NurikabePuzzle.deductions`, with trials); settled by them, a
        :class:`~gridsat.puzzles.grid.decided.DecidedSolver`; else CP-SAT on
        the model with the cells they decide fixed (``auto``), or refused
        (``logic``: PuzzleInputError naming the cells left).  ``cpsat``: the
        grid genres' CP-SAT solver."""
        if engine == "cpsat":
            return super().solver(puzzle, engine, task, settings)
        from ..grid.decided import DecidedSolver

        options = task.options
        options.check_memory(puzzle.rows * puzzle.cols * puzzle.bytes_per_cell,
                             f"a CP-SAT model of a {puzzle.rows}x{puzzle.cols} {self.title}")
        known = puzzle.deductions(options, trials=True)
        if known is None:
            return DecidedSolver(None)
        cells = puzzle.cells()
        if len(known) == len(cells):
            grid = [[known[(r, c)] for c in range(puzzle.cols)] for r in range(puzzle.rows)]
            return DecidedSolver(None if puzzle.violations(grid) else grid)
        if engine == "logic":
            from ...core.errors import PuzzleInputError

            raise PuzzleInputError(f"the deductions leave {len(cells) - len(known)} of {len(cells)} cells undecided: "
                                   "the logic engine answers only boards they decide (use --engine auto)")
        from ...constraints.model import RuleModel
        from ...core.task import SessionSolver
        from ...engines.cpsat import CpSatSession

        model = RuleModel(check=options.check_time)
        encoding = puzzle.model(model, options, known=known)
        options.check_time()
        session = CpSatSession(model, encoding.decision, options, self.defaults)
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


KIND = NurikabeKind()
