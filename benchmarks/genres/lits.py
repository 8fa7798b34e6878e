"""LITS for the genre benchmark (benchmarks/genres.py): gridsat, a plain
CP-SAT model written from the rules, and the two peers on the same puzzles.

The peers (pip ``puzzlekit``, ``multi-puzzle-solver``) run from a scratch
environment, never as gridsat dependencies: each is imported inside its
function.  puzzlekit solves once (its ``solve()``); multi-puzzle-solver
enumerates every answer (its ``solve_and_print`` default), which proves
uniqueness as gridsat does.  Every function returns the answer grid (rows of
1 shaded / 0) or None.
"""

from __future__ import annotations

from _common import as_rows, gridsat_unique, records, solve_unique

GENRE = "lits"
#: Seconds each solver may take (the driver's limit; set higher to measure beyond it).
LIMIT = 30.0


def puzzles() -> list[dict]:
    """The benchmark records (tests/data/genres/lits.json: published
    puzzles from puzz.link's engine tests, cspuz and janko.at, 4x4 to 40x57)."""
    return records(GENRE)


def _regions(record) -> list[list[int]]:
    return record["puzzle"]["regions"]


def gridsat(record):
    """Solve and prove unique with gridsat's Python API (None unless proven unique)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A CP-SAT model as a user would write it from the rules: a boolean per
    cell and per tetromino placement inside a region, one placement per
    region, no 2x2, a region's shape differs from a touching region's, and
    the shaded cells connected by a tree of parent arcs with depths; solved, then solved again
    with the answer forbidden (the same work as gridsat: None unless unique)."""
    from ortools.sat.python import cp_model

    regions = _regions(record)
    rows, cols = len(regions), len(regions[0])
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    shapes = {"L": [(0, 0), (1, 0), (2, 0), (2, 1)], "I": [(0, 0), (1, 0), (2, 0), (3, 0)],
              "T": [(0, 0), (0, 1), (0, 2), (1, 1)], "S": [(0, 0), (0, 1), (1, 1), (1, 2)]}
    m = cp_model.CpModel()
    shaded = {c: m.new_bool_var(f"s{c}") for c in cells}
    shape_of = {rid: m.new_int_var(0, 3, f"shape{rid}") for rid in {v for row in regions for v in row}}
    covering = {c: [] for c in cells}
    per_region = {rid: [] for rid in shape_of}
    for k, base in enumerate(shapes.values()):
        variants = set()
        for flip in (1, -1):
            pts = [(r, c * flip) for r, c in base]
            for _ in range(4):
                pts = [(c, -r) for r, c in pts]
                r0, c0 = min(r for r, _ in pts), min(c for _, c in pts)
                variants.add(tuple(sorted((r - r0, c - c0) for r, c in pts)))
        for shape in variants:
            for r, c in cells:
                placed = [(r + dr, c + dc) for dr, dc in shape]
                rid = regions[placed[0][0]][placed[0][1]] if placed[0][0] < rows and placed[0][1] < cols else None
                if all(0 <= a < rows and 0 <= b < cols and regions[a][b] == rid for a, b in placed):
                    x = m.new_bool_var("")
                    per_region[rid].append(x)
                    m.add(shape_of[rid] == k).only_enforce_if(x)
                    for p in placed:
                        covering[p].append(x)
    for xs in per_region.values():
        m.add_exactly_one(xs)
    for c in cells:
        m.add(shaded[c] == sum(covering[c]))
    nb = {(r, c): [(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                   if 0 <= r + dr < rows and 0 <= c + dc < cols] for r, c in cells}
    for r in range(rows - 1):
        for c in range(cols - 1):
            m.add_bool_or([~shaded[(r, c)], ~shaded[(r + 1, c)], ~shaded[(r, c + 1)], ~shaded[(r + 1, c + 1)]])
    for a in cells:
        for b in nb[a]:
            if a < b and regions[a[0]][a[1]] != regions[b[0]][b[1]]:
                m.add(shape_of[regions[a[0]][a[1]]] != shape_of[regions[b[0]][b[1]]]).only_enforce_if(
                    [shaded[a], shaded[b]])
    # connected: one shaded cell is the root, every other shaded cell has a parent one step closer
    depth = {c: m.new_int_var(0, len(cells), "") for c in cells}
    root = {c: m.new_bool_var("") for c in cells}
    m.add_exactly_one(root.values())
    for c in cells:
        m.add_implication(root[c], shaded[c])
        arcs = []
        for n in nb[c]:
            arc = m.new_bool_var("")
            m.add_implication(arc, shaded[n])
            m.add(depth[c] == depth[n] + 1).only_enforce_if(arc)
            arcs.append(arc)
        m.add(sum(arcs) + root[c] == shaded[c])
    return as_rows(solve_unique(m, shaded, max_time_in_seconds=LIMIT), rows, cols)  # proven unique, as gridsat does


def puzzlekit(record):
    """puzzlekit's LITSSolver (one solve within :data:`LIMIT`)."""
    from puzzlekit.solvers.lits import LITSSolver

    regions = _regions(record)
    rows, cols = len(regions), len(regions[0])
    solver = LITSSolver(num_rows=rows, num_cols=cols, grid=[["-"] * cols for _ in range(rows)],
                        region_grid=[[str(v) for v in row] for row in regions])
    grid = solver.solve({"time_limit_sec": LIMIT}).sol_grid
    if grid is None or not grid.matrix:
        return None
    return [[int(v != "-") for v in row] for row in grid.matrix]


def multi_puzzle_solver(record):
    """multi-puzzle-solver's LITS board, every answer enumerated (its default)."""
    import numpy as np
    from puzzle_solver.puzzles.lits.lits import Board

    regions = _regions(record)
    board = Board(np.array([[str(v) for v in row] for row in regions]))
    found = board.solve_and_print(verbose=False)
    if len(found) != 1:
        return None
    grid = [[0] * len(regions[0]) for _ in regions]
    for pos, value in found[0].assignment.items():
        grid[pos.y][pos.x] = int(value)
    return grid
