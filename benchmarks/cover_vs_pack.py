"""The generic exact-cover engine against the tiling engine on the same matrix.

Run:  python benchmarks/cover_vs_pack.py [--repeat N] [--board 6x10]

The matrix is the packing problem written as a DLX file by
benchmarks/pentomino_dlx.py (gridsat's own placements: items the 12 piece
names and the 60 cells, one option per placement), so ``gridsat cover`` and
``gridsat pack --count`` count the same 9356 tilings of the 6x10 box.

Lines, each ours-vs-pack alternately ``--repeat`` times (default 5), medians:

1. in-process, with 2 threads and with 1: ``CoverEngine(...).count()`` on the
   parsed file (building the engine included) against a freshly built
   tiling engine's ``count()`` (what ``gridsat pack --count`` runs), in wall
   and process CPU seconds;
2. whole process: ``gridsat cover FILE --count`` against ``gridsat pack
   --count`` (wall seconds, start-up included).

The ratio is cover / pack (1.00: as fast; below 1.2 is the goal).  Both
counts are checked against the published 4 x 2339 (Haselgrove 1960).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pentomino_dlx import dlx_text

from gridsat.engines.cover import CoverEngine
from gridsat.puzzles.cover import parse_cover
from gridsat.puzzles.pack import make_puzzle
from gridsat.puzzles.placement import exact_engine
from gridsat.puzzles.placement.search import _ENGINES as cached_engines

EXPECTED = {"6x10": 4 * 2339, "5x12": 4 * 1010, "4x15": 4 * 368}


def timed(fn):
    wall, cpu = time.perf_counter(), time.process_time()
    value = fn()
    return value, time.perf_counter() - wall, time.process_time() - cpu


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--board", default="6x10", choices=sorted(EXPECTED))
    args = parser.parse_args(argv)
    text = dlx_text(args.board)
    expected = EXPECTED[args.board]

    def cover(workers):
        problem = parse_cover(text)
        return CoverEngine(problem.options, problem.primary, problem.secondary).count(workers=workers)[0]

    def pack(workers):
        cached_engines.clear()
        return exact_engine(make_puzzle(args.board)).count(workers=workers)[0]

    cover(1), pack(1)  # warm-up: imports and caches
    print(f"{args.board} pentominoes as a {len(text.splitlines()) - 3}-option DLX matrix, {expected} tilings; "
          f"medians of {args.repeat}")
    print(f"{'in-process':24s} {'cover wall':>10s} {'pack wall':>10s} {'ratio':>6s} {'cover cpu':>10s} "
          f"{'pack cpu':>9s} {'ratio':>6s}")
    for workers in (2, 1):
        runs = {"cover": [], "pack": []}
        for _ in range(args.repeat):
            for name, fn in (("cover", cover), ("pack", pack)):
                count, wall, cpu = timed(lambda: fn(workers))
                if count != expected:
                    sys.exit(f"{name} counted {count}, expected {expected}")
                runs[name].append((wall, cpu))
        cw, pw = (statistics.median(w for w, _ in runs[n]) for n in ("cover", "pack"))
        cc, pc = (statistics.median(c for _, c in runs[n]) for n in ("cover", "pack"))
        print(f"{f'{workers} thread(s)':24s} {cw:10.3f} {pw:10.3f} {cw / pw:6.2f} {cc:10.3f} {pc:9.3f} {cc / pc:6.2f}",
              flush=True)

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"pentominoes-{args.board}.dlx"
        path.write_text(text)
        commands = {"cover": [sys.executable, "-m", "gridsat", "cover", str(path), "--count"],
                    "pack": [sys.executable, "-m", "gridsat", "pack", "--board", args.board, "--count"]}
        runs = {"cover": [], "pack": []}
        for _ in range(args.repeat):
            for name, command in commands.items():
                start = time.perf_counter()
                out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
                runs[name].append(time.perf_counter() - start)
                if f"{expected:,} solutions" not in out:
                    sys.exit(f"{name}: unexpected output {out[-200:]!r}")
        cw, pw = statistics.median(runs["cover"]), statistics.median(runs["pack"])
        print(f"{'whole process (wall)':24s} {cw:10.3f} {pw:10.3f} {cw / pw:6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
