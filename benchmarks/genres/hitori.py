"""Hitori benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/hitori.json (pzprjs's and cspuz's test puzzles,
janko.at puzzles 2, 4, 499, 500, 569 and 570; 4x4 to 20x20).

* ``gridsat``: :meth:`HitoriPuzzle.uniqueness` -- an answer and the proof
  that it is the only one.
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone
  (a boolean per cell, at most one unshaded cell per repeated number of a
  line, no two shaded neighbours, the unshaded cells connected by a rooted
  tree with integer depths from one chosen root), solved, then solved again
  with the answer forbidden: the same work as gridsat.
* ``puzzlekit``: ``puzzlekit.solve(text, "hitori")`` (a MIP with lazy
  connectivity cuts, one answer); its reader reads ``-`` for an empty cell
  but its model then takes the ``-`` cells of a line for equal numbers, so
  boards with empty or ``?`` cells give None.
* ``multi_puzzle_solver``: ``puzzle_solver.singles_solver.Board`` (Hitori
  under Simon Tatham's name "Singles"; lists every answer); it needs a
  number in every cell, so boards with empty or ``?`` cells give None.

Answers are rows of 1 (shaded) / 0 (unshaded); None when the solver has no
answer or cannot take the board.
"""

from __future__ import annotations

from _common import as_rows, gridsat_unique, records, solve_unique

GENRE = "hitori"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/hitori.json; ``puzzle["numbers"]`` has -1 for an empty cell."""
    return records(GENRE)


def _numbers(record) -> list:
    return record["puzzle"]["numbers"]


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    numbers = _numbers(record)
    rows, cols = record["rows"], record["cols"]
    cells = [(r, c) for r in range(rows) for c in range(cols)]

    def nbs(cell):
        r, c = cell
        return [(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)) if 0 <= r + dr < rows
                and 0 <= c + dc < cols]

    m = cp_model.CpModel()
    shaded = {cell: m.new_bool_var(f"s{cell}") for cell in cells}
    for line in [[(r, c) for c in range(cols)] for r in range(rows)] + [[(r, c) for r in range(rows)] for c in range(cols)]:
        same = {}
        for r, c in line:
            if numbers[r][c] >= 0:
                same.setdefault(numbers[r][c], []).append((r, c))
        for group in same.values():
            if len(group) > 1:
                m.add(sum(1 - shaded[cell] for cell in group) <= 1)
    for cell in cells:
        for nb in nbs(cell):
            if nb > cell:
                m.add_bool_or([~shaded[cell], ~shaded[nb]])
    root = {cell: m.new_bool_var(f"root{cell}") for cell in cells}  # the unshaded cells: a tree from one root
    m.add(sum(root.values()) == 1)
    depth = {cell: m.new_int_var(0, len(cells), f"d{cell}") for cell in cells}
    for cell in cells:
        m.add_implication(root[cell], ~shaded[cell])
        arcs = []
        for nb in nbs(cell):
            arc = m.new_bool_var("")
            m.add_implication(arc, ~shaded[nb])
            m.add(depth[cell] == depth[nb] + 1).only_enforce_if(arc)
            arcs.append(arc)
        m.add(sum(arcs) + root[cell] + shaded[cell] == 1)
    return as_rows(solve_unique(m, shaded, num_workers=1), rows, cols)


def puzzlekit(record):
    """puzzlekit's answer (one solve, no uniqueness proof); None when a cell has no number."""
    import puzzlekit as pk

    numbers = _numbers(record)
    if any(not isinstance(v, int) or v < 0 for row in numbers for v in row):
        return None
    text = f"{record['rows']} {record['cols']}\n" + "\n".join(" ".join(map(str, row)) for row in numbers)
    result = pk.solve(text, "hitori", solver_options={"time_limit_sec": 30.0})
    if not result.is_solved:
        return None
    return [[1 if v == "x" else 0 for v in row] for row in result.sol_grid.matrix]


def multi_puzzle_solver(record):
    """multi-puzzle-solver's first answer (it lists every answer); None when a cell has no number."""
    import numpy as np
    from puzzle_solver import singles_solver

    numbers = _numbers(record)
    if any(not isinstance(v, int) or v < 0 for row in numbers for v in row):
        return None
    found = singles_solver.Board(np.array([[str(v) for v in row] for row in numbers])).solve_and_print(verbose=False)
    if not found:
        return None
    answer = [[0] * record["cols"] for _ in range(record["rows"])]
    for pos, v in found[0].assignment.items():
        answer[pos.y][pos.x] = int(v)
    return answer
