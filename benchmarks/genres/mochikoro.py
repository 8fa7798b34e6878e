"""Mochikoro benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/mochikoro.json (the test puzzle of pzprjs, janko.at Mochikoro 1, 2, 3, 6, 113, 57, 15,
60 and 18: 5x5 to 19x19).

* ``gridsat``: :meth:`MochikoroPuzzle.uniqueness` -- an answer and the proof that it is the only one.
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a boolean per cell; numbers
  unshaded; no 2x2 block with exactly three unshaded cells, so each unshaded area is a rectangle; per number a
  "reached" boolean per cell of the board and a distance: the number's cell is reached, an unshaded cell beside a
  reached one is reached, a reached cell is unshaded and, unless the number's, has a reached neighbour one step
  nearer; the reached cells number the number, and hold no other number; the unshaded cells connected through sides
  and corners by a distance from the first number; no 2x2 block shaded), solved, then solved again with the answer
  forbidden: the same work as gridsat.

No peer is run: neither puzzlekit nor multi-puzzle-solver has a Mochikoro wired here.  Answers are rows of 1
(shaded) / 0 (unshaded); None when the solver has no answer.
"""

from __future__ import annotations

from _common import gridsat_unique, records_with_numbers, solve_unique

GENRE = "mochikoro"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/mochikoro.json (name, source, url, answer; janko.at's with rows, cols,
    puzzle)."""
    return records_with_numbers(GENRE)  # (pzprjs's test puzzle: its numbers from the URL)


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

    def around(r, c):
        return [(r + a, c + b) for a in (-1, 0, 1) for b in (-1, 0, 1)
                if (a or b) and 0 <= r + a < rows and 0 <= c + b < cols]

    m = cp_model.CpModel()
    shaded = {cell: m.new_bool_var("") for cell in cells}
    numbers = [cell for cell in cells if clues[cell[0]][cell[1]] is not None]
    for cell in numbers:
        m.add(shaded[cell] == 0)
    blocks = [[(r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)] for r in range(rows - 1) for c in range(cols - 1)]
    for block in blocks:
        m.add_bool_or([~shaded[cell] for cell in block])  # no 2x2 shaded
        for cell in block:  # three unshaded: the fourth too (the areas are rectangles)
            m.add_bool_or([shaded[o] for o in block if o != cell] + [~shaded[cell]])
    for k in numbers:
        number = clues[k[0]][k[1]]
        reached = {cell: m.new_bool_var("") for cell in cells}
        dist = {cell: m.new_int_var(0, rows * cols, "") for cell in cells}
        m.add(reached[k] == 1)
        m.add(dist[k] == 0)
        for cell, lit in reached.items():
            m.add_implication(lit, ~shaded[cell])
            for nb in near(*cell):
                m.add_bool_or([~lit, shaded[nb], reached[nb]])
            if cell != k:
                steps = []
                for nb in near(*cell):
                    step = m.new_bool_var("")
                    m.add_implication(step, reached[nb])
                    m.add(dist[nb] + 1 == dist[cell]).only_enforce_if(step)
                    steps.append(step)
                m.add_bool_or(steps).only_enforce_if(lit)
        for other in numbers:
            if other != k:
                m.add(reached[other] == 0)
        if number != "?":
            m.add(sum(reached.values()) == number)
    if numbers:  # the unshaded cells connected through sides and corners: a distance from the first number
        root = numbers[0]
        depth = {cell: m.new_int_var(0, rows * cols, "") for cell in cells}
        m.add(depth[root] == 0)
        for cell in cells:
            if cell == root:
                continue
            steps = []
            for nb in around(*cell):
                step = m.new_bool_var("")
                m.add_implication(step, ~shaded[nb])
                m.add(depth[nb] + 1 == depth[cell]).only_enforce_if(step)
                steps.append(step)
            m.add_bool_or(steps).only_enforce_if(~shaded[cell])
    values = solve_unique(m, shaded, max_time_in_seconds=30.0)
    return None if values is None else [[values[r, c] for c in range(cols)] for r in range(rows)]
