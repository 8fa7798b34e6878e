"""Sight lines: what a cell sees along its row and column until a wall
(Light Up's bulbs, and every "line of sight" clue).

A *segment* is a maximal run of open cells in one row or one column; a cell
sees exactly the cells of its row segment and its column segment.
"""

from __future__ import annotations

from .tagging import tagged

from typing import Callable, Iterable, Mapping


def segments(rows: int, cols: int, open_cells: Iterable, *, check: Callable | None = None) -> list[list]:
    """The row segments, then the column segments, of the open cells
    (each a list of cells in order); ``check`` (a deadline check that
    raises) is called before each row and column: a 1000x1000 board's
    two million cells take a second to scan.

    Raises:
        ValueError: an open cell outside the ``rows x cols`` grid (it was left out of every segment, so that a
            member of :func:`lit_by_sight` or :func:`lit_by_segments` was never lit nor kept from lighting another).
    """
    cells = open_cells if isinstance(open_cells, (set, frozenset, Mapping)) else set(open_cells)  # a million: 0.3 s
    out = []
    inside = 0  # the open cells met in the rows: each cell of the grid is in one
    for k, line in enumerate(_lines(rows, cols)):
        if check is not None:
            check()
        run = []
        for cell in line:
            if cell in cells:
                run.append(cell)
                inside += k < rows
            elif run:
                out.append(run)
                run = []
        if run:
            out.append(run)
    if inside != len(cells):
        stray = next(c for c in cells if not _on_grid(c, rows, cols))
        raise ValueError(f"open cell {stray!r} is outside the {rows}x{cols} grid")
    return out


def _on_grid(cell, rows: int, cols: int) -> bool:
    """True when ``cell`` is a cell ``(r, c)`` of the ``rows x cols`` grid."""
    return isinstance(cell, tuple) and len(cell) == 2 and all(isinstance(x, int) for x in cell) \
        and 0 <= cell[0] < rows and 0 <= cell[1] < cols


def _lines(rows: int, cols: int):
    """Every row, then every column, made one at a time (:func:`gridsat.core.grid.lines` makes them all)."""
    yield from ([(r, c) for c in range(cols)] for r in range(rows))
    yield from ([(r, c) for r in range(rows)] for c in range(cols))


def seen_by(rows: int, cols: int, open_cells: Iterable) -> dict:
    """``{cell: set of cells it sees}`` (itself included) for every open cell."""
    seen: dict = {}
    for run in segments(rows, cols, open_cells):
        for cell in run:
            seen.setdefault(cell, set()).update(run)
    return seen


def lit_by_sight(model, rows: int, cols: int, members: Mapping, *,
                 rule: str = "every open cell is lit; no bulb sees another") -> None:
    """Every open cell (a key of ``members``) sees at least one member, and
    no segment holds two members (no bulb lights another)."""
    with tagged(model, rule):
        runs = segments(rows, cols, members)
        for run in runs:
            if len(run) > 1:
                model.add_at_most_one([members[c] for c in run])
        for seen in seen_by(rows, cols, members).values():
            model.add_bool_or([members[c] for c in sorted(seen)])


def lit_by_segments(model, rows: int, cols: int, members: Mapping, *, check: Callable | None = None,
                    rule: str = "every open cell is lit; no bulb sees another") -> None:
    """The rule of :func:`lit_by_sight` in constraints as many as the cells
    and segments, not their sight lines: per segment a boolean "this
    segment holds no member", which with the segment's members makes
    exactly one true (so at most one member: no bulb lights another); per
    open cell, at most one of its two segments (row, column) is empty (it
    sees a member).  The extra booleans follow from the members, so the
    answers are the same.  A 100x100 Light Up board: 14,000 short rules
    instead of 7,000 clauses of 30 literals on average.  ``check``: a
    deadline check that raises, called while the segments are found."""
    with tagged(model, rule):
        empty: dict = {}
        for k, run in enumerate(segments(rows, cols, members, check=check)):
            none = model.new_bool_var(f"segment {k} holds none")
            model.add_exactly_one([members[c] for c in run] + [none])
            for cell in run:
                empty.setdefault(cell, []).append(none)
        for pair in empty.values():
            model.add_at_most_one(pair)


__all__ = ["lit_by_segments", "lit_by_sight", "seen_by", "segments"]
