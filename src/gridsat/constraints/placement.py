"""Placement: "place every piece", "each cell covered at most / exactly once".

A placement is one piece in one orientation at one position (the cells it
covers); a boolean per placement says it is used.  Used by packing, the
calendar puzzle and the genres that place polyominoes (LITS, Statue Park):
:func:`apart` keeps pieces (or pieces of one shape) from sharing an edge,
:func:`shaded_pieces` makes the shaded cells a set of pieces.
"""

from __future__ import annotations

from .tagging import clocked, listed, tagged

import numbers
from itertools import zip_longest
from typing import Callable, Iterable, Mapping, Sequence


def _paired(x: Sequence, items: Iterable, name: str):
    """``zip(x, items)``, refusing ``items`` unless it has one entry per
    placement of ``x`` (``zip`` would silently drop the placements past the
    shorter: a piece never placed, a cell no placement covers)."""
    end = object()
    for var, item in zip_longest(x, items, fillvalue=end):
        if var is end or item is end:
            raise ValueError(f"{name}: {'more' if var is end else 'fewer'} entries than the placements of x; "
                             "give one per placement")
        yield var, item


def place_pieces(model, x: Sequence, pieces: Sequence, counts: Mapping, *,
                 rule: str = "each piece is used as often as the set has it", optional=()) -> None:
    """Each piece is used exactly ``counts[piece]`` times (the pieces in
    ``optional``: at most that often).

    Args:
        x: one boolean per placement.
        pieces: the piece of each placement (same order as ``x``).
        counts: ``{piece: uses}``.

    Raises:
        ValueError: a placement of a piece ``counts`` lacks (it met KeyError), a count below 0 (-1 was an
            infeasible model, said nowhere).
        TypeError: a count that is not a whole number (1.5 met OR-Tools' "incompatible function arguments").
    """
    x, pieces = listed(x, "x", "booleans (one per placement)"), listed(pieces, "pieces", "pieces (one per placement)")
    for piece, n in counts.items():
        if isinstance(n, bool) or not isinstance(n, numbers.Integral):
            raise TypeError(f"counts: the count of piece {piece!r} must be a whole number, not {type(n).__name__}")
        if n < 0:
            raise ValueError(f"counts: the count of piece {piece!r} must be 0 or more, got {n}")
    by_piece: dict = {piece: [] for piece in counts}
    for i, (var, piece) in enumerate(_paired(x, pieces, "pieces")):
        if piece not in by_piece:
            raise ValueError(f"pieces: placement {i} is of piece {piece!r}, which counts does not hold; give each "
                             "piece's count")
        by_piece[piece].append(var)
    with tagged(model, rule):
        for piece, n in counts.items():
            if n == 1:
                (model.add_at_most_one if piece in optional else model.add_exactly_one)(by_piece[piece])
            elif piece in optional:
                model.add(sum(by_piece[piece]) <= n)
            else:
                model.add(sum(by_piece[piece]) == n)


def cover(model, x: Sequence, placement_cells: Iterable, cells: Iterable, *, at_most: bool = False,
          covered: Mapping | None = None, check: Callable | None = None,
          rule: str = "each cell is covered exactly once") -> None:
    """Every cell of ``cells`` is covered by exactly one (``at_most``: at
    most one) chosen placement; with ``covered`` (``{cell: literal}``), a
    cell is covered exactly when its literal is true (a shaded cell is a
    piece's cell).

    Args:
        x: one boolean per placement.
        placement_cells: per placement, the cells it covers (same order as ``x``).
        cells: the cells to cover.
        check: called every 4096 placements and cells (a deadline check that raises).
    """
    check = clocked(check)
    x = listed(x, "x", "booleans (one per placement)")
    by_cell: dict = {}
    for i, cell in enumerate(cells):  # a million cells took 2.6 s past the deadline here (one line holding 2,000
        if check is not None and i % 4096 == 0:  # placements of 1,000 cells on a 1000x1000 board, with holes)
            check()
        by_cell[cell] = []
    with tagged(model, rule):
        for i, (var, covering) in enumerate(_paired(x, placement_cells, "placement_cells")):
            if check is not None and i % 4096 == 0:
                check()
            seen = set()
            for cell in covering:
                if cell not in by_cell:  # was a bare KeyError
                    raise ValueError(f"placement_cells: placement {i} covers {cell!r}, not one of the cells")
                if cell in seen:  # it was counted twice: "covered exactly once" then ruled the placement out
                    raise ValueError(f"placement_cells: placement {i} covers {cell!r} twice; list each cell once")
                seen.add(cell)
                by_cell[cell].append(var)
        for i, cell in enumerate(sorted(by_cell)):
            if check is not None and i % 4096 == 0:
                check()
            if covered is not None:
                if cell not in covered:  # was a bare KeyError
                    raise ValueError(f"covered: cell {cell!r} has no literal; give one for every cell")
                model.add(sum(by_cell[cell]) == covered[cell])
            else:
                (model.add_at_most_one if at_most else model.add_exactly_one)(by_cell[cell])


