"""Masyu benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/masyu.json (the test puzzle of pzprjs, janko.at
Masyu 001, 011, 015, 020, 379, 758, 759, 270 and 760: 6x6 to 40x58).

* ``gridsat``: :meth:`MasyuPuzzle.uniqueness` -- an answer and the proof
  that it is the only one (one enumeration up to two answers).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools
  alone (a boolean per link of neighbouring cells, CP-SAT's circuit over the
  cells with both directions of every link, pearls on the loop, the black
  and white pearl rules as clauses), solved, then solved again with the
  answer forbidden: the same work as gridsat.
* ``puzzlekit``: ``puzzlekit.solver("masyu", ...)`` (one solve; its answer
  names each cell's directions: n, s, w, e).
* ``multi_puzzle_solver``: ``puzzle_solver.puzzles.pearl`` (it lists every
  answer, up to 20, so it proves uniqueness too).

Answers are gridsat's: rows of side bitmasks per cell (up 1, right 2, down 4,
left 8: the sides the loop leaves through); None when the solver has no
answer.  :func:`answer` gives the published one in the same form.
"""

from __future__ import annotations

from _common import cell_loop, gridsat_unique, records, solve_unique

GENRE = "masyu"
STEPS = {1: (-1, 0), 2: (0, 1), 4: (1, 0), 8: (0, -1)}


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/masyu.json (name, source, url, rows, cols, puzzle, answer)."""
    return records(GENRE)


def _grid(rows, cols, linked):
    """Side bitmasks from ``linked(a, b)``: True when the loop joins cells a and b."""
    return [[sum(bit for bit, (dr, dc) in STEPS.items() if linked((r, c), (r + dr, c + dc))) for c in range(cols)]
            for r in range(rows)]


def answer(record):
    """The published answer as side bitmasks."""
    h, v = record["answer"]["horizontal"], record["answer"]["vertical"]

    def linked(a, b):
        (r, c), (s, d) = min(a, b), max(a, b)
        if not (0 <= r and 0 <= c and s < record["rows"] and d < record["cols"]):
            return False
        return (h[r][c] if r == s else v[r][c]) == "1"

    return _grid(record["rows"], record["cols"], linked)


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    rows, cols, pearls = record["rows"], record["cols"], record["puzzle"]["pearls"]
    m = cp_model.CpModel()
    index, link, used = cell_loop(m, rows, cols)

    def e(a, b):
        return link.get((min(a, b), max(a, b)), 0)

    for (r, c) in index:
        if not pearls[r][c]:
            continue
        m.add(used[r, c] == 1)
        for (dr, dc) in ((-1, 0), (0, -1)):
            near = [e((r, c), (r + k * dr, c + k * dc)) for k in (1, -1)]
            far = [e((r + k * dr, c + k * dc), (r + 2 * k * dr, c + 2 * k * dc)) for k in (1, -1)]
            if pearls[r][c] == 2:  # black: turn, and go straight on through the next cell
                m.add(near[0] + near[1] <= 1)
                for n, f in zip(near, far):
                    m.add(n <= f)
            else:  # white: straight, and turn next to it on at least one side
                m.add(near[0] == near[1])
                m.add(far[0] + far[1] <= 2 - near[0])
    values = solve_unique(m, link, max_time_in_seconds=30.0)
    if values is None:
        return None
    return _grid(rows, cols, lambda a, b: bool(values.get((min(a, b), max(a, b)))))


def puzzlekit(record):
    """puzzlekit's answer (one solve, no uniqueness proof)."""
    import puzzlekit as pk

    grid = [["-" if v == 0 else "w" if v == 1 else "b" for v in row] for row in record["puzzle"]["pearls"]]
    solver = pk.solver("masyu", {"num_rows": record["rows"], "num_cols": record["cols"], "grid": grid})
    result = solver.solve({"time_limit_sec": 30.0})
    if result.solution_data["status"] not in ("Optimal", "Feasible"):
        return None
    bits = {"n": 1, "e": 2, "s": 4, "w": 8}
    return [[sum(bits.get(ch, 0) for ch in v) if v not in ("-", "b", "w") else 0 for v in row]
            for row in result.sol_grid.matrix]


def multi_puzzle_solver(record):
    """multi-puzzle-solver's first answer (it lists every answer up to 20)."""
    import numpy as np
    from puzzle_solver.puzzles.pearl.pearl import Board

    board = Board(np.array([[" " if v == 0 else "W" if v == 1 else "B" for v in row]
                            for row in record["puzzle"]["pearls"]]))
    found = board.solve_and_print(verbose=False)
    if not found:
        return None
    bits = {"U": 1, "R": 2, "D": 4, "L": 8}
    out = [[0] * record["cols"] for _ in range(record["rows"])]
    for pos, letters in found[0].assignment.items():
        out[pos.y][pos.x] = sum(bits[ch] for ch in letters)
    return out
