"""Connectivity in CP-SAT: "the shaded cells are connected", "each colour is
connected" (rooted trees), and separator cuts for lazy models.

*Rooted trees* (complete): a set of cells is connected iff every member but
one root has a parent -- a member neighbour one step closer to the root (an
integer depth that drops by one along every parent arc).  Several classes
(e.g. the black and the white cells of Yin-Yang) can share one set of arcs:
an arc only joins cells of the same class.

*Trees of parts* (complete, smaller): when the members fall into parts
(regions) each holding a connected, non-empty group of members (LITS: one
tetromino per region), the members are connected iff the parts are, two
parts joined where members of both share an edge; the tree then has a node
per part instead of per cell.

*Separator cuts* (lazy): when a solution splits a class into components, for
each component C with a cell u and a cell v of the class outside it, every
path from u to v leaves C through its outer boundary, so the clause
"u and v in the class imply some boundary cell in the class" holds in every
connected solution and cuts this one off.
"""

from __future__ import annotations

from .tagging import both_ways, cells_listed, clocked, members_within, parts_of, tagged

from collections.abc import Callable, Iterable, Mapping, Sequence

from ..core.grid import components, outer_boundary


def add_rooted_trees(model, cells: Sequence, neighbours: Callable, roots: Mapping, join: Callable,
                     check: Callable | None = None, present: Mapping | None = None) -> None:
    """Every present cell is a root or has exactly one parent arc to a
    neighbour whose depth is one less (an absent cell has neither).

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
        present: ``{cell: literal}`` true when the cell is in a tree (None:
            every cell is).
    """
    cells, check = cells_listed(cells, "cells"), clocked(check)
    depth = {cell: model.new_int_var(0, max(len(cells) - 1, 0), f"depth{cell}") for cell in cells}
    neighbours = both_ways(cells, neighbours)  # (left and up alone: a connected L of members "infeasible")
    for i, cell in enumerate(cells):
        if check is not None and i % 1024 == 0:
            check()
        arcs = []
        for nb in neighbours(cell):
            arc = model.new_bool_var(f"parent{cell}->{nb}")
            join(arc, cell, nb)
            model.add(depth[cell] == depth[nb] + 1).only_enforce_if(arc)
            arcs.append(arc)
        model.add(sum(arcs) + sum(roots.get(cell, ())) == (1 if present is None else present[cell]))


def connected(model, cells: Sequence, neighbours: Callable, members: Mapping, *, anchor=None,
              check: Callable | None = None, rule: str = "the shaded cells are connected") -> None:
    """The members form one orthogonally connected group (or none at all).

    A rooted tree: the root is ``anchor`` (a cell the caller knows is a member, e.g. a given) or else the first
    member in the order of ``cells``; every other member has one parent, a member neighbour one step closer to it.

    Args:
        cells: every cell that may be a member, in a fixed order.
        neighbours: ``cell -> iterable of neighbour cells``.
        members: ``{cell: literal}``.
        anchor: a cell that is a member in every solution, or None.
        check: called every 1024 cells (a deadline check that raises).

    Raises:
        ValueError: ``anchor`` is not one of ``cells`` and a key of ``members``.
    """
    members_within(cells := cells_listed(cells, "cells"), members, "connected")  # (none of them: no rule at all)
    anchor = None if anchor is None else cells_listed([anchor], "anchor")[0]  # ([0, 0]: "unhashable type")
    if anchor is not None and (anchor not in members or anchor not in cells):  # a root in no tree: no member at all
        raise ValueError(f"anchor: {anchor!r} is not one of the cells and members")
    cells = [c for c in cells if c in members]  # a cell without a literal is never a member (was: "Invalid boolean
    with tagged(model, rule):                        # literal: 'NoneType'" from OR-Tools)
        if anchor is not None:
            roots = {anchor: [1]}
        else:
            roots = {cell: [root] for cell, root in first_member_roots(model, cells, members.get, check).items()}

        def join(arc, a, b):
            model.add_implication(arc, members[b])

        add_rooted_trees(model, cells, lambda c: [n for n in neighbours(c) if n in members], roots, join, check,
                         present=members)


