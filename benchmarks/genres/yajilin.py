"""Yajilin benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/yajilin.json (the test puzzle of pzprjs, janko.at Yajilin 1, 2, 3, 4, 102, 7 and 9: 5x5
to 20x36).

* ``gridsat``: :meth:`YajilinPuzzle.uniqueness` -- an answer and the proof that it is the only one (``auto``: the
  compiled loop search over the loop's edges, which decide the shading, CP-SAT joining past its head start).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a boolean per link of neighbouring
  cells, CP-SAT's circuit over the cells with both directions of every link and a skip arc per cell off the loop,
  clue cells off it, cells off the loop apart, each arrow's sum), solved, then solved again with the answer
  forbidden: the same work as gridsat.

No peer is run: neither puzzlekit's nor multi-puzzle-solver's Yajilin is wired here.  Answers are gridsat's: rows of
side bitmasks per cell (up 1, right 2, down 4, left 8), 16 a shaded cell; None when the solver has no answer.
"""

from __future__ import annotations

from _common import cell_loop, gridsat_unique, records, solve_unique

GENRE = "yajilin"
STEPS = {1: (-1, 0), 2: (0, 1), 4: (1, 0), 8: (0, -1)}
ARROWS = {"^": (-1, 0), "v": (1, 0), "<": (0, -1), ">": (0, 1)}


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/yajilin.json (name, source, url, rows, cols, puzzle, answer)."""
    return records(GENRE)


def answer(record):
    """The published answer (already gridsat's form)."""
    return record["answer"]


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    rows, cols, clues = record["rows"], record["cols"], record["puzzle"]["clues"]
    m = cp_model.CpModel()
    index, link, used = cell_loop(m, rows, cols)
    for cell in index:  # clue cells are off the loop
        if clues[cell[0]][cell[1]] is not None:
            m.add(used[cell] == 0)
    free = {cell for cell in index if clues[cell[0]][cell[1]] is None}
    for r, c in free:  # cells off the loop (shaded) never side by side
        for other in ((r, c + 1), (r + 1, c)):
            if other in free:
                m.add_bool_or([used[r, c], used[other]])
    for (r, c) in index:
        clue = clues[r][c]
        if clue is None or len(clue) < 2 or clue[:-1] == "?":
            continue
        (dr, dc), ray, y, x = ARROWS[clue[-1]], [], r + ARROWS[clue[-1]][0], c + ARROWS[clue[-1]][1]
        while (y, x) in index:
            if (y, x) in free:
                ray.append(used[y, x])
            y, x = y + dr, x + dc
        m.add(len(ray) - sum(ray) == int(clue[:-1]))
    values = solve_unique(m, link, max_time_in_seconds=30.0)
    if values is None:
        return None
    out = [[sum(bit for bit, (dr, dc) in STEPS.items()
                if values.get((min((r, c), (r + dr, c + dc)), max((r, c), (r + dr, c + dc))))) for c in range(cols)]
           for r in range(rows)]
    return [[16 if v == 0 and (r, c) in free else v for c, v in enumerate(row)] for r, row in enumerate(out)]
