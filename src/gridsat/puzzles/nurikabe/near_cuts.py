"""Nurikabe's two cut rules, ``island_needs`` and ``sea_cut`` (:mod:`.deductions`), in a trial from a stall
(:mod:`.near`): each read the whole board at every round of every trial, most of a large board's
``hint --steps`` (a 40x57's late trials spent 27 of 32 s there; unfinished in 300 s).  Here each reads only what
a trial's changes can have changed, and says, exactly, whether the whole board's rule finds a step:

- :func:`needs_near`: the islands ``island_needs`` must look at again, those whose reach the trial computed
  again (the others find what they found in the stall: nothing);
- :func:`sea_parted`: whether ``sea_cut`` finds a step, told on the undecided cells and the areas of shaded cells
  (kept from the stall, joined through the cells shaded since) instead of every cell not unshaded; where it does,
  the whole board's rule says its steps (their words, pieces and order are its search's).

Cells are flat indices (:mod:`gridsat.puzzles.grid.hinting`).
"""

from __future__ import annotations

from ...core.grid import cut_vertices
from ..grid.hinting import SHADED, State
from .islands import reach
from .near import Scope, found_near


def needs_near(s: State, scope: Scope) -> list:
    """The entries of :func:`~.islands.reach` of the trial's position ``s`` (in its order) whose island
    ``island_needs`` can find a step of: those whose reach was computed again (:func:`~.near.found_near`'s
    ``again``).  Why the others find none: such an island's cells and reach (distance per cell) are the
    stall's (:func:`~.near.found_near`, its number the same); ``island_needs`` reads of an island only its number,
    its cells' count, the cells it reaches and which of them are undecided, and the cut cells of those it reaches
    (a search of that set alone); so it finds the cells it found in the stall, less those decided since.  In the
    stall (no rule decides a cell) it found none undecided; it finds none now."""
    again = found_near(s, scope)[1]  # (the round's contradiction computed it: kept on the scope)
    return [entry for entry in reach(s) if entry[0] in again]


def sea_parted(s: State, scope: Scope) -> bool:
    """Whether ``sea_cut`` finds a step in the trial's position ``s``: an undecided cell whose unshading would
    cut a shaded cell off from the first shaded cell (the root), in the area of cells not unshaded around it
    (:func:`~gridsat.puzzles.grid.hinting.shaded_cut_steps`).  Told exactly on a smaller graph: each area of
    shaded cells (4-connected) made one node, joined to the undecided cells beside it; the undecided cells joined
    as on the board; the unshaded cells left out.  Contracting a connected set of cells none of which is ever
    removed (a shaded cell is never the cell unshaded) keeps which cells removing an undecided cell ``u``
    separates: a path between two cells avoiding ``u`` on the board is one between their nodes, and back (a
    node's cells are joined inside it).  So ``u`` cuts a shaded cell off from the root's area on the board
    exactly when it cuts an area's node off from the root's node here (Tarjan's cut vertices,
    :func:`~gridsat.core.grid.cut_vertices`, each node of shaded cells weighing 1).

    Read from the stall (:func:`~.near._stall`): its areas of shaded cells, joined now where a cell shaded since
    touches another shaded cell (the trial's shaded cells are the stall's and those; each area of them is a union
    of the stall's areas and those cells, joined only across an edge one of those cells ends: two shaded cells
    side by side in the stall were in one area there), and its undecided cells, less those decided since.  The
    graph holds the undecided cells and the areas beside them: small in a large board's late trials, where the
    whole board's search walked every cell of the sea."""
    g, near = s.grid, s.board.near
    first, free, root = scope.stall(s)[6]
    sea = [i for i in scope.changed if g[i] == SHADED]
    if sea:
        root = min(sea) if root is None else min(root, min(sea))
    if root is None:  # (no shaded cell: no step)
        return False
    joined: dict = {}

    def node(i: int) -> int:  # (a shaded cell's area: its stall's area's first cell, joined as shaded since)
        x = first[i] if first[i] >= 0 else i
        while x in joined:
            x = joined[x]
        return x

    for a in sea:
        for nb in near[a]:
            if g[nb] == SHADED and (x := node(a)) != (y := node(nb)):
                joined[max(x, y)] = min(x, y)
    graph: dict = {node(root): []}
    for v in free:
        if g[v]:
            continue
        out = graph.setdefault(v, [])
        for nb in near[v]:
            w = g[nb]
            if not w:
                out.append(nb)
            elif w == SHADED:
                x = node(nb)
                out.append(x)
                graph.setdefault(x, []).append(v)
    _, pieces = cut_vertices(graph, graph.__contains__, node(root), lambda x: int(g[x] == SHADED))
    return any(w for u, parts in pieces.items() if not g[u] for _, _, w in parts)


__all__ = ["needs_near", "sea_parted"]
