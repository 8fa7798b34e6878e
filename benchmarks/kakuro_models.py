"""Kakuro's CP-SAT model, the choices side by side: each way of stating "the digits of a run are different and sum
to its clue", on the published puzzles (tests/data/genres/kakuro.json), an answer found and proven the only one.

Run it from the project's environment::

    python benchmarks/kakuro_models.py                 # every model, 3 repeats
    python benchmarks/kakuro_models.py --repeats 5 table int

The models, each over a boolean per white cell and digit (one true a cell; the decision literals gridsat counts):

* ``narrowed`` (gridsat's): ``table`` over the booleans of the digits a cell's runs' sums leave it alone
  (:func:`gridsat.constraints.sums.possible_digits`);
* ``table`` (:func:`gridsat.constraints.sums.digit_sum_runs`): a "digit used" boolean per run and digit,
  the sum of the digit's booleans over the run's cells, and an allowed-assignments table of the sets of different
  digits that make the run's sum (an at-most-one per digit only on runs without a sum);
* ``table+amo``: ``table`` with an at-most-one per run and digit on every run;
* ``int``: a whole number 1 to 9 per white cell (tied to its booleans), an all-different and a linear sum per run;
* ``bool``: the at-most-ones and a linear sum of the booleans times their digits;
* ``both``: ``table+amo`` with ``bool``'s linear sum as well.

Times are CPU seconds of one worker (build, solve, forbid the answer, solve again), the median of the repeats, in
one process.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

RECORDS = Path(__file__).resolve().parent.parent / "tests" / "data" / "genres" / "kakuro.json"
MODELS = ("narrowed", "table", "table+amo", "int", "both", "bool")


def build(how: str, puzzle):
    """The CP-SAT model ``how`` of ``puzzle`` (a KakuroPuzzle) and its decision booleans."""
    from ortools.sat.python import cp_model

    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.sums import digit_sum_runs, possible_digits, sum_combinations

    m = RuleModel() if how == "narrowed" else cp_model.CpModel()
    white = puzzle.white()
    runs = [(cells, total) for _, _, cells, total in puzzle.runs]
    held = possible_digits(white, runs) if how == "narrowed" else {cell: range(1, 10) for cell in white}
    x = {cell: {d: m.new_bool_var("") for d in held[cell]} for cell in white}
    for cell in white:
        m.add_exactly_one(x[cell].values())
    if how == "narrowed":
        digit_sum_runs(m, x, runs)
        return m, [b for cell in white for b in x[cell].values()]
    if how == "int":
        v = {cell: m.new_int_var(1, 9, "") for cell in white}
        for cell in white:
            m.add(v[cell] == sum(d * b for d, b in x[cell].items()))
        for cells, total in runs:
            m.add_all_different([v[c] for c in cells])
            if total is not None:
                m.add(sum(v[c] for c in cells) == total)
    else:
        for cells, total in runs:
            if total is None or how != "table":
                for d in range(1, 10):
                    m.add_at_most_one(x[c][d] for c in cells)
            if total is not None and how in ("bool", "both"):
                m.add(sum(d * x[c][d] for c in cells for d in range(1, 10)) == total)
            if total is not None and how in ("table", "table+amo", "both"):
                allowed = sum_combinations(len(cells), total)
                used = [m.new_bool_var("") for _ in range(9)]
                for d, flag in zip(range(1, 10), used):
                    m.add(sum(x[c][d] for c in cells) == flag)
                m.add_allowed_assignments(used, [[int(d in combo) for d in range(1, 10)] for combo in allowed])
    return m, [b for cell in white for b in x[cell].values()]


def prove(how: str, puzzle) -> float:
    """CPU seconds to build model ``how``, find an answer and prove it the only one (AssertionError otherwise)."""
    from ortools.sat.python import cp_model

    start = time.process_time()
    model, decision = build(how, puzzle)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = 60.0
    assert solver.solve(model) in (cp_model.OPTIMAL, cp_model.FEASIBLE)
    model.add_bool_or([~b if solver.boolean_value(b) else b for b in decision])
    assert solver.solve(model) == cp_model.INFEASIBLE, f"{how}: not proven unique within 60 s"
    return time.process_time() - start


def main(argv=None) -> int:
    import gridsat

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("models", nargs="*", default=list(MODELS), help=f"models to run ({', '.join(MODELS)})")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    kind = gridsat.kinds.get("kakuro")
    records = json.loads(RECORDS.read_text())
    print(f"{'puzzle':28}" + "".join(f"{how:>10}" for how in args.models))
    for record in records:
        puzzle = kind.parse(record["url"])
        times = []
        for how in args.models:
            try:
                times.append(f"{statistics.median(prove(how, puzzle) for _ in range(args.repeats)):10.3f}")
            except AssertionError:
                times.append(f"{'>60s':>10}")
        print(f"{record['name']:28}" + "".join(times), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
