"""Stepping through a Skyscrapers as a person would: Sudoku's stepping (:mod:`gridsat.puzzles.sudoku.stepping`: the
simplest technique's singles, else eliminations until a single appears, else a one-step trial, else a guess the
solver's proof backs) on the Latin square inside the frame, with the clues' techniques of :mod:`.deductions`; the
one stepping loop of the grid genres (:func:`~gridsat.puzzles.grid.steploop.deduce`) runs them.  Positions are
flat over the framed board, :data:`~.deductions.FRAME` on the frame while stepping; a
:class:`~gridsat.core.hints.Deduction`'s rows write 0 there, as Skyscrapers' answers do.

Nothing here is trusted for the answer: the solver proves the answer unique, every step is compared with it (a
disagreement raises ``AssertionError``: a bug), and the tests derive each step again from its premises alone.
"""

from __future__ import annotations

import time

from ...core.hints import Deduction
from ..grid import steploop
from ..grid.steploop import Genre
from ..sudoku import stepping as latin
from .deductions import FRAME, Board, start as givens


def read_start(board: Board, grid: list, start) -> None:
    """Merge a player's position ``start`` (rows of heights over the framed board, 0 undecided and on the frame)
    into ``grid``, in place.

    Raises:
        PuzzleInputError: another size, a value that is no height 1 to N, a height on the frame, or a given
            changed."""
    from ..grid.trials import merge_position

    merge_position(board.width, board.width, grid, start, {h: str(h) for h in range(1, board.n + 1)},
                   lambda i: "it is on the frame (no height goes there)" if grid[i] == FRAME
                   else f"it is given as {grid[i]}", "height")


def skyscrapers_genre(board: Board, puzzle) -> Genre:
    """The parts of the one stepping loop (:class:`~gridsat.puzzles.grid.steploop.Genre`) of a Skyscrapers
    ``puzzle`` on ``board``: Sudoku's, on the Latin square inside the frame with the clues' techniques."""
    w, begun = board.width, givens(puzzle)
    return Genre(w, w, rules=lambda grid: latin.next_steps(board, grid),
                 trial=lambda grid, answer, deadline: latin.trial_step(board, grid, answer, deadline),
                 guess=lambda grid, answer, deadline: latin.guess_step(board, grid, answer),
                 apply=lambda grid, steps: latin.decide(board, grid, steps), state=lambda grid: grid,
                 givens=lambda: list(begun), read_start=lambda grid, start: read_start(board, grid, start),
                 answer=lambda result: [FRAME if v == FRAME else result.grid[i // w][i % w]
                                        for i, v in enumerate(begun)],
                 mistaken=latin.told_mistakes(board))


def deduce(puzzle, *, start=None, deadline: float | None = None, first: bool = False) -> Deduction:
    """The steps of a Skyscrapers ``puzzle`` from its givens, or from ``start`` (rows of heights over the framed
    board, 0 undecided and on the frame): steps only when the puzzle has one answer and ``start`` agrees with it
    (else ``mistakes``); ``first``: the next step alone.  The deduction's rows write 0 on the frame.

    Raises:
        PuzzleInputError: ``start`` does not fit (:func:`read_start`)."""
    began = time.perf_counter()
    board = Board(puzzle)
    board.deadline = deadline
    out = steploop.deduce(puzzle, skyscrapers_genre(board, puzzle), start=start, deadline=deadline, first=first,
                          began=began)
    return steploop.walled(out, [[not puzzle.on_frame((r, c)) for c in range(puzzle.cols)] for r in range(puzzle.rows)])

__all__ = ["deduce", "read_start", "skyscrapers_genre"]
