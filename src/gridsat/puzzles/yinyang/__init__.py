"""Yin-Yang (rules in :mod:`.rules`): readers and writers (:mod:`.io`), the
CP-SAT model (:mod:`.model`), tasks (:mod:`.solve`), the independent checker
(:mod:`.check`), results (:mod:`.result`), drawing (:mod:`.draw`) and the
generator (:mod:`.generate`)."""

from .check import check_grid
from .draw import draw_yinyang, grid_text
from .generate import GeneratedPuzzle, generate, random_colouring
from .io import FORMATS, detect, detect_format, parse, parse_text_grid, read_answer, read_puzzle
from .model import decode, session
from .result import YinYangResult
from .rules import BLACK, EMPTY, WHITE, YinYangPuzzle

__all__ = ["BLACK", "EMPTY", "FORMATS", "WHITE", "GeneratedPuzzle", "YinYangPuzzle", "YinYangResult", "check_grid",
           "decode", "detect", "detect_format", "draw_yinyang", "generate", "grid_text", "parse", "parse_text_grid",
           "random_colouring", "read_answer", "read_puzzle", "session"]
