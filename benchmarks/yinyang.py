"""Yin-Yang solve + uniqueness proof: gridsat's model vs the tutorial's model.

Baseline (the tutorial's model as written): one boolean per cell; per colour a
rooted spanning tree -- a free choice of root (exactly one root boolean per
colour), directed edge booleans between same-coloured neighbours, one incoming
edge per non-root cell of that colour, integer step numbers increasing along
each edge; the 2x2 rule and the givens; CP-SAT default parameters.
Uniqueness the same way for both: solve, forbid the answer, solve again.
The baseline gets a per-puzzle time limit (``--baseline-limit``, 25 s, and
``--baseline-limit-large``, 60 s from 30x30 up; shared by both solves); a baseline that runs out is shown as ``>limit`` and
its ratio as a lower bound (``>=``).

gridsat: :meth:`YinYangPuzzle.uniqueness` with its defaults (tree model rooted
on givens, checkerboard and border constraints, measured CP-SAT parameters).
``--cuts`` adds the lazy-cut model for comparison.

Both run in this one process on the same boards (every 25x25, 30x30, 35x35 and
40x40 board of ../shared/data/yinyang; ``--sizes`` to change), and the script
prints per-size medians and ratios.  Timings are wall-clock on this machine;
other processes on the 2 cores add noise.

``--generate`` instead times the generator (issue 7): 10 unique, minimal
puzzles per size (6x6, 10x10, 15x15 by default; ``--gen-sizes``), seeds
1..10, median and max seconds and the number of givens.

Run:  python benchmarks/yinyang.py [--baseline-limit 25] [--baseline-limit-large 60] [--sizes 25,30,35,40] [--repeat 3] [--cuts]
      python benchmarks/yinyang.py --generate [--gen-sizes 6,10,15,20] [--per-size 10]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

from ortools.sat.python import cp_model

from gridsat.core.options import SolverOptions
from gridsat.puzzles.yinyang import BLACK, WHITE, read_puzzle

SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "yinyang"


def tutorial_model(puzzle):
    """The tutorial's CP-SAT model; returns ``(model, cell booleans row-major)``."""
    model = cp_model.CpModel()
    R, C = puzzle.rows, puzzle.cols
    n = R * C
    cells = puzzle.cells()
    black = {cell: model.new_bool_var(f"b{cell}") for cell in cells}
    for (r, c), v in black.items():
        if puzzle.givens[r][c] == BLACK:
            model.add(v == 1)
        elif puzzle.givens[r][c] == WHITE:
            model.add(v == 0)
    for r in range(R - 1):
        for c in range(C - 1):
            block = [black[(r, c)], black[(r, c + 1)], black[(r + 1, c)], black[(r + 1, c + 1)]]
            model.add(sum(block) >= 1)
            model.add(sum(block) <= 3)
    for colour in (WHITE, BLACK):
        is_col = {cell: (black[cell] if colour == BLACK else ~black[cell]) for cell in cells}
        root = {cell: model.new_bool_var(f"root{colour}{cell}") for cell in cells}
        step = {cell: model.new_int_var(0, n - 1, f"step{colour}{cell}") for cell in cells}
        model.add_exactly_one(root.values())
        incoming = {cell: [] for cell in cells}
        for u in cells:
            model.add_implication(root[u], is_col[u])
            model.add(step[u] == 0).only_enforce_if(root[u])
            for v in puzzle.neighbours(u):
                e = model.new_bool_var(f"edge{colour}{u}{v}")
                model.add_implication(e, is_col[u])
                model.add_implication(e, is_col[v])
                model.add(step[v] == step[u] + 1).only_enforce_if(e)
                incoming[v].append(e)
        for v in cells:
            non_root = model.new_bool_var(f"nonroot{colour}{v}")  # colour k and not the root
            model.add_bool_and([is_col[v], ~root[v]]).only_enforce_if(non_root)
            model.add_bool_or([~is_col[v], root[v], non_root])
            model.add(sum(incoming[v]) == 1).only_enforce_if(non_root)
            model.add(sum(incoming[v]) == 0).only_enforce_if(~non_root)
    return model, [black[cell] for cell in cells]


def tutorial_uniqueness(puzzle, limit: float) -> tuple[str, float]:
    """Solve, forbid, re-solve with CP-SAT defaults; returns (verdict, seconds)."""
    t0 = time.perf_counter()
    model, decision = tutorial_model(puzzle)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = limit
    code = solver.solve(model)
    if code == cp_model.INFEASIBLE:
        return "no_solution", time.perf_counter() - t0
    if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return "unknown", time.perf_counter() - t0
    first = [solver.value(v) for v in decision]
    model.add_bool_or([~v if x else v for v, x in zip(decision, first)])
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = max(limit - (time.perf_counter() - t0), 1e-3)
    code = solver.solve(model)
    verdict = {cp_model.INFEASIBLE: "unique", cp_model.OPTIMAL: "not_unique",
               cp_model.FEASIBLE: "not_unique"}.get(code, "unknown")
    return verdict, time.perf_counter() - t0


def gridsat_uniqueness(puzzle, method: str | None = None, limit: float | None = None) -> tuple[str, float]:
    t0 = time.perf_counter()
    kwargs = {"engine": method} if method else {}
    result = puzzle.uniqueness(options=SolverOptions(time_limit=limit), **kwargs)
    return str(result.uniqueness), time.perf_counter() - t0


