"""``gridsat generate slitherlink``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`), its
answer a loop grown at random (the border of a region of cells, grown a cell at a time with no hole and no two cells
meeting only at a corner), its numbers read from the loop: each cell's count of its sides on it."""

from __future__ import annotations

import random

from ...core.options import SolverOptions
from ..grid.clue_generator import ClueGenerator
from ..grid.loop import loop_edges, loop_masks

#: The share of the cells the grown region takes, drawn between these for each candidate.
AREA = (0.35, 0.6)


def random_region(rows: int, cols: int, rng: random.Random, check=None) -> set:
    """A random set of cells whose border is one closed loop: connected, no hole (the cells outside reach the
    board's edge), no two of its cells or of the cells outside meeting only at a corner (a loop touching itself).
    Grown from a random cell by random neighbours while one keeps those rules, to a share of :data:`AREA`.
    ``check``: the time limit's clock, read a cell at a time."""
    start = (rng.randrange(rows), rng.randrange(cols))
    inside, goal = {start}, max(1, round(rng.uniform(*AREA) * rows * cols))
    while len(inside) < goal:
        if check is not None:
            check()
        frontier = sorted({(r + dr, c + dc) for r, c in inside for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                           if 0 <= r + dr < rows and 0 <= c + dc < cols} - inside)
        rng.shuffle(frontier)
        grown = next((cell for cell in frontier if _keeps_loop(inside, cell, rows, cols)), None)
        if grown is None:
            break
        inside.add(grown)
    return inside


def _keeps_loop(inside: set, cell, rows: int, cols: int) -> bool:
    """Whether ``inside`` with ``cell`` added still has one loop as its border: no corner of ``cell`` where two
    cells meet only diagonally, and every cell outside still reaches the board's edge."""
    r, c = cell
    grown = inside | {cell}
    for y, x in ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)):  # the four corners (grid points) of the cell
        a, b, d, e = ((y - 1, x - 1) in grown, (y - 1, x) in grown, (y, x - 1) in grown, (y, x) in grown)
        if a == e and b == d and a != b:
            return False
    outside = [(y, x) for y in range(rows) for x in range(cols) if (y, x) not in grown]
    seen = {p for p in outside if p[0] in (0, rows - 1) or p[1] in (0, cols - 1)}
    todo = list(seen)
    while todo:
        y, x = todo.pop()
        for p in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
            if p not in seen and p not in grown and 0 <= p[0] < rows and 0 <= p[1] < cols:
                seen.add(p)
                todo.append(p)
    return len(seen) == len(outside)


class SlitherlinkGenerator(ClueGenerator):
    """Slitherlink puzzles with one answer and a minimal set of numbers."""

    kind = "slitherlink"
    promise = "a Slitherlink puzzle with exactly one answer and a minimal set of numbers"
    # from 225 cells a run without a time limit is told it may take minutes (benchmarks/clue_generators.py)
    slow_cells, slow_measured = 225, "10x10 about 11 s, 15x15 about 61 s on a busy 2-core machine"
    cell_bytes = 110_000  # a 10x10 board grew 14.0 MB, an 8x8 10.6 MB

    def plant(self, rows: int, cols: int, rng: random.Random, options: SolverOptions) -> tuple[list, list]:
        """No fixed clue, and the border of :func:`random_region` as the answer (side bitmasks)."""
        inside = random_region(rows, cols, rng, options.check_time)
        edges = set()
        for r in range(rows):
            for c in range(cols):
                for dr, dc, side in ((-1, 0, ((r, c), (r, c + 1))), (1, 0, ((r + 1, c), (r + 1, c + 1))),
                                     (0, -1, ((r, c), (r + 1, c))), (0, 1, ((r, c + 1), (r + 1, c + 1)))):
                    if ((r, c) in inside) != ((r + dr, c + dc) in inside):
                        edges.add(side)
        return self.board(rows, cols, rng), loop_masks(edges, rows, cols, True)

    def read_clues(self, board: list, answer: list) -> dict:
        """Every cell's number: its sides on the loop."""
        return {(r, c): bin(mask).count("1") for r, row in enumerate(answer) for c, mask in enumerate(row)}

    def values(self, answer: list, board: list | None = None) -> list:
        """The loop's edges in the model's order (its horizontal edges, then its vertical ones, each sorted)."""
        rows, cols = len(answer), len(answer[0])
        on = loop_edges(answer, True)
        keys = sorted(((r, c), (r, c + 1)) for r in range(rows + 1) for c in range(cols))
        keys += sorted(((r, c), (r + 1, c)) for r in range(rows) for c in range(cols + 1))
        return [int(k in on) for k in keys]


GENERATOR = SlitherlinkGenerator()

__all__ = ["AREA", "GENERATOR", "SlitherlinkGenerator", "random_region"]
