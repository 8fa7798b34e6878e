"""gridsat: model, solve, count, check, generate and draw grid puzzles with OR-Tools CP-SAT.

Quick start::

    >>> import gridsat
    >>> gridsat.pack("6x10").status.value
    'solved'
"""

__version__ = "0.1.0"

from .core import (  # noqa: E402
    Board, PieceSet, Placement, Polyomino, PuzzleInputError, SolutionCheckError, SolverOptions, Status,
    pentominoes, tetrominoes,
)
from .puzzles.packing import PackingPuzzle, PackResult, pack  # noqa: E402

__all__ = [
    "Board", "PackResult", "PackingPuzzle", "PieceSet", "Placement", "Polyomino", "PuzzleInputError",
    "SolutionCheckError", "SolverOptions", "Status", "pack", "pentominoes", "tetrominoes", "__version__",
]
