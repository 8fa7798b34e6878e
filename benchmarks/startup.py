"""Whole processes, as a user runs them: gridsat's commands against the
tutorial's packing script, timed side by side in one run.

Every command is a fresh process (``python -m``-style entry point, warm file
caches); the commands are run in turns (A, B, C, ..., A, B, C, ...) so that a
busy machine slows all of them alike, and the median of the runs is shown.
Also prints the ``"seconds"`` gridsat itself reports for ``gridsat pack``.

Goals (issue 13): ``gridsat pack`` at most 0.5x the tutorial script's wall
time; ``gridsat calendar DATE`` and ``gridsat yinyang
examples/yinyang-10x10.txt`` under 0.35 s; ``gridsat --version`` under
0.15 s; the reported seconds of ``gridsat pack`` under 0.05 s.

Run:  python benchmarks/startup.py [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GRIDSAT = shutil.which("gridsat") or "gridsat"

COMMANDS = {
    "tutorial script (6x10, CP-SAT)": [sys.executable, str(ROOT / "benchmarks" / "baselines" / "tutorial_pack.py")],
    "gridsat pack --json": [GRIDSAT, "pack", "--json"],
    "gridsat calendar 2026-10-06": [GRIDSAT, "calendar", "2026-10-06"],
    "gridsat yinyang examples/yinyang-10x10.txt": [GRIDSAT, "yinyang", str(ROOT / "examples" / "yinyang-10x10.txt")],
    "gridsat --version": [GRIDSAT, "--version"],
}
GOALS = {"gridsat calendar 2026-10-06": 0.35, "gridsat yinyang examples/yinyang-10x10.txt": 0.35,
         "gridsat --version": 0.15}


def wall(cmd: list) -> tuple[float, str]:
    t0 = time.perf_counter()
    run = subprocess.run(cmd, capture_output=True, text=True)
    seconds = time.perf_counter() - t0
    if run.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({run.returncode}): {run.stderr.strip()}")
    return seconds, run.stdout


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args(argv)
    for cmd in COMMANDS.values():  # warm the file caches (and numba-free compiled modules) once
        wall(cmd)
    times = {name: [] for name in COMMANDS}
    reported = []
    for _ in range(args.runs):
        for name, cmd in COMMANDS.items():
            seconds, out = wall(cmd)
            times[name].append(seconds)
            if name == "gridsat pack --json":
                reported.append(json.loads(out)["seconds"])
    base = statistics.median(times["tutorial script (6x10, CP-SAT)"])
    print(f"whole processes, median of {args.runs} (s); ratio = time / tutorial script")
    print(f"{'command':<46}{'median':>8}{'min':>8}{'ratio':>8}  goal")
    for name, ts in times.items():
        med = statistics.median(ts)
        goal = "<= 0.5x" if name == "gridsat pack --json" else (f"< {GOALS[name]} s" if name in GOALS else "")
        met = ""
        if name == "gridsat pack --json":
            met = "met" if med <= 0.5 * base else "not met"
        elif name in GOALS:
            met = "met" if med < GOALS[name] else "not met"
        print(f"{name:<46}{med:>8.3f}{min(ts):>8.3f}{med / base:>7.2f}x  {goal} {met}".rstrip())
    print(f"'seconds' reported by gridsat pack: median {statistics.median(reported):.4f} (goal < 0.05)")


if __name__ == "__main__":
    main()