def search_connected(model, members: Mapping, neighbours: Callable, *, present: int = 1,
                     rule: str = "the shaded cells are connected") -> None:
    """The cells whose literal in ``members`` has the value ``present`` form
    one orthogonally connected group (or none), as the compiled counting
    search states it: the model's own connectivity rule,
    ``model.add_connected`` (a
    :class:`~gridsat.puzzles.grid.recorder.CountingRecorder`; the search
    propagates it by a depth-first search at every node,
    ``engines/cardinality_connect.h``).  CP-SAT models use :func:`connected`.

    Args:
        members: ``{cell: literal}``, a literal of its own per cell.
        neighbours: ``cell -> iterable of neighbour cells``.
        present: 1, the cells whose literal is true are connected; 0, those
            whose literal is false (e.g. literals meaning "unshaded").
    """
    with tagged(model, rule):
        model.add_connected(dict(members), neighbours, present)


def connected_around(model, cells: Sequence, neighbours: Callable, members: Mapping, known: Iterable, *,
                     check: Callable | None = None, rule: str = "the shaded cells are connected") -> None:
    """:func:`connected`, for when some cells are members in every answer (``known``, e.g. forced by deductions):
    each known connected area becomes one node of the tree, so the tree spans the known areas and the undecided
    cells only (the first known area is its root).

    Args:
        cells, neighbours, members, check: as :func:`connected`.
        known: cells that are members in every answer (the caller fixes
            their literals); none: the same as :func:`connected`.
    """
    cells = cells_listed(cells, "cells")
    known = [c for c in cells_listed(known, "known", distinct=False) if c in members]  # ([0, 0]: "unhashable")
    if not known:
        connected(model, cells, neighbours, members, check=check, rule=rule)
        return
    node: dict = {}
    for i, area in enumerate(components(known, lambda c: [n for n in neighbours(c) if n in members])):
        for cell in area:
            node[cell] = i
    areas = max(node.values()) + 1
    free = [c for c in cells if c not in node]
    node.update({cell: areas + j for j, cell in enumerate(free)})
    links: dict = {n: set() for n in range(areas + len(free))}
    for cell in cells:
        for nb in neighbours(cell):
            if nb in members and node[nb] != node[cell]:
                links[node[cell]].add(node[nb])
    literal = {node[c]: members[c] for c in free}
    with tagged(model, rule):
        def join(arc, a, b):
            if b in literal:
                model.add_implication(arc, literal[b])

        add_rooted_trees(model, list(links), lambda n: sorted(links[n]), {0: [1]}, join, check,
                         present={n: literal.get(n, 1) for n in links})


def each_connected(model, cells: Sequence, neighbours: Callable, members: Mapping, *, anchors=(None, None),
                   check: Callable | None = None, rule: str = "each colour is one connected group") -> None:
    """Every cell is a member or not, and each of the two classes (members
    and the others) is one connected group: one tree per class, sharing one
    set of parent arcs (an arc joins cells of the same class).

    Args:
        members: ``{cell: literal}`` for every cell (true: the first class).
        anchors: ``(first class cell or None, other class cell or None)``:
            cells known to be in each class (their roots); a class without
            one is rooted at its first cell in the order of ``cells``.
    """
    members_within(cells := cells_listed(cells, "cells"), members, "each_connected")
    missing = next((cell for cell in cells if cell not in members), None)
    if missing is not None:  # was OR-Tools' "Linear constraints do not accept None as argument"
        raise ValueError(f"members: {missing!r} has no literal; each_connected takes one for every cell")
    anchors = [None if a is None else cells_listed([a], "anchors")[0] for a in anchors]  # ([0, 0]: "unhashable")
    if (stray := next((a for a in anchors if a is not None and a not in members), None)) is not None:  # (KeyError)
        raise ValueError(f"anchors: {stray!r} is not one of the cells"[:200])
    with tagged(model, rule):
        roots: dict = {cell: [] for cell in cells}
        for anchor, side in zip(anchors, (members.get, lambda c: ~members[c])):
            if anchor is not None:
                roots[anchor].append(1)
                continue
            for cell, root in first_member_roots(model, cells, side, check).items():
                roots[cell].append(root)

        def join(arc, a, b):
            model.add(members[a] == members[b]).only_enforce_if(arc)

        add_rooted_trees(model, cells, neighbours, roots, join, check)


