"""Census of a calendar edition: one engine count per date (baseline) vs one
census search over every date (:mod:`gridsat.puzzles.calendar.holes`), in one run.

Run:  python benchmarks/census.py [--editions dragonfjord,weekday] [--workers 2]

For each edition, every combination of the 12 x 31 month-day grid (and the
7 weekdays on a weekday board) is counted twice:

* ``per date``: ``TilingEngine.count_many`` over the combinations, one whole
  search per combination, combinations spread over the worker threads (what
  gridsat did before the census);
* ``census``: ``count_by_holes`` with the month, day (and weekday) cells as
  hole groups, one search split over the worker threads.

Both sides build their engine inside the timing.  Printed: wall seconds,
CPU seconds of the process (the machine may be shared: CPU time shows the
work, wall time what a user waits), the ratio, and the totals; the two
answers must agree combination by combination (the script stops otherwise),
and the totals over real dates must equal the published ones (dragonfjord
24,405; weekday 4,864,096).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from gridsat.core.placements import all_placements
from gridsat.puzzles.calendar.holes import count_by_holes
from gridsat.engines.exact_cover import TilingEngine
from gridsat.puzzles.calendar import builtin_editions

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
PUBLISHED = {"dragonfjord": 24405, "weekday": 4864096}  # totals over the real dates (editions.txt)


def problem(name):
    ed = builtin_editions()[name]
    by = {}
    for pl in all_placements(ed.board.board, ed.pieces):
        by.setdefault(pl.piece, []).append(pl.cells)
    counts = {p.name: n for p, n in ed.pieces.items}
    cell = ed.board.cell_of
    groups = [[cell[m] for m in MONTHS], [cell[str(d)] for d in range(1, 32)]]
    if ed.board.weekdays:
        groups.append([cell[w] for w in WEEKDAYS])
    return ed.board.board.cells, by, counts, groups


def timed(fn):
    w0, c0 = time.perf_counter(), time.process_time()
    value = fn()
    return value, time.perf_counter() - w0, time.process_time() - c0


def per_date(cells, by, counts, groups, workers):
    from itertools import product

    combos = list(product(*groups))
    return dict(zip(combos, TilingEngine(cells, by, counts).count_many([list(c) for c in combos], workers=workers)))


def census(cells, by, counts, groups, workers):
    result, complete = count_by_holes(cells, by, counts, groups, workers=workers)
    assert complete
    return result


def real_total(result, groups):
    real = {(m, d) for m in range(12) for d in range(DAYS_IN_MONTH[m])}
    index = [{c: i for i, c in enumerate(g)} for g in groups]
    return sum(n for key, n in result.items() if (index[0][key[0]], index[1][key[1]]) in real)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--editions", default="dragonfjord,weekday")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    TilingEngine({(0, 0), (0, 1)}, {"D": [[(0, 0), (0, 1)]]}).count()  # load the kernel before timing
    print(f"{args.workers} worker threads; seconds = wall (CPU); ratio = per date / census, wall (CPU)")
    print(f"{'edition':<12} {'combinations':>12} {'per date':>18} {'census':>18} {'ratio':>16} "
          f"{'total':>10} {'real dates':>10}")
    for name in args.editions.split(","):
        cells, by, counts, groups = problem(name)
        base, bw, bc = timed(lambda: per_date(cells, by, counts, groups, args.workers))
        ours, ow, oc = timed(lambda: census(cells, by, counts, groups, args.workers))
        assert ours == base, name
        real = real_total(ours, groups)
        if name in PUBLISHED:
            assert real == PUBLISHED[name], (name, real)
        print(f"{name:<12} {len(ours):>12} {bw:>8.2f} ({bc:>7.2f}) {ow:>8.2f} ({oc:>7.2f}) "
              f"{bw / ow:>6.1f}x ({bc / oc:>5.1f}x) {sum(ours.values()):>10,} {real:>10,}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
