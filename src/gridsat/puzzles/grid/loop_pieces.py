"""What the hints of a loop through cell centres share (Yajilin's, Masyu's): an edge's key and the pieces a set of
chosen edges forms.

Cells are flat indices (``r * cols + c``, :class:`~gridsat.puzzles.grid.hinting.Board`); an edge between two
neighbouring cells is the pair ``(i, j)``, ``i < j`` (:func:`key`).  A genre's deductions keep the edges the loop must
take (``joined``: ``{cell: [cells joined to it]}``) and read its pieces here: an open piece's two ends may not be joined
while a cell the loop needs lies off it (they would close a loop without it).
"""

from __future__ import annotations


def key(i: int, j: int) -> tuple:
    """The edge between cells ``i`` and ``j`` (flat indices) as ``(smaller, larger)``."""
    return (i, j) if i < j else (j, i)


def pieces(joined: dict, among=None) -> list:
    """The chosen edges' pieces (``joined``: ``{cell: [cells joined to it]}``), each ``(cells, closed)``: ``cells``
    in the loop's order from one end (a closed loop from its smallest cell), ``closed`` True for a loop, in the order
    of their smallest cells; pieces with a cell of three edges are skipped (the caller says it).  ``among``: only
    the pieces holding one of these cells (None: all)."""
    seen, out = set(), []
    for start in sorted(joined if among is None else among):
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for j in joined[todo.pop()]:
                if j not in group:
                    group.add(j)
                    todo.append(j)
        seen |= group
        if any(len(joined[i]) > 2 for i in group):
            continue
        ends = sorted(i for i in group if len(joined[i]) == 1)
        first = ends[0] if ends else min(group)
        order, before = [first], None
        while True:
            here = order[-1]
            ahead = [j for j in joined[here] if j != before]
            if not ahead or ahead[0] == first:
                break
            before = here
            order.append(ahead[0])
        out.append((min(group), order, not ends))
    return [(order, closed) for _, order, closed in sorted(out)]


__all__ = ["key", "pieces"]
