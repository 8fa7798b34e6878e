"""Yin-Yang: shade every cell black or white.

Rules (as stated on puzzle-yin-yang.com and in Nikoli-style collections such
as janko.at):

1. every cell is black or white;
2. all black cells form one orthogonally connected group, and so do all
   white cells (a colour with no cell at all is trivially connected);
3. no 2x2 block is all one colour;
4. given circles keep their colour (white circle: white, black circle: black).

Grids are rows of ints: in a puzzle ``0`` empty, ``1`` white circle, ``2``
black circle; in an answer ``1`` white, ``2`` black (``0`` in a grid of
forced cells: not forced).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core.board import MAX_SIDE
from ...core.errors import PuzzleInputError, counted, shown
from ...core.grid import blocks_2x2, border_ring, box_cells, box_neighbours, symmetric
from ..solvable import Solvable

EMPTY, WHITE, BLACK = 0, 1, 2
COLOUR_NAMES = {WHITE: "white", BLACK: "black"}


@dataclass(frozen=True)
class Board:
    """A Yin-Yang board's geometry (see :meth:`YinYangPuzzle.board`)."""

    cells: list
    blocks: list
    ring: list
    neighbours: dict
    givens: dict


def _sequence(value) -> bool:
    """Is ``value`` a sequence of values (a list, tuple or array; not a string, bytes or a mapping)?"""
    return hasattr(value, "__iter__") and not isinstance(value, (str, bytes, bytearray, dict))


def _shape(value) -> str:
    """What ``value`` is, for a message: its type, or a list's type and the type of its first item not a row."""
    if not _sequence(value):
        return f"{type(value).__name__} {shown(value, 40)}"
    row = next(row for row in value if not _sequence(row))
    return f"{type(value).__name__} of {type(row).__name__}"


