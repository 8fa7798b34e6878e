"""``gridsat generate gokigen``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`), its numbers
read from a random answer (CP-SAT on the board without numbers, hinted with the seed's random diagonals, repairs
them into a board of diagonals with no loop): each grid point's count of the diagonals touching it.

Every number of an answer fixes it (the corner point fixes its cell, then each point along the edge its next cell,
row by row, as Creek's), so the full set of numbers is always unique and no repair is needed; numbers are then taken
away while CP-SAT proves the planted answer the only one."""

from __future__ import annotations

import random

from ..grid.clue_generator import ClueGenerator


def touching(answer: list, point) -> int:
    """How many diagonals of ``answer`` (rows of 1 ``\\`` / 0 ``/``) touch grid ``point`` (``(r, c)``)."""
    rows, cols, (r, c) = len(answer), len(answer[0]), point
    return sum(1 for y, x, slant in ((r - 1, c - 1, 1), (r - 1, c, 0), (r, c - 1, 0), (r, c, 1))
               if 0 <= y < rows and 0 <= x < cols and answer[y][x] == slant)


class GokigenGenerator(ClueGenerator):
    """Gokigen puzzles with one answer and a minimal set of numbers on the grid points."""

    kind = "gokigen"
    promise = "a Gokigen puzzle with exactly one answer and a minimal set of numbers on the grid points"
    density = 0.5  # as many '\' as '/' hinted
    # from 100 cells a run without a time limit is told it may take minutes
    slow_cells, slow_measured = 100, "7x7 5-9 s on a 2-core machine busy with a benchmark (seeds 1-3)"

    def board(self, rows: int, cols: int, rng: random.Random) -> list:
        """No number yet: ``rows + 1`` rows of ``cols + 1`` grid points, each None (the clues' cells of the shared
        generator are points ``(r, c)``, 0..rows and 0..cols)."""
        return [[None] * (cols + 1) for _ in range(rows + 1)]

    def read_clues(self, board: list, answer: list) -> dict:
        """Every grid point's number: the diagonals of ``answer`` touching it (0 to 4)."""
        rows, cols = len(answer), len(answer[0])
        return {(r, c): touching(answer, (r, c)) for r in range(rows + 1) for c in range(cols + 1)}


GENERATOR = GokigenGenerator()

__all__ = ["GENERATOR", "GokigenGenerator", "touching"]
