"""``gridsat generate mochikoro``: the shared clue generator (:mod:`gridsat.puzzles.grid.clue_generator`), its numbers
read from a random answer: CP-SAT's answer of the empty board (every shading the rules allow is one), hinted towards
a random picture; then one number in each of its unshaded rectangles, its area, on a cell of the rectangle drawn from
the rectangle's place (the same answer, the same cells).  A number removed leaves its rectangle without one, which
the rules allow."""

from __future__ import annotations

import random

from ...core.grid import components
from ..grid.clue_generator import ClueGenerator


class MochikoroGenerator(ClueGenerator):
    """Mochikoro puzzles with one answer and a minimal set of numbers."""

    kind = "mochikoro"
    promise = "a Mochikoro puzzle with exactly one answer and a minimal set of numbers"
    density = 0.4  # the share of cells hinted shaded: a published Mochikoro shades about a third to a half
    max_side, default_size = 15, "7x7"
    slow_cells, slow_measured = 100, "10x10 seconds of CPU on a 2-core machine (seeds 1-2)"

    def read_clues(self, board: list, answer: list) -> dict:
        """One number per unshaded rectangle of ``answer``: its area, on a cell drawn from the rectangle's top-left
        cell and size (a generator of its own, so one answer always gives the same numbers)."""
        rows, cols = len(answer), len(answer[0])
        unshaded = [(r, c) for r in range(rows) for c in range(cols) if not answer[r][c]]
        clues = {}
        for area in components(unshaded):
            cells = sorted(area)
            clues[random.Random(f"{cells[0]} {len(cells)}").choice(cells)] = len(cells)
        return clues


GENERATOR = MochikoroGenerator()

__all__ = ["GENERATOR", "MochikoroGenerator"]
