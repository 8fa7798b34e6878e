"""Limits on huge input (issue 12): wall time and peak memory of whole
``gridsat`` processes run with ``--time-limit 5``, per kind, on the largest
board of a family that solves within the limit and on one 10x larger (in
cells), side by side in one run.

The goal: every run ends within T + 2 s (T = 5), a board that cannot fit the
memory budget (2 GB unless ``--memory-limit``) is refused up front (exit 2,
one line) and an unknown result prints no empty board.

Families (each board is written by this script; nothing is read from
``../shared``):

* pack: ``--board NxN --holes`` with the 12 pentominoes;
* calendar: an NxN edition of dominoes with the 12 month and 31 day labels on
  the first rows and filler cells elsewhere, date 6 Oct;
* yinyang: an NxN grid without givens;
* dominofit: an NxN board with targets from a planted random tiling (dot rule);
* cover: the dominoes of an NxN board as an exact cover problem (items the
  cells, one option per domino).

``--find`` searches for the largest solvable side per family (sides growing by
sqrt(2) from 10) instead of using the sides measured on the reference machine
(``LARGEST`` below); the 10x board has side round(N * sqrt(10)).

Run:  python benchmarks/limits.py [--find] [--time-limit 5] [--kinds pack,yinyang]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

GRIDSAT = shutil.which("gridsat") or "gridsat"
MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()

# The largest side per family that solved within 5 s on the reference machine
# (2 cores; measured with --find).
LARGEST = {"pack": 40, "calendar": 80, "yinyang": 40, "dominofit": 160, "cover": 452}


def pack_args(n: int, folder: Path) -> list:
    return ["pack", "--board", f"{n}x{n}", "--holes"]


def calendar_args(n: int, folder: Path) -> list:
    """An NxN board (N even, N >= 10): the months from the top left corner,
    the days from the start of the second row, fillers elsewhere, covered by
    (N*N - 2) / 2 dominoes (Oct at (0, 9) and 6 at (1, 5) have opposite
    chessboard colours, so a tiling exists)."""
    labels = MONTHS + ["*"] * (n - len(MONTHS)) + [str(d) for d in range(1, 32)]
    cells = labels + ["*"] * (n * n - len(labels))
    rows = [" ".join(f"{c:<3}" for c in cells[r * n:(r + 1) * n]) for r in range(n)]
    dominoes = " ".join(["D"] * ((n * n - 2) // 2))
    text = ("[board big]\n" + "\n".join(rows) + "\n\n[pieces]\nD: ##\n\n[editions]\n"
            f"big = big : {dominoes}\n")
    path = folder / f"calendar-{n}.txt"
    path.write_text(text)
    return ["calendar", "2026-10-06", "--edition", f"{path}:big"]


def yinyang_args(n: int, folder: Path) -> list:
    path = folder / f"yinyang-{n}.txt"
    path.write_text("\n".join(" ".join("0" * n) for _ in range(n)) + "\n")
    return ["yinyang", str(path)]


def dominofit_args(n: int, folder: Path) -> list:
    """Targets of a planted tiling: rows of horizontal dominoes, a random half
    of the 2x2 blocks turned into two vertical ones (dot rule)."""
    rng = random.Random(n)
    dominoes = []
    for r in range(0, n, 2):
        for c in range(0, n, 2):
            if rng.random() < 0.5:
                dominoes += [("H", r, c), ("H", r + 1, c)]
            else:
                dominoes += [("V", r, c), ("V", r, c + 1)]
    rows, cols = [0] * n, [0] * n
    for kind, r, c in dominoes:
        if kind == "V":
            rows[r] += 1
            cols[c] += 1
        else:
            rows[r] += 2
            cols[c + 1] += 2
    path = folder / f"dominofit-{n}.json"
    path.write_text(json.dumps({"rows": n, "cols": n, "blocked": [], "row_targets": rows,
                                "col_targets": cols, "rule": "dot"}))
    return ["dominofit", str(path)]


def cover_args(n: int, folder: Path) -> list:
    path = folder / f"cover-{n}.dlx"
    with path.open("w") as out:
        out.write(f"| the dominoes of a {n}x{n} board\n")
        out.write(" ".join(f"r{r}c{c}" for r in range(n) for c in range(n)) + "\n")
        for r in range(n):
            for c in range(n):
                if c + 1 < n:
                    out.write(f"r{r}c{c} r{r}c{c + 1}\n")
                if r + 1 < n:
                    out.write(f"r{r}c{c} r{r + 1}c{c}\n")
    return ["cover", str(path)]


FAMILIES = {"pack": pack_args, "calendar": calendar_args, "yinyang": yinyang_args,
            "dominofit": dominofit_args, "cover": cover_args}


def run(args: list, time_limit: float) -> dict:
    """One whole process: wall seconds, peak resident memory (MB), exit code,
    status (from --json) and the first line of stderr."""
    cmd = [GRIDSAT, *args, "--time-limit", str(time_limit), "--json"]
    t0 = time.perf_counter()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(cmd, stdout=out, stderr=err)
        _, code, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(code)
        seconds = time.perf_counter() - t0
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode(), err.read().decode()
    try:
        status = json.loads(stdout)["status"]
    except (ValueError, KeyError, TypeError):
        status = "-"
    return {"seconds": seconds, "peak_mb": usage.ru_maxrss / 1024, "exit": proc.returncode,
            "status": status, "stdout_bytes": len(stdout), "stderr": (stderr.strip().splitlines() or [""])[0]}


def even(n: float) -> int:
    return max(10, 2 * round(n / 2))


def find_largest(family: str, folder: Path, time_limit: float) -> int:
    side, best = 10.0, 0
    while True:
        n = even(side)
        res = run(FAMILIES[family](n, folder), time_limit)
        print(f"  {family} {n}x{n}: {res['status']} in {res['seconds']:.2f} s", flush=True)
        if res["status"] != "solved":
            return best
        best = n
        side *= math.sqrt(2)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--time-limit", type=float, default=5.0)
    ap.add_argument("--find", action="store_true", help="search the largest solvable side per family")
    ap.add_argument("--kinds", default=",".join(FAMILIES), help="comma-separated families")
    args = ap.parse_args(argv)
    kinds = [k for k in args.kinds.split(",") if k]
    limit = args.time_limit
    print(f"gridsat ... --time-limit {limit:g} --json; whole processes; goal: every run ends within "
          f"{limit + 2:g} s\n")
    head = f"{'family':<10} {'board':>11} {'cells':>9} {'wall s':>7} {'peak MB':>8} {'exit':>4} " \
           f"{'status':<9} {'ok':<3} stderr"
    print(head)
    print("-" * len(head))
    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for family in kinds:
            largest = find_largest(family, folder, limit) if args.find else LARGEST[family]
            for n in (largest, even(largest * math.sqrt(10))):
                res = run(FAMILIES[family](n, folder), limit)
                ok = res["seconds"] <= limit + 2 and (res["exit"] != 2 or res["stdout_bytes"] == 0)
                worst = max(worst, res["seconds"])
                print(f"{family:<10} {f'{n}x{n}':>11} {n * n:>9,} {res['seconds']:>7.2f} {res['peak_mb']:>8.0f} "
                      f"{res['exit']:>4} {res['status']:<9} {'yes' if ok else 'NO':<3} {res['stderr'][:70]}",
                      flush=True)
    print(f"\nlongest run {worst:.2f} s against the goal of {limit + 2:g} s")


if __name__ == "__main__":
    sys.exit(main())