def connected_parts(model, parts: Mapping, neighbours: Callable, members: Mapping, *,
                    check: Callable | None = None, rule: str = "the shaded cells are connected") -> dict:
    """The members form one orthogonally connected group, given that each
    part's members are a connected, non-empty group (which the caller's
    other rules ensure): a rooted tree over the parts, the first part its
    root, whose arcs join parts only where a member of each shares an edge.
    Also stated, for the search: with two parts or more, every part's
    members touch another part's.

    Args:
        parts: ``{part id: cells}`` (every member cell in one part).
        neighbours: ``cell -> iterable of neighbour cells``.
        members: ``{cell: literal}``.
        check: called every 1024 parts (a deadline check that raises).

    Returns:
        ``{(a, b): literal}`` for each edge between two parts (``a < b``):
        true only when both cells are members.

    Raises:
        TypeError, ValueError: as :func:`~.tagging.parts_of`.
    """
    part_of = parts_of(parts, members)
    with tagged(model, rule):
        across: dict = {}  # (part, part) -> edge literals
        edges: dict = {}
        around: dict = {pid: [] for pid in parts}  # part -> the edge literals on its border
        for cell, pid in part_of.items():
            for nb in neighbours(cell):  # (each pair once, named by either cell: ``nb < cell`` alone lost a pair
                other = part_of.get(nb)  # a one-way ``neighbours`` names from its larger cell)
                if other is None or other == pid or (pair := (min(cell, nb), max(cell, nb))) in edges:
                    continue
                both = model.new_bool_var(f"touch{pair[0]}{pair[1]}")
                model.add_implication(both, members[cell])
                model.add_implication(both, members[nb])
                model.add_bool_or([~members[cell], ~members[nb], both])
                edges[pair] = both
                across.setdefault((min(pid, other), max(pid, other)), []).append(both)
                around[pid].append(both)
                around[other].append(both)
        joined: dict = {pid: [] for pid in parts}
        for a, b in across:
            joined[a].append(b)
            joined[b].append(a)
        if len(parts) > 1:
            for lits in around.values():
                model.add_bool_or(lits)

        def join(arc, a, b):
            model.add_bool_or([~arc] + across[(min(a, b), max(a, b))])

        order = list(parts)
        if order:
            add_rooted_trees(model, order, joined.__getitem__, {order[0]: [1]}, join, check)
    return edges


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
    cells, check = cells_listed(cells, "cells"), clocked(check)
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
    comps = components(cells_listed(members, "members", distinct=False), neighbours)  # ([0, 0] a cell too)
    if len(comps) < 2:
        return []
    anchors = [next((c for c in sorted(comp) if c in anchors_from), min(comp)) for comp in comps]
    order = sorted(range(len(comps)), key=lambda i: (-(anchors[i] in anchors_from), -len(comps[i])))
    out = []
    for i, comp in enumerate(comps):
        j = order[0] if order[0] != i else order[1]
        out.append((outer_boundary(comp, neighbours), anchors[i], anchors[j]))
    return out


