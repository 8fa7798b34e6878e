"""Areas of a grid: the cells joined where their shared side is open (rooms from a puzz.link URL's walls), labelled
in one pass, and the check that every region of a board is one connected area."""

from __future__ import annotations

import numbers
import sys


#: Boards of more cells than this label their areas with numpy; smaller ones in Python, whose whole read and solve
#: took less than numpy's import (a 6x6 Heyawake's whole command: 0.09 s CPU, 0.18 s with the import).
NUMPY_CELLS = 20_000


def area_labels(rows: int, cols: int, open_right, open_below) -> list:
    """The areas of the ``rows x cols`` box whose neighbouring cells join where
    ``open_right`` (``rows x (cols - 1)`` booleans: a cell and the one to its
    right) and ``open_below`` (``(rows - 1) x cols``) are true: rows of area
    numbers 0, 1, ... in row-major order of each area's first cell (as
    puzz.link numbers rooms).

    A board of more than :data:`NUMPY_CELLS` cells is labelled at once (each
    area's cells hooked to its smallest cell, then pointer jumping, until no
    joined pair differs): a 600x600 board of 90,000 rooms took 1.4 s cell by
    cell; a smaller one by a flood fill, without numpy's import."""
    if rows * cols <= NUMPY_CELLS and "numpy" not in sys.modules:
        return _flooded(rows, cols, [list(row) for row in open_right], [list(row) for row in open_below])
    return _labelled(rows, cols, open_right, open_below).tolist()


def _labelled(rows: int, cols: int, open_right, open_below):
    """:func:`area_labels` at once with numpy: a ``rows x cols`` array."""
    import numpy as np

    right = np.asarray(open_right, dtype=bool).reshape(rows, cols - 1)
    below = np.asarray(open_below, dtype=bool).reshape(rows - 1, cols)
    index = np.arange(rows * cols).reshape(rows, cols)
    a = np.concatenate([index[:, :-1][right], index[:-1, :][below]])
    b = np.concatenate([index[:, 1:][right], index[1:, :][below]])
    parent = index.ravel().copy()
    while True:
        pa, pb = parent[a], parent[b]
        differ = pa != pb
        if not differ.any():
            break
        np.minimum.at(parent, np.maximum(pa, pb)[differ], np.minimum(pa, pb)[differ])  # a root under a smaller
        while True:  # every cell straight to its root
            up = parent[parent]
            if np.array_equal(up, parent):
                break
            parent = up
    first = np.cumsum(parent == np.arange(rows * cols)) - 1  # an area's root is its first cell: row-major
    return first[parent].reshape(rows, cols)


def _flooded(rows: int, cols: int, right: list, below: list) -> list:
    """:func:`area_labels` by a flood fill from each area's first cell (lists of booleans)."""
    label, n = [-1] * (rows * cols), 0
    for start in range(rows * cols):
        if label[start] >= 0:
            continue
        label[start], stack = n, [start]
        while stack:
            i = stack.pop()
            r, c = divmod(i, cols)
            for j, joined in ((i + 1, c + 1 < cols and right[r][c]), (i - 1, c > 0 and right[r][c - 1]),
                              (i + cols, r + 1 < rows and below[r][c]), (i - cols, r > 0 and below[r - 1][c])):
                if joined and label[j] < 0:
                    label[j] = n
                    stack.append(j)
        n += 1
    return [label[r * cols:(r + 1) * cols] for r in range(rows)]


def regions_whole(regions) -> bool:
    """Whether every region of ``regions`` (equal-length rows of whole-number region ids) is one orthogonally
    connected area: as many areas of equal neighbouring ids as ids (:func:`area_labels`); False for rows of
    other values (the caller then looks region by region)."""
    n = len(regions) * (len(regions[0]) if len(regions) else 0)
    if n > NUMPY_CELLS or "numpy" in sys.modules:  # at once (row by row in Python: 0.2 s of a 600x600 board)
        import numpy as np

        try:
            ids = np.asarray(regions)
        except ValueError:  # ragged rows
            return False
        if ids.ndim != 2 or not ids.size or ids.dtype.kind not in "iu":
            return False
        areas = _labelled(*ids.shape, ids[:, :-1] == ids[:, 1:], ids[:-1] == ids[1:])
        return int(areas.max()) + 1 == len(np.unique(ids))
    rows = [list(row) for row in regions]
    if not rows or not rows[0] or any(len(row) != len(rows[0]) for row in rows) or \
            not all(isinstance(v, numbers.Integral) and not isinstance(v, bool) for row in rows for v in row):
        return False
    cols = len(rows[0])
    right = [[a == b for a, b in zip(row, row[1:])] for row in rows]
    below = [[a == b for a, b in zip(top, under)] for top, under in zip(rows, rows[1:])]
    areas = area_labels(len(rows), cols, right, below)
    return max(map(max, areas)) + 1 == len({v for row in rows for v in row})


__all__ = ["NUMPY_CELLS", "area_labels", "regions_whole"]
