"""Yin-Yang solve + uniqueness proof: the CP-SAT engine vs ``auto``.

Baseline: :meth:`gridsat.puzzles.yinyang.YinYangPuzzle.uniqueness` with
``engine="cpsat"`` (rooted-tree model; solve, forbid the answer, solve
again), gridsat's engine before the search.  Ours: the same call with
``auto`` (the search kernel, CP-SAT joining after a head start), answers
checked as every user's are.  Both prove uniqueness (or find a second answer, or
prove infeasibility); every verdict of ours must equal the baseline's and
the manifest's, and every published answer must be reproduced, or the
script stops.

Modes (all in one process, A and B alternated per board, ``--repeat``
times, medians reported; timings are wall clock on a shared 2-core
machine):

* default: every board of ../shared/data/yinyang grouped by size, per-size
  medians and their ratio, nodes per board (``--nodes`` lists them all),
  whole-corpus totals;
* ``--process``: wall time of whole processes on examples/yinyang-10x10.txt
  (``gridsat yinyang -u`` with ``--engine cpsat`` and with ``auto``);
* ``--rules``: what each deduction rule buys -- the default rule set and the
  default minus one rule (or with one more), on the corpus, on minimal
  generated puzzles, on the generator's own checks and on empty boards
  (nodes, seconds, time-outs);
* ``--generate``: the generator with every check by CP-SAT vs the search
  first, on the same planted answer (identical puzzles expected).

Run:  python benchmarks/yinyang_search.py [--repeat 3] [--nodes]
      python benchmarks/yinyang_search.py --process | --rules | --generate
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from gridsat.puzzles.yinyang import kernel as ys

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data" / "yinyang"
VERDICTS = {"unique": "unique", "no solution (infeasible)": "no_solution",
            "NOT unique (2nd solution found)": "not_unique"}


def read_grid(path: Path) -> list:
    return [[int(t) for t in line.split()] for line in path.read_text().splitlines() if line.strip()]


def corpus() -> list:
    """``(name, rows, cols, givens, recorded verdict, published answer or None)``."""
    if not SHARED.is_dir():
        raise SystemExit(f"reference data not found at {SHARED}")
    out = []
    for entry in json.loads((SHARED / "manifest.json").read_text()):
        name = entry["name"]
        answer = SHARED / f"{name}.solution.txt"
        out.append((name, entry["rows"], entry["cols"], read_grid(SHARED / f"{name}.txt"),
                    VERDICTS[entry["status"]], read_grid(answer) if answer.exists() else None))
    return out


def timed(fn, *args):
    t0 = time.perf_counter()
    out = fn(*args)
    return out, time.perf_counter() - t0


def compare(repeat: int, list_nodes: bool) -> None:
    from gridsat.puzzles.yinyang import YinYangPuzzle

    boards = corpus()
    print(f"{len(boards)} boards, {os.cpu_count()} cores, {repeat} runs each, "
          f"load average at start {os.getloadavg()[0]:.2f}")
    rows = []
    for name, R, C, givens, recorded, published in boards:
        puzzle = YinYangPuzzle(tuple(map(tuple, givens)), name)
        base_t, ours_t = [], []
        for _ in range(repeat):
            base, t = timed(lambda: puzzle.uniqueness(engine="cpsat"))
            base_t.append(t)
            ours, t = timed(puzzle.uniqueness)
            ours_t.append(t)
        nodes = ys.uniqueness(givens).nodes
        verdicts = (str(base.uniqueness), str(ours.uniqueness), recorded)
        if len(set(verdicts)) != 1:
            raise SystemExit(f"{name}: verdicts differ (CP-SAT, ours, recorded): {verdicts}")
        if published is not None and ours.grid != published:
            raise SystemExit(f"{name}: our answer differs from the published one")
        rows.append((name, f"{R}x{C}", statistics.median(base_t), statistics.median(ours_t), nodes))
        if list_nodes:
            print(f"  {name:40s} {R:3d}x{C:<3d} CP-SAT {rows[-1][2]:8.4f}s  ours {rows[-1][3]:8.5f}s  "
                  f"nodes {ours.nodes}", flush=True)
    sizes = sorted({r[1] for r in rows}, key=lambda s: tuple(map(int, s.split("x"))))
    print(f"\n{'size':>7s} {'boards':>6s} {'CP-SAT median':>14s} {'ours median':>12s} {'ratio':>8s} "
          f"{'ours max':>9s} {'nodes median':>13s} {'nodes max':>10s}")
    for size in sizes:
        sel = [r for r in rows if r[1] == size]
        b, o = statistics.median(r[2] for r in sel), statistics.median(r[3] for r in sel)
        print(f"{size:>7s} {len(sel):6d} {b:13.4f}s {o:11.5f}s {b / o:7.0f}x {max(r[3] for r in sel):8.4f}s "
              f"{statistics.median(r[4] for r in sel):13.0f} {max(r[4] for r in sel):10d}")
    tb, to = sum(r[2] for r in rows), sum(r[3] for r in rows)
    print(f"{'all':>7s} {len(rows):6d} total {tb:8.2f}s total {to:7.3f}s {tb / to:7.0f}x  "
          f"nodes total {sum(r[4] for r in rows)}; boards solved by propagation alone (1 node): "
          f"{sum(r[4] == 1 for r in rows)}")
    print(f"load average at end {os.getloadavg()[0]:.2f}")


def processes(repeat: int) -> None:
    """Whole-process wall times on the typical example, alternated."""
    path = str(ROOT / "examples" / "yinyang-10x10.txt")
    gridsat = str(Path(sys.executable).with_name("gridsat"))
    cases = {
        "CP-SAT: gridsat yinyang -u --engine cpsat": [gridsat, "yinyang", "-u", "--engine", "cpsat", path],
        "auto: gridsat yinyang -u": [gridsat, "yinyang", "-u", path],
        "python -c pass (interpreter alone)": [sys.executable, "-c", "pass"],
    }
    times = {k: [] for k in cases}
    for _ in range(repeat):
        for name, cmd in cases.items():
            t0 = time.perf_counter()
            done = subprocess.run(cmd, capture_output=True, text=True)
            times[name].append(time.perf_counter() - t0)
            if done.returncode != 0:
                raise SystemExit(f"{name} failed: {done.stdout}{done.stderr}")
    print(f"whole processes on {Path(path).name}, {repeat} runs each (median / min):")
    base = statistics.median(times[next(iter(cases))])
    for name, ts in times.items():
        print(f"  {name:44s} {statistics.median(ts):6.3f} s / {min(ts):6.3f} s  {base / statistics.median(ts):5.1f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3, help="runs per board and engine (medians reported)")
    ap.add_argument("--nodes", action="store_true", help="list every board with its times and nodes")
    ap.add_argument("--process", action="store_true", help="time whole processes instead")
    ap.add_argument("--rules", action="store_true", help="measure what each deduction rule buys")
    ap.add_argument("--generate", action="store_true", help="time the generators instead")
    args = ap.parse_args()
    if args.process:
        processes(max(args.repeat, 5))
    elif args.rules:
        from yinyang_search_rules import ablation

        ablation(corpus())
    elif args.generate:
        from yinyang_search_rules import generators

        generators()
    else:
        compare(max(1, args.repeat), args.nodes)


if __name__ == "__main__":
    main()
