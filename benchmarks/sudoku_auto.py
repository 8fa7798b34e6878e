"""Sudoku's ``auto`` engine, whole processes: another tree's (``--base``, e.g. a
worktree of the commit before the race) against this one's, side by side.

    python benchmarks/sudoku_auto.py --base ../gridsat-base [--repeats 3] [-t 20] [--only NAME]
                                     [--tasks solve,unique,count]

Each puzzle is solved by ``python -m gridsat solve FILE -t T --json`` (with
``--unique`` or ``--count`` for those tasks) under each tree's ``src`` (its C
engines built in place), alternating the trees, ``--repeats`` times; the
table shows each tree's median wall time (s, the whole process: start-up,
reading, import of OR-Tools where it happens; both trees byte-compiled first) and the statuses each run
ended with, and the ratio base/this (above 1: this tree is faster).  A run
that ends ``unknown`` (the time limit) counts its full time.  Then the same
questions in one process (``puzzle.solve``/``uniqueness``/``count`` under
each tree's ``auto``, imports done first), medians of ``--repeats``.

Puzzles: empty 9x9, 16x16 and 25x25; random 25x25s, a solution of random
shuffles with 60 to 350 of its cells kept as givens (fixed seeds: some the
exact search settles in milliseconds, some it cannot settle in 20 s); the
published hardest 9x9s and the 16x16s of tests/data/genres.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
DATA = HERE / "tests" / "data" / "genres"
#: Seeds of the random 25x25s (each draws its number of givens first): the first three the exact search settles at
#: once, the rest it does not settle in 10 s.
RANDOM_25 = (14, 13, 29, 16, 17, 19, 30)
#: The numbers of givens a random 25x25 draws from.
GIVENS = (60, 100, 150, 200, 250, 300, 350)
HARD_9 = ("inkala-2012-hardest", "ai-escargot", "easter-monster", "golden-nugget")


def shuffled_solution(n: int, rng: random.Random) -> list:
    """A solved ``n x n`` Sudoku: the pattern solution with its digits, bands, rows in bands, stacks and columns in
    stacks shuffled by ``rng``."""
    b = int(n**0.5)
    base = [[(b * (r % b) + r // b + c) % n for c in range(n)] for r in range(n)]
    digits = list(range(1, n + 1))
    rng.shuffle(digits)
    bands = list(range(b))
    rng.shuffle(bands)
    rows = [band * b + i for band in bands for i in rng.sample(range(b), b)]
    stacks = list(range(b))
    rng.shuffle(stacks)
    cols = [stack * b + i for stack in stacks for i in rng.sample(range(b), b)]
    return [[digits[base[r][c]] for c in cols] for r in rows]


def text(grid: list) -> str:
    return "sudoku\n" + "\n".join(" ".join("." if v is None else str(v) for v in row) for row in grid) + "\n"


def puzzles() -> list:
    """``[(name, text)]``: the puzzles of the module docstring."""
    out = [(f"empty {n}x{n}", text([[None] * n for _ in range(n)])) for n in (9, 16, 25)]
    for seed in RANDOM_25:
        rng = random.Random(seed)
        givens = rng.choice(GIVENS)
        solution = shuffled_solution(25, rng)
        keep = rng.sample([(r, c) for r in range(25) for c in range(25)], givens)
        grid = [[None] * 25 for _ in range(25)]
        for r, c in keep:
            grid[r][c] = solution[r][c]
        out.append((f"random 25x25 #{seed}, {givens} givens", text(grid)))
    hints = {record["name"]: record["url"] for record in json.loads((DATA / "sudoku_hints.json").read_text())}
    out += [(name, hints[name]) for name in HARD_9]
    out += [
        (record["name"], record["url"])
        for record in json.loads((DATA / "sudoku.json").read_text())
        if "16x16" in record["name"]
    ]
    return out


FLAGS = {"solve": [], "unique": ["--unique"], "count": ["--count"]}


def run(tree: Path, path: str, task: str, limit: float) -> tuple[float, str]:
    """Wall seconds of one whole process and the status it printed (``status/engine``)."""
    env = dict(os.environ, PYTHONPATH=str(tree / "src"))
    t0 = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "gridsat", "solve", path, "-t", str(limit), "--json", *FLAGS[task]],
        env=env,
        capture_output=True,
        text=True,
        cwd=tree,
    )
    seconds = time.perf_counter() - t0
    try:
        data = json.loads(done.stdout)
    except ValueError:
        return seconds, f"error {done.returncode}: {done.stderr.strip()[-80:]}"
    said = data.get("uniqueness") if task == "unique" else data.get("status")
    if task == "count":
        said = f"{data.get('count')}{'' if data.get('complete') else '+'}"
    return seconds, f"{said}/{data.get('engine')}"


def in_process(tree: Path, path: str, task: str, limit: float, repeats: int) -> float:
    """Median seconds of the question asked in one process of ``tree`` (imports done first)."""
    code = f"""
