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

A second table shows why ``auto`` races the engines for a first tiling
(:mod:`gridsat.engines.choice`): boards with holes, boxes of several piece
sets and the mutilated chessboard, each solved by the exact search alone,
CP-SAT alone and ``auto`` (placements and builds timed; ``--race-limit``
seconds per run, a run cut by it shows as ``>= LIMIT``).

Run:  python benchmarks/pack.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from ortools.sat.python import cp_model

from gridsat.core.options import SolverOptions
from gridsat.core.pieces import parse_pieces
from gridsat.core.polyomino import PENTOMINO_SHAPES
from gridsat.puzzles.pack import make_puzzle
from gridsat.puzzles.placement.model import cpsat_session
from gridsat.puzzles.placement.search import _ENGINES as cached_engines

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
    cached_engines.clear()  # each run builds its engine, as a fresh process does
    t0 = time.perf_counter()
    assert make_puzzle(box).solve().status.value == "solved"
    return time.perf_counter() - t0


def race_cases(folder: Path) -> dict:
    """name -> (board, pieces, holes) for the race table."""
    def sets(k):
        return parse_pieces("\n".join(f"{name}*{k}: {shape}" for name, shape in PENTOMINO_SHAPES.items()))

    n = 12
    mutilated = folder / "mutilated-12.txt"
    mutilated.write_text("\n".join("".join("." if (r, c) in {(0, 0), (n - 1, n - 1)} else "#" for c in range(n))
                                   for r in range(n)) + "\n")
    dominoes = folder / "dominoes-71.txt"
    dominoes.write_text(f"D*{(n * n - 2) // 2}: ##\n")
    # three cells of one class of (row + column) mod 3 taken out: no tiling by straight trominoes, which the
    # chessboard colouring (it refutes the mutilated board before any engine runs) does not see
    box = folder / "box-less-3.txt"
    box.write_text("\n".join("".join("." if (r, c) in {(11, 11), (11, 8), (10, 9)} else "#" for c in range(n))
                             for r in range(n)) + "\n")
    bars = folder / "trominoes-47.txt"
    bars.write_text(f"B*{(n * n - 3) // 3}: ###\n")
    return {"12x12, 12 pentominoes, holes": ("12x12", "pentominoes", True),
            "20x20, 12 pentominoes, holes": ("20x20", "pentominoes", True),
            "10x12, 2 sets of pentominoes": ("10x12", sets(2), False),
            "12x15, 3 sets of pentominoes": ("12x15", sets(3), False),
            "mutilated 12x12, 71 dominoes": (str(mutilated), str(dominoes), False),
            "12x12 less 3, 47 trominoes": (str(box), str(bars), False)}


def race_table(limit: float) -> None:
    print(f"\nfirst tiling, wall seconds (limit {limit:g} s per run); auto = the search alone for 0.2 s, "
          "then both at once")
    print(f"{'problem':<30} {'exact':>8} {'CP-SAT':>8} {'auto':>8} {'answer':>11} {'from':>6} "
          f"{'exact/auto':>11} {'CP-SAT/auto':>12}")
    with tempfile.TemporaryDirectory() as tmp:
        for name, (board, pieces, holes) in race_cases(Path(tmp)).items():
            times, answer = {}, {}
            for engine in ("exact", "cpsat", "auto"):
                cached_engines.clear()  # each run builds its engine, as a fresh process does
                t0 = time.perf_counter()
                result = make_puzzle(board, pieces, holes=holes).solve(options=SolverOptions(time_limit=limit), engine=engine)
                times[engine] = time.perf_counter() - t0
                answer[engine] = result
            auto = answer["auto"]
            shown = {e: f"{t:8.3f}" if answer[e].status.value != "unknown" else f"{'>=' + format(limit, 'g'):>8}"
                     for e, t in times.items()}
            print(f"{name:<30} {shown['exact']} {shown['cpsat']} {shown['auto']} {auto.status.value:>11} "
                  f"{auto.engine:>6} {times['exact'] / times['auto']:>10.2f}x {times['cpsat'] / times['auto']:>11.2f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5,
                    help="runs per box, with random seeds 0..N-1 (search luck varies a lot); medians are printed")
    ap.add_argument("--race-limit", type=float, default=10.0, help="time limit (s) of each run of the race table")
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
    race_table(args.race_limit)


if __name__ == "__main__":
    main()
