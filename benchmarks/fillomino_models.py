"""Fillomino's CP-SAT models side by side on the published puzzles, and the whole command.

Run it from the project's environment (gridsat importable)::

    python benchmarks/fillomino_models.py                 # every puzzle of tests/data/genres/fillomino.json
    python benchmarks/fillomino_models.py --repeats 5 --limit 120 --only janko-fillomino-20_9x9

What it runs, each in a process of its own, the order rotated from one repeat to the next:

* ``grown`` -- the shipped model: ``sized_blocks`` (a root per block, a flow from it) with ``given_blocks``
  (each given's block grown from it, implied), CP-SAT's ``linearization_level`` 2 (the kind's ``defaults``),
  ``puzzle.uniqueness()``;
* ``lin1`` -- the same model with CP-SAT's default linearization (level 1);
* ``plain`` -- ``sized_blocks`` alone (``grow=False``), level 2;
* ``command`` -- ``gridsat fillomino URL --unique`` start to exit.

Two times a run, CPU seconds (user + system, so that a loaded machine's waiting is not counted): *in-process*, the
uniqueness proof alone (the model built and both solves), timed inside the child after gridsat is imported, and
*whole process*, the child from start to exit.  A run past ``--limit`` seconds of wall time is killed and shown as
``>LIMIT``.  Every answer is checked against the record's published one.  Printed: a row per puzzle with the
medians.
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

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "tests" / "data" / "genres" / "fillomino.json"


def one(url: str, variant: str, answer: list) -> None:
    """The child: prove ``url`` unique with ``variant``'s model, print its CPU seconds and whether the answer is the
    published one, as JSON."""
    import gridsat
    from gridsat.constraints import blocks

    kind = gridsat.kinds.get("fillomino")
    if variant == "plain":
        blocks.sized_blocks.__kwdefaults__["grow"] = False
    if variant == "lin1":
        type(kind).defaults = {"num_workers": 1}
    puzzle = kind.parse(url)
    start = time.process_time()
    result = puzzle.uniqueness()
    seconds = time.process_time() - start
    print(json.dumps({"seconds": seconds, "right": result.grid == answer and result.uniqueness.value == "unique"}))


def run(args: list, limit: float) -> tuple:
    """``(child CPU seconds, its output)``, or ``(None, "")`` past ``limit`` seconds of wall time."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        out = subprocess.run(args, capture_output=True, text=True, timeout=limit, env=dict(os.environ)).stdout
    except subprocess.TimeoutExpired:
        return None, ""
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, out


def median(values: list, limit: float) -> str:
    if any(v is None for v in values) or not values:
        return f">{limit:g}s"
    return f"{statistics.median(values):.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--limit", type=float, default=60.0, help="wall seconds a run may take")
    parser.add_argument("--only", action="append", help="a record's name (repeatable)")
    parser.add_argument("--one", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        one(args.one[0], args.one[1], json.loads(args.one[2]))
        return
    records = [r for r in json.loads(RECORDS.read_text()) if not args.only or r["name"] in args.only]
    env_python = sys.executable
    keys = ("grown in", "grown whole", "lin1 in", "plain in", "command")
    print(f"{'puzzle':32} " + " ".join(f"{key:>11}" for key in keys) + "   (CPU s, medians)")
    for record in records:
        answer = [[int(t) for t in row.split()] for row in record["answer"]]
        times: dict = {key: [] for key in keys + ("lin1 whole", "plain whole")}
        jobs = ["grown", "lin1", "plain", "command"]
        for k in range(args.repeats):
            for job in jobs[k % 4:] + jobs[:k % 4]:
                if job == "command":
                    seconds, _ = run([env_python, "-m", "gridsat", "fillomino", record["url"], "--unique"], args.limit)
                    times["command"].append(seconds)
                    continue
                seconds, out = run([env_python, __file__, "--one", record["url"], job, json.dumps(answer)], args.limit)
                got = json.loads(out) if seconds is not None and out.strip() else None
                if got is not None and not got["right"]:
                    raise SystemExit(f"{record['name']}: {job} did not prove the published answer unique")
                times[f"{job} in"].append(got["seconds"] if got else None)
                times[f"{job} whole"].append(seconds)
        print(f"{record['name']:32} " + " ".join(f"{median(times[key], args.limit):>11}" for key in keys), flush=True)


if __name__ == "__main__":
    main()
