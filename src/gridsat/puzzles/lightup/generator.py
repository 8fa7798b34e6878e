"""``gridsat generate lightup``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`) on a board
of random walls (symmetric under a half turn, as published boards mostly are), its wall numbers read from a random
answer: each wall's count of the bulbs next to it.  A number removed leaves a plain wall."""

from __future__ import annotations

import random

from ..grid.clue_generator import ClueGenerator, graded_settings
from .rules import WALL

#: Share of the cells made walls.
WALLS = 0.2


class LightUpGenerator(ClueGenerator):
    """Light Up puzzles with one answer and a minimal set of wall numbers (with ``--grade``: of that grade)."""

    kind = "lightup"
    promise = ("a Light Up puzzle (random walls) with exactly one answer and a minimal set of wall numbers (with "
               "--grade: of that grade)")
    settings = graded_settings(True)
    density = 0.2
    cell_bytes = 2000  # LightUpPuzzle.bytes_per_cell

    def board(self, rows: int, cols: int, rng: random.Random) -> list:
        """Plain walls on about :data:`WALLS` of the cells, each with its mirror through the centre."""
        grid = [[None] * cols for _ in range(rows)]
        for r in range(rows):
            for c in range(cols):
                if (r, c) <= (rows - 1 - r, cols - 1 - c) and rng.random() < WALLS:
                    grid[r][c] = grid[rows - 1 - r][cols - 1 - c] = WALL
        return grid

    def read_clues(self, board: list, answer: list) -> dict:
        """Every wall's number: the bulbs next to it."""
        rows, cols = len(board), len(board[0])
        return {(r, c): sum(answer[y][x] for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                            if 0 <= y < rows and 0 <= x < cols)
                for r in range(rows) for c in range(cols) if board[r][c] == WALL}

    def removed(self, clue):
        """A plain wall: the wall stays, its number goes."""
        return WALL


GENERATOR = LightUpGenerator()

__all__ = ["GENERATOR", "LightUpGenerator", "WALLS"]
