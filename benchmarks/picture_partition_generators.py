"""The Nonogram, Shikaku and Tentaisho generators: time to make a puzzle, in process and as a whole process, and each puzzle's
uniqueness proved again two ways, side by side: the kind's model (gridsat's count, stopped at 2) and a plain CP-SAT
model written here (Nonogram: a boolean per cell and per start of each run; Shikaku: a boolean per rectangle of each
number's area, every cell covered once; Tentaisho: benchmarks/genres/tentaisho.py's plain model, its answer found and
then forbidden), their ratio printed.  Nonogram pictures of each density: how many of seeds
1-20 have numbers with one answer (what ``DENSITY`` was chosen from).

Run:  python benchmarks/picture_partition_generators.py [--seeds 3] [--quick] [--kinds tentaisho]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time

# Run as a script, this folder comes first on sys.path and its calendar.py would shadow the standard library's.
sys.path = [p for p in sys.path if os.path.abspath(p or ".") != os.path.dirname(os.path.abspath(__file__))]

from ortools.sat.python import cp_model  # noqa: E402

from gridsat.core.options import SolverOptions  # noqa: E402
from gridsat.puzzles.kinds import get  # noqa: E402


class _Two(cp_model.CpSolverSolutionCallback):
    def __init__(self):
        super().__init__()
        self.found = 0

    def on_solution_callback(self):
        self.found += 1
        if self.found >= 2:
            self.stop_search()


def _count(model) -> int:
    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.num_workers = 1
    two = _Two()
    solver.solve(model, two)
    return two.found


def plain_nonogram(puzzle) -> int:
    """Answers (up to 2) of a plain model: a boolean per cell, a boolean per start of each run, one start a run, runs
    in order with a gap, a cell shaded exactly when a run's start covers it."""
    m = cp_model.CpModel()
    cells = {cell: m.new_bool_var("") for cell in puzzle.inside()}
    cover = {cell: [] for cell in cells}
    for _, line, runs, _ in puzzle.lines():
        n, starts = len(line), []
        for k, run in enumerate(runs):
            lo, hi = sum(runs[:k]) + k, n - sum(runs[k + 1:]) - (len(runs) - k - 1) - run
            var = {s: m.new_bool_var("") for s in range(lo, hi + 1)}
            m.add_exactly_one(var.values())
            starts.append(var)
            for s, v in var.items():
                for i in range(s, s + run):
                    cover[line[i]].append(v)
        for k in range(len(runs) - 1):  # run k+1 starts after run k ends and a gap
            for s, v in starts[k].items():
                for t, w in starts[k + 1].items():
                    if t < s + runs[k] + 1:
                        m.add_bool_or([v.Not(), w.Not()])
    for cell, x in cells.items():
        m.add(sum(cover[cell]) == 2 * x)  # its row's run and its column's run both cover it, or neither
    return _count(m)


def plain_shikaku(puzzle) -> int:
    """Answers (up to 2) of a plain model: a boolean per rectangle holding exactly one number, of its area (any for
    ``?``); each number in one rectangle, each cell in one."""
    m = cp_model.CpModel()
    clued, rows, cols = puzzle.clued(), puzzle.rows, puzzle.cols
    by_number: dict = {cell: [] for cell in clued}
    by_cell: dict = {(r, c): [] for r in range(rows) for c in range(cols)}
    for top in range(rows):
        for left in range(cols):
            for h in range(1, rows - top + 1):
                for w in range(1, cols - left + 1):
                    inside = [cell for cell in clued if top <= cell[0] < top + h and left <= cell[1] < left + w]
                    if len(inside) > 1:
                        break
                    if len(inside) == 1 and clued[inside[0]] in ("?", h * w):
                        v = m.new_bool_var("")
                        by_number[inside[0]].append(v)
                        for r in range(top, top + h):
                            for c in range(left, left + w):
                                by_cell[(r, c)].append(v)
    for group in list(by_number.values()) + list(by_cell.values()):
        m.add_exactly_one(group)
    return _count(m)


