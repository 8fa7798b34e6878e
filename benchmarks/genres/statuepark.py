"""Statue Park for the genre benchmark (benchmarks/genres.py): gridsat and a
plain CP-SAT model written from the rules on the same puzzles.

Neither peer has the genre (puzzlekit 0.3.4 and multi-puzzle-solver 1.1.10
list no Statue Park solver), so their functions return None.  Every other
function returns the answer grid (rows of 1 covered by a piece / 0) or None.
"""

from __future__ import annotations

from _common import as_rows, gridsat_unique, records, solve_unique

GENRE = "statuepark"
#: Seconds each solver may take (the driver's limit; set higher to measure beyond it).
LIMIT = 30.0


def puzzles() -> list[dict]:
    """The benchmark records (tests/data/genres/statuepark.json: puzz.link's
    engine and cspuz tests, Palmer Mebane's and GMPuzzles' examples, noqx's
    12x12; tetrominoes, pentominoes and a custom bank)."""
    return records(GENRE)


def gridsat(record):
    """Solve and prove unique with gridsat's Python API (None unless proven unique)."""
    return gridsat_unique(GENRE, record)


TETROMINOES = ["####", "###/#..", "##/##", ".##/##.", "###/.#."]
PENTOMINOES = [".##/##./.#.", "#####", "####/#...", "##../.###", "##/##/#.", "###/.#./.#.", "#.#/###",
               "#../#../###", "#../##./.##", ".#./###/.#.", "####/.#..", "##./.#./.##"]


def _bank(record) -> list[list[tuple]]:
    pieces = record["puzzle"]["pieces"]
    named = {"tetrominoes": TETROMINOES, "pentominoes": PENTOMINOES, "double tetrominoes": TETROMINOES * 2}
    rows_list = [p.split("/") for p in named[pieces]] if isinstance(pieces, str) else pieces
    return [[(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#"] for rows in rows_list]


def plain_cpsat(record):
    """A CP-SAT model as a user would write it from the rules: a boolean per
    cell and per placement of each piece (rotations and reflections), each
    piece placed once, a cell shaded when covered, a shaded cell's neighbour
    shaded only by the same placement, circles, and the unshaded cells
    connected by a tree of parent arcs with depths; solved, then solved again
    with the answer forbidden (the same work as gridsat: None unless unique)."""
    from ortools.sat.python import cp_model

    circles = record["puzzle"]["circles"]
    rows, cols = len(circles), len(circles[0])
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    m = cp_model.CpModel()
    shaded = {c: m.new_bool_var(f"s{c}") for c in cells}
    covering = {c: [] for c in cells}
    for piece in _bank(record):
        orientations, pts = set(), piece
        for flip in (1, -1):
            pts = [(r, c * flip) for r, c in piece]
            for _ in range(4):
                pts = [(c, -r) for r, c in pts]
                r0, c0 = min(r for r, _ in pts), min(c for _, c in pts)
                orientations.add(tuple(sorted((r - r0, c - c0) for r, c in pts)))
        placed = []
        for shape in orientations:
            for r, c in cells:
                at = [(r + dr, c + dc) for dr, dc in shape]
                if all(0 <= a < rows and 0 <= b < cols for a, b in at):
                    x = m.new_bool_var("")
                    placed.append(x)
                    for p in at:
                        covering[p].append(x)
                    for a, b in at:  # no other piece next to this one
                        for n in ((a + 1, b), (a - 1, b), (a, b + 1), (a, b - 1)):
                            if n in shaded and n not in at:
                                m.add_implication(x, ~shaded[n])
        m.add_exactly_one(placed)
    for c in cells:
        m.add(shaded[c] == sum(covering[c]))
        if circles[c[0]][c[1]]:
            m.add(shaded[c] == (circles[c[0]][c[1]] == 2))
    # the unshaded cells are connected: one root, every other unshaded cell has a parent one step closer
    nb = {(r, c): [n for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)) if n in shaded] for r, c in cells}
    depth = {c: m.new_int_var(0, len(cells), "") for c in cells}
    root = {c: m.new_bool_var("") for c in cells}
    m.add(sum(root.values()) <= 1)
    for c in cells:
        m.add_implication(root[c], ~shaded[c])
        arcs = []
        for n in nb[c]:
            arc = m.new_bool_var("")
            m.add_implication(arc, ~shaded[n])
            m.add(depth[c] == depth[n] + 1).only_enforce_if(arc)
            arcs.append(arc)
        m.add(sum(arcs) + root[c] + shaded[c] == 1)
    return as_rows(solve_unique(m, shaded, max_time_in_seconds=LIMIT), rows, cols)  # proven unique, as gridsat does


def puzzlekit(record):
    """puzzlekit has no Statue Park solver (0.3.4)."""
    return None


def multi_puzzle_solver(record):
    """multi-puzzle-solver has no Statue Park solver (1.1.10)."""
    return None
