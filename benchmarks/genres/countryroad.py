"""Country Road benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/countryroad.json (the test puzzle of pzprjs, janko.at Country Road 1, 3, 4, 22, 25, 5,
151, 80 and 191: 5x5 to 15x15).

* ``gridsat``: :meth:`CountryRoadPuzzle.uniqueness` -- an answer and the proof that it is the only one (``auto``:
  the compiled loop search, CP-SAT after its head start).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a boolean per link of neighbouring
  cells, CP-SAT's circuit over the cells with both directions of every link; per room two links across its border,
  its number the cells on the loop; a clause "one of the two is on the loop" per pair of cells across a border),
  solved, then solved again with the answer forbidden: the same work as gridsat.

No peer is run: neither puzzlekit's nor multi-puzzle-solver's Country Road is wired here.  Answers are rows of side
bitmasks per cell (up 1, right 2, down 4, left 8); None when the solver has no answer.
"""

from __future__ import annotations

from _common import cell_loop, gridsat_unique, records, solve_unique

GENRE = "countryroad"
STEPS = {1: (-1, 0), 2: (0, 1), 4: (1, 0), 8: (0, -1)}


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/countryroad.json (name, source, url, answer; janko.at's with rows, cols,
    puzzle)."""
    found = records(GENRE)
    for record in found:
        if "puzzle" not in record:  # pzprjs's test puzzle: its numbers and rooms from the URL
            import gridsat as gs

            puzzle = gs.kinds.get(GENRE).parse(record["url"])
            record.update(rows=puzzle.rows, cols=puzzle.cols, puzzle={"numbers": [list(r) for r in puzzle.clues],
                                                                      "rooms": [list(r) for r in puzzle.regions]})
    return found


def _grid(rows, cols, linked):
    """Side bitmasks from ``linked(a, b)``: True when the loop joins cells a and b."""
    return [[sum(bit for bit, (dr, dc) in STEPS.items() if linked((r, c), (r + dr, c + dc))) for c in range(cols)]
            for r in range(rows)]


def answer(record):
    """The published answer as side bitmasks."""
    h, v = record["answer"]["horizontal"], record["answer"]["vertical"]

    def linked(a, b):
        (r, c), (s, d) = min(a, b), max(a, b)
        if not (0 <= r and 0 <= c and s < record["rows"] and d < record["cols"]):
            return False
        return (h[r][c] if r == s else v[r][c]) == "1"

    return _grid(record["rows"], record["cols"], linked)


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    rows, cols = record["rows"], record["cols"]
    numbers, room = record["puzzle"]["numbers"], record["puzzle"]["rooms"]
    m = cp_model.CpModel()
    index, link, used = cell_loop(m, rows, cols)
    members, crossing = {}, {}
    for cell in index:
        members.setdefault(room[cell[0]][cell[1]], []).append(cell)
    for (a, b), lit in link.items():
        ra, rb = room[a[0]][a[1]], room[b[0]][b[1]]
        if ra != rb:
            crossing.setdefault(ra, []).append(lit)
            crossing.setdefault(rb, []).append(lit)
            m.add_bool_or([used[a], used[b]])  # two cells off the loop never side by side across a border
    for rid, cells in members.items():
        if len(members) > 1:
            m.add(sum(crossing.get(rid, [])) == 2)  # the loop enters and leaves each room once
        given = [numbers[r][c] for r, c in cells if isinstance(numbers[r][c], int)]
        if given:
            m.add(sum(used[cell] for cell in cells) == given[0])
    values = solve_unique(m, link, max_time_in_seconds=30.0)
    if values is None:
        return None
    return _grid(rows, cols, lambda a, b: bool(values.get((min(a, b), max(a, b)))))
