"""Gokigen benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/gokigen.json (the test puzzles of pzprjs and cspuz_core, janko.at Gokigen Naname 1, 3, 5,
7, 9, 24 and 35: 3x4 to 24x36).

* ``gridsat``: :meth:`GokigenPuzzle.uniqueness` -- an answer and the proof that it is the only one.
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a boolean per cell, 1 a ``\\``; each
  number the sum of the diagonals touching its point), the loops forbidden as they show up: solved, each loop in the
  answer found forbidden by a clause (not all of its diagonals) and solved again until an answer has none; then the
  answer forbidden and the same again until no answer is left (the proof of uniqueness).

No peer is run: neither puzzlekit's nor multi-puzzle-solver's Gokigen is wired here.  Answers are rows of 1 (``\\``)
/ 0 (``/``); None when the solver has no answer.
"""

from __future__ import annotations

from _common import gridsat_unique, records

GENRE = "gokigen"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/gokigen.json (name, source, url, rows, cols, puzzle, answer)."""
    return records(GENRE)


def answer(record):
    """The published answer, as rows of 1 (``\\``) / 0 (``/``)."""
    return [[int(ch == "\\") for ch in row] for row in record["answer"]]


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def _loop(rows: int, cols: int, grid) -> list:
    """The cells of a loop of diagonals in ``grid`` (rows of 1 ``\\`` / 0 ``/``), or []: the diagonals joined point
    by point, the one whose points are already joined closing it, its path back found by a search."""
    links: dict = {}
    for r in range(rows):
        for c in range(cols):
            a, b = ((r, c), (r + 1, c + 1)) if grid[r][c] else ((r, c + 1), (r + 1, c))
            came, todo = {a: None}, [a]
            while todo and b not in came:
                p = todo.pop()
                for q, cell in links.get(p, ()):
                    if q not in came:
                        came[q] = (p, cell)
                        todo.append(q)
            if b in came:
                cells, p = [(r, c)], b
                while came[p] is not None:
                    p, cell = came[p]
                    cells.append(cell)
                return cells
            links.setdefault(a, []).append((b, (r, c)))
            links.setdefault(b, []).append((a, (r, c)))
    return []


def plain_cpsat(record):
    """A plain CP-SAT model of the numbers, its loops cut as they show up, solved and proven unique."""
    from ortools.sat.python import cp_model

    rows, cols, clues = record["rows"], record["cols"], record["puzzle"]["clues"]
    m = cp_model.CpModel()
    back = {(r, c): m.new_bool_var("") for r in range(rows) for c in range(cols)}
    for r in range(rows + 1):
        for c in range(cols + 1):
            number = clues[r][c]
            if number is None or number == "?":
                continue
            touching = [back[y, x] if slant else ~back[y, x]
                        for y, x, slant in ((r - 1, c - 1, 1), (r - 1, c, 0), (r, c - 1, 0), (r, c, 1))
                        if 0 <= y < rows and 0 <= x < cols]
            m.add(sum(touching) == number)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = 30.0
    found = []
    while len(found) < 2:
        status = solver.solve(m)
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        grid = [[solver.value(back[r, c]) for c in range(cols)] for r in range(rows)]
        loop = _loop(rows, cols, grid)
        if loop:
            m.add_bool_or([~back[cell] if grid[cell[0]][cell[1]] else back[cell] for cell in loop])
            continue
        found.append(grid)
        m.add_bool_or([~x if grid[r][c] else x for (r, c), x in back.items()])
    return found[0] if len(found) == 1 and status == cp_model.INFEASIBLE else None
