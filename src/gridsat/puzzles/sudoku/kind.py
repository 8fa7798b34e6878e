"""The ``sudoku`` kind: the grid base, solved as an exact cover."""

from __future__ import annotations

import re

from ..contract import Example
from ..grid.digit_hints import DigitHints
from ..grid.kind import GridKind
from .rules import SudokuPuzzle
from ...core.wording import a_size


class SudokuKind(DigitHints, GridKind):
    name = "sudoku"
    title = "Sudoku"
    summary = "a digit 1..N in every cell; each row, column and box holds each digit once"
    reads = ("puzz.link URL (sudoku)", "JSON {\"kind\": \"sudoku\", \"rows\", \"cols\", \"clues\"}",
             "text grid (. empty, the givens' digits)",
             "rows without spaces, in one line or N (81 characters for 9x9; '.' or 0 empty)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("Boxes follow from the size as puzz.link draws them: 2x2 on 4x4, 2 rows x 3 columns on 6x6, 3x3 on "
             "9x9, 4x4 on 16x16, 5x5 on 25x25 (N x N with N a square, or 6). Answers are rows of digits.")
    puzzle_type = SudokuPuzzle
    deductions = "gridsat.puzzles.sudoku.stepping"  # hints: singles, eliminations, X-wings, then trials
    techniques = "gridsat.puzzles.sudoku.deductions"
    url_names = ("sudoku",)
    engines = ("auto", "exact", "cpsat")
    compiled = {"exact": "gridsat.engines._cover", "race": "gridsat.engines._cover"}
    engine_help = ("auto: the exact search, CP-SAT beside it when it has not settled within 0.2 s of CPU (the "
                   "first to settle stops the other; forced cells: exact); exact: gridsat's exact-cover search (C); "
                   "cpsat: the CP-SAT model of the rules")
    examples = (
        Example("pzprjs-4x4", "https://puzz.link/p?sudoku/4/4/g1k23k3g",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/sudoku.js) and its answer",
                answer=["2143", "4312", "3421", "1234"], unique=True, count=1),
        Example("janko-0381-6x6", "https://puzz.link/p?sudoku/6/6/h6g3h1l5h21h4l2h5g1h",
                "janko.at Sudoku 381 (Otto Janko), 6x6 with 2x3 boxes, and its published solution",
                answer=["546231", "312645", "465312", "123456", "631524", "254163"], unique=True, count=1),
        Example("cspuz-9x9", "https://puzz.link/p?sudoku/9/9/k8g1g7i2i99o2g3h75q19h5g4o83i4i6g4g5k",
                "the 9x9 test puzzle of cspuz_core (semiexp/cspuz_core, cspuz_rs_puzzles/src/puzzles/sudoku.rs) "
                "and the answer it asserts",
                answer=["264798315", "735124869", "981653274", "426389751", "573416982", "819275643", "152967438",
                        "397841526", "648532197"], unique=True, count=1),
    )

    def detect(self, text: str) -> bool:
        """The header line, a URL, JSON (:meth:`GridKind.detect`), or a Sudoku's rows written without spaces
        (:func:`~.rules.compact_rows`) with a ``.`` or a digit no Yin-Yang grid has (3 to 9): rows of 0, 1
        and 2 alone are a Yin-Yang text grid; also one line of digits and dots of another length (a 9x9 with a
        character dropped), which the reader then names, or of 0, 1 and 2 alone of a Sudoku's length (16, 36 or
        81: an empty Sudoku; a Yin-Yang grid has two rows or more)."""
        from .rules import blanks_spaced, compact_rows, lettered

        from itertools import islice

        # ten lines at most are looked at: stripping each of a 3,000,000-line file took a second and more
        lines = list(islice((line for line in text.strip().splitlines() if line.strip()), 10))
        digits = any(re.search(r"[.3-9]", line) for line in lines)  # (a character at a time: 0.4 s a 3 MB line)
        return super().detect(text) or (len(lines) <= 9 and compact_rows(lines) is not None and digits) or \
            blanks_spaced(lines) or (bool(lines) and lettered(lines[0])) or (
            len(lines) == 1 and len(lines[0].strip()) > 9 and not lines[0].strip("0123456789.")
            and (digits or len(lines[0].strip()) in (16, 36, 81)))
        # (the last: one line of digits and dots, as a Sudoku is written, of a wrong length: its reader says so;
        # or of 0, 1 and 2 alone, a Sudoku's length: an empty 9x9's 81 zeros was read as a 1x81 Yin-Yang)

    def choose_engine(self, puzzle, task, settings) -> str:
        """``auto``: the race of the exact search and CP-SAT (:mod:`.racing`), the exact search alone for forced
        cells; else the engine asked for."""
        if task.engine != "auto":
            return task.engine
        return "exact" if task.what == "forced" else "race"

    def solver(self, puzzle, engine, task, settings):
        if engine == "cpsat":
            return super().solver(puzzle, engine, task, settings)
        from ..grid.digits import cover_tasks

        exact = cover_tasks(puzzle.clues, puzzle.boxes(), task, f"{a_size(puzzle.n, puzzle.n)} Sudoku")
        if engine != "race":
            return exact
        from .racing import RacingSolver

        return RacingSolver(exact, lambda: self.cpsat_session(puzzle, "cpsat", task.options), task.options)


KIND = SudokuKind()
