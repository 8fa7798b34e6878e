"""The clue genres' generator (``gridsat generate kurodoko|lightup|slitherlink|nurikabe|creek|aqre``): whole-process time
(wall and CPU) to make one puzzle per size, the clues kept (and Aqre's rooms), and the grades of the puzzles made.

Each puzzle is made by a fresh ``gridsat generate KIND --size NxN --seed S --json`` process (seeds 1..--seeds), so
the times hold the start-up and OR-Tools' import a user waits for; each made puzzle is re-checked here: its planted
answer passes the kind's checker, an independent ``uniqueness()`` finds it alone.  With ``--grades N`` the puzzles of
seeds 1..N at ``--grade-size`` are graded by ``gridsat grade`` (the kinds that grade: Kurodoko, Light Up, Nurikabe, Creek, Aqre;
a puzzle already made for the times is graded, not made again).

Run:  python benchmarks/clue_generators.py [--sizes 5 10 15] [--seeds 3] [--grades 20] [--grade-size 10]
      [--kinds nurikabe]
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
from collections import Counter

KINDS = ("kurodoko", "lightup", "slitherlink", "nurikabe", "creek", "aqre")
GRADED = ("kurodoko", "lightup", "nurikabe", "creek", "aqre")


def made(kind: str, n: int, seed: int) -> tuple[float, dict]:
    """``(seconds, record)`` of one whole ``gridsat generate`` process; the record gets ``cpu``, the process's CPU
    seconds (user and system: on a loaded machine its wall time is mostly waiting)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "gridsat", "generate", kind, "--size", f"{n}x{n}", "--seed",
                          str(seed), "--json"], capture_output=True, text=True, check=True)
    seconds, after = time.perf_counter() - t0, resource.getrusage(resource.RUSAGE_CHILDREN)
    record = json.loads(out.stdout)
    record["cpu"] = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return seconds, record


def rooms(record: dict) -> int | None:
    """The rooms of a made puzzle (None: a kind without rooms)."""
    from gridsat.puzzles.kinds import get

    regions = getattr(get(record["kind"]).parse(record["puzzle"]), "regions", None)
    return None if regions is None else len({rid for row in regions for rid in row})


def checked(record: dict) -> None:
    """The record's answer passes the checker and is the puzzle's only answer (an independent solve)."""
    from gridsat.core.status import Uniqueness
    from gridsat.puzzles.kinds import get

    puzzle = get(record["kind"]).parse(record["puzzle"])
    assert not puzzle.violations(record["solution"]), record
    proof = puzzle.uniqueness()
    assert proof.uniqueness is Uniqueness.UNIQUE and proof.grid == record["solution"], record


def graded(text: str) -> str:
    """``gridsat grade``'s grade of a puzzle's text (its first line: ``grade: hard (...)``)."""
    out = subprocess.run([sys.executable, "-m", "gridsat", "grade", "-"], input=text, capture_output=True, text=True)
    return out.stdout.split()[1] if out.stdout.startswith("grade:") else out.stdout.strip() or out.stderr.strip()


def _spread(values: list) -> str:
    """Many values as ``min-max (median m)``."""
    return f"{min(values)}-{max(values)} (median {statistics.median(values):g})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[5, 10, 15])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--grades", type=int, default=20)
    parser.add_argument("--grade-size", type=int, default=10)
    parser.add_argument("--kinds", nargs="+", default=list(KINDS))
    args = parser.parse_args()
    print(f"{'kind':12} {'size':>6} {'median s':>9} {'max s':>7} {'median cpu':>10} {'max cpu':>7} {'clues':>12} "
          f"{'rooms':>12} {'cells':>6}")
    records = {}
    for kind in args.kinds:
        for n in args.sizes:
            times, clues, cpu, kept = [], [], [], []
            for seed in range(1, args.seeds + 1):
                seconds, record = made(kind, n, seed)
                checked(record)
                records[kind, n, seed] = record
                times.append(seconds)
                clues.append(record["givens"])
                cpu.append(record["cpu"])
                kept.append(rooms(record))
            shown = [('/'.join(map(str, v)) if len(v) <= 5 else _spread(v)) if None not in v else "-"
                     for v in (clues, kept)]
            print(f"{kind:12} {f'{n}x{n}':>6} {statistics.median(times):9.2f} {max(times):7.2f} "
                  f"{statistics.median(cpu):10.2f} {max(cpu):7.2f} {shown[0]:>12} {shown[1]:>12} {n * n:6}",
                  flush=True)
    for kind in [k for k in args.kinds if k in GRADED] if args.grades > 0 else []:
        grades = Counter()
        for seed in range(1, args.grades + 1):
            record = records.get((kind, args.grade_size, seed)) or made(kind, args.grade_size, seed)[1]
            grades[graded(record["puzzle"])] += 1
        print(f"{kind} {args.grade_size}x{args.grade_size}, seeds 1-{args.grades}: {dict(sorted(grades.items()))}",
              flush=True)


if __name__ == "__main__":
    sys.path = [p for p in sys.path if os.path.abspath(p or ".") != os.path.dirname(os.path.abspath(__file__))]
    main()
