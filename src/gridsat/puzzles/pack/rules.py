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
from ..kinds import Task
from ..placement import PlacementProblem, TilingResult, run_task

#: A packing answer (kind ``pack``).
PackResult = TilingResult


class PackingPuzzle(PlacementProblem):
    """A packing instance (fields as :class:`PlacementProblem`: ``board``,
    ``pieces``, ``one_sided``, ``holes``, ``blocked``, ``fixed``)."""

    def run(self, task: Task) -> TilingResult:
        """Carry out a :class:`~gridsat.puzzles.kinds.Task`; a checked result."""
        return run_task(self, task)

    def solve(self, options: SolverOptions | None = None, engine: str = "auto") -> TilingResult:
        """A first tiling, checked.

        Args:
            options: :class:`~gridsat.core.options.SolverOptions` (time limit
                in seconds covers building and searching).
            engine: ``auto``, ``exact`` or ``cpsat``
                (:func:`~gridsat.engines.choice.choose_engine`).

        Returns:
            :class:`TilingResult`: solved; infeasible only when the search
            was exhaustive; unknown when the time limit stopped it.
        """
        return self.run(Task("solve", engine=engine, options=options or SolverOptions()))

    def solutions(self, n: int, options: SolverOptions | None = None, engine: str = "auto",
                  distinct: bool = False) -> TilingResult:
        """Up to ``n`` different tilings (``.solutions``); ``complete`` is True
        when the search proved there are no more.  ``distinct``: one per
        symmetry class (exact-cover engine)."""
        return self.run(Task("solutions", n=n, engine=engine, options=options or SolverOptions(),
                             distinct=distinct))

    def count(self, limit: int | None = None, *, distinct: bool = False, options: SolverOptions | None = None,
              engine: str = "auto", on_progress=None) -> TilingResult:
        """Count tilings (``.count``; ``complete`` False when a limit or the
        time limit stopped the count).

        Args:
            limit: stop after this many (None = all).
            distinct: count one tiling per class under the board's symmetries.
            options: time limit (s), ``workers`` = counting threads.
            on_progress: ``f(count so far, fraction done 0..1)`` about every 0.1 s.

        Raises:
            KeyboardInterrupt: with ``partial = (count so far, False)``.
        """
        return self.run(Task("count", limit=limit, distinct=distinct, engine=engine,
                             options=options or SolverOptions(), on_progress=on_progress))

    def uniqueness(self, options: SolverOptions | None = None, engine: str = "auto") -> TilingResult:
        """A tiling and whether it is the only one (``.uniqueness``, with
        ``.second`` when not)."""
        return self.run(Task("unique", engine=engine, options=options or SolverOptions()))


def pack(board="6x10", pieces="pentominoes", *, one_sided: bool = False, holes: bool = False,
         options: SolverOptions | None = None, engine: str = "auto") -> TilingResult:
    """Solve a packing puzzle and return a checked answer.

    Args:
        board: ``"RxC"``, ``"8x8-centre"``, a mask file path, or a
            :class:`~gridsat.core.board.Board`.
        pieces: ``"pentominoes"``, ``"tetrominoes"``, a piece file path, or a
            :class:`~gridsat.core.polyomino.PieceSet`.
        one_sided: rotations only (no reflections).
        holes: allow ``board.area - pieces.area`` uncovered cells.
        options: :class:`~gridsat.core.options.SolverOptions`.
        engine: ``auto`` (default), ``exact`` or ``cpsat``.

    Returns:
        :class:`TilingResult` with ``status`` solved / infeasible / unknown.

    Raises:
        PuzzleInputError: bad board, piece file or area mismatch.

    Example:
        >>> r = pack("3x20")
        >>> r.status.value, len(r.placements)
        ('solved', 12)
    """
    from .io import make_puzzle

    return make_puzzle(board, pieces, one_sided=one_sided, holes=holes).solve(options, engine)


__all__ = ["PackResult", "PackingPuzzle", "pack"]
