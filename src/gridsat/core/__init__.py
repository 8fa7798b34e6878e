"""Shared mechanics: cells and boards, grid helpers, polyominoes, placements,
statuses, options, the solver-session interface, results, errors, files.

Nothing in ``core`` imports a solver or a puzzle kind.
"""

from .board import Board
from .errors import GridsatError, PuzzleInputError, SolutionCheckError
from .grid import Cell
from .options import SolverOptions, TimeUp
from .placements import Placement, all_placements, piece_placements
from .polyomino import PieceSet, Polyomino, load_pieces, parse_pieces, pentominoes, tetrominoes
from .result import Result
from .session import Outcome, SolverSession
from .status import Status, Uniqueness, status_of

__all__ = [
    "Board", "Cell", "GridsatError", "Outcome", "PieceSet", "Placement", "Polyomino", "PuzzleInputError", "Result",
    "SolutionCheckError", "SolverOptions", "SolverSession", "Status", "TimeUp", "Uniqueness", "all_placements",
    "load_pieces", "parse_pieces", "pentominoes", "piece_placements", "status_of", "tetrominoes",
]
