"""Light Up (Akari) benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/lightup.json (the test puzzles of pzprjs and
cspuz_core, janko.at Akari 1, 4, 8, 109, 270, 530, 570, 859 and 880: 6x6
to 100x100).

* ``gridsat``: :meth:`LightUpPuzzle.uniqueness` -- an answer and the proof
  that it is the only one (one solve more than puzzlekit does).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools
  alone (a boolean per open cell, at most one bulb in each row and column
  run of open cells, every open cell sees a bulb, numbered walls count the
  bulbs next to them), solved, then solved again with the answer
  forbidden: the same work as gridsat.
* ``puzzlekit``: ``puzzlekit.solve(text, "akari")`` (one solve).
* ``multi_puzzle_solver``: ``puzzle_solver.light_up_solver.Board`` (it
  lists every answer, so it proves uniqueness too).

Answers are rows of 1 (bulb) / 0 (no bulb); None when the solver has no
answer.
"""

from __future__ import annotations

from _common import as_rows, gridsat_unique, records, solve_unique

GENRE = "lightup"
PUZZLEKIT = "akari"  # puzzlekit's name for the genre


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/lightup.json (name, source, url, rows, cols, puzzle, answer)."""
    return records(GENRE)


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    cells = record["puzzle"]["cells"]  # None open, "#" a wall, 0-4 a numbered wall
    rows, cols = record["rows"], record["cols"]
    m = cp_model.CpModel()
    bulb = {(r, c): m.new_bool_var(f"b{r},{c}") for r in range(rows) for c in range(cols) if cells[r][c] is None}
    seen = {cell: [] for cell in bulb}
    for runs in ([[(r, c) for c in range(cols)] for r in range(rows)],
                 [[(r, c) for r in range(rows)] for c in range(cols)]):
        for line in runs:
            run = []
            for cell in line + [None]:
                if cell in bulb:
                    run.append(cell)
                    continue
                if run:
                    m.add_at_most_one(bulb[x] for x in run)
                    for x in run:
                        seen[x] += run
                run = []
    for sight in seen.values():
        m.add_bool_or([bulb[x] for x in set(sight)])
    for r in range(rows):
        for c in range(cols):
            if isinstance(cells[r][c], int):
                near = [bulb[x] for x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if x in bulb]
                m.add(sum(near) == cells[r][c])
    return as_rows(solve_unique(m, bulb), rows, cols)  # walls: 0


def puzzlekit(record):
    """puzzlekit's answer (one solve, no uniqueness proof)."""
    import puzzlekit as pk

    text = f"{record['rows']} {record['cols']}\n" + "\n".join(
        " ".join("-" if v is None else "x" if v == "#" else str(v) for v in row) for row in record["puzzle"]["cells"])
    result = pk.solve(text, "akari", solver_options={"time_limit_sec": 30.0})
    if not result.is_solved:
        return None
    return [[1 if v == "o" else 0 for v in row] for row in result.sol_grid.matrix]


def multi_puzzle_solver(record):
    """multi-puzzle-solver's first answer (it lists every answer; its bulb
    booleans on walls without numbers are left free, so only open cells are read)."""
    import numpy as np
    from puzzle_solver import light_up_solver

    cells = record["puzzle"]["cells"]
    board = np.array([[" " if v is None else "W" if v == "#" else str(v) for v in row] for row in cells])
    found = light_up_solver.Board(board).solve_and_print(verbose=False)
    if not found:
        return None
    answer = [[0] * record["cols"] for _ in range(record["rows"])]
    for pos, v in found[0].assignment.items():
        answer[pos.y][pos.x] = int(v) if cells[pos.y][pos.x] is None else 0
    return answer