def plain_tentaisho(puzzle) -> int:
    """1 when the plain model of benchmarks/genres/tentaisho.py (a boolean per cell and dot whose turned cell is on
    the board, regions joined by distances from the dot) finds an answer and proves it the only one, else 0 (or 2:
    the answer it found is not the puzzle's)."""
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "genres")
    if folder not in sys.path:
        sys.path.insert(0, folder)
    import tentaisho

    return 0 if tentaisho.plain_cpsat({"url": puzzle.to_url()}) is None else 1


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=3, help="puzzles per size (seeds 1..N)")
    ap.add_argument("--quick", action="store_true", help="small sizes only")
    ap.add_argument("--part", choices=("all", "sizes", "density"), default="all", help="which part to run")
    ap.add_argument("--kinds", default="", help="the kinds timed, comma-separated (default: all three)")
    args = ap.parse_args()
    if args.part != "density":
        sizes_part(args)
    if args.part != "sizes":
        density_part()


def sizes_part(args) -> None:
    """Each kind and size: times made, in process and as a whole process, and the proofs side by side."""
    sizes = {"nonogram": [10, 20] if args.quick else [10, 20, 30, 40],
             "shikaku": [8, 10] if args.quick else [8, 10, 15, 20],
             "tentaisho": [7, 10] if args.quick else [7, 10, 15, 20]}  # (the plain model: 30 s a solve)
    only = [k for k in args.kinds.split(",") if k] if args.kinds else list(sizes)
    plain = {"nonogram": plain_nonogram, "shikaku": plain_shikaku, "tentaisho": plain_tentaisho}
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([os.path.join(os.path.dirname(__file__), "..", "src")]
                                                     + [os.environ.get("PYTHONPATH", "")]))
    print(f"{'kind':<9} {'size':>6} {'made in s (median, max)':>24} {'process s':>10} {'givens':>7} "
          f"{'kind count s':>13} {'plain CP-SAT s':>15} {'plain/kind':>11}")
    for kind_name, ns in sizes.items():
        if kind_name not in only:
            continue
        kind = get(kind_name)
        for n in ns:
            made, whole, givens, ours, theirs = [], [], [], [], []
            for seed in range(1, args.seeds + 1):
                t0 = time.perf_counter()
                g = kind.generator().generate(n, n, seed, SolverOptions(time_limit=600))
                made.append(time.perf_counter() - t0)
                givens.append(g.info["givens"])
                t0 = time.perf_counter()
                subprocess.run([sys.executable, "-m", "gridsat", "generate", kind_name, "--size", f"{n}x{n}", "--seed",
                                str(seed), "-t", "600"], env=env, check=True, capture_output=True)
                whole.append(time.perf_counter() - t0)
                t0 = time.perf_counter()
                counted = g.puzzle.count(limit=2)
                ours.append(time.perf_counter() - t0)
                t0 = time.perf_counter()
                second = plain[kind_name](g.puzzle)
                theirs.append(time.perf_counter() - t0)
                assert (counted.count, second) == (1, 1), (kind_name, n, seed, counted.count, second)
                assert not g.puzzle.violations(g.solution)
            print(f"{kind_name:<9} {f'{n}x{n}':>6} {statistics.median(made):>15.2f}, {max(made):>6.2f} "
                  f"{statistics.median(whole):>10.2f} {statistics.median(givens):>7.0f} {statistics.median(ours):>13.3f} "
                  f"{statistics.median(theirs):>15.3f} {statistics.median(theirs) / statistics.median(ours):>10.2f}x",
                  flush=True)


def density_part() -> None:
    """Of Nonogram pictures of each density, seeds 1-20: how many have numbers with one answer."""
    from gridsat.puzzles.grid.clue_removal import Candidate

    gen = get("nonogram").generator()
    for density in (0.5, 0.6, 0.7):
        for n in (10, 20):
            one = 0
            for seed in range(1, 21):
                options = SolverOptions(time_limit=600).started()
                gen.density = density
                board, answer = gen.plant(n, n, random.Random(seed), options)
                one += Candidate(gen, n, n, board, answer, options, None).other_answer(gen.puzzle(n, n, board, {})) \
                    is None
            print(f"nonogram pictures of density {density}, {n}x{n}: {one} of 20 with one answer", flush=True)


if __name__ == "__main__":
    main()
