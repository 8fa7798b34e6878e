"""Reaching the board's edge: "every shaded area touches the edge" (Cave's
shaded cells, which lie outside one cave of unshaded cells).

Stated as rooted trees with many roots (:func:`~.connectivity.add_rooted_trees`):
every member on the edge is a root, every other member has one parent, a
member neighbour one step closer to the edge.  A member can follow its
parents to the edge exactly when its area touches it, so no answer is lost
and none is let in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..core.grid import board_cell
from .connectivity import add_rooted_trees
from .tagging import clocked, sides, tagged


def on_edge(rows: int, cols: int, cell) -> bool:
    """True when ``cell`` ``(r, c)`` is in the first or last row or column of the ``rows x cols`` board.

    Raises:
        TypeError, ValueError: as :func:`~.tagging.sides` (``rows=True`` or ``3.0`` was read as a board);
            ``cell`` not a cell of the board (:func:`gridsat.core.grid.board_cell`: ``(-1, 0)`` was on the edge).
    """
    sides(rows, cols)
    return _on_edge(rows, cols, board_cell(rows, cols, cell))


def _on_edge(rows: int, cols: int, cell) -> bool:
    """:func:`on_edge` of a cell of a checked board."""
    r, c = cell
    return r in (0, rows - 1) or c in (0, cols - 1)


def touch_edge(model, rows: int, cols: int, neighbours: Callable, members: Mapping, *,
               check: Callable | None = None, rule: str = "every shaded area touches the edge") -> None:
    """Every orthogonally connected area of members holds a cell on the board's edge (the first or last row
    or column).

    Per cell a depth (0 to the cells' count) and per pair of neighbours a "parent" boolean: a member on the
    edge has no parent, every other member exactly one, a member neighbour whose depth is one less; a cell
    that is not a member has none.  Constraints: about two per neighbour pair and one per cell.

    Args:
        rows, cols: the board's size.
        neighbours: ``cell -> iterable of neighbour cells`` (orthogonal).
        members: ``{(r, c): literal}`` true where the cell is a member (for Cave: shaded), for every cell
            that may be one; a cell without a literal is never a member.
        check: a deadline check that raises, called every 1024 cells.

    Raises:
        ValueError: a cell of ``members`` outside the ``rows x cols`` board.
        TypeError: ``rows`` or ``cols`` not a whole number (:func:`~.tagging.sides`).
    """
    check = clocked(check)
    sides(rows, cols)
    cells = sorted(members)
    stray = next((c for c in cells if not (0 <= c[0] < rows and 0 <= c[1] < cols)), None)
    if stray is not None:
        raise ValueError(f"cell {stray!r} is outside the {rows}x{cols} board")
    with tagged(model, rule):
        roots = {cell: [members[cell]] for cell in cells if _on_edge(rows, cols, cell)}  # a member there is a root

        def join(arc, a, b):
            model.add_implication(arc, members[b])

        add_rooted_trees(model, cells, lambda c: [n for n in neighbours(c) if n in members], roots, join, check,
                         present=members)


__all__ = ["on_edge", "touch_edge"]
