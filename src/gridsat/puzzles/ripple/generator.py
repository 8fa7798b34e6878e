"""``gridsat generate ripple``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`) on random rooms.

1. Random rooms of 2 to 6 cells as drawn, a cell left alone joining the smallest room beside it (so a room now and
   then holds 7 or more; Aqre's drawing, :func:`~gridsat.puzzles.aqre.planting.random_rooms`), then a random
   answer of them: CP-SAT on the rooms with no given, one worker, every cell's digits hinted from the seed's random
   bits; rooms that hold no answer (two 1s forced side by side...) are drawn again, at most :data:`ROOM_DRAWS`
   times.
2. Every cell's digit is given; then givens are taken away in a random order while the planted answer stays the only
   one (CP-SAT, the answer forbidden): the givens kept are minimal.
"""

from __future__ import annotations

import random

from ...core.options import SolverOptions, TimeUp
from ..grid.clue_generator import ClueGenerator, _one_worker, hint

#: Room layouts drawn for one candidate before giving up on it (most random rooms hold an answer).
ROOM_DRAWS = 20


class RippleGenerator(ClueGenerator):
    """Ripple Effect puzzles with one answer and a minimal set of givens.  Its ``board`` is the rooms (rows of room
    ids); its clues are ``{cell: digit}``."""

    kind = "ripple"
    promise = ("a Ripple Effect puzzle with exactly one answer and a minimal set of givens, on random rooms of 2 to "
               "6 cells as drawn (a cell left alone joins the smallest room beside it, which may then hold 7 or more)")
    density = 0.25  # (one digit true of a cell's 2 to 6, mostly)

    def board(self, rows: int, cols: int, rng: random.Random) -> list:
        """Random rooms of 2 to 6 cells as drawn, a lone cell joining the smallest room beside it (rows of room ids)."""
        from ..aqre.planting import random_rooms

        return random_rooms(rows, cols, rng)

    def puzzle(self, rows: int, cols: int, board: list, clues: dict, name: str = "generated"):
        """The Ripple Effect puzzle of the rooms ``board`` with the givens ``clues`` (``{cell: digit}``)."""
        grid = [[None] * cols for _ in range(rows)]
        for (r, c), clue in clues.items():
            grid[r][c] = clue
        return self.genre.puzzle_type(rows, cols, tuple(map(tuple, grid)), tuple(map(tuple, board)), name=name)

    def plant(self, rows: int, cols: int, rng: random.Random, options: SolverOptions) -> tuple[list, list]:
        """``(rooms, answer)``: random rooms and a random answer of them (the module docstring).

        Raises:
            TimeUp: the time limit ran out first, or :data:`ROOM_DRAWS` layouts held no answer."""
        from ...core.status import Status

        for _ in range(ROOM_DRAWS):
            board = self.board(rows, cols, rng)
            puzzle = self.puzzle(rows, cols, board, {})
            session, encoding = self.genre.cpsat_session(puzzle, "cpsat", _one_worker(options))
            hint(session.model, encoding.decision, [rng.random() < self.density for _ in encoding.decision])
            out = session.solve()
            if out.status is Status.SOLVED:
                return board, encoding.decode(out.values)
            if out.status is not Status.INFEASIBLE:  # a limit stopped it
                raise TimeUp()
        raise TimeUp()

    def read_clues(self, board: list, answer: list) -> dict:
        """Every cell's digit."""
        return {(r, c): v for r, row in enumerate(answer) for c, v in enumerate(row)}

    def values(self, answer: list, board: list | None = None) -> list:
        """The model's decision values: per cell row by row, a boolean per digit 1 to its room's size (``board``:
        the rooms)."""
        sizes: dict = {}
        for row in board:
            for rid in row:
                sizes[rid] = sizes.get(rid, 0) + 1
        return [int(v == d) for row, rooms in zip(answer, board) for v, rid in zip(row, rooms)
                for d in range(1, sizes[rid] + 1)]


GENERATOR = RippleGenerator()

__all__ = ["GENERATOR", "ROOM_DRAWS", "RippleGenerator"]
