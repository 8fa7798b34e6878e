"""Yajilin's engines side by side: the compiled loop search against the CP-SAT model, on the published puzzles.

Run it from the project's environment::

    python benchmarks/yajilin_engines.py               # 5 repeats
    python benchmarks/yajilin_engines.py --repeats 3

Per puzzle of tests/data/genres/yajilin.json and per engine (``search``, ``cpsat``; ``auto`` is the search with
CP-SAT joining past its head start), two medians over the repeats, the engines interleaved in each repeat:

* *in-process*: ``puzzle.uniqueness(engine=...)`` alone, CPU seconds (``time.process_time``: CP-SAT's worker
  threads included), after one untimed call of each engine on the smallest puzzle (modules loaded);
* *whole process*: ``gridsat yajilin URL --unique --engine ENGINE`` start to exit, wall seconds.

Every answer is compared with the published one.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RECORDS = json.loads((ROOT / "tests" / "data" / "genres" / "yajilin.json").read_text())
ENGINES = ("search", "cpsat")


def in_process(puzzle, engine: str, answer) -> float:
    began = time.process_time()
    result = puzzle.uniqueness(engine=engine)
    spent = time.process_time() - began
    if result.grid != answer or result.uniqueness.value != "unique":
        raise SystemExit(f"{engine}: not the published answer, or not proven unique")
    return spent


def whole(url: str, engine: str) -> float:
    began = time.perf_counter()
    subprocess.run([sys.executable, "-m", "gridsat", "yajilin", url, "--unique", "--engine", engine],
                   check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    import gridsat

    kind = gridsat.kinds.get("yajilin")
    for engine in ENGINES:  # modules loaded, first calls paid
        kind.parse(RECORDS[0]["url"]).uniqueness(engine=engine)
    print(f"{'puzzle':28} {'size':>6} " + " ".join(f"{e + ' in':>10} {e + ' whole':>12}" for e in ENGINES))
    for record in RECORDS:
        puzzle = kind.parse(record["url"])
        times: dict = {(e, w): [] for e in ENGINES for w in ("in", "whole")}
        for k in range(args.repeats):
            for engine in ENGINES if k % 2 == 0 else ENGINES[::-1]:
                times[engine, "in"].append(in_process(puzzle, engine, record["answer"]))
                times[engine, "whole"].append(whole(record["url"], engine))
        size = f"{record['rows']}x{record['cols']}"
        print(f"{record['name']:28} {size:>6} " + " ".join(
            f"{statistics.median(times[e, 'in']) * 1000:>8.1f}ms {statistics.median(times[e, 'whole']):>11.2f}s"
            for e in ENGINES), flush=True)


if __name__ == "__main__":
    main()
