"""Stepping through a Ripple Effect as a person would: Sudoku's stepping (:mod:`gridsat.puzzles.sudoku.stepping`: the
simplest technique's singles, else eliminations until a single appears, else a one-step trial, else a guess the
solver's proof backs) on the rooms, with the techniques of :mod:`.deductions`; the one stepping loop of the grid
genres (:func:`~gridsat.puzzles.grid.steploop.deduce`) runs them.  Positions are flat, row-major, 0 undecided.

Nothing here is trusted for the answer: the solver proves the answer unique, every step is compared with it (a
disagreement raises ``AssertionError``: a bug), and the tests derive each step again from its premises alone.
"""

from __future__ import annotations

import time

from ...core.hints import Deduction
from ..grid import steploop
from ..grid.steploop import Genre
from ..sudoku import stepping as sudoku
from .deductions import Board


def givens(puzzle) -> list:
    """The starting position, flat: a given's digit, 0 elsewhere (a ``?`` given too: its digit is to be found)."""
    return [v if isinstance(v, int) else 0 for row in puzzle.clues for v in row]


def read_start(board: Board, grid: list, start) -> None:
    """Merge a player's position ``start`` (rows of digits, 0 undecided) into ``grid``, in place.

    Raises:
        PuzzleInputError: another size, a value that is no digit 1 to the largest room's size, or a given
            changed."""
    from ..grid.trials import merge_position

    merge_position(board.rows, board.cols, grid, start, {d: str(d) for d in range(1, board.n + 1)},
                   lambda i: f"it is given as {grid[i]}")


def ripple_genre(board: Board, puzzle) -> Genre:
    """The parts of the one stepping loop (:class:`~gridsat.puzzles.grid.steploop.Genre`) of a Ripple Effect
    ``puzzle`` on ``board``: Sudoku's, on the rooms with rule 2's strikes."""
    begun = givens(puzzle)
    return Genre(board.rows, board.cols, rules=lambda grid: sudoku.next_steps(board, grid),
                 trial=lambda grid, answer, deadline: sudoku.trial_step(board, grid, answer, deadline),
                 guess=lambda grid, answer, deadline: sudoku.guess_step(board, grid, answer),
                 apply=lambda grid, steps: sudoku.decide(board, grid, steps), state=lambda grid: grid,
                 givens=lambda: list(begun), read_start=lambda grid, start: read_start(board, grid, start),
                 answer=lambda result: [v for row in result.grid for v in row],
                 mistaken=sudoku.told_mistakes(board))


def deduce(puzzle, *, start=None, deadline: float | None = None, first: bool = False) -> Deduction:
    """The steps of a Ripple Effect ``puzzle`` from its givens, or from ``start`` (rows of digits, 0 undecided): steps
    only when the puzzle has one answer and ``start`` agrees with it (else ``mistakes``); ``first``: the next step
    alone.

    Raises:
        PuzzleInputError: ``start`` does not fit (:func:`read_start`)."""
    began = time.perf_counter()
    return steploop.deduce(puzzle, ripple_genre(Board(puzzle), puzzle), start=start, deadline=deadline, first=first,
                           began=began)


__all__ = ["deduce", "givens", "read_start", "ripple_genre"]
