"""The ``ripple`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.kind import GridKind
from .hints import RippleHints
from .rules import RipplePuzzle


class RippleKind(RippleHints, GridKind):
    name = "ripple"
    title = "Ripple Effect"
    other_names = ("hakyuu", "hakyukoka")  # Nikoli's name (janko.at's too); puzz.link's Kanpen name
    summary = ("a digit in every cell, each room of N cells holding 1 to N once; two equal digits n in a row or "
               "column have at least n cells between them")
    reads = ("puzz.link URL (ripple)", "JSON {\"kind\": \"ripple\", \"rows\", \"cols\", \"clues\", \"regions\"}",
             "text grid: the givens (. none, ? a given of any digit), a blank line, then a room name per cell")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("A room of N cells holds the digits 1 to N; two equal digits n in one row or column have at least n "
             "cells between them (two 1s never touch). Answers are rows of whole numbers, each cell's digit "
             "(docs/ripple.md).")
    puzzle_type = RipplePuzzle
    url_names = ("ripple",)
    engine_help = ("auto: the CP-SAT model of the rules (a boolean per cell and digit; each room's digits once; each "
                   "window of n + 1 cells of a line holding n at most once; the one --export-model writes); cpsat: "
                   "the same")
    defaults = {"num_workers": 1}
    # every model solution is a different answer (its only variables are the digits): uniqueness, counts and
    # listings by CP-SAT's own enumeration
    enumerates = True
    one_to_one = True  # see CpSatSession.one_to_one
    examples = (
        Example("pzprjs-4x4", "https://puzz.link/p?ripple/4/4/9n8rigk14h32k",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/ripple.js) and the answer its "
                "checker accepts",
                answer=[[1, 2, 3, 1], [2, 1, 4, 2], [4, 3, 2, 1], [1, 2, 1, 3]], unique=True, count=1),
    )


    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = RippleKind()
