"""Loops: "draw one closed loop" -- through cell centres (Masyu) or along the
grid's edges (Slitherlink) -- and "the loop enters every region once"
(:func:`enters_once`, Country Road's rooms).

Both use CP-SAT's circuit constraint on a graph whose nodes are the cells
(or the grid points): a directed arc per ordered pair of neighbours, and a
self-loop arc for each node the loop does not visit; CP-SAT keeps the chosen
arcs one single cycle.  The undirected edge literal of two neighbours is true
when the loop goes between them (in either direction).  At least one edge
is used: the loop is never empty.

:func:`boundary_loop` states the same rule on a full grid graph as the
boundary of a set of faces (the squares between four nodes), walked
clockwise: a face boolean "inside the loop" per face, and each arc of the
circuit true exactly when the face on its right is inside and the face on
its left is not (outside the grid counts as outside).  Each loop then has
one model solution (no second orientation, no free variables), so CP-SAT
can list and count answers by enumeration, and the inside/outside parity
propagates with the circuit.  Measured on the published Slitherlink and
Masyu boards up to 40x58 (benchmarks/genres/): 20-50% faster than
:func:`loop` with one solve, 2x with uniqueness by enumeration.

Measured and left out (CPU, solve and uniqueness proof, 2026-12): the
single-loop rule as lazy cuts instead of the circuit (faces and degrees
only, a separator clause per extra loop or hole, solved again until one
loop remains) took 3 to 25 rounds and 0.46 / 0.63 / 13 s on the 14x24,
20x36 and 31x45 Slitherlinks against 0.16 / 0.31 / 1.0 s; arcs without an
edge variable (the edge as their sum) 10-20% slower on the large boards;
no degree constraints, ``linearization_level`` 0 or 2, no presolve, no
symmetry detection: within noise.
"""

from __future__ import annotations

from .tagging import both_ways, cells_listed, mapped, members_within, sides, tagged

from typing import Callable, Mapping, Sequence

from ..core.errors import shown
from ..core.grid import box_cells, box_neighbours


def loop(model, nodes: Sequence, neighbours: Callable, *, visited: Mapping | None = None,
         rule: str = "one closed loop") -> dict:
    """One closed loop through some of ``nodes``.

    Args:
        nodes: the nodes (cells or grid points), in a fixed order.
        neighbours: ``node -> iterable of neighbour nodes`` (each pair named once or both ways).
        visited: ``{node: literal}`` true when the loop passes through the
            node (created when None).

    Returns:
        ``{(a, b): literal}`` for every pair of neighbours with ``a < b``:
        true when the loop goes between them.  Each visited node has two of
        them true, every other node none.  No nodes: no loop, the model
        is infeasible.
    """
    neighbours = both_ways(nodes := cells_listed(nodes, "nodes"), neighbours)  # (one way: no loop closed)
    index = {node: i for i, node in enumerate(nodes)}
    missing = None if visited is None else next((node for node in nodes if node not in visited), None)
    if missing is not None:  # was a bare KeyError
        raise ValueError(f"visited: {missing!r} has no literal; loop takes one for every node")
    if visited is not None:  # (a node of visited outside nodes was free: no nodes, and any visit was "a loop")
        members_within(nodes, visited, "loop", ("visited", "nodes"))
    with tagged(model, rule):
        if visited is None:
            visited = {node: model.new_bool_var(f"on{node}") for node in nodes}
        arcs, edges = [], {}
        for a in nodes:
            arcs.append((index[a], index[a], ~visited[a]))
            for b in neighbours(a):
                if b not in index:
                    continue
                forward, backward = model.new_bool_var(f"arc{a}->{b}"), None
                arcs.append((index[a], index[b], forward))
                key = (min(a, b), max(a, b))
                if key in edges:
                    backward = edges[key]
                    edge = model.new_bool_var(f"edge{key}")
                    model.add(edge == forward + backward)
                    edges[key] = edge
                else:
                    edges[key] = forward  # replaced by the edge once the other direction exists
        if arcs:  # no node: no loop (the clause below is empty), as OR-Tools refuses an empty circuit
            model.add_circuit(arcs)
        model.add_bool_or(list(visited.values()))
        touching: dict = {node: [] for node in nodes}
        for (a, b), edge in edges.items():
            touching[a].append(edge)
            touching[b].append(edge)
        for node in nodes:  # two edges at a visited node, none elsewhere (implied by the circuit; stated for search)
            model.add(sum(touching[node]) == 2 * visited[node])
    return edges


