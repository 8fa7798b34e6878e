"""First-solution packing: gridsat's tuned CP-SAT defaults vs the tutorial model.

The baseline is the tutorial's model as written: one boolean per placement,
exactly one placement per piece and per cell, one ``CpSolver.solve`` call with
CP-SAT's default parameters.  gridsat's answer to the same job is
``PackingPuzzle.solve()`` with its defaults: the exact-cover engine
(``engine="auto"``; compiled once before timing) -- and, for models that
need CP-SAT, the same constraints with the measured CP-SAT parameters
(``EXACT_COVER_PARAMETERS``); a few parameter variants show why those won.
Everything runs in this one process on the same placements.  Also times
placement generation (it must never be the bottleneck).

Run:  python benchmarks/pack.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import statistics
import time

from ortools.sat.python import cp_model

from gridsat.core.options import SolverOptions
from gridsat.puzzles.pack import make_puzzle
from gridsat.puzzles.placement.model import cpsat_session
from gridsat.puzzles.placement.search import _engine as cached_engine

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
    session = cpsat_session(puzzle, SolverOptions(seed=seed, params=",".join(f"{k}:{v}" for k, v in params.items())))
    out = session.solve()
    assert out.status.value == "solved"
    return time.perf_counter() - t0


def gridsat_default(box: str) -> float:
    """A fresh puzzle each time: placements, engine build and search are all
    timed (the engine cache that serves every date of a calendar is emptied)."""
    cached_engine.cache_clear()
    t0 = time.perf_counter()
    assert make_puzzle(box).solve().status.value == "solved"
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5,
                    help="runs per box, with random seeds 0..N-1 (search luck varies a lot); medians are printed")
    args = ap.parse_args()
    make_puzzle("3x20").solve()  # compile / load the exact-cover engine before timing
    variants = {
        "gridsat CP-SAT params": {},
        "1 worker, automatic search": {"search_branching": "AUTOMATIC_SEARCH"},
        "1 worker, no presolve": {"search_branching": "AUTOMATIC_SEARCH", "cp_model_presolve": "false"},
    }
    print("median wall seconds to a first tiling (checked); ratios = tutorial / gridsat")
    print("gridsat = make_puzzle(box).solve(): placements + engine build + search; tutorial: model + solve")
    print(f"{'box':<11} {'placements':>10} {'build ms':>9} {'tutorial':>9} {'gridsat':>8} "
          + " ".join(f"{name:>26}" for name in variants) + f" {'gridsat x':>10} {'CP-SAT params x':>16}")
    for box in BOXES:
        t0 = time.perf_counter()
        puzzle = make_puzzle(box)
        n = len(puzzle.placements)
        build = (time.perf_counter() - t0) * 1000
        base = statistics.median(tutorial_model(puzzle, s) for s in range(args.repeat))
        times = {name: statistics.median(gridsat_solve(puzzle, s, **p) for s in range(args.repeat))
                 for name, p in variants.items()}
        default = statistics.median(gridsat_default(box) for _ in range(args.repeat))
        tuned = times["gridsat CP-SAT params"]
        print(f"{box:<11} {n:>10} {build:>9.1f} {base:>9.3f} {default:>8.3f} "
              + " ".join(f"{t:>26.3f}" for t in times.values())
              + f" {base / default:>9.1f}x {base / tuned:>15.1f}x")


if __name__ == "__main__":
    main()
