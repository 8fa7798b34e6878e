"""Shared mechanics: geometry, polyominoes, placements, the CP-SAT session, errors."""

from .errors import GridsatError, PuzzleInputError, SolutionCheckError
from .geometry import Board, Cell
from .placements import Placement, all_placements, piece_placements
from .polyomino import PieceSet, Polyomino, load_pieces, parse_pieces, pentominoes, tetrominoes
from .result import Result
from .solver import Outcome, Session, SolverOptions, Status, Uniqueness

__all__ = [
    "Board", "Cell", "GridsatError", "Outcome", "PieceSet", "Placement", "Polyomino",
    "PuzzleInputError", "Result", "Session", "SolutionCheckError", "SolverOptions", "Status",
    "Uniqueness", "all_placements", "load_pieces", "parse_pieces", "pentominoes",
    "piece_placements", "tetrominoes",
]
