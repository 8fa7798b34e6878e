"""The ``lightup`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.counting import CountingKind
from ..grid.explained import ShadingHints
from .rules import WALL, LightUpPuzzle


class LightUpKind(ShadingHints, CountingKind):
    name = "lightup"
    title = "Light Up"
    summary = ("bulbs light every open cell along rows and columns up to the walls, never each other; "
               "numbered walls count the bulbs next to them")
    reads = ("puzz.link URL (akari, lightup, bijutsukan)",
             "JSON {\"kind\": \"lightup\", \"rows\", \"cols\", \"clues\"}",
             "text grid (. open, # wall, 0-4 numbered wall)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    puzzle_type = LightUpPuzzle
    deductions = "gridsat.puzzles.lightup.deductions"
    shaded_word = "a bulb"  # a position's 2 is a bulb, its 1 a cell without one: "r2c5 is bulb-free: if it
    unshaded_word = "bulb-free"  # were a bulb, ..." (a trial), "# a bulb by this step" (a hint's key)
    shaded_glyph = "◉"  # as its answer draws a bulb (a bulb before the step was "██", as dark as a wall)
    position_values, position_looks = ("bulb-free", "bulb"), ("dot", "bulb")  # the play board's words and marks
    url_names = ("akari", "lightup", "bijutsukan")

    def drawn_clue(self, clue) -> str:
        """A wall without a number drawn ``■`` on a hint's board: ``#`` there is a bulb the step placed."""
        return "■" if clue == WALL else str(clue)

    def cell_walls(self, puzzle):
        """Every clue's cell is a wall (numbered or not): drawn dark on the play board, never clicked."""
        return [[v is not None for v in row] for row in puzzle.clues]

    def hint_text(self, puzzle, deduction):
        """The shading genres' board, its key naming the walls too (it named bulbs and '?' alone, never '■')."""
        out = super().hint_text(puzzle, deduction)
        clues = {v for row in puzzle.clues for v in row if v is not None}
        if clues and out.plain.endswith(")"):
            walls = [w for w, shown in (("■ a wall", WALL in clues), ("N a wall numbered N", clues - {WALL}))
                     if shown]
            out = out[:-1]
            out.append(f"; {'; '.join(walls)})", style="dim")
        return out
    examples = (
        Example("pzprjs-6x6", "https://puzz.link/p?akari/6/6/nekcakbl",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/lightup.js) and its answer",
                answer=["..*...", ".*.*..", "..*..*", "....*.", "*.....", "...*.."], unique=True, count=1),
    )

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = LightUpKind()
