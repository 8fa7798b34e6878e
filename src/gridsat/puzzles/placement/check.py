"""The independent checker of placement problems: the rules of
:mod:`gridsat.puzzles.placement.problem`, read off the placements alone
(no solver)."""

from __future__ import annotations

from collections import Counter
from numbers import Integral

from .problem import PlacementProblem
from ...core.errors import cell_name, counted, shown
from ..arguments import argument_types


def _cell_pairs(cells) -> bool:
    """Are ``cells`` (row, col) pairs of whole numbers (numpy's too; not a bool or float)?"""
    if not hasattr(cells, "__iter__") or isinstance(cells, (str, bytes, dict)):
        return False
    return all(isinstance(cell, (tuple, list)) and len(cell) == 2
               and all(isinstance(v, Integral) and not isinstance(v, bool) for v in cell) for cell in cells)


@argument_types(problem=PlacementProblem, labels="optional dict", when="text")
def check_tiling(problem: PlacementProblem, placements, *, labels: dict | None = None, when: str = "") -> list[str]:
    """Rule violations of a tiling.

    Args:
        problem: the :class:`PlacementProblem`.
        placements: iterable of :class:`~gridsat.core.placements.Placement`
            (or objects with ``piece`` and ``cells``), fixed pieces included.
        labels: names of blocked cells for messages (``{(2, 6): "7"}``).
        when: why blocked cells stay uncovered, for messages (``" on 6 Oct"``).

    Returns:
        list of violations, each naming the piece or cell; empty when valid.

    Raises:
        TypeError: ``problem`` not a :class:`PlacementProblem` (a packing or
            calendar puzzle); ``placements`` not a list (or other iterable)
            of objects with ``piece`` and ``cells``, or cells not (row, col)
            pairs of whole numbers; ``labels`` not a dict or None, ``when`` not a
            string (each was taken unread when nothing was left uncovered).
    """
    if isinstance(placements, (str, bytes, dict)) or not hasattr(placements, "__iter__"):
        raise TypeError(f"placements must be a list of Placements, got {type(placements).__name__}")
    placements = list(placements)
    odd = [pl for pl in placements if not (hasattr(pl, "piece") and hasattr(pl, "cells"))][:1]  # None too
    if odd:  # met as AttributeError: 'str' object has no attribute 'piece'
        odd = odd[0]
        raise TypeError(f"placements must be a list of Placements, got a {type(odd).__name__} {shown(odd, 40)} "
                        f"in it")
    for pl in placements:  # cells 5 met "'int' object is not iterable"; (0, 0.5) was reported as covering r1c1
        if not _cell_pairs(pl.cells):
            raise TypeError(f"placements: the cells of piece {shown(pl.piece, 40)} must be (row, col) pairs of "
                            f"whole "
                            f"numbers, got {shown(pl.cells, 60)}")
    problems = []
    known = {p.name: (p, n) for p, n in problem.pieces.items}
    used: Counter = Counter()
    covered: dict = {}
    placed = set()
    board, blocked, flip, fixed = problem.board.cells, problem.blocked, problem.flip, bool(problem.fixed)
    for pl in placements:
        entry = known.get(pl.piece)
        if entry is None:
            problems.append(f"piece {pl.piece} is not in the set")
            continue
        piece, _ = entry
        used[pl.piece] += 1
        cells = tuple(tuple(c) for c in pl.cells)
        if fixed:
            placed.add((pl.piece, tuple(sorted(cells))))
        try:
            shaped = piece.is_orientation(cells, flip)
        except TypeError:  # cells not whole-number pairs: not a placement of the piece
            shaped = False
        if len(set(cells)) != len(cells) or not shaped:
            how = "an orientation" if flip else "a rotation (reflections are not allowed)"
            problems.append(f"piece {pl.piece} at {cell_name(cells[0]) if cells else '?'} is not {how} of {pl.piece}")
        for cell in cells:
            if cell not in board:
                problems.append(f"piece {pl.piece} covers {cell_name(cell)}, which is not a board cell")
            elif cell in blocked:
                label = f"the {labels[cell]} cell " if labels and cell in labels else ""
                problems.append(f"piece {pl.piece} covers {label}{cell_name(cell)}, which must stay uncovered{when}")
            elif cell in covered:
                problems.append(f"cell {cell_name(cell)} is covered by both {covered[cell]} and {pl.piece}")
            else:
                covered[cell] = pl.piece
    for name, (_, n) in known.items():
        if used[name] != n:
            problems.append(f"piece {name} is used {counted(used[name], 'time')}, expected {n}")
    uncovered = sorted(problem.free_cells - covered.keys())
    if len(uncovered) > problem.hole_count:
        problems.append(f"{counted(len(uncovered), 'cell')} {'is' if len(uncovered) == 1 else 'are'} not covered "
                        f"(first {cell_name(uncovered[0])}); "
                        f"{problem.hole_count} may stay empty")
    for pl in problem.fixed:
        if (pl.piece, tuple(sorted(pl.cells))) not in placed:
            problems.append(f"pre-placed piece {pl.piece} is not at {' '.join(map(cell_name, sorted(pl.cells)))}")
    return problems


__all__ = ["check_tiling"]
