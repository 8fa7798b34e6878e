"""A Masyu position as its hints hold it: the *lattice* of cells and the edges between them.

A ``rows x cols`` board's lattice is ``(2 rows - 1) x (2 cols - 1)`` points (pzprjs's doubled coordinates, less the
outer border): cell ``rNcM`` (from 0) at ``(2N, 2M)``, the edge between it and its right neighbour at ``(2N, 2M + 1)``,
the edge to the cell below at ``(2N + 1, 2M)``; the points ``(odd, odd)`` (grid corners) hold nothing and are given.
A point's value is 0 undecided, :data:`ON` (1: the edge is drawn; the cell is on the loop) or :data:`OFF` (2: no line
there; the cell off the loop).  Flat indices are ``r * (2 cols - 1) + c`` (:class:`Lattice`, a
:class:`~gridsat.puzzles.grid.hinting.Board` whose points name themselves as cells ``r2c3`` and edges ``r2c3-r2c4``).
"""

from __future__ import annotations

from functools import cached_property

from ..grid.hinting import Board
from ..grid.loop import SIDES

#: A drawn edge, a cell on the loop; no line, a cell off the loop (the values 1 and 2 of every stepping genre).
ON, OFF = 1, 2
#: What the steps call them.
WORDS = {ON: "on the loop", OFF: "off the loop"}
#: The four directions ``(dr, dc)`` in the order of :data:`gridsat.puzzles.grid.loop.SIDES` (up, right, down, left).
DIRECTIONS = [step for _, step in SIDES]


