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

from collections import deque
from typing import Callable, Mapping, Sequence

from .connectivity import add_rooted_trees


def reach(start, steps: int, neighbours: Callable, allowed: set) -> dict:
    """``{cell: distance}`` for the cells of ``allowed`` within ``steps``
    steps of ``start`` (breadth first, through allowed cells only)."""
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
    """
    allowed = set(cells) - set(clues)
    largest = len(cells)
    with model.rule(rule):
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
            if size is not None:
                model.add(sum(member[clue].values()) == size)
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


__all__ = ["islands", "reach"]
