"""Domino Fit on large boards: CP-SAT alone (``--engine cpsat``, gridsat's
engine for these boards before the cycle search) against ``auto`` (the
alternating-cycle local search raced against CP-SAT).

Boards: the shared generated boards ``../shared/data/dominofit/generated/
gen_<n>x<n>_<rule>_s<seed>.json`` (planted tilings, 15 % blocked cells, not
unique), by default n = 25, 45 and 100, both rules, seeds 1-3.  Per board,
in one run and alternating which goes first:

* ``cpsat``: ``dominofit.solve(engine="cpsat")`` -- the implied model with
  ``CPSAT_DEFAULTS`` (one worker, no LP relaxation, no presolve);
* ``large``: ``dominofit.solve()`` -- ``auto``: the cycle search (seed 0)
  with CP-SAT joining after its head start.

Both answers pass the independent checker (``check_dominoes``, inside
``solve``) before a time counts.  Times are wall seconds of the whole call (model building
included), the median over ``--repeats`` runs; ``ratio`` is cpsat / large
(a lower bound, marked ``>``, when CP-SAT hit the time limit).

Usage::

    python benchmarks/dominofit_large.py                       # 25, 45, 100; 1 repeat
    python benchmarks/dominofit_large.py --sizes 100 --repeats 3 --time-limit 120
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

# benchmarks/ holds scripts named like standard modules (calendar.py): keep it off the path
HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]
sys.path.insert(0, str(HERE.parent / "src"))

from gridsat.core.options import SolverOptions  # noqa: E402
from gridsat.puzzles.dominofit import puzzle_from_json, solve  # noqa: E402

DATA = HERE.parent.parent / "shared" / "data" / "dominofit" / "generated"


def run_cpsat(record: dict, limit: float) -> tuple[str, float]:
    puzzle = puzzle_from_json(record)
    t0 = time.perf_counter()
    result = solve(puzzle, SolverOptions(time_limit=limit), engine="cpsat")  # checks the tiling itself
    return str(result.status), time.perf_counter() - t0


def run_large(record: dict, limit: float) -> tuple[str, float]:
    puzzle = puzzle_from_json(record)
    t0 = time.perf_counter()
    result = solve(puzzle, SolverOptions(time_limit=limit))  # auto: the race; checks the tiling itself
    return str(result.status), time.perf_counter() - t0


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[25, 45, 100], help="board sides (cells)")
    ap.add_argument("--rules", nargs="+", default=["cell", "dot"])
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    ap.add_argument("--repeats", type=int, default=1, help="runs per board and solver (median reported)")
    ap.add_argument("--time-limit", type=float, default=120.0, help="per solve, seconds")
    ap.add_argument("--data", type=Path, default=DATA, help="folder of gen_*.json boards")
    args = ap.parse_args(argv)
    if not args.data.is_dir():
        sys.exit(f"no board folder {args.data} (the shared data lives beside the project root)")
    print(f"Domino Fit large boards: CP-SAT alone (implied model, 1 worker, no LP, no presolve) vs auto (cycle search raced against CP-SAT); "
          f"limit {args.time_limit:g} s, median of {args.repeats}")
    print(f"{'board':<22}{'cpsat s':>14}{'large s':>14}{'ratio':>9}")
    ratios: dict = {}
    worst: dict = {}
    for n in args.sizes:
        for rule in args.rules:
            for seed in args.seeds:
                path = args.data / f"gen_{n}x{n}_{rule}_s{seed}.json"
                record = json.loads(path.read_text())
                times = {"cpsat": [], "large": []}
                status = {}
                for i in range(args.repeats):
                    order = ("cpsat", "large") if i % 2 == 0 else ("large", "cpsat")
                    for name in order:
                        st, sec = (run_cpsat if name == "cpsat" else run_large)(record, args.time_limit)
                        times[name].append(sec)
                        status[name] = st
                c, g = statistics.median(times["cpsat"]), statistics.median(times["large"])
                line = f"{path.stem[4:]:<22}{c:>9.2f} {status['cpsat'][:4]:>4}{g:>9.3f} {status['large'][:4]:>4}"
                if status["large"] == "solved":
                    mark = ">" if status["cpsat"] != "solved" else " "
                    line += f"{mark:>3}{c / g:>6.0f}"
                    ratios.setdefault(n, []).append(c / g)
                    worst[n] = max(worst.get(n, 0.0), g)
                print(line, flush=True)
    for n, rs in ratios.items():
        print(f"{n}x{n}: median ratio cpsat/large {statistics.median(rs):.0f} over {len(rs)} boards; "
              f"slowest large {worst[n]:.3f} s")


if __name__ == "__main__":
    main()
