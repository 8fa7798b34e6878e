"""The placement layer shared by every kind that places pieces (packing, the
calendar puzzle): the problem and its rules, the CP-SAT model, the engine
choice and search, the independent checker, results and drawing."""

from .check import check_tiling
from .problem import PlacementProblem
from .result import TilingResult
from .run import run_task
from .search import Found, exact_engine, find

__all__ = ["Found", "PlacementProblem", "TilingResult", "check_tiling", "exact_engine", "find", "run_task"]
