"""Connectivity on flat cell indices, for the deductions: components of the
cells holding some values (labelled by the C kernel), and the undecided
cells that separate two decided cells of a colour (articulation points)."""

from __future__ import annotations

import numpy as np

from ...core.grid import cut_vertices
from ...core.compiled import loaded

_kernel = loaded("gridsat.puzzles.yinyang._kernel", "gridsat.puzzles.yinyang.connect")  # missing: refused


def labels(grid: list, cols: int, values: tuple) -> tuple:
    """``(count, label)``: the components of :func:`components` as a label
    per cell (an int32 array; -1 for cells whose value is not in ``values``)."""
    n = len(grid)
    count, raw = _kernel.components(bytes(grid), n // cols, cols, sum(1 << v for v in values))
    return count, np.frombuffer(raw, dtype=np.int32)


def components(grid: list, cols: int, values: tuple) -> list:
    """The orthogonally connected components of the cells of ``grid`` (flat,
    rows of ``cols`` cells) whose value is in ``values``: lists of cell
    indices, each starting at its smallest cell, ordered by it."""
    n = len(grid)
    count, raw = _kernel.components(bytes(grid), n // cols, cols, sum(1 << v for v in values))
    if not count:
        return []
    labels = np.frombuffer(raw, dtype=np.int32)
    order = np.argsort(labels, kind="stable")
    sizes = np.bincount(labels[labels >= 0], minlength=count)
    cells = order[n - int(sizes.sum()):].tolist()
    out, at = [], 0
    for size in sizes.tolist():
        out.append(cells[at:at + size])
        at += size
    return out


def separators(near: list, grid: list, region: list, colour: int) -> list:
    """Every undecided cell of ``region`` (a component of cells that are
    ``colour`` or undecided) whose removal separates two cells of
    ``colour``: ``(cell, a, b)`` with ``a`` and ``b`` such cells on either
    side.  One depth-first search with low-links and, per subtree, its first
    cell of ``colour``; iterative."""
    inside = set(region)
    root = next(c for c in region if grid[c] == colour)
    found, pieces = cut_vertices(near, inside.__contains__, root)
    ahead, at = [len(found)] * (len(found) + 1), len(found)  # ahead[k]: the first index >= k of a cell of colour
    for k in range(len(found) - 1, -1, -1):
        at = ahead[k] = k if grid[found[k]] == colour else at
    out = []
    for parent, parts in pieces.items():
        if not grid[parent]:  # undecided, and some piece it cuts off holds a cell of colour
            first = next((ahead[begin] for begin, end, _ in parts if ahead[begin] < end), None)
            if first is not None:
                out.append((parent, root, found[first]))
    return out


__all__ = ["components", "labels", "separators"]
