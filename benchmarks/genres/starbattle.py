"""Star Battle benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/starbattle.json (the test puzzles of pzprjs and
cspuz_core, janko.at Sternenschlacht 1, 9, 16, 17, 18, 27, 59, 144, 146,
155, 161, 179 and 280: 5x5 to 15x15, one to three stars).

* ``gridsat``: :meth:`StarBattlePuzzle.uniqueness` -- an answer and the
  proof that it is the only one (one solve more than puzzlekit does).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools
  alone (a boolean per cell, k per row, column and region, no two stars in
  touching cells), solved, then solved again with the answer forbidden:
  the same work as gridsat.
* ``puzzlekit``: ``puzzlekit.solve(text, "starbattle")`` (one solve).
* ``multi_puzzle_solver``: ``puzzle_solver.star_battle_solver.Board`` (it
  lists every answer, so it proves uniqueness too).

Answers are rows of 1 (star) / 0 (no star); None when the solver has no
answer.
"""

from __future__ import annotations

from _common import as_rows, gridsat_unique, records, solve_unique

GENRE = "starbattle"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/starbattle.json (name, source, url, rows, cols, puzzle, answer)."""
    return records(GENRE)


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    rows, cols, k = record["rows"], record["cols"], record["puzzle"]["stars"]
    region = record["puzzle"]["regions"]
    m = cp_model.CpModel()
    star = {(r, c): m.new_bool_var(f"s{r},{c}") for r in range(rows) for c in range(cols)}
    for r in range(rows):
        m.add(sum(star[r, c] for c in range(cols)) == k)
    for c in range(cols):
        m.add(sum(star[r, c] for r in range(rows)) == k)
    for rid in {v for row in region for v in row}:
        m.add(sum(v for (r, c), v in star.items() if region[r][c] == rid) == k)
    for (r, c), v in star.items():
        for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
            if (r + dr, c + dc) in star:
                m.add_bool_or([~v, ~star[r + dr, c + dc]])
    return as_rows(solve_unique(m, star), rows, cols)


def puzzlekit(record):
    """puzzlekit's answer (one solve, no uniqueness proof)."""
    import puzzlekit as pk

    text = f"{record['rows']} {record['cols']} {record['puzzle']['stars']}\n" + "\n".join(
        " ".join(str(v + 1) for v in row) for row in record["puzzle"]["regions"])
    result = pk.solve(text, "starbattle", solver_options={"time_limit_sec": 30.0})
    if not result.is_solved:
        return None
    return [[1 if v == "x" else 0 for v in row] for row in result.sol_grid.matrix]


def multi_puzzle_solver(record):
    """multi-puzzle-solver's first answer (it lists every answer)."""
    import numpy as np
    from puzzle_solver import star_battle_solver

    board = np.array([[str(v) for v in row] for row in record["puzzle"]["regions"]])
    found = star_battle_solver.Board(board, star_count=record["puzzle"]["stars"]).solve_and_print(verbose=False)
    if not found:
        return None
    answer = [[0] * record["cols"] for _ in range(record["rows"])]
    for pos, v in found[0].assignment.items():
        answer[pos.y][pos.x] = int(v)
    return answer
