"""Nurikabe's island deductions, compiled against the same rules in Python
(gridsat.constraints.island_logic), on every published Nurikabe board
(tests/data/genres/nurikabe.json), side by side in one run.

Per board and task -- ``forced`` (the rules to a fixed point) and ``probed``
(then one-cell trials: unbounded where an island has 20 cells or more, as
Nurikabe's ``auto`` runs them, else the compiled budget of
``nurikabe.rules.TRIAL_WORK``) -- the median CPU seconds (``time.process_time``)
of each, their ratio, and the cells decided (asserted equal: the two must
agree cell for cell).  Python runs of more than ``--python-limit`` seconds
are run once.

Run:  python benchmarks/island_logic.py [--repeats 5] [--python-limit 5]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from gridsat.constraints.island_logic import forced_cells, probed_cells
from gridsat.core.grid import blocks_2x2, box_cells, box_neighbours
from gridsat.puzzles.nurikabe.rules import TRIAL_WORK

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "genres" / "nurikabe.json"


def timed(call, repeats: int, once_after: float) -> tuple:
    """``(median CPU seconds, result)`` of up to ``repeats`` calls (one when the first takes ``once_after`` s)."""
    times, result = [], None
    for _ in range(repeats):
        began = time.process_time()
        result = call()
        times.append(time.process_time() - began)
        if times[0] > once_after:
            break
    return statistics.median(times), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--python-limit", type=float, default=5.0)
    args = parser.parse_args()
    print(f"{'board':28} {'task':7} {'cells':>6} {'decided':>7} {'compiled ms':>11} {'Python ms':>10} {'ratio':>7}")
    ratios = []
    for record in json.loads(DATA.read_text()):
        rows, cols = record["rows"], record["cols"]
        cells, nb, blocks = box_cells(rows, cols), box_neighbours(rows, cols), blocks_2x2(rows, cols)
        clues = {(r, c): None if v == "?" else v for r, row in enumerate(record["puzzle"]["clues"])
                 for c, v in enumerate(row) if v is not None}
        big = max((v or 0 for v in clues.values()), default=0) >= 20
        trials = None if big else max(200, TRIAL_WORK // len(cells))
        for task, rules, extra in (("forced", forced_cells, {}), ("probed", probed_cells, {"trials": trials})):
            c_time, c_cells = timed(lambda: rules(cells, nb, clues, blocks=blocks, compiled=True, **extra),
                                    args.repeats, float("inf"))
            p_time, p_cells = timed(lambda: rules(cells, nb, clues, blocks=blocks, compiled=False, **extra),
                                    args.repeats, args.python_limit)
            assert c_cells == p_cells, f"{record['name']} {task}: the compiled rules disagree with the Python"
            ratios.append(p_time / c_time)
            print(f"{record['name'][:28]:28} {task:7} {len(cells):>6} {len(c_cells or ()):>7} {c_time * 1e3:>11.2f} "
                  f"{p_time * 1e3:>10.1f} {p_time / c_time:>6.1f}x", flush=True)
    print(f"compiled / Python: median {statistics.median(ratios):.1f}x faster, "
          f"{min(ratios):.1f}-{max(ratios):.1f}x over {len(ratios)} runs")


if __name__ == "__main__":
    main()
