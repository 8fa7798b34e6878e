"""Domino Fit speed: the tutorial's plain model against gridsat's choice.

Generates boards with gridsat's planted generator (fixed seeds, 15 % blocked
cells, both scoring rules) and solves each, side by side in one run, with

* ``plain``: the tutorial's model -- one boolean per placement, exactly one
  per free cell, one linear constraint per row/column target -- with CP-SAT's
  default parameters (all cores' default portfolio) and a time limit;
* ``gridsat``: the implied model (targets turned into per-line counts of
  horizontal and vertical dominoes, see ``implied_counts``) with
  ``CPSAT_DEFAULTS`` (one worker, no LP relaxation, no presolve) -- what
  ``gridsat dominofit`` runs;
* ``scip``: the implied model on SCIP (``--engine scip``), for reference.

Usage::

    python benchmarks/dominofit.py                 # 25x25 and 45x45, seeds 1-2, 60 s limit
    python benchmarks/dominofit.py --sizes 25 45 100 --seeds 1 --time-limit 120

Times are wall seconds of the solve (model building included); ``ratio`` is
plain / gridsat (a lower bound when plain hits the limit, marked ``>``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

# benchmarks/ holds scripts named like standard modules (calendar.py): keep it off the path
HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]
sys.path.insert(0, str(HERE.parent / "src"))

from gridsat.core.options import SolverOptions  # noqa: E402
from gridsat.core.status import Status  # noqa: E402
from gridsat.puzzles.dominofit import solve  # noqa: E402
from gridsat.puzzles.dominofit import generate  # noqa: E402


def timed(puzzle, limit: float, **kw) -> tuple[str, float]:
    t0 = time.perf_counter()
    result = solve(puzzle, SolverOptions(time_limit=limit), **kw)
    return str(result.status), time.perf_counter() - t0


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[25, 45], help="board sides (cells)")
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--rules", nargs="+", default=["cell", "dot"])
    ap.add_argument("--time-limit", type=float, default=60.0, help="per solve, seconds")
    ap.add_argument("--no-scip", action="store_true", help="skip the SCIP column")
    args = ap.parse_args(argv)
    print(f"Domino Fit: plain model + CP-SAT defaults vs gridsat (implied model, 1 worker, no LP, no presolve); limit {args.time_limit:g} s")
    head = f"{'board':<22}{'plain s':>14}{'gridsat s':>14}{'ratio':>9}"
    if not args.no_scip:
        head += f"{'scip s':>14}"
    print(head)
    ratios = {}
    for n in args.sizes:
        for rule in args.rules:
            for seed in args.seeds:
                puzzle = generate(n, n, seed=seed, rule=rule).puzzle
                p_status, p_sec = timed(puzzle, args.time_limit, model="plain")
                g_status, g_sec = timed(puzzle, args.time_limit)
                line = f"{f'{n}x{n} {rule} s{seed}':<22}"
                for status, sec in ((p_status, p_sec), (g_status, g_sec)):
                    line += f"{sec:>9.2f} {status[:4]:>4}"
                solved = g_status == str(Status.SOLVED)
                ratio = p_sec / g_sec
                mark = ">" if p_status != str(Status.SOLVED) else " "
                line += f"{mark:>3}{ratio:>6.1f}" if solved else f"{'n/a':>9}"
                if solved:
                    ratios.setdefault((n, rule), []).append(ratio)
                if not args.no_scip:
                    s_status, s_sec = timed(puzzle, args.time_limit, engine="scip")
                    line += f"{s_sec:>9.2f} {s_status[:4]:>4}"
                print(line, flush=True)
    for (n, rule), rs in ratios.items():
        print(f"{n}x{n} {rule}: median ratio plain/gridsat {statistics.median(rs):.1f} over {len(rs)} boards")


if __name__ == "__main__":
    main()
