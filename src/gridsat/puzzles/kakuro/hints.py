"""Kakuro's hint hooks (:class:`KakuroHints`, a base of its kind): steps by :mod:`.stepping` (the techniques
:mod:`.deductions`), a player's position read as Kakuro's answer is written, the terminal text of a hint, and the
web's play card (its clue cells walls labelled with their sums, a digit typed in a white cell).

A position is rows of digits, a white cell's digit, ``.``, ``0`` or ``?`` undecided and on a clue cell: spaced
(``0 9 8 0``) or side by side (``0980``), a clue cell also written as the kind draws it (``16\\24``, ``\\``); or a
hint's ``--json`` record, or JSON rows (0 undecided).  A line naming the kind above the rows is left out; a hint's
board read back too (its sentence and key left out, ``7*`` read as 7).
"""

from __future__ import annotations

import re
from typing import ClassVar

from ..fillomino.hints import read_number_rows
from ..grid.digit_hints import DigitHints
from .rules import CLUE, clue_sums

#: A clue cell as a position may write it (``16\24``, ``\``), read as 0.
CLUE_TOKEN = re.compile(r"(?<!\S)\d*\\\d*(?!\S)")


def clue_written_as_the_puzzle(puzzle, marked: list, written: list, source: str) -> None:
    """Refuse a clue cell a position writes (``written[v - 100]`` where ``marked`` holds ``v``) on a white cell of
    ``puzzle``, or with other sums than the puzzle's there (``\\`` alone stands for any clue cell): read as 0, it
    hinted on a board other than the one typed.

    Raises:
        PuzzleInputError: naming the cell, what was written and the puzzle's cell there."""
    from ...core.errors import PuzzleInputError, cell_name, shown

    for r, row in enumerate(marked):
        for c, v in enumerate(row):
            if v < 100:
                continue
            tok, clue = written[v - 100], puzzle.clues[r][c]
            if clue is None:
                raise PuzzleInputError(f"{cell_name((r, c))} is written as a clue cell ({shown(tok)}), but it is a "
                                       "white cell of the puzzle (write its digit, or . undecided)", source)
            if tok != "\\" and clue_sums(tok) != clue_sums(clue):
                raise PuzzleInputError(f"{cell_name((r, c))} is written {shown(tok)}, but the puzzle's clue cell there "
                                       f"is {shown(clue)} (is this the position of another puzzle?)", source)


class KakuroHints(DigitHints):
    """Hints, grades and the web's play card for Kakuro (see the module docstring): the card's white cells take a
    digit typed or picked from the pad (``play_entry`` ``"digit"``); its clue cells are walls."""

    deductions: ClassVar[str] = "gridsat.puzzles.kakuro.stepping"
    techniques: ClassVar[str] = "gridsat.puzzles.kakuro.deductions"
    trial_grades: ClassVar[dict] = {
        "expert": "trials: 'if this cell held another of its candidates, the techniques would lead to a "
                  "contradiction'",
        "guess": "a digit no technique and no one-step trial decides (a guess the solver's proof backs)"}

    def grade_meaning(self, name: str, steps=()) -> str:
        """As a digit genre's, a trial's chain said of Kakuro's techniques (it has no Sudoku singles)."""
        return super().grade_meaning(name, steps).replace("short trials of singles (10 at most)",
                                                          "short trials of the techniques")

    def position_words(self) -> str:
        return "digits as its answer is written (. ? or 0 undecided and on a clue cell)"

    def read_position(self, text, puzzle, source="position"):
        """Rows of digits as Kakuro's answer is written (see the module docstring), a line naming the kind above
        them or not.

        Raises:
            PuzzleInputError: unreadable (naming the line and column), or rows of another shape."""
        from ..grid.explained import _without_header

        text = _without_header(text, self.name, source)
        if not isinstance(text, str) or text.lstrip().lstrip("\ufeff").startswith(("[", "{")) or "\\" not in text:
            return read_number_rows(text, 9, source)
        rows = read_number_rows(CLUE_TOKEN.sub("0", text), 9, source)
        written = CLUE_TOKEN.findall(text)  # each clue cell written, found again by its place: read as 100 + its index
        numbers = iter(range(100, 100 + len(written)))
        marked = read_number_rows(CLUE_TOKEN.sub(lambda _: str(next(numbers)), text), 100 + len(written), source)
        if len(rows) == puzzle.rows and all(len(row) == puzzle.cols for row in rows):
            clue_written_as_the_puzzle(puzzle, marked, written, source)
        return rows

    def value_names(self, puzzle) -> list:
        """The digits ``"1"`` to ``"9"``."""
        return [str(d) for d in range(1, 10)]

    def cell_regions(self, puzzle):
        return None

    def cell_walls(self, puzzle):
        """Every clue cell is a wall: drawn dark on the play board, never typed in."""
        return [[v is not None for v in row] for row in puzzle.clues]

    def cell_labels(self, puzzle):
        """A clue cell's sums as the kind writes them (``16\\24``, ``16\\``, ``\\24``; ``""`` one without sums)."""
        out = []
        for row in puzzle.clues:
            out.append(["" if v is None or clue_sums(v) == (None, None) else v for v in row])
        return out

    def given_position(self, puzzle):
        """Nothing is given: 0 on every cell (a clue cell's too, as the answer writes it)."""
        return [[0] * puzzle.cols for _ in range(puzzle.rows)]

    def finished_position(self, puzzle, deduction):
        """The rules the position broke when its every white cell holds a digit (empty: an answer), from the
        checker; None while a white cell is undecided."""
        position = self.deduction_start(deduction)
        if not position or any(not v for r, row in enumerate(position) for c, v in enumerate(row)
                               if puzzle.clues[r][c] is None):
            return None
        return self.check_position(puzzle, position)

    def hint_text(self, puzzle, deduction):
        """rich ``Text``: the board after the steps, a line a row, each clue cell written ``down\\across`` (bold),
        the last step's digits red and starred (``7*``), undecided cells ``.``, then the key."""
        from ..grid.digit_hints import walled_hint_text

        width = max([len(v) for row in puzzle.clues for v in row if v is not None] + [2]) + 1
        return walled_hint_text(deduction, lambda r, c: puzzle.clues[r][c], width,
                                "a clue cell is written down\\across")


__all__ = ["CLUE", "CLUE_TOKEN", "KakuroHints"]
