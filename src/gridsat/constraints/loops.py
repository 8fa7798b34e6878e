"""Loops: "draw one closed loop" -- through cell centres (Masyu) or along the
grid's edges (Slitherlink).

Both use CP-SAT's circuit constraint on a graph whose nodes are the cells
(or the grid points): a directed arc per ordered pair of neighbours, and a
self-loop arc for each node the loop does not visit; CP-SAT keeps the chosen
arcs one single cycle.  The undirected edge literal of two neighbours is true
when the loop goes between them (in either direction).  At least one edge
is used: the loop is never empty.
"""

from __future__ import annotations

from typing import Callable, Mapping, Sequence


def loop(model, nodes: Sequence, neighbours: Callable, *, visited: Mapping | None = None,
         rule: str = "one closed loop") -> dict:
    """One closed loop through some of ``nodes``.

    Args:
        nodes: the nodes (cells or grid points), in a fixed order.
        neighbours: ``node -> iterable of neighbour nodes`` (symmetric).
        visited: ``{node: literal}`` true when the loop passes through the
            node (created when None).

    Returns:
        ``{(a, b): literal}`` for every pair of neighbours with ``a < b``:
        true when the loop goes between them.  Each visited node has two of
        them true, every other node none.
    """
    index = {node: i for i, node in enumerate(nodes)}
    with model.rule(rule):
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
        model.add_circuit(arcs)
        model.add_bool_or(list(visited.values()))
        touching: dict = {node: [] for node in nodes}
        for (a, b), edge in edges.items():
            touching[a].append(edge)
            touching[b].append(edge)
        for node in nodes:  # two edges at a visited node, none elsewhere (implied by the circuit; stated for search)
            model.add(sum(touching[node]) == 2 * visited[node])
    return edges


def grid_points(rows: int, cols: int) -> tuple[list, Callable]:
    """The ``(rows + 1) x (cols + 1)`` corners of a grid's cells and their
    neighbours along the grid's lines (Slitherlink's graph)."""
    points = [(r, c) for r in range(rows + 1) for c in range(cols + 1)]

    def along(p):
        r, c = p
        return [(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                if 0 <= r + dr <= rows and 0 <= c + dc <= cols]

    return points, along


__all__ = ["grid_points", "loop"]
