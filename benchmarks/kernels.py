"""The exact-cover kernel: C (``gridsat.engines._tiling``) against numba
(``gridsat.engines._bitboard``), measured in one run, alternately.

Run:  python benchmarks/kernels.py [--repeat 5]

Lines (median wall and process-CPU milliseconds over ``--repeat``
alternating runs; ratio = numba / C; every count checked against the
published value):

1. counts: pentominoes in 6x10 / 5x12 up to symmetry (2339 / 1010), raw
   3x20 / 4x15 / 6x10 (8 / 1472 / 9356), all 366 dragonfjord dates
   (24,405), on every CPU and on one thread;
2. first tiling of each tutorial box: the search alone (engine built before
   timing) and ``make_puzzle(box).solve(engine="exact")`` whole;
3. whole process: ``python -c`` solving 6x10 with each kernel (import,
   kernel load, placements, engine, search), and the "seconds" such a
   process reports.

Needs numba (the kernel this script replaces); it was run once to choose
the kernel, then the numba kernel was deleted.
"""

from __future__ import annotations

import argparse
import importlib
import os
import statistics
import subprocess
import sys
import time

from gridsat.core.geometry import Board
from gridsat.core.placements import all_placements
from gridsat.engines import exact_cover
from gridsat.engines.exact_cover import TilingEngine
from gridsat.puzzles.calendar import load_edition, year_dates, CalendarDate, CalendarPuzzle
from gridsat.puzzles.packing import make_puzzle

KERNELS = ("_tiling", "_bitboard")


def use(kernel: str) -> None:
    exact_cover._kernel = importlib.import_module(f"gridsat.engines.{kernel}")


def timed(fn):
    t0, c0 = time.perf_counter(), time.process_time()
    value = fn()
    return value, time.perf_counter() - t0, time.process_time() - c0


def dragonfjord_year(threads):
    ed = load_edition("dragonfjord")
    by = {}
    for pl in all_placements(ed.board.board, ed.pieces):
        by.setdefault(pl.piece, []).append(pl.cells)
    engine = TilingEngine(ed.board.board.cells, by)
    blocked = [list(CalendarPuzzle(ed, CalendarDate.of(d)).uncovered.values()) for d in year_dates(2024)]
    return lambda: sum(engine.count_many(blocked, workers=threads))


def count_job(board, distinct, threads):
    engine = make_puzzle(board).engine(distinct=distinct)
    return lambda: engine.count(workers=threads)[0]


def first_job(board):
    engine = make_puzzle(board).engine()
    return lambda: next(iter(engine.iter(limit=1))) is not None


PROCESS = ("import sys, time; t0 = time.perf_counter(); from gridsat.engines import exact_cover; "
           "import importlib; exact_cover._kernel = importlib.import_module('gridsat.engines.' + sys.argv[1]); "
           "from gridsat.puzzles.packing import make_puzzle; r = make_puzzle('6x10').solve(engine='exact'); "
           "assert r.solved; print(r.seconds)")


def process(kernel):
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", PROCESS, kernel], capture_output=True, text=True, check=True)
    return float(out.stdout.split()[-1]), time.perf_counter() - t0


def compare(label, make_job, expected, repeat):
    times = {k: [] for k in KERNELS}
    cpu = {k: [] for k in KERNELS}
    jobs = {}
    for k in KERNELS:  # warm-up: load / compile each kernel, build the job
        use(k)
        jobs[k] = make_job()
        value = jobs[k]()
        assert value == expected, (label, k, value, expected)
    for _ in range(repeat):
        for k in KERNELS:
            use(k)
            value, t, p = timed(jobs[k])
            assert value == expected, (label, k, value, expected)
            times[k].append(t)
            cpu[k].append(p)
    c, nb = statistics.median(times["_tiling"]), statistics.median(times["_bitboard"])
    cc, nbc = statistics.median(cpu["_tiling"]), statistics.median(cpu["_bitboard"])
    print(f"{label:40s} {c * 1000:10.2f} {nb * 1000:10.2f} {nb / c:7.2f}x {cc * 1000:10.2f} {nbc * 1000:10.2f} "
          f"{nbc / cc:7.2f}x", flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    cpus = os.cpu_count() or 1
    print(f"median of {args.repeat} alternating runs; {cpus} CPUs")
    print(f"{'job':40s} {'C ms':>10s} {'numba ms':>10s} {'ratio':>8s} {'C cpu ms':>10s} {'numba cpu':>10s} "
          f"{'ratio':>8s}")
    for threads in (cpus, 1):
        for board, distinct, n in (("6x10", True, 2339), ("5x12", True, 1010), ("6x10", False, 9356),
                                   ("4x15", False, 1472), ("3x20", False, 8)):
            what = "distinct" if distinct else "raw"
            compare(f"count {board} {what}, {threads} thr", lambda: count_job(board, distinct, threads), n,
                    args.repeat)
        compare(f"dragonfjord 366 dates, {threads} thr", lambda: dragonfjord_year(threads), 24405, args.repeat)
    for board in ("6x10", "5x12", "4x15", "3x20", "8x8-centre"):
        compare(f"first tiling {board}, search only", lambda: first_job(board), True, args.repeat)
        compare(f"first tiling {board}, solve() whole",
                lambda: (lambda: make_puzzle(board).solve(engine="exact").solved), True, args.repeat)
    walls = {k: [] for k in KERNELS}
    secs = {k: [] for k in KERNELS}
    for k in KERNELS:
        process(k)  # warm the file cache and numba's disk cache
    for _ in range(args.repeat):
        for k in KERNELS:
            s, w = process(k)
            walls[k].append(w)
            secs[k].append(s)
    for name, d in (("process wall, 6x10 first tiling", walls), ("its reported 'seconds'", secs)):
        c, nb = statistics.median(d["_tiling"]), statistics.median(d["_bitboard"])
        print(f"{name:40s} {c * 1000:10.2f} {nb * 1000:10.2f} {nb / c:7.2f}x")


if __name__ == "__main__":
    main()
