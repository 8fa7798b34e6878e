"""``gridsat generate kurodoko``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`), its numbers
read from a random answer: each unshaded cell's count of the unshaded cells it sees."""

from __future__ import annotations

from ..grid.clue_generator import ClueGenerator, graded_settings


class KurodokoGenerator(ClueGenerator):
    """Kurodoko puzzles with one answer and a minimal set of numbers (with ``--grade``: of that grade)."""

    kind = "kurodoko"
    promise = "a Kurodoko puzzle with exactly one answer and a minimal set of numbers (with --grade: of that grade)"
    settings = graded_settings(True)
    density = 0.25  # shaded cells never touch: about a quarter of the board at most
    # from 150 cells a run without a time limit is told it may take minutes (benchmarks/clue_generators.py)
    slow_cells, slow_measured = 150, "10x10 about 19 s, 15x15 about 85 s on a busy 2-core machine"

    def memory_needed(self, rows: int, cols: int, **settings) -> int:
        """The model with every number given (:attr:`KurodokoPuzzle.bytes_per_cell`): 4000 B a cell and 1500 a "seen"
        boolean, at most ``rows + cols`` of them a cell (measured with every number of a random answer: 24,010 B a
        cell at 10x10, 32,660 at 15x15, 76,468 at 30x30, where this gives 34,000, 49,000 and 94,000)."""
        return rows * cols * (4000 + 1500 * (rows + cols))

    def read_clues(self, board: list, answer: list) -> dict:
        """Every unshaded cell's number: the unshaded cells it sees along its row and column, itself included."""
        sight = self.puzzle(len(answer), len(answer[0]), board, {}).sight(answer)
        return {(r, c): sight[r][c] for r, row in enumerate(answer) for c, v in enumerate(row) if not v}


GENERATOR = KurodokoGenerator()

__all__ = ["GENERATOR", "KurodokoGenerator"]
