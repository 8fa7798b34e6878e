"""The ``numberlink`` kind: one declaration on the grid genres' base, its answers a loop genre's side bitmasks."""

from __future__ import annotations

from ..contract import Example
from ..grid.kind import GridKind
from ..grid.loop import LoopResult
from .rules import NumberlinkPuzzle


class NumberlinkResult(LoopResult):
    """A Numberlink result: the answer grid plus the paths as edge strings."""

    forced_words = "cells with every side forced"


class NumberlinkKind(GridKind):
    name = "numberlink"
    title = "Numberlink"
    summary = ("join each pair of equal numbers by a path through cell centres; paths never cross, branch or share "
               "a cell, and a number is the end of one path")
    reads = ("puzz.link URL (numlin, numberlink; arukone: every cell on a path, unless its flag e)",
             "JSON {\"kind\": \"numberlink\", \"rows\", \"cols\", \"clues\" (numbers 1 or more, \"?\" or null), "
             "[\"full\"]}",
             "text grid (. empty, a number, ? a number not given, joined to another ?; first line 'numberlink full' "
             "for every cell on a path)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json: side bitmasks and "
              "horizontal/vertical edge strings)", "PNG", "SVG")
    notes = ("Answers are rows of side bitmasks, one per cell: up 1, right 2, down 4, left 8 for the sides a path "
             "leaves the cell through (0: no path); --json also gives the paths as horizontal/vertical edge strings "
             "('1' where a path joins two neighbouring cells), which a recorded answer may be written as too.  "
             "Empty cells may stay unused, as puzz.link's numlin checks (Arukone's URL, or 'full', asks them all).")
    other_names = ("arukone", "numberlink", "flow")
    puzzle_type = NumberlinkPuzzle
    result_type = NumberlinkResult
    url_names = ("numlin", "numberlink", "arukone")
    engines = ("auto", "cuts", "cpsat")
    engine_help = ("auto: cuts; cuts: CP-SAT with stray loops of empty cells cut off as they are found (solve, and "
                   "while a ring of empty cells stands apart, demand it be left or unused, and solve again); cpsat: "
                   "the whole model, stray loops forbidden by a circuit through every path (the one --export-model "
                   "writes)")

    def choose_engine(self, puzzle, task, settings) -> str:
        return "cuts" if task.engine == "auto" else task.engine

    def why_none(self, puzzle, task, settings) -> dict | None:
        """Why ``puzzle`` has no answer: what the board alone says (:meth:`NumberlinkPuzzle.board_reason`), else, where
        empty cells may stay unused, the pairs of numbers that cannot all be joined, thinned a number at a time --
        each number's cells taken away together, which keeps an answer (its paths left out) where one cell alone
        would not (:func:`gridsat.puzzles.conflict.why_none`); or None (``full``: a pair taken away leaves its path's
        cells empty)."""
        from dataclasses import replace

        from ..conflict import why_none

        plain = puzzle.board_reason()
        if plain or puzzle.full:
            return {"reason": plain, "conflict": []} if plain else None
        groups: dict = {}
        for cell, value in sorted(puzzle.clued().items()):
            groups.setdefault(value, []).append(cell)
        firsts = {cells[0]: value for value, cells in groups.items()}

        def thinned(cells):
            gone = {firsts[cell] for cell in cells}
            fewer = replace(puzzle, clues=tuple(tuple(None if v in gone else v for v in row) for row in puzzle.clues))
            object.__setattr__(fewer, "pairs_thinned", True)  # (no pair left: no path asked for)
            return fewer

        def named(cell, value):
            from ...core.errors import cell_name

            return f"{value} ({', '.join(map(cell_name, groups[value]))})"

        found = why_none(self, puzzle, task, settings, clues=list(firsts.items()), thinned=thinned, noun="pair",
                         named=named)
        if found is not None:
            found["conflict"] = [list(cell) for value in (firsts[tuple(c)] for c in found["conflict"])
                                 for cell in groups[value]]
        return found

    def recorded_answer(self, result, solution):
        """Also the answer as ``gridsat numberlink PUZZLE`` draws it, and edge strings (as a loop genre's)."""
        from ...core.grid import recorded_grid
        from ..grid.drawn_answer import as_drawing

        solution = as_drawing(solution)
        if isinstance(solution, str) and not solution.lstrip().startswith("{"):
            from ..grid.drawn_answer import drawn_centre_loop_answer, refuse_several

            refuse_several(solution)
            solution = drawn_centre_loop_answer(solution, result) or solution
        return recorded_grid(result.puzzle.read_answer(solution), result.puzzle.rows, result.puzzle.cols)

    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/numlin.js) and the answer its checker "
                "accepts",
                answer={"horizontal": ["1011", "0000", "0000", "0000", "1101"],
                        "vertical": ["01101", "11111", "11111", "10110"]}, unique=True, count=1),
        Example("janko-001-5x5", "https://puzz.link/p?numlin/5/5/7i3913k7l9i1",
                "janko.at Arukone 1 (www.janko.at/Raetsel/Arukone/001.a.htm) and its published answer",
                answer={"horizontal": ["1110", "0000", "0000", "0011", "0111"],
                        "vertical": ["00011", "11111", "11101", "11000"]}, unique=True, count=1),
    )


KIND = NumberlinkKind()
