"""Paths between labelled ends: "join each pair of equal labels by a path; paths never cross, branch or share a node"
(Numberlink's numbers, Arukone's letters).

Some nodes are *ends*, each with a label; the answer is a set of edges between neighbouring nodes.  Every end has
exactly one edge, every other node none or two (a node two paths share would have four, a branch three); the edges
at a node join nodes of one label (per node a boolean per label, exactly one true on a used node and none on an
unused one -- or, past :data:`ONE_HOT_MOST` booleans, each label's binary code, 0 on an unused node -- the same
across every used edge), so a path never joins two different labels; and no *stray loop*, a closed ring of nodes
that are not ends (every node on it has two edges, so nothing else forbids it).  Together: the edges are paths, each
from an end to an end of the same label, through nodes that are not ends.

Two exact ways to forbid stray loops are given, and a third that is only implied:

* :func:`joined_paths` with ``circuit=True``: CP-SAT's circuit constraint over every node, each unused node taking
  its self-loop, the paths walked one way, and an arc from every end to every other end ("and from there on to the
  next path"): the circuit is one cycle, so no ring of nodes that are not ends can stand apart (a ring would be a
  second cycle).  ``k`` ends add ``k * (k - 1)`` arcs.
* :func:`stray_cuts`, the lazy form: none until an answer holds a stray loop, then per node of it "this node unused,
  or an edge leaving the ring used" (a node of a path reaches an end, and no end is in the ring).
* always: no 2x2 square of nodes with all four of its edges used (the smallest stray loop; implied by the rule).

Measured (``benchmarks/numberlink_models.py``) on the published puzzles: see docs/numberlink.md.
"""

from __future__ import annotations

import numbers

from collections.abc import Callable, Iterable, Mapping, Sequence

from .tagging import both_ways, cells_listed, tagged


#: The most booleans (nodes x labels) the one-hot labels take; past it, each label a binary code (its bits a node):
#: measured (benchmarks/numberlink_models.py, CPU) the one-hot labels prove janko.at Arukone 25 (15x15, every cell
#: used, 15 labels) in 2.6 s where the codes take over 30 s, and the codes are 1.3-1.6x faster on the boards up to
#: 10x10; a 150x150 board of 100 labels (2.25 million booleans, 9 million clauses) took over 100 s to build one-hot.
ONE_HOT_MOST = 50_000


def joined_paths(model, nodes: Sequence, neighbours: Callable, ends: Mapping, *, full: bool = False,
                 circuit: bool = True, rule: str = "paths join equal labels") -> tuple[dict, dict]:
    """Paths between ends of equal labels (the module docstring).

    Args:
        model: a :class:`~gridsat.constraints.model.RuleModel`.
        nodes: every node (hashable, orderable), in a fixed order: a list, tuple, generator or set, a node given
            as a list or numpy row taken as the tuple it stands for (``numpy.argwhere(board >= 0)``).
        neighbours: ``node -> iterable of neighbour nodes``, read both ways (a node is its neighbour's neighbour:
            left and up alone name every pair); a neighbour not in ``nodes`` is skipped.
        ends: ``{node: label}``, a label a whole number 1 or more (a numpy integer too), for the nodes paths start
            and end at.
        full: every node is on a path (Arukone's rule).
        circuit: forbid stray loops with the circuit constraint (exact); False: leave them to
            :func:`stray_cuts` (the model alone then lets a stray loop through).

    Returns:
        ``(edges, used)``: ``{(a, b): literal}`` for every pair of neighbours ``a < b``, true when a path goes
        between them; ``{node: literal}`` true when a path uses the node (true on every end).

    Raises:
        TypeError: ``nodes`` not a collection of nodes, ``neighbours`` not callable, ``ends`` not a mapping.
        ValueError: an end that is not one of ``nodes``, or a label that is not a whole number 1 or more.
    """
    nodes = cells_listed(nodes, "nodes")  # (a generator was read once: "object of type 'generator' has no len()")
    ends = _labels(ends)
    index = {node: i for i, node in enumerate(nodes)}
    for node in ends:
        if node not in index:
            raise ValueError(f"end {node!r} is not one of the nodes")
    neighbours = both_ways(nodes, neighbours)  # (left and up alone: no edge at all, every board "infeasible")
    with tagged(model, rule):
        used = {node: model.new_constant(1) if node in ends else model.new_bool_var(f"used{node}") for node in nodes}
        names = {k: i + 1 for i, k in enumerate(sorted(set(ends.values())))}  # each label a code 1, 2, ...
        if len(nodes) * len(names) <= ONE_HOT_MOST:  # a boolean per node and label, one true on a used node
            label = {node: [model.new_constant(int(ends[node] == k)) if node in ends else model.new_bool_var("")
                            for k in names] for node in nodes}
        else:  # the code's bits, all 0 on an unused node
            width = len(names).bit_length()
            label = {node: [model.new_constant(names[ends[node]] >> bit & 1) for bit in range(width)]
                     if node in ends else [model.new_bool_var("") for _ in range(width)] for node in nodes}
        one_hot = len(nodes) * len(names) <= ONE_HOT_MOST
        edges: dict = {}
        for a in nodes:
            for b in neighbours(a):
                if b in index and a < b:
                    edges[(a, b)] = model.new_bool_var(f"edge{(a, b)}")
        touching: dict = {node: [] for node in nodes}
        for (a, b), edge in edges.items():
            touching[a].append(edge)
            touching[b].append(edge)
            for x, y in zip(label[a], label[b]):  # an edge joins nodes of one label: their booleans agree
                model.add_bool_or([~edge, ~x, y])
                model.add_bool_or([~edge, x, ~y])
        for node in nodes:
            if node in ends:
                model.add(sum(touching[node]) == 1)
            else:
                model.add(sum(touching[node]) == 2 * used[node])
                if one_hot:
                    model.add(sum(label[node]) == used[node])
                else:  # a used node has a code, an unused one 0
                    model.add_bool_or([~used[node], *label[node]])
                    for bit in label[node]:
                        model.add_implication(bit, used[node])
                if full:
                    model.add_bool_and([used[node]])
        if circuit:
            _circuit(model, nodes, index, edges, used, ends)
    with tagged(model, "no 2x2 ring of path cells (implied)"):
        for a, b in edges:
            ring = _square(a, b, edges)
            if ring is not None:
                model.add_bool_or([~lit for lit in ring])
    return edges, used


