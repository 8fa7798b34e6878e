"""Skyscrapers benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/skyscrapers.json (the test puzzle of pzprjs, janko.at Wolkenkratzer 1, 2, 3, 4, 22, 75 and
120: 4x4 to 8x8, written with their frames of clues as (N+2) x (N+2)).

* ``gridsat``: :meth:`SkyscrapersPuzzle.uniqueness` -- an answer and the proof that it is the only one (a boolean per
  cell and height, each clue's line a running maximum per height and a "seen" boolean per cell).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a whole number 1 to N per cell, an
  all-different per row and column, and per clue the running maximum of its line as ``add_max_equality`` with a
  "seen" boolean per cell, true exactly when the cell is taller than the maximum before it, summing to the clue),
  solved, then solved again with the answer forbidden: the same work as gridsat.

No peer is run.  Answers are gridsat's: rows of whole numbers, a cell's height and 0 on the frame; None when the
solver has no answer.
"""

from __future__ import annotations

from _common import gridsat_unique, records, solve_unique

GENRE = "skyscrapers"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/skyscrapers.json (name, source, url, rows, cols, puzzle, answer)."""
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

    size, clues = record["rows"], record["puzzle"]["clues"]
    n = size - 2
    m = cp_model.CpModel()
    height = {(r, c): m.new_int_var(1, n, "") for r in range(1, n + 1) for c in range(1, n + 1)}
    for k in range(1, n + 1):
        m.add_all_different([height[(k, c)] for c in range(1, n + 1)])
        m.add_all_different([height[(r, k)] for r in range(1, n + 1)])
    for (r, c), x in height.items():
        if clues[r][c] is not None:
            m.add(x == clues[r][c])
    lines = [((0, c), (1, 0)) for c in range(1, n + 1)] + [((n + 1, c), (-1, 0)) for c in range(1, n + 1)]
    lines += [((r, 0), (0, 1)) for r in range(1, n + 1)] + [((r, n + 1), (0, -1)) for r in range(1, n + 1)]
    for (r, c), (dr, dc) in lines:
        if clues[r][c] is None:
            continue
        cells = [height[(r + dr * k, c + dc * k)] for k in range(1, n + 1)]
        seen, tallest = [], None
        for x in cells:
            visible = m.new_bool_var("")
            if tallest is None:
                m.add(visible == 1)
                tallest = x
            else:
                m.add(x > tallest).only_enforce_if(visible)
                m.add(x <= tallest).only_enforce_if(~visible)
                after = m.new_int_var(1, n, "")
                m.add_max_equality(after, [tallest, x])
                tallest = after
            seen.append(visible)
        m.add(sum(seen) == clues[r][c])

    def forbid(model, values):
        differs = []
        for key, x in height.items():
            d = model.new_bool_var("")
            model.add(x != values[key]).only_enforce_if(d)
            differs.append(d)
        model.add_bool_or(differs)

    values = solve_unique(m, height, forbid=forbid, max_time_in_seconds=30.0)
    if values is None:
        return None
    return [[values.get((r, c), 0) for c in range(size)] for r in range(size)]
