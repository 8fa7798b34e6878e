"""The single-loop rule of the compiled counting search
(engines/cardinality_loop.c, through gridsat.engines.cardinality and the
recorder's ``add_loop``) against brute force: every edge set of small grid
graphs, checked by a plain loop test written here, never the search."""

from __future__ import annotations

import functools
import json
import random
from array import array
from pathlib import Path

import pytest

import gridsat
from gridsat.constraints.loops import edge_loop
from gridsat.constraints.shading import count
from gridsat.engines.cardinality import CardinalityProblem, search
from gridsat.core.status import Uniqueness
from gridsat.core.task import Task
from gridsat.puzzles.grid.recorder import CountingRecorder, NotCounting

pytest.importorskip("gridsat.engines._cardinality")


def grid_edges(rows: int, cols: int) -> list:
    """The edges ``((r, c), (r2, c2))`` of a rows x cols grid graph, in edge_loop's order."""
    return [((r, c), b) for r in range(rows) for c in range(cols) for b in ((r, c + 1), (r + 1, c))
            if b[0] < rows and b[1] < cols]


def is_one_loop(chosen) -> bool:
    """True when the edges form one closed loop: at least one edge, every
    node of degree 0 or 2, and the used nodes connected."""
    if not chosen:
        return False
    adj: dict = {}
    for a, b in chosen:
        adj.setdefault(a, []).append(b)
        adj.setdefault(b, []).append(a)
    if any(len(v) != 2 for v in adj.values()):
        return False
    start = next(iter(adj))
    seen, todo = {start}, [start]
    while todo:
        for y in adj[todo.pop()]:
            if y not in seen:
                seen.add(y)
                todo.append(y)
    return len(seen) == len(adj)


@functools.cache
def brute_loops(rows: int, cols: int) -> list:
    """Every edge set of the grid graph that :func:`is_one_loop` accepts (3x4: 2^17 sets; a node degree
    other than 0 or 2 ruled out first by bit counts)."""
    edges = grid_edges(rows, cols)
    at = [sum(1 << i for i, e in enumerate(edges) if n in e) for n in {n for e in edges for n in e}]
    out = []
    for bits in range(1 << len(edges)):
        if all((bits & m).bit_count() in (0, 2) for m in at):
            chosen = [e for i, e in enumerate(edges) if bits >> i & 1]
            if is_one_loop(chosen):
                out.append(frozenset(chosen))
    return out


SHAPES = ((1, 3), (2, 2), (2, 3), (3, 3), (3, 4))


def searched(rows: int, cols: int, rules=None, limit=None) -> tuple:
    """(loops found as edge sets, complete, count) of edge_loop plus ``rules(model, edges)``."""
    rec = CountingRecorder()
    edges = edge_loop(rec, rows, cols)
    if rules:
        rules(rec, edges)
    found = search(rec.problem(), limit, None)
    loops = [frozenset(e for e, lit in edges.items() if s[lit.index]) for s in found.solutions]
    assert len(set(loops)) == len(loops) == found.count
    return set(loops), found.complete, found.count


@pytest.mark.parametrize("shape", SHAPES)
def test_every_loop_of_a_small_grid_graph_is_counted_once(shape):
    loops, complete, _ = searched(*shape)
    assert complete and loops == set(brute_loops(*shape))
    assert len(brute_loops(*shape)) == {(1, 3): 0, (2, 2): 1, (2, 3): 3, (3, 3): 13, (3, 4): 40}[shape]


def test_the_cycles_of_the_4x4_and_4x5_grid_graphs():
    # the number of cycles of the n x n grid graph (OEIS A140517: 1, 13, 213, 9349); 4 x 5: 1049, what CP-SAT's
    # enumeration of an empty 4x5 Masyu finds too (--engine cpsat --count; tests/test_genre_masyu.py checks 4 x 4)
    assert searched(4, 4)[1:] == (True, 213)
    assert searched(4, 5)[1:] == searched(5, 4)[1:] == (True, 1049)


@pytest.mark.parametrize("seed", range(12))
def test_loops_with_clue_counts_match_brute_force(seed):
    """Slitherlink-like rules: random cells of the 3x4 grid of points count their sides."""
    rng = random.Random(seed)
    rows, cols = 3, 4
    cells = [(r, c) for r in range(rows - 1) for c in range(cols - 1)]
    clues = {cell: rng.randint(0, 3) for cell in rng.sample(cells, rng.randint(1, 4))}

    def sides(cell):
        r, c = cell
        return [((r, c), (r, c + 1)), ((r, c + 1), (r + 1, c + 1)), ((r + 1, c), (r + 1, c + 1)), ((r, c), (r + 1, c))]

    def rules(model, edges):
        count(model, [(cell, sides(cell)) for cell in clues], edges, clues)

    want = {loop for loop in brute_loops(rows, cols) if all(sum(e in loop for e in sides(c)) == k for c, k in clues.items())}
    loops, complete, _ = searched(rows, cols, rules)
    assert complete and loops == want


