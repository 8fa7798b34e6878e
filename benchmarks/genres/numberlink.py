"""Numberlink benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/numberlink.json (the test puzzle of pzprjs, janko.at Arukone 1, 2, 3, 51 and 12: 5x5 to
10x10; puz.link's numlin rules, empty cells allowed).

* ``gridsat``: :meth:`NumberlinkPuzzle.uniqueness` -- an answer and the proof that it is the only one (``auto``:
  stray loops of empty cells cut off as they are found).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a boolean per pair of neighbouring
  cells, each number's cell one line and every other cell none or two, a whole-number colour per cell equal across
  every line, 0 on a cell no path uses, and stray loops forbidden by an order along each path: two arcs a line, one
  taken when it is used, each cell's order one more than the cell before it), solved, then solved again with the
  answer forbidden: the same work as gridsat.

No peer is run: neither puzzlekit's nor multi-puzzle-solver's Numberlink is wired here.  Answers are gridsat's: rows
of side bitmasks (up 1, right 2, down 4, left 8); None when the solver has no answer.
"""

from __future__ import annotations

from _common import gridsat_unique, records, solve_unique

GENRE = "numberlink"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/numberlink.json (name, source, url, rows, cols, puzzle, answer)."""
    return records(GENRE)


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    rows, cols, clues = record["rows"], record["cols"], record["puzzle"]["clues"]
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    numbers = sorted({v for row in clues for v in row if v is not None}, key=str)
    colour_of = {v: i + 1 for i, v in enumerate(numbers)}
    m = cp_model.CpModel()
    line = {}
    for r, c in cells:
        for other in ((r, c + 1), (r + 1, c)):
            if other[0] < rows and other[1] < cols:
                line[(r, c), other] = m.new_bool_var("")
    colour = {cell: m.new_int_var(0, len(numbers), "") for cell in cells}
    order = {cell: m.new_int_var(0, rows * cols, "") for cell in cells}
    into = {cell: [] for cell in cells}
    for (a, b), x in line.items():
        m.add(colour[a] == colour[b]).only_enforce_if(x)
        forward, backward = m.new_bool_var(""), m.new_bool_var("")
        m.add(forward + backward == x)
        for arc, (p, q) in ((forward, (a, b)), (backward, (b, a))):
            m.add(order[q] == order[p] + 1).only_enforce_if(arc)
            into[q].append(arc)
    for cell in cells:
        touching = [x for pair, x in line.items() if cell in pair]
        number = clues[cell[0]][cell[1]]
        if number is not None:
            m.add(sum(touching) == 1)
            m.add(colour[cell] == colour_of[number])
        else:
            used = m.new_bool_var("")
            m.add(sum(touching) == 2 * used)
            m.add(colour[cell] == 0).only_enforce_if(~used)
            m.add(colour[cell] >= 1).only_enforce_if(used)
            m.add(sum(into[cell]) == 1).only_enforce_if(used)  # a path's inner cell is entered once
    values = solve_unique(m, line, max_time_in_seconds=30.0)
    if values is None:
        return None
    bits = {cell: 0 for cell in cells}
    for ((r, c), (y, x)), on in values.items():
        if on:
            bits[r, c] |= 2 if r == y else 4
            bits[y, x] |= 8 if r == y else 1
    return [[bits[r, c] for c in range(cols)] for r in range(rows)]
