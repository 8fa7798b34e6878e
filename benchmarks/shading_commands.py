"""Whole-process times of ``gridsat KIND URL --unique`` and ``gridsat hint URL --steps`` on a shading genre's
published puzzles (tests/data/genres/KIND.json), and the in-process calls they make (``puzzle.uniqueness()``,
``kind.deduce(puzzle)``), medians of several runs; with several source trees, side by side in one run (each
command's runs alternate between the trees), so a change to the code the genres share is measured against the tree
before it.

Run:

    python benchmarks/shading_commands.py --kind creek                    # this tree, 5 runs of --unique, 3 of hint
    python benchmarks/shading_commands.py --kind tapa --tree ../base --tree .   # two trees, side by side
    python benchmarks/shading_commands.py --kind creek --repeats 3 --hint-repeats 1 --only janko

``hint s`` and ``hint cpu`` are the wall and CPU seconds (medians) of the whole ``hint --steps`` process.
Each tree runs as ``python -m gridsat`` with ``PYTHONPATH=TREE/src`` (its compiled engines built in place); every
answer of --unique is the published one (checked here, the command's --json grid against the record).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "genres"


def _children_cpu() -> float:
    """CPU seconds (user and system) of the finished child processes so far."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def command(tree: Path, args: list, check=None, cpu: list | None = None, codes: tuple = (0,)) -> float:
    """Seconds from start to exit of ``python -m gridsat ARGS`` run from ``tree``'s sources; its CPU seconds
    appended to ``cpu`` where given; an exit code not in ``codes`` stops the benchmark (``gridsat hint`` cut by its
    time limit ends 1)."""
    env = dict(os.environ, PYTHONPATH=str(tree / "src"))
    began, used = time.perf_counter(), _children_cpu()
    done = subprocess.run([sys.executable, "-m", "gridsat", *args], env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - began
    if cpu is not None:
        cpu.append(_children_cpu() - used)
    if done.returncode not in codes:
        raise SystemExit(f"{tree}: gridsat {' '.join(args)} ended {done.returncode}: {done.stderr.strip()}")
    if check is not None:
        check(done.stdout)
    return seconds


def in_process(tree: Path, kind: str, url: str, repeats: int) -> tuple:
    """Medians of ``uniqueness()`` and ``deduce()`` of ``url`` in one process of ``tree`` (after one untimed
    round: modules loaded, first-call costs paid)."""
    code = ("import json, statistics, sys, time, gridsat\n"
            "kind = gridsat.kinds.get(sys.argv[1]); puzzle = kind.parse(sys.argv[2]); n = int(sys.argv[3])\n"
            "puzzle.uniqueness(); kind.deduce(puzzle)\n"
            "def timed(f):\n"
            "    out = []\n"
            "    for _ in range(n):\n"
            "        began = time.perf_counter(); f(); out.append(time.perf_counter() - began)\n"
            "    return statistics.median(out)\n"
            "print(json.dumps([timed(puzzle.uniqueness), timed(lambda: kind.deduce(puzzle))]))\n")
    env = dict(os.environ, PYTHONPATH=str(tree / "src"))
    done = subprocess.run([sys.executable, "-c", code, kind, url, str(repeats)], env=env, capture_output=True,
                          text=True, check=True)
    return tuple(json.loads(done.stdout))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kind", default="creek")
    parser.add_argument("--tree", action="append", type=Path, help="a source tree (default: this one); repeatable")
    parser.add_argument("--repeats", type=int, default=5, help="runs of --unique (default 5)")
    parser.add_argument("--hint-repeats", type=int, default=3, help="runs of hint --steps (default 3)")
    parser.add_argument("--only", default="", help="only the records whose name holds this")
    args = parser.parse_args()
    trees = [t.resolve() for t in args.tree or [Path(__file__).resolve().parents[1]]]
    records = [r for r in json.loads((DATA / f"{args.kind}.json").read_text()) if args.only in r["name"]]
    print(f"{'puzzle':24} {'size':>6} {'tree':>10} {'--unique s':>10} {'hint s':>8} {'hint cpu':>8} "
          f"{'uniqueness()':>12} {'deduce()':>9}")
    for record in records:
        answer = [[1 if ch == "#" else 0 for ch in row] for row in record["answer"]]

        def same(out: str) -> None:
            result = json.loads(out)
            if result["grid"] != answer or result.get("uniqueness") != "unique":
                raise SystemExit(f"{record['name']}: not its published answer, or not proven unique")

        unique = {t: [] for t in trees}
        hint, hint_cpu = {t: [] for t in trees}, {t: [] for t in trees}
        for k in range(max(args.repeats, args.hint_repeats)):
            for tree in trees if k % 2 == 0 else trees[::-1]:  # alternated: neither tree always runs first
                if k < args.repeats:
                    unique[tree].append(command(tree, [args.kind, record["url"], "--unique", "--json"], same))
                if k < args.hint_repeats:
                    hint[tree].append(command(tree, ["hint", record["url"], "--steps"], cpu=hint_cpu[tree]))
        for tree in trees:
            solve_s, deduce_s = in_process(tree, args.kind, record["url"], 3)
            rows, cols = len(record["answer"]), len(record["answer"][0])  # (Cave's records say no size)
            print(f"{record['name']:24} {rows:>3}x{cols:<3}{tree.name[-10:]:>10} "
                  f"{statistics.median(unique[tree]):>10.2f} {statistics.median(hint[tree]):>8.2f} "
                  f"{statistics.median(hint_cpu[tree]):>8.2f} {solve_s:>12.3f} {deduce_s:>9.3f}")


if __name__ == "__main__":
    main()
