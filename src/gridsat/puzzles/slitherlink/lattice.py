"""A Slitherlink position as its hints hold it: the *lattice* of grid points, the edges between them and the cells.

A ``rows x cols`` board's lattice is ``(2 rows + 1) x (2 cols + 1)`` points (pzprjs's doubled coordinates): the grid
point at the top-left corner of cell ``rNcM`` (from 0) at ``(2N, 2M)``, the edge along the cell's top at
``(2N, 2M + 1)``, along its left at ``(2N + 1, 2M)``, the cell itself (its number) at ``(2N + 1, 2M + 1)``.  A point's
value is 0 undecided, :data:`ON` (1: the edge is drawn; the grid point is on the loop) or :data:`OFF` (2: no line
there; the grid point off the loop); cells are given, 2.  Masyu's lattice (:class:`gridsat.puzzles.masyu.lattice.
Lattice`) with the roles moved: the loop's nodes are the grid points (its ``edges``, ``around``, ``ways``, ``ends``
read as Masyu's do), the numbers stand in its corners.  Sentences name a grid point by a cell it is a corner of
(``the top-left corner of r2c3``), an edge as a cell's side (``the top of r2c3``, ``the left of r2c3``; the
board's last row and column: ``the bottom of r5c3``, ``the right of r2c5``), a cell ``r2c3``.
"""

from __future__ import annotations

from ..grid.loop import SIDES, corner
from ..masyu.lattice import DIRECTIONS, OFF, ON, Lattice

#: A cell point's four sides ``(dr, dc)`` from it, up, right, down, left (the order of ``SIDES``' bits).
SIDE_STEPS = DIRECTIONS
#: A cell point's four corners ``(dr, dc)``, top-left, top-right, bottom-right, bottom-left.
CORNER_STEPS = ((-1, -1), (-1, 1), (1, 1), (1, -1))
#: The words of a corner, as :data:`CORNER_STEPS` orders them.
CORNER_WORDS = ("top-left", "top-right", "bottom-right", "bottom-left")


class SlitherLattice(Lattice):
    """The lattice of a Slitherlink ``puzzle`` (see the module docstring): ``clue[i]`` the number of a cell point
    (0..4, ``"?"``; None: none, and at every other point); ``cell[i]`` the ``(r, c)`` of a grid point (0..rows,
    0..cols; None elsewhere); ``ends[i]`` an edge point's two grid points; ``edges[i]`` a grid point's edge points
    and the grid points beyond, ``{direction: (edge, point)}``; ``cells`` the cell points; ``numbers`` those holding
    a number 0..4; ``sides[k]``/``corners[k]`` a cell point's four edge points / four grid points (up, right, down,
    left / top-left, top-right, bottom-right, bottom-left)."""

    def __init__(self, puzzle):
        self._lay(puzzle, 2 * puzzle.rows + 1, 2 * puzzle.cols + 1, clue_parity=1)
        cols = self.cols
        self.cells = [i for i, (r, c) in enumerate(self.rc) if r % 2 and c % 2]
        self.numbers = [i for i in self.cells if isinstance(self.clue[i], int)]
        self.pearls = self.numbers  # (what Masyu's readers call the clued points)
        self.sides = {i: tuple(i + dr * cols + dc for dr, dc in SIDE_STEPS) for i in self.cells}
        self.corners = {i: tuple(i + dr * cols + dc for dr, dc in CORNER_STEPS) for i in self.cells}
        self.near_pearls: dict = {}
        #: ``corner_cache[(cell point, corner)]``: the ways a number and one of its corners allow on an empty board
        #: (:func:`.reading.corner_ways`), filled as asked.
        self.corner_cache: dict = {}

    def where(self, i: int) -> str:
        """A grid point as a corner of a cell (``the top-left corner of r2c3``), an edge as a cell's side (``the top
        of r2c3``), a cell as ``r2c3`` (rows and columns from 1)."""
        r, c = self.rc[i]
        rows, cols = self.size
        if r % 2 and c % 2:
            return f"r{r // 2 + 1}c{c // 2 + 1}"
        if r % 2 == 0 and c % 2 == 0:
            return corner(r // 2, c // 2, rows, cols)
        if r % 2 == 0:  # along a row of grid points: a cell's top (the last row's bottom)
            return f"the top of r{r // 2 + 1}c{c // 2 + 1}" if r // 2 < rows else f"the bottom of r{rows}c{c // 2 + 1}"
        return f"the left of r{r // 2 + 1}c{c // 2 + 1}" if c // 2 < cols else f"the right of r{r // 2 + 1}c{cols}"

    def number(self, i: int) -> str:
        """The number of cell point ``i`` in words: ``the 3 at r2c3``."""
        return f"the {self.clue[i]} at {self.where(i)}"

    def corner_of(self, k: int, v: int) -> str:
        """Grid point ``v``, a corner of cell point ``k``, named as that cell's corner: ``its top-left corner``."""
        return f"its {CORNER_WORDS[self.corners[k].index(v)]} corner"


def givens(board: SlitherLattice) -> list:
    """The cells (given, 2); with the ``f`` flag every grid point on the loop; the rest undecided."""
    full = getattr(board.puzzle, "full", False)
    return [OFF if r % 2 and c % 2 else ON if full and r % 2 == 0 and c % 2 == 0 else 0 for r, c in board.rc]


def of_masks(board: SlitherLattice, masks) -> list:
    """The lattice values of rows of side bitmasks (an answer: up 1, right 2, down 4, left 8): every edge and grid
    point decided (drawn / on the loop 1, else 2), cells 2."""
    out = [OFF] * board.n
    for k in board.cells:
        r, c = board.rc[k]
        mask = masks[r // 2][c // 2] or 0
        for (bit, _), edge in zip(SIDES, board.sides[k]):
            if mask & bit:
                out[edge] = ON
                for v in board.ends[edge]:
                    out[v] = ON
    return out


def masks_of(board: SlitherLattice, grid: list) -> list:
    """Rows of side bitmasks of the drawn edges of a lattice ``grid`` (flat): a cell's sides whose edge is drawn."""
    rows, cols = board.size
    out = [[0] * cols for _ in range(rows)]
    for k in board.cells:
        r, c = board.rc[k]
        out[r // 2][c // 2] = sum(bit for (bit, _), edge in zip(SIDES, board.sides[k]) if grid[edge] == ON)
    return out


__all__ = ["CORNER_WORDS", "OFF", "ON", "SlitherLattice", "givens", "masks_of", "of_masks"]
