"""Nonogram's CP-SAT model, the choices side by side: the two ways :mod:`gridsat.constraints.runs` states "a line's
runs of shaded cells are its numbers, in order", each with and without the cells line solving decides fixed first,
on the published puzzles (tests/data/genres/nonogram.json), an answer found and proven the only one.

Run it from the project's environment::

    python benchmarks/runs_models.py                   # every model, 3 repeats
    python benchmarks/runs_models.py --repeats 5 automaton placed

The models, each over a shaded boolean per cell (the decision literals gridsat counts):

* ``automaton`` (gridsat's): each line's runs as an automaton (:func:`~gridsat.constraints.runs.runs_automaton`);
* ``layered``: the same automaton unrolled here, a boolean per cell and state (:func:`~gridsat.constraints.runs.runs_layered`,
  gridsat's past :data:`gridsat.puzzles.nonogram.rules.LAYERED` unrolled states, where it keeps ``-t``);
* ``placed``: each line's runs as placements (:func:`~gridsat.constraints.runs.runs_placed`);
* ``lines+automaton``: line solving first (:meth:`NonogramPuzzle.forced_by_lines`, in Python), the cells it decides
  fixed, then the automata.

Measured (a loaded 2-core machine, medians of 3; the ten published puzzles): the automaton is the fastest on every
one; over its times, a median 7.0 times for the layers, 2.5 for placements and 2.1 with line solving first (its
Python costs more than it saves CP-SAT).

Times are CPU seconds of one worker (build, solve, forbid the answer, solve again), the median of the repeats, in
one process; the ratios are each model's over gridsat's.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

RECORDS = Path(__file__).resolve().parent.parent / "tests" / "data" / "genres" / "nonogram.json"
MODELS = ("automaton", "layered", "placed", "lines+automaton")


def prove(how: str, puzzle) -> float:
    """CPU seconds to build model ``how`` of ``puzzle``, find an answer and prove it the only one."""
    from ortools.sat.python import cp_model

    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.runs import shaded_runs

    start = time.process_time()
    model = RuleModel()
    x = {cell: model.new_bool_var("") for cell in puzzle.inside()}
    if how.startswith("lines+"):
        for cell, v in puzzle.forced_by_lines().items():
            model.add(x[cell] == v)
    for _, cells, clue, _ in puzzle.lines():
        shaded_runs(model, [x[cell] for cell in cells], clue, method=how.split("+")[-1])
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = 60.0
    assert solver.solve(model) in (cp_model.OPTIMAL, cp_model.FEASIBLE)
    model.add_bool_or([~b if solver.boolean_value(b) else b for b in x.values()])
    assert solver.solve(model) == cp_model.INFEASIBLE, f"{how}: not proven unique within 60 s"
    return time.process_time() - start


def main(argv=None) -> int:
    import gridsat

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("models", nargs="*", default=list(MODELS), help=f"models to run ({', '.join(MODELS)})")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    kind = gridsat.kinds.get("nonogram")
    records = json.loads(RECORDS.read_text())
    prove(args.models[0], kind.parse(records[0]["url"]))  # CP-SAT's first-call costs, untimed
    print(f"{'puzzle':30}" + "".join(f"{how:>17}" for how in args.models) + "   ratios to the first")
    ratios = {how: [] for how in args.models}
    for record in records:
        puzzle = kind.parse(record["url"])
        times = [statistics.median(prove(how, puzzle) for _ in range(args.repeats)) for how in args.models]
        for how, t in zip(args.models, times):
            ratios[how].append(t / times[0])
        print(f"{record['name']:30}" + "".join(f"{t:17.3f}" for t in times) + "   "
              + " ".join(f"{t / times[0]:5.1f}x" for t in times[1:]), flush=True)
    print(f"{'median ratio':30}" + "".join(f"{statistics.median(r):16.1f}x" for r in ratios.values()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
