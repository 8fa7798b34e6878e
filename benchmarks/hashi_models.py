"""Hashiwokakero's connectivity rule stated three ways, side by side on the published puzzles.

Run it from the project's environment (gridsat importable)::

    python benchmarks/hashi_models.py                  # every puzzle of tests/data/genres/hashi.json, 5 repeats
    python benchmarks/hashi_models.py --repeats 3 --only janko-hashi-890_40x60

"the bridges join every island into one network", each way on the same model of the other rules (a "one bridge or
more" and a "two" boolean per pair of islands that see each other, each island's sum, a clause per crossing):

* ``flow`` -- the shipped one, :func:`gridsat.constraints.edge_links.edges_connect`: the first island sends a unit
  to every other along the bridges, two flows an edge;
* ``tree`` -- a rooted tree with depths (:func:`gridsat.constraints.connectivity.add_rooted_trees`): every island
  but the first has one parent island, joined to it by a bridge, one step closer to the first;
* ``cuts`` -- no connectivity in the model: solve, and while the bridges found split the islands into groups, add
  per group "some bridge leaves it" and solve again (lazy cuts in a loop); an answer found is forbidden and the
  loop goes on to the second, as the proof of uniqueness does.

Each is timed in this process, CPU seconds (``time.process_time``, so that a loaded machine's waiting is not
counted), the model built and the answer found and proven unique (``puzzle.uniqueness()`` for ``flow`` and
``tree``, the loop for ``cuts``), after one warm-up run; the median of ``--repeats`` runs, the variants' order
rotated from one repeat to the next.  Every answer is checked against the record's published one.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "tests" / "data" / "genres" / "hashi.json"


def _shipped_connect():
    from gridsat.constraints.edge_links import edges_connect

    return edges_connect


def tree_connect(model, nodes, edges, *, check=None, rule=""):
    """The rooted-tree statement of ``edges_connect``: a parent arc only along a used edge."""
    from gridsat.constraints.connectivity import add_rooted_trees
    from gridsat.constraints.tagging import tagged

    linked: dict = {node: [] for node in nodes}
    for (a, b), used in edges.items():
        linked[a].append((b, used))
        linked[b].append((a, used))
    if len(nodes) < 2:
        return
    with tagged(model, rule):
        def join(arc, a, b):
            model.add_implication(arc, next(used for n, used in linked[a] if n == b))

        add_rooted_trees(model, list(nodes), lambda n: [m for m, _ in linked[n]], {nodes[0]: [1]}, join, check)


def built(puzzle, connect):
    """``(model, encoding, nodes, edges)``: the puzzle's model with ``connect`` stating the connectivity (None: left
    out, its nodes and edges kept for the cuts)."""
    from gridsat.constraints import edge_links
    from gridsat.constraints.model import RuleModel
    from gridsat.core.options import SolverOptions

    captured = {}

    def capture(model, nodes, edges, **kwargs):
        captured.update(nodes=nodes, edges=edges)
        if connect is not None:
            connect(model, nodes, edges, **kwargs)

    shipped = edge_links.edges_connect
    edge_links.edges_connect = capture
    try:
        model = RuleModel()
        encoding = puzzle.model(model, SolverOptions().started())
    finally:
        edge_links.edges_connect = shipped
    return model, encoding, captured["nodes"], captured["edges"]


def proven(puzzle, connect):
    """The answer grid, proven unique by solving, forbidding the answer and solving again (None otherwise), with
    ``connect`` stating the connectivity; None: as lazy cuts in the loop."""
    from ortools.sat.python import cp_model

    from gridsat.core.grid import components

    model, encoding, nodes, edges = built(puzzle, connect)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    found = []
    while len(found) < 2 and solver.solve(model) in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        if connect is None:
            linked: dict = {node: [] for node in nodes}
            for (a, b), lit in edges.items():
                if solver.value(lit):
                    linked[a].append(b)
                    linked[b].append(a)
            parts = components(nodes, linked.__getitem__)
            if len(parts) > 1:
                for part in parts:
                    model.add_bool_or([lit for (a, b), lit in edges.items() if (a in part) != (b in part)])
                continue
        values = [solver.value(lit) for lit in encoding.decision]
        found.append(encoding.decode(values))
        model.add_bool_or([~lit if v else lit for lit, v in zip(encoding.decision, values)])
    return found[0] if len(found) == 1 else None


def shipped(puzzle):
    """The shipped kind's ``uniqueness()``: the flow, in gridsat's session (the answer checked by the checker)."""
    result = puzzle.uniqueness()
    return result.grid if result.uniqueness.value == "unique" else None


SHIPPED_CONNECT = None
VARIANTS = {"flow": lambda p: proven(p, SHIPPED_CONNECT), "tree": lambda p: proven(p, tree_connect),
            "cuts": lambda p: proven(p, None), "shipped": shipped}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--only", help="one record's name")
    args = parser.parse_args()
    import gridsat

    global SHIPPED_CONNECT
    SHIPPED_CONNECT = _shipped_connect()  # taken before any variant swaps it
    kind = gridsat.kinds.get("hashi")
    records = [r for r in json.loads(RECORDS.read_text()) if args.only in (None, r["name"])]
    names = list(VARIANTS)
    print(f"{'puzzle':28} " + " ".join(f"{n + ' (s)':>10}" for n in names))
    for record in records:
        answer = [[int(t) for t in row.split()] for row in record["answer"]]
        times: dict = {n: [] for n in names}
        for n in names:  # a warm-up run each (imports, first CP-SAT call)
            assert VARIANTS[n](kind.parse(record["url"])) == answer, (record["name"], n)
        for k in range(args.repeats):
            for n in names[k % len(names):] + names[:k % len(names)]:
                puzzle = kind.parse(record["url"])
                start = time.process_time()
                grid = VARIANTS[n](puzzle)
                times[n].append(time.process_time() - start)
                assert grid == answer, (record["name"], n)
        print(f"{record['name']:28} " + " ".join(f"{statistics.median(times[n]):10.3f}" for n in names))


if __name__ == "__main__":
    main()
