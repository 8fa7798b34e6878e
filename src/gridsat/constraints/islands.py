"""Islands: "each unshaded area holds exactly one number, which is its size"
(Nurikabe and its family).

Model: every clue is an island; each unshaded cell belongs to exactly one
island (a boolean per clue and cell, only where the clue can reach: within
``size - 1`` steps); unshaded neighbours belong to the same island, so an
island is a whole unshaded area; each island has its clue's size; and each
island is connected to its clue by a forest of parent arcs whose roots are
the clue cells (a depth that drops by one along every arc).  Together: every
unshaded area is connected, holds exactly one clue, and has its size.
"""

from __future__ import annotations

from .tagging import both_ways, cells_listed, clocked, tagged

import numbers
from collections import deque
from typing import Callable, Mapping, Sequence

from .connectivity import add_rooted_trees


def reach(start, steps: int, neighbours: Callable, allowed: set) -> dict:
    """``{cell: distance}`` for the cells of ``allowed`` within ``steps``
    steps of ``start`` (breadth first, through allowed cells only).

    Raises:
        ValueError: ``steps`` not a whole number from 0 (numpy's are): -1 or text "2" reached every allowed cell
            connected to ``start``, however far.
    """
    if isinstance(steps, bool) or not isinstance(steps, numbers.Integral) or steps < 0:
        raise ValueError(f"steps must be a whole number from 0, got {steps!r}"[:200])
    seen = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if seen[cell] == steps:
            continue
        for nb in neighbours(cell):
            if nb in allowed and nb not in seen:
                seen[nb] = seen[cell] + 1
                queue.append(nb)
    return seen


def islands(model, cells: Sequence, neighbours: Callable, unshaded: Mapping, clues: Mapping, *,
            check: Callable | None = None, rule: str = "each unshaded area holds one number, its size") -> dict:
    """Add the island rule (see the module docstring).

    Args:
        cells: every cell, in a fixed order.
        neighbours: ``cell -> iterable of neighbour cells``.
        unshaded: ``{cell: literal}`` true when the cell is unshaded.
        clues: ``{clue cell: size}``, ``None`` for a clue of unknown size
            (``?``: any size of at least 1).
        check: called now and then (a deadline check that raises).

    Returns:
        ``{clue cell: {cell: literal}}``: which cells each island may hold.

    Raises:
        ValueError, TypeError: a bad clue (:func:`~gridsat.constraints.island_logic.check_clues`); a cell
            without an ``unshaded`` literal.
    """
    check = clocked(check)
    cells = cells_listed(cells, "cells")
    neighbours = both_ways(cells, neighbours)  # (one way: an island, a block could not grow)
    from .island_logic import check_clues

    allowed = set(cells)
    check_clues(clues, allowed)
    missing = next((cell for cell in cells if cell not in unshaded), None)
    if missing is not None:  # was a bare KeyError
        raise ValueError(f"unshaded: {missing!r} has no literal; islands takes one for every cell")
    allowed -= set(clues)
    largest = len(cells)
    with tagged(model, rule):
        owner: dict = {cell: [] for cell in cells}
        member: dict = {}
        for i, (clue, size) in enumerate(clues.items()):
            if check is not None:
                check()
            steps = (size if size is not None else largest) - 1
            near = reach(clue, steps, neighbours, allowed | {clue})
            member[clue] = {cell: (1 if cell == clue else model.new_bool_var(f"island{i}{cell}")) for cell in near}
            for cell, lit in member[clue].items():
                owner[cell].append(lit)
            if size is not None:  # a size past the board (10**30) holds nowhere: one past it, as CP-SAT takes 64 bits
                model.add(sum(member[clue].values()) == min(size, largest + 1))
            model.add(unshaded[clue] == 1)
        for cell in cells:  # an unshaded cell belongs to exactly one island
            model.add(sum(owner[cell]) == unshaded[cell])
        for cells_of in member.values():  # unshaded neighbours share their island
            for cell, lit in cells_of.items():
                for nb in neighbours(cell):
                    other = cells_of.get(nb)
                    if isinstance(other, int):  # the clue cell itself
                        continue
                    given = [] if isinstance(lit, int) else [~lit]  # "the cell is in the island" (always, for the clue)
                    if other is None:  # out of the island's reach: shaded whenever the cell is in the island
                        model.add_bool_or(given + [~unshaded[nb]])
                    else:
                        model.add_bool_or(given + [~unshaded[nb], other])
        roots = {clue: [1] for clue in clues}

        def join(arc, a, b):
            model.add(unshaded[b] == 1).only_enforce_if(arc)

        add_rooted_trees(model, list(cells), neighbours, roots, join, check, present=unshaded)
    return member


#: Bytes a cell within an island's reach costs in :func:`bounded_islands`'s
#: model (its membership, depth and parent arcs; measured: 190 MB for the
#: 48,000 of 30 ``?`` clues on an empty 40x40 board).
BYTES_PER_ISLAND_CELL = 4000


