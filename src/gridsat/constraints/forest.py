"""Chosen edges between nodes that form no cycle (a forest), and numbers on nodes counting the chosen edges meeting
them: Gokigen's diagonals, each an edge between two grid points, never closing a loop, each number on a point the
diagonals touching it.

The nodes are all present; what is chosen is the edges between them (a literal per edge, true when the edge is
used).  :func:`no_cycle` states "the chosen edges form no cycle" as rooted trees: every chosen edge is pointed one
way, towards its end's parent, a node points along at most one chosen edge, and a node's rank (a whole number) is
greater than its parent's.  A forest keeps every answer (point each tree's edges towards a root; a node's rank its
depth); a cycle of chosen edges would need each of its nodes to point along one of its edges, all the same way round,
the ranks falling forever round it: no answer is let in.  The cycles of three and four candidate edges are refused
by a clause each besides (implied by the ranks, but what a person sees first: Gokigen's diamond of four diagonals).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..core.unions import Unions
from .tagging import cells_listed, clocked, mapped, tagged


def _edges(nodes: Sequence, edges: Mapping) -> dict:
    """``{node: index}`` after refusing an edge that names a node not in ``nodes`` or joins a node to itself."""
    mapped(edges, "edges", "each edge (a, b) to the literal true when it is chosen")
    index = {node: i for i, node in enumerate(cells_listed(nodes, "nodes"))}
    for a, b in edges:
        if a not in index or b not in index:
            raise ValueError(f"edge {(a, b)!r} names a node that is not one of the nodes")
        if a == b:
            raise ValueError(f"edge {(a, b)!r} joins a node to itself")
    return index


def short_cycles(edges: Mapping) -> list:
    """The cycles of three or four edges of ``edges`` (``{(a, b): literal}``), each a list of its edges' keys, each
    cycle once (edges given twice between the same two nodes are a cycle of two too, listed first)."""
    near: dict = {}
    between: dict = {}
    for key in edges:
        a, b = key
        between.setdefault(frozenset(key), []).append(key)
        near.setdefault(a, set()).add(b)
        near.setdefault(b, set()).add(a)
    out = [keys[:2] for keys in between.values() if len(keys) > 1]
    seen = set()
    for a in near:
        for b in near[a]:
            for c in near[b] - {a}:
                ends = [(a, b, c, d) for d in near[c] - {a, b} if a in near[d]] + \
                    ([(a, b, c)] if a in near[c] else [])
                for ring in ends:
                    mark = frozenset(frozenset(p) for p in zip(ring, ring[1:] + ring[:1]))
                    if mark not in seen:
                        seen.add(mark)
                        out.append([between[pair][0] for pair in mark])
    return out


def no_cycle(model, nodes: Sequence, edges: Mapping, *, check: Callable | None = None,
             rule: str = "the chosen edges form no cycle") -> None:
    """The edges of ``edges`` whose literal is true form no cycle.

    Per edge two booleans (pointed one way or the other; one of them exactly when the edge is chosen), per node a
    rank from 0 to ``len(nodes) - 1``: a node points along at most one edge, to a node of lower rank.  Per cycle of
    three or four candidate edges (:func:`short_cycles`) a clause "not all of them".

    Args:
        model: a :class:`~gridsat.constraints.model.RuleModel`.
        nodes: the nodes (hashable), every one present.
        edges: ``{(a, b): literal}`` true when the edge joining nodes ``a`` and ``b`` is chosen.
        check: a deadline check that raises, called every 1024 edges.

    Raises:
        ValueError: an edge naming a node not in ``nodes``, or joining a node to itself.
        TypeError: ``edges`` not a mapping; ``nodes`` not a list of nodes.
    """
    index, check = _edges(nodes, edges), clocked(check)
    if not edges:
        return
    with tagged(model, rule):
        rank = {node: model.new_int_var(0, len(index) - 1, f"rank{node}") for node in index}
        out: dict = {node: [] for node in index}
        for k, ((a, b), used) in enumerate(edges.items()):
            if check is not None and k % 1024 == 0:
                check()
            ways = [model.new_bool_var(f"{x}->{y}") for x, y in ((a, b), (b, a))]
            model.add(sum(ways) == used)
            for way, (x, y) in zip(ways, ((a, b), (b, a))):
                out[x].append(way)
                model.add(rank[x] > rank[y]).only_enforce_if(way)
        for ways in out.values():
            if len(ways) > 1:
                model.add_at_most_one(ways)
        for ring in short_cycles(edges):
            model.add_bool_or([~edges[key] for key in ring])


def no_short_cycle(model, nodes: Sequence, edges: Mapping, *,
                   rule: str = "the chosen edges form no short cycle") -> None:
    """Per cycle of three or four candidate edges (:func:`short_cycles`) a clause "not all of them": what
    :func:`no_cycle` adds besides its ranks, alone, for a model that leaves longer cycles to :func:`cycle_cuts`.

    Raises:
        ValueError, TypeError: as :func:`no_cycle`.
    """
    _edges(nodes, edges)
    with tagged(model, rule):
        for ring in short_cycles(edges):
            model.add_bool_or([~edges[key] for key in ring])


def cycle_cuts(chosen) -> list:
    """The lazy form of :func:`no_cycle`: the cycles of the chosen edges ``chosen`` (keys ``(a, b)``), one per edge
    that closes one as they are joined in order (a union of nodes), each the list of its edges' keys (the closing
    edge first, then the path back between its ends through the edges before it that closed none); [] for a forest.
    A model leaving the rule out adds per cycle "not all of these edges" and solves again.  Plain Python, linear in
    the edges and the cycles' lengths (a path searched afresh per cycle took 12 s on a 300x300 Gokigen's first
    answer, past its time limit).

    Raises:
        TypeError: a key that is not a pair of nodes.
    """
    unions = Unions()
    links: dict = {}
    closing = []
    for key in chosen:
        a, b = key
        if not unions.join(a, b):
            closing.append(key)
            continue
        links.setdefault(a, []).append((b, key))
        links.setdefault(b, []).append((a, key))
    if not closing:
        return []
    up: dict = {}  # node -> (its parent in the forest, the edge to it, its depth)
    for start in links:
        if start in up:
            continue
        up[start] = (None, None, 0)
        todo = [start]
        while todo:
            p = todo.pop()
            for q, key in links[p]:
                if q not in up:
                    up[q] = (p, key, up[p][2] + 1)
                    todo.append(q)
    out = []
    for key in closing:
        a, b = key
        ring, near, far = [key], [], []
        while a != b:  # climb from the deeper end until the two meet
            if up[a][2] >= up[b][2]:
                near.append(up[a][1])
                a = up[a][0]
            else:
                far.append(up[b][1])
                b = up[b][0]
        out.append(ring + near + far[::-1])
    return out


def edge_degrees(model, edges: Mapping, numbers: Mapping, *,
                 rule: str = "a number on a node counts the chosen edges meeting it") -> None:
    """Each node's number is how many chosen edges of ``edges`` meet it.

    Args:
        edges: ``{(a, b): literal}`` true when the edge joining nodes ``a`` and ``b`` is chosen.
        numbers: ``{node: number}``; a number of None (a ``?``) says nothing; a node no edge meets holds 0.

    Raises:
        ValueError: a number below 0.
        TypeError: a number that is not a whole number; ``edges`` or ``numbers`` not a mapping.
    """
    mapped(edges, "edges", "each edge (a, b) to the literal true when it is chosen")
    meeting: dict = {node: [] for node in mapped(numbers, "numbers", "each node to its number (None: no number)")}
    for (a, b), used in edges.items():
        for end in (a, b):
            if end in meeting:
                meeting[end].append(used)
    with tagged(model, rule):
        for node, number in numbers.items():
            if number is None:
                continue
            if isinstance(number, bool) or not isinstance(number, int):
                raise TypeError(f"the number at node {node!r} must be a whole number, got {number!r}")
            if number < 0:
                raise ValueError(f"the number at node {node!r} must be a whole number from 0, got {number!r}")
            if meeting[node]:
                model.add(sum(meeting[node]) == number)
            elif number:  # no edge meets it: only 0 holds
                model.add_bool_or([])


__all__ = ["cycle_cuts", "edge_degrees", "no_cycle", "no_short_cycle", "short_cycles"]
