"""Ripple Effect's hint hooks (:class:`RippleHints`, a base of its kind): steps by :mod:`.stepping` (the techniques
:mod:`.deductions`), a player's position read as the answer is written, the terminal text of a hint, and the web's
play card (a digit typed in a cell, the rooms' walls drawn thick).

A position is rows of digits, ``.``, ``0`` or ``?`` undecided, spaced (``1 . 3 1``) or side by side (``1.31``); or a
hint's ``--json`` record, or JSON rows (0 undecided).  A line naming the kind above the rows is left out; a hint's
board read back too (its sentence and key left out, ``2*`` read as 2).
"""

from __future__ import annotations

from typing import ClassVar

from ..grid.digit_hints import DigitHints, read_digit_rows


class RippleHints(DigitHints):
    """Hints, grades and the web's play card for Ripple Effect (see the module docstring): the card's cells take a
    digit typed or picked from the pad (``play_entry`` ``"digit"``), 1 to the largest room's size."""

    deductions: ClassVar[str] = "gridsat.puzzles.ripple.stepping"
    techniques: ClassVar[str] = "gridsat.puzzles.ripple.deductions"
    trial_grades: ClassVar[dict] = {
        "expert": "trials: 'if this cell held another of its digits, the techniques would lead to a contradiction'",
        "guess": "a digit no technique and no one-step trial decides (a guess the solver's proof backs)"}

    def grade_meaning(self, name: str, steps=()) -> str:
        """As a digit genre's, a trial's chain said of Ripple Effect's techniques (singles, reach and subsets)."""
        return super().grade_meaning(name, steps).replace("short trials of singles (10 at most)",
                                                          "short trials of the techniques")

    @staticmethod
    def largest(puzzle) -> int:
        """The largest room's size (the largest digit of the board)."""
        return max((len(cells) for cells in puzzle.rooms().values()), default=1)

    def position_words(self) -> str:
        return "digits as its answer is written (. ? or 0 undecided)"

    def read_position(self, text, puzzle, source="position"):
        """Rows of digits 1 to the largest room's size (see the module docstring), a line naming the kind above them
        or not.

        Raises:
            PuzzleInputError: unreadable (naming the line and column), or ragged rows."""
        from ..grid.explained import _without_header

        return read_digit_rows(_without_header(text, self.name, source), self.largest(puzzle), source)

    def value_names(self, puzzle) -> list:
        """The digits ``"1"`` to the largest room's size."""
        return [str(d) for d in range(1, self.largest(puzzle) + 1)]

    def cell_regions(self, puzzle) -> list:
        """Rows of each cell's room (numbered in reading order of their first cells from 0), whose borders the play
        board draws thick, as the kind's pictures draw the walls."""
        # (rooms() lists them in that order; reading every room's cells again for each room's sort key took 85 s
        # on a 99x99 board of 3x3 rooms, past any time limit)
        order = {rid: k for k, rid in enumerate(puzzle.rooms())}
        return [[order[rid] for rid in row] for row in puzzle.regions]

    def given_position(self, puzzle):
        """The givens' digits, 0 elsewhere (a ``?`` given too)."""
        return [[v if isinstance(v, int) else 0 for v in row] for row in puzzle.clues]

    def hint_text(self, puzzle, deduction):
        """rich ``Text``: the board after the steps, a line a row, the givens bold, the last step's digits red and
        starred (``2*``), undecided cells ``.``, then the key (read back as a position: :meth:`read_position`)."""
        from ..grid.digit_hints import walled_hint_text

        return walled_hint_text(deduction, lambda r, c: None, len(str(self.largest(puzzle))) + 1,
                                "on a terminal, a given is bold", lambda r, c: puzzle.clues[r][c] is not None)


__all__ = ["RippleHints"]
