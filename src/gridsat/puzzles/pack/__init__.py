"""Polyomino packing: any pieces into any board (rules in :mod:`.rules`).

The model, search, checker and drawing are the placement layer's
(:mod:`gridsat.puzzles.placement`); this package adds the boards and pieces
people name, the JSON puzzle file, and the kind's registry entry.
"""

from ..placement import TilingResult, check_tiling
from .io import BUILTIN_BOARDS, load_board, make_puzzle, parse_puzzle, puzzle_from_json, puzzle_to_json
from .rules import PackingPuzzle, PackResult, pack

__all__ = ["BUILTIN_BOARDS", "PackResult", "PackingPuzzle", "TilingResult", "check_tiling", "load_board",
           "make_puzzle", "pack", "parse_puzzle", "puzzle_from_json", "puzzle_to_json"]
