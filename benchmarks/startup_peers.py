"""Whole processes against the start-up goals and two peers, side by side in
one run (issue 23, item 4).

* ``gridsat calendar --year 2024 --out FILE`` (the first solution of every
  date of 2024, DragonFjord) against anowell's Rust solver of the daily
  calendar puzzle (github.com/anowell/today-puzzle, its ``today-is``
  example with ``--all-dates --print first``, which finds the first
  solution of every date of its year).  Goal: gridsat at most half the
  peer's time.
* ``gridsat yinyang BOARD`` on the 40x40 Yin-Yang boards of the shared
  collection (``pyy_ding_ex03_40x40`` and the other ``*_40x40`` ones)
  against DingYibin's pure-Python Yin-Yang solver
  (github.com/DingYibin/puzzle-yin-yang, ``yinyang_solver.Solver`` loaded
  with the board's rows and ``solve()`` in a fresh interpreter).  Goal:
  gridsat at most a third of the peer's time.
* ``gridsat yinyang examples/yinyang-10x10.txt`` (goal under 0.1 s) and
  ``gridsat --version`` (goal under 0.05 s).

The peers are never gridsat dependencies and this script neither fetches
nor builds them: it runs them from a scratch folder (``--peers``, default
``benchmarks/.peers/``, git-ignored) when they are there -- the built
``today-is`` binary as ``today-is``, DingYibin's repository checkout as
``puzzle-yin-yang/`` -- and reports a peer missing (with what to put where)
otherwise; the goals without a peer are still measured.

Each command is a fresh process; the commands run in turns (A, B, C, ...,
A, B, C, ...) so that a busy machine slows all of them alike; each is shown
by its median wall time and median CPU time (user + system of the process
and its children), and the ratios are of CPU time, which a loaded machine
distorts least (wall ratios are printed too).  Run with bytecode written
(``unset PYTHONDONTWRITEBYTECODE``): a user's install has it.

With ``--baseline PROGRAM`` (another gridsat's console script, e.g. one
installed from main), every gridsat command is also run with it, in the
same turns, and a second table prints before / after side by side.

Run:  python benchmarks/startup_peers.py [--runs 5] [--peers DIR] [--baseline PROGRAM]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GRIDSAT = shutil.which("gridsat") or "gridsat"
SHARED = ROOT.parent / "shared" / "data" / "yinyang"
#: DingYibin's solver on one board file (rows of 0 empty, 1 white, 2 black: the solver's own values).
DING = ("import sys; sys.path.insert(0, sys.argv[1]); from yinyang_solver import Solver\n"
        "grid = [[int(v) for v in line.split()] for line in open(sys.argv[2]) if line.strip()]\n"
        "s = Solver(time_limit=600.0); s.load(grid); ok = s.solve()\n"
        "print('solved' if ok and s._ok() else 'not solved'); sys.exit(0 if ok else 1)\n")


def measure(cmd: list, before=None, cwd=None) -> tuple[float, float]:
    """Wall and CPU seconds (user + system, children included) of one run of
    ``cmd`` in folder ``cwd``; ``before()`` runs first, untimed.  Exits on a
    failed run."""
    if before is not None:
        before()
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    run = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if run.returncode != 0:
        sys.exit(f"{' '.join(map(str, cmd))} failed ({run.returncode}): {(run.stderr or run.stdout).strip()[-300:]}")
    return wall, (after.ru_utime - usage.ru_utime) + (after.ru_stime - usage.ru_stime)


def with_baseline(commands: dict, baseline: str, scratch: Path) -> dict:
    """``commands`` plus, for each gridsat command, the same run by the
    ``baseline`` program, named ``before: NAME`` (its own year file)."""
    year_out = scratch / "year-2024-before.jsonl"
    more = {}
    for name, (cmd, before) in commands.items():
        if name.startswith("gridsat "):
            cmd = [baseline, *(str(year_out) if str(word).endswith("year-2024.jsonl") else word for word in cmd[1:])]
            more[f"before: {name}"] = (cmd, (lambda: year_out.unlink(missing_ok=True)) if before else None)
    return {**commands, **more}


def jobs(peers: Path, scratch: Path) -> tuple[dict, list]:
    """The commands to time (name -> (command, untimed set-up or None)) and
    the comparisons (gridsat's name, peer's name or None, goal)."""
    year_out = scratch / "year-2024.jsonl"
    commands = {
        "gridsat calendar --year 2024": ([GRIDSAT, "calendar", "--year", "2024", "--out", str(year_out)],
                                         lambda: year_out.unlink(missing_ok=True)),  # it resumes: start afresh
        "gridsat yinyang 10x10": ([GRIDSAT, "yinyang", str(ROOT / "examples" / "yinyang-10x10.txt")], None),
        "gridsat --version": ([GRIDSAT, "--version"], None),
    }
    compare = []
    today_is = peers / "today-is"
    if today_is.is_file() and os.access(today_is, os.X_OK):
        commands["anowell today-is --all-dates"] = ([str(today_is), "--all-dates", "--print", "first"], None)
        compare.append(("gridsat calendar --year 2024", "anowell today-is --all-dates", "<= 0.5x"))
    else:
        print(f"anowell's calendar solver is missing: build github.com/anowell/today-puzzle's today-is example "
              f"(cargo build --release --example today-is) and put the binary at {today_is}", file=sys.stderr)
        compare.append(("gridsat calendar --year 2024", None, "<= 0.5x"))
    boards = sorted(SHARED.glob("*_40x40.txt")) if SHARED.is_dir() else []
    if not boards:
        print(f"no 40x40 Yin-Yang boards in {SHARED}: the 40x40 comparison is skipped", file=sys.stderr)
    ding = peers / "puzzle-yin-yang"
    if boards and not (ding / "yinyang_solver.py").is_file():
        print(f"DingYibin's Yin-Yang solver is missing: put a checkout of github.com/DingYibin/puzzle-yin-yang "
              f"at {ding}", file=sys.stderr)
    for board in boards:
        name = board.stem.replace(".txt", "")
        commands[f"gridsat yinyang {name}"] = ([GRIDSAT, "yinyang", str(board)], None)
        peer = None
        if (ding / "yinyang_solver.py").is_file():
            peer = f"DingYibin solver {name}"
            commands[peer] = ([sys.executable, "-c", DING, str(ding), str(board)], None)
        compare.append((f"gridsat yinyang {name}", peer, "<= 0.333x"))
    compare += [("gridsat yinyang 10x10", None, "< 0.1 s"), ("gridsat --version", None, "< 0.05 s")]
    return commands, compare


def verdict(goal: str, mine: float, peer: float | None) -> str:
    """``met`` / ``not met`` for a goal (a ratio to the peer, or seconds)."""
    if goal.endswith("x"):
        return "" if peer is None else "met" if mine <= float(goal.split()[1][:-1]) * peer else "not met"
    return "met" if mine < float(goal.split()[1]) else "not met"


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5, help="timed runs of each command (after one warm-up)")
    ap.add_argument("--peers", type=Path, default=ROOT / "benchmarks" / ".peers",
                    help="the scratch folder holding the peers (see the module docstring)")
    ap.add_argument("--baseline", help="another gridsat program to time beside this one (before / after)")
    args = ap.parse_args(argv)
    if os.environ.get("PYTHONDONTWRITEBYTECODE"):
        print("note: PYTHONDONTWRITEBYTECODE is set: start-up is timed without bytecode, unlike a user's install",
              file=sys.stderr)
    with tempfile.TemporaryDirectory() as scratch:
        commands, compare = jobs(args.peers, Path(scratch))
        if args.baseline:
            commands = with_baseline(commands, args.baseline, Path(scratch))
        for cmd, before in commands.values():  # warm the file caches and write the bytecode once
            measure(cmd, before, scratch)
        walls = {name: [] for name in commands}
        cpus = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, (cmd, before) in commands.items():
                wall, cpu = measure(cmd, before, scratch)  # a peer's files (if any) land in the scratch folder
                walls[name].append(wall)
                cpus[name].append(cpu)
    wall = {name: statistics.median(ts) for name, ts in walls.items()}
    cpu = {name: statistics.median(ts) for name, ts in cpus.items()}
    print(f"whole processes, medians of {args.runs} alternating runs (s); ratios gridsat / peer")
    print(f"{'gridsat command':<40}{'wall':>8}{'cpu':>8}  {'peer':<40}{'wall':>8}{'cpu':>8}"
          f"{'cpu ratio':>10}{'wall ratio':>11}  goal")
    for mine, peer, goal in compare:
        row = f"{mine:<40}{wall[mine]:>8.3f}{cpu[mine]:>8.3f}  "
        if peer is None:
            row += f"{'(none)':<40}{'':>8}{'':>8}{'':>10}{'':>11}"
        else:
            row += (f"{peer:<40}{wall[peer]:>8.3f}{cpu[peer]:>8.3f}{cpu[mine] / cpu[peer]:>9.2f}x"
                    f"{wall[mine] / wall[peer]:>10.2f}x")
        seconds_goal = not goal.endswith("x")
        met = verdict(goal, cpu[mine] if not seconds_goal else wall[mine], None if peer is None else cpu[peer])
        row += f"  {goal} {met}"
        if seconds_goal:
            row += f" (wall; cpu {verdict(goal, cpu[mine], None)})"
        print(row.rstrip())
    if args.baseline:
        print(f"\nbefore ({args.baseline}) / after ({GRIDSAT}), same turns (s)")
        print(f"{'gridsat command':<40}{'before wall':>12}{'after wall':>11}{'before cpu':>11}{'after cpu':>10}"
              f"{'cpu after/before':>18}")
        for name in commands:
            if name.startswith("gridsat "):
                old = f"before: {name}"
                print(f"{name:<40}{wall[old]:>12.3f}{wall[name]:>11.3f}{cpu[old]:>11.3f}{cpu[name]:>10.3f}"
                      f"{cpu[name] / cpu[old]:>17.2f}x")


if __name__ == "__main__":
    main()
