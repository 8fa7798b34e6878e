"""Shared mechanics: cells and boards, grid helpers, polyominoes, placements,
statuses, options, the solver-session interface, results, errors, files.

Nothing in ``core`` imports a solver or a puzzle kind.  Names are imported
on first use (``from gridsat.core import Board``), so importing one module
of ``core`` does not import the others.
"""

from __future__ import annotations

from .lazy import lazy_getattr

_EXPORTS = {
    "Board": "board", "GridsatError": "errors", "PuzzleInputError": "errors", "SolutionCheckError": "errors",
    "Cell": "grid", "SolverOptions": "options", "TimeUp": "options", "Placement": "placements",
    "all_placements": "placements", "piece_placements": "placements", "PieceSet": "polyomino",
    "Polyomino": "polyomino", "load_pieces": "pieces", "parse_pieces": "pieces", "pentominoes": "polyomino",
    "tetrominoes": "polyomino", "Result": "result", "Outcome": "session", "SolverSession": "session",
    "Status": "status", "Uniqueness": "status", "status_of": "status",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_getattr(__name__, _EXPORTS)
