"""Norinori benchmark adapter (driver: benchmarks/genres.py).

Records: tests/data/genres/norinori.json (published puzzles: puzz.link's and
cspuz's test puzzles, janko.at boards up to 36x54 as transcribed in the
puzzlekit dataset).  Every function takes a record and returns the answer
grid (rows of 1 shaded / 0 unshaded):

* ``gridsat``: solve and prove unique through gridsat's Python API;
* ``plain_cpsat``: the rules written straight into CP-SAT as a user would
  (a boolean per cell, two per region, a shaded cell has exactly one shaded
  neighbour), default parameters but a 30 s limit, then the answer
  forbidden and solved again to prove it unique;
* ``puzzlekit``: ``puzzlekit.solve`` with its region-grid input (one solve,
  no uniqueness proof: the package has none), its default 30 s limit;
* ``multi_puzzle_solver``: ``puzzle_solver.norinori.Board`` (domino
  placements) and its ``solve_and_print`` (enumerates every answer).

The peers are imported inside their functions: they live in the benchmark's
scratch environment, never in gridsat's dependencies.
"""

from __future__ import annotations

from _common import as_rows, gridsat_unique, records, solve_unique

GENRE = "norinori"


def puzzles() -> list[dict]:
    """The benchmark records (all sizes), smallest board first."""
    return records(GENRE, smallest_first=True)


def gridsat(record):
    """gridsat's answer, with the proof of uniqueness made; kept when not the only one."""
    return gridsat_unique(GENRE, record, require_unique=False)


def plain_cpsat(record):
    from ortools.sat.python import cp_model

    R, C = record["rows"], record["cols"]
    regions = record["puzzle"]["regions"]
    cells = [(r, c) for r in range(R) for c in range(C)]
    m = cp_model.CpModel()
    x = {cell: m.new_bool_var(f"x{cell}") for cell in cells}
    for rid in {v for row in regions for v in row}:
        m.add(sum(x[cell] for cell in cells if regions[cell[0]][cell[1]] == rid) == 2)
    for r, c in cells:
        around = [x[(r + dr, c + dc)] for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                  if 0 <= r + dr < R and 0 <= c + dc < C]
        m.add(sum(around) == 1).only_enforce_if(x[(r, c)])
    return as_rows(solve_unique(m, x, require_unique=False, max_time_in_seconds=30), R, C)


def puzzlekit(record):
    import puzzlekit as pk

    regions = [[str(v) for v in row] for row in record["puzzle"]["regions"]]
    result = pk.solve({"num_rows": record["rows"], "num_cols": record["cols"], "region_grid": regions}, "norinori")
    if not result.is_solved:
        return None
    return [[int(v == "x") for v in row] for row in result.sol_grid.matrix]


def multi_puzzle_solver(record):
    import numpy as np
    from puzzle_solver.core.utils import get_pos
    from puzzle_solver.puzzles.norinori.norinori import Board

    board = Board(np.array([[str(v) for v in row] for row in record["puzzle"]["regions"]]))
    found = board.solve_and_print(verbose=False)
    if not found:
        return None
    shaded = found[0].assignment
    return [[int(get_pos(x=c, y=r) in shaded) for c in range(record["cols"])] for r in range(record["rows"])]