class Lattice(Board):
    """The lattice of a Masyu ``puzzle`` (see the module docstring): ``clue[i]`` the pearl at a cell point (``"W"``,
    ``"B"``; None elsewhere); ``cell[i]`` the ``(r, c)`` of a cell point (None at an edge or corner); ``ends[i]`` an
    edge point's two cell points; ``edges[i]`` a cell point's edge points and the cells beyond, ``{direction: (edge,
    cell)}`` (directions inside the board only); ``pearls`` the cell points holding a pearl; ``around`` a cell point's
    edge points."""

    #: What a closed loop of drawn edges already passes through, in the genre's words (the loop is then whole).
    closed_words = "every pearl and every cell on the loop"

    def __init__(self, puzzle):
        self._lay(puzzle, 2 * puzzle.rows - 1, 2 * puzzle.cols - 1, clue_parity=0)
        self.pearls = [i for i, v in enumerate(self.clue) if v is not None]
        #: ``near_pearls[i]``: the pearls within two cells of point ``i`` (the lattice's four points each way),
        #: filled as asked (:func:`.reading.nearby`).
        self.near_pearls: dict = {}

    def _lay(self, puzzle, rows: int, cols: int, clue_parity: int) -> None:
        """The points of a ``rows`` x ``cols`` lattice and its links, whichever the genre's nodes: ``clue``, ``cell``,
        ``ends``, ``edges``, ``around`` and ``ways`` (see the class docstring), the clues at the points whose row and
        column are both ``clue_parity`` mod 2 (Masyu's cells: 0, Slitherlink's cells between its grid points: 1)."""
        from ...core.grid import FlatGrid

        FlatGrid.__init__(self, rows, cols)
        self.puzzle, self.size = puzzle, (puzzle.rows, puzzle.cols)
        self.names = dict(WORDS)
        self.index = {rc: i for i, rc in enumerate(self.rc)}
        self.clue = [puzzle.clues[r // 2][c // 2] if r % 2 == c % 2 == clue_parity else None for r, c in self.rc]
        self.cell = [(r // 2, c // 2) if r % 2 == 0 and c % 2 == 0 else None for r, c in self.rc]
        self.ends, self.edges = {}, {}
        for i, (r, c) in enumerate(self.rc):
            if r % 2 == 0 and c % 2 == 0:
                self.edges[i] = {d: ((r + dr) * cols + c + dc, (r + 2 * dr) * cols + c + 2 * dc)
                                 for d, (dr, dc) in enumerate(DIRECTIONS)
                                 if 0 <= r + 2 * dr < self.rows and 0 <= c + 2 * dc < cols}
            elif (r + c) % 2 == 1:
                self.ends[i] = (i - cols, i + cols) if r % 2 else (i - 1, i + 1)
        #: ``around[i]``: a node's link points (inside the board), up, right, down, left.
        self.around = {i: tuple(e for e, _ in found.values()) for i, found in self.edges.items()}
        #: ``ways[i][d]``: ``(link, node)`` from node ``i`` in direction ``d``, ``(None, None)`` past the edge.
        self.ways = {i: [found.get(d, (None, None)) for d in range(4)] for i, found in self.edges.items()}

    @cached_property
    def near(self) -> list:
        """``near[i]``: the points point ``i`` touches on the loop -- a cell's edges, an edge's two cells (a corner
        none): the trials' frontier is the undecided points touching a decided one (as a grid corner, always given,
        touched every edge, the lattice's own neighbours put every edge on it)."""
        out: list = [[] for _ in range(self.n)]
        for i, found in self.around.items():
            out[i] = list(found)
        for i, ends in self.ends.items():
            out[i] = list(ends)
        return out

    def where(self, i: int) -> str:
        """A cell point as ``r3c4``; an edge as its two cells, ``r3c4-r3c5`` (rows and columns from 1)."""
        if i in self.ends:
            a, b = self.ends[i]
            return f"{self.where(a)}-{self.where(b)}"
        r, c = self.rc[i]
        return f"r{r // 2 + 1}c{c // 2 + 1}"

    def pearl(self, i: int) -> str:
        """The pearl at cell point ``i`` in words: ``the black pearl at r2c3``."""
        return f"the {'black' if self.clue[i] == 'B' else 'white'} pearl at {self.where(i)}"

    def edge(self, i: int, d: int):
        """The edge point from cell point ``i`` in direction ``d`` (0 up, 1 right, 2 down, 3 left), None past the
        board's edge."""
        return self.ways[i][d][0]

    def beyond(self, i: int, d: int):
        """The cell point next to cell point ``i`` in direction ``d``, None past the board's edge."""
        return self.ways[i][d][1]


def givens(board: Lattice) -> list:
    """The grid corners (given, off), a pearl's cell on the loop; the rest undecided."""
    return [ON if v is not None else OFF if r % 2 and c % 2 else 0 for (r, c), v in zip(board.rc, board.clue)]


def of_masks(board: Lattice, masks) -> list:
    """The lattice values of rows of side bitmasks (an answer: up 1, right 2, down 4, left 8): every edge and cell
    decided (drawn / on the loop 1, else 2), corners 2."""
    out = [OFF] * board.n
    for i, cell in enumerate(board.cell):
        if cell is None:
            continue
        mask = masks[cell[0]][cell[1]] or 0
        out[i] = ON if mask else OFF
        for d, (edge, _) in board.edges[i].items():
            if mask & SIDES[d][0]:
                out[edge] = ON
    return out


def masks_of(board: Lattice, grid: list) -> list:
    """Rows of side bitmasks of the drawn edges of a lattice ``grid`` (flat): a cell's sides whose edge is drawn."""
    rows, cols = board.size
    out = [[0] * cols for _ in range(rows)]
    for i, cell in enumerate(board.cell):
        if cell is not None:
            out[cell[0]][cell[1]] = sum(SIDES[d][0] for d, (edge, _) in board.edges[i].items() if grid[edge] == ON)
    return out


def refuse_shape(start: list, rows: int, cols: int, points: tuple) -> None:
    """Refuse a loop position ``start`` (rows) that is neither ``rows`` x ``cols`` side bitmasks nor, as its caller
    tried first, the lattice of ``points`` (rows, cols) a hint's grid holds: one message for Masyu's cells and
    Slitherlink's grid points, whose two copies said "1 row of 1 cells".

    Raises:
        PuzzleInputError: ``"the position has 1 row of 1 cell; the board is 6x6 (rows of side bitmasks, or a
            hint's grid of 11x11 points)"``, widths that differ joined by ``/`` ("3 rows of 5/6 cells")."""
    if len(start) == rows and all(len(row) == cols for row in start):
        return
    from ...core.errors import PuzzleInputError, counted

    widths = sorted({len(row) for row in start})
    cells = counted(widths[0], "cell") if len(widths) == 1 else f"{'/'.join(map(str, widths))} cells"
    had = f"{counted(len(start), 'row')} of {cells}" if start else "no rows"
    raise PuzzleInputError(f"the position has {had}; the board is {rows}x{cols} (rows of side bitmasks, or a "
                           f"hint's grid of {points[0]}x{points[1]} points)", "position")


__all__ = ["DIRECTIONS", "Lattice", "OFF", "ON", "WORDS", "givens", "masks_of", "of_masks", "refuse_shape"]