@pytest.mark.parametrize("seed", range(12))
def test_loops_through_required_and_excluded_nodes_match_brute_force(seed):
    """Masyu-like rules: nodes that need one of their edges (pearls on the loop), and "at most one" of
    two edges at a node (no turn there)."""
    rng = random.Random(100 + seed)
    rows, cols = 3, 4
    nodes = [(r, c) for r in range(rows) for c in range(cols)]
    need = rng.sample(nodes, rng.randint(1, 3))
    at = {n: [e for e in grid_edges(rows, cols) if n in e] for n in nodes}
    pairs = [tuple(rng.sample(at[n], 2)) for n in rng.sample(nodes, 2)]

    def rules(model, edges):
        for n in need:
            model.add(sum(edges[e] for e in at[n]) >= 1)
        for a, b in pairs:
            model.add_at_most_one(edges[a], edges[b])

    want = {loop for loop in brute_loops(rows, cols)
            if all(any(e in loop for e in at[n]) for n in need) and all(not (a in loop and b in loop) for a, b in pairs)}
    loops, complete, _ = searched(rows, cols, rules)
    assert complete and loops == want


def test_a_count_stops_at_its_limit_and_says_it_is_not_complete():
    loops, complete, found = searched(4, 4, limit=5)
    assert (found, complete) == (5, False) and all(is_one_loop(loop) for loop in loops)


def test_a_graph_without_a_cycle_has_no_loop_proven():
    assert searched(1, 5)[1:] == (True, 0)
    assert searched(1, 1)[1:] == (True, 0)  # no edge at all


def test_the_recorder_takes_one_loop_rule_and_only_literals():
    rec = CountingRecorder()
    edge_loop(rec, 2, 2)
    with pytest.raises(NotCounting, match="a second loop rule"):
        edge_loop(rec, 2, 2)
    with pytest.raises(NotCounting, match="not a literal"):
        CountingRecorder().add_loop([(1, "a", "b")])


@pytest.mark.parametrize("loop, message", [
    (array("i", [0, 0]), "loop must hold (variable, node, node) triples"),
    (array("i", [0, 0, 1, 0, 1, 2]), "loop edge 1 (variable 0, nodes 1 and 2) is not an edge of a new variable"),
    (array("i", [0, 1, 1]), "loop edge 0 (variable 0, nodes 1 and 1)"),
    (array("i", [5, 0, 1]), "loop edge 0 (variable 5, nodes 0 and 1)"),
])
def test_the_kernel_refuses_a_bad_loop_with_a_message(loop, message):
    from gridsat.engines import _cardinality

    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        _cardinality.search(array("i"), array("i"), array("i", [0]), array("i"), array("b", [-1, -1]), -1, -1, 0.0,
                            None, 2, 0.0, loop)


def test_a_problem_without_a_loop_is_searched_as_before():
    # x0 + x1 == 1: two solutions, loop None (the field's default)
    problem = CardinalityProblem(2, array("i", [1]), array("i", [1]), array("i", [0, 2]), array("i", [0, 1]),
                                 array("b", [-1, -1]))
    assert problem.loop is None and search(problem, None, None).count == 2


def _small_published(genre: str) -> list:
    records = json.loads((Path(__file__).parent / "data" / "genres" / f"{genre}.json").read_text())
    return [pytest.param(genre, r, id=f"{genre}-{r['name']}") for r in records if r["rows"] * r["cols"] <= 100]


@pytest.mark.parametrize("genre, record", _small_published("slitherlink") + _small_published("masyu"))
def test_the_compiled_search_and_cpsat_both_prove_the_published_answer(genre, record):
    kind = gridsat.kinds.get(genre)
    puzzle = kind.parse(record["url"], "URL")
    for engine in ("search", "cpsat"):
        result = puzzle.uniqueness(engine=engine)
        assert result.uniqueness is Uniqueness.UNIQUE and kind.same_answer(result, record["answer"]), engine
    assert kind.choose_engine(puzzle, Task("unique"), {}) == "search"
    assert kind.choose_engine(puzzle, Task("forced"), {}) == "cpsat"
