"""Numbers on the grid points: how many of the (up to four) cells around a point are members (Creek's clues).

A *grid point* ``(r, c)`` is the corner shared by cells ``(r - 1, c - 1)``, ``(r - 1, c)``, ``(r, c - 1)`` and
``(r, c)``, for ``0 <= r <= rows`` and ``0 <= c <= cols``: a point on the board's edge touches two cells, a corner
of the board one.
"""

from __future__ import annotations

import numbers
from typing import Mapping

from ..core.grid import board_cell
from .shading import _within, count
from .tagging import sides


def corner_cells(rows: int, cols: int, point) -> list:
    """The cells of a ``rows x cols`` board around grid point ``point`` (``(r, c)``), row-major: four inside the
    board, two on its edge, one at its corner.

    Raises:
        ValueError: ``point`` not a grid point of the board (0..rows, 0..cols); ``rows`` or ``cols`` below 0.
        TypeError: ``rows`` or ``cols`` not a whole number (``rows=True`` was one row), ``point`` not a pair of them.
    """
    sides(rows, cols)
    try:  # (True, 1) gave cells (True, 0) and (True, 1), (1.0, 1) cells of floats
        r, c = board_cell(rows + 1, cols + 1, point, "point")
    except ValueError:
        raise ValueError(f"point {point!r} is not a grid point of a {rows}x{cols} board (0..{rows}, "
                         f"0..{cols})") from None
    return [(y, x) for y in (r - 1, r) for x in (c - 1, c) if 0 <= y < rows and 0 <= x < cols]


def corner_count(grid, point) -> int:
    """How many cells around grid ``point`` are true in ``grid`` (rows of truth values): the rule read plainly,
    as a checker reads it."""
    rows, cols = len(grid), len(grid[0]) if grid else 0
    return sum(1 for y, x in corner_cells(rows, cols, point) if grid[y][x])


def corner_counts(model, rows: int, cols: int, members: Mapping, clues: Mapping, *,
                  rule: str = "a number on a grid point counts the shaded cells around it") -> None:
    """Each number on a grid point is how many of the cells around it are members.

    Args:
        rows, cols: the board's size in cells.
        members: ``{cell: literal}`` for every cell.
        clues: ``{point: number}``; a number of None (a ``?``) says nothing.

    Raises:
        ValueError: a point that is not a grid point of the board; a cell around one that is not a member
            (:func:`~.shading.count`); a number below 0 (it was an answer-less model, as ``ray_counts`` refuses
            one).  A number past the cells around its point leaves no answer, as a clue no board can keep.
        TypeError: a number that is not a whole number; ``rows`` or ``cols`` not one (:func:`~.tagging.sides`).
    """
    _within(members, rows, cols)  # (a 3x3's members under rows=1: each number counted the first row's cells)
    below = next(((p, k) for p, k in clues.items()
                  if isinstance(k, numbers.Integral) and not isinstance(k, bool) and k < 0), None)
    if below is not None:
        raise ValueError(f"the number at point {below[0]!r} must be a whole number from 0, got {below[1]!r}")
    groups = [(point, corner_cells(rows, cols, point)) for point in clues]
    count(model, groups, members, {p: k for p, k in clues.items() if k is not None}, rule=rule)


__all__ = ["corner_cells", "corner_count", "corner_counts"]
