"""The ``kakuro`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.kind import GridKind
from .hints import KakuroHints
from .rules import KakuroPuzzle


class KakuroKind(KakuroHints, GridKind):
    name = "kakuro"
    title = "Kakuro"
    other_names = ("cross sums",)
    summary = ("a digit 1 to 9 in every white cell: no run of white cells holds a digit twice, and each run's digits "
               "add up to the sum in the clue cell before it")
    reads = ("puzz.link URL (kakuro)", "JSON {\"kind\": \"kakuro\", \"rows\", \"cols\", \"clues\" (\"16\\\\24\", "
             "\"\\\\\" or null)}",
             "text grid (. a white cell, a clue cell down\\across: \\ no sums, 16\\ down, \\24 across, 16\\24 both)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("Answers are rows of whole numbers, a white cell's digit and 0 on a clue cell (a recorded answer may "
             "write a row's digits together, '.' or 0 a clue cell). puzz.link's board lies inside a frame of clue "
             "cells: its kakuro/C/R URL is a board of R+1 rows of C+1 cells here, its top row and left column the "
             "frame; a board with a white cell there has no URL.")
    puzzle_type = KakuroPuzzle
    url_names = ("kakuro",)
    engine_help = ("auto: the CP-SAT model of the rules (a boolean per white cell and digit, each run's digits one of "
                   "the sets of different digits that make its sum; the one --export-model writes); cpsat: the same")
    defaults = {"num_workers": 1}
    # uniqueness, counts and listings by CP-SAT's own enumeration (every model solution a different answer:
    # one_to_one); measured in CPU seconds, one process: the first 300 answers of an empty 2x3 board 2.1 s -> 0.01 s,
    # janko.at Kakuro 960 (31x46) found and proven unique 0.24 s -> 0.16 s, Kakuro 254 (24x28) 0.082 s -> 0.053 s
    enumerates = True
    one_to_one = True  # see CpSatSession.one_to_one
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/kakuro.js) and the answer its checker "
                "accepts",
                answer=[[0, 0, 0, 0, 0, 0], [0, 0, 5, 3, 0, 0], [0, 3, 4, 1, 2, 0], [0, 1, 2, 0, 1, 2],
                        [0, 0, 1, 9, 3, 8], [0, 0, 0, 8, 4, 0]], unique=True, count=1),
    )


KIND = KakuroKind()
