"""Yin-Yang: CPU time of solve + uniqueness proof on every corpus board, before vs after.

What is timed: :meth:`YinYangPuzzle.uniqueness` with its defaults (the
search kernel; CP-SAT would join only after its head start of 0.1 s of CPU
or more), the puzzle read beforehand, as CPU time of the process
(``time.process_time``: the kernel may run in a helper thread), best of
``--repeat`` runs per board.  Every verdict must equal the manifest's
(``../shared/data/yinyang/manifest.json``), every published answer
(``*.solution.txt``) must be reproduced and every second answer pass the
independent checker, or the board is marked wrong and the run exits 1.
Besides the time, one untimed kernel search per board gives its nodes and
probes (work, independent of the machine's load).

Modes:

* ``python benchmarks/yinyang_corpus_time.py``: this tree (the gridsat
  imported); median, max and the five slowest boards.  ``--save FILE``
  writes the per-board figures as JSON.
* ``--baseline FILE``: this tree against a JSON saved earlier with
  ``--save``: per-board ratios baseline / now.
* ``--tree BEFORE --tree AFTER``: two gridsat checkouts (worktrees with
  their C extensions built in place), each timed by a worker process run
  with its ``src`` first on ``sys.path``; the workers alternate, repeat by
  repeat (the order flips each time), and each board's best run counts.

Printed: median and max of the per-board best CPU times, the five slowest
boards, total nodes and probes; with two sides, the ratios before / after
(median of per-board ratios, and of the maxima), every board whose nodes
or probes grew, and boards slower than ``--goal`` seconds.

Run:  python benchmarks/yinyang_corpus_time.py [--repeat 3] [--boards NAME ...]
      python benchmarks/yinyang_corpus_time.py --tree ../wt-before --tree . [--save after.json]
      python benchmarks/yinyang_corpus_time.py --baseline before.json
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

HERE = Path(__file__).resolve()
SHARED = HERE.parents[1].parent / "shared" / "data" / "yinyang"
VERDICTS = {"unique": "unique", "no solution (infeasible)": "no_solution",
            "NOT unique (2nd solution found)": "not_unique"}


def manifest(names: list | None) -> list:
    """The manifest's entries (all, or those named, in the manifest's order)."""
    if not SHARED.is_dir():
        raise SystemExit(f"reference data not found at {SHARED}")
    entries = json.loads((SHARED / "manifest.json").read_text())
    if names:
        unknown = set(names) - {e["name"] for e in entries}
        if unknown:
            raise SystemExit(f"no such board: {', '.join(sorted(unknown))}")
        entries = [e for e in entries if e["name"] in names]
    return entries


def measure(names: list | None, repeat: int) -> dict:
    """Per board: best CPU seconds, nodes, probes, and what is wrong ('' if nothing)."""
    from gridsat.core.status import Uniqueness
    from gridsat.puzzles.yinyang import check_grid, kernel, parse_text_grid, read_puzzle

    verdict_of = {Uniqueness.UNIQUE: "unique", Uniqueness.NO_SOLUTION: "no_solution",
                  Uniqueness.NOT_UNIQUE: "not_unique"}
    entries = manifest(names)
    puzzles = {e["name"]: read_puzzle(str(SHARED / f"{e['name']}.txt")) for e in entries}
    puzzles[entries[0]["name"]].uniqueness()  # warm-up: first-call costs are not the board's
    out = {}
    for entry in entries:
        name = entry["name"]
        puzzle = puzzles[name]
        best, wrong = float("inf"), ""
        for _ in range(repeat):
            t0 = time.process_time()
            result = puzzle.uniqueness()
            best = min(best, time.process_time() - t0)
        got = verdict_of.get(result.uniqueness, str(result.uniqueness))
        if got != VERDICTS[entry["status"]]:
            wrong = f"says {got}, recorded {VERDICTS[entry['status']]}"
        elif result.second is not None and check_grid(puzzle, result.second):
            wrong = "second answer fails the checker"
        published = SHARED / f"{name}.solution.txt"
        if not wrong and published.exists() and result.grid != parse_text_grid(published.read_text()):
            wrong = "answer differs from the published one"
        work = kernel.search([list(r) for r in puzzle.givens], 2)
        out[name] = {"cpu": best, "nodes": work.nodes, "probes": work.probes, "wrong": wrong,
                     "cells": entry["rows"] * entry["cols"]}
    return out


def worker(tree: str, names: list | None, repeat: int) -> dict:
    """:func:`measure` in a child process importing gridsat from ``tree/src``."""
    env = dict(os.environ, PYTHONPATH=str(Path(tree).resolve() / "src"))
    cmd = [sys.executable, str(HERE), "--worker", "--repeat", str(repeat)]
    if names:
        cmd += ["--boards", *names]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, cwd=str(Path(tree).resolve()))
    if done.returncode:
        raise SystemExit(f"worker for {tree} failed:\n{done.stderr}")
    return json.loads(done.stdout)


def best_of(runs: list) -> dict:
    """Per board, the least CPU time over runs (work and verdicts from the first)."""
    out = {name: dict(fig) for name, fig in runs[0].items()}
    for run in runs[1:]:
        for name, fig in run.items():
            out[name]["cpu"] = min(out[name]["cpu"], fig["cpu"])
            out[name]["wrong"] = out[name]["wrong"] or fig["wrong"]
    return out


def summary(label: str, figs: dict) -> None:
    times = sorted(((f["cpu"], name) for name, f in figs.items()), reverse=True)
    cpu = [t for t, _ in times]
    print(f"{label}: {len(cpu)} boards, median {1e3 * statistics.median(cpu):.2f} ms, "
          f"max {1e3 * cpu[0]:.1f} ms, total {sum(cpu):.3f} s, "
          f"nodes {sum(f['nodes'] for f in figs.values())}, probes {sum(f['probes'] for f in figs.values())}")
    print("  five slowest: " + ", ".join(f"{name} {1e3 * t:.1f} ms ({figs[name]['nodes']} nodes)"
                                         for t, name in times[:5]))


def compare(before: dict, after: dict, goal: float) -> None:
    common = [n for n in after if n in before]
    ratios = [before[n]["cpu"] / max(after[n]["cpu"], 1e-9) for n in common]
    print(f"before / after (CPU, best of runs): median of per-board ratios {statistics.median(ratios):.2f}x, "
          f"of the maxima {max(before[n]['cpu'] for n in common) / max(after[n]['cpu'] for n in common):.2f}x")
    print(f"{'board':34s} {'before ms':>10s} {'after ms':>10s} {'ratio':>7s} {'nodes':>11s} {'probes':>13s}")
    slowest = sorted(common, key=lambda n: -max(before[n]["cpu"], after[n]["cpu"]))[:8]
    for n in slowest:
        b, a = before[n], after[n]
        print(f"{n:34s} {1e3 * b['cpu']:10.2f} {1e3 * a['cpu']:10.2f} {b['cpu'] / max(a['cpu'], 1e-9):6.2f}x "
              f"{b['nodes']:>5d}->{a['nodes']:<5d} {b['probes']:>6d}->{a['probes']:<6d}")
    more = [n for n in common if after[n]["nodes"] > before[n]["nodes"] or after[n]["probes"] > before[n]["probes"]]
    print(f"boards with more nodes or probes after: {len(more)}"
          + "".join(f"\n  {n}: nodes {before[n]['nodes']}->{after[n]['nodes']}, "
                    f"probes {before[n]['probes']}->{after[n]['probes']}" for n in more))
    over = [n for n in common if after[n]["cpu"] >= goal]
    print(f"boards at or over {1e3 * goal:.0f} ms after: {len(over)}"
          + "".join(f"\n  {n}: {1e3 * after[n]['cpu']:.1f} ms" for n in over))


def report_wrong(sides: dict) -> bool:
    bad = False
    for label, figs in sides.items():
        for name, fig in figs.items():
            if fig["wrong"]:
                print(f"WRONG ({label}) {name}: {fig['wrong']}")
                bad = True
    return bad


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3, help="runs per board; the best counts")
    ap.add_argument("--boards", nargs="+", help="only these boards (manifest names)")
    ap.add_argument("--tree", action="append", default=[], help="a gridsat checkout (give two: before, after)")
    ap.add_argument("--baseline", help="a JSON saved with --save, compared with this tree")
    ap.add_argument("--save", help="write this tree's (or the last --tree's) figures as JSON")
    ap.add_argument("--goal", type=float, default=0.05, help="CPU seconds every board should stay under")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        json.dump(measure(args.boards, args.repeat), sys.stdout)
        return
    print(f"{os.cpu_count()} cores, load average at start {os.getloadavg()[0]:.2f}; "
          f"CPU time (process_time), best of {args.repeat}")
    if len(args.tree) == 2:
        runs = {0: [], 1: []}
        for rep in range(args.repeat):
            for side in ((0, 1) if rep % 2 == 0 else (1, 0)):
                runs[side].append(worker(args.tree[side], args.boards, 1))
        before, after = best_of(runs[0]), best_of(runs[1])
        sides = {f"before {args.tree[0]}": before, f"after {args.tree[1]}": after}
    elif args.tree:
        raise SystemExit("give --tree twice (before, after), or not at all")
    else:
        after = measure(args.boards, args.repeat)
        sides = {"this tree": after}
        if args.baseline:
            before = json.loads(Path(args.baseline).read_text())
            sides = {f"baseline {args.baseline}": before, "this tree": after}
    for label, figs in sides.items():
        summary(label, figs)
    if len(sides) == 2:
        compare(before, after, args.goal)
    if args.save:
        Path(args.save).write_text(json.dumps(after, indent=1) + "\n")
    if report_wrong(sides):
        sys.exit(1)


if __name__ == "__main__":
    main()
