"""The ``hashi`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.kind import GridKind
from ..grid.result import GridResult
from .hints import HashiHints
from .rules import HashiPuzzle


class HashiResult(GridResult):
    """A Hashiwokakero result: the answer grid plus the bridges as edge strings."""

    forced_words = "cells with their bridges forced"
    answer_parts = ("horizontal", "vertical")

    def differing_cells(self, grid, other) -> list[tuple[int, int]]:
        """The cells whose bridges differ on any side (a cell's value holds only its right and bottom sides: the
        second answer's picture left the island at the far end of a changed pair unmarked)."""
        near = super().differing_cells(grid, other)
        return sorted({cell for r, c in near for cell in ((r, c), (r, c + 1), (r + 1, c))
                       if cell[0] < len(grid) and cell[1] < len(grid[0]) and
                       (cell == (r, c) or _side_differs(grid, other, (r, c), cell))})

    def answer_json(self) -> dict:
        out = super().answer_json()
        if self.grid is not None:
            out.update(self.puzzle.edges_json(self.grid))
        return out


def _side_differs(grid, other, cell, beyond) -> bool:
    """Whether the bridges across the side between ``cell`` and its right or lower neighbour ``beyond`` differ."""
    (r, c), a, b = cell, grid[cell[0]][cell[1]], other[cell[0]][cell[1]]
    return (a % 3 != b % 3) if beyond == (r, c + 1) else (a // 3 != b // 3)


class HashiKind(HashiHints, GridKind):
    name = "hashi"
    title = "Hashiwokakero"
    summary = ("draw bridges between the islands, straight, never crossing, at most two a pair, as many at each "
               "island as its number, joining every island into one network")
    reads = ("puzz.link URL (hashi, hashikake, bridges)",
             "JSON {\"kind\": \"hashi\", \"rows\", \"cols\", \"clues\" (1 to 8, \"?\" or null)}",
             "text grid (. empty, an island's number 1 to 8, ? an island whose number is not given; a row's cells "
             "separated by spaces, or written together: 4.2..)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json: the answer grid, and the "
              "bridges as horizontal/vertical strings of digits 0 to 2)", "PNG", "SVG")
    notes = ("Answers are rows of whole numbers, one per cell: the bridges across its right side plus 3 times those "
             "across its bottom side (0 to 8); --json also gives the bridges as horizontal/vertical strings, a digit "
             "0 to 2 a side between neighbouring cells, which a recorded answer may be written as too.")
    puzzle_type = HashiPuzzle
    result_type = HashiResult
    url_names = ("hashi", "hashikake", "bridges")
    engines = ("auto", "cuts", "cpsat")
    engine_help = ("auto: cuts; cuts: CP-SAT with the islands' connectivity added as lazy cuts (solve, and while the "
                   "bridges split the islands, demand a bridge out of each group and solve again); cpsat: the whole "
                   "model, the connectivity as a flow (the one --export-model writes)")

    def choose_engine(self, puzzle, task, settings) -> str:
        return "cuts" if task.engine == "auto" else task.engine

    def recorded_answer(self, result, solution):
        """Also the answer as ``gridsat hashi PUZZLE`` draws it (:func:`.drawn.drawn_bridges`)."""
        from ..grid.drawn_answer import as_drawing
        from .drawn import drawn_bridges

        drawing = as_drawing(solution)
        grid = drawn_bridges(result.puzzle, drawing) if isinstance(drawing, str) else None
        return grid if grid is not None else super().recorded_answer(result, solution)
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/hashikake.js) and the answer its "
                "checker accepts",
                answer=[[8, 2, 0, 0, 0], [6, 7, 1, 1, 3], [3, 6, 0, 0, 3], [3, 1, 1, 0, 3], [2, 2, 2, 2, 0]],
                unique=True, count=1),
        Example("janko-012-5x5", "https://puzz.link/p?hashi/5/5/3g3g3k4h1i2g32h1g",
                "janko.at Hashi 12 (www.janko.at/Raetsel/Hashi/012.a.htm) and its published answer",
                answer=[[7, 1, 2, 2, 3], [6, 0, 0, 0, 3], [4, 1, 1, 0, 3], [3, 0, 2, 2, 0], [1, 1, 1, 0, 0]],
                unique=True, count=1),
    )


KIND = HashiKind()
