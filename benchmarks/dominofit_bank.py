"""Domino Fit level bank: boards per second, CP-SAT against gridsat's tiling search, in one run.

Both paths are the batch runner's worker (``gridsat.batch.solve_item``) on the
lines of the bank: read the record, detect the kind, parse, solve, prove
unique, run the independent checker, compare with the game's own tiling,
build the result line.  Only the engine differs:

* ``cpsat``: the implied CP-SAT model, solved twice (the baseline of this
  issue's start);
* ``auto``: what gridsat picks -- the compiled tiling search on boards this size.

Every board must come out unique, checked, and equal to the game's tiling;
the script counts the ones that do not (``bad``).

Data: ``../shared/data/dominofit/isotropic_all/all.dot.jsonl.gz`` (246,384
boards of the web game Domino Fit; tests and benchmarks only, see its
README).  The whole bank through ``gridsat batch`` itself (processes and
Dask) is in ``benchmarks/corpus.py``.

Usage::

    python benchmarks/dominofit_bank.py                  # 20,000-board sample, both engines, 1 process;
                                                         # whole bank with auto, 1 and 2 processes
    python benchmarks/dominofit_bank.py --sample 5000
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import sys
import time
from functools import partial
from multiprocessing import Pool
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]

BANK = HERE.parent.parent / "shared" / "data" / "dominofit" / "isotropic_all" / "all.dot.jsonl.gz"
CHUNK = 2000


def work(block: list, engine: str) -> tuple[int, int]:
    """(boards, boards that were not unique + checked + equal to the game's tiling)."""
    from gridsat.batch import Item, Settings, solve_item

    settings = Settings(unique=True, check_answer=True, engine=engine)
    bad = 0
    for number, line in block:
        rec = solve_item(Item("all.dot.jsonl.gz", number, line), settings)
        if not (rec.get("uniqueness") == "unique" and rec.get("check") == "passed" and rec.get("matches_record")):
            bad += 1
    return len(block), bad


def chunks(limit: int | None):
    with gzip.open(BANK, "rt", encoding="utf-8") as fh:
        lines = enumerate(itertools.islice(fh, limit) if limit else fh, start=1)
        while True:
            block = list(itertools.islice(lines, CHUNK))
            if not block:
                return
            yield block


def run(engine: str, processes: int, limit: int | None) -> tuple[int, int, float]:
    """(boards, bad, wall seconds) including reading and decompressing the file."""
    t0 = time.perf_counter()
    n = bad = 0
    job = partial(work, engine=engine)
    if processes == 1:
        for block in chunks(limit):
            a, b = job(block)
            n, bad = n + a, bad + b
    else:
        with Pool(processes) as pool:
            for a, b in pool.imap_unordered(job, chunks(limit)):
                n, bad = n + a, bad + b
    return n, bad, time.perf_counter() - t0


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sample", type=int, default=20000, help="first N records for the cpsat-vs-auto rows")
    ap.add_argument("--no-whole", action="store_true", help="skip the whole-bank rows")
    args = ap.parse_args(argv)
    if not BANK.is_file():
        sys.exit(f"{BANK} is absent (the level bank lives in ../shared beside the project root)")
    print("Domino Fit level bank: solve + prove unique + check + compare with the game's tiling + result line")
    print(f"{'run':<36}{'boards':>8}{'bad':>5}{'wall s':>9}{'boards/s':>10}{'us/board/core':>15}")
    rows = [("cpsat, sample", "cpsat", 1, args.sample), ("auto (search), sample", "auto", 1, args.sample)]
    if not args.no_whole:
        rows += [("auto, whole bank", "auto", 1, None), ("auto, whole bank", "auto", 2, None)]
    rates = {}
    for name, engine, procs, limit in rows:
        n, bad, sec = run(engine, procs, limit)
        rates[(engine, limit, procs)] = n / sec
        print(f"{f'{name}, {procs} process' + ('es' if procs > 1 else ''):<36}{n:>8}{bad:>5}{sec:>9.2f}"
              f"{n / sec:>10.0f}{sec * procs / n * 1e6:>15.1f}", flush=True)
    ratio = rates[("auto", args.sample, 1)] / rates[("cpsat", args.sample, 1)]
    print(f"sample speed-up auto/cpsat (1 process): {ratio:.1f}x")


if __name__ == "__main__":
    main()
