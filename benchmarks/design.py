"""Calendar design search: designs decided per second per core, and the
speed-up of 2 worker processes over 1, in one run.

Run:  python benchmarks/design.py [--k 8] [--chunks 0:120] [--library pentominoes+hexominoes]

The same chunks of the design space of the dragonfjord board (K pieces of
the library; default: one hexomino and seven pentominoes, 27,720 designs in
735 chunks) are searched twice with ``search_designs`` (no results file):
in this process (``--jobs 1``) and on a pool of 2 worker processes.  Both
sides build their evaluator (the library engine with its wildcards) inside
the timing.  Printed: designs decided (ruled out or counted by the census),
censused designs, wall seconds, CPU seconds (this process and its
children), designs per second per core (1 process: per wall second; 2
processes: per wall second / 2), designs per CPU second (what a core does
when the machine is shared), and the wall-time speed-up; the two runs
must agree design by design (the script stops otherwise).  The load
average before and after shows whether the machine was shared.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time

from gridsat.puzzles.calendar import design


def cpu() -> float:
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def run(args, jobs: int):
    design._EVALUATORS.clear()
    first, _, last = args.chunks.partition(":")
    w0, c0 = time.perf_counter(), cpu()
    result = design.search_designs("dragonfjord", args.library, args.k, jobs=jobs, verify=0,
                                   chunks=range(int(first), int(last)))
    return result, time.perf_counter() - w0, cpu() - c0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--k", type=int, default=8)
    ap.add_argument("--library", default="pentominoes+hexominoes")
    ap.add_argument("--chunks", default="0:120", help="FIRST:LAST chunk indices (LAST excluded)")
    args = ap.parse_args()
    print(f"{os.cpu_count()} cores; load average before: {os.getloadavg()[0]:.2f}")
    print(f"{'jobs':>4} {'designs':>8} {'censused':>8} {'wall s':>8} {'CPU s':>8} {'designs/s/core':>15} "
          f"{'designs/CPU s':>14} {'speed-up':>9}")
    rows = {}
    for jobs in (1, 2):
        result, wall, used = run(args, jobs)
        rows[jobs] = (result, wall)
        rate = result.designs_done / wall / jobs
        speed = rows[1][1] / wall
        print(f"{jobs:>4} {result.designs_done:>8,} {len(result.designs):>8,} {wall:>8.2f} {used:>8.2f} "
              f"{rate:>15.1f} {result.designs_done / used:>14.1f} {speed:>8.2f}x", flush=True)
    one, two = rows[1][0], rows[2][0]
    key = lambda r: {d["design"]: {k: v for k, v in d.items() if k != "seconds"} for d in r.designs}  # noqa: E731
    assert key(one) == key(two) and one.ruled_out == two.ruled_out, "1 and 2 workers disagree"
    print("1 and 2 workers agree design by design")
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
