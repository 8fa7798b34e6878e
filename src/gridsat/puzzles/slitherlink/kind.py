"""The ``slitherlink`` kind: one declaration on the loop genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.loop import LoopKind
from .hints import SlitherlinkHints
from .rules import SlitherlinkPuzzle


class SlitherlinkKind(SlitherlinkHints, LoopKind):
    name = "slitherlink"
    title = "Slitherlink"
    summary = "draw one closed loop along the grid's lines; each number counts its cell's sides on the loop"
    reads = ("puzz.link URL (slither, slitherlink; flag f: every grid point visited)",
             "JSON {\"kind\": \"slitherlink\", \"rows\", \"cols\", \"clues\", [\"full\"]}",
             "text grid (. empty, 0-4, ? a clue not given; first line 'slitherlink full' for the f flag)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json: side bitmasks and "
              "horizontal/vertical edge strings)", "PNG", "SVG")
    notes = ("Answers are rows of side bitmasks, one per cell: up 1, right 2, down 4, left 8 for the sides the "
             "loop runs along; --json also gives the loop as horizontal/vertical edge strings of the grid points.")
    puzzle_type = SlitherlinkPuzzle
    url_names = ("slither", "slitherlink")
    examples = (
        Example("pzprjs-5x5", "https://puzz.link/p?slither/5/5/cbcbcddad",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/slither.js) and its answer",
                answer={"horizontal": ["11111", "01100", "00100", "00010", "10100", "00001"],
                        "vertical": ["100001", "110101", "111001", "111111", "000011"]}, unique=True, count=1),
        Example("janko-0001-4x4", "https://puzz.link/p?slither/4/4/bah6262d",
                "janko.at Slitherlink 0001 by Oleg Andrushko (www.janko.at/Raetsel/Slitherlink/0001.a.htm) "
                "and its published answer",
                answer={"horizontal": ["0100", "0000", "0010", "0100", "0010"],
                        "vertical": ["01100", "01100", "01010", "00110"]}, unique=True, count=1),
    )

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = SlitherlinkKind()
