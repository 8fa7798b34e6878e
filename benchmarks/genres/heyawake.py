"""Heyawake benchmark adapter (driver: benchmarks/genres.py).

Records: tests/data/genres/heyawake.json (published puzzles: puzz.link's and
cspuz's test puzzles, janko.at boards up to 31x45 as transcribed in the
puzzlekit dataset).  Every function takes a record and returns the answer
grid (rows of 1 shaded / 0 unshaded):

* ``gridsat``: solve and prove unique through gridsat's Python API;
* ``plain_cpsat``: the rules written straight into CP-SAT as a user would
  (a boolean per cell, room sums, no two shaded adjacent, a shaded cell in
  every stretch across two room borders, the unshaded cells connected by a
  rooted tree with a free root and integer depths), default parameters but
  a 30 s limit, then the answer forbidden and solved again to prove it unique;
* ``puzzlekit``: ``puzzlekit.solve`` with its region-grid input (one solve,
  no uniqueness proof: the package has none), its default 30 s limit;
* ``multi_puzzle_solver``: ``puzzle_solver.heyawake.Board`` and its
  ``solve_and_print`` (enumerates every answer, up to its default 20).

The peers are imported inside their functions: they live in the benchmark's
scratch environment, never in gridsat's dependencies.
"""

from __future__ import annotations

from _common import as_rows, gridsat_unique, records, solve_unique

GENRE = "heyawake"


def puzzles() -> list[dict]:
    """The benchmark records (all sizes), smallest board first."""
    return records(GENRE, smallest_first=True)


def _clue_grid(record) -> list:
    """The room numbers on each room's first cell (row-major), None elsewhere."""
    regions, numbers = record["puzzle"]["regions"], record["puzzle"]["room_clues"]
    grid, seen = [[None] * record["cols"] for _ in range(record["rows"])], set()
    for r, row in enumerate(regions):
        for c, rid in enumerate(row):
            if rid not in seen:
                seen.add(rid)
                grid[r][c] = numbers[rid]
    return grid


def gridsat(record):
    """gridsat's answer, with the proof of uniqueness made; kept when not the only one (pzprjs' 4x4 test has several)."""
    return gridsat_unique(GENRE, record, require_unique=False)


def plain_cpsat(record):
    from ortools.sat.python import cp_model

    R, C = record["rows"], record["cols"]
    regions, numbers = record["puzzle"]["regions"], record["puzzle"]["room_clues"]
    cells = [(r, c) for r in range(R) for c in range(C)]
    nbrs = {(r, c): [(r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                     if 0 <= r + dr < R and 0 <= c + dc < C] for r, c in cells}
    m = cp_model.CpModel()
    x = {cell: m.new_bool_var(f"x{cell}") for cell in cells}
    for rid, n in enumerate(numbers):
        if isinstance(n, int):
            m.add(sum(x[cell] for cell in cells if regions[cell[0]][cell[1]] == rid) == n)
    for cell in cells:
        for nb in nbrs[cell]:
            if nb > cell:
                m.add_bool_or([~x[cell], ~x[nb]])
    lines = [[(r, c) for c in range(C)] for r in range(R)] + [[(r, c) for r in range(R)] for c in range(C)]
    for line in lines:
        walls = [i for i in range(len(line) - 1)
                 if regions[line[i][0]][line[i][1]] != regions[line[i + 1][0]][line[i + 1][1]]]
        for a, b in zip(walls, walls[1:]):
            m.add_bool_or([x[cell] for cell in line[a:b + 2]])
    root = {cell: m.new_bool_var(f"root{cell}") for cell in cells}
    depth = {cell: m.new_int_var(0, len(cells), f"d{cell}") for cell in cells}
    m.add_exactly_one(root.values())
    for cell in cells:
        m.add_implication(root[cell], ~x[cell])
        parents = []
        for nb in nbrs[cell]:
            arc = m.new_bool_var(f"a{cell}{nb}")
            m.add_implication(arc, ~x[nb])
            m.add(depth[cell] == depth[nb] + 1).only_enforce_if(arc)
            parents.append(arc)
        m.add(sum(parents) + root[cell] + x[cell] == 1)
    return as_rows(solve_unique(m, x, require_unique=False, max_time_in_seconds=30), R, C)


def puzzlekit(record):
    import puzzlekit as pk

    clues = _clue_grid(record)
    grid = [["-" if v is None else str(v) for v in row] for row in clues]
    regions = [[str(v) for v in row] for row in record["puzzle"]["regions"]]
    result = pk.solve({"num_rows": record["rows"], "num_cols": record["cols"], "grid": grid, "region_grid": regions},
                      "heyawake")
    if not result.is_solved:
        return None
    return [[int(v == "x") for v in row] for row in result.sol_grid.matrix]


def multi_puzzle_solver(record):
    import numpy as np
    from puzzle_solver.puzzles.heyawake.heyawake import Board

    numbers = record["puzzle"]["room_clues"]
    board = Board(np.array(record["puzzle"]["regions"]),
                  {rid: n for rid, n in enumerate(numbers) if isinstance(n, int)})
    found = board.solve_and_print(verbose=False)
    if not found:
        return None
    shaded = found[0].assignment
    return [[int(shaded[_pos(r, c)]) for c in range(record["cols"])] for r in range(record["rows"])]


def _pos(r, c):
    from puzzle_solver.core.utils import get_pos

    return get_pos(x=c, y=r)
