"""The connectivity rule of the compiled counting search
(engines/cardinality_connect.c, through gridsat.engines.cardinality and the
recorder's ``add_connected``) against brute force: every subset of small
graphs' nodes, checked by a plain connectivity test written here, never the
search; alone, with random counting rules, with either present value, and
with the rule in the probes or at search nodes only."""

from __future__ import annotations

import random
from array import array

import pytest

from gridsat.constraints.connectivity import search_connected
from gridsat.engines.cardinality import search
from gridsat.puzzles.grid.recorder import CountingRecorder, NotCounting

_cardinality = pytest.importorskip("gridsat.engines._cardinality")


def grid_graph(rows: int, cols: int) -> tuple:
    """(nodes, neighbours) of a rows x cols grid."""
    nodes = [(r, c) for r in range(rows) for c in range(cols)]

    def neighbours(cell):
        r, c = cell
        return [(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                if 0 <= r + dr < rows and 0 <= c + dc < cols]

    return nodes, neighbours


def random_graph(n: int, p: float, seed: int) -> tuple:
    """(nodes 0..n-1, neighbours) of a random graph with edge probability p."""
    rng = random.Random(seed)
    adj: dict = {u: [] for u in range(n)}
    for u in range(n):
        for v in range(u + 1, n):
            if rng.random() < p:
                adj[u].append(v)
                adj[v].append(u)
    return list(range(n)), adj.__getitem__


def is_connected(chosen: set, neighbours) -> bool:
    """True when the chosen nodes are connected (none at all: connected)."""
    if not chosen:
        return True
    start = next(iter(chosen))
    seen, todo = {start}, [start]
    while todo:
        for y in neighbours(todo.pop()):
            if y in chosen and y not in seen:
                seen.add(y)
                todo.append(y)
    return len(seen) == len(chosen)


def random_rules(n: int, seed: int, k: int) -> list:
    """k random counting rules (members, lo, hi) over n variables."""
    rng = random.Random(seed)
    out = []
    for _ in range(k):
        members = rng.sample(range(n), rng.randint(1, min(4, n)))
        lo = rng.randint(0, len(members))
        out.append((members, lo, rng.randint(lo, len(members))))
    return out


def brute(nodes, neighbours, rules, present: int) -> set:
    """Every 0/1 assignment of the node variables (as tuples) keeping the
    rules, whose nodes of value ``present`` are connected."""
    out = set()
    for bits in range(1 << len(nodes)):
        values = tuple(bits >> i & 1 for i in range(len(nodes)))
        if all(lo <= sum(values[m] for m in members) <= hi for members, lo, hi in rules) and \
                is_connected({u for i, u in enumerate(nodes) if values[i] == present}, neighbours):
            out.add(values)
    return out


def searched(nodes, neighbours, rules, present: int, probe: int = 1) -> tuple:
    """(solutions as a set of tuples, count, complete) of the search over the same problem."""
    rec = CountingRecorder()
    lits = {u: rec.new_bool_var() for u in nodes}
    order = list(lits.values())
    for members, lo, hi in rules:
        rec.add(sum(order[m] for m in members) >= lo)
        rec.add(sum(order[m] for m in members) <= hi)
    search_connected(rec, lits, neighbours, present=present)
    p = rec.problem()
    cn, links, want = p.connected
    count, complete, raw, _ = _cardinality.search(p.lo, p.hi, p.start, p.members, p.fixed, -1, -1, 0.0,
                                                  nodes=cn, links=links, present=want, connect_probe=probe)
    found = {tuple(raw[i:i + p.n]) for i in range(0, len(raw), p.n)}
    return found, count, complete


@pytest.mark.parametrize("shape", [(1, 1), (1, 4), (2, 2), (2, 3), (3, 3), (3, 4)])
@pytest.mark.parametrize("present", [1, 0])
def test_grid_subsets_alone(shape, present):
    nodes, neighbours = grid_graph(*shape)
    want = brute(nodes, neighbours, [], present)
    found, count, complete = searched(nodes, neighbours, [], present)
    assert complete and count == len(found) == len(want)
    assert found == want


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("probe", [1, 0])
def test_random_rules_on_grids(seed, probe):
    nodes, neighbours = grid_graph(*((3, 4), (3, 3), (2, 5))[seed % 3])
    rules = random_rules(len(nodes), seed, 3 + seed % 4)
    present = seed % 2
    want = brute(nodes, neighbours, rules, present)
    found, count, complete = searched(nodes, neighbours, rules, present, probe)
    assert complete and count == len(found)
    assert found == want


@pytest.mark.parametrize("seed", range(10))
def test_random_graphs(seed):
    """Random graphs (cycles, trees, cut vertices, isolated nodes) and rules."""
    nodes, neighbours = random_graph(10, 0.15 + 0.05 * (seed % 4), seed)
    rules = random_rules(len(nodes), 100 + seed, 2 + seed % 3)
    want = brute(nodes, neighbours, rules, 1)
    found, count, complete = searched(nodes, neighbours, rules, 1, seed % 2)
    assert complete and count == len(found)
    assert found == want


def test_cut_vertex_forced_without_branching():
    """A path a-b-c with a and c present: b is a cut vertex between them and is set present
    at the root (one node searched, one solution)."""
    rec = CountingRecorder()
    a, b, c = (rec.new_bool_var() for _ in range(3))
    rec.add_exactly_one([a])
    rec.add_exactly_one([c])
    rec.add_connected({"a": a, "b": b, "c": c}, {"a": ["b"], "b": ["a", "c"], "c": ["b"]}.__getitem__)
    found = search(rec.problem(), None, None)
    assert (found.count, found.complete, found.solutions, found.nodes) == (1, True, [[1, 1, 1]], 1)


def test_separated_present_nodes_have_no_solution():
    rec = CountingRecorder()
    a, b = rec.new_bool_var(), rec.new_bool_var()
    rec.add_exactly_one([a])
    rec.add_exactly_one([b])
    rec.add_connected({"a": a, "b": b}, lambda node: [])
    found = search(rec.problem(), None, None)
    assert (found.count, found.complete) == (0, True)


def test_recorder_refuses_a_second_rule_and_shared_literals():
    rec = CountingRecorder()
    a, b = rec.new_bool_var(), rec.new_bool_var()
    with pytest.raises(NotCounting, match="not a literal of its own"):
        rec.add_connected({"a": a, "b": a}, lambda node: [])
    rec.add_connected({"a": a, "b": b}, lambda node: [])
    with pytest.raises(NotCounting, match="a second connectivity rule"):
        rec.add_connected({"a": a}, lambda node: [])


def test_binding_refuses_bad_nodes_and_links():
    empty, fixed = array("i"), array("b", [-1, -1])
    args = (empty, empty, array("i", [0]), empty, fixed, -1, -1, 0.0)
    with pytest.raises(ValueError, match="node 1's variable 0 is not a new variable"):
        _cardinality.search(*args, nodes=array("i", [0, 0]), links=array("i"))
    with pytest.raises(ValueError, match=r"link 0 \(nodes 0 and 2\) does not join two nodes"):
        _cardinality.search(*args, nodes=array("i", [0, 1]), links=array("i", [0, 2]))
    with pytest.raises(ValueError, match="nodes and links come together"):
        _cardinality.search(*args, nodes=array("i", [0, 1]))
    with pytest.raises(ValueError, match="present must be 0 or 1"):
        _cardinality.search(*args, nodes=array("i", [0, 1]), links=array("i"), present=2)
