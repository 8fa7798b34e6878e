"""The ``masyu`` kind: one declaration on the loop genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.loop import LoopKind
from .hints import MasyuHints
from .rules import MasyuPuzzle


class MasyuKind(MasyuHints, LoopKind):
    name = "masyu"
    title = "Masyu"
    summary = "draw one loop through cell centres and every pearl: turn on black, straight on white"
    reads = ("puzz.link URL (mashu, masyu, pearl; flag f: every cell visited)",
             "JSON {\"kind\": \"masyu\", \"rows\", \"cols\", \"clues\" (\"W\", \"B\" or null), [\"full\"]}",
             "text grid (. empty, W or ○ white pearl, B or ● black pearl; first line 'masyu full' for the f flag)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json: side bitmasks and "
              "horizontal/vertical edge strings)", "PNG", "SVG")
    notes = ("Answers are rows of side bitmasks, one per cell: up 1, right 2, down 4, left 8 for the sides the "
             "loop leaves the cell through; --json also gives the loop as horizontal/vertical edge strings.")
    puzzle_type = MasyuPuzzle
    url_names = ("mashu", "masyu", "pearl")
    examples = (
        Example("pzprjs-6x6", "https://puzz.link/p?mashu/6/6/1063000i3000",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/mashu.js) and its answer",
                answer={"horizontal": ["11101", "01100", "00110", "01011", "11000", "00100"],
                        "vertical": ["100111", "110011", "111001", "100100", "001100"]}, unique=True, count=1),
        Example("janko-001-6x6", "https://puzz.link/p?mashu/6/6/10920000i109",
                "janko.at Masyu 001 by Warai Kamosika (www.janko.at/Raetsel/Masyu/001.a.htm) and its published answer",
                answer={"horizontal": ["11100", "00011", "00000", "00000", "11000", "00111"],
                        "vertical": ["100100", "100001", "100001", "100001", "001001"]}, unique=True, count=1),
    )


KIND = MasyuKind()
