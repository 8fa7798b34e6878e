"""The ``skyscrapers`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.kind import GridKind
from .hints import SkyscrapersHints
from .rules import SkyscrapersPuzzle


class SkyscrapersKind(SkyscrapersHints, GridKind):
    name = "skyscrapers"
    title = "Skyscrapers"
    other_names = ("wolkenkratzer", "towers")  # janko.at's German name; Simon Tatham's collection's
    summary = ("a height 1 to N in every cell, each row and column holding each once; a clue outside the board counts "
               "the buildings seen from there, a taller one hiding a shorter")
    reads = ("puzz.link URL (skyscrapers, building, skyscraper)",
             "JSON {\"kind\": \"skyscrapers\", \"rows\": N+2, \"cols\": N+2, \"clues\"} (the board in its frame)",
             "text grid of N+2 rows of N+2 (the frame's clues around the N x N cells; . no clue, an empty cell, "
             "or a corner; the givens' heights inside)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("The board is written inside its frame of clues, as puzz.link draws it: (N+2) x (N+2), the top row's "
             "clues counting down their columns, the bottom row's up, the left column's across their rows, the right "
             "column's back; the corners are always '.'. Answers are rows of whole numbers, a cell's height inside "
             "and 0 on the frame (a recorded answer may give the N rows of N heights alone).")
    puzzle_type = SkyscrapersPuzzle
    url_names = ("skyscrapers", "building", "skyscraper")
    engine_help = ("auto: the CP-SAT model of the rules (a boolean per cell and height; each clue's line a running "
                   "maximum a height and a 'seen' boolean a cell; the one --export-model writes); cpsat: the same")
    defaults = {"num_workers": 1}
    # every model solution is a different answer (the running maxima and 'seen' booleans follow from the heights):
    # uniqueness, counts and listings by CP-SAT's own enumeration (one_to_one)
    enumerates = True
    one_to_one = True  # see CpSatSession.one_to_one
    examples = (
        Example("pzprjs-4x4", "https://puzz.link/p?skyscrapers/4/4/k13h4j3g",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/skyscrapers.js) and the answer its "
                "checker accepts",
                answer=[[0, 0, 0, 0, 0, 0], [0, 2, 1, 4, 3, 0], [0, 1, 2, 3, 4, 0], [0, 4, 3, 1, 2, 0],
                        [0, 3, 4, 2, 1, 0], [0, 0, 0, 0, 0, 0]], unique=True, count=1),
    )


KIND = SkyscrapersKind()
