"""Hashiwokakero benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/hashi.json (the test puzzle of pzprjs, janko.at Hashi 1, 3, 6, 11, 12, 13, 15, 18, 888,
889 and 890: 5x5 to 40x60).

* ``gridsat``: :meth:`HashiPuzzle.uniqueness` -- an answer and the proof that it is the only one (``auto``: the
  islands' connectivity as lazy cuts).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a whole number 0 to 2 per pair of
  islands that see each other, each island's sum, "not both" per crossing pair, and the connectivity as a
  single-commodity flow from the first island, each flow at most the islands less one times the bridges), solved,
  then solved again with the answer forbidden: the same work as gridsat.

No peer is run: neither puzzlekit's nor multi-puzzle-solver's Hashi is wired here.  Answers are gridsat's: rows of
whole numbers, per cell the bridges across its right side plus 3 times those across its bottom side; None when the
solver has no answer.
"""

from __future__ import annotations

from _common import gridsat_unique, records, solve_unique

GENRE = "hashi"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/hashi.json (name, source, url, rows, cols, puzzle, answer)."""
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

    rows, cols, clues = record["rows"], record["cols"], record["puzzle"]["clues"]
    islands = [(r, c) for r in range(rows) for c in range(cols) if clues[r][c] is not None]
    pairs, through = [], {}  # pairs of islands that see each other; cell -> the pairs passing over it
    for r, c in islands:
        for dr, dc in ((0, 1), (1, 0)):
            y, x, between = r + dr, c + dc, []
            while y < rows and x < cols and clues[y][x] is None:
                between.append((y, x))
                y, x = y + dr, x + dc
            if y < rows and x < cols:
                for cell in between:
                    through.setdefault(cell, []).append(len(pairs))
                pairs.append(((r, c), (y, x)))
    m = cp_model.CpModel()
    bridges = {k: m.new_int_var(0, 2, "") for k in range(len(pairs))}
    used = {k: m.new_bool_var("") for k in bridges}
    for k, x in bridges.items():
        m.add(x >= used[k])
        m.add(x <= 2 * used[k])
    for island in islands:
        if clues[island[0]][island[1]] != "?":
            m.add(sum(x for k, x in bridges.items() if island in pairs[k]) == clues[island[0]][island[1]])
    for over in through.values():
        if len(over) == 2:
            m.add_bool_or([~used[over[0]], ~used[over[1]]])
    most = len(islands) - 1
    balance = {island: 0 for island in islands}
    for k, (a, b) in enumerate(pairs):
        for x, y in ((a, b), (b, a)):
            flow = m.new_int_var(0, most, "")
            m.add(flow <= most * used[k])
            balance[x] -= flow
            balance[y] += flow
    for island in islands:
        m.add(balance[island] == (-most if island == islands[0] else 1))

    def forbid(model, values):
        differs = []
        for k, x in bridges.items():
            d = model.new_bool_var("")
            model.add(x != values[k]).only_enforce_if(d)
            differs.append(d)
        model.add_bool_or(differs)

    values = solve_unique(m, bridges, forbid=forbid, max_time_in_seconds=30.0)
    if values is None:
        return None
    right, down = {}, {}
    for k, ((r, c), (y, x)) in enumerate(pairs):
        for cell in [(r, c)] + ([(r, j) for j in range(c + 1, x)] if r == y else [(i, c) for i in range(r + 1, y)]):
            (right if r == y else down)[cell] = values[k]
    return [[right.get((r, c), 0) + 3 * down.get((r, c), 0) for c in range(cols)] for r in range(rows)]
