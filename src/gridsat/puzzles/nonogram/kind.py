"""The ``nonogram`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.kind import GridKind
from .hints import NonogramHints
from .rules import NonogramPuzzle


class NonogramKind(NonogramHints, GridKind):
    name = "nonogram"
    title = "Nonogram"
    other_names = ("picross", "griddlers", "hanjie", "paintbynumbers", "nonogramme")  # its other names; janko.at's
    summary = ("shade cells so that each row's and column's runs of shaded cells are its numbers, in order, "
               "with at least one unshaded cell between runs")
    reads = ("puzz.link URL (nonogram)",
             "JSON {\"kind\": \"nonogram\", \"rows\": R+(R+1)//2, \"cols\": C+(C+1)//2, \"clues\"} (the board in "
             "its frame)",
             "text grid of R+(R+1)//2 rows of C+(C+1)//2 (the columns' numbers in the (R+1)//2 rows above the "
             "board, the rows' numbers in the (C+1)//2 columns left of it; . elsewhere)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("The board is written inside its frame of clues, as puzz.link draws and files it: (R+1)//2 rows above "
             "the R x C cells hold the columns' numbers, read top to bottom, and (C+1)//2 columns left of them the "
             "rows' numbers, read left to right (blanks skipped; a line with no number holds no shaded cell); the "
             "corner is always '.'. Answers are rows of 1 (shaded) and 0 (unshaded), the frame 0 (a recorded answer "
             "may give the R rows of C cells alone, or rows of # and .) (docs/nonogram.md).")
    puzzle_type = NonogramPuzzle
    url_names = ("nonogram",)
    engine_help = ("auto: the CP-SAT model of the rules (a boolean per cell, each line's runs an automaton over its "
                   "cells; the one --export-model writes); cpsat: the same")
    defaults = {"num_workers": 1}
    # every model solution is a different answer (the model's variables are the cells): uniqueness, counts and
    # listings by CP-SAT's own enumeration (one_to_one)
    enumerates = True
    one_to_one = True
    examples = (
        Example("pzprjs-6x6", "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/nonogram.js) and the answer its "
                "checker accepts",
                answer=["." * 9, "." * 9, "." * 9, "...##.#..", "...#...#.", "....#.##.", "." * 9, "...#...#.",
                        "....###.."], unique=True, count=1),
    )

    def why_none(self, puzzle, task, settings) -> dict | None:
        """Why ``puzzle`` has no answer: lines whose numbers cannot all hold, each needed (not always the fewest such
        lines: :func:`~gridsat.puzzles.conflict.needed_subset`), every other line's rule
        taken away (a line waived is free: :func:`~gridsat.puzzles.conflict.why_none` thins the lines); the conflict
        is those lines' clue cells, or their cells where a line has no number."""
        from ..conflict import waiving, why_none

        lines = {line[0]: line for line in puzzle.lines()}
        top, left = puzzle.depths
        beside = {lid: (top + lid[1], left - 1) if lid[0] == "row" else (top - 1, left + lid[1]) for lid in lines}

        def said(named: list, needed: bool) -> str:
            listed = named[0] if len(named) == 1 else ", ".join(named[:-1]) + f" and {named[-1]}"
            if len(named) == 1:
                return f"the numbers of {listed} cannot hold, even with every other line's numbers taken away"
            return f"the numbers of {listed} cannot all hold, even with every other line's numbers taken away" + \
                (" (take one of these away too and an answer exists)" if needed else "")

        found = why_none(self, puzzle, task, settings, clues=[(beside[lid], lid) for lid in lines],
                         thinned=lambda cells: waiving(puzzle, [lid for lid in lines if beside[lid] in cells]),
                         noun="line", named=lambda cell, lid: puzzle.line_named(lines[lid]), said=said,
                         none="there is none even with every line's numbers taken away")
        if found and found["conflict"]:  # a line is its clue cells (or its cells, where it has no number)
            line_at = {cell: lines[lid] for lid, cell in beside.items()}
            found["conflict"] = [list(c) for cell in found["conflict"]
                                 for c in (line_at[tuple(cell)][3] or line_at[tuple(cell)][1])]
        return found

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = NonogramKind()
