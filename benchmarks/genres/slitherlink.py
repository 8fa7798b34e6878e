"""Slitherlink benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/slitherlink.json (the test puzzles of pzprjs and
cspuz_core, janko.at Slitherlink 0001, 0061, 0151, 0216, 0191, 0100 and
0690: 4x4 to 31x45).

* ``gridsat``: :meth:`SlitherlinkPuzzle.uniqueness` -- an answer and the
  proof that it is the only one (one enumeration up to two answers).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools
  alone (a boolean per edge, CP-SAT's circuit over the grid points with both
  directions of every edge, clue counts), solved, then solved again with the
  answer forbidden: the same work as gridsat.
* ``puzzlekit``: ``puzzlekit.solver("slitherlink", ...)`` (one solve; its
  answer is a side code per cell, top 8, left 4, bottom 2, right 1).
* ``multi_puzzle_solver``: ``puzzle_solver.puzzles.slitherlink`` (it lists
  every answer, up to 999, so it proves uniqueness too).

Answers are gridsat's: rows of side bitmasks per cell (up 1, right 2, down 4,
left 8); None when the solver has no answer.  :func:`answer` gives the
published one in the same form.
"""

from __future__ import annotations

from _common import gridsat_unique, records, solve_unique

GENRE = "slitherlink"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/slitherlink.json (name, source, url, rows, cols, puzzle, answer)."""
    return records(GENRE)


def _grid(rows, cols, on):
    """Side bitmasks from ``on(kind, r, c)``: ``("h", r, c)`` the edge from grid
    point (r, c) to (r, c + 1), ``("v", r, c)`` from (r, c) to (r + 1, c)."""
    return [[on("h", r, c) * 1 + on("v", r, c + 1) * 2 + on("h", r + 1, c) * 4 + on("v", r, c) * 8
             for c in range(cols)] for r in range(rows)]


def answer(record):
    """The published answer as side bitmasks."""
    h, v = record["answer"]["horizontal"], record["answer"]["vertical"]
    return _grid(record["rows"], record["cols"], lambda k, r, c: int((h if k == "h" else v)[r][c] == "1"))


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    rows, cols, clues = record["rows"], record["cols"], record["puzzle"]["clues"]
    m = cp_model.CpModel()
    node = {(r, c): r * (cols + 1) + c for r in range(rows + 1) for c in range(cols + 1)}
    edge, arcs, touching = {}, [], {p: [] for p in node}
    for (r, c), i in node.items():
        for k, other in (("h", (r, c + 1)), ("v", (r + 1, c))):
            if other in node:
                e, f, b = m.new_bool_var(""), m.new_bool_var(""), m.new_bool_var("")
                m.add(e == f + b)
                arcs += [(i, node[other], f), (node[other], i, b)]
                edge[k, r, c] = e
                touching[r, c].append(e)
                touching[other].append(e)
    for p, i in node.items():
        used = m.new_bool_var("")
        m.add(sum(touching[p]) == 2 * used)
        arcs.append((i, i, ~used))
    m.add_circuit(arcs)
    m.add_bool_or(list(edge.values()))
    for r in range(rows):
        for c in range(cols):
            if isinstance(clues[r][c], int):
                m.add(edge["h", r, c] + edge["h", r + 1, c] + edge["v", r, c] + edge["v", r, c + 1] == clues[r][c])
    values = solve_unique(m, edge, max_time_in_seconds=30.0)
    if values is None:
        return None
    return _grid(rows, cols, lambda k, r, c: values[k, r, c])


def puzzlekit(record):
    """puzzlekit's answer (one solve, no uniqueness proof)."""
    import puzzlekit as pk

    grid = [["-" if v is None else str(v) for v in row] for row in record["puzzle"]["clues"]]
    solver = pk.solver("slitherlink", {"num_rows": record["rows"], "num_cols": record["cols"], "grid": grid})
    result = solver.solve({"time_limit_sec": 30.0})
    if result.solution_data["status"] not in ("Optimal", "Feasible"):
        return None
    codes = [[0 if v == "-" else int(v) for v in row] for row in result.sol_grid.matrix]
    return [[(v >> 3 & 1) * 1 + (v & 1) * 2 + (v >> 1 & 1) * 4 + (v >> 2 & 1) * 8 for v in row] for row in codes]


def multi_puzzle_solver(record):
    """multi-puzzle-solver's first answer (it lists every answer up to 999)."""
    import numpy as np
    from puzzle_solver.puzzles.slitherlink.slitherlink import Board

    rows, cols = record["rows"], record["cols"]
    board = Board(np.array([[" " if v is None else str(v) for v in row] for row in record["puzzle"]["clues"]]))
    found = board.solve_and_print(verbose=False)
    if not found:
        return None
    on = set()
    for pos, letters in found[0].assignment.items():  # its variables: right and bottom of each cell, top of
        r, c = pos.y, pos.x                          # row 0 and left of column 0 (U, R, D, L)
        for ch in letters:
            on.add({"R": ("v", r, c + 1), "D": ("h", r + 1, c), "U": ("h", r, c), "L": ("v", r, c)}[ch])
    return _grid(rows, cols, lambda k, r, c: int((k, r, c) in on))