import statistics, sys, time
import gridsat
from gridsat.core.options import SolverOptions
kind = gridsat.kinds.get("sudoku")
text = open({path!r}).read()
puzzle = kind.parse(text)
kind.parse("https://puzz.link/p?sudoku/4/4/g1k23k3g").uniqueness(engine="cpsat")
ask = {{"solve": puzzle.solve, "unique": puzzle.uniqueness, "count": puzzle.count}}[{task!r}]
times = []
for _ in range({repeats}):
    t0 = time.perf_counter()
    ask(options=SolverOptions(time_limit={limit}))
    times.append(time.perf_counter() - t0)
print(statistics.median(times))
"""
    done = subprocess.run(
        [sys.executable, "-c", code],
        env=dict(os.environ, PYTHONPATH=str(tree / "src")),
        capture_output=True,
        text=True,
        cwd=tree,
    )
    return float(done.stdout.strip().splitlines()[-1]) if done.returncode == 0 else float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", type=Path, required=True, help="the other tree (its C engines built in place)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("-t", "--time-limit", type=float, default=20.0)
    parser.add_argument("--only", default="", help="puzzles whose name holds this")
    parser.add_argument("--tasks", default="solve,unique,count")
    parser.add_argument("--no-in-process", action="store_true")
    args = parser.parse_args()
    tasks = [task for task in args.tasks.split(",") if task]
    trees = {"base": args.base.resolve(), "this": HERE}
    for (
        tree
    ) in trees.values():  # a tree without .pyc files compiled every module at each start (PYTHONDONTWRITEBYTECODE
        # set: a base tree took 2-6 s more a process than this one, its files compiled by a test run)
        subprocess.run(
            [sys.executable, "-m", "compileall", "-q", str(tree / "src")],
            check=True,
            env={k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
        )
    ratios: list = []
    with tempfile.TemporaryDirectory() as folder:
        print(f"{'puzzle':34} {'task':6} {'base s':>7} {'this s':>7} {'ratio':>6}  base -> this (statuses)")
        for name, puzzle in puzzles():
            if args.only not in name:
                continue
            path = os.path.join(folder, f"{len(ratios)}.txt")
            Path(path).write_text(puzzle)
            for task in tasks:
                times: dict = {"base": [], "this": []}
                said: dict = {"base": [], "this": []}
                for k in range(args.repeats):
                    for side in ("base", "this") if k % 2 == 0 else ("this", "base"):
                        seconds, status = run(trees[side], path, task, args.time_limit)
                        times[side].append(seconds)
                        said[side].append(status)
                base, this = statistics.median(times["base"]), statistics.median(times["this"])
                ratios.append(base / this)
                inside = ""
                if not args.no_in_process:
                    ib, it = (
                        in_process(trees[side], path, task, args.time_limit, args.repeats) for side in ("base", "this")
                    )
                    inside = f"  in-process {ib:.3f} -> {it:.3f} s ({ib / it:.1f}x)"
                print(
                    f"{name[:34]:34} {task:6} {base:7.2f} {this:7.2f} {base / this:5.1f}x  "
                    f"{','.join(sorted(set(said['base'])))} -> {','.join(sorted(set(said['this'])))}{inside}",
                    flush=True,
                )
    if ratios:
        print(
            f"median ratio base/this over {len(ratios)} questions: {statistics.median(ratios):.2f}x "
            f"(min {min(ratios):.2f}x, max {max(ratios):.2f}x)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
