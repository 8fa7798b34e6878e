"""Connectivity in CP-SAT: rooted trees, and separator cuts for lazy models.

*Rooted trees* (complete): a set of cells is connected iff every member but
one root has a parent -- a member neighbour one step closer to the root (an
integer depth that drops by one along every parent arc).  Several classes
(e.g. the black and the white cells of Yin-Yang) can share one set of arcs:
an arc only joins cells of the same class.

*Separator cuts* (lazy): when a solution splits a class into components, for
each component C with a cell u and a cell v of the class outside it, every
path from u to v leaves C through its outer boundary, so the clause
"u and v in the class imply some boundary cell in the class" holds in every
connected solution and cuts this one off.
"""

from __future__ import annotations

from typing import Callable, Iterable, Mapping, Sequence

from ..core.grid import components, outer_boundary


def add_rooted_trees(model, cells: Sequence, neighbours: Callable, roots: Mapping, join: Callable,
                     check: Callable | None = None) -> None:
    """Every cell is a root or has exactly one parent arc to a neighbour
    whose depth is one less.

    Args:
        model: a ``cp_model.CpModel``.
        cells: the cells (hashable).
        neighbours: ``cell -> iterable of neighbour cells``.
        roots: ``{cell: [literals or 1]}``: the cell is a root when one of
            them holds (each class must have exactly one root, which the
            caller ensures, e.g. with :func:`first_member_roots`).
        join: ``join(arc, a, b)`` adds the constraints that hold when the arc
            ``a -> b`` is used (e.g. "a and b have the same colour").
        check: called every 1024 cells (e.g. a deadline check that raises).
    """
    depth = {cell: model.new_int_var(0, max(len(cells) - 1, 0), f"depth{cell}") for cell in cells}
    for i, cell in enumerate(cells):
        if check is not None and i % 1024 == 0:
            check()
        arcs = []
        for nb in neighbours(cell):
            arc = model.new_bool_var(f"parent{cell}->{nb}")
            join(arc, cell, nb)
            model.add(depth[cell] == depth[nb] + 1).only_enforce_if(arc)
            arcs.append(arc)
        model.add(sum(arcs) + sum(roots.get(cell, ())) == 1)


def first_member_roots(model, cells: Sequence, member: Callable, check: Callable | None = None) -> dict:
    """Root literals for a class whose root is its first member in the order
    of ``cells`` (a fixed rule, so each solution has one labelling).

    Args:
        cells: the cells in the order that decides.
        member: ``cell -> literal`` true when the cell is in the class.
        check: called every 1024 cells (e.g. a deadline check that raises).

    Returns:
        ``{cell: root literal}``; exactly one is true when the class is not
        empty, none when it is.
    """
    out = {}
    seen = None  # "an earlier cell is a member"
    for i, cell in enumerate(cells):
        if check is not None and i % 1024 == 0:
            check()
        lit = member(cell)
        root = model.new_bool_var(f"root{cell}")
        if seen is None:
            model.add(root == lit)
            seen_now = lit
        else:
            model.add_bool_and([lit, ~seen]).only_enforce_if(root)
            model.add_bool_or([~lit, seen, root])
            seen_now = model.new_bool_var(f"seen{cell}")
            model.add_max_equality(seen_now, [seen, lit])
        out[cell] = root
        seen = seen_now
    return out


def separator_cuts(members: Iterable, neighbours: Callable, anchors_from: set = frozenset()) -> list:
    """The separator cuts of a class split into several components.

    Args:
        members: the cells of the class in the solution to cut off.
        neighbours: ``cell -> iterable of neighbour cells``.
        anchors_from: cells preferred as anchors (e.g. given cells, which
            are in the class in every solution).

    Returns:
        list of ``(boundary, u, v)`` per component: ``boundary`` is its outer
        boundary (a set), ``u`` a cell inside it and ``v`` a cell of the
        largest (anchored first) other component.  Empty when connected.
    """
    comps = components(members, neighbours)
    if len(comps) < 2:
        return []
    anchors = [next((c for c in sorted(comp) if c in anchors_from), min(comp)) for comp in comps]
    order = sorted(range(len(comps)), key=lambda i: (-(anchors[i] in anchors_from), -len(comps[i])))
    out = []
    for i, comp in enumerate(comps):
        j = order[0] if order[0] != i else order[1]
        out.append((outer_boundary(comp, neighbours), anchors[i], anchors[j]))
    return out


__all__ = ["add_rooted_trees", "first_member_roots", "separator_cuts"]
