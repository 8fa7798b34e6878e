"""LITS's trials from a stall, looking only near their chain (the ``nearby``
of :mod:`gridsat.puzzles.grid.stepping`): the regions, 2x2 blocks and
tetromino fits the changed cells meet, the shaded cells' areas searched
only where unshaded cells may have cut one apart.

A *stall* is a position where no rule decides a cell and
:func:`~.deductions.contradiction` is None; a trial's position is the stall
with the cells ``changed`` decided (each undecided in the stall).
"""

from __future__ import annotations

from ..grid.hinting import SHADED, UNSHADED, Board, State, areas, blocks_at
from ..grid.trials import per_stall
from ..grid.walls import Walls


class Scope:
    """The scope of the cells ``changed`` since a stall (built by :func:`~.deductions.nearby` from the board's
    regions ``rg``), each list ascending: ``changed``; ``blocks`` the 2x2 blocks holding a changed cell (in the
    board's order); ``regions`` the regions holding one; ``fits`` the regions whose ``reach`` (what a region's
    viable placements read) holds one; ``shape`` the cells of the changed regions and their neighbours."""

    __slots__ = ("changed", "blocks", "regions", "fits", "shape")

    def __init__(self, board: Board, rg, changed: list):
        near = board.near
        self.changed = sorted(set(changed))
        self.blocks = blocks_at(board, self.changed)
        self.regions = sorted({rg.of[i] for i in self.changed})
        self.fits = sorted({k for i in self.changed for k in rg.reached_by[i]})
        cells = [i for k in self.regions for i in rg.cells[k]]
        self.shape = sorted({nb for i in cells for nb in near[i]}.union(cells))


def _stall(s: State, rg, changed: list) -> tuple:
    """The stall before ``changed`` (``s`` with those cells undecided): ``(per cell its area of cells not
    unshaded (-1: unshaded), the one area a tetromino or a shaded cell must lie in (None: none))``, kept on the
    board per stall (see :func:`~.deductions.contradiction`: there is at most one such area in a stall)."""
    def build(grid: list) -> tuple:
        label = areas(s.board, [v != UNSHADED for v in grid])[0]
        needed = {label[i] for i, v in enumerate(grid) if v == SHADED}
        for cells in rg.cells:
            held = {label[i] for i in cells if grid[i] != UNSHADED}
            if len(held) == 1:
                needed |= held
        return label, next(iter(needed), None)

    return per_stall(s, changed, "lits_stall", build)


def one_area(s: State, rg, scope: Scope) -> bool:
    """Whether the areas of cells not unshaded a tetromino or a shaded cell must lie in are surely one at most in
    ``s``, as in the stall (False: search the whole board).  Where no cell unshaded since closes a curve of walls
    (unshaded cells, the frame: :class:`~gridsat.puzzles.grid.walls.Walls`), no area of the stall's cells not
    unshaded is cut apart: each is one area still (or none), and two stay two.  Then such an area is the stall's
    (its shaded cells, and each region none of whose cells changed: its cells not unshaded lie in the areas they
    lay in), or one holding a cell shaded since, or the one area left holding the cells not unshaded of a region
    holding a changed cell; all of these one area: at most one."""
    g, changed = s.grid, scope.changed
    label, needed = _stall(s, rg, changed)
    seen = {label[i] for i in changed if g[i] == SHADED}
    for k in scope.regions:
        held = {label[i] for i in rg.cells[k] if g[i] != UNSHADED}
        if len(held) == 1:
            seen |= held
    if needed is not None:
        seen.add(needed)
    return len(seen) <= 1 and not Walls(s.board, g, changed, UNSHADED).closed


__all__ = ["Scope", "one_area"]
