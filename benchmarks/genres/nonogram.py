"""Nonogram benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/nonogram.json (the test puzzle of pzprjs, janko.at Nonogramme 861, 273, 1591, 590, 1393,
932, 396, 1106 and 749: 6x6 to 30x25, written with their frames of clues).

* ``gridsat``: :meth:`NonogramPuzzle.uniqueness` -- an answer and the proof that it is the only one (the cells line
  solving decides fixed, each line's runs an automaton over its cells).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a boolean per cell; per line and run
  a whole-number start, each run starting past the one before and a blank, a cell shaded exactly when some run's
  start puts it inside the run, through a boolean per run and cell), solved, then solved again with the answer
  forbidden: the same work as gridsat.

No peer is run.  Answers are gridsat's: the framed board's rows, 1 shaded, 0 unshaded and on the frame; None when
the solver has no answer.
"""

from __future__ import annotations

from _common import gridsat_unique, records, solve_unique

GENRE = "nonogram"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/nonogram.json (name, source, url, height, width, clues, answer)."""
    return records(GENRE)


def _frame(record) -> tuple:
    return (record["height"] + 1) // 2, (record["width"] + 1) // 2


def answer(record):
    """The published answer in its frame of zeros."""
    top, left = _frame(record)
    width = record["width"] + left
    return [[0] * width for _ in range(top)] + [[0] * left + [int(ch == "#") for ch in row]
                                                for row in record["answer"]]


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    rows, cols = record["height"], record["width"]
    m = cp_model.CpModel()
    x = {(r, c): m.new_bool_var("") for r in range(rows) for c in range(cols)}
    lines = [([(r, c) for c in range(cols)], clue) for r, clue in enumerate(record["row_clues"])]
    lines += [([(r, c) for r in range(rows)], clue) for c, clue in enumerate(record["column_clues"])]
    for cells, clue in lines:
        n, starts = len(cells), []
        for length in clue:
            starts.append(m.new_int_var(0, n - length, ""))
        for k in range(len(clue) - 1):
            m.add(starts[k + 1] >= starts[k] + clue[k] + 1)
        covers = {k: [] for k in range(n)}
        for start, length in zip(starts, clue):
            for i in range(n):
                inside = m.new_bool_var("")  # start <= i < start + length
                m.add(start <= i).only_enforce_if(inside)
                m.add(start + length > i).only_enforce_if(inside)
                after, before = m.new_bool_var(""), m.new_bool_var("")
                m.add(start > i).only_enforce_if(after)
                m.add(start + length <= i).only_enforce_if(before)
                m.add_exactly_one([inside, after, before])
                covers[i].append(inside)
        for i, cell in enumerate(cells):
            m.add(sum(covers[i]) == x[cell])
    values = solve_unique(m, x, max_time_in_seconds=30.0)
    if values is None:
        return None
    top, left = _frame(record)
    return [[0] * (cols + left) for _ in range(top)] + [[0] * left + [values[(r, c)] for c in range(cols)]
                                                        for r in range(rows)]
