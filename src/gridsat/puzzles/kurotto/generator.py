"""``gridsat generate kurotto``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`), its numbers
read from a random answer: every unshaded cell a circle, its number the size of the shaded groups touching it.  The
answer is a random shading drawn from the seed (on a board without circles every shading is an answer: CP-SAT,
asked for one with hints, answered the empty one).  A
number removed takes its circle with it (the cell may then be shaded in another answer, which the removal's proof
rules out while it keeps the number)."""

from __future__ import annotations

from ..grid.clue_generator import ClueGenerator


class KurottoGenerator(ClueGenerator):
    """Kurotto puzzles with one answer and a minimal set of numbered circles."""

    kind = "kurotto"
    promise = "a Kurotto puzzle with exactly one answer and a minimal set of numbered circles"
    density = 0.4  # the share of cells hinted shaded: the groups stay small enough to be counted
    max_side, default_size = 15, "7x7"
    slow_cells, slow_measured = 64, "7x7 4-5 s of CPU, about 40 s on a 2-core machine loaded to 20 (seeds 1-2)"

    def plant(self, rows: int, cols: int, rng, options) -> tuple[list, list]:
        """``(board, answer)``: an empty board and a random shading of it, each cell shaded with probability
        :attr:`density`."""
        options.check_time()
        return self.board(rows, cols, rng), [[int(rng.random() < self.density) for _ in range(cols)]
                                             for _ in range(rows)]

    def read_clues(self, board: list, answer: list) -> dict:
        """Every unshaded cell's number: the cells of the shaded groups sharing a side with it."""
        rows, cols = len(answer), len(answer[0])
        circles = [[0 if not answer[r][c] else None for c in range(cols)] for r in range(rows)]
        return self.puzzle(rows, cols, circles, {}).touching(answer)


GENERATOR = KurottoGenerator()

__all__ = ["GENERATOR", "KurottoGenerator"]
