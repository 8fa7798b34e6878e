"""Sudoku benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/sudoku.json (pzprjs's 4x4 and cspuz_core's 9x9
test puzzles, janko.at Sudoku 1, 2, 4 (9x9), 381, 382 (6x6, boxes 2 rows x
3 columns), 301, 302 (16x16)).

* ``gridsat``: :meth:`SudokuPuzzle.uniqueness` -- an answer and the proof
  that it is the only one, on the exact-cover engine (``auto``).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools
  alone (an integer 1..N per cell, all-different rows, columns and boxes,
  the givens fixed), solved, then solved again with the answer forbidden:
  the same work as gridsat.
* ``puzzlekit``: ``puzzlekit.solve(text, "sudoku")`` (one solve).  Its boxes
  are sqrt(N) x sqrt(N) whatever N is, so on 6x6 boards it constrains only
  the top-left 4x4 and may answer wrongly: the driver's check says so.
* ``multi_puzzle_solver``: ``puzzle_solver.sudoku_solver.Board`` with the
  box shape given (it lists every answer, so it proves uniqueness too).

Answers are rows of digits 1..N; None when the solver has no answer.
"""

from __future__ import annotations

from _common import as_rows, gridsat_unique, records, solve_unique

GENRE = "sudoku"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/sudoku.json (name, source, url, rows, cols, puzzle, answer)."""
    return records(GENRE)


def _box(n: int) -> tuple[int, int]:
    """Box rows and columns as puzz.link draws them (2 x 3 on 6x6)."""
    return (2, 3) if n == 6 else (int(n ** 0.5), int(n ** 0.5))


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    n, givens = record["rows"], record["puzzle"]["givens"]
    br, bc = _box(n)
    m = cp_model.CpModel()
    x = [[m.new_int_var(1, n, f"x{r},{c}") for c in range(n)] for r in range(n)]
    for i in range(n):
        m.add_all_different(x[i])
        m.add_all_different([x[r][i] for r in range(n)])
        r0, c0 = i // (n // bc) * br, i % (n // bc) * bc
        m.add_all_different([x[r0 + a][c0 + b] for a in range(br) for b in range(bc)])
    for r in range(n):
        for c in range(n):
            if givens[r][c]:
                m.add(x[r][c] == givens[r][c])

    def forbid(m, answer):  # some cell differs from the answer
        differs = []
        for cell, value in answer.items():
            d = m.new_bool_var("")
            m.add(cells[cell] != value).only_enforce_if(d)
            differs.append(d)
        m.add_bool_or(differs)

    cells = {(r, c): x[r][c] for r in range(n) for c in range(n)}
    return as_rows(solve_unique(m, cells, forbid=forbid), n, n)


def puzzlekit(record):
    """puzzlekit's answer (one solve, no uniqueness proof)."""
    import puzzlekit as pk

    text = f"{record['rows']} {record['cols']}\n" + "\n".join(
        " ".join(str(v) if v else "-" for v in row) for row in record["puzzle"]["givens"])
    result = pk.solve(text, "sudoku", solver_options={"time_limit_sec": 30.0})
    if not result.is_solved:
        return None
    return [[int(v) for v in row] for row in result.sol_grid.matrix]


def multi_puzzle_solver(record):
    """multi-puzzle-solver's first answer (it lists every answer)."""
    import numpy as np
    from puzzle_solver import sudoku_solver

    n = record["rows"]
    board = np.array([[" " if not v else str(v) if v < 10 else chr(ord("a") + v - 10) for v in row]
                      for row in record["puzzle"]["givens"]])
    found = sudoku_solver.Board(board, block_size=_box(n)).solve_and_print(verbose=False)
    if not found:
        return None
    answer = [[0] * n for _ in range(n)]
    for pos, v in found[0].assignment.items():
        answer[pos.y][pos.x] = int(v)
    return answer
