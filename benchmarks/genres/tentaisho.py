"""Tentaisho benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/tentaisho.json (the test puzzle of pzprjs, janko.at Galaxien 1, 2, 5, 43, 15, 285, 45, 47,
17 and 19: 5x5 to 20x36).

* ``gridsat``: :meth:`TentaishoPuzzle.uniqueness` -- an answer and the proof that it is the only one (each dot's cells
  pruned to those a connected region symmetric about it can reach, a boolean per cell and such dot, the half-turn
  rule of ``constraints.symmetry`` and a rooted tree per region).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a boolean per cell and dot whose
  turned cell is on the board, one a cell, the cells around a dot its own, a cell and its turned cell together, and
  each region connected by a distance from the dot: a member other than the root has a member neighbour one step
  nearer), solved, then solved again with the answer forbidden: the same work as gridsat.

No peer is run.  Answers are gridsat's: each cell's dot rank (0 an empty cell); None when the solver has no answer.
"""

from __future__ import annotations

from _common import gridsat_unique, records, solve_unique

GENRE = "tentaisho"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/tentaisho.json (name, source, url, rows, cols, answer)."""
    return records(GENRE)


def answer(record):
    """The published answer, as rows of whole numbers."""
    return record["answer"]


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    import gridsat as gs

    puzzle = gs.kinds.get(GENRE).parse(record["url"])  # the dots and empty cells, read from the URL
    rows, cols = puzzle.rows, puzzle.cols
    empty = set(puzzle.clued())
    cells = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in empty]
    m = cp_model.CpModel()
    x = {}
    for k, (y, xx, _) in enumerate(puzzle.dots, 1):
        for r, c in cells:
            if (y - r, xx - c) in cells:
                x[(r, c, k)] = m.new_bool_var("")
    for r, c in cells:
        m.add_exactly_one([v for (r2, c2, k), v in x.items() if (r2, c2) == (r, c)])
    for k, (y, xx, _) in enumerate(puzzle.dots, 1):
        around = [(r, c) for r in sorted({y // 2, (y + 1) // 2}) for c in sorted({xx // 2, (xx + 1) // 2})]
        for cell in around:
            m.add_bool_or([x[(*cell, k)]] if (*cell, k) in x else [])
        mine = {(r, c): v for (r, c, j), v in x.items() if j == k}
        for (r, c), v in mine.items():
            m.add(v == mine[(y - r, xx - c)])
        dist = {cell: m.new_int_var(0, len(mine), "") for cell in mine}
        m.add(dist[around[0]] == 0)
        for (r, c), v in mine.items():
            if (r, c) == around[0]:
                continue
            steps = []
            for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if n in mine:
                    s = m.new_bool_var("")
                    m.add_implication(s, mine[n])
                    m.add(dist[(r, c)] == dist[n] + 1).only_enforce_if(s)
                    steps.append(s)
            m.add_bool_or(steps).only_enforce_if(v)
    values = solve_unique(m, x, max_time_in_seconds=30.0)
    if values is None:
        return None
    grid = [[0] * cols for _ in range(rows)]
    for (r, c, k), v in values.items():
        if v:
            grid[r][c] = k
    return grid
