"""``gridsat generate aqre``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`) on a random
answer with rooms drawn over it, the rooms repaired where a second answer differs.

1. A random answer: the shared way (CP-SAT on a board of one room and no number, one worker, every cell hinted
   shaded or not from the seed's random bits), so the shaded cells are connected and no four cells in a row or
   column are alike; then random rooms of 2 to 6 cells (:func:`~.planting.random_rooms`).
2. Every room's number, its count of the answer's shaded cells, in the room's top cell (where a puzz.link URL
   writes it).  While they allow a second answer (CP-SAT, the planted answer hinted and forbidden), the rooms are
   changed where the two answers differ (:meth:`AqreGenerator.repair`): a cell where they differ moved into the
   room beside it, or a room split in two so that one part holds more of the cells one answer shades than the
   other's.  Each change breaks a number in the second answer, the planted answer unchanged; of those that let back
   in the fewest of the earlier second answers, the one leaving the fewest rooms of one cell (ties: the first in a
   random order).  At most a quarter of the cells' repairs, then the next candidate.
3. Numbers taken away while the answer stays the only one (a room without a number is an Aqre room): the numbers
   kept are minimal.
"""

from __future__ import annotations

import random

from ...core.options import SolverOptions
from ...formats.puzzlink_rooms import top_cell
from ..grid.clue_generator import ClueGenerator, graded_settings
from .planting import moves, random_rooms, room_cells, splits

#: The most changes a repair weighs (each by the checker, against the planted and every earlier second answer).
CHANGES = 60


class AqreGenerator(ClueGenerator):
    """Aqre puzzles with one answer and a minimal set of room numbers (with ``--grade``: of that grade).  Its
    ``board`` is the rooms (rows of room ids); its clues are ``{top cell of a room: number}``."""

    kind = "aqre"
    promise = ("an Aqre puzzle with exactly one answer and a minimal set of room numbers: random rooms, redrawn where "
               "a second answer was found (with --grade: of that grade)")
    settings = graded_settings(True)
    density = 0.5  # (no four alike in a line: about half the cells are shaded)
    cell_bytes = 120_000  # a 14x14 board grew 25.1 MB, a 10x10 15.0 MB
    # from 150 cells a run without a time limit is told it may take minutes (benchmarks/clue_generators.py)
    slow_cells, slow_measured = 150, ("10x10 median 24 s, at most 42 s over 20 seeds; 15x15 229 s (20 s of CPU) on a "
                                      "busy 2-core machine")

    def board(self, rows: int, cols: int, rng: random.Random) -> list:
        """One room, the whole board: the shared drawing of the answer (no number, so any valid shading)."""
        return [[0] * cols for _ in range(rows)]

    def plant(self, rows: int, cols: int, rng: random.Random, options: SolverOptions) -> tuple[list, list]:
        """``(rooms, answer)``: a random valid shading (the shared drawing on one room), then
        :func:`~.planting.random_rooms` over it.

        Raises:
            TimeUp: the time limit ran out first."""
        _, answer = super().plant(rows, cols, rng, options)
        return random_rooms(rows, cols, rng), answer

    def puzzle(self, rows: int, cols: int, board: list, clues: dict, name: str = "generated"):
        """The Aqre puzzle of the rooms ``board`` with the numbers ``clues`` (``{cell: number}``; None: none)."""
        grid = [[None] * cols for _ in range(rows)]
        for (r, c), clue in clues.items():
            grid[r][c] = clue
        return self.genre.puzzle_type(rows, cols, tuple(map(tuple, grid)), tuple(map(tuple, board)), name=name)

    def read_clues(self, board: list, answer: list) -> dict:
        """Every room's number: its count of ``answer``'s shaded cells, in its top cell (where a URL writes it:
        :func:`~gridsat.formats.puzzlink_rooms.top_cell`)."""
        return {top_cell(cells): sum(answer[r][c] for r, c in cells) for cells in room_cells(board).values()}

    def repair(self, board: list, answer: list, other: list, rng: random.Random, earlier: list = (),
               options: SolverOptions | None = None) -> tuple[list, list] | None:
        """``(rooms, answer)``: ``board``'s rooms changed where ``answer`` and ``other`` differ (the module
        docstring), so that ``other`` breaks a number the planted ``answer`` gives; of those weighed (at most
        :data:`CHANGES`, in a random order), the one that lets back in the fewest of the ``earlier`` second answers,
        then leaves the fewest rooms of one cell; None when no change breaks ``other``.

        Raises:
            TimeUp: the time limit (``options``) ran out first."""
        from ...core.options import given_options

        options = given_options(options)
        rows, cols = len(answer), len(answer[0])
        differ = [(r, c) for r in range(rows) for c in range(cols) if answer[r][c] != other[r][c]]
        changes = moves(board, differ) + splits(board, answer, other, rng)
        rng.shuffle(changes)
        best, key = None, None
        for rooms in changes[:CHANGES]:
            options.check_time()
            puzzle = self.puzzle(rows, cols, rooms, self.read_clues(rooms, answer))
            if puzzle.violations(answer) or not puzzle.violations(other):
                continue
            back = sum(1 for e in earlier if e != answer and not puzzle.violations(e))
            mine = (back, sum(len(cells) == 1 for cells in room_cells(rooms).values()))
            if key is None or mine < key:
                best, key = rooms, mine
        return None if best is None else (best, answer)


GENERATOR = AqreGenerator()

__all__ = ["CHANGES", "GENERATOR", "AqreGenerator"]
