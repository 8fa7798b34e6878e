"""Kakuro benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/kakuro.json (the test puzzle of pzprjs, janko.at Kakuro 91, 1, 2, 16, 254 and 960: 6x6 to
31x46 with their frames of clue cells).

* ``gridsat``: :meth:`KakuroPuzzle.uniqueness` -- an answer and the proof that it is the only one (a boolean per
  white cell and digit, each run's digits one of the sets of different digits that make its sum).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone (a whole number 1 to 9 per white cell,
  an all-different and a linear sum per run), solved, then solved again with the answer forbidden: the same work as
  gridsat.

No peer is run: neither puzzlekit's nor multi-puzzle-solver's Kakuro is wired here.  Answers are gridsat's: rows of
whole numbers, a white cell's digit and 0 on a clue cell; None when the solver has no answer.
"""

from __future__ import annotations

from _common import gridsat_unique, records, solve_unique

GENRE = "kakuro"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/kakuro.json (name, source, url, rows, cols, puzzle, answer)."""
    return records(GENRE)


def answer(record):
    """The published answer, as rows of whole numbers."""
    return [[int(t) for t in row.split()] for row in record["answer"]]


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def runs(rows: int, cols: int, clues: list) -> list:
    """``(cells, sum or None)`` of every run: white cells between clue cells or the edge, a clue ``down\\across``."""
    out = []
    for way, (dr, dc) in (("across", (0, 1)), ("down", (1, 0))):
        for r in range(rows):
            for c in range(cols):
                before = (r - dr, c - dc)
                if clues[r][c] is None and min(before) >= 0:
                    continue  # inside a run
                cells, y, x = [], r + (dr if clues[r][c] is not None else 0), c + (dc if clues[r][c] is not None else 0)
                while y < rows and x < cols and clues[y][x] is None:
                    cells.append((y, x))
                    y, x = y + dr, x + dc
                down, across = clues[r][c].split("\\") if clues[r][c] is not None else ("", "")
                given = across if way == "across" else down
                if cells:
                    out.append((cells, int(given) if given else None))
    return out


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from ortools.sat.python import cp_model

    rows, cols, clues = record["rows"], record["cols"], record["puzzle"]["clues"]
    m = cp_model.CpModel()
    digit = {(r, c): m.new_int_var(1, 9, "") for r in range(rows) for c in range(cols) if clues[r][c] is None}
    for cells, total in runs(rows, cols, clues):
        m.add_all_different([digit[cell] for cell in cells])
        if total is not None:
            m.add(sum(digit[cell] for cell in cells) == total)

    def forbid(model, values):
        differs = []
        for key, x in digit.items():
            d = model.new_bool_var("")
            model.add(x != values[key]).only_enforce_if(d)
            differs.append(d)
        model.add_bool_or(differs)

    values = solve_unique(m, digit, forbid=forbid, max_time_in_seconds=30.0)
    if values is None:
        return None
    return [[values.get((r, c), 0) for c in range(cols)] for r in range(rows)]
