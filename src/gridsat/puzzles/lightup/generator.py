"""``gridsat generate lightup``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`) on a board
of random walls (symmetric under a half turn, as published boards mostly are), its wall numbers read from a random
answer: each wall's count of the bulbs next to it.  A number removed leaves a plain wall.  Where every wall's number
still allows a second answer, a wall is added on one of its bulbs (the planted answer still lit) until none does."""

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
    # from 600 cells a run without a time limit is told it may take minutes (benchmarks/clue_generators.py)
    slow_cells, slow_measured = 900, "15x15 about 3 s, 25x25 about 20 s, 30x30 about 90 s on a busy 2-core machine"
    cell_bytes = 20_000  # a 25x25 board grew 12.4 MB, a 30x30 cut by its time limit 19.8 MB

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

    def repair(self, board: list, answer: list, other: list, rng: random.Random, earlier: list = (),
               options=None) -> tuple[list, list] | None:
        """One more wall (with its mirror where the answer allows both) on a cell without a bulb, at random among those
        on which every open cell is still lit and the second answer breaks a rule (a bulb on it, a cell it lit left
        dark, a wall number it misses), the cells where the second answer has a bulb tried first."""
        rows, cols = len(board), len(board[0])
        cells = [(r, c) for r in range(rows) for c in range(cols) if board[r][c] is None and not answer[r][c]]
        rng.shuffle(cells)
        cells.sort(key=lambda cell: not other[cell[0]][cell[1]])  # (a stable sort: random within each part)
        for r, c in cells:
            for group in ({(r, c), (rows - 1 - r, cols - 1 - c)}, {(r, c)}):
                if any(board[y][x] is not None or answer[y][x] for y, x in group):
                    continue
                trial = [list(row) for row in board]
                for y, x in group:
                    trial[y][x] = WALL
                puzzle = self.puzzle(rows, cols, trial, self.read_clues(trial, answer))
                if not puzzle.violations(answer) and puzzle.violations(other):
                    return trial, answer
        return None

    def removed(self, clue):
        """A plain wall: the wall stays, its number goes."""
        return WALL


GENERATOR = LightUpGenerator()

__all__ = ["GENERATOR", "LightUpGenerator", "WALLS"]
