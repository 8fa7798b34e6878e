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

    #: Bytes a "seen" boolean costs making a puzzle (at most ``rows + cols`` of them a cell): an 11x11 Kurodoko
    #: grew 21.1 MB, a 7x7 8.3 MB (``benchmarks/generator_memory.py``).
    seen_bytes = 8000

    def memory_needed(self, rows: int, cols: int, **settings) -> int:
        """``working_bytes``, and 4000 B a cell and :attr:`seen_bytes` a "seen" boolean (the model alone, every
        number given, was once the estimate: 24,010 B a cell at 10x10, where a whole generation grew 5 times that)."""
        return self.working_bytes + rows * cols * (4000 + self.seen_bytes * (rows + cols))

    def read_clues(self, board: list, answer: list) -> dict:
        """Every unshaded cell's number: the unshaded cells it sees along its row and column, itself included."""
        sight = self.puzzle(len(answer), len(answer[0]), board, {}).sight(answer)
        return {(r, c): sight[r][c] for r, row in enumerate(answer) for c, v in enumerate(row) if not v}


GENERATOR = KurodokoGenerator()

__all__ = ["GENERATOR", "KurodokoGenerator"]