def boundary_loop(model, rows: int, cols: int, *, visited: Mapping | None = None,
                  rule: str = "one closed loop") -> tuple[dict, dict]:
    """One closed loop on the ``rows x cols`` grid graph of nodes ``(r, c)``
    (grid points for Slitherlink: cells + 1 each way; cell centres for
    Masyu), as the clockwise boundary of the faces it encloses.

    Args:
        rows, cols: nodes per column and per row.
        visited: ``{node: literal}`` true when the loop passes through the
            node (created when None).

    Returns:
        ``(edges, inside)``: ``edges`` as :func:`loop` returns them (every
        pair of neighbours ``(a, b)``, ``a < b``); ``inside`` maps each face
        ``(r, c)`` (the square of nodes ``(r, c)`` to ``(r + 1, c + 1)``) to
        a literal true when the loop encloses it.  A grid with one row or
        one column (or none) has no face, hence no loop: the model is
        infeasible.

    Raises:
        ValueError: ``rows`` or ``cols`` below 0.
        TypeError: ``rows`` or ``cols`` not a whole number (:func:`~.tagging.sides`).
    """
    from ortools.sat.python.cp_model import LinearExpr

    sides(rows, cols)
    nodes = box_cells(rows, cols)
    index = {node: i for i, node in enumerate(nodes)}
    missing = None if visited is None else next((node for node in nodes if node not in visited), None)
    if missing is not None:  # was a bare KeyError
        raise ValueError(f"visited: {missing!r} has no literal; boundary_loop takes one for every cell")
    new = model.new_bool_var
    with tagged(model, rule):
        if visited is None:
            visited = {node: new(f"on{node}") for node in nodes}
        inside = {(r, c): new("") for r in range(rows - 1) for c in range(cols - 1)}  # unnamed: names cost
        arcs = [(index[n], index[n], ~visited[n]) for n in nodes]                  # a third of the building
        edges: dict = {}
        directed: dict = {}  # (from, to): the arc of an edge between two faces
        touching: dict = {node: [] for node in nodes}
        for r, c in nodes:
            a, i = (r, c), index[(r, c)]
            for b, right, left in (((r, c + 1), (r, c), (r - 1, c)), ((r + 1, c), (r, c - 1), (r, c))):
                if b not in index:
                    continue
                p, q = inside.get(right), inside.get(left)
                if p is None and q is None:  # a grid one node wide: no face, no edge
                    edge = new("")
                    model.add_bool_and([~edge])
                elif p is None:  # on the grid's border: the edge is its one face, walked one way only
                    edge = q
                    arcs.append((index[b], i, q))
                elif q is None:
                    edge = p
                    arcs.append((i, index[b], p))
                else:  # edge <=> p xor q; the arc a->b is the edge with p inside, b->a with q inside
                    forward, backward, edge = new(""), new(""), new("")
                    model.add_bool_xor([~edge, p, q])
                    model.add_implication(forward, p)
                    model.add_implication(backward, q)
                    model.add_linear_constraint(edge - forward - backward, 0, 0)
                    arcs += [(i, index[b], forward), (index[b], i, backward)]
                    directed[(a, b)], directed[(b, a)] = forward, backward
                edges[(a, b)] = edge
                touching[a].append(edge)
                touching[b].append(edge)
        if arcs:  # an empty grid: no loop (the clause below is empty), as OR-Tools refuses an empty circuit
            model.add_circuit(arcs)
        model.add_bool_or(list(inside.values()))
        for node in nodes:
            model.add_linear_constraint(LinearExpr.sum(touching[node]) - 2 * visited[node], 0, 0)
    name_later = getattr(model, "name_later", None)  # unnamed above (names cost a third of the building): named
    if name_later is not None:  # when exported, so its reader finds each face and edge (they were all "")
        name_later("inside", inside)
        name_later("edge", edges)
        name_later("arc", directed)
    return edges, inside


