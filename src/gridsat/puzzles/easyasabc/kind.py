"""The ``easyasabc`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.kind import GridKind
from .rules import EasyAsABCPuzzle


class EasyAsABCKind(GridKind):
    name = "easyasabc"
    title = "Easy As ABC"
    other_names = ("buchstabenplatzierung", "abcendview")  # janko.at's German name; its English page's (Abc-End-View)
    summary = ("the letters A to K once in every row and column of an N x N board, the other cells empty; a letter "
               "outside the board is the first letter seen from there")
    reads = ("puzz.link URL (easyasabc)",
             "JSON {\"kind\": \"easyasabc\", \"rows\": N+2, \"cols\": N+2, \"clues\", \"letters\": K} (the board in "
             "its frame; clues as letters or 1 to K)",
             "text grid: a first line 'easyasabc K', then N+2 rows of N+2 (the frame's letters around the N x N "
             "cells; . none, or a corner; the givens' letters inside)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("The board is written inside its frame of letters, as puzz.link draws it: (N+2) x (N+2); the corners "
             "are always '.'. Answers are printed as rows of letters, '-' an empty cell, the frame's letters "
             "around them (a recorded answer may give the N rows inside alone, '-' or '.' an empty cell).")
    puzzle_type = EasyAsABCPuzzle
    url_names = ("easyasabc",)
    engine_help = ("auto: the CP-SAT model of the rules (a boolean per cell and letter or empty; a clue's letter "
                   "stands in its line with every cell before it empty); cpsat: the same")
    defaults = {"num_workers": 1}
    enumerates = True
    one_to_one = True  # every model solution is a different answer (a boolean per cell and value alone)
    examples = (
        Example("pzprjs-4x4", "https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/easyasabc.js) and the answer its "
                "checker accepts",
                answer=["......", "..BCA.", ".A.BC.", ".BCA..", ".CA.B.", "......"], unique=True, count=1),
    )


KIND = EasyAsABCKind()
