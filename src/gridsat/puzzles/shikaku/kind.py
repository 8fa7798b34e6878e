"""The ``shikaku`` kind: one declaration on the grid genres' base."""

from __future__ import annotations

from ..contract import Example
from ..grid.kind import GridKind
from .hints import ShikakuHints
from .rules import ShikakuPuzzle


class ShikakuKind(ShikakuHints, GridKind):
    name = "shikaku"
    title = "Shikaku"
    summary = "divide the grid into rectangles, each holding one number, its area"
    reads = ("puzz.link URL (shikaku)", "JSON {\"kind\": \"shikaku\", \"rows\", \"cols\", \"clues\"}",
             "text grid (. empty, numbers, ? an area not given)")
    writes = ("ASCII", "puzz.link URL (--to url)", "text grid (--to text)", "JSON (--json)", "PNG", "SVG")
    notes = ("Answers are rows of whole numbers: each cell holds the rank, from 1 in reading order, of the number "
             "whose rectangle covers it (a recorded answer, for batch --check-answer, may number the rectangles any "
             "way).")
    puzzle_type = ShikakuPuzzle
    url_names = ("shikaku",)
    examples = (
        Example("pzprjs-6x6", "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j",
                "the test puzzle of puzz.link's engine (robx/pzprjs test/script/shikaku.js) and its answer",
                answer=[[2, 3, 3, 1, 1, 1], [2, 3, 3, 4, 4, 4], [2, 3, 3, 4, 4, 4], [2, 5, 5, 5, 6, 7],
                        [2, 5, 5, 5, 6, 7], [8, 8, 8, 8, 8, 7]], unique=True, count=1),
        Example("cspuz-6x6", "https://puzz.link/p?shikaku/6/6/s66j4.g8n4h4g",
                "the test puzzle of cspuz_core (semiexp/cspuz_core, cspuz_rs_puzzles/src/puzzles/shikaku.rs), with "
                "an area not given, and the borders it asserts", answer=[[1, 1, 2, 2, 5, 5], [1, 1, 2, 2, 5, 5],
                [1, 1, 2, 2, 5, 5], [3, 3, 4, 4, 5, 5], [3, 3, 4, 4, 7, 7], [6, 6, 6, 6, 7, 7]], unique=True, count=1),
    )

    def generator(self):
        from .generator import GENERATOR

        return GENERATOR


KIND = ShikakuKind()
