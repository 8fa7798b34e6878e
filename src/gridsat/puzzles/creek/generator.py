"""``gridsat generate creek``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`), its numbers read
from a random answer (a shading whose unshaded cells are connected, drawn by CP-SAT from the seed's random bits):
each grid point's count of the shaded cells around it.

Every number of an answer fixes it (the corner point fixes its cell, then each point along the edge its next cell,
row by row), so the full set of numbers is always unique and no repair is needed; numbers are then taken away while
CP-SAT proves the planted answer the only one."""

from __future__ import annotations

import random

from ...constraints.corners import corner_count
from ..grid.clue_generator import ClueGenerator, graded_settings


class CreekGenerator(ClueGenerator):
    """Creek puzzles with one answer and a minimal set of numbers on the grid points (with ``--grade``: of that
    grade)."""

    kind = "creek"
    promise = ("a Creek puzzle with exactly one answer and a minimal set of numbers on the grid points (with --grade: "
               "of that grade)")
    settings = graded_settings(True)
    density = 0.35  # of the cells hinted shaded; CP-SAT reconnects the unshaded ones

    def board(self, rows: int, cols: int, rng: random.Random) -> list:
        """No number yet: ``rows + 1`` rows of ``cols + 1`` grid points, each None (the numbers stand on the points,
        so the clues' cells of the shared generator are points ``(r, c)``, 0..rows and 0..cols)."""
        return [[None] * (cols + 1) for _ in range(rows + 1)]

    def read_clues(self, board: list, answer: list) -> dict:
        """Every grid point's number: the shaded cells of ``answer`` (rows of 0/1) around it (1 to 4 cells)."""
        rows, cols = len(answer), len(answer[0])
        return {(r, c): corner_count(answer, (r, c)) for r in range(rows + 1) for c in range(cols + 1)}


GENERATOR = CreekGenerator()

__all__ = ["CreekGenerator", "GENERATOR"]
