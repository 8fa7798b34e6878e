"""Connected through corners: "the unshaded cells are one group when cells touching at a corner count as joined"
(Mochikoro's unshaded rectangles), stated by the shaded cells that would wall some of them off.

On a grid of two rows and two columns or more where no 2x2 block is all shaded (the caller's rule), the unshaded
cells are connected through sides and corners exactly when the shaded cells, joined where they share a side (two
cells side by side along the board's edge left unjoined) and to the edge where they lie on it, form no cycle: a
cycle of shaded cells, or a chain from the edge back to it, is the wall around an unshaded area cut off from the
rest (a cycle around shaded cells alone would hold a 2x2 block; two cells along the edge close off nothing).  It
was checked against every shading of the 3x3 to 4x5 and 2x6 boards without a shaded 2x2 block (the 1x4 board was
the exception: there one shaded cell touches two opposite edges).  Orthogonal connectivity has its own form:
:func:`~.shading.diagonal_forest`.

Stated as an orientation with levels: of two joined shaded cells one is the other's parent, a level higher; the
edge is the parent of every shaded cell on it; no cell has two parents.  Every forest has one (root each tree at the
edge or at any of its cells), and no cycle has one, so the rule is exact: no lazy cuts.  Its propagation is local
(a cell with a parent refuses a second), where rooted trees over the unshaded cells' eight neighbours reason through
depths: janko.at Mochikoro 18 (19x19) was proven unique in 2.3 s of CPU this way, and not in 30 s with those trees.
"""

from __future__ import annotations

from typing import Callable, Mapping

from .shading import _within
from .tagging import tagged


def connected_through_corners(model, rows: int, cols: int, shaded: Mapping, *, check: Callable | None = None,
                              rule: str = "the unshaded cells are connected diagonally") -> None:
    """The cells whose ``shaded`` literal is false are one group through sides and corners (or none).

    Args:
        rows, cols: the grid's size; ``shaded`` holds a literal for every one of its cells.
        shaded: ``{(r, c): literal}`` true when the cell is shaded; no 2x2 block of them may be all shaded (the
            caller's rule: without it a block's cycle is refused too).
        check: called every 1024 cells (a deadline check that raises).

    On a board of one row or one column the shaded cells' form does not hold (a cell touches both long edges): the
    rooted trees of :func:`~.connectivity.connected` over the cells' eight neighbours state it there.

    Raises:
        TypeError, ValueError: a size that is not one (:func:`~.tagging.sides`); ``shaded`` not a mapping, a key
            of it not a cell of the grid, or a cell of the grid without a literal in it.
    """
    _within(shaded, rows, cols, "shaded")
    missing = next(((r, c) for r in range(rows) for c in range(cols) if (r, c) not in shaded), None)
    if missing is not None:
        raise ValueError(f"shaded: {missing!r} has no literal; the rule takes one for every cell of the grid")
    if rows < 2 or cols < 2:
        from .connectivity import connected
        from .shading import king_neighbours

        cells = [(r, c) for r in range(rows) for c in range(cols)]
        connected(model, cells, king_neighbours(rows, cols), {c: ~shaded[c] for c in cells}, check=check, rule=rule)
        return

    def along_edge(a, b) -> bool:
        return (a[0] == b[0] and a[0] in (0, rows - 1)) or (a[1] == b[1] and a[1] in (0, cols - 1))

    with tagged(model, rule):
        level = {cell: model.new_int_var(0, rows * cols, f"level{cell}") for cell in shaded}
        parents: dict = {cell: [] for cell in shaded}
        for i, ((r, c), lit) in enumerate(shaded.items()):
            if check is not None and i % 1024 == 0:
                check()
            for other in ((r + 1, c), (r, c + 1)):
                if other not in shaded or along_edge((r, c), other):
                    continue
                down, up = model.new_bool_var(""), model.new_bool_var("")  # (r, c) the other's parent; the reverse
                for arc in (down, up):
                    model.add_implication(arc, lit)
                    model.add_implication(arc, shaded[other])
                model.add_bool_or([~lit, ~shaded[other], down, up])
                model.add(level[other] > level[(r, c)]).only_enforce_if(down)
                model.add(level[(r, c)] > level[other]).only_enforce_if(up)
                parents[other].append(down)
                parents[(r, c)].append(up)
        for (r, c), arcs in parents.items():
            if r in (0, rows - 1) or c in (0, cols - 1):
                arcs = arcs + [shaded[(r, c)]]  # the edge's arc: there whenever the cell is shaded
            if len(arcs) > 1:
                model.add_at_most_one(arcs)


__all__ = ["connected_through_corners"]
