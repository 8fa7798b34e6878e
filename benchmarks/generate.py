"""Generator benchmark: time to make uniquely solvable puzzles, per size.

For each size, generates ``--count`` puzzles (seeds 1..N) and prints the
median and maximum wall time and the median number of givens: Yin-Yang
(minimal sets of given circles) and Domino Fit (dot and cell rules; given
dominoes only where a rival tiling exists).  Every puzzle is proven unique by
the generator itself; this script re-checks each one with an independent
uniqueness solve and the puzzle's checker, so a fast but wrong generator
cannot pass.

Run:  python benchmarks/generate.py [--count 10] [--quick]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

# Run as a script, this folder comes first on sys.path and its calendar.py
# would shadow the standard library's calendar module.
sys.path = [p for p in sys.path if os.path.abspath(p or ".") != os.path.dirname(os.path.abspath(__file__))]

from gridsat.core.options import SolverOptions  # noqa: E402
from gridsat.core.status import Uniqueness  # noqa: E402
from gridsat.puzzles import dominofit, yinyang  # noqa: E402
from gridsat.puzzles.dominofit import generate_unique  # noqa: E402


def yinyang_row(n: int, count: int):
    times, givens = [], []
    for seed in range(1, count + 1):
        t0 = time.perf_counter()
        g = yinyang.generate(n, n, seed)
        times.append(time.perf_counter() - t0)
        givens.append(g.givens)
        check = g.puzzle.uniqueness()
        assert check.uniqueness is Uniqueness.UNIQUE and check.grid == g.answer, (n, seed)
    return times, givens


def dominofit_row(n: int, rule: str, count: int):
    times, givens = [], []
    for seed in range(1, count + 1):
        t0 = time.perf_counter()
        g = generate_unique(n, n, seed=seed, rule=rule, options=SolverOptions(time_limit=120))
        times.append(time.perf_counter() - t0)
        givens.append(len(g.puzzle.givens))
        check = dominofit.solve(g.puzzle, unique=True)
        assert check.uniqueness is Uniqueness.UNIQUE and check.violations() == [], (n, rule, seed)
    return times, givens


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=10, help="puzzles per size (seeds 1..N)")
    ap.add_argument("--quick", action="store_true", help="small sizes only")
    args = ap.parse_args()
    yy_sizes = [6, 10] if args.quick else [6, 10, 15]
    df_sizes = [8, 15] if args.quick else [8, 15, 25]
    print(f"{'kind':<16} {'size':>6} {'n':>3} {'median s':>9} {'max s':>8} {'median givens':>14}")
    rows = [("yinyang", n, lambda n=n: yinyang_row(n, args.count)) for n in yy_sizes]
    rows += [(f"dominofit {rule}", n, lambda n=n, rule=rule: dominofit_row(n, rule, args.count))
             for rule in ("dot", "cell") for n in df_sizes]
    for kind, n, run in rows:
        times, givens = run()
        print(f"{kind:<16} {f'{n}x{n}':>6} {len(times):>3} {statistics.median(times):>9.2f} {max(times):>8.2f} "
              f"{statistics.median(givens):>14.1f}", flush=True)


if __name__ == "__main__":
    main()
