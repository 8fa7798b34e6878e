"""The ``gokigen`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.kind import GridKind
from .rules import GokigenPuzzle


class GokigenKind(GridKind):
    name = "gokigen"
    title = "Gokigen"
    summary = ("draw a diagonal in every cell so each number on a grid point counts the diagonals touching it; the "
               "diagonals form no loop")
    reads = ("puzz.link URL (gokigen)", "JSON {\"kind\": \"gokigen\", \"rows\", \"cols\", \"clues\"} (clues: rows + 1 "
             "rows of cols + 1 grid points)",
             "text grid of the grid points (rows + 1 lines of cols + 1: . no number, 0-4, ? a number not given)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("The numbers stand on the grid points, the corners of cells: a board of R x C cells has R + 1 rows of "
             "C + 1 points, and its text form is those rows (. a point without a number). An answer is one diagonal "
             "a cell: 1 (\\, top-left to bottom-right) or 0 (/, bottom-left to top-right).")
    puzzle_type = GokigenPuzzle
    url_names = ("gokigen",)
    engines = ("auto", "cuts", "cpsat")
    engine_help = ("auto: cuts; cuts: CP-SAT with the diamonds of four diagonals refused and longer loops cut as "
                   "answers show them (solve, forbid each loop found, solve again); cpsat: the whole model, no loop "
                   "as ranked trees over the grid points (the one --export-model writes)")
    examples = (
        Example("pzprjs-4x4", "https://puzz.link/p?gokigen/4/4/iaegcgcj6a",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/gokigen.js) and its answer",
                answer=["\\/\\/", "/\\\\\\", "\\\\//", "///\\"], unique=True, count=1),
    )

    def choose_engine(self, puzzle, task, settings) -> str:
        return "cuts" if task.engine == "auto" else task.engine

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = GokigenKind()
