"""Domino Fit (rules in :mod:`.rules`): formats (:mod:`.io`), objectives
(:mod:`.objective`), models (:mod:`.model`), tasks (:mod:`.solve`), the
independent checker (:mod:`.check`), results (:mod:`.result`), drawing
(:mod:`.draw`) and generators (:mod:`.generate`)."""

from .check import check_dominoes
from .draw import draw_ascii, draw_figure
from .generate import generate, generate_unique
from .io import detect, load_puzzle, parse_puzzle, parse_text, puzzle_from_json, puzzle_to_json, puzzle_to_text
from .model import MODELS, ImpliedCounts, cpsat_session, decode, implied_counts, linear_rows, make_session
from .objective import OBJECTIVES, SIDES, Objective
from .result import DominoFitResult
from .rules import RELATIONS, RULES, TARGET_MODES, DominoFitPuzzle, domino_cells, domino_scores, line_sums
from .solve import ENGINES, forced_dominoes, run, solve

__all__ = ["ENGINES", "MODELS", "OBJECTIVES", "RELATIONS", "RULES", "SIDES", "TARGET_MODES", "DominoFitPuzzle",
           "DominoFitResult", "ImpliedCounts", "Objective", "check_dominoes", "cpsat_session", "decode", "detect",
           "domino_cells", "domino_scores", "draw_ascii", "draw_figure", "forced_dominoes", "generate",
           "generate_unique", "implied_counts", "line_sums", "linear_rows", "load_puzzle", "make_session",
           "parse_puzzle", "parse_text", "puzzle_from_json", "puzzle_to_json", "puzzle_to_text", "run", "solve"]
