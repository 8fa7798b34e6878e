"""The ring of a cell's eight neighbours, and the runs of members around it
(Tapa's clues: the lengths of the runs of shaded cells among the eight
neighbours, in any order).

The ring is read clockwise from the upper-left neighbour (:data:`RING`);
a neighbour off the board is never a member, so it ends a run.  A *clue*
here is a tuple of run lengths, each a whole number from 1 or None (a run
of any length, at least 1: a ``?``); ``(0,)`` says no neighbour is a
member.  The runs around a cell match a clue when they are as many and
each length not None is the length of its own run (a multiset match).
"""

from __future__ import annotations

import numbers
from functools import lru_cache
from typing import Callable, Mapping

from ..core.errors import shown
from ..core.grid import board_cell
from ..core.options import truth
from .tagging import clocked, in_order, sides, tagged

#: The eight neighbours' offsets ``(dr, dc)``, clockwise from the upper left.
RING = ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1))


def ring_cells(rows: int, cols: int, cell) -> list:
    """The eight neighbours of ``cell`` (``(r, c)``) in :data:`RING` order, None where one is off the
    ``rows x cols`` board.

    Raises:
        TypeError, ValueError: as :func:`~.tagging.sides` for ``rows`` and ``cols`` (``rows=True`` was one row),
            as :func:`~gridsat.core.grid.board_cell` for ``cell`` (off the board it was eight Nones).
    """
    sides(rows, cols)
    r, c = board_cell(rows, cols, cell)
    return [(r + dr, c + dc) if 0 <= r + dr < rows and 0 <= c + dc < cols else None for dr, dc in RING]


def runs(bits) -> list:
    """The lengths of the runs of true values around the ring ``bits`` (eight values, read cyclically), sorted;
    ``[]`` when none is true, ``[8]`` when all are.

    Raises:
        TypeError: ``bits`` a set or mapping (it keeps no order: ``{1, 0}`` was read as a ring of two), a string, or
            not iterable.
    """
    bits = [bool(b) for b in in_order(bits, "bits", "truths around the ring, in order")]
    if all(bits):
        return [len(bits)]
    start = bits.index(False)  # read from an unshaded place: no run wraps past the start
    out, k = [], 0
    for b in bits[start:] + bits[:start]:
        if b:
            k += 1
        elif k:
            out.append(k)
            k = 0
    if k:
        out.append(k)
    return sorted(out)


def matches(clue: tuple, bits) -> bool:
    """True when the runs around the ring ``bits`` are those ``clue`` lists (see the module's note).

    Raises:
        ValueError: ``clue`` empty, or holding a part that is neither a whole number from 0 nor None.
        TypeError: ``clue`` not a tuple or list.
    """
    _check_clue(clue)
    found = runs(bits)
    if clue == (0,):
        return not found
    if len(found) != len(clue):
        return False
    left = list(found)
    for part in clue:
        if part is not None:
            if part not in left:
                return False
            left.remove(part)
    return all(k >= 1 for k in left)


def _check_clue(clue) -> None:
    """Refuse a ring clue that is not a non-empty tuple of whole numbers from 0 or None (see :func:`matches`)."""
    if not isinstance(clue, (tuple, list)):  # (a bare 3 met Python's "'int' object is not iterable")
        raise TypeError(f"a ring clue is a tuple of run lengths such as (3,) or (1, 2), got {type(clue).__name__} "
                        f"{shown(clue, 40)}")
    if not clue or any(p is not None and (isinstance(p, bool) or not isinstance(p, numbers.Integral) or p < 0)
                        for p in clue):  # (a numpy integer is a whole number: it was refused)
        raise ValueError(f"a ring clue is a tuple of run lengths (whole numbers, None for any), got {clue!r}")


