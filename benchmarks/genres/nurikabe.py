"""Nurikabe benchmark adapter (imported by benchmarks/genres.py).

Records: tests/data/genres/nurikabe.json (pzprjs's test puzzle and janko.at
puzzles 1, 229, 262, 690, 726, 758, 827 and 1055, 5x5 to 50x50).

* ``gridsat``: :meth:`NurikabePuzzle.uniqueness` -- an answer and the proof
  that it is the only one (one solve more than the peers do).
* ``plain_cpsat``: the model a user writes from the rules with OR-Tools alone
  (a boolean per clue and cell saying which island holds the cell, the
  island sizes, unshaded neighbours in the same island, each island and the
  sea connected by a rooted tree with integer depths, no 2x2 sea), solved,
  then solved again with the answer forbidden: the same work as gridsat.
* ``puzzlekit``: ``puzzlekit.solve(text, "nurikabe")`` (one solve); its
  reader takes whole numbers only, so boards with ``?`` clues give None.
* ``multi_puzzle_solver``: ``puzzle_solver.nurikabe_solver.Board`` (lists
  every answer: one polyomino placement per clue); no ``?`` clues either.

Answers are rows of 1 (shaded) / 0 (unshaded); None when the solver has no
answer or cannot take the board.
"""

from __future__ import annotations

from _common import as_rows, gridsat_unique, records, solve_unique

GENRE = "nurikabe"


def puzzles() -> list[dict]:
    """Every record of tests/data/genres/nurikabe.json (name, source, url, rows, cols, puzzle, answer)."""
    return records(GENRE)


def _clues(record) -> list:
    return record["puzzle"]["clues"]


def gridsat(record):
    """gridsat's answer, proven unique (None when not unique or not solved)."""
    return gridsat_unique(GENRE, record)


def plain_cpsat(record):
    """A plain CP-SAT model of the rules, solved and proven unique."""
    from collections import deque

    from ortools.sat.python import cp_model

    clues = _clues(record)
    rows, cols = record["rows"], record["cols"]
    cells = [(r, c) for r in range(rows) for c in range(cols)]

    def nbs(cell):
        r, c = cell
        return [(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)) if 0 <= r + dr < rows
                and 0 <= c + dc < cols]

    given = {(r, c): v for r, c in cells if (v := clues[r][c]) is not None}
    m = cp_model.CpModel()
    shaded = {cell: m.new_bool_var(f"s{cell}") for cell in cells}
    owner = {cell: [] for cell in cells}
    member = {}
    for k, (clue, size) in enumerate(given.items()):
        limit = len(cells) if size == "?" else size - 1
        near, queue = {clue: 0}, deque([clue])  # cells the island can reach
        while queue:
            cell = queue.popleft()
            if near[cell] < limit:
                for nb in nbs(cell):
                    if nb not in near and nb not in given:
                        near[nb] = near[cell] + 1
                        queue.append(nb)
        member[k] = {cell: m.new_bool_var(f"m{k}{cell}") for cell in near}
        m.add(member[k][clue] == 1)
        if size != "?":
            m.add(sum(member[k].values()) == size)
        for cell, lit in member[k].items():
            owner[cell].append(lit)
            for nb in nbs(cell):  # an unshaded neighbour is in the same island
                m.add_bool_or([~lit, shaded[nb]] + ([member[k][nb]] if nb in member[k] else []))
        depth = {cell: m.new_int_var(0, len(near), f"d{k}{cell}") for cell in near}  # the island is connected
        m.add(depth[clue] == 0)
        for cell in near:
            if cell != clue:
                parents = [nb for nb in nbs(cell) if nb in near]
                arcs = [m.new_bool_var("") for _ in parents]
                m.add(sum(arcs) == member[k][cell])
                for arc, nb in zip(arcs, parents):
                    m.add_implication(arc, member[k][nb])
                    m.add(depth[cell] == depth[nb] + 1).only_enforce_if(arc)
    for cell in cells:
        m.add(sum(owner[cell]) + shaded[cell] == 1)
    for r in range(rows - 1):
        for c in range(cols - 1):
            m.add_bool_or([~shaded[(r, c)], ~shaded[(r, c + 1)], ~shaded[(r + 1, c)], ~shaded[(r + 1, c + 1)]])
    root = {cell: m.new_bool_var(f"root{cell}") for cell in cells}  # the sea: a tree from one root
    m.add(sum(root.values()) == 1)
    depth = {cell: m.new_int_var(0, len(cells), f"sd{cell}") for cell in cells}
    for cell in cells:
        m.add_implication(root[cell], shaded[cell])
        arcs = []
        for nb in nbs(cell):
            arc = m.new_bool_var("")
            m.add_implication(arc, shaded[nb])
            m.add(depth[cell] == depth[nb] + 1).only_enforce_if(arc)
            arcs.append(arc)
        m.add(sum(arcs) + root[cell] == shaded[cell])
    return as_rows(solve_unique(m, shaded, num_workers=1), rows, cols)


def puzzlekit(record):
    """puzzlekit's answer (one solve, no uniqueness proof); None for boards with ``?`` clues."""
    import puzzlekit as pk

    clues = _clues(record)
    if any(v == "?" for row in clues for v in row):
        return None
    text = f"{record['rows']} {record['cols']}\n" + "\n".join(
        " ".join("-" if v is None else str(v) for v in row) for row in clues)
    result = pk.solve(text, "nurikabe", solver_options={"time_limit_sec": 30.0})
    if not result.is_solved:
        return None
    return [[1 if v == "x" else 0 for v in row] for row in result.sol_grid.matrix]


def multi_puzzle_solver(record):
    """multi-puzzle-solver's first answer (it lists every answer); None for boards with ``?`` clues."""
    import numpy as np
    from puzzle_solver import nurikabe_solver

    clues = _clues(record)
    if any(v == "?" for row in clues for v in row):
        return None
    board = np.array([[" " if v is None else str(v) for v in row] for row in clues])
    found = nurikabe_solver.Board(board).solve_and_print(verbose=False)
    if not found:
        return None
    answer = [[0] * record["cols"] for _ in range(record["rows"])]
    for pos, v in found[0].assignment.items():
        answer[pos.y][pos.x] = int(v)
    return answer
