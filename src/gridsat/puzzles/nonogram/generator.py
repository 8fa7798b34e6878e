"""``gridsat generate nonogram``: a random picture's run numbers, kept only when they have that picture alone.

1. A random picture (:meth:`NonogramGenerator.plant`): each cell of the ``R x C`` board shaded with probability
   ``--density`` (default :data:`DENSITY`; a picture with no shaded cell is drawn again: its lines would have no
   number), and each line's runs of shaded cells written beside it, flush against the board, as puzz.link files them.
2. The numbers must have that picture alone, proven by the kind's CP-SAT model with the picture forbidden (the shared
   check of :mod:`gridsat.puzzles.grid.clue_removal`); a picture with a second answer is dropped for the next
   candidate (a Nonogram's numbers are all needed: a line with no number holds no shaded cell, so none is taken
   away).  With ``--grade``, a picture is kept only when the kind's steps (``gridsat grade``) give that grade.

``--size`` is the board's, the frame of numbers left out (a 10x10 Nonogram's file is 15x15 with its frame).  Same
seed, same puzzle; the time limit covers everything, as in every generator.
"""

from __future__ import annotations

import copy
import random

from ...constraints.runs import runs_of
from ...core.settings import Setting
from ..grid.clue_generator import ClueGenerator, graded_settings
from .url import frame_depths

#: The share of cells shaded in a random picture.  Measured (seeds 1-20, benchmarks/picture_partition_generators.py):
#: at 0.5, 12 of 10x10 pictures and 3 of 20x20 had one answer; at 0.6, 19 and 14; at 0.7, 19 and 19 (but a picture so
#: dark leaves little to solve).
DENSITY = 0.6


class NonogramGenerator(ClueGenerator):
    """Nonograms of a random picture whose numbers have that picture alone.  Its ``board`` is the framed board's rows
    (the numbers in the frame, None elsewhere); it has no clue to take away (``read_clues`` gives none)."""

    kind = "nonogram"
    promise = ("a Nonogram of a random picture (--density: about 60% of its cells shaded) whose numbers have that "
               "picture alone "
               "(with --grade: of that grade); the size is the board's, its frame of numbers left out")
    settings = graded_settings(True) + (
        Setting("density", float, DENSITY, "The share of the picture's cells shaded, each cell drawn alone (0.2 to "
                "0.9): lighter pictures are less often unique, so more are tried (at 0.5 about half of 10x10 and one "
                "in seven of 20x20 are).", metavar="SHARE", minimum=0.2, maximum=0.9),)
    density = DENSITY
    # sides up to 40 (a 40x40 board is 60x60 with its frame, made in 4-6 s: below)
    max_side, default_size = 40, "10x10"
    # measured (in one process, seeds 1-3, a 2-core machine at load 18): 30x30 0.8-1.1 s, 40x40 4-6 s; only a --grade
    # run, which may try many candidates, of 800 cells or more is told it may take minutes
    slow_cells, slow_measured = 1600, "40x40 4-6 s; with --grade, many pictures may be tried"
    working_bytes, cell_bytes = 5 << 20, 40_000  # a generous bound: a 40x40 board (66 MB estimated) grew 4 MB

    def make(self, rows: int, cols: int, seed: int, options, *, grade=None, density=DENSITY):
        """The shared generator's run (:class:`~gridsat.puzzles.grid.clue_generator.ClueGenerator`) on pictures of
        ``density`` (a copy of this generator draws them: a server's other runs keep theirs)."""
        drawn = copy.copy(self)
        drawn.density = density  # (the shared run unwrapped: its arguments were checked as this one's were)
        return ClueGenerator.make.__wrapped__(drawn, rows, cols, seed, options, grade=grade)

    def plant(self, rows: int, cols: int, rng: random.Random, options) -> tuple[list, list]:
        """``(board, answer)``: a random picture of ``rows x cols`` cells (step 1 of the module docstring) with its
        numbers in their frame (``board``) and the picture as the kind's answer, its frame 0."""
        while True:
            options.check_time()
            picture = [[int(rng.random() < self.density) for _ in range(cols)] for _ in range(rows)]
            if any(map(any, picture)):
                break
        top, left = frame_depths(rows, cols)
        board = [[None] * (cols + left) for _ in range(rows + top)]
        for i, row in enumerate(picture):
            runs = runs_of(row)
            for k, run in enumerate(runs):
                board[top + i][left - len(runs) + k] = run
        for j in range(cols):
            runs = runs_of([row[j] for row in picture])
            for k, run in enumerate(runs):
                board[top - len(runs) + k][left + j] = run
        answer = [[0] * (cols + left) for _ in range(top)] + [[0] * left + row for row in picture]
        return board, answer

    def ran_out_tries(self, rows: int, cols: int, grade) -> dict:
        """Pictures whose numbers have them alone are rarer on larger boards and lighter pictures (:data:`DENSITY`'s
        measures): with no grade asked, a darker picture or a smaller board is what to try, never a larger one (it said
        "try another seed or a larger board" for a 7x7 picture at density 0.2)."""
        if grade is not None:
            return super().ran_out_tries(rows, cols, grade)
        more = [f"a higher density than {self.density:g}"] * (self.density < 0.9)
        return {"larger": False, "more": more + ["a smaller board"] * (min(rows, cols) > 2)}

    def read_clues(self, board: list, answer: list) -> dict:
        """None to take away: every number is needed (the module docstring); they are all in ``board``."""
        return {}

    def puzzle(self, rows: int, cols: int, board: list, clues: dict, name: str = "generated"):
        """The Nonogram of the framed ``board`` (``rows x cols`` is the board inside; ``clues`` is always empty)."""
        return self.genre.puzzle_type(len(board), len(board[0]), tuple(map(tuple, board)), name=name)

    def givens(self, board: list, clues: dict) -> int:
        """The numbers in the frame."""
        return sum(v is not None for row in board for v in row)

    def values(self, answer: list, board: list | None = None) -> list:
        """The model's decisions: the board's cells inside the frame, row by row, 1 shaded."""
        from .rules import board_of

        top, left = frame_depths(board_of(len(answer)), board_of(len(answer[0])))
        return [v for row in answer[top:] for v in row[left:]]


GENERATOR = NonogramGenerator()

__all__ = ["DENSITY", "GENERATOR", "NonogramGenerator"]
