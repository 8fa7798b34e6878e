"""A grid genre's checker, ``violations(grid)``, wrapped (by :meth:`GridPuzzle.__init_subclass__
<gridsat.puzzles.grid.puzzle.GridPuzzle>`) to refuse a cell value outside the genre's answer values first."""

from __future__ import annotations


def checking_values(violations):
    """``violations(self, grid)`` that calls ``self.check_answer_values(grid)`` first (one of another size: not)."""
    import functools

    checked = functools.wraps(violations)(lambda self, g: violations(self, g if _misshapen(self, g) else
                                                                     self.check_answer_values(g)))
    checked.checks_values = True
    return checked


def _misshapen(puzzle, grid) -> bool:  # the checker says so before any cell is read (6 s at 3000x3000 first)
    rows = not isinstance(grid, (str, bytes)) and hasattr(grid, "__len__") and all(
        hasattr(row, "__len__") and not isinstance(row, (str, bytes)) for row in grid)
    return rows and (len(grid) != puzzle.rows or any(len(row) != puzzle.cols for row in grid))


__all__ = ["checking_values"]
