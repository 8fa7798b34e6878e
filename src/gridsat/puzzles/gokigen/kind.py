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
    engine_help = "auto: the CP-SAT model of the rules (the one --export-model writes); cpsat: the same"
    examples = (
        Example("pzprjs-4x4", "https://puzz.link/p?gokigen/4/4/iaegcgcj6a",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/gokigen.js) and its answer",
                answer=["\\/\\/", "/\\\\\\", "\\\\//", "///\\"], unique=True, count=1),
    )

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = GokigenKind()
