"""Nurimisaki benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/nurimisaki.json (the test puzzle of pzprjs, janko.at Nurimisaki 1, 7, 27 and 97: 5x5 to
10x10).

* ``gridsat``: :meth:`NurimisakiPuzzle.uniqueness` -- an answer and the proof that it is the only one.
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a boolean per cell; circles unshaded;
  no 2x2 block one colour; the unshaded cells connected by a single-commodity flow from the first circle; each
  number the cells its circle sees, a "still seeing" boolean per cell along each line; a circle exactly one unshaded
  neighbour, any other unshaded cell not exactly one), solved, then solved again with the answer forbidden: the
  same work as gridsat.

No peer is run: neither puzzlekit's nor multi-puzzle-solver's Nurimisaki is wired here.  Answers are rows of 1
(shaded) / 0 (unshaded); None when the solver has no answer.
"""

from __future__ import annotations

from _common import gridsat_unique, records_with_numbers, solve_unique

GENRE = "nurimisaki"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/nurimisaki.json (name, source, url, answer; janko.at's with rows, cols,
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
    for r in range(rows - 1):
        for c in range(cols - 1):
            block = [shaded[r, c], shaded[r, c + 1], shaded[r + 1, c], shaded[r + 1, c + 1]]
            m.add_bool_or([~v for v in block])
            m.add_bool_or(block)
    for cell in cells:
        around = sum(1 - shaded[nb] for nb in near(*cell))
        if cell in circles:
            m.add(around == 1)
        else:
            m.add(around != 1).only_enforce_if(~shaded[cell])
    for r, c in circles:
        number = clues[r][c]
        if number == "?":
            continue
        seen = []
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            y, x, still = r + dr, c + dc, None
            while 0 <= y < rows and 0 <= x < cols:
                now = m.new_bool_var("")
                if still is None:
                    m.add(now == 1 - shaded[y, x])
                else:
                    m.add_bool_and([still, ~shaded[y, x]]).only_enforce_if(now)
                    m.add_bool_or([~still, shaded[y, x], now])
                seen.append(now)
                still, y, x = now, y + dr, x + dc
        m.add(1 + sum(seen) == number)
    root, most = circles[0], rows * cols - 1
    balance = {cell: 0 for cell in cells}
    for cell in cells:
        for nb in near(*cell):
            flow = m.new_int_var(0, most, "")
            m.add(flow == 0).only_enforce_if(shaded[cell])
            m.add(flow == 0).only_enforce_if(shaded[nb])
            balance[cell] -= flow
            balance[nb] += flow
    for cell in cells:
        if cell != root:
            m.add(balance[cell] == 1 - shaded[cell])
    values = solve_unique(m, shaded, max_time_in_seconds=30.0)
    return None if values is None else [[values[r, c] for c in range(cols)] for r in range(rows)]
