"""``gridsat generate creek``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`), its numbers read
from a random answer (:func:`random_shading`: cells shaded in a random order while the unshaded ones stay
connected): each grid point's count of the shaded cells around it.

Every number of an answer fixes it (the corner point fixes its cell, then each point along the edge its next cell,
row by row), so the full set of numbers is always unique and no repair is needed; numbers are then taken away while
CP-SAT proves the planted answer the only one."""

from __future__ import annotations

import random

from ...constraints.corners import corner_count
from ...core.options import SolverOptions
from ..grid.clue_generator import ClueGenerator, graded_settings

#: The share of the cells shaded, drawn between these for each candidate (CP-SAT hinted with a random picture, the
#: shared default, shaded 4 to 36 of 49 cells over 7x7 seeds 1-10).
SHADED = (0.3, 0.45)


def random_shading(rows: int, cols: int, rng: random.Random, check=None) -> list:
    """A random shading of a ``rows x cols`` board whose unshaded cells are connected (rows of 1 shaded / 0): the
    cells in a random order, each shaded when the unshaded cells stay connected without it, until a share of
    :data:`SHADED` is shaded (or no cell can be).  ``check``: the time limit's clock, read a cell at a time."""
    order = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(order)
    goal = round(rng.uniform(*SHADED) * rows * cols)
    grid = [[0] * cols for _ in range(rows)]
    open_cells, shaded = rows * cols, 0
    for r, c in order:
        if shaded >= goal:
            break
        if check is not None:
            check()
        grid[r][c] = 1
        if _connected(grid, open_cells - 1, (r, c)):
            open_cells, shaded = open_cells - 1, shaded + 1
        else:
            grid[r][c] = 0
    return grid


def _connected(grid: list, size: int, near) -> bool:
    """Whether the ``size`` unshaded cells of ``grid`` are connected (searched from a neighbour of ``near``)."""
    rows, cols = len(grid), len(grid[0])
    r, c = near
    start = next(((y, x) for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
                  if 0 <= y < rows and 0 <= x < cols and not grid[y][x]), None)
    if start is None:
        return size == 0
    seen, todo = {start}, [start]
    while todo:
        y, x = todo.pop()
        for p in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
            if p not in seen and 0 <= p[0] < rows and 0 <= p[1] < cols and not grid[p[0]][p[1]]:
                seen.add(p)
                todo.append(p)
    return len(seen) == size


class CreekGenerator(ClueGenerator):
    """Creek puzzles with one answer and a minimal set of numbers on the grid points (with ``--grade``: of that
    grade)."""

    kind = "creek"
    promise = ("a Creek puzzle with exactly one answer and a minimal set of numbers on the grid points (with --grade: "
               "of that grade)")
    settings = graded_settings(True)
    # from 150 cells a run without a time limit is told it may take minutes (benchmarks/clue_generators.py)
    slow_cells, slow_measured = 150, "10x10 about 17 s, at most 34 s over 15 seeds on a busy 2-core machine"
    cell_bytes = 110_000  # a 14x14 board grew 24.1 MB, a 10x10 13.3 MB

    def plant(self, rows: int, cols: int, rng: random.Random, options: SolverOptions) -> tuple[list, list]:
        """No number yet (:meth:`board`), and :func:`random_shading` as the answer.

        Raises:
            TimeUp: the time limit ran out first."""
        return self.board(rows, cols, rng), random_shading(rows, cols, rng, options.check_time)

    def board(self, rows: int, cols: int, rng: random.Random) -> list:
        """No number yet: ``rows + 1`` rows of ``cols + 1`` grid points, each None (the numbers stand on the points,
        so the clues' cells of the shared generator are points ``(r, c)``, 0..rows and 0..cols)."""
        return [[None] * (cols + 1) for _ in range(rows + 1)]

    def read_clues(self, board: list, answer: list) -> dict:
        """Every grid point's number: the shaded cells of ``answer`` (rows of 0/1) around it (1 to 4 cells)."""
        rows, cols = len(answer), len(answer[0])
        return {(r, c): corner_count(answer, (r, c)) for r in range(rows + 1) for c in range(cols + 1)}


GENERATOR = CreekGenerator()

__all__ = ["GENERATOR", "SHADED", "CreekGenerator", "random_shading"]
