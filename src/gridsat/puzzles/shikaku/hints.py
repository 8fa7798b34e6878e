"""Shikaku's hint hooks (:class:`ShikakuHints`, a base of its kind): steps by :mod:`.stepping` (the rules
:mod:`.deductions`), a player's position read as Shikaku's answer is written, the terminal text of a hint.

A position is rows of ranks, a cell's the rank of the number whose rectangle covers it (from 1 in reading order, as
the kind's answers), ``.``, ``0`` or ``?`` undecided: spaced (``1 1 2``), or side by side when every rank is one
digit (``112``); or a hint's ``--json`` record, or JSON rows (0 undecided).  A line naming the kind above the rows is
left out; a hint's board read back too (its sentence and key left out, ``5*`` read as 5).
"""

from __future__ import annotations

from typing import ClassVar

from ..fillomino.hints import read_number_rows
from ..grid.digit_hints import DigitHints


class ShikakuHints(DigitHints):
    """Hints, grades and the web's play card for Shikaku (see the module docstring): a rectangle is drawn by a drag
    from corner to corner round its number (``play_entry`` ``"rectangle"``), its cells taking the number's rank."""

    play_entry: ClassVar[str] = "rectangle"
    play_value_word = "rank"
    deductions: ClassVar[str] = "gridsat.puzzles.shikaku.stepping"
    techniques: ClassVar[str] = "gridsat.puzzles.shikaku.deductions"
    trial_grades: ClassVar[dict] = {
        "expert": "trials: 'if this number's rectangle lay another of its ways, the rules would lead to a "
                  "contradiction'",
        "guess": "a rectangle no rule and no one-step trial places (a guess the solver's proof backs)"}

    def grade_meaning(self, name: str, steps=()) -> str:
        """As a digit genre's, a trial's chain said of Shikaku's rules (it has no singles)."""
        return super().grade_meaning(name, steps).replace("short trials of singles (10 at most)",
                                                          "short trials of the rules")

    def position_words(self) -> str:
        return "ranks of the numbers whose rectangles cover the cells, from 1 in reading order (. or ? undecided too)"

    def read_position(self, text, puzzle, source="position"):
        """Rows of ranks (``.``, ``0`` or ``?`` undecided; text or JSON), a line naming the kind above them or
        not."""
        from ..grid.explained import _without_header

        return read_number_rows(_without_header(text, self.name, source), max(len(puzzle.numbered()), 1), source)

    def value_names(self, puzzle) -> list:
        """The ranks ``"1"`` to the numbers' count."""
        return [str(v) for v in range(1, len(puzzle.numbered()) + 1)]

    def cell_regions(self, puzzle):
        return None

    def cell_labels(self, puzzle) -> list:
        """The numbers (areas, ``?``) on their cells, ``""`` elsewhere."""
        return [["" if v is None else str(v) for v in row] for row in puzzle.clues]

    def given_position(self, puzzle):
        """Each number's own cell its rank, 0 elsewhere."""
        from .stepping import givens

        flat = givens(puzzle)
        return [flat[r * puzzle.cols:(r + 1) * puzzle.cols] for r in range(puzzle.rows)]

    def hint_text(self, puzzle, deduction):
        """rich ``Text``: the grid after the steps, a line a row, each cell its number's rank (the numbers' own
        cells bold), the last step's red and starred (``5*``), undecided cells ``.``, then the key."""
        from ..grid.digit_hints import walled_hint_text

        width = max([len(str(v)) for row in deduction.grid for v in row] + [1]) + 1
        clued = puzzle.clued()
        return walled_hint_text(deduction, lambda r, c: None, width,
                                "a cell holds the rank of the number whose rectangle covers it, from 1 in reading "
                                "order; on a terminal, a number's own cell is bold",
                                given=lambda r, c: (r, c) in clued)


__all__ = ["ShikakuHints"]
