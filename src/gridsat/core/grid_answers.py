"""Answers shaped as grids, as results hold them: what is wrong with one (:func:`grid_fault`), it as plain
Python values (:func:`plain_grid`), and the words naming a value that came instead (split from
:mod:`gridsat.core.result`)."""

from __future__ import annotations


def grid_fault(answer, rows: int, cols: int) -> str | None:
    """:meth:`Result.answer_fault` of the kinds whose answer is a grid:
    ``rows`` lists of ``cols`` whole numbers (None: an undecided cell)."""
    from numbers import Integral

    want = f"{rows} rows of {cols} whole numbers (a list of lists)"
    if not listlike(answer) or len(answer) != rows:  # a numpy array of rows too, as checking an answer takes it
        return f"{want}, got {described(answer)}"
    for r, row in enumerate(answer):  # numpy's integers are whole numbers too (np.int64(0) was refused as none)
        if not listlike(row) or len(row) != cols or not all(
                v is None or type(v) is int or isinstance(v, Integral) and not isinstance(v, bool) for v in row):
            return f"{want}, got row {r + 1} = {described(row)}"
    return None


def listlike(value) -> bool:
    """``value`` is a list, a tuple or a numpy array (with_answer(np.array(grid)) was refused as 'got ndarray')."""
    from .options import is_array

    return isinstance(value, (list, tuple)) or is_array(value)


def plain_grid(answer) -> list:
    """A grid answer (:func:`grid_fault` found none) as lists of Python's ints and None."""
    return [[v if v is None or type(v) is int else int(v) for v in row] for row in answer]


def described(value) -> str:
    """``value`` as an error names what came: its type, its length (a list or tuple) and its start."""
    from .errors import shown

    size = f" of {len(value)}" if isinstance(value, (list, tuple)) else ""
    return f"{type(value).__name__}{size} {shown(value, 40)}"


__all__ = ["described", "grid_fault", "listlike", "plain_grid"]
