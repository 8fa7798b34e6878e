"""Sight lines: what a cell sees along its row and column until a wall
(Light Up's bulbs, and every "line of sight" clue).

A *segment* is a maximal run of open cells in one row or one column; a cell
sees exactly the cells of its row segment and its column segment.
"""

from __future__ import annotations

from typing import Iterable, Mapping


def segments(rows: int, cols: int, open_cells: Iterable) -> list[list]:
    """The row segments, then the column segments, of the open cells
    (each a list of cells in order)."""
    cells = set(open_cells)
    out = []
    for lines, cell_of in (((rows, cols), lambda i, j: (i, j)), ((cols, rows), lambda i, j: (j, i))):
        for i in range(lines[0]):
            run = []
            for j in range(lines[1]):
                cell = cell_of(i, j)
                if cell in cells:
                    run.append(cell)
                else:
                    if run:
                        out.append(run)
                    run = []
            if run:
                out.append(run)
    return out


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
    with model.rule(rule):
        runs = segments(rows, cols, members)
        for run in runs:
            if len(run) > 1:
                model.add_at_most_one([members[c] for c in run])
        for seen in seen_by(rows, cols, members).values():
            model.add_bool_or([members[c] for c in sorted(seen)])


__all__ = ["lit_by_sight", "seen_by", "segments"]
