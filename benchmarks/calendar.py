"""Calendar puzzle, dragonfjord, every date of a leap year: CP-SAT vs the exact-cover engine.

Two jobs, each timed end to end through the public API (building the model
or compiling the placements included, every answer checked):

1. first solution of each of the 366 dates;
2. count of every solution of each of the 366 dates (24,405 in all, the
   published total; the script asserts it).

Engines, side by side in one run:

* ``cpsat-defaults``: CP-SAT with its own default parameters (all cores,
  presolve on) -- the tutorial's way of calling it (first solutions only);
* ``cpsat``: CP-SAT with gridsat's measured exact-cover defaults (one worker,
  no presolve); counting uses ``enumerate_all_solutions`` (one worker);
* ``exact``: gridsat's exact-cover engine (:mod:`gridsat.engines.exact_cover`).

Counting every date with CP-SAT takes minutes; ``--sample K`` counts every
K-th date only for CP-SAT (the exact engine always counts all 366) and says so.

Run:  python benchmarks/calendar.py [--sample K] [--year 2024]
"""

from __future__ import annotations

import os
import sys

if __name__ != "__main__":
    # This file shares its name with the standard library's ``calendar``, which
    # protobuf (under OR-Tools) imports.  When another script in benchmarks/
    # runs, this folder is first on sys.path and ``import calendar`` lands
    # here: hand the importer the standard module instead.
    import importlib.machinery
    import importlib.util
    import sysconfig

    _spec = importlib.machinery.PathFinder.find_spec("calendar", [sysconfig.get_paths()["stdlib"]])
    _std = importlib.util.module_from_spec(_spec)
    sys.modules[__name__] = _std
    _spec.loader.exec_module(_std)
elif sys.path and os.path.abspath(sys.path[0]) == os.path.dirname(os.path.abspath(__file__)):
    del sys.path[0]  # run as a script: keep this folder off the path for the same reason

import argparse  # noqa: E402
import json  # noqa: E402
import platform  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

PUBLISHED = Path(__file__).resolve().parents[1] / "tests" / "data" / "calendar" / "published_counts.json"


def first_solutions(puzzles, engine, options=None):
    t0 = time.perf_counter()
    for p in puzzles:
        r = p.solve(options=options, engine=engine)
        assert r.solved, (p.date, engine)
    return time.perf_counter() - t0, len(puzzles)


def counts(puzzles, engine):
    t0 = time.perf_counter()
    total = 0
    for p in puzzles:
        found = p.count(engine=engine)
        assert found.complete, (p.date, engine)
        total += found.count
    return time.perf_counter() - t0, total


def main() -> None:
    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.calendar import CalendarDate, CalendarPuzzle, load_edition, year_dates

    cpsat_defaults = SolverOptions(params="num_workers:0,cp_model_presolve:true")
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--year", type=int, default=2024, help="a leap year (366 dates)")
    ap.add_argument("--sample", type=int, default=1, help="CP-SAT counts every K-th date only (default 1: all)")
    args = ap.parse_args()
    ed = load_edition("dragonfjord")
    puzzles = [CalendarPuzzle(ed, CalendarDate.of(d)) for d in year_dates(args.year)]
    # warm-up: load the compiled exact-cover kernel and CP-SAT once
    puzzles[0].solve(engine="exact")
    puzzles[0].solve(engine="cpsat")
    print(f"machine: {platform.processor() or platform.machine()}, python {platform.python_version()}; "
          f"dragonfjord, {len(puzzles)} dates of {args.year}")

    print("\n1. first solution of every date")
    rows = [("cpsat-defaults", *first_solutions(puzzles, "cpsat", cpsat_defaults)),
            ("cpsat", *first_solutions(puzzles, "cpsat")),
            ("exact", *first_solutions(puzzles, "exact"))]
    base = rows[0][1]
    print(f"{'engine':<16}{'seconds':>10}{'dates/s':>12}{'ms/date':>10}{'speed-up':>10}")
    for name, sec, n in rows:
        print(f"{name:<16}{sec:>10.3f}{n / sec:>12.1f}{1000 * sec / n:>10.2f}{base / sec:>9.1f}x")

    print("\n2. count every solution of every date")
    sample = puzzles[:: args.sample]
    cp_sec, cp_total = counts(sample, "cpsat")
    ex_sec, ex_total = counts(puzzles, "exact")
    published = json.loads(PUBLISHED.read_text())["dragonfjord_total_366_dates"]
    assert ex_total == published, (ex_total, published)
    if args.sample == 1:
        assert cp_total == published, (cp_total, published)
    note = "" if args.sample == 1 else f" (CP-SAT: every {args.sample}th date, {len(sample)} dates)"
    print(f"published total {published:,}; exact-cover counted {ex_total:,}, CP-SAT {cp_total:,}{note}")
    print(f"{'engine':<16}{'dates':>7}{'solutions':>11}{'seconds':>10}{'solutions/s':>13}{'speed-up':>10}")
    cp_rate, ex_rate = cp_total / cp_sec, ex_total / ex_sec
    print(f"{'cpsat':<16}{len(sample):>7}{cp_total:>11,}{cp_sec:>10.2f}{cp_rate:>13.0f}{1:>9.1f}x")
    print(f"{'exact':<16}{len(puzzles):>7}{ex_total:>11,}{ex_sec:>10.2f}{ex_rate:>13.0f}{ex_rate / cp_rate:>9.1f}x")
    print("(speed-up in solutions per second)")


if __name__ == "__main__":
    main()
