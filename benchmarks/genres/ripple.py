"""Ripple Effect benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/ripple.json (the test puzzle of pzprjs, janko.at Hakyuu 1, 6, 16, 21, 51, 61, 63, 67, 448
and 450: 4x4 to 30x45).

* ``gridsat``: :meth:`RipplePuzzle.uniqueness` -- an answer and the proof that it is the only one (a boolean per cell
  and digit, each room's digits once, each window of n + 1 cells of a row or column holding n at most once).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a whole number 1 to its room's size
  per cell, an all-different per room, and per pair of cells k apart in a row or column, k up to the largest room, a
  boolean "the first is k or more" under which the two differ), solved, then solved again with the answer
  forbidden: the same work as gridsat.

No peer is run.  Answers are gridsat's: rows of whole numbers, each cell's digit; None when the solver has no answer.
"""

from __future__ import annotations

from _common import gridsat_unique, records, solve_unique

GENRE = "ripple"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/ripple.json (name, source, url, rows, cols, answer; janko.at's with their
    givens and rooms)."""
    return records(GENRE)


def answer(record):
    """The published answer, as rows of whole numbers."""
    return [[int(t) for t in row.split()] for row in record["answer"]]


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    import gridsat as gs

    puzzle = gs.kinds.get(GENRE).parse(record["url"])  # the rooms and givens, read from the URL
    rows, cols = puzzle.rows, puzzle.cols
    rooms = puzzle.rooms()
    size = {cell: len(cells) for cells in rooms.values() for cell in cells}
    m = cp_model.CpModel()
    x = {cell: m.new_int_var(1, size[cell], "") for cell in puzzle.cells()}
    for cells in rooms.values():
        m.add_all_different([x[cell] for cell in cells])
    for cell, v in puzzle.clued().items():
        if v != "?":
            m.add(x[cell] == v)
    for (r, c) in puzzle.cells():
        for dr, dc in ((0, 1), (1, 0)):
            for k in range(1, size[(r, c)] + 1):
                other = (r + dr * k, c + dc * k)
                if other[0] >= rows or other[1] >= cols or size[other] < k:
                    continue
                far = m.new_bool_var("")
                m.add(x[(r, c)] >= k).only_enforce_if(far)
                m.add(x[(r, c)] < k).only_enforce_if(~far)
                m.add(x[(r, c)] != x[other]).only_enforce_if(far)

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
    return [[values[(r, c)] for c in range(cols)] for r in range(rows)]
