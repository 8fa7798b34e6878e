"""Kurotto benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/kurotto.json (the test puzzle of pzprjs, janko.at Kurotto 1, 2, 101, 105, 106, 110, 200
and 220: 5x5 to 19x27).

* ``gridsat``: :meth:`KurottoPuzzle.uniqueness` -- an answer and the proof that it is the only one.
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a boolean per cell; circles
  unshaded; per number a "reached" boolean per cell of the board and a distance: a shaded cell beside the circle is
  reached, a shaded cell beside a reached one is reached, a reached cell is shaded and, unless beside the circle,
  has a reached neighbour one step nearer; the reached cells number the circle's number), solved, then solved again
  with the answer forbidden: the same work as gridsat.

No peer is run: neither puzzlekit's nor multi-puzzle-solver's Kurotto is wired here.  Answers are rows of 1
(shaded) / 0 (unshaded); None when the solver has no answer.
"""

from __future__ import annotations

from _common import gridsat_unique, records_with_numbers, solve_unique

GENRE = "kurotto"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/kurotto.json (name, source, url, answer; janko.at's with rows, cols,
    puzzle)."""
    return records_with_numbers(GENRE)  # (pzprjs's test puzzle: its circles from the URL)


def answer(record):
    """The published answer, as rows of 1 (shaded) / 0 (unshaded)."""
    return [[int(ch == "#") for ch in row] for row in record["answer"]]


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    rows, cols, clues = record["rows"], record["cols"], record["puzzle"]["numbers"]
    cells = [(r, c) for r in range(rows) for c in range(cols)]

    def near(r, c):
        return [(y, x) for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= y < rows and 0 <= x < cols]

    m = cp_model.CpModel()
    shaded = {cell: m.new_bool_var("") for cell in cells}
    circles = [cell for cell in cells if clues[cell[0]][cell[1]] is not None]
    for cell in circles:
        m.add(shaded[cell] == 0)
    for k in circles:
        number = clues[k[0]][k[1]]
        if number == "?":
            continue
        reached = {cell: m.new_bool_var("") for cell in cells if cell != k}
        dist = {cell: m.new_int_var(1, rows * cols, "") for cell in reached}
        for cell, lit in reached.items():
            m.add_implication(lit, shaded[cell])
            if cell in near(*k):
                m.add_implication(shaded[cell], lit)
                m.add(dist[cell] == 1)
            else:
                steps = []
                for nb in near(*cell):
                    if nb == k:
                        continue
                    step = m.new_bool_var("")
                    m.add_implication(step, reached[nb])
                    m.add(dist[nb] + 1 == dist[cell]).only_enforce_if(step)
                    steps.append(step)
                m.add_bool_or(steps).only_enforce_if(lit)
            for nb in near(*cell):
                if nb != k:
                    m.add_bool_or([~lit, ~shaded[nb], reached[nb]])
        m.add(sum(reached.values()) == number)
    values = solve_unique(m, shaded, max_time_in_seconds=30.0)
    return None if values is None else [[values[r, c] for c in range(cols)] for r in range(rows)]
