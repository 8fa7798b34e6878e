"""Easy As ABC benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/easyasabc.json (the test puzzle of pzprjs, janko.at Abc-End-View 1, 4, 19, 39, 44, 50,
288, 290, 297 and 606: 3x3 to 8x8, letters A-B to A-F, written with their frames of letters as (N+2) x (N+2)).

* ``gridsat``: :meth:`EasyAsABCPuzzle.uniqueness` -- an answer and the proof that it is the only one (a boolean per
  cell and value, 0 empty; each clue's letter in its line with the cells before it empty:
  ``constraints.visible.first_letter``).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a whole number 0 to K per cell, a
  count of each letter per row and column through booleans ``x == v``, and per clue the place ``p`` of its letter in
  the line, ``add_element``, with every cell before ``p`` 0), solved, then solved again with the answer forbidden.

No peer is run.  Answers are gridsat's: rows of whole numbers, a cell's letter (A 1) or 0 empty, 0 on the frame.
"""

from __future__ import annotations

from _common import gridsat_unique, records, solve_unique

GENRE = "easyasabc"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/easyasabc.json (name, source, url, rows, cols, puzzle, answer)."""
    return records(GENRE)


def answer(record):
    """The published answer, as rows of whole numbers (``.`` 0, a letter its place in the alphabet)."""
    return [[0 if ch == "." else ord(ch) - 64 for ch in row] for row in record["answer"]]


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    size, clues, k = record["rows"], record["puzzle"]["clues"], record["puzzle"]["letters"]
    n = size - 2
    m = cp_model.CpModel()
    x = {(r, c): m.new_int_var(0, k, "") for r in range(1, n + 1) for c in range(1, n + 1)}
    eq = {}
    for cell, var in x.items():
        for v in range(k + 1):
            eq[cell, v] = m.new_bool_var("")
            m.add(var == v).only_enforce_if(eq[cell, v])
            m.add(var != v).only_enforce_if(~eq[cell, v])
        if clues[cell[0]][cell[1]] is not None:
            m.add(var == clues[cell[0]][cell[1]])
    for i in range(1, n + 1):
        for v in range(1, k + 1):
            m.add(sum(eq[(i, c), v] for c in range(1, n + 1)) == 1)
            m.add(sum(eq[(r, i), v] for r in range(1, n + 1)) == 1)
    lines = [((0, c), (1, 0)) for c in range(1, n + 1)] + [((n + 1, c), (-1, 0)) for c in range(1, n + 1)]
    lines += [((r, 0), (0, 1)) for r in range(1, n + 1)] + [((r, n + 1), (0, -1)) for r in range(1, n + 1)]
    for (r, c), (dr, dc) in lines:
        if clues[r][c] is None:
            continue
        cells = [x[(r + dr * j, c + dc * j)] for j in range(1, n + 1)]
        place = m.new_int_var(0, n - 1, "")
        m.add_element(place, cells, clues[r][c])
        for j, var in enumerate(cells):
            before = m.new_bool_var("")
            m.add(place > j).only_enforce_if(before)
            m.add(place <= j).only_enforce_if(~before)
            m.add(var == 0).only_enforce_if(before)

    def forbid(model, values):
        differs = []
        for key, var in x.items():
            d = model.new_bool_var("")
            model.add(var != values[key]).only_enforce_if(d)
            differs.append(d)
        model.add_bool_or(differs)

    values = solve_unique(m, x, forbid=forbid, max_time_in_seconds=30.0)
    if values is None:
        return None
    return [[values.get((r, c), 0) for c in range(size)] for r in range(size)]
