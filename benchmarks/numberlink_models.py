"""Numberlink's no-stray-loop rule stated two ways, side by side on the published puzzles (and any other given).

Run it from the project's environment (gridsat importable)::

    python benchmarks/numberlink_models.py                     # tests/data/genres/numberlink.json, 5 repeats
    python benchmarks/numberlink_models.py --repeats 3 --limit 30 URL_OR_FILE ...

A ring of empty cells, each with two lines, breaks no rule but "a path ends only on numbers"; the two engines of the
kind state it (the rest of the model, :func:`gridsat.constraints.paths.joined_paths`, is the same):

* ``cuts`` -- the shipped ``auto``: no statement; solve, and while the answer holds a ring without a number, add per
  cell of it "unused, or a line leaves the ring" (:func:`~gridsat.constraints.paths.stray_cuts`) and solve again;
* ``cpsat`` -- the circuit: CP-SAT's AddCircuit over every cell, each path walked one way, an arc from every
  number's cell to every other (so the paths chain into one cycle and no ring can stand apart).

Each is timed in this process, CPU seconds (``time.process_time``: a loaded machine's waiting is not counted), the
model built and the answer found and proven unique (``Task("unique", engine=...)`` through the kind, its answer
checked), after one warm-up run; the median of ``--repeats`` runs, the engines' order rotated between repeats.  A run
the limit stops is shown ``>LIMIT``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "tests" / "data" / "genres" / "numberlink.json"
ENGINES = ("cuts", "cpsat")


def timed(kind, puzzle, engine: str, limit: float):
    """``(CPU seconds, uniqueness word)`` of one proof under ``engine``."""
    from gridsat.core.options import SolverOptions
    from gridsat.core.task import Task

    began = time.process_time()
    result = kind.run(puzzle, Task("unique", engine=engine, options=SolverOptions(time_limit=limit)))
    return time.process_time() - began, result.uniqueness.value if result.uniqueness else result.status.value


def main(argv=None) -> int:
    import gridsat

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("puzzles", nargs="*", help="URLs or files (default: the published records)")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--limit", type=float, default=60.0, help="seconds a proof may take (default 60)")
    args = parser.parse_args(argv)
    kind = gridsat.kinds.get("numberlink")
    named = [(Path(p).name if Path(p).exists() else p[-30:], p) for p in args.puzzles] or \
        [(r["name"], r["url"]) for r in json.loads(RECORDS.read_text())]
    timed(kind, kind.parse(named[0][1] if not Path(named[0][1]).exists() else Path(named[0][1]).read_text()),
          "cuts", args.limit)  # warm-up: imports and first calls
    print(f"{'puzzle':34} {'size':>7} " + " ".join(f"{e:>14}" for e in ENGINES))
    for name, spec in named:
        puzzle = kind.parse(Path(spec).read_text() if Path(spec).exists() else spec)
        runs: dict = {e: [] for e in ENGINES}
        words: dict = {}
        for k in range(args.repeats):
            for engine in ENGINES[k % 2:] + ENGINES[:k % 2]:
                seconds, words[engine] = timed(kind, puzzle, engine, args.limit)
                runs[engine].append(seconds if words[engine] == "unique" else float("inf"))
        cells = [f">{args.limit:.0f}s" if statistics.median(runs[e]) == float("inf") else
                 f"{statistics.median(runs[e]):.3f} s" for e in ENGINES]
        print(f"{name[:34]:34} {puzzle.rows:>3}x{puzzle.cols:<3} " + " ".join(f"{c:>14}" for c in cells), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
