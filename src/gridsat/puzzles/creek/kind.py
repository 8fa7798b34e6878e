"""The ``creek`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.explained import ShadingHints
from ..grid.kind import GridKind
from .rules import CreekPuzzle


class CreekKind(ShadingHints, GridKind):
    name = "creek"
    title = "Creek"
    summary = ("shade cells so each number on a grid point counts the shaded cells around it; unshaded cells "
               "connected")
    reads = ("puzz.link URL (creek)", "JSON {\"kind\": \"creek\", \"rows\", \"cols\", \"clues\"} (clues: rows + 1 "
             "rows of cols + 1 grid points)",
             "text grid of the grid points (rows + 1 lines of cols + 1: . no number, 0-4, ? a number not given)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("The numbers stand on the grid points, the corners of cells: a board of R x C cells has R + 1 rows of "
             "C + 1 points, and its text form is those rows (. a point without a number).")
    puzzle_type = CreekPuzzle
    deductions = "gridsat.puzzles.creek.deductions"
    url_names = ("creek",)
    engine_help = "auto: the CP-SAT model of the rules (the one --export-model writes); cpsat: the same"
    examples = (
        Example("pzprjs-6x6", "https://puzz.link/p?creek/6/6/gagaich2cgb6769dt",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/creek.js) and its answer",
                answer=["......", ".####.", "....#.", "###.#.", ".####.", "......"], unique=True, count=1),
    )

    def hint_text(self, puzzle, deduction):
        """The board after the hint's steps, its numbers on the lines of grid points (:mod:`.hint_text`)."""
        from .hint_text import creek_hint_text

        return creek_hint_text(puzzle, deduction)

    def cell_labels(self, puzzle):
        """No cell holds a number (they stand on the grid points: :meth:`point_labels`)."""
        return [[""] * puzzle.cols for _ in range(puzzle.rows)]

    def point_labels(self, puzzle):
        """The numbers on the grid points, ``rows + 1`` rows of ``cols + 1`` (``""``: none), for the play board."""
        return [["" if v is None else str(v) for v in row] for row in puzzle.clues]

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = CreekKind()
