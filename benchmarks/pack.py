"""First-solution packing: gridsat's tuned CP-SAT defaults vs the tutorial model.

The baseline is the tutorial's model as written: one boolean per placement,
exactly one placement per piece and per cell, one ``CpSolver.solve`` call with
CP-SAT's default parameters.  gridsat builds the same constraints but runs
with its measured defaults (see ``EXACT_COVER_DEFAULTS``).  Both run in this
one process on the same placements, so the ratio compares parameters and
nothing else.  Also times placement generation (it must never be the
bottleneck) and a few parameter variants that justify the default.

Run:  python benchmarks/pack.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import statistics
import time

from ortools.sat.python import cp_model

from gridsat.core.solver import SolverOptions
from gridsat.puzzles.packing import make_puzzle

BOXES = ["6x10", "5x12", "4x15", "3x20", "8x8-centre"]


def tutorial_model(puzzle, seed: int) -> float:
    """The tutorial's model and call, timed (seconds); returns wall time."""
    t0 = time.perf_counter()
    model = cp_model.CpModel()
    pieces = {}
    cells = {}
    for k, pl in enumerate(puzzle.placements):
        v = model.new_bool_var(f"p{k}")
        pieces.setdefault(pl.piece, []).append(v)
        for c in pl.cells:
            cells.setdefault(c, []).append(v)
    for vs in pieces.values():
        model.add_exactly_one(vs)
    for vs in cells.values():
        model.add_exactly_one(vs)
    solver = cp_model.CpSolver()
    solver.parameters.random_seed = seed
    status = solver.solve(model)
    assert status in (cp_model.OPTIMAL, cp_model.FEASIBLE)
    return time.perf_counter() - t0


def gridsat_solve(puzzle, seed: int, **params) -> float:
    t0 = time.perf_counter()
    session = puzzle.session(SolverOptions(seed=seed, params=",".join(f"{k}:{v}" for k, v in params.items())))
    out = session.solve()
    assert out.status.value == "solved"
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5,
                    help="runs per box, with random seeds 0..N-1 (search luck varies a lot); medians are printed")
    args = ap.parse_args()
    variants = {
        "gridsat defaults": {},
        "1 worker, automatic search": {"search_branching": "AUTOMATIC_SEARCH"},
        "1 worker, no presolve": {"search_branching": "AUTOMATIC_SEARCH", "cp_model_presolve": "false"},
    }
    print("median wall seconds to a first tiling; speed-up = tutorial / gridsat defaults")
    print(f"{'box':<11} {'placements':>10} {'build ms':>9} {'tutorial s':>11} "
          + " ".join(f"{name:>26}" for name in variants) + f" {'speed-up':>9}")
    for box in BOXES:
        t0 = time.perf_counter()
        puzzle = make_puzzle(box)
        n = len(puzzle.placements)
        build = (time.perf_counter() - t0) * 1000
        base = statistics.median(tutorial_model(puzzle, s) for s in range(args.repeat))
        times = {name: statistics.median(gridsat_solve(puzzle, s, **p) for s in range(args.repeat))
                 for name, p in variants.items()}
        ours = times["gridsat defaults"]
        print(f"{box:<11} {n:>10} {build:>9.1f} {base:>11.3f} "
              + " ".join(f"{t:>26.3f}" for t in times.values()) + f" {base / ours:>8.1f}x")


if __name__ == "__main__":
    main()