def bounded_islands(model, cells: Sequence, neighbours: Callable, unshaded: Mapping, clues: Mapping, *,
                    known: Mapping | None = None, check: Callable | None = None,
                    memory: Callable[[float, str], None] | None = None,
                    rule: str = "each unshaded area holds one number, its size") -> dict:
    """The island rule of :func:`islands`, built around what is already
    known (e.g. :func:`gridsat.constraints.island_logic.forced_cells`) and
    with tighter domains: the same answers, a smaller model.

    The unshaded area known around each clue (its *base*, depth 0) grows by
    the cells the island still lacks; a cell joins only when it is within
    that many steps of the base, never through a shaded cell, never into or
    next to another clue's base.  Each island is a tree of parent arcs over
    its own cells only, a cell's depth bounded below by its distance from
    the base and above by the cells lacking.

    Args:
        cells, neighbours, unshaded, clues, check: as :func:`islands`.
        known: ``{cell: 1 shaded / 0 unshaded}`` for cells fixed in every
            answer (the caller also fixes them in the model); None: none.
        memory: ``memory(bytes, what)`` before anything is built, given the
            model's size from the islands' reach (e.g.
            ``SolverOptions.check_memory``, which raises when over the limit):
            the reach of many ``?`` clues on a large open board is most of it.

    Returns:
        ``{clue cell: {cell: literal or 1}}``: which cells each island may hold.
    """
    check = clocked(check)
    cells = cells_listed(cells, "cells")
    neighbours = both_ways(cells, neighbours)  # (one way: an island, a block could not grow)
    from .island_logic import check_clues

    check_clues(clues, set(cells))
    known = known or {}
    missing = next((cell for cell in cells if cell not in unshaded and cell not in known), None)
    if missing is not None:  # was a bare KeyError
        raise ValueError(f"unshaded: {missing!r} has no literal; bounded_islands takes one for every cell")
    base_of = {}
    for area in _known_areas(cells, neighbours, known, clues):
        inside = [c for c in area if c in clues]
        if len(inside) == 1:
            base_of[inside[0]] = area
    owned = {cell: clue for clue, area in base_of.items() for cell in area}
    largest = len(cells)

    def reach(clue, size):
        """The island's base, the cells it lacks, and ``{cell: distance from the base}`` within its reach."""
        if check is not None:
            check()
        base = base_of.get(clue, {clue})
        lacking = (largest if size is None else size) - len(base)

        def open_to(cell):
            return (known.get(cell) != 1 and owned.get(cell, clue) == clue
                    and all(owned.get(nb, clue) == clue for nb in neighbours(cell)))
        dist = dict.fromkeys(base, 0)
        queue = deque(base)
        while queue:
            cell = queue.popleft()
            if dist[cell] < lacking:
                for nb in neighbours(cell):
                    if nb not in dist and open_to(nb):
                        dist[nb] = dist[cell] + 1
                        queue.append(nb)
        return base, lacking, dist

    if memory is not None:  # counted first (a second search each): nothing is built over the limit
        within = sum(len(reach(clue, size)[2]) for clue, size in clues.items())
        memory(within * BYTES_PER_ISLAND_CELL, f"a model of {len(clues):,} islands reaching {within:,} cells")
    with tagged(model, rule):
        owner: dict = {cell: [] for cell in cells}
        member: dict = {}
        for i, (clue, size) in enumerate(clues.items()):
            base, lacking, dist = reach(clue, size)
            lits = {cell: 1 if cell in base else model.new_bool_var(f"island{i}{cell}") for cell in dist}
            member[clue] = lits
            for cell, lit in lits.items():
                owner[cell].append(lit)
            if size is not None:
                model.add(sum(lits.values()) == size)
            top = min(lacking, len(dist) - len(base))
            depth = {cell: 0 if cell in base else model.new_int_var(dist[cell], max(dist[cell], top), f"depth{i}{cell}")
                     for cell in dist}
            for cell, lit in lits.items():
                if cell in base:
                    continue
                arcs = []
                for nb in neighbours(cell):
                    if nb not in dist:  # out of the island's reach: shaded whenever the cell is in the island
                        model.add_bool_or([~lit, ~unshaded[nb]])
                        continue
                    if not isinstance(lits[nb], int):  # unshaded neighbours share their island
                        model.add_bool_or([~lit, ~unshaded[nb], lits[nb]])
                    if dist[nb] < top:  # a parent: one step closer to the base
                        arc = model.new_bool_var(f"arc{i}{cell}{nb}")
                        if not isinstance(lits[nb], int):
                            model.add_implication(arc, lits[nb])
                        model.add(depth[cell] == depth[nb] + 1).only_enforce_if(arc)
                        arcs.append(arc)
                model.add(sum(arcs) == lit)
            for cell in base:  # the base's outside neighbours join it when unshaded
                for nb in neighbours(cell):
                    if nb not in dist:
                        model.add(unshaded[nb] == 0)
                    elif not isinstance(lits[nb], int):
                        model.add_implication(unshaded[nb], lits[nb])
        for cell in cells:  # an unshaded cell belongs to exactly one island
            model.add(sum(owner[cell]) == unshaded[cell])
    return member


def _known_areas(cells, neighbours, known, clues) -> list:
    """The areas of known unshaded cells and clue cells (sets)."""
    from ..core.grid import components

    return components([c for c in cells if known.get(c) == 0 or c in clues], neighbours)


__all__ = ["bounded_islands", "islands", "reach"]
