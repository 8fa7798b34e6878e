"""Skyscrapers' hint hooks (:class:`SkyscrapersHints`, a base of its kind): steps by :mod:`.stepping` (the
techniques :mod:`.deductions`), a player's position read as Skyscrapers' answer is written, the terminal text of a
hint, and the web's play card (the frame's cells walls labelled with their clues, a height typed in a cell inside).

A position is rows of heights over the board in its frame, ``.``, ``0`` or ``?`` undecided and on the frame,
spaced (``0 2 1 0``) or side by side (``0210``); or the N rows of N heights inside alone; or a hint's ``--json``
record, or JSON rows.  A line naming the kind above the rows is left out; a hint's board read back too (its
sentence and key left out, ``3*`` read as 3).
"""

from __future__ import annotations

from typing import ClassVar

from ..fillomino.hints import read_number_rows
from ..grid.digit_hints import DigitHints


class SkyscrapersHints(DigitHints):
    """Hints, grades and the web's play card for Skyscrapers (see the module docstring): the card's cells take a
    height typed or picked from the pad (``play_entry`` ``"digit"``); the frame's cells are walls showing the
    clues."""

    play_value_word = "height"
    deductions: ClassVar[str] = "gridsat.puzzles.skyscrapers.stepping"
    techniques: ClassVar[str] = "gridsat.puzzles.skyscrapers.deductions"
    trial_grades: ClassVar[dict] = {
        "expert": "trials: 'if this cell held another of its heights, the techniques would lead to a "
                  "contradiction'",
        "guess": "a height no technique and no one-step trial decides (a guess the solver's proof backs)"}

    def grade_meaning(self, name: str, steps=()) -> str:
        """As a digit genre's, a trial's chain said of Skyscrapers' techniques (not Sudoku's singles alone)."""
        return super().grade_meaning(name, steps).replace("short trials of singles (10 at most)",
                                                          "short trials of the techniques")

    def deduce(self, puzzle, *, start=None, deadline=None, first=False):
        """The digit genres' steps, from the givens or ``start``: rows over the board in its frame, or the N rows of N
        heights inside alone, put in their frame of 0s as a position file's are (the Python API refused those as
        "the position has 4 rows of 4 cells; the puzzle has 6 rows of 6")."""
        if (isinstance(start, (list, tuple)) and len(start) == puzzle.n != puzzle.rows
                and all(isinstance(row, (list, tuple)) and len(row) == puzzle.n for row in start)):
            start = [[0] * puzzle.cols] + [[0, *row, 0] for row in start] + [[0] * puzzle.cols]
        return super().deduce(puzzle, start=start, deadline=deadline, first=first)

    def position_words(self) -> str:
        return "heights as its answer is written (. ? or 0 undecided and on the frame; or the N rows inside alone)"

    def read_position(self, text, puzzle, source="position"):
        """Rows of heights as Skyscrapers' answer is written (see the module docstring), a line naming the kind
        above them or not; the N x N cells inside alone are put in their frame.

        Raises:
            PuzzleInputError: unreadable (naming the line and column)."""
        from ..grid.explained import _without_header

        from ...core.errors import PuzzleInputError, cell_name, counted

        rows = read_number_rows(_without_header(text, self.name, source), puzzle.n, source)
        if len(rows) == puzzle.n and all(len(row) == puzzle.n for row in rows):
            return [[0] * puzzle.cols] + [[0, *row, 0] for row in rows] + [[0] * puzzle.cols]
        if len(rows) == puzzle.rows and all(len(row) == puzzle.cols for row in rows):  # the frame's clues written
            for r, row in enumerate(rows):  # as the kind draws them (a hint's board read back) are no heights
                for c, v in enumerate(row):
                    clue = puzzle.clues[r][c]
                    if v and puzzle.on_frame((r, c)) and v == clue:
                        row[c] = 0
                    elif v and puzzle.on_frame((r, c)):
                        raise PuzzleInputError(f"{cell_name((r, c))} is written {v}, but it is on the frame, where the "
                                               f"puzzle has {'no clue' if clue is None else f'the clue {clue}'} (is "
                                               "this the position of another puzzle?)", source)
            return rows
        widths = "/".join(f"{w:,}" for w in sorted({len(row) for row in rows}))  # counts as messages write them:
        n, w = puzzle.n, puzzle.rows  # 1,000 (a 1000-row position was "1000 rows of 1000 cells")
        cells = f"{widths} cell{'s' * (widths != '1')}"
        raise PuzzleInputError(f"the position has {counted(len(rows), 'row')} of {cells}; the puzzle is "
                               f"{n}x{n} inside its frame of clues: give its {w} rows of {w} (0 on the frame), or the "
                               f"{n} rows of {n} inside alone", source)

    def value_names(self, puzzle) -> list:
        """The heights ``"1"`` to ``"N"``."""
        return [str(h) for h in range(1, puzzle.n + 1)]

    def cell_regions(self, puzzle):
        return None

    def cell_walls(self, puzzle):
        """The frame's cells are walls: drawn apart on the play board, never typed in."""
        return [[puzzle.on_frame((r, c)) for c in range(puzzle.cols)] for r in range(puzzle.rows)]

    def cell_labels(self, puzzle):
        """A frame cell's clue (``""`` where none)."""
        return [["" if v is None or not puzzle.on_frame((r, c)) else str(v) for c, v in enumerate(row)]
                for r, row in enumerate(puzzle.clues)]

    def given_position(self, puzzle):
        """The givens' heights inside, 0 elsewhere (the frame's too, as the answer writes it)."""
        return [[0 if v is None or puzzle.on_frame((r, c)) else v for c, v in enumerate(row)]
                for r, row in enumerate(puzzle.clues)]

    def finished_position(self, puzzle, deduction):
        """The rules the position broke when its every cell inside holds a height (empty: an answer), from the
        checker; None while a cell is undecided."""
        position = self.deduction_start(deduction)
        if not position or any(not v for r, row in enumerate(position) for c, v in enumerate(row)
                               if not puzzle.on_frame((r, c))):
            return None
        return self.check_position(puzzle, position)

    def hint_text(self, puzzle, deduction):
        """rich ``Text``: the board in its frame after the steps as the kind's text writes it, a line a row, the
        clues bold (``.`` where the frame has none), the last step's heights red and starred (``4*``), undecided cells
        ``.``, then the key (read back as a position: :meth:`read_position`)."""
        from ..grid.digit_hints import walled_hint_text

        def wall(r, c):
            clue = puzzle.clues[r][c]
            return ("." if clue is None else str(clue)) if puzzle.on_frame((r, c)) else None

        return walled_hint_text(deduction, wall, len(str(puzzle.n)) + 1, "the clues stand round the frame",
                                lambda r, c: puzzle.clues[r][c] is not None)


__all__ = ["SkyscrapersHints"]
