"""``gridsat generate shikaku``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`) on a random
partition of the board into rectangles.

1. The partition (:func:`random_rectangles`): the first cell no rectangle covers yet, in reading order, starts a
   rectangle of a random height and width that covers only free cells, of 2 to :data:`MAX_AREA` cells (1 only where
   no larger one fits); each rectangle's number stands at a random cell of it, its area.
2. Every area given, the partition must be the only answer (CP-SAT, the planted answer forbidden); where a second
   answer is found, the number of a rectangle it changes moves to another cell of that rectangle (a repair, at most a
   quarter of the cells' many; then the next candidate).
3. Areas are taken away in a random order while the partition stays the only answer: an area taken away leaves its
   number a ``?`` (every rectangle still holds one number, as rule 2 asks; a rectangle with no number breaks it), so
   the areas kept are minimal.  With ``--grade``, only while the kind's steps solve it at that grade.
"""

from __future__ import annotations

import random

from ..grid.clue_generator import ClueGenerator, graded_settings

#: The largest rectangle drawn (cells): 12 keeps the shapes varied (1x12 to 3x4) on a 10x10 board.
MAX_AREA = 12


def random_rectangles(rows: int, cols: int, rng: random.Random, max_area: int = MAX_AREA) -> list:
    """A random partition of the ``rows x cols`` board into rectangles (step 1 of the module docstring):
    ``[(top, left, height, width)]`` in the order drawn, every cell in exactly one."""
    free = [[True] * cols for _ in range(rows)]
    out = []
    for r in range(rows):
        for c in range(cols):
            if not free[r][c]:
                continue
            width = 0
            while c + width < cols and free[r][c + width]:
                width += 1
            shapes = [(h, w) for w in range(1, width + 1) for h in range(1, rows - r + 1)
                      if h * w <= max_area and all(free[r + i][c + j] for i in range(h) for j in range(w))]
            larger = [s for s in shapes if s[0] * s[1] > 1]
            h, w = rng.choice(larger or shapes)
            for i in range(h):
                for j in range(w):
                    free[r + i][c + j] = False
            out.append((r, c, h, w))
    return out


def ranked(rows: int, cols: int, rectangles: list, numbers: list) -> list:
    """The answer of ``rectangles`` (``(top, left, height, width)``) whose numbers stand at ``numbers`` (one cell of
    each, in the same order): rows of each cell's rank, from 1 in reading order, of the number whose rectangle
    covers it (the kind's answer)."""
    rank = {cell: k for k, cell in enumerate(sorted(numbers), 1)}
    grid = [[0] * cols for _ in range(rows)]
    for (top, left, h, w), cell in zip(rectangles, numbers):
        for r in range(top, top + h):
            for c in range(left, left + w):
                grid[r][c] = rank[cell]
    return grid


def parts(answer: list) -> dict:
    """``{rank: [cells]}``: the rectangles of an answer (rows of ranks)."""
    out: dict = {}
    for r, row in enumerate(answer):
        for c, v in enumerate(row):
            out.setdefault(v, []).append((r, c))
    return out


class ShikakuGenerator(ClueGenerator):
    """Shikaku puzzles with one answer and a minimal set of areas (the others ``?``).  Its ``board`` is rows of ``?``
    where a number stands (its area not given) and None elsewhere; its clues are ``{number's cell: area}``."""

    kind = "shikaku"
    promise = ("a Shikaku puzzle with exactly one answer, a random partition into rectangles of 2 to 12 cells (1 where "
               "no larger fits), one number a rectangle and a minimal set of areas, the others ? (with --grade: of "
               "that grade)")
    settings = graded_settings(True)
    # measured (benchmarks/picture_partition_generators.py, in one process, seeds 1-3, a 2-core machine at load 18):
    # 10x10 in 7.5-7.8 s, 15x15 in 33-49 s, 20x20 in 136-145 s (half of it building the kind's model for each check):
    # sides up to 20
    max_side = 20
    slow_cells, slow_measured = 200, "15x15 33-49 s, 20x20 about 140 s on a busy 2-core machine"
    working_bytes, cell_bytes = 5 << 20, 60_000  # a 12x12 board (13 MB estimated) grew 7 MB

    def plant(self, rows: int, cols: int, rng: random.Random, options) -> tuple[list, list]:
        """``(board, answer)``: a random partition (:func:`random_rectangles`), a number at a random cell of each
        rectangle (``board``: ``?`` there), and the partition as the kind's answer (:func:`ranked`)."""
        options.check_time()
        rects = random_rectangles(rows, cols, rng)
        numbers = [(top + rng.randrange(h), left + rng.randrange(w)) for top, left, h, w in rects]
        board = [[None] * cols for _ in range(rows)]
        for r, c in numbers:
            board[r][c] = "?"
        return board, ranked(rows, cols, rects, numbers)

    def read_clues(self, board: list, answer: list) -> dict:
        """Every number's area: the cells of the rectangle holding it."""
        size = {rank: len(cells) for rank, cells in parts(answer).items()}
        return {(r, c): size[answer[r][c]] for r, row in enumerate(board) for c, v in enumerate(row) if v is not None}

    def removed(self, clue):
        """An area taken away leaves its number: ``?``."""
        return "?"

    def values(self, answer: list, board: list | None = None) -> list:
        """The decision values of ``answer`` in the model of every area given (:meth:`puzzle_values`)."""
        rows, cols = len(answer), len(answer[0])
        return self.puzzle_values(self.puzzle(rows, cols, board, self.read_clues(board, answer)), answer, [])

    def puzzle_values(self, puzzle, answer: list, values: list) -> list:
        """The model's decisions (:meth:`~gridsat.puzzles.shikaku.rules.ShikakuPuzzle.model`) are a boolean per cell
        and number whose rectangles reach it, in sorted order: true where ``answer`` gives the cell that number."""
        pairs = sorted({(cell, rank) for rank, cells in puzzle.rectangles() for cell in cells})
        return [int(answer[r][c] == rank) for (r, c), rank in pairs]

    def repair(self, board: list, answer: list, other: list, rng: random.Random, earlier: list = (),
               options=None):
        """``(board, answer)``: the number of a rectangle ``other`` changes (a random one of them, of 2 cells or
        more) moved to another cell of it, the answer's ranks read again; None when every such rectangle is of one
        cell."""
        rects = parts(answer)
        changed = sorted({answer[r][c] for r, row in enumerate(answer) for c, v in enumerate(row)
                          if v != other[r][c] and len(rects[answer[r][c]]) > 1})
        if not changed:
            return None
        cells = rects[rng.choice(changed)]
        number = next(cell for cell in cells if board[cell[0]][cell[1]] is not None)
        moved = rng.choice([cell for cell in cells if cell != number])
        board = [list(row) for row in board]
        board[number[0]][number[1]], board[moved[0]][moved[1]] = None, "?"
        numbers = [next(cell for cell in cells_ if board[cell[0]][cell[1]] is not None) for cells_ in rects.values()]
        boxes = [(min(r for r, _ in cells_), min(c for _, c in cells_), len({r for r, _ in cells_}),
                  len({c for _, c in cells_})) for cells_ in rects.values()]
        return board, ranked(len(answer), len(answer[0]), boxes, numbers)


GENERATOR = ShikakuGenerator()

__all__ = ["GENERATOR", "MAX_AREA", "ShikakuGenerator", "parts", "random_rectangles", "ranked"]
