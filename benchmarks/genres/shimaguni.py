"""Shimaguni benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/shimaguni.json (the test puzzle of pzprjs, janko.at Shimaguni 1, 3, 4, 227, 265 and 280:
6x6 to 30x45).

* ``gridsat``: :meth:`ShimaguniPuzzle.uniqueness` -- an answer and the proof that it is the only one.
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a boolean per cell; no two shaded
  cells side by side across a room border; per room a size variable, its number when it has one, 1 or more, unequal
  to each touching room's; per room its shaded cells connected by a single-commodity flow from one root boolean per
  room, the root shaded), solved, then solved again with the answer forbidden: the same work as gridsat.

No peer is run: neither puzzlekit's nor multi-puzzle-solver's Shimaguni is wired here.  Answers are rows of 1
(shaded) / 0 (unshaded); None when the solver has no answer.
"""

from __future__ import annotations

from _common import gridsat_unique, records, solve_unique

GENRE = "shimaguni"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/shimaguni.json (name, source, url, answer; janko.at's with rows, cols,
    puzzle)."""
    found = records(GENRE)
    for record in found:
        if "puzzle" not in record:  # pzprjs's test puzzle: its numbers and rooms from the URL
            import gridsat as gs

            puzzle = gs.kinds.get(GENRE).parse(record["url"])
            record.update(rows=puzzle.rows, cols=puzzle.cols, puzzle={"numbers": [list(r) for r in puzzle.clues],
                                                                      "rooms": [list(r) for r in puzzle.regions]})
    return found


def answer(record):
    """The published answer, as rows of 1 (shaded) / 0 (unshaded)."""
    return [[int(ch == "#") for ch in row] for row in record["answer"]]


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    rows, cols = record["rows"], record["cols"]
    clues, room = record["puzzle"]["numbers"], record["puzzle"]["rooms"]
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    members = {}
    for r, c in cells:
        members.setdefault(room[r][c], []).append((r, c))

    def near(r, c):
        return [(y, x) for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= y < rows and 0 <= x < cols]

    m = cp_model.CpModel()
    shaded = {cell: m.new_bool_var("") for cell in cells}
    size = {rid: m.new_int_var(1, len(mine), "") for rid, mine in members.items()}
    touching = set()
    for r, c in cells:
        for y, x in near(r, c):
            if room[y][x] != room[r][c] and (y, x) > (r, c):
                m.add_bool_or([~shaded[r, c], ~shaded[y, x]])
                touching.add(tuple(sorted((room[r][c], room[y][x]))))
    for a, b in touching:
        m.add(size[a] != size[b])
    for rid, mine in members.items():
        m.add(size[rid] == sum(shaded[cell] for cell in mine))
        number = next((clues[r][c] for r, c in mine if clues[r][c] is not None), None)
        if isinstance(number, int):
            m.add(size[rid] == number)
        root = {cell: m.new_bool_var("") for cell in mine}
        m.add_exactly_one(root.values())
        balance = {cell: 0 for cell in mine}
        for cell in mine:
            m.add_implication(root[cell], shaded[cell])
            for nb in near(*cell):
                if nb in balance:
                    flow = m.new_int_var(0, len(mine) - 1, "")
                    m.add(flow == 0).only_enforce_if(~shaded[cell])
                    m.add(flow == 0).only_enforce_if(~shaded[nb])
                    balance[cell] -= flow
                    balance[nb] += flow
        for cell in mine:  # a root sends one unit to each other shaded cell; every other shaded cell keeps one
            m.add(balance[cell] == shaded[cell] - size[rid]).only_enforce_if(root[cell])
            m.add(balance[cell] == shaded[cell]).only_enforce_if(~root[cell])
    values = solve_unique(m, shaded, max_time_in_seconds=30.0)
    return None if values is None else [[values[r, c] for c in range(cols)] for r in range(rows)]
