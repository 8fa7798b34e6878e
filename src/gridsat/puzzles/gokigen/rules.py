"""Gokigen (Slant, Gokigen Naname), rules as puzz.link states them (robx/pzprjs ``src/variety/gokigen.js``, its
checks ``checkSlashLoop``, ``checkQnumCross`` and ``checkNoSlashCell``) and janko.at's Gokigen Naname:

1. draw one diagonal in every cell, ``\\`` (top-left to bottom-right) or ``/`` (bottom-left to top-right);
2. a number on a grid point (a corner of cells, the board's edge and corners included) is how many diagonals touch
   that point (``?``: a number not given);
3. the diagonals never form a closed loop.

The clues are ``rows + 1`` rows of ``cols + 1`` grid points, read and written as Creek's (the same puz.link codec,
pzprjs ``decode4Cross``); answers are rows of 1 (``\\``) / 0 (``/``), one per cell (pzprjs files ``1`` and ``2``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.unions import Unions
from ..creek.rules import CreekPuzzle, point_name

#: An answer cell's value -> its diagonal.
SLANTS = {1: "\\", 0: "/"}


def diagonal_points(cell, value) -> tuple:
    """The two grid points the diagonal ``value`` (1 ``\\``, 0 ``/``) of ``cell`` (``(r, c)``) joins."""
    r, c = cell
    return ((r, c), (r + 1, c + 1)) if value else ((r, c + 1), (r + 1, c))


def loop_cells(rows: int, cols: int, grid) -> list:
    """The cells of a closed loop of diagonals in ``grid`` (rows of 1 ``\\`` / 0 ``/``), in row-major order, or []
    when there is none: the diagonals joined point by point (a union of points), the first diagonal whose points
    are joined already closing a loop, which is then walked back along the diagonals before it."""
    unions = Unions()
    links: dict = {}
    for r in range(rows):
        for c in range(cols):
            a, b = diagonal_points((r, c), grid[r][c])
            if not unions.join(a, b):
                return sorted(_path(links, a, b) + [(r, c)])
            links.setdefault(a, []).append((b, (r, c)))
            links.setdefault(b, []).append((a, (r, c)))
    return []


def _path(links: dict, start, goal) -> list:
    """The cells of the diagonals on the one path from point ``start`` to point ``goal`` in the forest ``links``."""
    came = {start: None}
    todo = [start]
    while todo:
        p = todo.pop()
        for q, cell in links.get(p, ()):
            if q not in came:
                came[q] = (p, cell)
                todo.append(q)
    cells, p = [], goal
    while came[p] is not None:
        p, cell = came[p]
        cells.append(cell)
    return cells


@dataclass(frozen=True)
class GokigenPuzzle(CreekPuzzle):
    """A Gokigen board of ``rows x cols`` cells: ``clues`` hold ``rows + 1`` rows of ``cols + 1`` grid points, each a
    number 0-4, ``"?"`` or None (no number).  Its numbers, their codec, their checks and the reason for no answer
    are Creek's (:class:`~gridsat.puzzles.creek.rules.CreekPuzzle`): a point touches at most as many diagonals as
    it has cells around it."""

    kind_name = "gokigen"
    url_flags_unread = {"d": "puzz.link's old form of a Gokigen URL, which gridsat does not read; open it on puzz.link "
                             "and copy the URL it writes now"}
    answer_values = {0: "/ diagonal", 1: "\\ diagonal"}
    answer_symbols = {"\\": 1, "/": 0}
    bytes_per_cell = 6000  # two pointed edges and a rank per point besides the cell's boolean

    def check_clue(self, clue, cell) -> str | None:
        """A number from 0 to the count of cells around its point (4 inside, 2 on the edge, 1 at a corner), or
        ``?``: Creek's bound, said of diagonals."""
        said = super().check_clue(clue, cell)
        return said and said.replace("(the shaded cells around a grid point)", "(the diagonals touching a grid point)")

    def edges(self, backslash) -> dict:
        """``{(a, b): literal}``: both diagonals a cell may hold, each an edge between two grid points, ``\\`` chosen
        when ``backslash[cell]`` is true, ``/`` when it is false."""
        out = {}
        for cell in self.cells():
            out[diagonal_points(cell, 1)] = backslash[cell]
            out[diagonal_points(cell, 0)] = ~backslash[cell]
        return out

    def model(self, model, options, lazy: bool = False):
        """The rules as CP-SAT constraints (:mod:`gridsat.constraints`), one vocabulary call per rule.  ``lazy``:
        rule 3 as its short cycles' clauses, the longer loops cut as answers show them (``separate``)."""
        from dataclasses import replace

        from ...constraints.forest import cycle_cuts, edge_degrees, no_cycle, no_short_cycle
        from ...constraints.shading import cell_vars
        from ..grid.kind import cell_encoding

        cells = self.cells()
        backslash = cell_vars(model, cells, "backslash")  # rule 1: 1 '\\', 0 '/'
        edges = self.edges(backslash)
        edge_degrees(model, edges, {p: (None if v == "?" else v) for p, v in self.clued().items()},  # rule 2
                     rule="a number on a grid point counts the diagonals touching it")
        options.check_time()
        points = [(r, c) for r in range(self.rows + 1) for c in range(self.cols + 1)]
        if not lazy:
            no_cycle(model, points, edges, check=options.check_time, rule="the diagonals form no loop")  # rule 3
            return cell_encoding(self, backslash)
        no_short_cycle(model, points, edges, rule="the diagonals form no loop of four")  # rule 3, the rest lazily

        def separate(values):  # a loop of the answer's diagonals: not all of them again
            rings = cycle_cuts([diagonal_points(cell, v) for cell, v in zip(cells, values)])
            return [[~edges[key] for key in ring] for ring in rings]

        return replace(cell_encoding(self, backslash), separate=separate)

    def violations(self, grid) -> list[str]:
        """The independent checker: the rules, read from the board."""
        if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
            return [f"the answer is not {self.rows}x{self.cols}"]
        problems = []
        for (r, c), clue in sorted(self.clued().items()):
            if clue == "?":
                continue
            found = sum(1 for y, x, slant in ((r - 1, c - 1, 1), (r - 1, c, 0), (r, c - 1, 0), (r, c, 1))
                        if 0 <= y < self.rows and 0 <= x < self.cols and grid[y][x] == slant)
            if found != clue:
                problems.append(f"the {clue} at {point_name((r, c), self.rows, self.cols)} has {found} "
                                f"diagonal{'' if found == 1 else 's'} touching it")
        loop = loop_cells(self.rows, self.cols, grid)
        if loop:
            from ...core.errors import cell_name

            problems.append(f"the diagonals in {', '.join(cell_name(cell) for cell in loop)} form a loop")
        return problems

    def drawing(self, grid, title=None):
        """The board as puzz.link draws it: the diagonals in their cells, the numbers in small circles on the grid
        points (None: undecided, hatched)."""
        from ...render.slanted import SlantDrawing

        cells = self.cells()
        return SlantDrawing(self.rows, self.cols, corners={p: str(v) for p, v in self.clued().items()},
                            slants={c: SLANTS[grid[c[0]][c[1]]] for c in cells if grid[c[0]][c[1]] is not None},
                            undecided={c for c in cells if grid[c[0]][c[1]] is None}, title=title)


__all__ = ["SLANTS", "GokigenPuzzle", "diagonal_points", "loop_cells"]
