"""Yin-Yang: a plain solve against solve + uniqueness, over the corpus (issue 23, item 2).

A plain solve must never take longer than solve + uniqueness.  Both go
through the race of :func:`gridsat.engines.race.race` (the search alone for
a head start, then beside CP-SAT); this script times
:meth:`YinYangPuzzle.solve` and :meth:`YinYangPuzzle.uniqueness` (``auto``:
answers checked as every user's are) on every board of
../shared/data/yinyang, alternated per board, ``--repeat`` times each, and
prints, side by side: the median wall and CPU time (the process's, all
threads: the race's search thread and CP-SAT's included) of each, their
ratio, and the boards where solve is the slower one (by its median over the
repeats).  ``--load N`` runs N busy processes beside it (a loaded machine);
the machine's load average is printed at start and end.

``--compare PATH`` times another checkout's ``src`` (e.g. main, its C
extensions built in place) the same way in the same run, alternating with
this one, and prints before/after ratios of the summed medians, CPU and
wall, for the small boards and the large ones (400 cells and more).

Run:  python benchmarks/yinyang_race.py [--repeat 3] [--load 4] [--compare /work/main/src]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data" / "yinyang"

WORKER = r"""
import json, sys, time
from pathlib import Path
from gridsat.puzzles.yinyang import YinYangPuzzle
shared = Path(sys.argv[1])
boards = []
for entry in json.loads((shared / "manifest.json").read_text()):
    rows = [[int(t) for t in line.split()] for line in (shared / (entry["name"] + ".txt")).read_text().splitlines()
            if line.strip()]
    boards.append(YinYangPuzzle(tuple(map(tuple, rows)), entry["name"]))
for board in boards:  # warm: imports and first-call costs out of the figures
    board.solve(); board.uniqueness()
    break
print("ready", flush=True)
for line in sys.stdin:
    i, what = line.split()
    board = boards[int(i)]
    w0, c0 = time.perf_counter(), time.process_time()
    r = board.solve() if what == "solve" else board.uniqueness()
    c1, w1 = time.process_time(), time.perf_counter()
    print(json.dumps([w1 - w0, c1 - c0, str(r.status)]), flush=True)
"""


def spin(stop_at: float) -> None:
    x = 0
    while time.time() < stop_at:
        x += 1


class Side:
    """One checkout's gridsat in a process of its own, fed board by board."""

    def __init__(self, src: str | None):
        env = dict(os.environ)
        if src:
            env["PYTHONPATH"] = src
        self.proc = subprocess.Popen([sys.executable, "-c", WORKER, str(SHARED)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, env=env)
        assert self.proc.stdout.readline().strip() == "ready"

    def time(self, i: int, what: str) -> tuple[float, float]:
        self.proc.stdin.write(f"{i} {what}\n")
        self.proc.stdin.flush()
        wall, cpu, _ = json.loads(self.proc.stdout.readline())
        return wall, cpu

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--load", type=int, default=0, help="busy processes to run beside the benchmark")
    ap.add_argument("--compare", default=None, help="another checkout's src folder, timed alternately")
    ap.add_argument("--boards", type=int, default=0, help="only the first N boards")
    args = ap.parse_args()
    n = len(json.loads((SHARED / "manifest.json").read_text()))
    n = min(n, args.boards) if args.boards else n
    busy = [multiprocessing.Process(target=spin, args=(time.time() + 3600,), daemon=True) for _ in range(args.load)]
    for p in busy:
        p.start()
    sides = {"this": Side(str(ROOT / "src"))}
    if args.compare:
        sides["compare"] = Side(args.compare)
    print(f"{n} boards, {args.repeat} runs each, {args.load} busy processes beside, {os.cpu_count()} cores, "
          f"load average at start {os.getloadavg()[0]:.2f}")
    t = {(s, w): [[] for _ in range(n)] for s in sides for w in ("solve", "unique")}
    try:
        for r in range(args.repeat):
            for i in range(n):
                for s, side in (list(sides.items()) if r % 2 == 0 else list(sides.items())[::-1]):  # alternating
                    for w in ("solve", "unique"):
                        t[s, w][i].append(side.time(i, w))
    finally:
        for side in sides.values():
            side.close()
        for p in busy:
            p.terminate()
    print(f"{'checkout':>10s} {'solve wall':>11s} {'unique wall':>12s} {'ratio':>6s} {'solve cpu':>10s} "
          f"{'unique cpu':>11s} {'solve slower (wall)':>20s} {'(cpu)':>6s} {'solve max':>10s}")
    for s in sides:
        med = {w: [(statistics.median(x[0] for x in runs), statistics.median(x[1] for x in runs))
                   for runs in t[s, w]] for w in ("solve", "unique")}
        sw, uw = statistics.median(m[0] for m in med["solve"]), statistics.median(m[0] for m in med["unique"])
        sc, uc = statistics.median(m[1] for m in med["solve"]), statistics.median(m[1] for m in med["unique"])
        slower = sum(a[0] > b[0] for a, b in zip(med["solve"], med["unique"]))
        slower_cpu = sum(a[1] > b[1] for a, b in zip(med["solve"], med["unique"]))
        print(f"{s:>10s} {sw * 1e3:9.2f}ms {uw * 1e3:10.2f}ms {sw / uw:6.2f} {sc * 1e3:8.2f}ms {uc * 1e3:9.2f}ms "
              f"{slower:11d} of {n:<5d} {slower_cpu:6d} {max(m[0] for m in med['solve']) * 1e3:8.1f}ms")
    if args.compare:
        cells = [e["rows"] * e["cols"] for e in json.loads((SHARED / "manifest.json").read_text())][:n]
        print(f"{'compare / this':>26s} {'cpu':>6s} {'wall':>6s}  (sums of the per-board medians)")
        for w in ("solve", "unique"):
            for label, keep in (("small", lambda c: c < 400), ("large", lambda c: c >= 400)):
                idx = [i for i in range(n) if keep(cells[i])]
                if not idx:
                    continue
                sums = {(s, k): sum(statistics.median(x[k] for x in t[s, w][i]) for i in idx)
                        for s in sides for k in (0, 1)}
                print(f"{w:>6s} {label:>5s} boards ({len(idx):3d}) {sums['compare', 1] / sums['this', 1]:6.2f} "
                      f"{sums['compare', 0] / sums['this', 0]:6.2f}")
    print(f"load average at end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
