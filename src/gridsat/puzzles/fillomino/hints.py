"""Fillomino's hint hooks (:class:`FillominoHints`, a base of its kind): steps by :mod:`.stepping` (the rules
:mod:`.deductions`), a player's position read as rows of numbers, the terminal text of a hint.

A position is rows of numbers, one a cell, ``.``, ``0`` or ``?`` undecided: spaced (``3 . 5``), or side by side
when every number is one digit (``3.5``), as the kind's own text writes a board; or a hint's ``--json`` record, or
JSON rows (0 undecided).  A line naming the kind above the rows is left out; a hint's board read back too (its
sentence and key left out, ``5*`` read as 5).
"""

from __future__ import annotations

import re
from typing import ClassVar

from ...core.errors import PuzzleInputError, counted, shown
from ..grid.digit_hints import EMPTY, DigitHints, drawn_row


def read_number_rows(text, most: int, source: str = "position") -> list:
    """Rows of ints (0 undecided) of a position's text (see the module docstring), each number 1 to ``most``.

    Raises:
        PuzzleInputError: no rows, ragged rows, or another symbol (naming the line and column)."""
    if not isinstance(text, str) or text.lstrip().lstrip("\ufeff").startswith(("[", "{")):
        from ...formats.json import rows_read

        return rows_read(text, source, lambda rows: read_number_rows(rows, most, source))
    from ...core.grid_text import is_status_line, refuse_only_status_lines, without_colour

    expected = f"rows of numbers 1 to {most}, '.', 0 or ? an undecided cell"
    refuse_only_status_lines(text, source, expected)
    text = without_colour(text)
    drawn = "┌" in text or "*" in text or re.search("[A-Za-z]{3}", text) is not None  # a hint's board, its
    # sentence above it and its key below (``5*`` the step's number)
    lines = [(k, "" if is_status_line(line) else drawn_row(line, drawn)) for k, line in enumerate(text.splitlines(), 1)]
    lines = [(k, line) for k, line in lines if line]
    if not lines:
        raise PuzzleInputError(f"no rows (expected {expected})", source)
    rows: list = []
    for k, line in lines:
        tokens = line.split() if any(ch.isspace() for ch in line) else list(line)
        for j, tok in enumerate(tokens, 1):
            if tok not in EMPTY and not (tok.isascii() and tok.isdigit() and 1 <= int(tok) <= most):
                from ..grid.address_form import separated_cells

                if (separated := separated_cells(line)) is not None:  # ("',' is not a number from 1 to 9")
                    raise PuzzleInputError(f"line {k}: {separated}", source)
                raise PuzzleInputError(f"line {k}, column {j}: {shown(tok, 24)} is not a number from 1 to {most}, "
                                       "'.', 0 or ?", source)
        if rows and len(tokens) != len(rows[0]):
            raise PuzzleInputError(f"ragged rows: line {k} has {counted(len(tokens), 'cell')}, line {lines[0][0]} has "
                                   f"{len(rows[0]):,}", source)
        rows.append([0 if tok in EMPTY else int(tok) for tok in tokens])
    return rows


class FillominoHints(DigitHints):
    """Hints, grades and the web's play card for Fillomino (see the module docstring): the card's cells take a
    number typed or picked from the pad (``play_entry`` ``"digit"``, as Sudoku's)."""

    play_value_word = "number"
    deductions: ClassVar[str] = "gridsat.puzzles.fillomino.stepping"
    techniques: ClassVar[str] = "gridsat.puzzles.fillomino.deductions"
    trial_grades: ClassVar[dict] = {
        "expert": "trials: 'if this cell held another of its candidates, the rules would lead to a contradiction'",
        "guess": "a number no rule and no one-step trial decides (a guess the solver's proof backs)"}

    def grade_meaning(self, name: str, steps=()) -> str:
        """As a digit genre's, a trial's chain said of Fillomino's rules (it has no singles)."""
        return super().grade_meaning(name, steps).replace("short trials of singles", "short trials of the rules")

    def position_words(self) -> str:
        return "numbers (. or ? undecided too)"

    def read_position(self, text, puzzle, source="position"):
        """Rows of numbers (``.``, ``0`` or ``?`` undecided; text or JSON), a line naming the kind above them or
        not."""
        from ..grid.explained import _without_header

        return read_number_rows(_without_header(text, self.name, source), puzzle.rows * puzzle.cols, source)

    def value_names(self, puzzle) -> list:
        """The numbers the play card's pad offers and its keys type: ``"1"`` to the largest given, 9 at least (the
        board's cells at most; a position read from text or JSON may hold any number up to the board's cells)."""
        given = [v for row in puzzle.clues for v in row if isinstance(v, int)]
        return [str(v) for v in range(1, min(puzzle.rows * puzzle.cols, max([9, *given])) + 1)]

    def cell_regions(self, puzzle):
        return None

    def given_position(self, puzzle):
        """The given numbers, 0 elsewhere (and on a ``?``)."""
        return [[v if isinstance(v, int) else 0 for v in row] for row in puzzle.clues]

    def hint_text(self, puzzle, deduction):
        """rich ``Text``: the grid after the steps, a line a row, givens bold, the last step's numbers red and
        starred (``5*``), undecided cells ``.``, then the key."""
        from rich.text import Text

        last = deduction.steps[-1] if deduction.steps else None
        marked = set(last.decided) if last else set()
        width = max([len(str(v)) for row in deduction.grid for v in row] + [1]) + 1
        out = Text()
        for r, row in enumerate(deduction.grid):
            for c, v in enumerate(row):
                pad = width if c < len(row) - 1 else 0  # (no spaces at a line's end)
                if (r, c) in marked:
                    out.append(f" {str(v) + '*':<{pad}}", "bold red")
                elif puzzle.clues[r][c] is not None:
                    out.append(f" {v or '?':<{pad}}", "bold")
                else:
                    out.append(f" {v or '.':<{pad}}", "" if v else "dim")
            out.append("\n")
        if marked:
            empty = "; . not yet decided" if any(0 in row for row in deduction.grid) else ""
            out.append(f"(N* decided by this step{empty}; on a terminal, a given is bold)", style="dim")
        return out.rstrip() or out


__all__ = ["FillominoHints", "read_number_rows"]