def _labels(ends) -> dict:
    """``ends`` as ``{node: int label}``, each label checked (a numpy integer taken as the whole number it is).

    Raises:
        TypeError: ``ends`` not a mapping.
        ValueError: a label that is not a whole number 1 or more.
    """
    if not isinstance(ends, Mapping):
        raise TypeError(f"ends must be a mapping {{node: label}}, got {type(ends).__name__}")
    out = {}
    for node, label in ends.items():
        if isinstance(label, bool) or not isinstance(label, numbers.Integral) or label < 1:
            raise ValueError(f"the label of end {node!r} must be a whole number 1 or more, got {label!r}")
        out[node] = int(label)
    return out


def _square(a, b, edges: Mapping):
    """The four edges of the square whose top (or left) edge is ``(a, b)``, grid nodes ``(r, c)``; else None."""
    if not (isinstance(a, tuple) and len(a) == 2 and a[0] == b[0]):
        return None
    (r, c), (_, d) = a, b
    keys = ((a, b), ((r + 1, c), (r + 1, d)), (a, (r + 1, c)), (b, (r + 1, d)))
    return [edges[k] for k in keys] if all(k in edges for k in keys) else None


def _circuit(model, nodes, index, edges, used, ends) -> None:
    """The circuit forbidding stray loops (the module docstring): each edge as two arcs, one of them taken when it
    is used, a self-loop on each unused node, an arc between every two ends."""
    arcs = [(index[n], index[n], ~used[n]) for n in nodes if n not in ends]
    for (a, b), edge in edges.items():
        forward, backward = model.new_bool_var(""), model.new_bool_var("")
        model.add(forward + backward == edge)
        arcs += [(index[a], index[b], forward), (index[b], index[a], backward)]
    between = [(x, y) for x in ends for y in ends if x != y]
    for x, y in between:
        arcs.append((index[x], index[y], model.new_bool_var("")))
    if len(ends) > 1:
        model.add_circuit(arcs)
    elif not ends:  # nothing to join: no path, hence no edge (a lone ring would be the one circuit)
        model.add_bool_and([~edge for edge in edges.values()])


def stray_cuts(ends: Mapping, edges: Mapping, used_edges: Iterable, literal: Mapping) -> list:
    """The lazy form of the no-stray-loop rule of :func:`joined_paths`: for the ``used_edges`` (pairs of nodes) of an
    answer, per ring of them that holds no end, per node of the ring the clause "the node is unused, or some edge
    leaving the ring is used" (``literal[node]``: the node's used literal; the edges' from ``edges``).  Every answer
    keeps these (a node on a path is joined to an end, and the ring holds none); the answer found breaks them.
    ``[]`` when every group of used edges holds an end.

    Args:
        ends: ``{node: label}``.
        edges: ``{(a, b): literal}`` as :func:`joined_paths` returns them.
        used_edges: the pairs of ``edges`` whose literal holds in the answer found.
        literal: ``{node: literal}`` true when a path uses the node.
    """
    linked: dict = {}
    for a, b in used_edges:
        linked.setdefault(a, []).append(b)
        linked.setdefault(b, []).append(a)
    seen: set = set()
    clauses, around = [], None
    for start in sorted(linked):
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for other in linked[todo.pop()]:
                if other not in group:
                    group.add(other)
                    todo.append(other)
        seen |= group
        if group & ends.keys():
            continue
        if around is None:  # each node's edges, made once (scanning every edge per ring took seconds on 150x150)
            around = {}
            for (a, b), lit in edges.items():
                around.setdefault(a, []).append((b, lit))
                around.setdefault(b, []).append((a, lit))
        leaving = [lit for node in sorted(group) for other, lit in around[node] if other not in group]
        clauses += [[~literal[node], *leaving] for node in sorted(group)]
    return clauses


__all__ = ["joined_paths", "stray_cuts"]
