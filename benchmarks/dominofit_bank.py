"""Domino Fit level bank: boards per second, old path against new, in one run.

* ``old``: ``dominofit.puzzle_from_json`` -> ``dominofit.solve(unique=True)``
  (CP-SAT, implied model, two solves, checker) -> ``to_json()``;
* ``new``: ``dominofit_search.solve_line`` (lean record parse, the compiled
  tiling search counting up to two tilings, the plain-data checker, result
  dict).

Every board must come out unique, checked, and equal to the game's own
tiling (the record's ``solution``); the script counts the ones that do not.

Data: ``../shared/data/dominofit/isotropic_all/all.dot.jsonl.gz`` (246,384
boards of the web game Domino Fit; tests and benchmarks only, see its
README).  ``--large`` adds the six shared 100x100 boards (CP-SAT with the
gridsat defaults against the compiled search, each with a time limit).

Usage::

    python benchmarks/dominofit_bank.py                      # 20,000-board sample, both paths, 1 process;
                                                             # whole bank, new path, 1 and 2 processes
    python benchmarks/dominofit_bank.py --sample 5000 --old-whole --large
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import sys
import time
from multiprocessing import Pool
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]
sys.path.insert(0, str(HERE.parent / "src"))

BANK = HERE.parent.parent / "shared" / "data" / "dominofit" / "isotropic_all" / "all.dot.jsonl.gz"
GENERATED = HERE.parent.parent / "shared" / "data" / "dominofit" / "generated"
CHUNK = 2000


def new_chunk(lines: list) -> tuple[int, int]:
    """(boards, boards that were not unique + checked + equal to the game's tiling)."""
    from gridsat.puzzles.dominofit_search import solve_line

    bad = 0
    for line in lines:
        res = solve_line(line)
        if not (res.get("uniqueness") == "unique" and res.get("check") == "passed" and res.get("matches_recorded")):
            bad += 1
    return len(lines), bad


def old_chunk(lines: list) -> tuple[int, int]:
    from gridsat.core.solver import Uniqueness
    from gridsat.puzzles.dominofit import puzzle_from_json, solve

    bad = 0
    for line in lines:
        rec = json.loads(line)
        result = solve(puzzle_from_json(rec), unique=True)  # runs the checker
        result.to_json()
        if not (result.uniqueness is Uniqueness.UNIQUE
                and sorted(result.dominoes) == sorted(map(tuple, rec["solution"]))):
            bad += 1
    return len(lines), bad


def chunks(limit: int | None):
    with gzip.open(BANK, "rb") as fh:
        lines = itertools.islice(fh, limit) if limit else fh
        while True:
            block = list(itertools.islice(lines, CHUNK))
            if not block:
                return
            yield block


def run(work, processes: int, limit: int | None) -> tuple[int, int, float]:
    """(boards, bad, wall seconds) including reading and decompressing the file."""
    t0 = time.perf_counter()
    n = bad = 0
    if processes == 1:
        for block in chunks(limit):
            a, b = work(block)
            n, bad = n + a, bad + b
    else:
        with Pool(processes) as pool:
            for a, b in pool.imap_unordered(work, chunks(limit)):
                n, bad = n + a, bad + b
    return n, bad, time.perf_counter() - t0


def large_boards(search_limit: float, cpsat_limit: float) -> None:
    from gridsat.core.solver import SolverOptions
    from gridsat.puzzles.dominofit import puzzle_from_json, solve
    from gridsat.puzzles.dominofit_search import board_from_record, solve_board

    print(f"\n100x100 boards (wall s; CP-SAT limit {cpsat_limit:g} s, search limit {search_limit:g} s)")
    print(f"{'board':<22}{'CP-SAT':>16}{'search':>16}")
    for rule in ("cell", "dot"):
        for seed in (1, 2, 3):
            rec = json.loads((GENERATED / f"gen_100x100_{rule}_s{seed}.json").read_text())
            t0 = time.perf_counter()
            old = solve(puzzle_from_json(rec), SolverOptions(time_limit=cpsat_limit))
            t1 = time.perf_counter()
            new = solve_board(board_from_record(rec), time_limit=search_limit)
            t2 = time.perf_counter()
            print(f"{f'{rule} s{seed}':<22}{t1 - t0:>9.2f} {str(old.status)[:6]:>6}{t2 - t1:>9.2f} {new.status[:6]:>6}",
                  flush=True)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sample", type=int, default=20000, help="first N records for the old-vs-new row")
    ap.add_argument("--old-whole", action="store_true", help="also run the old path over the whole bank (2 processes)")
    ap.add_argument("--large", action="store_true", help="add the six 100x100 boards")
    ap.add_argument("--search-limit", type=float, default=5.0)
    ap.add_argument("--cpsat-limit", type=float, default=60.0)
    args = ap.parse_args(argv)
    if not BANK.is_file():
        sys.exit(f"{BANK} is absent (the level bank lives in ../shared beside the project root)")
    print("Domino Fit level bank: solve + prove unique + check + compare with the game's tiling + result dict")
    print(f"{'run':<34}{'boards':>8}{'bad':>5}{'wall s':>9}{'boards/s':>10}{'us/board/core':>15}")
    rows = [("old, sample", old_chunk, 1, args.sample), ("new, sample", new_chunk, 1, args.sample),
            ("new, whole bank", new_chunk, 1, None), ("new, whole bank", new_chunk, 2, None)]
    if args.old_whole:
        rows.append(("old, whole bank", old_chunk, 2, None))
    rates = {}
    for name, work, procs, limit in rows:
        n, bad, sec = run(work, procs, limit)
        rates[(name, procs)] = n / sec
        print(f"{f'{name}, {procs} process' + ('es' if procs > 1 else ''):<34}{n:>8}{bad:>5}{sec:>9.2f}"
              f"{n / sec:>10.0f}{sec * procs / n * 1e6:>15.1f}", flush=True)
    print(f"sample speed-up new/old (1 process): {rates[('new, sample', 1)] / rates[('old, sample', 1)]:.1f}x")
    if args.large:
        large_boards(args.search_limit, args.cpsat_limit)


if __name__ == "__main__":
    main()
