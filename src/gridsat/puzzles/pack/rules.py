"""Polyomino packing: place every piece on the board, covering every cell once.

Rules: those of the placement layer (:mod:`gridsat.puzzles.placement.problem`)
-- each piece used ``count`` times, each use a fixed orientation (rotations,
and reflections unless one-sided), no overlaps, every board cell covered
unless holes are allowed.

A packing puzzle is a :class:`~gridsat.puzzles.placement.PlacementProblem`;
:class:`PackingPuzzle` adds the methods a person calls on one.  Model (CP-SAT,
:mod:`gridsat.puzzles.placement.model`), engine choice and search
(:mod:`gridsat.puzzles.placement.search`), checker and drawing live in the
placement layer, shared with the calendar puzzle.
"""

from __future__ import annotations

from ...core.options import SolverOptions
from ..solvable import Solvable
from ..placement import PlacementProblem, TilingResult

#: A packing answer (kind ``pack``).
PackResult = TilingResult


class PackingPuzzle(PlacementProblem, Solvable):
    """A packing instance (fields as :class:`PlacementProblem`: ``board``,
    ``pieces``, ``one_sided``, ``holes``, ``blocked``, ``fixed``), solved
    with the methods of :class:`~gridsat.puzzles.solvable.Solvable`
    (``solve()``, ``solutions(n)``, ``count(limit)``, ``uniqueness()``)."""

    kind_name = "pack"

    def board_advice(self, need: int) -> str:
        """'; the pieces' area (20 cells) is that of a board such as 4x5': ``gridsat pack --pieces tetrominoes`` (the
        default board, 6x10) was told only to allow holes, which leaves 40 of its cells empty."""
        board = self.board  # (a drawn or masked board is told nothing of rectangles)
        if not 1 <= need <= 10**6 or board.area != board.rows * board.cols or self.blocked:
            return ""
        from ...core.errors import counted
        from .io import _a_rectangle

        size = _a_rectangle(need, self.pieces.pieces)
        return f"; the pieces' area ({counted(need, 'cell')}) is that of a board such as {size}" if size else ""


def pack(board="6x10", pieces="pentominoes", *, one_sided: bool = False, holes: bool = False,
         options: SolverOptions | None = None, engine: str = "auto", **misplaced) -> TilingResult:
    """Solve a packing puzzle and return a checked answer.

    Args:
        board: ``"RxC"``, ``"8x8-centre"``, a mask file path, a list of mask
            rows (``["####", "#..#"]``), or a :class:`~gridsat.core.board.Board`.
        pieces: ``"pentominoes"``, ``"tetrominoes"``, a piece file path, a
            dict ``{"O*2": "##/##"}`` (as a JSON puzzle file's ``pieces``), or a
            :class:`~gridsat.core.polyomino.PieceSet`.
        one_sided: rotations only (no reflections).
        holes: allow ``board.area - pieces.area`` uncovered cells.
        options: :class:`~gridsat.core.options.SolverOptions`.
        engine: ``auto`` (default), ``exact`` or ``cpsat``.

    Returns:
        :class:`TilingResult` with ``status`` solved / infeasible / unknown.

    Raises:
        PuzzleInputError: bad board, piece file or area mismatch.
        TypeError: a keyword it does not take, with where it belongs (``time_limit``: ``options``; ``count``:
            the puzzle's method).

    Example:
        >>> r = pack("3x20")
        >>> r.status.value, len(r.placements)
        ('solved', 12)
    """
    from .io import make_puzzle

    if misplaced:
        from ...core.settings import refuse_keywords

        refuse_keywords("pack", misplaced, "gridsat.puzzles.pack.make_puzzle(board, pieces)")
    return make_puzzle(board, pieces, one_sided=one_sided, holes=holes).solve(options=options, engine=engine)


__all__ = ["PackResult", "PackingPuzzle", "pack"]