def ring_patterns(clue: tuple, present: tuple) -> tuple:
    """Every assignment of the ring's present cells (``present[k]`` true where neighbour ``k`` is on the board)
    that makes the runs around the cell match ``clue``: tuples of 0/1, one value per present cell, in ring order.
    An empty tuple: no assignment does (the clue cannot hold there).

    Raises:
        ValueError: ``present`` not 8 values (3 met "tuple index out of range"), or a value of it not true or
            false (1 or 0); a malformed clue, as :func:`matches`; checked before the remembered answers are looked
            up (they are looked up by equal values: ``(2.0,)`` or ``(True,)`` asked after ``(2,)`` or ``(1,)`` was given
            their answer).
    """
    _check_clue(clue)
    if isinstance(present, (str, bytes)) or not hasattr(present, "__len__") or len(present) != 8:
        raise ValueError(f"present must be 8 values, one a neighbour in ring order, got {shown(present, 40)}")
    odd = [v for v in map(truth, present) if not isinstance(v, numbers.Integral) or v not in (0, 1)]
    if odd:  # (text "0" was true: a neighbour said absent was read as on the board)
        raise ValueError(f"present: each value must be true or false (1 or 0), got {shown(odd[0], 40)}")
    return _ring_patterns(tuple(clue), tuple(bool(v) for v in present))


@lru_cache(maxsize=4096)
def _ring_patterns(clue: tuple, present: tuple) -> tuple:
    """:func:`ring_patterns` of a checked clue, remembered."""
    places = [k for k in range(8) if present[k]]
    out = []
    for mask in range(1 << len(places)):
        bits = [0] * 8
        for j, k in enumerate(places):
            bits[k] = mask >> j & 1
        if matches(clue, bits):
            out.append(tuple(bits[k] for k in places))
    return tuple(out)


def runs_around(model, rows: int, cols: int, members: Mapping, clues: Mapping, *, check: Callable | None = None,
                rule: str = "a clue lists the runs of shaded cells around it") -> None:
    """Around each cell of ``clues``, the runs of members among its eight neighbours (:data:`RING`; off the board:
    not members) are the runs its clue lists, in any order: one table constraint per clue over its neighbours'
    booleans, listing the assignments :func:`ring_patterns` allows (at most 256).  A clue no assignment meets
    (a ``5`` in a corner) makes the model infeasible.

    Args:
        members: ``{(r, c): BoolVar}`` for every cell of the ``rows x cols`` board (variables, not negations:
            OR-Tools' tables take variables).
        clues: ``{(r, c): tuple}``, each a clue as the module's note says (``(3, 1, 1)``, ``(None, 2)``, ``(0,)``).
        check: a deadline check that raises, called before each clue.

    Raises:
        KeyError: a neighbour of a clue has no variable in ``members``.
        ValueError: a malformed clue (:func:`matches`), or a clue off the board.
        TypeError: a clue that is not a tuple or list of run lengths (``3`` met "'int' object is not iterable");
            ``rows`` or ``cols`` not a whole number (:func:`~.tagging.sides`).
    """
    check = clocked(check)
    sides(rows, cols)
    with tagged(model, rule):
        for cell, clue in clues.items():
            if check is not None:
                check()
            if not (isinstance(cell, tuple) and len(cell) == 2 and 0 <= cell[0] < rows and 0 <= cell[1] < cols):
                raise ValueError(f"clues: {cell!r} is not a cell of the {rows}x{cols} board")  # (was "infeasible")
            if not isinstance(clue, (tuple, list)):
                raise TypeError(f"clues: the clue at {cell!r} must be a tuple of run lengths such as (3,) or (1, 2), "
                                f"got {type(clue).__name__} {clue!r}"[:200])
            ring = [c for c in ring_cells(rows, cols, cell) if c is not None]
            allowed = ring_patterns(tuple(clue), tuple(c is not None for c in ring_cells(rows, cols, cell)))
            if not allowed:
                model.add_bool_or([])
            elif ring:
                model.add_allowed_assignments([members[c] for c in ring], list(allowed))


__all__ = ["RING", "matches", "ring_cells", "ring_patterns", "runs", "runs_around"]
