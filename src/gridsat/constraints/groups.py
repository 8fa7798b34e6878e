"""Groups of members touching a cell: "the shaded groups that touch this cell
total N cells" (Kurotto's numbers in circles).

A *group* is an orthogonally connected area of members; it *touches* a cell
when one of its members is an orthogonal neighbour of that cell.  Per numbered
cell ``k`` and number ``N``, a boolean ``r[c]`` marks the members counted:

- exactness from below: a member beside ``k`` is counted, and a member beside
  a counted cell is counted (every cell of a touching group is);
- exactness from above: the counted cells and ``k`` form one connected tree
  rooted at ``k`` (:func:`~.connectivity.add_rooted_trees`), so every counted
  cell reaches ``k`` through counted cells -- it is in a touching group;
- the count: ``sum(r) == N``.

So ``r`` is exactly the union of the touching groups, and the rule holds
exactly when it has ``N`` cells.  Only the cells within ``N`` steps of ``k``
(through cells that may be members) can be counted: a counted cell ``d``
steps away lies at the end of a path of ``d`` members of one touching group.
A member that would join a counted cell from beyond that reach is refused
(its group would hold more than ``N``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from .connectivity import add_rooted_trees
from .tagging import both_ways, cells_listed, members_within, tagged


def steps_from(cell, most: int, neighbours: Callable, allowed) -> dict:
    """``{other: steps}``: the cells of ``allowed`` within ``most`` steps of ``cell`` through cells of ``allowed``
    (``cell`` itself left out; its neighbours 1 step away), breadth first.

    Args:
        cell: where the steps start (need not be in ``allowed``).
        most: the most steps (0: none).
        neighbours: ``cell -> iterable of neighbour cells``.
        allowed: the cells a step may enter (a set or mapping).
    """
    out, frontier = {}, [cell]
    for step in range(1, most + 1):
        nxt = []
        for c in frontier:
            for nb in neighbours(c):
                if nb in allowed and nb != cell and nb not in out:
                    out[nb] = step
                    nxt.append(nb)
        if not nxt:
            break
        frontier = nxt
    return out


def touching_total(model, cells: Sequence, neighbours: Callable, members: Mapping, totals: Mapping, *,
                   check: Callable | None = None,
                   rule: str = "the shaded groups touching a cell total its number") -> dict:
    """For each cell ``k`` of ``totals``, the groups of members that touch ``k`` (orthogonally) hold ``totals[k]``
    members in all; ``k`` itself is no member (the call makes it none where ``members`` has it).

    Per numbered cell: a "counted" boolean per cell within ``N`` steps of it, and a rooted tree over those and the
    numbered cell (about two booleans and an integer per cell of that reach).  A number 0 makes its neighbours
    non-members.

    Args:
        cells: every cell that may be a member, in a fixed order.
        neighbours: ``cell -> iterable of neighbour cells`` (orthogonal).
        members: ``{cell: literal}`` true where the cell is a member (Kurotto: shaded); a cell without a literal
            is never a member.
        totals: ``{cell: N}``, N a whole number from 0 (a cell without a number: leave it out).
        check: a deadline check that raises, called per numbered cell and every 1024 cells of its trees.

    Returns:
        ``{cell: {other: literal}}``: per numbered cell, its "counted" booleans (true exactly on the members of
        the groups touching it).

    Raises:
        ValueError: a cell of ``totals`` or ``members`` that is not one of ``cells``; a total that is not a whole
            number from 0.
    """
    cells = cells_listed(cells, "cells")
    members_within(cells, members, "touching_total")
    inside = set(cells)
    for cell, total in totals.items():
        if cell not in inside:
            raise ValueError(f"totals: {cell!r} is not one of the cells")
        if isinstance(total, bool) or not isinstance(total, int) or total < 0:
            raise ValueError(f"totals: the total at {cell!r} must be a whole number from 0, got {total!r}")
    neighbours = both_ways(cells, neighbours, check)
    out = {}
    with tagged(model, rule):
        for k, total in totals.items():
            if check is not None:
                check()
            if k in members:
                model.add_bool_or([~members[k]])
            near = steps_from(k, total, neighbours, members)
            counted = {c: model.new_bool_var(f"counted{k}{c}") for c in near}
            for nb in neighbours(k):  # a member beside k is counted; beyond the reach (a 0) there is none
                if nb in counted:
                    model.add_implication(members[nb], counted[nb])
                elif nb in members and nb != k:
                    model.add_bool_or([~members[nb]])
            for c, lit in counted.items():
                model.add_implication(lit, members[c])
                for nb in neighbours(c):  # a member beside a counted cell is counted (or cannot be one)
                    if nb == k or nb not in members:
                        continue
                    if nb in counted:
                        model.add_bool_or([~lit, ~members[nb], counted[nb]])
                    else:
                        model.add_bool_or([~lit, ~members[nb]])
            if total > len(counted):  # more than its reach holds (also a number past CP-SAT's 64-bit constants)
                model.add_bool_or([])
            else:
                model.add(sum(counted.values()) == total)
            if counted:
                present = {k: 1, **counted}

                def join(arc, a, b, present=present):
                    model.add_implication(arc, present[b])

                add_rooted_trees(model, [k, *counted], lambda c, p=present: [n for n in neighbours(c) if n in p],
                                 {k: [1]}, join, check, present=present)
            out[k] = counted
    return out


__all__ = ["steps_from", "touching_total"]
