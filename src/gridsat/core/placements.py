"""Placements: every legal position of every piece on a board.

A *placement* is one fixed orientation of one piece translated so that all of
its squares are board cells.  Placements are the rows of the exact-cover
problem behind packing puzzles: choosing placements so that every piece is
used (count times) and every board cell is covered once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .board import Board
from .options import truth
from .grid import Cell
from .polyomino import PENTOMINO_SHAPES, TETROMINO_SHAPES, PieceSet, Polyomino, canonical, parse_shape
from .shape_text import builtin_shape


@dataclass(frozen=True)
class Placement:
    """One orientation of one piece at one position.

    Attributes:
        piece: the piece's name.
        orientation: index into ``Polyomino.orientations(flip)``.
        cells: the covered board cells, a sorted ``tuple[Cell, ...]``.
    """

    piece: str
    orientation: int
    cells: tuple

    def to_json(self) -> dict:
        """``{"piece": name, "cells": [[r, c], ...]}``, JSON-ready (numpy's integers written as Python's)."""
        return {"piece": self.piece, "cells": [[int(r), int(c)] for r, c in self.cells]}


#: Memory one placement costs while a model is built from it, in bytes
#: (measured on a 60x60 board: ~520 B for the Placement and its cells, ~860 B
#: for its CP-SAT variable and constraint entries), rounded up.
BYTES_PER_PLACEMENT = 1500


def count_placements(board: Board, pieces: PieceSet, flip: bool = True) -> int:
    """An upper bound on :func:`all_placements`' length, computed without
    building any: every orientation at every offset inside the bounding box
    (what is refused before a huge model is built).

    Raises:
        TypeError: an argument of the wrong type, naming it (as :func:`all_placements`).
    """
    _check_arguments(board, ("pieces", pieces, PieceSet), flip, None)  # flip='no' was counted as True
    total = 0
    for piece in pieces.pieces:
        for shape in piece.orientations(flip):
            h = max(r for r, _ in shape) + 1
            w = max(c for _, c in shape) + 1
            total += max(0, board.rows - h + 1) * max(0, board.cols - w + 1)
    return total


def most_tilings(board: Board, pieces: PieceSet, flip: bool = True) -> int:
    """An upper bound on how many tilings ``pieces`` have on ``board``, computed without building any placement:
    a tiling picks ``count`` of each piece's placements (:func:`count_placements`' bound for that piece), so at
    most the product over the pieces of (placements choose count).  A 3x4 box's ``-n 1000000000`` with three
    small pieces was refused as needing 3352.8 GB, its tilings being fewer than 10^4.

    Raises:
        TypeError: an argument of the wrong type, naming it (as :func:`count_placements`).
    """
    from math import comb

    _check_arguments(board, ("pieces", pieces, PieceSet), flip, None)
    most = 1
    for piece, count in pieces.items:
        most *= comb(count_placements(board, PieceSet(((piece, 1),)), flip), count)
    return most


def _check_arguments(board, named: tuple, flip, check) -> None:
    """Refuse, naming it, an argument of :func:`piece_placements` or :func:`all_placements` of the wrong type
    (None met the code as ``'NoneType' object has no attribute 'cells'``)."""
    name, value, cls = named
    for label, ok, words, got in (("board", isinstance(board, Board), "a gridsat.Board", board),
                                  (name, isinstance(value, cls), f"a gridsat.{cls.__name__}", value),
                                  ("flip", isinstance(truth(flip), bool), "True or False", flip),
                                  ("check", check is None or callable(check), "a function or None", check)):
        if not ok:
            raise TypeError(f"{label} must be {words}, got {type(got).__name__}")


def piece_placements(board: Board, piece: Polyomino, flip: bool = True, *, check=None) -> list[Placement]:
    """All placements of ``piece`` on ``board``.

    Order: orientation (as :meth:`Polyomino.orientations`), then the
    position of the shape's first square in row-major order.  No duplicates:
    the orientations are distinct shapes, so distinct (orientation, offset)
    pairs cover distinct cell sets.

    Args:
        check: called once per row of offsets (e.g. to stop at a deadline
            by raising).

    Returns:
        list of :class:`Placement`.

    Raises:
        TypeError: ``board`` not a :class:`Board`, ``piece`` not a :class:`Polyomino`, ``flip`` not a bool, or
            ``check`` not a function or None.
    """
    _check_arguments(board, ("piece", piece, Polyomino), flip, check)
    cells = board.cells
    out = []
    for k, shape in enumerate(piece.orientations(flip)):
        h = max(r for r, _ in shape) + 1
        w = max(c for _, c in shape) + 1
        for dr in range(board.rows - h + 1):
            if check is not None:
                check()
            for dc in range(board.cols - w + 1):
                placed = tuple((r + dr, c + dc) for r, c in shape)
                if all(p in cells for p in placed):
                    out.append(Placement(piece.name, k, placed))
    return out


def all_placements(board: Board, pieces: PieceSet, flip: bool = True, *, check=None) -> list[Placement]:
    """Placements of every piece of ``pieces`` on ``board`` (piece order as in the set).

    A piece with multiplicity contributes its placements once; the model
    asks for ``count`` of them.  ``check``: see :func:`piece_placements`.

    Raises:
        TypeError: as :func:`piece_placements`, ``pieces`` not a :class:`PieceSet`.
    """
    _check_arguments(board, ("pieces", pieces, PieceSet), flip, check)
    out: list[Placement] = []
    for piece in pieces.pieces:
        out.extend(piece_placements(board, piece, flip, check=check))
    return out


def cells_by_piece(board: Board, pieces: PieceSet, flip: bool = True, *, check=None) -> dict:
    """``{piece name: [cells of each placement, ...]}`` for every piece of ``pieces`` on ``board``, a piece that
    fits nowhere (longer than the board) with an empty list: the exact-cover engines' ``placements_by_piece``,
    which then count no tiling (a piece left out of the dict met "count given for piece 'L', which has no
    placements entry").  ``check``: see :func:`piece_placements`."""
    out: dict = {piece.name: [] for piece in pieces.pieces}
    for pl in all_placements(board, pieces, flip, check=check):
        out[pl.piece].append(pl.cells)
    return out


@lru_cache(maxsize=1)
def _letters() -> dict:
    """``{canonical shape: letter}`` of the pentominoes and tetrominoes."""
    return {canonical(builtin_shape(v)): k for shapes in (PENTOMINO_SHAPES, TETROMINO_SHAPES)
            for k, v in shapes.items()}


def shape_names(pieces: Sequence[str]) -> dict:
    """``{canonical shape: name}`` of a piece set (pieces drawn as rows of
    ``#`` / ``.``, ``"#./#./##"``): its letter (F I L N P T U V W X Y Z, I L
    O S T: :data:`~gridsat.core.polyomino.PENTOMINO_SHAPES`,
    :data:`~gridsat.core.polyomino.TETROMINO_SHAPES`) or ``piece N`` (its
    first place in the set, from 1); the size follows a letter that pieces
    of two sizes share (``I5``, ``I4``).

    Raises:
        PuzzleInputError: a piece that is no polyomino (:func:`parse_shape`).
    """
    letters = _letters()
    shapes = {canonical(parse_shape(p)): i for i, p in reversed(list(enumerate(pieces, 1)))}
    shared = Counter(letters.get(s) for s in shapes)
    return {s: f"piece {i}" if s not in letters else letters[s] + (str(len(s)) if shared[letters[s]] > 1 else "")
            for s, i in shapes.items()}


def cell_index(board: Board) -> dict[Cell, int]:
    """Row-major index of every board cell (0 .. area-1)."""
    return {cell: i for i, cell in enumerate(board.sorted_cells())}


#: Most square tests of the exact fit check (board cells x squares x turns); above it bounding boxes only.
FIT_CHECK_WORK = 2_000_000


def fits_somewhere(piece, cells) -> bool:
    """Whether some turn or flip of :class:`~gridsat.core.polyomino.Polyomino` ``piece`` may lie on ``cells`` (a
    set of ``(row, col)``): exactly up to :data:`FIT_CHECK_WORK`, else whether it fits their bounding box.  False
    proves no tiling (a piece that fits nowhere had every date of an edition, or a packing, "infeasible", no reason
    given); True proves nothing."""
    return homeless_piece([piece], cells) is None


def homeless_piece(pieces, cells):
    """The first of ``pieces`` (:class:`~gridsat.core.polyomino.Polyomino`) that fits nowhere on ``cells`` in
    any turn or flip (:func:`fits_somewhere`), or None.  The cells' bounds are measured once, each shape is
    looked at once, and the exact checks of all the pieces share :data:`FIT_CHECK_WORK` (an edition of 1,600
    squares on an 80x80 board measured the board again for each piece: 9 s of reading, 30 s for 3,600)."""
    cells = cells if isinstance(cells, (set, frozenset)) else set(cells)
    if not cells:
        return next(iter(pieces), None)
    rows = max(r for r, _ in cells) - min(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) - min(c for _, c in cells) + 1
    work, seen = 0, set()
    for piece in pieces:
        if piece.cells in seen:
            continue
        seen.add(piece.cells)
        tall = max(r for r, _ in piece.cells) - min(r for r, _ in piece.cells) + 1
        wide = max(c for _, c in piece.cells) - min(c for _, c in piece.cells) + 1
        if not ((tall <= rows and wide <= cols) or (wide <= rows and tall <= cols)):
            return piece
        work += len(cells) * piece.size * len(piece.orientations(True))
        if work > FIT_CHECK_WORK:
            continue
        if not any(_lies_on(shape, cells) for shape in piece.orientations(True)):
            return piece
    return None


def _lies_on(shape, cells) -> bool:
    """Whether ``shape`` (a normalised shape) lies on ``cells`` somewhere: its first square on each cell."""
    first = min(shape)
    return any(all((r + dr - first[0], c + dc - first[1]) in cells for dr, dc in shape) for r, c in cells)
