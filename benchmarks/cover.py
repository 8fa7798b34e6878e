"""Generic exact cover benchmark: gridsat.engines.cover against xcover.

Run:  python benchmarks/cover.py [--repeat N] [--quick]
      (needs ``pip install xcover``; it is not a gridsat dependency)

Both solvers get the same problems, built from scratch in
tests/cover_problems.py with explicit primary and secondary item lists:

* n queens, n = 8 and 10..13 (rows and columns primary, diagonals
  secondary; counts are OEIS A000170);
* Langford pairs of order 11 and 12 (OEIS A014552: 17,792 and 108,144,
  times 2 for the reversals);
* the 3-colourings of the 16-cycle, with colours (xcover's ``colored=True``;
  (k-1)^n + (-1)^n (k-1) = 65,538);
* the 12 pentominoes in 6x10 and 5x12 boxes, every tiling counted (4 x the
  2339 and 1010 tilings up to symmetry);
* per-call overhead on a tiny problem (10 options), building the problem
  from Python lists each call, as a command line does.

Each line is timed in wall seconds, ours and xcover alternately, ``--repeat``
times (default 3), and the median is printed with the ratio xcover/ours
(above 1: gridsat is faster).  xcover's numba JIT is warmed up first; its
count is ``sum(1 for _ in xcover.covers(...))``.  gridsat runs on one thread
and on two (``workers=2``); xcover is single-threaded.  Counts are
cross-checked against the published values and between the solvers.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from cover_problems import cycle_colourings, langford, pentomino_box, queens  # noqa: E402

from gridsat.engines.cover import CoverEngine  # noqa: E402

QUEENS = {8: 92, 10: 724, 11: 2680, 12: 14200, 13: 73712}  # OEIS A000170
LANGFORD = {11: 17792, 12: 108144}  # OEIS A014552 (a sequence and its reversal once)
SMALL = [["c"], ["b"], ["a", "c"], ["c"], ["c"], ["a", "c"], ["b"], ["c"], ["b", "c"], ["a"]]


def timed(fn):
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def problems(quick: bool):
    for n in (8, 10, 11, 12) if quick else (8, 10, 11, 12, 13):
        options, primary, secondary = queens(n)
        yield f"{n} queens", options, primary, secondary, QUEENS[n]
    for n in (11,) if quick else (11, 12):
        options, primary, secondary = langford(n)
        yield f"Langford pairs n={n}", options, primary, secondary, 2 * LANGFORD[n]
    options, primary, secondary = cycle_colourings(16, 3)
    yield "16-cycle 3-colourings", options, primary, secondary, 2 ** 16 + 2
    for width, height, distinct in ((10, 6, 2339), (12, 5, 1010)):
        options = pentomino_box(width, height)
        primary = list(dict.fromkeys(x for option in options for x in option))
        yield f"pentominoes {height}x{width}", options, primary, [], 4 * distinct


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="skip 13 queens")
    args = parser.parse_args(argv)
    try:
        import xcover
    except ImportError:
        sys.exit("xcover is not installed: pip install xcover")

    def theirs(options, primary, secondary):
        colored = any(":" in str(x) for option in options for x in option)
        return sum(1 for _ in xcover.covers(options, primary=primary, secondary=secondary, colored=colored))

    warm = queens(6)
    theirs(*warm)  # numba compiles here, not in the timings

    print(f"{'problem':24s} {'count':>7s} {'gridsat 1t':>11s} {'gridsat 2t':>11s} {'xcover':>9s}"
          f" {'ratio 1t':>9s} {'ratio 2t':>9s}   (wall s, median of {args.repeat})")
    for label, options, primary, secondary, expected in problems(args.quick):
        one, two, other = [], [], []
        for _ in range(args.repeat):
            (count1, done1), t1 = timed(lambda: CoverEngine(options, primary, secondary).count())
            count_x, tx = timed(lambda: theirs(options, primary, secondary))
            (count2, done2), t2 = timed(lambda: CoverEngine(options, primary, secondary).count(workers=2))
            if not (count1 == count2 == count_x == expected and done1 and done2):
                sys.exit(f"{label}: counts disagree: gridsat {count1}/{count2}, xcover {count_x}, published {expected}")
            one.append(t1)
            two.append(t2)
            other.append(tx)
        m1, m2, mx = (statistics.median(v) for v in (one, two, other))
        print(f"{label:24s} {expected:7d} {m1:11.3f} {m2:11.3f} {mx:9.3f} {mx / m1:8.1f}x {mx / m2:8.1f}x", flush=True)

    # per-call overhead: build from Python lists and count, many times
    calls = 2000
    for _ in range(2):  # alternate, keep the second round
        _, ours_small = timed(lambda: [CoverEngine(SMALL).count() for _ in range(calls)])
        _, their_small = timed(lambda: [theirs(SMALL, None, None) for _ in range(calls)])
    assert CoverEngine(SMALL).count() == (13, True) and theirs(SMALL, None, None) == 13
    print(f"{'tiny problem, per call':24s} {13:7d} {ours_small / calls * 1e6:9.1f}us {'':11s}"
          f" {their_small / calls * 1e6:7.1f}us {their_small / ours_small:8.1f}x")

    # start-up cost: importing the engine in a fresh interpreter
    def python(code: str) -> float:
        runs = []
        for _ in range(5):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], check=True)
            runs.append(time.perf_counter() - start)
        return statistics.median(runs)

    bare = python("pass")
    engine = python("import gridsat.engines.cover")
    print(f"import gridsat.engines.cover in a fresh interpreter: {engine - bare:.3f} s over a bare start "
          f"({bare:.3f} s)")


if __name__ == "__main__":
    main()
