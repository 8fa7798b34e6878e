"""Chosen links joining nodes: "the chosen edges connect all these nodes" (Hashiwokakero's bridges join every
island into one network).

The nodes are all present; what is chosen is the edges between them (a literal per edge, true when the edge is
used).  Stated as a single-commodity flow: the first node sends one unit to every other node, which keeps it;
units move only along used edges, at most ``nodes - 1`` of them along one edge in either direction.  Every other
node receives its unit exactly when a path of used edges joins it to the first, so the nodes are connected exactly
when the flow exists: no answer is lost and none is let in.  (A rooted tree with depths states the same rule;
``benchmarks/hashi_models.py`` measured both on the twelve published Hashiwokakero puzzles: the flow as fast or
faster on ten, 0.14 s of CPU against 0.19 s at 30x45.)

:func:`linking_cuts` is the lazy form: no constraint until an answer's edges leave the nodes in groups, then per
group "some edge leaving it is used" (faster still on the large Hashiwokakero puzzles: 0.08 s at 30x45).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from .tagging import cells_listed, clocked, tagged


def edges_connect(model, nodes: Sequence, edges: Mapping, *, check: Callable | None = None,
                  rule: str = "the chosen edges connect all the nodes") -> None:
    """Every node of ``nodes`` is joined to every other by a path of edges whose literal is true.

    Per edge two flows (one a direction), each from 0 to ``len(nodes) - 1`` and 0 unless the edge is used; the
    first node sends ``len(nodes) - 1`` units, every other node keeps one.  Constraints: one per node and two per
    edge.  Fewer than two nodes: nothing to join, nothing added.

    Args:
        model: a :class:`~gridsat.constraints.model.RuleModel`.
        nodes: the nodes (hashable), every one present; the first is the source.
        edges: ``{(a, b): literal}`` true when the edge joining nodes ``a`` and ``b`` is used (either order; an
            edge given twice, once each way, is two edges).
        check: a deadline check that raises, called every 1024 edges.

    Raises:
        ValueError: an edge naming a node not in ``nodes``, or joining a node to itself.
    """
    nodes = cells_listed(nodes, "nodes")
    index = {node: i for i, node in enumerate(nodes)}
    for a, b in edges:
        if a not in index or b not in index:
            raise ValueError(f"edge {(a, b)!r} names a node that is not one of the nodes")
        if a == b:
            raise ValueError(f"edge {(a, b)!r} joins a node to itself")
    if len(index) < 2:
        return
    most, check = len(index) - 1, clocked(check)
    with tagged(model, rule):
        inflow: dict = {node: [] for node in index}
        outflow: dict = {node: [] for node in index}
        for k, ((a, b), used) in enumerate(edges.items()):
            if check is not None and k % 1024 == 0:
                check()
            for x, y in ((a, b), (b, a)):
                flow = model.new_int_var(0, most, f"flow{x}->{y}")
                model.add(flow <= most * used)
                outflow[x].append(flow)
                inflow[y].append(flow)
        source = nodes[0]
        for node in index:
            supply = most if node == source else -1
            model.add(sum(outflow[node]) - sum(inflow[node]) == supply)


def linking_cuts(nodes: Sequence, edges: Mapping, used: Iterable) -> list:
    """The lazy form of :func:`edges_connect`: for edges ``used`` (pairs of nodes) that leave the nodes in more than
    one group, per group the clause "some edge leaving the group is used" (the literals of ``edges`` with one end in
    it): every answer whose chosen edges connect the nodes keeps it, these edges break it.  ``[]`` when ``used``
    joins every node (or there are fewer than two).

    Args:
        nodes: every node (hashable).
        edges: ``{(a, b): literal}``, as :func:`edges_connect` takes them.
        used: the pairs of ``edges`` whose literal holds in the answer found.

    Raises:
        ValueError: an edge of ``edges`` or ``used`` naming a node that is not one of ``nodes`` (as
            :func:`edges_connect` refuses it; it met KeyError).
    """
    nodes = cells_listed(nodes, "nodes")
    linked: dict = {node: [] for node in nodes}
    used = list(used)
    for a, b in (*edges, *used):
        if a not in linked or b not in linked:
            raise ValueError(f"edge {(a, b)!r} names a node that is not one of the nodes"[:200])
    for a, b in used:
        linked[a].append(b)
        linked[b].append(a)
    seen: dict = {}
    for start in nodes:
        if start in seen:
            continue
        seen[start], todo = start, [start]
        while todo:
            for other in linked[todo.pop()]:
                if other not in seen:
                    seen[other] = start
                    todo.append(other)
    groups = set(seen.values())
    if len(groups) < 2:
        return []
    return [[lit for (a, b), lit in edges.items() if (seen[a] == group) != (seen[b] == group)] for group in groups]


__all__ = ["edges_connect", "linking_cuts"]