@dataclass(frozen=True)
class YinYangPuzzle(Solvable):
    """A Yin-Yang board with its given circles (solved with the methods of
    :class:`~gridsat.puzzles.solvable.Solvable`: ``solve()``,
    ``uniqueness()``, ``count(limit)``, ``solutions(n)``, ``forced()``).

    Attributes:
        givens: ``rows`` tuples of ``cols`` ints (0 empty, 1 white, 2 black).
        name: label for messages and pictures.
        saved: the answer rows a pzprv3 file holds (a player's work saved by puzz.link's editor), rows of 0/1/2
            with the givens, or None; not part of the puzzle (two puzzles with other saved rows are equal).

    Raises:
        PuzzleInputError: empty, ragged, a value other than 0/1/2, or a side
            above :data:`~gridsat.core.board.MAX_SIDE`.
    """

    givens: tuple
    name: str = "yinyang"
    saved: tuple | None = field(default=None, compare=False, repr=False)  # a file's answer rows (0/1/2), or None

    kind_name = "yinyang"

    def __post_init__(self):
        from ...core.options import whole

        if not isinstance(self.name, str):  # name=1.5 made a puzzle whose titles and files were named 1.5
            raise TypeError(f"name must be a string, got {type(self.name).__name__} {shown(self.name, 40)}")
        if _sequence(self.givens):  # (read once: a generator of rows)
            object.__setattr__(self, "givens", list(self.givens))
        if not _sequence(self.givens) or not all(_sequence(row) for row in self.givens):  # (a numpy array is one)
            # None or 5 met "'int' object is not iterable"; "0101" said "value '0' is not 0"
            raise TypeError(f"givens must be rows of 0, 1 and 2 (a list of lists), got {_shape(self.givens)}")
        # int() read a given 1.7, "1" or True as a white circle: whole numbers only (numpy's included)
        # (a row of plain ints, as every reader makes, is taken whole: whole() a cell at a time made a 1000x1000
        # grid's reading 1.3 s of its 3.4 s, and detecting its kind parses it once more)
        rows = tuple(tuple(row) if set(map(type, row)) <= {int} else tuple(whole(v) for v in row)
                     for row in self.givens)
        object.__setattr__(self, "givens", rows)
        if not rows or not rows[0]:
            raise PuzzleInputError("the board has no cells", self.name)
        width = len(rows[0])
        if len(rows) > MAX_SIDE or width > MAX_SIDE:
            raise PuzzleInputError(f"board {len(rows)}x{width} is too large (at most {MAX_SIDE} per side)", self.name)
        for r, row in enumerate(rows, start=1):
            if len(row) == width and set(row) <= {EMPTY, WHITE, BLACK} and set(map(type, row)) <= {int}:
                continue  # (the checks below, a cell at a time, only to name the first bad cell)
            if len(row) != width:
                raise PuzzleInputError(f"ragged rows: row {r} has {counted(len(row), 'cell')}, row 1 has {width}",
                                       self.name)
            for c, v in enumerate(row, start=1):
                if isinstance(v, bool) or not isinstance(v, int) or v not in (EMPTY, WHITE, BLACK):
                    raise PuzzleInputError(f"row {r}, column {c}: value {shown(v, 40)} is not 0 (empty), 1 "
                                           f"(white circle) "
                                           "or 2 (black circle)", self.name)
        if self.saved is not None:
            saved = tuple(tuple(row) for row in self.saved) if _sequence(self.saved) else None
            if saved is None or [len(row) for row in saved] != [width] * len(rows) or any(
                    isinstance(v, bool) or v not in (EMPTY, WHITE, BLACK) or (g and v != g)
                    for row, given in zip(saved, rows) for v, g in zip(row, given)):
                raise TypeError(f"saved must be rows of 0, 1 and 2 the board's size, agreeing with the givens, or "
                                f"None; got {_shape(self.saved) if saved is None else 'other rows'}")
            object.__setattr__(self, "saved", saved)

    @property
    def rows(self) -> int:
        return len(self.givens)

    @property
    def cols(self) -> int:
        return len(self.givens[0])

    def cells(self) -> list:
        """All cells ``(r, c)`` in row-major order."""
        return box_cells(self.rows, self.cols)

    def given_cells(self, colour: int) -> list:
        """Cells with a given circle of ``colour`` (1 or 2), row-major."""
        return [(r, c) for r, c in self.cells() if self.givens[r][c] == colour]

    @symmetric
    def neighbours(self, cell) -> list:
        """Orthogonal neighbours of ``cell`` inside the board."""
        return box_neighbours(self.rows, self.cols)(cell)

    def blocks(self) -> list:
        """Every 2x2 block as ``(top-left, top-right, bottom-left, bottom-right)``."""
        return blocks_2x2(self.rows, self.cols)

    def border(self) -> list:
        """Border cells in clockwise order."""
        return border_ring(self.rows, self.cols)

    def board(self, check=None) -> "Board":
        """The board's geometry in one piece: cells, 2x2 blocks, border ring,
        neighbours of each cell, the given cells of each colour.  ``check`` (no arguments; raises
        :class:`~gridsat.core.options.TimeUp` past a deadline) is called once a row while the neighbours are
        listed (a 300x300 board's took seconds on a busy machine, past ``-t``)."""
        cells = self.cells()
        near = box_neighbours(self.rows, self.cols)
        neighbours = {}
        for cell in cells:
            if check is not None and cell[1] == 0:
                check()
            neighbours[cell] = near(cell)
        return Board(cells, self.blocks(), self.border(), neighbours,
                     {WHITE: self.given_cells(WHITE), BLACK: self.given_cells(BLACK)})

    def _unsolved_figure(self, title: str | None = None):
        """The circles as read, every other cell undecided (what Jupyter shows of the puzzle)."""
        from .draw import draw_yinyang

        return draw_yinyang(self, None, title=title or self.titled())

    def titled(self) -> str:
        """The name its pictures are titled with: ``"Yin-Yang RxC"`` for one parsed from text alone (named
        ``"puzzle"``: kind.parse(URL)'s figures were titled "puzzle"), else its name."""
        return f"Yin-Yang {len(self.givens)}x{len(self.givens[0])}" if self.name == "puzzle" else self.name

    def to_text(self) -> str:
        """The text grid format (rows of space separated 0/1/2)."""
        return "\n".join(" ".join(str(v) for v in row) for row in self.givens) + "\n"

    def to_url(self) -> str:
        """A puzz.link URL (``https://puzz.link/p?yinyang/cols/rows/body``)."""
        from ...formats.puzzlink import encode_ternary, make_url

        return make_url("yinyang", self.cols, self.rows, encode_ternary(v for row in self.givens for v in row))

    def to_pzprv3(self, grid=None) -> str:
        """A pzprv3 file; with ``grid`` (an answer) the answer rows are
        written too (``.`` on given cells, 1 white, 2 black).

        Raises:
            TypeError: ``grid`` not rows of cell values (None: no answer).
            PuzzleInputError: ``grid`` not the puzzle's size, or a cell not 1 or 2 (a wrong-sized grid met
                IndexError inside, and a cell of 7 or "x" was written into the file).
        """
        from ...formats.pzprv3 import write_pzprv3

        question = [["." if v == EMPTY else str(v) for v in row] for row in self.givens]
        answer = None
        if grid is not None:
            from ...core.errors import cell_name
            from .draw import _sized

            grid = _sized(self, grid)
            odd = next(((r, c, v) for r, row in enumerate(grid) for c, v in enumerate(row)
                        if not self.givens[r][c] and (isinstance(v, bool) or v not in (WHITE, BLACK))), None)
            if odd:
                raise PuzzleInputError(f"grid: cell {cell_name(odd[:2])} is {shown(odd[2], 40)}, neither white "
                                       f"(1) nor "
                                       "black (2)")
            answer = [["." if self.givens[r][c] else str(grid[r][c]) for c in range(self.cols)]
                      for r in range(self.rows)]
        return write_pzprv3("yinyang", question, answer)


__all__ = ["BLACK", "Board", "COLOUR_NAMES", "EMPTY", "WHITE", "YinYangPuzzle"]