def generate_benchmark(sides, per_size: int) -> None:
    """Time ``generate`` for seeds 1..per_size on each square size."""
    from gridsat.puzzles.yinyang import generate

    print(f"generator: {per_size} puzzles per size, {os.cpu_count()} cores, "
          f"load average at start {os.getloadavg()[0]:.2f}")
    print(f"{'size':>7s} {'median s':>9s} {'max s':>8s} {'givens median':>14s} {'givens range':>13s} "
          f"{'checks median':>14s}")
    for side in sides:
        gens = [generate(side, side, seed) for seed in range(1, per_size + 1)]
        secs = [g.seconds for g in gens]
        givens = [g.givens for g in gens]
        print(f"{side}x{side:<4d} {statistics.median(secs):9.2f} {max(secs):8.2f} {statistics.median(givens):14.1f} "
              f"{f'{min(givens)}-{max(givens)}':>13s} {statistics.median(g.solves for g in gens):14.1f}", flush=True)
    print(f"load average at end {os.getloadavg()[0]:.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--baseline-limit", type=float, default=25.0,
                    help="seconds per puzzle for the tutorial model on boards below 30x30")
    ap.add_argument("--baseline-limit-large", type=float, default=60.0,
                    help="seconds per puzzle for the tutorial model on 30x30 and larger (enough to show 30x)")
    ap.add_argument("--sizes", default="25,30,35,40", help="board sides to run (square boards)")
    ap.add_argument("--cuts", action="store_true", help="also time gridsat's lazy-cut model (10 s limit)")
    ap.add_argument("--repeat", type=int, default=3,
                    help="gridsat runs per board; the median is reported (the baseline runs once)")
    ap.add_argument("--generate", action="store_true", help="time the generator instead")
    ap.add_argument("--gen-sizes", default="6,10,15", help="board sides for --generate")
    ap.add_argument("--per-size", type=int, default=10, help="puzzles per size for --generate")
    args = ap.parse_args()
    if args.generate:
        generate_benchmark([int(s) for s in args.gen_sizes.split(",")], args.per_size)
        return
    if not SHARED.is_dir():
        raise SystemExit(f"reference data not found at {SHARED}")
    sides = [int(s) for s in args.sizes.split(",")]
    files = sorted(p for p in SHARED.glob("*.txt") if not p.name.endswith(".solution.txt")
                   and any(p.stem.endswith(f"_{s}x{s}") for s in sides))
    print(f"{len(files)} boards, {os.cpu_count()} cores, baseline limit {args.baseline_limit:g} s per puzzle "
          f"({args.baseline_limit_large:g} s from 30x30), "
          f"load average at start {os.getloadavg()[0]:.2f}")
    head = f"{'puzzle':32s} {'tutorial':>16s} {'gridsat':>16s}" + (f" {'cuts':>16s}" if args.cuts else "")
    print(head + f" {'ratio':>8s}")
    rows = []
    for path in files:
        puzzle = read_puzzle(str(path))
        runs = [gridsat_uniqueness(puzzle) for _ in range(max(1, args.repeat))]
        g_verdict, g_time = runs[0][0], statistics.median(t for _, t in runs)
        limit = args.baseline_limit_large if puzzle.rows >= 30 else args.baseline_limit
        b_verdict, b_time = tutorial_uniqueness(puzzle, limit)
        timed_out = b_verdict == "unknown"
        if not timed_out and b_verdict != g_verdict:
            raise SystemExit(f"{path.stem}: verdicts differ: tutorial {b_verdict}, gridsat {g_verdict}")
        line = f"{path.stem:32s} {('>' if timed_out else '') + f'{b_time:.2f}s':>9s} {b_verdict:>6.6s} " \
               f"{g_time:8.3f}s {g_verdict:>6.6s}"
        if args.cuts:
            c_verdict, c_time = gridsat_uniqueness(puzzle, "cuts", 10.0)
            line += f" {c_time:8.3f}s {c_verdict:>6.6s}"
        ratio = b_time / g_time
        print(line + f" {('>=' if timed_out else '') + f'{ratio:.0f}x':>8s}", flush=True)
        rows.append((puzzle.rows, b_time, g_time, timed_out))
    print()
    print(f"{'size':>7s} {'boards':>6s} {'tutorial median':>16s} {'gridsat median':>15s} {'gridsat max':>12s} "
          f"{'ratio of medians':>17s}")
    for side in sides:
        sel = [r for r in rows if r[0] == side]
        if not sel:
            continue
        b = statistics.median(r[1] for r in sel)
        g = statistics.median(r[2] for r in sel)
        lower = any(r[3] for r in sel)
        print(f"{side}x{side:<4d} {len(sel):6d} {b:15.2f}s {g:14.3f}s {max(r[2] for r in sel):11.3f}s "
              f"{('>=' if lower else '') + f'{b / g:.0f}x':>17s}")
    n_out = sum(r[3] for r in rows)
    print(f"\n'>=': the tutorial model hit its limit on {n_out} of {len(rows)} boards; true ratios are larger.")
    print(f"load average at end {os.getloadavg()[0]:.2f} (other processes on the cores inflate every time)")


if __name__ == "__main__":
    main()