def apart(model, x: Sequence, placement_cells: Sequence, neighbours: Callable, *, groups: Sequence | None = None,
          covered: Mapping | None = None, check: Callable | None = None,
          rule: str = "no two pieces share an edge") -> None:
    """Two different chosen placements of one group never share an edge
    (Statue Park: no two pieces touch; LITS: tetrominoes of one shape never
    touch, the shape being the group).

    For every edge ``(a, b)`` between neighbouring cells and every group, at
    most one chosen placement of the group covers exactly one of ``a`` and
    ``b``.  Together with "each cell is covered at most once"
    (:func:`cover`) this is exactly the rule: two pieces sharing the edge
    would each cover one of its cells.

    With ``covered`` (``{cell: literal}``, true when a chosen placement
    covers the cell, as :func:`cover` makes it) and one group, the rule is
    stated per placement instead: a chosen placement's outer neighbours are
    uncovered (one ``bool_and`` each).  Measured on Statue Park's 12x12
    pentomino boards: a proof of uniqueness 2-3x faster than the per-edge
    form.

    Args:
        x: one boolean per placement.
        placement_cells: per placement, the cells it covers (same order as ``x``).
        neighbours: ``cell -> neighbour cells``: the edges the rule speaks
            of (e.g. only those between two regions).
        groups: per placement its group (hashable), or None: one group.
        covered: ``{cell: literal}`` for every cell a neighbour may be (one group only).
        check: called every 4096 placements (a deadline check that raises).

    Raises:
        ValueError: both ``groups`` and ``covered`` given; a neighbour without a ``covered`` literal.
    """
    check = clocked(check)
    x = listed(x, "x", "booleans (one per placement)")
    placement_cells = listed(placement_cells, "placement_cells", "cell lists (one per placement)")
    if covered is not None and groups is not None:
        raise ValueError("apart takes covered literals only for one group (groups=None)")
    if groups is not None and len(groups) != len(x):
        raise ValueError(f"groups: {len(groups):,} entries for {len(x):,} placements of x; give one per placement")
    touching: dict = {}
    with tagged(model, rule):
        if covered is not None:
            for i, (var, covering) in enumerate(_paired(x, placement_cells, "placement_cells")):
                if check is not None and i % 4096 == 0:
                    check()
                own = set(covering)
                around = {b for a in covering for b in neighbours(a)} - own
                if (stray := next((b for b in sorted(around) if b not in covered), None)) is not None:
                    raise ValueError(f"covered: {stray!r}, a neighbour of placement {i}'s cells, has no literal; "
                                     "give one for every cell a neighbour may be")  # was a bare KeyError
                if around:
                    model.add_bool_and([~covered[b] for b in sorted(around)]).only_enforce_if(var)
            return
        for i, (var, covering) in enumerate(_paired(x, placement_cells, "placement_cells")):
            if check is not None and i % 4096 == 0:
                check()
            group = None if groups is None else groups[i]
            own = set(covering)
            for a in covering:
                for b in neighbours(a):
                    if b not in own:
                        touching.setdefault((min(a, b), max(a, b), group), []).append(var)
        for i, lits in enumerate(touching.values()):
            if check is not None and i % 4096 == 0:
                check()
            if len(lits) > 1:
                model.add_at_most_one(lits)


def shaded_pieces(model, board, shapes: Mapping, covered: Mapping, neighbours: Callable, *,
                  shaded: Iterable = (), check: Callable | None = None) -> list:
    """The shaded cells are exactly a set of pieces that never share an
    edge (Statue Park's rules 1 and 2): a boolean per placement of each
    shape on ``board`` (rotated and reflected at will), each shape placed as
    often as the set has it (:func:`place_pieces`), a cell's ``covered``
    literal true exactly when a chosen placement covers it (:func:`cover`),
    and no two chosen placements sharing an edge (:func:`apart`).

    Args:
        board: a :class:`~gridsat.core.board.Board`: the cells a piece may
            cover (None: no cell; no piece is placed, so a set with pieces
            has no answer).
        shapes: ``{canonical shape: uses}``
            (:func:`~gridsat.core.polyomino.canonical`).
        covered: ``{cell: literal}`` for every cell of the grid.
        neighbours: ``cell -> neighbour cells``.
        shaded: cells shaded in every answer (Statue Park's black circles):
            a placement beside one that does not cover it is left out (its
            piece would touch that cell's piece).
        check: a deadline check that raises, called while placing.

    Returns:
        the :class:`~gridsat.core.placements.Placement` of each boolean, in order.
    """
    check = clocked(check)
    from ..core.placements import piece_placements
    from ..core.polyomino import Polyomino

    shaded = set(shaded)
    found = [p for shape in shapes if board is not None
             for p in piece_placements(board, Polyomino(str(shape), shape), check=check)
             if not shaded & ({n for c in p.cells for n in neighbours(c)} - set(p.cells))]
    with tagged(model, "one boolean per piece placement"):
        x = [model.new_bool_var(f"{i}@{p.cells[0]}") for i, p in enumerate(found)]
    place_pieces(model, x, [p.piece for p in found], {str(s): n for s, n in shapes.items()},
                 rule="each piece of the set is placed once")
    cover(model, x, [p.cells for p in found], list(covered), covered=covered, check=check,
          rule="a cell is shaded when a piece covers it")
    apart(model, x, [p.cells for p in found], neighbours, covered=covered, check=check)
    return found


__all__ = ["apart", "cover", "place_pieces", "shaded_pieces"]