def edge_loop(model, rows: int, cols: int, *, rule: str = "one closed loop") -> dict:
    """One closed loop on the ``rows x cols`` grid graph of nodes ``(r, c)``
    as the compiled search states it: a literal per edge and the model's
    own single-loop rule, ``model.add_loop`` (a
    :class:`~gridsat.puzzles.grid.recorder.CountingRecorder`; the search
    keeps every node's degree 0 or 2 and the chosen edges one loop,
    ``engines/cardinality_loop.h``).  CP-SAT models use
    :func:`boundary_loop`.

    Returns:
        ``{(a, b): literal}`` for every pair of neighbours ``a < b``, as
        :func:`boundary_loop` returns them.  A grid one node wide has
        edges but no loop (the rule fails: no cycle).

    Raises:
        TypeError: ``model`` has no ``add_loop`` (a CP-SAT model met AttributeError 'add_loop').
    """
    if not callable(getattr(model, "add_loop", None)):
        raise TypeError(f"edge_loop states the loop for the compiled search (a CountingRecorder); a "
                        f"{type(model).__name__} is given it by boundary_loop(model, rows, cols)")
    edges: dict = {}
    with tagged(model, rule):
        for r in range(rows):
            for c in range(cols):
                for b in (r, c + 1), (r + 1, c):
                    if b[0] < rows and b[1] < cols:
                        edges[((r, c), b)] = model.new_bool_var("")
        model.add_loop([(lit, a, b) for (a, b), lit in edges.items()])
    return edges


def enters_once(model, edges: Mapping, region_of: Mapping, *,
                rule: str = "the loop passes through every region once") -> dict:
    """The loop of ``edges`` enters every region exactly once: of the edges with one end in the region, two are
    on (the loop goes in and comes out), so the region is visited, in one stretch of the loop (Country Road's rooms).
    One region alone holds the whole loop: nothing is added.  Each rule is a count of positive literals, which the
    compiled loop search's recorder reads too (:func:`edge_loop`'s edges) as CP-SAT does (:func:`boundary_loop`'s).

    Args:
        edges: ``{(a, b): literal}`` as :func:`boundary_loop` or :func:`edge_loop` returns them.
        region_of: ``{node: region id}`` for every node the edges join.

    Returns:
        ``{region id: [literals]}``: the edges crossing each region's border (empty with one region).

    Raises:
        TypeError: ``edges`` or ``region_of`` not a mapping, a region id that is not hashable (a list).
        ValueError: an edge not a pair of nodes; an edge's end missing from ``region_of`` (it met KeyError).
    """
    mapped(edges, "edges", "each edge (a pair of nodes) to its literal, as boundary_loop and edge_loop return them")
    mapped(region_of, "region_of", "each node to its region id")
    odd = next((edge for edge in edges if not (isinstance(edge, tuple) and len(edge) == 2)), None)
    if odd is not None:
        raise ValueError(f"edges: {odd!r} is not an edge, a pair of nodes"[:200])
    missing = next((node for edge in edges for node in edge if node not in region_of), None)
    if missing is not None:
        raise ValueError(f"region_of: {missing!r} has no region; enters_once takes one for every node")
    try:
        crossing: dict = {rid: [] for rid in dict.fromkeys(region_of.values())}
    except TypeError:  # (was "unhashable type: 'list'" in Python's words)
        odd = next(rid for rid in region_of.values() if getattr(type(rid), "__hash__", None) is None)
        raise TypeError(f"region_of: a region id must be hashable (a number, a name), got {shown(odd, 40)}") from None
    if len(crossing) < 2:
        return {rid: [] for rid in crossing}
    for (a, b), lit in edges.items():
        if region_of[a] != region_of[b]:
            crossing[region_of[a]].append(lit)
            crossing[region_of[b]].append(lit)
    with tagged(model, rule):
        for lits in crossing.values():
            if len(lits) < 2:  # a region no two edges leave (none on a board of one cell): never entered
                model.add_bool_or([])
            else:
                model.add(sum(lits) == 2)
    return crossing


def grid_points(rows: int, cols: int) -> tuple[list, Callable]:
    """The ``(rows + 1) x (cols + 1)`` corners of a grid's cells and their
    neighbours along the grid's lines (Slitherlink's graph).

    Raises:
        TypeError, ValueError: as :func:`~.tagging.sides` (``rows="3"`` met Python's "can only concatenate str",
            ``rows=True`` was one row).
    """
    sides(rows, cols)
    return box_cells(rows + 1, cols + 1), box_neighbours(rows + 1, cols + 1)


__all__ = ["boundary_loop", "edge_loop", "enters_once", "grid_points", "loop"]
