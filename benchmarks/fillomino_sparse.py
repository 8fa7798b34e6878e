"""Fillomino on empty and near-empty boards: this tree against another (the base of a change), side by side.

Run it from the project's environment::

    python benchmarks/fillomino_sparse.py --base /path/to/other/tree            # every board, 3 repeats
    python benchmarks/fillomino_sparse.py --base ../base --repeats 5 --limit 60 --only empty-8x8

The boards: 6x6 to 15x15 empty, with a single given 3 at r1c3 ("one") and with three givens ("three": a 3, a 4 to 6
and a 2 or 6), all with cells no given's block can reach, which is what sends the model to its smallest-number-first
search and its greedy fill's hint, and every published puzzle of tests/data/genres/fillomino.json (no cell out of
the givens' reach: the search the base tree has).  A run, each in
a process of its own, the trees' order swapped from one repeat to the next:

* *in-process*: ``puzzle.solve()`` (an empty or three-given board) or ``puzzle.uniqueness()`` (a published one),
  CPU seconds timed inside the child after gridsat is imported, the model built included;
* *whole process*: ``gridsat solve FILE -t LIMIT`` (``--unique`` for a published one), CPU seconds (user + system)
  of the child from start to exit.

Every answer is checked by the kind's checker (and a published one against its record); a run that ends unknown
or past ``--limit`` seconds is shown as ``>LIMIT``.  Printed: a row per board with the medians.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "tests" / "data" / "genres" / "fillomino.json"


def board(n: int, givens=()) -> str:
    """A text grid ``n`` x ``n``, ``givens`` as ``(row, col, number)`` from 0."""
    rows = [["."] * n for _ in range(n)]
    for r, c, v in givens:
        rows[r][c] = str(v)
    return "fillomino\n" + "\n".join(" ".join(row) for row in rows) + "\n"


def sparse() -> dict:
    """The empty, one-given and three-given boards, 6x6 to 15x15, by name."""
    boards = {}
    for n in range(6, 16):
        boards[f"empty-{n}x{n}"] = board(n)
        boards[f"one-{n}x{n}"] = board(n, [(0, 2, 3)])  # a single given 3 at r1c3
        if n in (6, 8, 12):  # the three boards measured first (docs/fillomino.md)
            three = {6: [(1, 2, 3), (3, 4, 4), (5, 0, 2)], 8: [(1, 2, 3), (4, 5, 5), (6, 1, 2)],
                     12: [(2, 3, 4), (6, 8, 6), (9, 2, 3)]}[n]
        else:
            three = [(1, 2, 3), (n // 2, n - 3, 5), (n - 2, 1, 2)]
        boards[f"three-{n}x{n}"] = board(n, three)
    return boards


SPARSE = sparse()


def child(spec: str, unique: bool, limit: float, answer) -> None:
    """In the child: solve ``spec`` (a file or URL), print its CPU seconds and whether the answer holds."""
    import gridsat
    from gridsat.core.options import SolverOptions

    kind = gridsat.kinds.get("fillomino")
    puzzle = kind.parse(spec if spec.startswith("http") else Path(spec).read_text())
    options = SolverOptions(time_limit=limit)
    start = time.process_time()
    result = puzzle.uniqueness(options=options) if unique else puzzle.solve(options=options)
    seconds = time.process_time() - start
    right = result.grid is not None and not puzzle.violations(result.grid)
    if unique:
        right = right and result.uniqueness.value == "unique" and (answer is None or result.grid == answer)
    print(json.dumps({"seconds": seconds, "right": bool(right)}))


def cpu_of(args: list, env: dict, limit: float) -> tuple:
    """``(child CPU seconds, stdout, exit code)``; ``(None, "", None)`` past twice ``limit`` of wall time."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=2 * limit + 30)
    except subprocess.TimeoutExpired:
        return None, "", None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done.stdout, done.returncode


def one(tree: Path, spec: str, unique: bool, limit: float, answer) -> tuple:
    """``(in-process seconds or None, whole-process seconds or None)`` of one run in ``tree``."""
    env = {**os.environ, "PYTHONPATH": str(tree / "src")}
    _, out, _ = cpu_of([sys.executable, __file__, "--child", spec, "--limit", str(limit)]
                       + (["--unique", "--answer", json.dumps(answer)] if unique else []), env, limit)
    inner = json.loads(out.strip().splitlines()[-1]) if out.strip() else {"right": False}
    seconds, _, code = cpu_of([sys.executable, "-m", "gridsat", "solve", spec, "-t", str(limit)]
                              + (["--unique"] if unique else []), env, limit)
    return (inner["seconds"] if inner["right"] else None), (seconds if code == 0 else None)


def median(values: list, limit: float) -> str:
    if any(v is None for v in values):
        return f">{limit:g}"
    return f"{statistics.median(values):.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, help="the other tree (its src/ is imported)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--limit", type=float, default=60.0, help="seconds a run may take (-t)")
    parser.add_argument("--only", help="boards' names, comma-separated (empty-8x8,one-8x8,three-12x12, a "
                                       "published puzzle's record name)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--unique", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--answer", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.unique, args.limit, json.loads(args.answer) if args.answer else None)
        return
    if args.base is None:
        parser.error("--base: the tree to compare with")
    boards = [(name, text, False, None) for name, text in SPARSE.items()]
    boards += [(r["name"], r["url"], True, [[int(v) for v in row.split()] for row in r["answer"]])
               for r in json.loads(RECORDS.read_text())]
    trees = {"base": args.base.resolve(), "this": ROOT}
    print(f"{'board':28} {'base in-proc':>12} {'this in-proc':>12} {'base process':>12} {'this process':>12}"
          "   (CPU s, medians)")
    with tempfile.TemporaryDirectory() as scratch:
        for name, text, unique, answer in boards:
            if args.only and name not in args.only.split(","):
                continue
            spec = text
            if not unique:
                spec = str(Path(scratch) / f"{name}.txt")
                Path(spec).write_text(text)
            runs = {t: ([], []) for t in trees}
            for k in range(args.repeats):
                for t in (list(trees) if k % 2 == 0 else list(trees)[::-1]):
                    inner, whole = one(trees[t], spec, unique, args.limit, answer)
                    runs[t][0].append(inner)
                    runs[t][1].append(whole)
            print(f"{name:28} {median(runs['base'][0], args.limit):>12} {median(runs['this'][0], args.limit):>12} "
                  f"{median(runs['base'][1], args.limit):>12} {median(runs['this'][1], args.limit):>12}", flush=True)


if __name__ == "__main__":
    main()