def enclosing_boundary(component: set, neighbours: Callable) -> set | None:
    """The outer boundary ``B`` of ``component`` when it is a valid cut for a
    class that must be connected while no two other cells touch (Heyawake's
    and Hitori's unshaded cells, whose shaded cells are never adjacent).

    If every cell of ``B`` were shaded, the cells of ``component`` next to
    ``B`` and the cells beyond ``B`` next to it would all be unshaded (no two
    shaded cells touch) and every path between them would cross ``B``: so
    in every answer some cell of ``B`` is unshaded -- provided some cell of
    ``B`` has a neighbour outside ``component`` and ``B``.

    Args:
        component: a set of cells.
        neighbours: ``cell -> iterable of neighbour cells``.

    Returns:
        ``B`` (a set), or None when nothing lies beyond it (no cut).
    """
    boundary = outer_boundary(component, neighbours)
    beyond = any(nb not in component and nb not in boundary for b in boundary for nb in neighbours(b))
    return boundary if beyond else None


def enclosure_cuts(members: Iterable, cells: Iterable, neighbours: Callable) -> list:
    """Cuts of a split class that must be connected while no two other
    cells touch (see :func:`enclosing_boundary`): sets ``S`` of cells that
    separate the board, so that in every answer some cell of each ``S`` is
    a member.

    For each component ``C`` of the members but the largest (the first of
    the largest), with outer boundary ``B``: ``S`` is the cells of ``B`` with
    a neighbour beyond ``C`` and ``B`` (the cells of ``B`` that only touch
    ``C`` and ``B`` are left out: they separate nothing).  ``S`` separates
    ``C`` and the rest of ``B`` from the cells beyond.

    Args:
        members: the cells of the class in the answer to cut off.
        cells: every cell of the board.
        neighbours: ``cell -> iterable of neighbour cells``.

    Returns:
        a list of distinct non-empty sets, in order of ``C``; empty when the
        members are connected.
    """
    around = {cell: tuple(neighbours(cell)) for cell in cells_listed(cells, "cells", distinct=False)}
    comps = components(cells_listed(members, "members", distinct=False), around.__getitem__)
    if len(comps) < 2:
        return []
    keep = max(range(len(comps)), key=lambda i: len(comps[i]))
    out, seen = [], set()
    for i, comp in enumerate(comps):
        if i == keep:
            continue
        boundary = {nb for cell in comp for nb in around[cell]} - comp
        inside = comp | boundary
        cut = frozenset(b for b in boundary if any(nb not in inside for nb in around[b]))
        if cut and cut not in seen:
            seen.add(cut)
            out.append(set(cut))
    return out


def enclosure_separator(cells: Sequence, neighbours: Callable, literals: Mapping, *, present: int = 1) -> Callable:
    """The ``separate`` of a model that leaves "the cells whose literal has
    the value ``present`` are connected" (while no two other cells touch) to
    lazy cuts (:class:`~gridsat.puzzles.grid.kind.Encoding`: Heyawake's
    unshaded cells, ``present=0`` of the shaded literals).

    Args:
        cells: every cell of the board, in the order of the values the
            separator gets (the encoding's decision).
        neighbours: ``cell -> iterable of neighbour cells``.
        literals: ``{cell: literal}`` for every cell.
        present: 1 or 0, the value of the connected cells' literals.

    Returns:
        ``values -> clauses``: for the 0/1 values of ``literals`` (in the
        order of ``cells``), per cut of :func:`enclosure_cuts` the clause
        "some cell of the cut has the value ``present``"; none when those
        cells are connected.
    """
    cells = cells_listed(cells, "cells")
    def separate(values) -> list:
        inside = [cell for cell, v in zip(cells, values) if (1 if v else 0) == present]
        return [[literals[b] if present else ~literals[b] for b in sorted(cut)]
                for cut in enclosure_cuts(inside, cells, neighbours)]
    return separate


__all__ = ["add_rooted_trees", "connected", "connected_around", "connected_parts", "each_connected",
           "enclosing_boundary", "enclosure_cuts", "enclosure_separator", "first_member_roots", "search_connected",
           "separator_cuts"]
